/**
 * Two BFFs share one PostgreSQL database and one Redis, as replicas behind a load balancer
 * share them: a superadmin publishes on BFF B, and a user of BFF A gets the new menu within
 * 1 second. A runs in this test process (startPortal: it seeds the empty database and runs the
 * embedded core and upstream); B is a process of its own, started as `npm start` starts one
 * (`node --import tsx server/src/main.ts`), on the same core and upstream as A (as the replicas of
 * a deployment share theirs, server/cluster). The rules reach A only through the database and
 * Redis, and A's reload runs on the event loop that answers the user, as in a replica.
 * Before, both BFFs were processes with a core, an upstream and demo users each.
 *
 * B runs in production mode (NODE_ENV=production, every system by URL, GRAPHQL_EXPLORER=1 for the
 * spec's own queries), and its stop checks that SIGTERM ends the process promptly, with status 0,
 * on PostgreSQL and Redis (docs/deployment.md, "Beenden"). Until 26.11. a replica never got there:
 * Apollo's own signal handler (on by default when NODE_ENV is not `test`) started a second stop of
 * the GraphQL server beside the one in `app.close()`, which then waited forever, and the process
 * was killed after its grace period (10 s in the cluster test, 15 s by the portal's own timer).
 * Specs on NODE_ENV=test never saw it. (This was server/test/shutdown.spec.ts, a process start of
 * its own, 28-35 s in the `npm test` lane.)
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../auth';
import { createTestDatabase, type TestDatabase } from '../../../test/support/test-databases';
import { SPEC_UPSTREAM_TOKEN, startPortal as startPortalInProcess, type PortalUnderTest } from '../../../test/portal';
import { signInAs } from '../../../test/http-client';
import { startPortal, type PortalProcess } from '@fibre-portal/shared/test-support/portal-process';

const DATABASE = process.env['TEST_DATABASE_URL'];
const REDIS = process.env['TEST_REDIS_URL'];
const enabled = DATABASE !== undefined && REDIS !== undefined;
const reason = enabled ? '' : ' (skipped: TEST_DATABASE_URL and TEST_REDIS_URL are not both set)';

type Bff = PortalProcess;
type GraphQL = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** One BFF process with its own data folder. */
const startBff = (env: Record<string, string>): Promise<Bff> => startPortal(env, { healthyWithinMs: 180_000 });

/** Idle, the close takes milliseconds; the bound leaves room for a busy machine and stays far below any grace period. */
const PROMPT_MS = 5_000;

/** A browser-like session against a running BFF process: the cookies of /auth, GraphQL with them. */
async function signIn(bff: Bff, email: string): Promise<GraphQL> {
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

/** A session on the BFF of this process. */
async function signInInProcess(portal: PortalUnderTest, who: string): Promise<GraphQL> {
  const client = await signInAs(portal.app, who);
  return async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const answer = await client.graphql<T>(query, variables);
    if (answer.data === undefined || answer.data === null) throw new Error(`${answer.status}: ${JSON.stringify(answer.errors)}`);
    return answer.data;
  };
}

describe.skipIf(!enabled)(`two BFF processes sharing PostgreSQL and Redis${reason}`, () => {
  let database: TestDatabase;
  let a: PortalUnderTest;
  let b: Bff;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await database.db.close();
    const prefix = `replicas:${randomUUID()}:`;
    const env = { DATABASE_URL: database.url as string, REDIS_URL: REDIS as string, REDIS_KEY_PREFIX: prefix };
    // One after the other: A seeds the empty database, B finds it seeded.
    a = await startPortalInProcess(env, { redisPrefix: prefix, startedBy: 'workbench.replicas.spec.ts' });
    b = await startBff({
      ...env,
      // Production with every system by URL: the core and upstream of A, PostgreSQL, Redis, and
      // an SMTP address (production requires one; nothing here sends mail).
      NODE_ENV: 'production',
      GRAPHQL_EXPLORER: '1',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      LOG_LEVEL: 'info',
      SUPERTOKENS_CONNECTION_URI: a.services.core.connectionURI,
      ...(a.services.core.apiKey === undefined ? {} : { SUPERTOKENS_API_KEY: a.services.core.apiKey }),
      CRM_URL: a.upstream.url,
      SPEED_URL: a.upstream.url,
      PM_URL: a.upstream.url,
      UPSTREAM_TOKEN: SPEC_UPSTREAM_TOKEN,
    });
  }, 400_000);
  afterAll(async () => {
    await b?.stop();
    await a?.close();
    await database?.drop().catch(() => undefined);
  }, 60_000);

  it('serves a publish on one process from the other within 1 second', async () => {
    const superadmin = await signIn(b, 'superadmin@example.at');
    const planning = await signInInProcess(a, 'user.planning');
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

  it('drains, closes its connections and exits with 0 within seconds on SIGTERM (B, production)', async () => {
    // B has served a sign-in (throttle counters in Redis, the core) and GraphQL (Apollo) above,
    // with its data in PostgreSQL and counters, cache and fan-out in Redis: every connection the close must end.
    const ready = await fetch(`${b.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    await ready.arrayBuffer();
    const exit = await b.stop();
    expect(exit, b.logs()).toMatchObject({ exitCode: 0, signal: null });
    expect(exit.ms, b.logs()).toBeLessThan(PROMPT_MS);
    expect(b.logs()).toContain('"msg":"Portal beendet"');
  });
});
