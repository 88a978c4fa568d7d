/**
 * Account settings of an ISP account (issue 8): contact details, the addresses that
 * receive outage and maintenance notices, the language of its users' e-mails. Who may
 * open them comes from `screens/` (the `settings` screen); which account: an admin its
 * own, a superadmin any. Saved in the portal database and audited, refusals included.
 */
import { GraphQLError } from 'graphql';
import { validateField } from '@fibre-portal/shared/validation';
import type { SessionUser } from '../../graphql/context';
import { auditActorOf } from '../audit';
import { assertScreenForAction, assertScreenForRead, type GuardContext } from '../audit';
import type { AccountSettings } from './settings.mappers';
import { createSettingsStore } from './settings.store';
import { SETTINGS_MESSAGES, validateSettings, type SettingsInput } from './settings.validation';

export const SETTINGS_SCREEN = 'settings';
export const SETTINGS_ACTION = 'settings.changed';

export const SETTINGS_ACCESS_MESSAGES = {
  otherAccount: 'Sie können nur die Einstellungen Ihres eigenen Kontos sehen und ändern.',
  noAccount: 'Ihr Zugang gehört zu keinem Konto. Einstellungen gibt es nur für Konten.',
} as const;

export interface SettingsResult {
  ok: boolean;
  settings: AccountSettings | null;
  error: { message: string; fieldErrors: Array<{ field: string; message: string }> } | null;
}

export type SettingsContext = GuardContext;

type AccountChoice = { ok: true; accountId: string } | { ok: false; message: string; field?: string };

/** Which account a request is about: an admin's own; for a superadmin the one asked for, else its current one. */
function chooseAccount(viewer: SessionUser, requested: string | null | undefined): AccountChoice {
  const asked = typeof requested === 'string' && requested.trim() !== '' ? requested.trim() : null;
  if (asked !== null) {
    const error = validateField('accountid', asked);
    if (error) return { ok: false, message: error, field: 'accountId' };
  }
  if (viewer.role === 'superadmin') {
    const accountId = asked ?? viewer.accountId;
    return accountId ? { ok: true, accountId } : { ok: false, message: SETTINGS_ACCESS_MESSAGES.noAccount, field: 'accountId' };
  }
  if (!viewer.accountId) return { ok: false, message: SETTINGS_ACCESS_MESSAGES.noAccount };
  if (asked !== null && asked !== viewer.accountId) return { ok: false, message: SETTINGS_ACCESS_MESSAGES.otherAccount };
  return { ok: true, accountId: viewer.accountId };
}

const fieldList = (errors: Record<string, string>) => Object.entries(errors).map(([field, message]) => ({ field, message }));

/** Which accounts' settings a user may open, for the form's account choice. */
export interface SettingsAccounts {
  /** True for a superadmin, who may open any account. */
  canChoose: boolean;
  /** The account opened when none is named. */
  current: string | null;
  /** The accounts to choose from, sorted. */
  accounts: string[];
}

export interface SettingsServiceDeps {
  /** The ISP accounts known to the portal (from their users), for a superadmin's choice. */
  ispAccounts(): Promise<string[]>;
}

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

export function createSettingsService(deps: SettingsServiceDeps) {
  return {
    async accounts(context: SettingsContext): Promise<SettingsAccounts> {
      const viewer = assertScreenForRead(context, SETTINGS_SCREEN);
      if (viewer.role !== 'superadmin') return { canChoose: false, current: viewer.accountId, accounts: viewer.accountId ? [viewer.accountId] : [] };
      const known = new Set(await deps.ispAccounts());
      if (viewer.accountId) known.add(viewer.accountId);
      return { canChoose: true, current: viewer.accountId, accounts: [...known].sort(collator.compare) };
    },

    /** The settings of one account; an account that never saved any gets empty ones. */
    async read(context: SettingsContext, accountId: string | null | undefined): Promise<AccountSettings> {
      const viewer = assertScreenForRead(context, SETTINGS_SCREEN);
      const choice = chooseAccount(viewer, accountId);
      if (!choice.ok) throw new GraphQLError(choice.message, { extensions: { code: choice.field ? 'BAD_USER_INPUT' : 'FORBIDDEN', message: choice.message } });
      return createSettingsStore(context.services.db).get(choice.accountId);
    },

    /** Validates and saves; answers refusals as data, and records every attempt. */
    async update(context: SettingsContext, accountId: string | null | undefined, input: SettingsInput): Promise<SettingsResult> {
      const attemptedAccount = typeof accountId === 'string' && accountId.trim() !== '' ? accountId.trim() : (context.viewer?.accountId ?? null);
      const viewer = await assertScreenForAction(context, SETTINGS_SCREEN, {
        action: SETTINGS_ACTION,
        targetType: 'account',
        targetId: attemptedAccount,
        accountId: attemptedAccount,
      });
      const audit = (outcome: 'ok' | 'refused', target: string | null, details: Record<string, unknown>) =>
        context.services.audit.record(auditActorOf(context), {
          action: SETTINGS_ACTION,
          outcome,
          targetType: 'account',
          targetId: target,
          accountId: target,
          details,
        });

      const choice = chooseAccount(viewer, accountId);
      if (!choice.ok) {
        await audit('refused', attemptedAccount, { reason: choice.message });
        return {
          ok: false,
          settings: null,
          error: { message: choice.message, fieldErrors: choice.field ? [{ field: choice.field, message: choice.message }] : [] },
        };
      }
      const validation = validateSettings(input);
      if (!validation.ok) {
        await audit('refused', choice.accountId, { reason: SETTINGS_MESSAGES.invalid, fieldErrors: validation.fieldErrors });
        return { ok: false, settings: null, error: { message: SETTINGS_MESSAGES.invalid, fieldErrors: fieldList(validation.fieldErrors) } };
      }
      const store = createSettingsStore(context.services.db);
      const before = await store.get(choice.accountId);
      const saved = await store.save(choice.accountId, validation.values, viewer.email);
      await audit('ok', choice.accountId, { changed: changedFields(before, saved) });
      return { ok: true, settings: saved, error: null };
    },
  };
}

const COMPARED = ['contactName', 'street', 'postcode', 'place', 'phone', 'email', 'noticeEmails', 'mailLanguage'] as const;

/** What a save changed, old and new value per field, for the audit log. */
function changedFields(before: AccountSettings, after: AccountSettings): Record<string, { from: unknown; to: unknown }> {
  const changed: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of COMPARED) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changed[key] = { from: before[key], to: after[key] };
  }
  return changed;
}

export type SettingsService = ReturnType<typeof createSettingsService>;
