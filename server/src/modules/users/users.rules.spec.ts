import { describe, expect, it } from 'vitest';
import type { DirectoryUser } from './users.directory';
import {
  activeAdminsOf,
  canSee,
  decideDeactivate,
  decidePasswordMail,
  decideReactivate,
  decideUpdate,
  permissionsFor,
  USER_RULE_MESSAGES,
  type Actor,
} from './users.rules';

const user = (userId: string, partial: Partial<DirectoryUser> = {}): DirectoryUser => ({
  userId,
  email: `${userId}@example.at`,
  name: userId,
  role: 'user',
  type: 'isp',
  accountId: 'isp-1',
  deactivated: false,
  language: null,
  timeJoined: 0,
  ...partial,
});

const admin: Actor = { userId: 'admin-1', role: 'admin', type: 'isp', accountId: 'isp-1' };
const superadmin: Actor = { userId: 'super', role: 'superadmin', type: null, accountId: 'isp-1' };
const plainUser: Actor = { userId: 'user-1', role: 'user', type: 'isp', accountId: 'isp-1' };

const colleague = user('user-2');
const otherAccount = user('user-3', { accountId: 'isp-2' });
const secondAdmin = user('admin-2', { role: 'admin' });
const self = user('admin-1', { role: 'admin' });
const superTarget = user('super-2', { role: 'superadmin', accountId: 'isp-1' });

describe('who sees whom', () => {
  it.each([
    ['an admin', admin, colleague, true],
    ['an admin', admin, otherAccount, false],
    ['an admin', admin, superTarget, false],
    ['an admin', admin, self, true],
    ['a superadmin', superadmin, otherAccount, true],
    ['a superadmin', superadmin, superTarget, true],
    ['a user', plainUser, colleague, false],
  ] as const)('%s sees %s: %s', (_who, actor, target, expected) => {
    expect(canSee(actor, target)).toBe(expected);
  });

  it('lets an admin without an accountid see only itself', () => {
    const loner: Actor = { ...admin, accountId: null };
    expect(canSee(loner, user('x', { accountId: null }))).toBe(false);
    expect(canSee(loner, user('admin-1', { accountId: null }))).toBe(true);
  });
});

describe('counting active admins', () => {
  it('counts the admins of one account who are not deactivated, never superadmins', () => {
    const users = [
      self,
      secondAdmin,
      user('admin-3', { role: 'admin', deactivated: true }),
      superTarget,
      user('admin-4', { role: 'admin', accountId: 'isp-2' }),
    ];
    expect(activeAdminsOf(users, 'isp-1')).toBe(2);
    expect(activeAdminsOf(users, null)).toBe(0);
  });
});

describe('changing name and role', () => {
  it('allows an admin to promote a user of its account and to demote another admin while a second one remains', () => {
    expect(decideUpdate(admin, colleague, { role: 'admin' }, 1)).toEqual({ allowed: true });
    expect(decideUpdate(admin, secondAdmin, { role: 'user' }, 2)).toEqual({ allowed: true });
  });

  it.each([
    ['a user of another account', admin, otherAccount, 'admin', 2, USER_RULE_MESSAGES.notFound],
    ['a superadmin', admin, superTarget, 'user', 2, USER_RULE_MESSAGES.notFound],
    ['another superadmin, even as superadmin', superadmin, superTarget, 'admin', 2, USER_RULE_MESSAGES.superadminTarget],
    ['its own role', admin, self, 'user', 2, USER_RULE_MESSAGES.ownRole],
    ['the last active admin', superadmin, secondAdmin, 'user', 1, USER_RULE_MESSAGES.lastAdminDemote],
    ['anything, as a plain user', plainUser, colleague, 'admin', 2, USER_RULE_MESSAGES.notAnAdmin],
  ] as const)('refuses to change %s', (_what, actor, target, role, admins, reason) => {
    expect(decideUpdate(actor, target, { role }, admins)).toMatchObject({ allowed: false, reason });
  });

  it('lets anyone rename themselves, a superadmin included, while the role stays', () => {
    expect(decideUpdate(admin, self, { role: 'admin' }, 1)).toEqual({ allowed: true });
    const me = user('super', { role: 'superadmin' });
    expect(decideUpdate(superadmin, me, { role: 'superadmin' }, 0)).toEqual({ allowed: true });
    expect(decideUpdate(superadmin, me, { role: 'admin' }, 0)).toMatchObject({ allowed: false, reason: USER_RULE_MESSAGES.ownRole });
  });

  it('does not count a deactivated admin as the last one: demoting it leaves the active admins as they are', () => {
    expect(decideUpdate(superadmin, user('admin-x', { role: 'admin', deactivated: true }), { role: 'user' }, 1)).toEqual({ allowed: true });
  });
});

describe('deactivating', () => {
  it('allows deactivating a colleague, and a second admin', () => {
    expect(decideDeactivate(admin, colleague, 1)).toEqual({ allowed: true });
    expect(decideDeactivate(admin, secondAdmin, 2)).toEqual({ allowed: true });
  });

  it.each([
    ['oneself', admin, self, 2, USER_RULE_MESSAGES.ownDeactivation],
    ['the last active admin', superadmin, secondAdmin, 1, USER_RULE_MESSAGES.lastAdminDeactivate],
    ['a superadmin', superadmin, superTarget, 1, USER_RULE_MESSAGES.superadminTarget],
    ['another account’s user', admin, otherAccount, 1, USER_RULE_MESSAGES.notFound],
    ['a deactivated user again', admin, user('gone', { deactivated: true }), 1, USER_RULE_MESSAGES.alreadyDeactivated],
  ] as const)('refuses to deactivate %s', (_what, actor, target, admins, reason) => {
    expect(decideDeactivate(actor, target, admins)).toMatchObject({ allowed: false, reason });
  });

  it('reactivates only deactivated users the admin can see', () => {
    expect(decideReactivate(admin, user('gone', { deactivated: true }))).toEqual({ allowed: true });
    expect(decideReactivate(admin, colleague)).toMatchObject({ allowed: false, reason: USER_RULE_MESSAGES.alreadyActive });
    expect(decideReactivate(admin, user('gone', { deactivated: true, accountId: 'isp-2' }))).toMatchObject({ reason: USER_RULE_MESSAGES.notFound });
  });
});

describe('password mails', () => {
  it('are sent to active users in reach only', () => {
    expect(decidePasswordMail(admin, colleague)).toEqual({ allowed: true });
    expect(decidePasswordMail(admin, user('gone', { deactivated: true }))).toMatchObject({ reason: USER_RULE_MESSAGES.deactivatedMail });
    expect(decidePasswordMail(admin, otherAccount)).toMatchObject({ reason: USER_RULE_MESSAGES.notFound });
    expect(decidePasswordMail(superadmin, superTarget)).toMatchObject({ reason: USER_RULE_MESSAGES.superadminTarget });
  });
});

describe('permissions shown to the client', () => {
  it('mirror the decisions for the admin itself, a colleague and the last admin', () => {
    expect(permissionsFor(admin, self, 1)).toEqual({
      canEdit: true,
      canChangeRole: false,
      canDeactivate: false,
      canReactivate: false,
      canSendPasswordMail: true,
    });
    expect(permissionsFor(admin, colleague, 1)).toEqual({
      canEdit: true,
      canChangeRole: true,
      canDeactivate: true,
      canReactivate: false,
      canSendPasswordMail: true,
    });
    expect(permissionsFor(superadmin, secondAdmin, 1)).toEqual({
      canEdit: true,
      canChangeRole: false,
      canDeactivate: false,
      canReactivate: false,
      canSendPasswordMail: true,
    });
    expect(permissionsFor(superadmin, superTarget, 1)).toEqual({
      canEdit: false,
      canChangeRole: false,
      canDeactivate: false,
      canReactivate: false,
      canSendPasswordMail: false,
    });
  });
});
