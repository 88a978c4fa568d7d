import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import Session from 'supertokens-node/recipe/session';
import supertokens from 'supertokens-node';
import { judgeSessionClock, SESSION_LAST_SEEN_AT, SESSION_STARTED_AT, touchIntervalMs, type AdminSessionLimits } from '../../src/auth/admin-session';
import { signInAs, type TestClient } from '../http-client';
import { startServices } from '../../src/services';
import { movableClock } from '../portal';
import { tempDataDir } from '../test-kit';
import { fixtureDist, startApp } from './kit';

describe('the session clock', () => {
  const limits: AdminSessionLimits = { absoluteMs: 12 * 3_600_000, idleMs: 30 * 60_000 };
  const t0 = 1_000_000_000_000;
  const clock = (startedAgoMs: number, seenAgoMs: number) => ({ [SESSION_STARTED_AT]: t0 - startedAgoMs, [SESSION_LAST_SEEN_AT]: t0 - seenAgoMs });

  it.each([
    ['just signed in', clock(0, 0), { expired: false, update: null }],
    ['seen 59 s ago', clock(3_600_000, 59_000), { expired: false, update: null }],
    ['seen a minute ago: time to write "last seen"', clock(3_600_000, 60_000), { expired: false, update: { [SESSION_LAST_SEEN_AT]: t0 } }],
    ['idle for 29:59 min', clock(3_600_000, 30 * 60_000 - 1000), { expired: false, update: { [SESSION_LAST_SEEN_AT]: t0 } }],
    ['idle for 30 min', clock(3_600_000, 30 * 60_000), { expired: 'idle' }],
    ['busy, but signed in 12 h ago', clock(12 * 3_600_000, 1000), { expired: 'absolute' }],
    ['from before the clock existed', {}, { expired: false, update: { [SESSION_STARTED_AT]: t0, [SESSION_LAST_SEEN_AT]: t0 } }],
  ])('judges a session %s', (_name, payload, verdict) => {
    expect(judgeSessionClock(payload, limits, t0)).toEqual(verdict);
  });

  it('writes "last seen" at most once a minute, more often for short idle limits', () => {
    expect(touchIntervalMs(limits)).toBe(60_000);
    expect(touchIntervalMs({ absoluteMs: 60_000, idleMs: 5_000 })).toBe(500);
  });
});

// Short lifetimes: idle 6 s, absolute 15 s. They pass on the session clock, which the specs
// move instead of waiting (auth/admin-session.ts reads it; production runs the real clock).
// The core, the tokens and their expiry keep real time.
const IDLE_MS = 6_000;
const ABSOLUTE_MS = 15_000;
const data = tempDataDir();
const clock = movableClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await startApp(
    { DATA_DIR: data.dir, ADMIN_SESSION_IDLE_MIN: String(IDLE_MS / 60_000), ADMIN_SESSION_ABSOLUTE_MIN: String(ABSOLUTE_MS / 60_000) },
    {
      webDistDir: fixtureDist(data.dir),
      startServices: (config, logger, options) => startServices(config, logger, { ...options, sessionClock: clock.now }),
    },
  );
}, 120_000);
afterAll(async () => {
  await app?.close();
  data.remove();
});

/** Lets `ms` pass on the session clock. */
const later = (ms: number) => clock.advance(ms);
const VIEWER = '{ viewer { user { email role } } }';

function sessionHandleOf(client: TestClient): string {
  const token = client.cookies.get('sAccessToken')!.value;
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sessionHandle: string }).sessionHandle;
}

describe('admin and superadmin sessions live shorter (configured: idle 6 s, absolute 15 s)', () => {
  it('ends idle admin and superadmin sessions in the core, keeps an idle user signed in', async () => {
    const [admin, superadmin, user, creator] = await Promise.all([
      signInAs(app, 'admin.isp'),
      signInAs(app, 'superadmin'),
      signInAs(app, 'user.isp'),
      signInAs(app, 'admin.noc'),
    ]);
    for (const client of [admin, superadmin, user, creator]) expect((await client.graphql(VIEWER)).status).toBe(200);
    const handles = { admin: sessionHandleOf(admin), superadmin: sessionHandleOf(superadmin), user: sessionHandleOf(user) };

    later(IDLE_MS + 500);

    for (const client of [admin, superadmin]) {
      const response = await client.graphql(VIEWER);
      expect(response.status).toBe(401);
      expect(response.data).toBeUndefined();
      // The refresh token died with the session: the browser has to sign in again.
      expect((await client.refresh()).statusCode).toBe(401);
    }
    expect(await Session.getSessionInformation(handles.admin)).toBeUndefined();
    expect(await Session.getSessionInformation(handles.superadmin)).toBeUndefined();

    // An idle admin cannot create users either (SuperTokens' sign-up, outside GraphQL).
    const email = `idle.${Date.now()}@example.at`;
    const signUp = await creator.postAuth('/signup', {
      formFields: Object.entries({ email, password: 'Portal!2026', name: 'Neu', role: 'user', type: 'noc', accountid: 'noc-0001' }).map(([id, value]) => ({
        id,
        value,
      })),
    });
    expect(signUp.statusCode).toBe(401);
    expect(await supertokens.listUsersByAccountInfo('public', { email })).toEqual([]);

    const stillThere = await user.graphql<{ viewer: { user: { role: string } } }>(VIEWER);
    expect(stillThere.data?.viewer.user.role).toBe('user');
    expect(await Session.getSessionInformation(handles.user)).toBeDefined();
  }, 60_000);

  it('keeps a working admin signed in past the idle time, but not past the absolute lifetime', async () => {
    const admin = await signInAs(app, 'admin.pmo');
    const started = clock.now();
    const answers: number[] = [];
    // A request every 2 s: never idle for 6 s.
    while (clock.now() - started < ABSOLUTE_MS - 2_500) {
      answers.push((await admin.graphql(VIEWER)).status);
      later(2_000);
    }
    expect(answers.length).toBeGreaterThanOrEqual(4);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(clock.now() - started).toBeGreaterThan(IDLE_MS);

    later(Math.max(0, ABSOLUTE_MS - (clock.now() - started)) + 300);
    expect((await admin.graphql(VIEWER)).status).toBe(401);
    expect((await admin.refresh()).statusCode).toBe(401);
  }, 60_000);
});

describe('cookies in development', () => {
  it('are HttpOnly and SameSite=Lax, and not Secure on plain-HTTP development hosts', async () => {
    const client = await signInAs(app, 'user.noc');
    const response = await client.signIn('user.noc@example.at');
    const cookies = [response.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    const session = cookies.filter((c) => /^s(Access|Refresh)Token=/.test(c));
    expect(session).toHaveLength(2);
    for (const cookie of session) {
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });
});
