/**
 * The settings store on both portal database backends (PostgreSQL when TEST_DATABASE_URL
 * is set): what the settings screen reads and saves. The screen itself (settings.graphql.spec.ts)
 * runs on PGlite only; the backends differ below this store, not above it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { BACKENDS, createTestDatabase, type TestDatabase } from '../../../test/support/test-databases';
import { validSettings } from '../../../test/support/settings';
import { defaultSettings } from './settings.mappers';
import { createSettingsStore, mailLanguageFor } from './settings.store';

const values = { ...validSettings(), noticeEmails: ['noc@example.at', 'störung@example.at'], mailLanguage: 'en' as const };

describe.each(BACKENDS)('the settings store on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    await migrate(test.db, MIGRATIONS);
  }, 60_000);
  afterAll(async () => test?.drop());

  it('reads the empty settings of an account that never saved any', async () => {
    const store = createSettingsStore(test.db);
    expect(await store.get('isp-0002')).toEqual(defaultSettings('isp-0002'));
    expect(await store.mailLanguage('isp-0002')).toBe('de');
    expect(await store.mailLanguage(null)).toBe('de');
  });

  it('saves, replaces and reads back the settings of one account, with the notice addresses as a list', async () => {
    const store = createSettingsStore(test.db);
    const saved = await store.save('isp-0001', values, 'admin.isp@example.at');
    expect(saved).toMatchObject({ accountId: 'isp-0001', ...values, updatedBy: 'admin.isp@example.at' });
    expect(Number.isNaN(Date.parse(saved.updatedAt!))).toBe(false);
    expect(await store.get('isp-0001')).toEqual(saved);

    const replaced = await store.save('isp-0001', { ...values, place: 'Graz', noticeEmails: [], mailLanguage: 'de' }, null);
    expect(replaced).toMatchObject({ place: 'Graz', noticeEmails: [], mailLanguage: 'de', updatedBy: null });
    expect(await store.get('isp-0001')).toEqual(replaced);
    const { rows } = await test.db.query<{ n: number | string }>('SELECT count(*) AS n FROM account_settings');
    expect(Number(rows[0]!.n)).toBe(1);
    // Another account is untouched.
    expect(await store.get('isp-0002')).toEqual(defaultSettings('isp-0002'));
  });

  it("takes a user's own language first, then the account's, then German", async () => {
    const store = createSettingsStore(test.db);
    await store.save('isp-0003', values, 'admin@example.at');
    expect(await mailLanguageFor(store, { accountid: 'isp-0003' })).toBe('en');
    expect(await mailLanguageFor(store, { accountid: 'isp-0003', language: 'de' })).toBe('de');
    expect(await mailLanguageFor(store, { accountid: 'isp-0009' })).toBe('de');
    expect(await mailLanguageFor(store, {})).toBe('de');
  });
});
