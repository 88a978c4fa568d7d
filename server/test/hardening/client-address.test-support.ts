/**
 * Which client address the portal believes (issue 15, TRUST_PROXY), through the real app:
 * the sign-in throttle's per-address limit and the audit log. Run by one spec per setting,
 * since supertokens-node allows one portal per process. Not a spec itself.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { THROTTLE_MESSAGES } from '../../src/auth/throttle';
import { signInAs } from '../http-client';
import { tempDataDir, testConfig } from '../test-kit';

/** The lowest per-address limit the config allows: the 11th attempt within the hour is refused. */
const ATTEMPTS_PER_ADDRESS = 10;

export interface Peers {
  /** A peer whose X-Forwarded-For must be ignored. */
  untrusted: string;
  /** A proxy whose X-Forwarded-For is believed, when TRUST_PROXY names one. */
  trustedProxy?: string;
}

export function clientAddressScenario(env: Record<string, string>, peers: Peers) {
  const data = tempDataDir('portal-address-');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp(
      testConfig({ DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000', LOGIN_ATTEMPTS_PER_IP_HOUR: String(ATTEMPTS_PER_ADDRESS), ...env }),
    );
    await app.portal.ready;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    data.remove();
  });

  const signIn = async (peer: string, forwardedFor: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/signin',
      remoteAddress: peer,
      headers: { 'content-type': 'application/json', rid: 'emailpassword', 'st-auth-mode': 'cookie', 'fdi-version': '4.1', 'x-forwarded-for': forwardedFor },
      // A new unknown account each time: only the per-address limit can refuse.
      payload: JSON.stringify({
        formFields: [
          { id: 'email', value: `niemand.${randomUUID()}@example.at` },
          { id: 'password', value: 'Falsch!123' },
        ],
      }),
    });
    return response.json() as { status: string; reason?: string };
  };

  it(`does not let a forged X-Forwarded-For reset the per-address sign-in limit of ${peers.untrusted}`, async () => {
    for (let attempt = 0; attempt < ATTEMPTS_PER_ADDRESS; attempt++) {
      expect((await signIn(peers.untrusted, `203.0.113.${attempt + 1}`)).status).toBe('WRONG_CREDENTIALS_ERROR');
    }
    // A header naming yet another address does not buy a fresh allowance.
    expect(await signIn(peers.untrusted, '198.51.100.99')).toEqual({ status: 'SIGN_IN_NOT_ALLOWED', reason: THROTTLE_MESSAGES.ip });
  });

  it(`records ${peers.untrusted}, not a forged X-Forwarded-For, in the audit log`, async () => {
    const admin = await signInAs(app, 'admin.isp');
    const response = await admin.request({
      method: 'POST',
      url: '/graphql',
      remoteAddress: peers.untrusted,
      headers: { 'content-type': 'application/json', rid: 'anti-csrf', 'x-forwarded-for': '192.0.2.66' },
      // The workbench is a superadmin screen: an admin's attempt is refused and recorded.
      payload: JSON.stringify({ query: 'mutation { exportRules { ok } }' }),
    });
    expect(response.statusCode).toBe(200);
    const entries = await app.portal.services()!.audit.list({}, { first: 5 });
    const entry = entries.entries.find((candidate) => candidate.actor.email === 'admin.isp@example.at');
    expect(entry?.actor.ip).toBe(peers.untrusted);
  });

  if (peers.trustedProxy) {
    const proxy = peers.trustedProxy;
    it(`believes the X-Forwarded-For of the trusted proxy ${proxy}: each client address has its own limit`, async () => {
      for (let attempt = 0; attempt < ATTEMPTS_PER_ADDRESS + 2; attempt++) {
        expect((await signIn(proxy, `198.51.100.7, 203.0.113.${100 + attempt}`)).status).toBe('WRONG_CREDENTIALS_ERROR');
      }
      const admin = await signInAs(app, 'admin.isp');
      await admin.request({
        method: 'POST',
        url: '/graphql',
        remoteAddress: proxy,
        headers: { 'content-type': 'application/json', rid: 'anti-csrf', 'x-forwarded-for': '203.0.113.250' },
        payload: JSON.stringify({ query: 'mutation { exportRules { ok } }' }),
      });
      const entries = await app.portal.services()!.audit.list({}, { first: 1 });
      expect(entries.entries[0]?.actor.ip).toBe('203.0.113.250');
    });
  }
}
