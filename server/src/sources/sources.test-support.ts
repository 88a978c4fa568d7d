/**
 * The whole portal in-process for the specs of the sources and of the modules built on
 * them: Fastify, GraphQL, the embedded core and the embedded upstream over real HTTP.
 * The specs sign in through /auth, inject faults and count calls at the embedded upstream,
 * and read what the application logged. Not a spec itself.
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { EmbeddedUpstream } from '../embedded/upstream';
import { startServices } from '../services';
import type { Services } from '../services';
import { DEMO_PASSWORD } from '../auth';
import { TestClient, signInAs } from '../../test/http-client';
import { tempDataDir, testConfig } from '../../test/test-kit';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface PortalUnderTest {
  app: FastifyInstance;
  services: Services;
  upstream: EmbeddedUpstream;
  /** Everything the application logger wrote at warn and above, parsed. */
  logs: LogLine[];
  signIn(who: string): Promise<TestClient>;
  /** Calls the embedded upstream directly, as another system would (e.g. the NOC announcing an outage). */
  upstreamSend(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  /** Creates `count` new users through the superadmin's sign-up form and signs each in from its own address. */
  newUsers(count: number): Promise<TestClient[]>;
  close(): Promise<void>;
}

/** The service token of the embedded upstream in the specs. */
export const SPEC_UPSTREAM_TOKEN = 'spec-upstream-token';

/** Test defaults: short deadlines and cool-downs so fault specs run in milliseconds. */
export const FAST_UPSTREAM: Readonly<Record<string, string>> = {
  UPSTREAM_READ_TIMEOUT_MS: '400',
  UPSTREAM_BREAKER_FAILURES: '3',
  UPSTREAM_BREAKER_COOLDOWN_MS: '500',
};

export async function startPortal(overrides: Record<string, string> = {}, options: { redisPrefix?: string } = {}): Promise<PortalUnderTest> {
  const data = tempDataDir('portal-sources-');
  const logs: LogLine[] = [];
  const logger = pino(
    { level: 'warn' },
    {
      write(line: string) {
        logs.push(JSON.parse(line) as LogLine);
      },
    },
  ) as unknown as FastifyBaseLogger;
  const config = testConfig({ DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000', UPSTREAM_TOKEN: SPEC_UPSTREAM_TOKEN, ...FAST_UPSTREAM, ...overrides });
  const app = await buildApp(config, {
    startServices: (c, _appLogger, o) => startServices(c, logger, { ...o, redisPrefix: options.redisPrefix ?? `test:${randomUUID()}:` }),
  });
  const services = await app.portal.ready;
  if (!services.embeddedUpstream) throw new Error('the specs expect the embedded upstream');
  const upstream = services.embeddedUpstream;
  let created = 0;
  return {
    app,
    services,
    upstream,
    logs,
    signIn: (who) => signInAs(app, who),
    async upstreamSend(method, path, body) {
      const response = await fetch(`${upstream.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${SPEC_UPSTREAM_TOKEN}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    },
    async newUsers(count) {
      const superadmin = await signInAs(app, 'superadmin');
      const types = ['isp', 'pmo', 'sales', 'noc', 'baufirma', 'customer-care', 'nwops', 'planning'];
      const clients: TestClient[] = [];
      // Four at a time: password hashing is the cost, and the thread pool has four workers.
      const queue = Array.from({ length: count }, () => (created += 1));
      const worker = async () => {
        for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
          const email = `kunde.${n}.${randomUUID().slice(0, 8)}@example.at`;
          const type = types[n % types.length]!;
          const form = { email, password: DEMO_PASSWORD, name: `Testperson ${n}`, role: 'user', type, accountid: `${type}-9${String(n).padStart(3, '0')}` };
          const signUp = await superadmin.postAuth('/signup', { formFields: Object.entries(form).map(([id, value]) => ({ id, value })) });
          if ((signUp.json() as { status: string }).status !== 'OK') throw new Error(`sign-up of ${email} failed: ${signUp.body}`);
          const client = new TestClient(app);
          // One address per user, as a hundred browsers would have; the login throttle counts per address.
          const signIn = await client.request({
            method: 'POST',
            url: '/auth/signin',
            remoteAddress: `10.77.${Math.floor(n / 250)}.${n % 250}`,
            headers: { 'content-type': 'application/json', rid: 'emailpassword', 'st-auth-mode': 'cookie', 'fdi-version': '4.1' },
            payload: JSON.stringify({ formFields: [{ id: 'email', value: email }, { id: 'password', value: DEMO_PASSWORD }] }),
          });
          if ((signIn.json() as { status: string }).status !== 'OK') throw new Error(`sign-in of ${email} failed: ${signIn.body}`);
          clients.push(client);
        }
      };
      await Promise.all([worker(), worker(), worker(), worker()]);
      return clients;
    },
    async close() {
      await app.close();
      data.remove();
    },
  };
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
