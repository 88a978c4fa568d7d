/**
 * Two BFF processes, started as `npm start` starts one (`node --import tsx
 * server/src/main.ts`), share one PostgreSQL database and one Redis: a superadmin
 * publishes on process A, and a user of process B gets the new menu within 1 second.
 *
 * Each process has its own DATA_DIR, because the embedded SuperTokens core locks its
 * data folder; each therefore has its own (identical) demo users, which is fine here:
 * the rules are shared through the portal database, the users are not needed to be.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../auth';
import { createTestDatabase, type TestDatabase } from '../../db/test-databases';
import { repoRoot } from '../../lib/paths';
import { freePort } from '@fibre-portal/shared/test-support/free-port';

const DATABASE = process.env['TEST_DATABASE_URL'];
const REDIS = process.env['TEST_REDIS_URL'];
const enabled = DATABASE !== undefined && REDIS !== undefined;
const reason = enabled ? '' : ' (skipped: TEST_DATABASE_URL and TEST_REDIS_URL are not both set)';

interface Bff {
  url: string;
  output(): string;
  stop(): Promise<void>;
}

async function startBff(env: Record<string, string>): Promise<Bff> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-replica-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      EMBEDDED_CORE_SCRYPT_LOG_N: '12',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`BFF exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`BFF not healthy within 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { url, output: () => output, stop };
}

/** A browser-like session against a running BFF: the cookies of /auth, GraphQL with them. */
async function signIn(bff: Bff, email: string) {
  const response = await fetch(`${bff.url}/auth/signin`, {
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
    const answer = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', rid: 'anti-csrf', cookie, 'x-client-url': `${bff.url}/` },
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
