/**
 * PORTAL_DEMO=1 with NODE_ENV=production (issue 15): the demo accounts never keep the
 * password published in the README. A data folder first started in development gets new
 * random passwords, printed once to the log.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { DEMO_PASSWORD } from '../src/auth';
import { TestClient } from './http-client';
import { tempDataDir, testConfig } from './test-kit';

const data = tempDataDir('portal-demo-');
afterAll(() => data.remove());

describe('the production demo', () => {
  it('replaces the published password with random ones that only the log shows', async () => {
    const development = await buildApp(testConfig({ DATA_DIR: data.dir }));
    await development.portal.ready;
    expect((await new TestClient(development).signIn('superadmin@example.at', DEMO_PASSWORD)).json()).toMatchObject({ status: 'OK' });
    await development.close();

    const lines: string[] = [];
    const production = await buildApp(testConfig({ DATA_DIR: data.dir, NODE_ENV: 'production', PORTAL_DEMO: '1', LOG_LEVEL: 'info' }), {
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      await production.portal.ready;
      const printed = lines
        .map((line) => JSON.parse(line) as { demoAccounts?: Array<{ email: string; password: string }> })
        .filter((entry) => entry.demoAccounts);
      expect(printed).toHaveLength(1);
      const accounts = printed[0]!.demoAccounts!;
      const superadmin = accounts.find((account) => account.email === 'superadmin@example.at')!;
      expect(superadmin.password).not.toBe(DEMO_PASSWORD);
      expect(new Set(accounts.map((account) => account.password)).size).toBe(accounts.length);

      expect((await new TestClient(production).signIn('superadmin@example.at', DEMO_PASSWORD)).json()).toMatchObject({ status: 'WRONG_CREDENTIALS_ERROR' });
      expect((await new TestClient(production).signIn('superadmin@example.at', superadmin.password)).json()).toMatchObject({ status: 'OK' });
    } finally {
      await production.close();
    }
  }, 120_000);
});
