import { beforeAll, describe, expect, it } from 'vitest';
import { STACK_BACKENDS } from '../../../test/support/test-databases';
import { signInAs, TestClient } from '../../../test/http-client';
import { adminPortal, newIspAccount, type AdminPortal } from '../../../test/support/audit';
import { sharedPortal } from '../../../test/shared-portal';
import { SETTINGS_ACCESS_MESSAGES } from './settings.service';
import { SETTINGS_MESSAGES } from './settings.validation';
import { backgroundSettled } from '../../lib/background';

const FIELDS = 'accountId contactName street postcode place phone email noticeEmails mailLanguage updatedAt updatedBy';
const READ = `query ($accountId: String) { accountSettings(accountId: $accountId) { ${FIELDS} } }`;
const SAVE = `mutation ($accountId: String, $input: AccountSettingsInput!) {
  updateAccountSettings(accountId: $accountId, input: $input) { ok settings { ${FIELDS} } error { message fieldErrors { field message } } }
}`;

const PASSWORD = 'Erstes!Passwort1';

const FORM = {
  contactName: 'Glasfaser Nord GmbH',
  street: 'Hauptplatz 3',
  postcode: '4020',
  place: 'Linz',
  phone: '+43 732 12 34 56',
  email: 'kontakt@nord.example.at',
  noticeEmails: ['noc@nord.example.at', 'technik@nord.example.at'],
  mailLanguage: 'en',
};

interface SaveResult {
  ok: boolean;
  settings: Record<string, unknown> | null;
  error: { message: string; fieldErrors: Array<{ field: string; message: string }> } | null;
}

async function save(client: TestClient, input: Record<string, unknown>, accountId?: string): Promise<SaveResult> {
  const response = await client.graphql<{ updateAccountSettings: SaveResult }>(SAVE, { input, accountId });
  if (!response.data) throw new Error(`${response.status} ${JSON.stringify(response.errors)}`);
  return response.data.updateAccountSettings;
}

describe.each(STACK_BACKENDS)('account settings (portal database on %s)', () => {
  let portal: AdminPortal;
  let adminIsp: TestClient;
  let adminIsp2: TestClient;
  let superadmin: TestClient;
  /**
   * Two ISP accounts of this file's own (the portal is shared, test/shared-portal.ts): A with an
   * admin and a user (whose mails follow A's language), B with an admin and settings nobody saved.
   */
  let ispA: { accountId: string; admin: string; user: string };
  let ispB: { accountId: string; admin: string };

  beforeAll(async () => {
    portal = adminPortal(await sharedPortal());
    superadmin = await signInAs(portal.app, 'superadmin');
    const [a, b] = [await newIspAccount(portal, superadmin, ['admin', 'user'], PASSWORD), await newIspAccount(portal, superadmin, ['admin'], PASSWORD)];
    ispA = { accountId: a.accountId, admin: a.members[0]!.email, user: a.members[1]!.email };
    ispB = { accountId: b.accountId, admin: b.members[0]!.email };
    [adminIsp, adminIsp2] = await Promise.all([a.signIn(0), b.signIn(0)]);
    adminIsp.clientUrl = 'http://localhost:3000/settings';
  }, 120_000);

  it('shows empty settings of an account that never saved any', async () => {
    const response = await adminIsp2.graphql<{ accountSettings: Record<string, unknown> }>(READ);
    expect(response.data?.accountSettings).toEqual({
      accountId: ispB.accountId,
      contactName: '',
      street: '',
      postcode: '',
      place: '',
      phone: '',
      email: '',
      noticeEmails: [],
      mailLanguage: 'de',
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('saves the own account’s settings, reads them back and records what changed', async () => {
    const result = await save(adminIsp, FORM);
    expect(result).toMatchObject({ ok: true, error: null, settings: { ...FORM, accountId: ispA.accountId, updatedBy: ispA.admin } });
    const read = await adminIsp.graphql<{ accountSettings: Record<string, unknown> }>(READ);
    expect(read.data?.accountSettings).toMatchObject(FORM);
    const [entry] = await portal.audit({ action: 'settings.changed', outcome: 'ok', accountId: ispA.accountId });
    expect(entry).toMatchObject({
      targetType: 'account',
      targetId: ispA.accountId,
      actor: { email: ispA.admin, ip: '127.0.0.1', clientUrl: 'http://localhost:3000/settings' },
      details: { changed: { place: { to: 'Linz' }, mailLanguage: { from: 'de', to: 'en' } } },
    });
    // The next 'Passwort vergessen?' mail of this account's users is in English.
    await new TestClient(portal.app).postAuth('/user/password/reset/token', { formFields: [{ id: 'email', value: ispA.user }] });
    await backgroundSettled();
    expect(portal.lastMailTo(ispA.user)?.subject).toBe('Reset your password – Fibre portal');
    await save(adminIsp, { ...FORM, mailLanguage: 'de' });
  });

  it('answers invalid fields with German messages beside them and stores nothing', async () => {
    const before = await adminIsp2.graphql<{ accountSettings: Record<string, unknown> }>(READ);
    const result = await save(adminIsp2, { ...FORM, postcode: '12', noticeEmails: ['noc@example.at', 'kaputt'], email: '' });
    expect(result).toEqual({
      ok: false,
      settings: null,
      error: {
        message: SETTINGS_MESSAGES.invalid,
        fieldErrors: expect.arrayContaining([
          { field: 'email', message: 'Feld ist nicht optional' },
          { field: 'postcode', message: SETTINGS_MESSAGES.postcode },
          { field: 'noticeEmails.1', message: 'E-Mail ist ungültig' },
        ]),
      },
    });
    expect((await adminIsp2.graphql(READ)).data).toEqual(before.data);
    const [entry] = await portal.audit({ action: 'settings.changed', outcome: 'refused', accountId: ispB.accountId });
    expect(entry?.details).toMatchObject({ fieldErrors: { postcode: SETTINGS_MESSAGES.postcode } });
  });

  it('refuses another account to an admin, reading and writing, and records the attempt', async () => {
    const read = await adminIsp.graphql(READ, { accountId: ispB.accountId });
    expect(read.errors?.[0]).toMatchObject({ message: SETTINGS_ACCESS_MESSAGES.otherAccount, extensions: { code: 'FORBIDDEN' } });
    const result = await save(adminIsp, { ...FORM, contactName: 'Übernahme' }, ispB.accountId);
    expect(result).toMatchObject({ ok: false, error: { message: SETTINGS_ACCESS_MESSAGES.otherAccount } });
    const stored = await adminIsp2.graphql<{ accountSettings: { contactName: string } }>(READ);
    expect(stored.data?.accountSettings.contactName).not.toBe('Übernahme');
    const [entry] = await portal.audit({ action: 'settings.changed', outcome: 'refused', actorEmail: ispA.admin });
    expect(entry).toMatchObject({ accountId: ispB.accountId, details: { reason: SETTINGS_ACCESS_MESSAGES.otherAccount } });
  });

  it('offers a superadmin every ISP account to choose from, an admin only its own', async () => {
    const ACCOUNTS = '{ settingsAccounts { canChoose current accounts } }';
    const own = await adminIsp.graphql<{ settingsAccounts: { canChoose: boolean; current: string; accounts: string[] } }>(ACCOUNTS);
    expect(own.data?.settingsAccounts).toEqual({ canChoose: false, current: ispA.accountId, accounts: [ispA.accountId] });
    const all = await superadmin.graphql<{ settingsAccounts: { canChoose: boolean; accounts: string[] } }>(ACCOUNTS);
    expect(all.data?.settingsAccounts.canChoose).toBe(true);
    expect(all.data?.settingsAccounts.accounts).toEqual(expect.arrayContaining(['isp-0001', 'isp-0002']));
    expect(all.data?.settingsAccounts.accounts).not.toContain('bau-0001');
  });

  it('lets a superadmin read and save any account', async () => {
    const result = await save(superadmin, { ...FORM, contactName: 'Vom Superadmin' }, ispB.accountId);
    expect(result.settings).toMatchObject({ accountId: ispB.accountId, contactName: 'Vom Superadmin', updatedBy: 'superadmin@example.at' });
    const read = await superadmin.graphql<{ accountSettings: { contactName: string } }>(READ, { accountId: ispB.accountId });
    expect(read.data?.accountSettings.contactName).toBe('Vom Superadmin');
  });

  it.each([
    ['an isp user', 'user.isp'],
    ['a baufirma admin (no settings screen for that type)', 'admin.baufirma'],
  ])('answers FORBIDDEN to %s and records the write attempt', async (_who, who) => {
    const client = await signInAs(portal.app, who);
    expect((await client.graphql(READ)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const response = await client.graphql(SAVE, { input: FORM });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const [entry] = await portal.audit({ action: 'settings.changed', outcome: 'refused', actorEmail: `${who}@` });
    expect(entry?.details).toMatchObject({ screen: 'settings' });
  });
});
