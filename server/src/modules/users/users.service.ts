/**
 * The user administration (issue 8): list, create with an invitation, change name and
 * role, deactivate, reactivate and send a password e-mail. Access to the screen comes
 * from `screens/` (the `users` screen); who may act on whom from `users.rules.ts`;
 * creation scoping from the sign-up rules of the auth module. Every action and every
 * refused attempt is written to the audit log. Expected refusals are answered as data
 * (`ok: false` with a German message), never as a thrown error.
 */
import type { Database } from '../../db/database';
import type { SessionUser } from '../../graphql/context';
import { decideSignUp } from '../../auth/sign-up-rules';
import { originForRequest } from '../../auth/supertokens';
import { passwordResetMail } from '../../auth/mails';
import { validateField, ROLE_OPTIONS, TYPE_OPTIONS } from '@fibre-portal/shared/validation';
import { auditActorOf } from '../audit';
import { InputProblems } from '../common/errors';
import { MAX_TEXT_LENGTH, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter, type PageArgs, type PageModel, type SortKey } from '../common/list-input';
import { assertScreenForAction, assertScreenForRead, type GuardContext } from '../audit';
import { createSettingsStore, mailLanguageFor } from '../settings';
import type { DirectoryPatch, DirectoryUser, UserDirectory } from './users.directory';
import { invitationMail, setPasswordLink } from './users.mails';
import { effectiveType, roleOf, toManagedUser, type ManagedUser } from './users.mappers';
import {
  activeAdminsOf,
  canSee,
  decideDeactivate,
  decidePasswordMail,
  decideReactivate,
  decideUpdate,
  isAdministrator,
  USER_RULE_MESSAGES,
  type Actor,
  type Decision,
} from './users.rules';

/** The screen of `screens/users.yaml` whose rule guards every field of this module. */
export const USERS_SCREEN = 'users';

export const USER_ACTIONS = {
  created: 'user.created',
  changed: 'user.changed',
  deactivated: 'user.deactivated',
  reactivated: 'user.reactivated',
  passwordMail: 'user.password-mail-sent',
} as const;

export const USER_MESSAGES = {
  invalid: 'Bitte korrigieren Sie die markierten Felder.',
  emailExists: 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.',
  controlCharacters: 'Das Feld darf keine Steuerzeichen enthalten',
  invitationFailed: 'Der Benutzer wurde angelegt, die Einladung konnte aber nicht gesendet werden. Senden Sie sie mit „Passwort-E-Mail senden“ erneut.',
  mailFailed: 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es später erneut.',
} as const;

export interface UserResult {
  ok: boolean;
  user: ManagedUser | null;
  error: { message: string; fieldErrors: Array<{ field: string; message: string }> } | null;
}

export interface UserFilter {
  type?: string | null;
  accountId?: string | null;
  search?: string | null;
  deactivated?: boolean | null;
  status?: string | null;
}

export type UserPage = PageModel<ManagedUser>;

/** The sort fields of `Query.users` (schema/users.graphql). */
export const USER_SORT_FIELDS = ['name', 'email', 'role', 'type', 'account', 'status', 'created'] as const;
type UserSortField = (typeof USER_SORT_FIELDS)[number];
const USER_STATUSES = ['active', 'deactivated'] as const;

export interface CreateUserInput {
  email?: string | null;
  name?: string | null;
  role?: string | null;
  type?: string | null;
  accountId?: string | null;
}

export interface UpdateUserInput {
  userId: string;
  name?: string | null;
  role?: string | null;
}

/** What the create form may offer this admin, decided here so that the client knows no rule. */
export interface UserAdminOptions {
  roles: string[];
  types: string[];
  /** The type every new user gets (an admin's own); null when the admin chooses. */
  fixedType: string | null;
  /** The account every new user gets (an admin's own); null when the admin chooses. */
  fixedAccountId: string | null;
  /** Accounts known from existing users, for the filters and the create form. */
  accounts: string[];
}

export type UsersContext = GuardContext;

const ROLE_ORDER: Record<string, number> = { superadmin: 0, admin: 1, user: 2 };
const collator = new Intl.Collator('de', { sensitivity: 'base' });
const CONTROL = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** SuperTokens user ids are UUIDs (or mapped external ids); anything else names nobody. */
const USER_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

const actorOf = (viewer: SessionUser): Actor => ({ userId: viewer.userId, role: viewer.role, type: viewer.type, accountId: viewer.accountId });

function ok(user: ManagedUser): UserResult {
  return { ok: true, user, error: null };
}

function failure(message: string, fieldErrors: Record<string, string> = {}, user: ManagedUser | null = null): UserResult {
  return { ok: false, user, error: { message, fieldErrors: Object.entries(fieldErrors).map(([field, text]) => ({ field, message: text })) } };
}

/** One text field of a user form: the shared rule of SPEC.md §5, plus no control characters. */
function checkText(id: 'email' | 'name' | 'role' | 'type' | 'accountid', value: unknown): string | undefined {
  if (typeof value === 'string' && CONTROL.test(value)) return USER_MESSAGES.controlCharacters;
  return validateField(id, value);
}

const trimmed = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() : '');

export function compareUsers(a: ManagedUser, b: ManagedUser): number {
  return (
    collator.compare(a.accountId ?? '', b.accountId ?? '') ||
    (ROLE_ORDER[a.role] ?? 3) - (ROLE_ORDER[b.role] ?? 3) ||
    collator.compare(a.name ?? '', b.name ?? '') ||
    collator.compare(a.email ?? '', b.email ?? '') ||
    a.userId.localeCompare(b.userId)
  );
}

const SORT_VALUE: Record<UserSortField, (a: ManagedUser, b: ManagedUser) => number> = {
  name: (a, b) => collator.compare(a.name ?? '', b.name ?? ''),
  email: (a, b) => collator.compare(a.email ?? '', b.email ?? ''),
  role: (a, b) => (ROLE_ORDER[a.role] ?? 3) - (ROLE_ORDER[b.role] ?? 3),
  type: (a, b) => collator.compare(a.type, b.type),
  account: (a, b) => collator.compare(a.accountId ?? '', b.accountId ?? ''),
  status: (a, b) => Number(a.deactivated) - Number(b.deactivated),
  created: (a, b) => a.createdAt.localeCompare(b.createdAt),
};

/** The order of the requested keys, the default order breaking ties. */
function comparatorOf(keys: readonly SortKey<UserSortField>[]): (a: ManagedUser, b: ManagedUser) => number {
  return (a, b) => {
    for (const key of keys) {
      const order = SORT_VALUE[key.field](a, b);
      if (order !== 0) return key.descending ? -order : order;
    }
    return compareUsers(a, b);
  };
}

/** The checked filter, sort and page of a list request; BAD_USER_INPUT naming every bad field at once. */
function parseListArgs(filter: UserFilter, page: PageArgs) {
  const problems = new InputProblems();
  const request = pageRequest(problems, page.first ?? 25, page.offset);
  const keys = sortKeys(problems, page.sort, USER_SORT_FIELDS, []);
  const search = textFilter(problems, 'filter.search', 'Die Suche', filter.search, MAX_TEXT_LENGTH);
  const accountId = textFilter(problems, 'filter.accountId', 'Der Account', filter.accountId, 64);
  const type = textFilter(problems, 'filter.type', 'Der Typ', filter.type, 64);
  const status = valuesFilter(problems, 'filter.status', 'Der Status', filter.status ? [filter.status] : null, USER_STATUSES)?.[0] ?? null;
  problems.throwIfAny();
  const deactivated = status !== null ? status === 'deactivated' : (filter.deactivated ?? null);
  return { request, keys, search: (search ?? '').toLowerCase(), accountId, type, deactivated };
}

export function createUsersService(deps: { directory: UserDirectory }) {
  const { directory } = deps;

  /** Records the outcome of an attempt in the audit log. */
  const record = (
    context: UsersContext,
    action: string,
    outcome: 'ok' | 'refused' | 'failed',
    target: { userId?: string | null; accountId?: string | null },
    details: Record<string, unknown>,
  ) =>
    context.services.audit.record(auditActorOf(context), {
      action,
      outcome,
      targetType: 'user',
      targetId: target.userId ?? null,
      accountId: target.accountId ?? null,
      details,
    });

  /** A refusal: audited, then answered as data. */
  const refused = async (
    context: UsersContext,
    action: string,
    target: { userId?: string | null; accountId?: string | null },
    decision: Extract<Decision, { allowed: false }>,
    details: Record<string, unknown> = {},
  ) => {
    await record(context, action, 'refused', target, { reason: decision.reason, ...details });
    return failure(decision.reason, decision.field ? { [decision.field]: decision.reason } : {});
  };

  /** The target of an action, or null for an id that names nobody (not even a malformed one reaches the core). */
  const find = async (userId: string): Promise<DirectoryUser | null> => (USER_ID.test(userId) ? directory.get(userId) : null);

  /**
   * Runs a check-and-write on one account under a lock of the portal database, so that two
   * admins demoting each other at once cannot both pass the last-admin rule (replicas
   * share the lock through PostgreSQL). Nothing inside may use the portal database itself.
   */
  const withAccountLock = <T>(db: Database, key: string, work: () => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`portal:users:${key}`]);
      return work();
    });

  const accountUsers = async (accountId: string | null, target: DirectoryUser) =>
    accountId === null ? [target] : (await directory.listAll()).filter((user) => user.accountId === accountId);

  return {
    /**
     * The users this admin may see, filtered and sorted (default: account, role and name),
     * one page at a time. Bad filters, sort fields or pages are refused before anything is read.
     */
    async list(context: UsersContext, filter: UserFilter, page: PageArgs): Promise<UserPage> {
      const viewer = assertScreenForRead(context, USERS_SCREEN);
      const args = parseListArgs(filter, page);
      const actor = actorOf(viewer);
      const everyone = await directory.listAll();
      const { search } = args;
      const visible = everyone
        .filter((user) => canSee(actor, user))
        .filter((user) => !args.type || effectiveType(user.type) === args.type)
        .filter((user) => !args.accountId || user.accountId === args.accountId)
        .filter((user) => args.deactivated === null || user.deactivated === args.deactivated)
        .filter((user) => !search || (user.name ?? '').toLowerCase().includes(search) || (user.email ?? '').toLowerCase().includes(search))
        .map((user) => toManagedUser(actor, user, everyone))
        .sort(comparatorOf(args.keys));
      const { first, offset } = args.request;
      return { items: visible.slice(offset, offset + first), pageInfo: pageInfo(visible.length, args.request) };
    },

    /** What the create form and the filters offer this admin. */
    async options(context: UsersContext): Promise<UserAdminOptions> {
      const viewer = assertScreenForRead(context, USERS_SCREEN);
      if (viewer.role === 'superadmin') {
        const accounts = new Set((await directory.listAll()).map((user) => user.accountId).filter((id): id is string => id !== null));
        return { roles: [...ROLE_OPTIONS], types: [...TYPE_OPTIONS], fixedType: null, fixedAccountId: null, accounts: [...accounts].sort(collator.compare) };
      }
      const ownType = effectiveType(viewer.type);
      return {
        roles: [...ROLE_OPTIONS],
        types: [ownType],
        fixedType: ownType,
        fixedAccountId: viewer.accountId,
        accounts: viewer.accountId ? [viewer.accountId] : [],
      };
    },

    /**
     * Creates a user with the sign-up fields (no password: the user chooses one through the
     * invitation link) within the scoping of the sign-up rules.
     */
    async create(context: UsersContext, input: CreateUserInput): Promise<UserResult> {
      const action = USER_ACTIONS.created;
      const viewer = await assertScreenForAction(context, USERS_SCREEN, { action, targetType: 'user', accountId: context.viewer?.accountId ?? null });
      const actor = actorOf(viewer);
      // An admin creates users of its own type and account; the form need not send them.
      const values = {
        email: trimmed(input.email),
        name: trimmed(input.name),
        role: trimmed(input.role),
        type: trimmed(input.type) || (viewer.role === 'admin' ? effectiveType(viewer.type) : ''),
        accountid: trimmed(input.accountId) || (viewer.role === 'admin' ? (viewer.accountId ?? '') : ''),
      };
      const requested = { email: values.email, name: values.name, role: values.role, type: values.type, accountId: values.accountid || null };
      const fieldErrors: Record<string, string> = {};
      for (const [id, field] of [
        ['email', 'email'],
        ['name', 'name'],
        ['role', 'role'],
        ['type', 'type'],
        ['accountid', 'accountId'],
      ] as const) {
        const error = checkText(id, values[id]);
        if (error) fieldErrors[field] = error;
      }
      if (Object.keys(fieldErrors).length > 0) {
        await record(
          context,
          action,
          'refused',
          { accountId: requested.accountId ?? viewer.accountId },
          { reason: USER_MESSAGES.invalid, fieldErrors, requested },
        );
        return failure(USER_MESSAGES.invalid, fieldErrors);
      }
      const decision = decideSignUp({ role: viewer.role, type: viewer.type, accountId: viewer.accountId }, values);
      if (!decision.allowed) {
        await record(context, action, 'refused', { accountId: requested.accountId ?? viewer.accountId }, { reason: decision.reason, requested });
        return failure(decision.reason);
      }
      const metadata: DirectoryPatch = {
        name: decision.metadata.name,
        role: decision.metadata.role,
        type: decision.metadata.type,
        accountid: decision.metadata.accountid,
      };
      const created = await directory.create(values.email, metadata);
      if (created.status === 'EMAIL_ALREADY_EXISTS') {
        await record(context, action, 'refused', { accountId: decision.metadata.accountid }, { reason: USER_MESSAGES.emailExists, requested });
        return failure(USER_MESSAGES.invalid, { email: USER_MESSAGES.emailExists });
      }
      const user = created.user;
      const invited = await sendMail(context, user, 'invitation');
      await record(context, action, 'ok', user, { email: user.email, name: user.name, role: user.role, type: user.type, invitationSent: invited });
      const shown = toManagedUser(actor, user, await directory.listAll());
      return invited ? ok(shown) : failure(USER_MESSAGES.invitationFailed, {}, shown);
    },

    /** Changes name and role within the admin's powers. A field left out stays as it is. */
    async update(context: UsersContext, input: UpdateUserInput): Promise<UserResult> {
      const action = USER_ACTIONS.changed;
      const viewer = await assertScreenForAction(context, USERS_SCREEN, { action, targetType: 'user', targetId: input.userId });
      const actor = actorOf(viewer);
      const first = await find(input.userId);
      const target = { userId: input.userId, accountId: first?.accountId ?? null };
      if (first === null || !canSee(actor, first)) {
        return refused(context, action, target, {
          allowed: false,
          reason: isAdministrator(actor) ? USER_RULE_MESSAGES.notFound : USER_RULE_MESSAGES.notAnAdmin,
        });
      }
      const fieldErrors: Record<string, string> = {};
      const name = input.name === undefined || input.name === null ? undefined : input.name.trim();
      if (name !== undefined) {
        const error = checkText('name', name);
        if (error) fieldErrors['name'] = error;
      }
      const role = input.role === undefined || input.role === null || input.role.trim() === roleOf(first) ? undefined : input.role.trim();
      if (role !== undefined) {
        const error = checkText('role', role);
        if (error) fieldErrors['role'] = error;
      }
      if (Object.keys(fieldErrors).length > 0) {
        await record(context, action, 'refused', target, { reason: USER_MESSAGES.invalid, fieldErrors, requested: { name: input.name, role: input.role } });
        return failure(USER_MESSAGES.invalid, fieldErrors);
      }
      const outcome = await withAccountLock(context.services.db, first.accountId ?? first.userId, async () => {
        const current = await find(input.userId);
        if (current === null) return { kind: 'refused' as const, decision: { allowed: false as const, reason: USER_RULE_MESSAGES.notFound } };
        const members = await accountUsers(current.accountId, current);
        const decision = decideUpdate(actor, current, { role: role ?? roleOf(current) }, activeAdminsOf(members, current.accountId));
        if (!decision.allowed) return { kind: 'refused' as const, decision };
        const patch: DirectoryPatch = {};
        if (name !== undefined && name !== current.name) patch.name = name;
        if (role !== undefined) patch.role = role;
        const updated = Object.keys(patch).length > 0 ? await directory.update(current.userId, patch) : current;
        return { kind: 'done' as const, before: current, updated, members: members.map((member) => (member.userId === updated.userId ? updated : member)) };
      });
      if (outcome.kind === 'refused') return refused(context, action, target, outcome.decision, { requested: { name: input.name, role: input.role } });
      const { before, updated, members } = outcome;
      await record(context, action, 'ok', updated, {
        name: before.name === updated.name ? undefined : { from: before.name, to: updated.name },
        role: before.role === updated.role ? undefined : { from: roleOf(before), to: roleOf(updated) },
      });
      return ok(toManagedUser(actor, updated, members));
    },

    /** Deactivates a user: status `deactivated`, and every session of theirs ends. */
    async deactivate(context: UsersContext, userId: string): Promise<UserResult> {
      const action = USER_ACTIONS.deactivated;
      const viewer = await assertScreenForAction(context, USERS_SCREEN, { action, targetType: 'user', targetId: userId });
      const actor = actorOf(viewer);
      const first = await find(userId);
      const target = { userId, accountId: first?.accountId ?? null };
      if (first === null || !canSee(actor, first)) {
        return refused(context, action, target, {
          allowed: false,
          reason: isAdministrator(actor) ? USER_RULE_MESSAGES.notFound : USER_RULE_MESSAGES.notAnAdmin,
        });
      }
      const outcome = await withAccountLock(context.services.db, first.accountId ?? first.userId, async () => {
        const current = await find(userId);
        if (current === null) return { kind: 'refused' as const, decision: { allowed: false as const, reason: USER_RULE_MESSAGES.notFound } };
        const members = await accountUsers(current.accountId, current);
        const decision = decideDeactivate(actor, current, activeAdminsOf(members, current.accountId));
        if (!decision.allowed) return { kind: 'refused' as const, decision };
        const updated = await directory.update(current.userId, { status: 'deactivated' });
        // The status claim already fails the next request of any session; revoking them
        // also stops refreshes and shows the user as signed out everywhere.
        const revoked = await directory.revokeSessions(current.userId);
        return { kind: 'done' as const, updated, revoked, members: members.map((member) => (member.userId === updated.userId ? updated : member)) };
      });
      if (outcome.kind === 'refused') return refused(context, action, target, outcome.decision);
      await record(context, action, 'ok', outcome.updated, { email: outcome.updated.email, sessionsRevoked: outcome.revoked });
      return ok(toManagedUser(actor, outcome.updated, outcome.members));
    },

    async reactivate(context: UsersContext, userId: string): Promise<UserResult> {
      const action = USER_ACTIONS.reactivated;
      const viewer = await assertScreenForAction(context, USERS_SCREEN, { action, targetType: 'user', targetId: userId });
      const actor = actorOf(viewer);
      const current = await find(userId);
      const target = { userId, accountId: current?.accountId ?? null };
      if (current === null) return refused(context, action, target, { allowed: false, reason: USER_RULE_MESSAGES.notFound });
      const decision = decideReactivate(actor, current);
      if (!decision.allowed) return refused(context, action, target, decision);
      const updated = await directory.update(userId, { status: null });
      await record(context, action, 'ok', updated, { email: updated.email });
      return ok(toManagedUser(actor, updated, await accountUsers(updated.accountId, updated)));
    },

    /** Sends the user a link to set a new password; the admin never sees it. */
    async sendPasswordMail(context: UsersContext, userId: string): Promise<UserResult> {
      const action = USER_ACTIONS.passwordMail;
      const viewer = await assertScreenForAction(context, USERS_SCREEN, { action, targetType: 'user', targetId: userId });
      const actor = actorOf(viewer);
      const current = await find(userId);
      const target = { userId, accountId: current?.accountId ?? null };
      if (current === null) return refused(context, action, target, { allowed: false, reason: USER_RULE_MESSAGES.notFound });
      const decision = decidePasswordMail(actor, current);
      if (!decision.allowed) return refused(context, action, target, decision);
      // Shares the limit of 'Passwort vergessen?': no mail bombing through the administration either.
      if (!(await context.services.throttle.allowReset(current.email ?? '', context.request.ip))) {
        return refused(context, action, target, {
          allowed: false,
          reason: 'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es in einer Stunde erneut.',
        });
      }
      const sent = await sendMail(context, current, 'reset');
      await record(context, action, sent ? 'ok' : 'failed', current, { email: current.email });
      const shown = toManagedUser(actor, current, await accountUsers(current.accountId, current));
      return sent ? ok(shown) : failure(USER_MESSAGES.mailFailed, {}, shown);
    },
  };

  /**
   * Mails a set-password link: the invitation of a new user or a reset. The link is a
   * SuperTokens reset token on the portal host the admin is using (if it is one of ours);
   * the language is the user's or the account's (settings).
   */
  async function sendMail(context: UsersContext, user: DirectoryUser, kind: 'invitation' | 'reset'): Promise<boolean> {
    const { services } = context;
    try {
      const token = await directory.createPasswordToken(user.userId, user.email ?? '');
      if (token === null) return false;
      const link = setPasswordLink(originForRequest(services.config, context.clientUrl ?? undefined), token);
      const language = await mailLanguageFor(createSettingsStore(services.db), { language: user.language, accountid: user.accountId });
      const email = user.email ?? '';
      const invitedBy = context.viewer?.name ?? context.viewer?.email ?? null;
      await services.mailer.send(
        kind === 'invitation' ? invitationMail({ to: email, name: user.name, invitedBy, link, language }) : passwordResetMail(email, link, language),
      );
      return true;
    } catch (error) {
      context.logger.error({ err: error, userId: user.userId, kind }, 'set-password mail failed');
      return false;
    }
  }
}

export type UsersService = ReturnType<typeof createUsersService>;
