/**
 * Two BFF processes, started as `npm start` starts one (`node --import tsx
 * server/src/main.ts`), share one PostgreSQL database and one Redis: a superadmin
 * publishes on process A, and a user of process B gets the new menu within 1 second.
 *
 * Each process has its own DATA_DIR, because the embedded SuperTokens core locks its
 * data folder; each therefore has its own (identical) demo users, which is fine here:
 * the rules are shared through the portal database, the users are not needed to be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../auth';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-databases';
import { startPortal, type PortalProcess } from '@fibre-portal/shared/test-support/portal-process';

const DATABASE = process.env['TEST_DATABASE_URL'];
const REDIS = process.env['TEST_REDIS_URL'];
const enabled = DATABASE !== undefined && REDIS !== undefined;
const reason = enabled ? '' : ' (skipped: TEST_DATABASE_URL and TEST_REDIS_URL are not both set)';

type Bff = PortalProcess;

/** One BFF process with its own data folder (the embedded core locks it). */
const startBff = (env: Record<string, string>): Promise<Bff> => startPortal({ NODE_ENV: 'test', ...env }, { healthyWithinMs: 180_000 });

/** A browser-like session against a running BFF: the cookies of /auth, GraphQL with them. */
async function signIn(bff: Bff, email: string) {
  const response = await fetch(`${bff.baseUrl}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', rid: 'emailpassword', 'st-auth-mode': 'cookie' },
    body: JSON.stringify({
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: DEMO_PASSWORD },
      ],
    }),
  });
  const body = (await response.json()) as { status: string };
  if (body.status !== 'OK') throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => pair.startsWith('sAccessToken='))
    .join('; ');
  return async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const answer = await fetch(`${bff.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', rid: 'anti-csrf', cookie, 'x-client-url': `${bff.baseUrl}/` },
      body: JSON.stringify({ query, variables }),
    });
    const text = await answer.text();
    const result = JSON.parse(text) as { data?: T; errors?: unknown };
    if (result.data === undefined || result.data === null) throw new Error(`${answer.status}: ${text}`);
    return result.data;
  };
}

describe.skipIf(!enabled)(`two BFF processes sharing PostgreSQL and Redis${reason}`, () => {
  let database: TestDatabase;
  let a: Bff;
  let b: Bff;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await database.db.close();
    const env = { DATABASE_URL: database.url as string, REDIS_URL: REDIS as string };
    // One after the other: the first seeds the empty database, the second finds it seeded.
    a = await startBff(env);
    b = await startBff(env);
  }, 400_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop().catch(() => undefined);
  }, 60_000);

  it('serves a publish on one process from the other within 1 second', async () => {
    const superadmin = await signIn(a, 'superadmin@example.at');
    const planning = await signIn(b, 'user.planning@example.at');
    const haBau = async () =>
      (await planning<{ viewer: { menu: Array<{ id: string; label: string }> } }>('{ viewer { menu { id label } } }')).viewer.menu.find(
        (item) => item.id === 'ha-bau',
      )?.label;
    expect(await haBau()).toBe('HA-Bau');

    const { ruleWorkbench } = await superadmin<{ ruleWorkbench: { live: { number: number; files: Array<{ name: string; text: string }> } } }>(
      '{ ruleWorkbench { live { number files { name text } } } }',
    );
    const files = ruleWorkbench.live.files.map((file) =>
      file.name === 'menu.yaml'
        ? {
            name: file.name,
            text: file.text.replace(
              '      label: { de: HA-Bau, en: Connection construction }\n',
              '      label: { de: HA-Bau, en: Connection construction }\n      labelByType:\n        planning: { de: Hausanschlüsse, en: House connections }\n',
            ),
          }
        : file,
    );
    const { publishRules } = await superadmin<{ publishRules: { ok: boolean; error: unknown } }>(
      'mutation ($input: PublishRulesInput!) { publishRules(input: $input) { ok error { code message } } }',
      { input: { draft: { baseVersion: ruleWorkbench.live.number, files }, comment: 'Replikat-Test' } },
    );
    expect(publishRules).toEqual({ ok: true, error: null });
    const started = Date.now();
    await expect.poll(haBau, { timeout: 1_000, interval: 20 }).toBe('Hausanschlüsse');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
