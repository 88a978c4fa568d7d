import { beforeAll, describe, expect, it, vi } from 'vitest';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { STACK_BACKENDS } from '../../../test/support/test-databases';
import { signInAs, TestClient } from '../../../test/http-client';
import { acceptInvitation, adminPortal, freshAccount, freshEmail, tokenOf, type AdminPortal } from '../../../test/support/audit';
import { sharedPortal } from '../../../test/shared-portal';
import { USER_RULE_MESSAGES } from './users.rules';
import { USER_MESSAGES } from './users.service';
import { backgroundSettled } from '../../lib/background';

const USER_FIELDS =
  'userId email name role type accountId deactivated isSelf permissions { canEdit canChangeRole canDeactivate canReactivate canSendPasswordMail }';
const RESULT = `ok user { ${USER_FIELDS} } error { message fieldErrors { field message } }`;
const LIST = `query ($filter: UserFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
  users(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) { pageInfo { totalCount hasNextPage } items { ${USER_FIELDS} displayName createdAt } }
}`;
const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { ${RESULT} } }`;
const DEACTIVATE = `mutation ($userId: ID!) { deactivateUser(userId: $userId) { ${RESULT} } }`;
const REACTIVATE = `mutation ($userId: ID!) { reactivateUser(userId: $userId) { ${RESULT} } }`;
const PASSWORD_MAIL = `mutation ($userId: ID!) { sendPasswordMail(userId: $userId) { ${RESULT} } }`;
const VIEWER = '{ viewer { user { userId email name role type accountId } } }';
const PASSWORD = 'Erstes!Passwort1';

interface Managed {
  userId: string;
  email: string;
  name: string | null;
  displayName?: string;
  createdAt?: string;
  role: string;
  type: string;
  accountId: string | null;
  deactivated: boolean;
  isSelf: boolean;
  permissions: Record<string, boolean>;
}
interface Result {
  ok: boolean;
  user: Managed | null;
  error: { message: string; fieldErrors: Array<{ field: string; message: string }> } | null;
}

type Client = TestClient;

/** One page of the list, read as totalCount, hasMore and its users. */
async function list(client: Client, variables: Record<string, unknown> = {}) {
  const response = await client.graphql<{ users: { pageInfo: { totalCount: number; hasNextPage: boolean }; items: Managed[] } }>(LIST, variables);
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  const { pageInfo, items } = response.data.users;
  return { totalCount: pageInfo.totalCount, hasMore: pageInfo.hasNextPage, users: items };
}

async function mutate(client: Client, query: string, variables: Record<string, unknown>, field: string): Promise<Result> {
  const response = await client.graphql<Record<string, Result>>(query, variables);
  if (!response.data) throw new Error(`${response.status} ${JSON.stringify(response.errors)}`);
  return response.data[field]!;
}

const create = (client: Client, input: Record<string, unknown>) => mutate(client, CREATE, { input }, 'createUser');
const update = (client: Client, input: Record<string, unknown>) => mutate(client, UPDATE, { input }, 'updateUser');
const deactivate = (client: Client, userId: string) => mutate(client, DEACTIVATE, { userId }, 'deactivateUser');
const reactivate = (client: Client, userId: string) => mutate(client, REACTIVATE, { userId }, 'reactivateUser');
const passwordMail = (client: Client, userId: string) => mutate(client, PASSWORD_MAIL, { userId }, 'sendPasswordMail');

async function userIdOf(client: Client, email: string): Promise<string> {
  const found = (await list(client, { filter: { search: email }, first: 5 })).users.find((user) => user.email === email);
  if (!found) throw new Error(`${email} not listed`);
  return found.userId;
}

// Sign-ins and first passwords hash with scrypt (N=2^17); on a busy machine one test can take a minute.
vi.setConfig({ testTimeout: 90_000 });

/**
 * On the portal shared by the worker (test/shared-portal.ts): the demo accounts are read and
 * refused; users are created and changed in accounts of this file's own (`account`).
 */
describe.each(STACK_BACKENDS)('user administration (portal database on %s)', () => {
  let portal: AdminPortal;
  let adminIsp: Client;
  let superadmin: Client;

  beforeAll(async () => {
    portal = adminPortal(await sharedPortal());
    adminIsp = await signInAs(portal.app, 'admin.isp');
    adminIsp.clientUrl = 'http://localhost:3000/users';
    superadmin = await signInAs(portal.app, 'superadmin');
    superadmin.clientUrl = 'http://localhost:3000/users';
  }, 120_000);

  /** A fresh account with admins and users created by the superadmin, invitations accepted on demand. */
  async function account(roles: Array<'admin' | 'user'>) {
    const accountId = freshAccount();
    const members: Array<{ email: string; userId: string; role: string }> = [];
    for (const role of roles) {
      const email = freshEmail(role);
      const result = await create(superadmin, { email, name: `${role} ${accountId}`, role, type: 'isp', accountId });
      expect(result.error).toBeNull();
      members.push({ email, userId: result.user!.userId, role });
    }
    return { accountId, members, signIn: (index: number) => acceptInvitation(portal.app, portal.lastMailTo(members[index]!.email), PASSWORD) };
  }

  describe('the list', () => {
    it('shows an admin the users of its own account only, never a superadmin or another ISP', async () => {
      const page = await list(adminIsp, { first: 100 });
      const emails = page.users.map((user) => user.email);
      expect(emails).toEqual(expect.arrayContaining(['admin.isp@example.at', 'user.isp@example.at', 'notype@example.at', 'deactivated@example.at']));
      expect(emails).not.toContain('superadmin@example.at');
      expect(emails).not.toContain('user.isp2@example.at');
      expect(page.users.every((user) => user.accountId === 'isp-0001')).toBe(true);
      expect(page.users.find((user) => user.email === 'notype@example.at')?.type).toBe('isp');
      expect(page.users.find((user) => user.email === 'deactivated@example.at')?.deactivated).toBe(true);
      expect(page.users.find((user) => user.email === 'admin.isp@example.at')).toMatchObject({
        isSelf: true,
        permissions: { canDeactivate: false, canChangeRole: false },
      });
    });

    it('shows a superadmin everyone, filtered by type and account, in pages', async () => {
      const all = await list(superadmin, { first: 100 });
      expect(all.totalCount).toBeGreaterThanOrEqual(33);
      expect(all.users.map((user) => user.email)).toEqual(expect.arrayContaining(['superadmin@example.at', 'user.isp2@example.at', 'admin.noc@example.at']));

      const pmo = await list(superadmin, { filter: { type: 'pmo' } });
      expect(pmo.users.map((user) => user.email).sort()).toEqual(['admin.pmo@example.at', 'user.pmo@example.at']);
      const isp2 = await list(superadmin, { filter: { accountId: 'isp-0002' } });
      expect(isp2.users.map((user) => user.email).sort()).toEqual(['admin.isp2@example.at', 'user.isp2@example.at']);
      const deactivated = await list(superadmin, { filter: { deactivated: true, accountId: 'isp-0001' } });
      expect(deactivated.users.map((user) => user.email)).toEqual(['deactivated@example.at']);

      const first = await list(superadmin, { first: 10 });
      const second = await list(superadmin, { first: 10, offset: 10 });
      expect(first.hasMore).toBe(true);
      expect(first.users).toHaveLength(10);
      expect(second.users.map((user) => user.userId)).toEqual(all.users.slice(10, 20).map((user) => user.userId));
    });

    it.each([
      ['a user', 'user.isp'],
      ['an admin of a type without user administration', 'admin.nwops'],
    ])('answers FORBIDDEN to %s', async (_who, who) => {
      const client = await signInAs(portal.app, who);
      const response = await client.graphql(LIST);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(response.errors?.[0]?.message).toMatch(/keinen Zugriff/);
    });

    it('answers a page size out of range with a German BAD_USER_INPUT', async () => {
      const response = await adminIsp.graphql(LIST, { first: 1000 });
      expect(response.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', details: { first: expect.stringMatching(/zwischen 1 und 100/) } } });
    });

    it('sorts by the documented fields on the server, the default order breaking ties', async () => {
      const byEmail = await list(superadmin, { first: 100, sort: [{ field: 'email', direction: 'DESC' }] });
      const emails = byEmail.users.map((user) => user.email);
      expect(emails).toEqual([...emails].sort((a, b) => new Intl.Collator('de', { sensitivity: 'base' }).compare(b ?? '', a ?? '')));
      const byStatus = await list(superadmin, { filter: { accountId: 'isp-0001' }, sort: [{ field: 'status', direction: 'DESC' }] });
      expect(byStatus.users[0]?.email).toBe('deactivated@example.at');
      const byRole = await list(superadmin, { first: 100, sort: [{ field: 'role' }] });
      expect(byRole.users[0]?.role).toBe('superadmin');
      expect(byRole.users.at(-1)?.role).toBe('user');
    });

    it('filters by status as the list names it, and names every user in texts', async () => {
      const active = await list(superadmin, { filter: { accountId: 'isp-0001', status: 'active' } });
      expect(active.users.map((user) => user.email)).not.toContain('deactivated@example.at');
      const deactivated = await list(superadmin, { filter: { accountId: 'isp-0001', status: 'deactivated' } });
      expect(deactivated.users.map((user) => user.email)).toEqual(['deactivated@example.at']);
      expect(deactivated.users[0]?.displayName).toBe(deactivated.users[0]?.name ?? 'deactivated@example.at');
    });

    it.each([
      [{ sort: [{ field: 'password' }] }, 'sort', /Nach „password“ kann diese Liste nicht sortiert werden/],
      [{ filter: { status: 'gelöscht' } }, 'filter.status', /Der Status: unbekannter Wert gelöscht/],
      [{ filter: { search: 'x'.repeat(101) } }, 'filter.search', /Die Suche ist zu lang/],
      [{ offset: -1 }, 'offset', /Versatz/],
    ])('refuses %j with a German BAD_USER_INPUT naming the field, reading nothing', async (variables, field, message) => {
      const response = await superadmin.graphql(LIST, variables);
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { [field]: expect.stringMatching(message) } });
      expect(response.data).toBeNull();
    });
  });

  describe('creating a user', () => {
    it('invites the new user by e-mail; the user sets a first password and signs in, the admin never saw one', async () => {
      const team = await account(['admin']);
      const admin = await team.signIn(0);
      admin.clientUrl = 'http://localhost:3000/users';
      const email = freshEmail('eingeladen');
      const result = await create(admin, { email, name: 'Eva Neu', role: 'user' });
      expect(result).toMatchObject({
        ok: true,
        error: null,
        user: { email, name: 'Eva Neu', role: 'user', type: 'isp', accountId: team.accountId, deactivated: false },
      });

      const mail = portal.lastMailTo(email);
      expect(mail?.subject).toBe('Ihr Zugang zum Glasfaser-Portal');
      expect(mail?.text).toContain(`admin ${team.accountId} hat für Sie einen Zugang zum Glasfaser-Portal angelegt`);
      expect(mail?.text).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\?token=\S+&tenantId=public/);

      // The account exists, but no password anyone knows works yet.
      expect((await new TestClient(portal.app).signIn(email, PASSWORD)).json()).toEqual({ status: 'WRONG_CREDENTIALS_ERROR' });
      const client = await acceptInvitation(portal.app, mail, PASSWORD);
      const viewer = await client.graphql<{ viewer: { user: Record<string, unknown> } }>(VIEWER);
      expect(viewer.data?.viewer.user).toMatchObject({ email, name: 'Eva Neu', role: 'user', type: 'isp', accountId: team.accountId });
      // The link is single-use.
      const again = await client.postAuth('/user/password/reset', {
        method: 'token',
        token: tokenOf(mail),
        formFields: [{ id: 'password', value: 'Anderes!Pass2' }],
      });
      expect(again.json()).toEqual({ status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' });

      const [entry] = await portal.audit({ action: 'user.created', outcome: 'ok', accountId: team.accountId });
      expect(entry).toMatchObject({
        targetType: 'user',
        targetId: result.user!.userId,
        details: { email, role: 'user', invitationSent: true },
        actor: { email: team.members[0]!.email, role: 'admin', ip: '127.0.0.1', clientUrl: 'http://localhost:3000/users' },
      });
      expect(entry?.actor.requestId).toBeTruthy();
    });

    it.each([
      [
        'a user of another account',
        { accountId: 'isp-0002', role: 'user' },
        'Sie können nur Benutzer Ihres eigenen Kontos anlegen (Typ isp, Account isp-0001).',
        undefined,
      ],
      ['a user of another type', { type: 'pmo', role: 'user' }, 'Sie können nur Benutzer Ihres eigenen Kontos anlegen (Typ isp, Account isp-0001).', undefined],
      ['a superadmin', { role: 'superadmin' }, USER_MESSAGES.invalid, { field: 'role', message: 'Erlaubte Werte: admin oder user' }],
      ['a user without a name', { role: 'user', name: ' ' }, USER_MESSAGES.invalid, { field: 'name', message: 'Feld ist nicht optional' }],
    ])('refuses %s with a German message, creates nothing and records the attempt', async (_what, input, message, fieldError) => {
      const email = freshEmail('abgelehnt');
      const before = portal.outbox().length;
      const result = await create(adminIsp, { email, name: 'Niemand', ...input });
      expect(result.ok).toBe(false);
      expect(result.error?.message).toBe(message);
      if (fieldError) expect(result.error?.fieldErrors).toContainEqual(fieldError);
      expect(await portal.userExists(email)).toBe(false);
      expect(portal.outbox()).toHaveLength(before);
      const [entry] = await portal.audit({ action: 'user.created', outcome: 'refused' });
      expect(entry?.details).toMatchObject({ requested: { email } });
      expect(entry?.actor.email).toBe('admin.isp@example.at');
    });

    it('refuses an e-mail that exists, beside the field', async () => {
      const result = await create(adminIsp, { email: 'user.isp@example.at', name: 'Doppelt', role: 'user' });
      expect(result).toMatchObject({ ok: false, error: { fieldErrors: [{ field: 'email', message: USER_MESSAGES.emailExists }] } });
    });

    it('lets a superadmin create an admin of any account, but nobody a superadmin', async () => {
      const accountId = freshAccount('bau');
      const result = await create(superadmin, { email: freshEmail(), name: 'Bau Admin', role: 'admin', type: 'baufirma', accountId });
      expect(result.user).toMatchObject({ role: 'admin', type: 'baufirma', accountId });
      const refused = await create(superadmin, { email: freshEmail(), name: 'Zweiter Chef', role: 'superadmin', type: 'isp' });
      expect(refused.error?.fieldErrors).toEqual([{ field: 'role', message: 'Erlaubte Werte: admin oder user' }]);
    });

    it('refuses users without the screen, with FORBIDDEN and an audit entry', async () => {
      const client = await signInAs(portal.app, 'user.isp');
      client.clientUrl = 'http://localhost:3000/users';
      const email = freshEmail();
      const response = await client.graphql(CREATE, { input: { email, name: 'X', role: 'admin' } });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
      expect(await portal.userExists(email)).toBe(false);
      const [entry] = await portal.audit({ action: 'user.created', outcome: 'refused', actorEmail: 'user.isp@example.at' });
      expect(entry?.details).toMatchObject({ screen: 'users' });
    });

    it('answers without a session with UNAUTHENTICATED', async () => {
      const response = await new TestClient(portal.app).graphql(CREATE, { input: { email: freshEmail(), name: 'X', role: 'user' } });
      expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    });
  });

  describe('changing name and role', () => {
    it('renames and promotes a user of the own account, and records both changes', async () => {
      const team = await account(['admin']);
      const admin = await team.signIn(0);
      const email = freshEmail();
      const created = await create(admin, { email, name: 'Alt Name', role: 'user' });
      const result = await update(admin, { userId: created.user!.userId, name: 'Neu Name', role: 'admin' });
      expect(result.user).toMatchObject({ name: 'Neu Name', role: 'admin' });
      const [entry] = await portal.audit({ action: 'user.changed', outcome: 'ok' });
      expect(entry).toMatchObject({
        targetId: created.user!.userId,
        details: { name: { from: 'Alt Name', to: 'Neu Name' }, role: { from: 'user', to: 'admin' } },
      });
      // Back to user: the team's first admin stays, so this is no last admin.
      expect((await update(admin, { userId: created.user!.userId, role: 'user' })).user?.role).toBe('user');
    });

    it('refuses a user of another account as unknown, and changes nothing', async () => {
      const target = await userIdOf(superadmin, 'user.isp2@example.at');
      const result = await update(adminIsp, { userId: target, name: 'Übernommen' });
      expect(result).toMatchObject({ ok: false, error: { message: USER_RULE_MESSAGES.notFound } });
      expect((await UserMetadata.getUserMetadata(target)).metadata['name']).toBe('Sandra Koller');
      const [entry] = await portal.audit({ action: 'user.changed', outcome: 'refused' });
      expect(entry).toMatchObject({ targetId: target, details: { reason: USER_RULE_MESSAGES.notFound } });
    });

    it('refuses one’s own demotion and a superadmin role', async () => {
      const self = await userIdOf(adminIsp, 'admin.isp@example.at');
      expect(await update(adminIsp, { userId: self, role: 'user' })).toMatchObject({
        ok: false,
        error: { fieldErrors: [{ field: 'role', message: USER_RULE_MESSAGES.ownRole }] },
      });
      const other = await userIdOf(adminIsp, 'user.isp@example.at');
      expect(await update(adminIsp, { userId: other, role: 'superadmin' })).toMatchObject({
        ok: false,
        error: { fieldErrors: [{ field: 'role', message: 'Erlaubte Werte: admin oder user' }] },
      });
      expect((await UserMetadata.getUserMetadata(other)).metadata['role']).toBe('user');
    });

    it('refuses to demote the last admin of an account, also for a superadmin', async () => {
      const { members } = await account(['admin', 'user']);
      const result = await update(superadmin, { userId: members[0]!.userId, role: 'user' });
      expect(result).toMatchObject({ ok: false, error: { message: USER_RULE_MESSAGES.lastAdminDemote } });
      expect((await UserMetadata.getUserMetadata(members[0]!.userId)).metadata['role']).toBe('admin');
    });

    it('refuses to change, deactivate or mail another superadmin, and hides superadmins from admins', async () => {
      const team = await account(['admin']);
      const admin = await team.signIn(0);
      const email = freshEmail('chef');
      const created = await create(superadmin, { email, name: 'Zweite Chefin', role: 'user', type: 'isp', accountId: team.accountId });
      const target = created.user!.userId;
      // Superadmins are set up by operations, outside the administration.
      await UserMetadata.updateUserMetadata(target, { role: 'superadmin' });
      expect((await update(superadmin, { userId: target, name: 'Umbenannt' })).error?.message).toBe(USER_RULE_MESSAGES.superadminTarget);
      expect((await deactivate(superadmin, target)).error?.message).toBe(USER_RULE_MESSAGES.superadminTarget);
      expect((await passwordMail(superadmin, target)).error?.message).toBe(USER_RULE_MESSAGES.superadminTarget);
      expect((await list(superadmin, { filter: { search: email } })).users[0]?.permissions).toEqual({
        canEdit: false,
        canChangeRole: false,
        canDeactivate: false,
        canReactivate: false,
        canSendPasswordMail: false,
      });
      expect((await list(admin, { filter: { search: email } })).users).toEqual([]);
      expect((await update(admin, { userId: target, name: 'Umbenannt' })).error?.message).toBe(USER_RULE_MESSAGES.notFound);
      expect((await UserMetadata.getUserMetadata(target)).metadata['name']).toBe('Zweite Chefin');
    });

    it('lets only one of two admins demoting each other at the same time succeed', async () => {
      const team = await account(['admin', 'admin']);
      const [first, second] = await Promise.all([team.signIn(0), team.signIn(1)]);
      const responses = await Promise.all([
        first.graphql<{ updateUser: Result }>(UPDATE, { input: { userId: team.members[1]!.userId, role: 'user' } }),
        second.graphql<{ updateUser: Result }>(UPDATE, { input: { userId: team.members[0]!.userId, role: 'user' } }),
      ]);
      // The loser is refused by the last-admin rule, or, if it was demoted before its
      // request was read, by the screen rule (it is no admin any more).
      expect(responses.filter((response) => response.data?.updateUser.ok === true)).toHaveLength(1);
      const loser = responses.find((response) => response.data?.updateUser.ok !== true);
      expect(loser?.data?.updateUser.error?.message ?? loser?.errors?.[0]?.extensions?.['code']).toMatch(
        /^Das ist die letzte aktive Administration|^FORBIDDEN$/,
      );
      const roles = await Promise.all(team.members.map(async (member) => (await UserMetadata.getUserMetadata(member.userId)).metadata['role']));
      expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    });
  });

  describe('deactivating and reactivating', () => {
    it('ends the open session of a deactivated user at its next request, and lets it in again after reactivation', async () => {
      const team = await account(['admin', 'user']);
      const admin = await team.signIn(0);
      const member = await team.signIn(1);
      expect((await member.graphql(VIEWER)).status).toBe(200);

      const result = await deactivate(admin, team.members[1]!.userId);
      expect(result).toMatchObject({ ok: true, user: { deactivated: true, permissions: { canReactivate: true, canDeactivate: false } } });
      const next = await member.graphql(VIEWER);
      expect(next.status).toBe(403);
      expect((await member.refresh()).statusCode).toBe(401);
      expect((await new TestClient(portal.app).signIn(team.members[1]!.email, PASSWORD)).json()).toMatchObject({ status: 'SIGN_IN_NOT_ALLOWED' });
      const [entry] = await portal.audit({ action: 'user.deactivated', outcome: 'ok', accountId: team.accountId });
      expect(entry?.details).toMatchObject({ sessionsRevoked: 1 });

      expect((await reactivate(admin, team.members[1]!.userId)).user?.deactivated).toBe(false);
      expect((await new TestClient(portal.app).signIn(team.members[1]!.email, PASSWORD)).json()).toMatchObject({ status: 'OK' });
      expect(await portal.audit({ action: 'user.reactivated', accountId: team.accountId })).toHaveLength(1);
    });

    it('refuses one’s own deactivation and the last admin’s, and records both', async () => {
      const self = await userIdOf(adminIsp, 'admin.isp@example.at');
      expect((await deactivate(adminIsp, self)).error?.message).toBe(USER_RULE_MESSAGES.ownDeactivation);
      const team = await account(['admin']);
      expect((await deactivate(superadmin, team.members[0]!.userId)).error?.message).toBe(USER_RULE_MESSAGES.lastAdminDeactivate);
      expect((await UserMetadata.getUserMetadata(team.members[0]!.userId)).metadata['status']).toBeUndefined();
      const refused = await portal.audit({ action: 'user.deactivated', outcome: 'refused' });
      expect(refused.map((entry) => entry.details['reason'])).toEqual(
        expect.arrayContaining([USER_RULE_MESSAGES.ownDeactivation, USER_RULE_MESSAGES.lastAdminDeactivate]),
      );
    });

    it('refuses to deactivate a user of another account', async () => {
      const target = await userIdOf(superadmin, 'user.isp2@example.at');
      expect((await deactivate(adminIsp, target)).error?.message).toBe(USER_RULE_MESSAGES.notFound);
      expect((await UserMetadata.getUserMetadata(target)).metadata['status']).toBeUndefined();
    });

    it('answers an id that names nobody as unknown, without asking the core', async () => {
      for (const userId of ['', 'kein-benutzer', 'x'.repeat(500)]) {
        expect((await deactivate(adminIsp, userId)).error?.message).toBe(USER_RULE_MESSAGES.notFound);
      }
      // A control character never reaches the resolver: the GraphQL boundary refuses it (graphql/input-strings.ts).
      const control = await adminIsp.graphql(DEACTIVATE, { userId: 'a\u0000b' });
      expect(control.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'userId' });
    });
  });

  describe('password e-mails', () => {
    it('mails a reset link the user can use; a deactivated user gets none', async () => {
      const team = await account(['admin', 'user']);
      const admin = await team.signIn(0);
      await team.signIn(1);
      const target = team.members[1]!;
      expect((await passwordMail(admin, target.userId)).ok).toBe(true);
      const mail = portal.lastMailTo(target.email);
      expect(mail?.subject).toBe('Passwort zurücksetzen – Glasfaser-Portal');
      await acceptInvitation(portal.app, mail, 'Zweites!Pass2');
      expect(await portal.audit({ action: 'user.password-mail-sent', outcome: 'ok', accountId: team.accountId })).toHaveLength(1);

      await deactivate(admin, target.userId);
      const before = portal.outbox().length;
      expect((await passwordMail(admin, target.userId)).error?.message).toBe(USER_RULE_MESSAGES.deactivatedMail);
      expect(portal.outbox()).toHaveLength(before);
    });

    it('writes invitations in the language the account chose in its settings', async () => {
      const accountId = freshAccount('en');
      await portal.services.db.query(
        `INSERT INTO account_settings (account_id, contact_name, email, mail_language) VALUES ($1, 'Test', 'x@example.at', 'en')`,
        [accountId],
      );
      const email = freshEmail('english');
      await create(superadmin, { email, name: 'Emma English', role: 'user', type: 'isp', accountId });
      expect(portal.lastMailTo(email)?.subject).toBe('Your access to the fibre portal');
      // The reset mail of 'Passwort vergessen?' follows the same setting.
      await new TestClient(portal.app).postAuth('/user/password/reset/token', { formFields: [{ id: 'email', value: email }] });
      await backgroundSettled();
      expect(portal.lastMailTo(email)?.subject).toBe('Reset your password – Fibre portal');
    });
  });
});
