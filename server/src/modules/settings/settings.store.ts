import type { Queryable } from '../../db/database';
import type { MailLanguage, SettingsValues } from './settings.validation';
import { defaultSettings, toAccountSettings, type AccountSettings, type AccountSettingsRow } from './settings.mappers';

export function createSettingsStore(db: Queryable) {
  return {
    async get(accountId: string): Promise<AccountSettings> {
      const { rows } = await db.query<AccountSettingsRow>('SELECT * FROM account_settings WHERE account_id = $1', [accountId]);
      return rows[0] ? toAccountSettings(rows[0]) : defaultSettings(accountId);
    },

    /** Inserts or replaces the settings of one account; returns what is stored now. */
    async save(accountId: string, values: SettingsValues, updatedBy: string | null): Promise<AccountSettings> {
      const { rows } = await db.query<AccountSettingsRow>(
        `INSERT INTO account_settings (account_id, contact_name, street, postcode, place, phone, email, notice_emails, mail_language, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now(), $10)
         ON CONFLICT (account_id) DO UPDATE SET
           contact_name = EXCLUDED.contact_name, street = EXCLUDED.street, postcode = EXCLUDED.postcode, place = EXCLUDED.place,
           phone = EXCLUDED.phone, email = EXCLUDED.email, notice_emails = EXCLUDED.notice_emails,
           mail_language = EXCLUDED.mail_language, updated_at = now(), updated_by = EXCLUDED.updated_by
         RETURNING *`,
        [
          accountId,
          values.contactName,
          values.street,
          values.postcode,
          values.place,
          values.phone,
          values.email,
          JSON.stringify(values.noticeEmails),
          values.mailLanguage,
          updatedBy,
        ],
      );
      return toAccountSettings(rows[0]!);
    },

    /** The language an account chose for its users' e-mails; German when it chose none. */
    async mailLanguage(accountId: string | null | undefined): Promise<MailLanguage> {
      if (!accountId) return 'de';
      const { rows } = await db.query<{ mail_language: MailLanguage }>('SELECT mail_language FROM account_settings WHERE account_id = $1', [accountId]);
      return rows[0]?.mail_language ?? 'de';
    },
  };
}
export type SettingsStore = ReturnType<typeof createSettingsStore>;

/**
 * The language of a user's e-mails (invitation, password reset): the user's own choice
 * (metadata `language`) when set, else the account's setting, else German.
 */
export async function mailLanguageFor(
  store: Pick<SettingsStore, 'mailLanguage'>,
  user: { language?: string | null; accountid?: string | null },
): Promise<MailLanguage> {
  if (user.language === 'de' || user.language === 'en') return user.language;
  return store.mailLanguage(user.accountid ?? null);
}
