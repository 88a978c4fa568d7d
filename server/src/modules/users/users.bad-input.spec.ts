/**
 * Bad input straight through the GraphQL API (issue 8, "Bad input"): whatever a client
 * sends in the fields of the administration's mutations is answered without a 500, with
 * a German message, and changes nothing but the audit log, which records the attempt. A
 * string that is malformed, has control characters or is too long is refused before any
 * resolver runs (graphql/input-strings.ts): a 400 that names the field, and nothing changes.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { STACK_BACKENDS } from '../../../test/support/test-databases';
import { refusedAtBoundary, signInAs, type TestClient } from '../../../test/http-client';
import { adminPortal, newIspAccount, type AdminPortal } from '../../../test/support/audit';
import { sharedPortal } from '../../../test/shared-portal';
import { validSettings } from '../../../test/support/settings';
import { USER_MESSAGES } from './users.service';
import { USER_RULE_MESSAGES } from './users.rules';
import { SETTINGS_MESSAGES } from '../settings/settings.validation';
import { AUDIT_QUERY_MESSAGES } from '../audit/audit.query';

const RESULT = 'ok user { userId } error { message fieldErrors { field message } }';
const CREATE = `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { ${RESULT} } }`;
const DEACTIVATE = `mutation ($userId: ID!) { deactivateUser(userId: $userId) { ${RESULT} } }`;
const SETTINGS = `mutation ($accountId: String, $input: AccountSettingsInput!) { updateAccountSettings(accountId: $accountId, input: $input) { ok error { message fieldErrors { field message } } } }`;
const READ_SETTINGS = '{ accountSettings { contactName street postcode place phone email noticeEmails mailLanguage updatedAt } }';
const AUDIT =
  'query ($filter: AuditFilter, $first: Int, $offset: Int) { auditLog(filter: $filter, page: { first: $first, offset: $offset }) { items { id } } }';

const RUNS = { numRuns: 40 } as const;

/** Texts a person would not type: control characters, NUL, lone surrogates, very long ones, markup. */
const nasty = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', ' ', '\u0000', 'a\u0000b@example.at', '\uD800', '<script>alert(1)</script>', "' OR 1=1 --", 'x'.repeat(5_000), 'ü@ö', '@', 'superadmin'),
);
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
/** A role that is never 'admin' or 'user', so that every generated form is invalid. */
const badRole = nasty.filter((role) => role.trim() !== 'admin' && role.trim() !== 'user');

/** Is the message German: one of the module's texts or a shared field message of SPEC.md §5? */
const GERMAN = /ä|ö|ü|ß|Feld|E-Mail|Erlaubte Werte|Benutzer|Sie |Höchstens|Die |Das |Diese|Bitte|Konto|Zeichen/;

// Sign-ins and first passwords hash with scrypt (N=2^17); on a busy machine one test can take a minute.
vi.setConfig({ testTimeout: 90_000 });

describe.each(STACK_BACKENDS)('bad input through GraphQL (portal database on %s)', (kind) => {
  let portal: AdminPortal;
  let admin: TestClient;
  let superadmin: TestClient;
  /** The ISP account of this file (the portal is shared, test/shared-portal.ts): its admin acts, its user is the colleague. */
  let own: { accountId: string; admin: string; colleagueEmail: string };
  let colleague: string;

  beforeAll(async () => {
    portal = adminPortal(await sharedPortal());
    superadmin = await signInAs(portal.app, 'superadmin');
    const account = await newIspAccount(portal, superadmin, ['admin', 'user'], 'Erstes!Passwort1');
    own = { accountId: account.accountId, admin: account.members[0]!.email, colleagueEmail: account.members[1]!.email };
    colleague = account.members[1]!.userId;
    admin = await account.signIn(0);
  }, 120_000);

  /** The refusals of this file's admin (other files on the portal record theirs too). */
  const refusedCount = async (action: string) => (await portal.audit({ action, outcome: 'refused', actorEmail: own.admin })).length;

  it('refuses any invalid createUser input with a German message and creates nobody', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ email: maybe(fc.oneof(nasty, fc.emailAddress())), name: maybe(nasty), role: maybe(badRole), type: maybe(nasty), accountId: maybe(nasty) }),
        async (input) => {
          const before = await refusedCount('user.created');
          const response = await admin.graphql<{ createUser: { ok: boolean; error: { message: string } | null } }>(CREATE, { input });
          if (refusedAtBoundary(response)) {
            expect(await refusedCount('user.created')).toBe(before);
            return;
          }
          expect(response.status).toBe(200);
          expect(response.errors).toBeUndefined();
          expect(response.data?.createUser.ok).toBe(false);
          expect(response.data?.createUser.error?.message).toMatch(GERMAN);
          if (typeof input.email === 'string' && input.email.trim() !== '' && !input.email.includes('\u0000') && input.email.length < 300) {
            expect(await portal.userExists(input.email.trim())).toBe(input.email.trim() === own.colleagueEmail);
          }
          expect(await refusedCount('user.created')).toBe(before + 1);
        },
      ),
      RUNS,
    );
  });

  it('answers any single odd field of an otherwise valid createUser without a 500: created, or refused with nothing created', async () => {
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: nasty,
          role: fc.constantFrom('user', 'admin'),
          type: maybe(fc.oneof(fc.constant('isp'), nasty)),
          accountId: maybe(fc.oneof(fc.constant(own.accountId), nasty)),
        }),
        async (fields) => {
          counter += 1;
          const email = `odd.${kind}.${Date.now().toString(36)}.${counter}@example.at`;
          const response = await admin.graphql<{ createUser: { ok: boolean; error: { message: string } | null } }>(CREATE, { input: { email, ...fields } });
          if (refusedAtBoundary(response)) {
            expect(await portal.userExists(email)).toBe(false);
            return;
          }
          expect(response.status).toBe(200);
          expect(response.errors).toBeUndefined();
          const result = response.data!.createUser;
          expect(await portal.userExists(email)).toBe(result.ok);
          if (!result.ok) expect(result.error?.message).toMatch(GERMAN);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses any invalid updateUser input and leaves the user as it was', async () => {
    const { metadata: original } = await UserMetadata.getUserMetadata(colleague);
    await fc.assert(
      fc.asyncProperty(fc.record({ userId: fc.oneof(fc.constant(colleague), nasty), name: maybe(nasty), role: badRole }), async (input) => {
        const response = await admin.graphql<{ updateUser: { ok: boolean; error: { message: string; fieldErrors: unknown[] } | null } }>(UPDATE, { input });
        if (refusedAtBoundary(response)) return;
        expect(response.status).toBe(200);
        expect(response.errors).toBeUndefined();
        expect(response.data?.updateUser.ok).toBe(false);
        expect([USER_MESSAGES.invalid, USER_RULE_MESSAGES.notFound]).toContain(response.data?.updateUser.error?.message);
      }),
      RUNS,
    );
    expect((await UserMetadata.getUserMetadata(colleague)).metadata).toEqual(original);
  });

  it('answers any user id that names nobody as unknown', async () => {
    await fc.assert(
      fc.asyncProperty(nasty, async (userId) => {
        const response = await superadmin.graphql<{ deactivateUser: { ok: boolean; error: { message: string } | null } }>(DEACTIVATE, { userId });
        if (refusedAtBoundary(response)) return;
        expect(response.status).toBe(200);
        expect(response.data?.deactivateUser.error?.message).toBe(USER_RULE_MESSAGES.notFound);
      }),
      { numRuns: 20 },
    );
  });

  it('refuses any invalid settings input with German messages per field and stores nothing', async () => {
    const before = (await admin.graphql(READ_SETTINGS)).data;
    const field = maybe(nasty);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // An invalid postcode or language in every form, the rest anything.
          contactName: field,
          street: field,
          postcode: nasty.filter((value) => !/^\s*\d{4,5}\s*$/.test(value) && value.trim() !== ''),
          place: field,
          phone: field,
          email: maybe(fc.oneof(nasty, fc.emailAddress())),
          noticeEmails: maybe(fc.array(maybe(fc.oneof(nasty, fc.emailAddress())), { maxLength: 25 })),
          mailLanguage: field,
        }),
        async (input) => {
          const response = await admin.graphql<{
            updateAccountSettings: { ok: boolean; error: { message: string; fieldErrors: Array<{ message: string }> } | null };
          }>(SETTINGS, { input });
          if (refusedAtBoundary(response)) return;
          expect(response.status).toBe(200);
          expect(response.errors).toBeUndefined();
          expect(response.data?.updateAccountSettings.ok).toBe(false);
          expect(response.data?.updateAccountSettings.error?.message).toBe(SETTINGS_MESSAGES.invalid);
          for (const error of response.data?.updateAccountSettings.error?.fieldErrors ?? []) expect(error.message).toMatch(GERMAN);
        },
      ),
      RUNS,
    );
    expect((await admin.graphql(READ_SETTINGS)).data).toEqual(before);
  });

  it('answers any single odd settings field without a 500: saved, or refused with nothing stored', async () => {
    const valid = validSettings();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(valid)), nasty, async (field, value) => {
        const input = { ...valid, [field]: field === 'noticeEmails' ? [value] : value };
        await portal.services.db.query('DELETE FROM account_settings WHERE account_id = $1', ['bad-input-1']);
        const response = await superadmin.graphql<{
          updateAccountSettings: { ok: boolean; error: { fieldErrors: Array<{ field: string; message: string }> } | null };
        }>(SETTINGS, { accountId: 'bad-input-1', input });
        if (refusedAtBoundary(response)) {
          expect((await portal.services.db.query('SELECT * FROM account_settings WHERE account_id = $1', ['bad-input-1'])).rows).toHaveLength(0);
          return;
        }
        expect(response.status).toBe(200);
        expect(response.errors).toBeUndefined();
        const result = response.data!.updateAccountSettings;
        const stored = await portal.services.db.query<Record<string, unknown>>('SELECT * FROM account_settings WHERE account_id = $1', ['bad-input-1']);
        expect(stored.rows).toHaveLength(result.ok ? 1 : 0);
        if (!result.ok) {
          expect(result.error?.fieldErrors.map((error) => error.field.split('.')[0])).toEqual([field]);
          expect(result.error?.fieldErrors[0]?.message).toMatch(GERMAN);
        }
      }),
      RUNS,
    );
  });

  it('answers any bad audit filter with a German BAD_USER_INPUT, never a 500', async () => {
    const messages = new Set<string>([
      AUDIT_QUERY_MESSAGES.page,
      AUDIT_QUERY_MESSAGES.offset,
      AUDIT_QUERY_MESSAGES.outcome,
      AUDIT_QUERY_MESSAGES.text,
      AUDIT_QUERY_MESSAGES.range,
    ]);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          filter: fc.record({ action: maybe(nasty), outcome: maybe(nasty), actorEmail: maybe(nasty), from: maybe(nasty), to: maybe(nasty) }),
          first: maybe(fc.integer()),
          offset: maybe(fc.integer()),
        }),
        async (variables) => {
          const response = await superadmin.graphql<{ auditLog: { items: unknown[] } }>(AUDIT, variables);
          if (refusedAtBoundary(response)) return;
          expect(response.status).toBe(200);
          if (response.errors) {
            expect(response.errors[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
            const message = response.errors[0]!.message;
            expect(messages.has(message) || message.includes('ist kein gültiger Zeitpunkt')).toBe(true);
          } else {
            expect(Array.isArray(response.data?.auditLog.items)).toBe(true);
          }
        },
      ),
      RUNS,
    );
  });
});
