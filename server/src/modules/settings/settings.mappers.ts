/**
 * An ISP account's settings: what `accountSettings` answers, made from a row of
 * `account_settings` (migration 2), or the empty settings of an account that saved none.
 */
import type { MailLanguage, SettingsValues } from './settings.validation';

/** An ISP account's settings as stored in the portal database (migration 2). */
export interface AccountSettings extends SettingsValues {
  accountId: string;
  /** When they were last saved; null while nothing was saved yet. */
  updatedAt: string | null;
  /** E-mail of whoever saved them last. */
  updatedBy: string | null;
}

/** A row of `account_settings` (`notice_emails` as JSON text or already parsed, by driver). */
export interface AccountSettingsRow {
  account_id: string;
  contact_name: string;
  street: string;
  postcode: string;
  place: string;
  phone: string;
  email: string;
  notice_emails: string[] | string;
  mail_language: MailLanguage;
  updated_at: Date | string;
  updated_by: string | null;
}

/** The settings of an account that has never saved any: empty, e-mails in German. */
export function defaultSettings(accountId: string): AccountSettings {
  return {
    accountId,
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
  };
}

/** A stored row as the account's settings. */
export function toAccountSettings(row: AccountSettingsRow): AccountSettings {
  return {
    accountId: row.account_id,
    contactName: row.contact_name,
    street: row.street,
    postcode: row.postcode,
    place: row.place,
    phone: row.phone,
    email: row.email,
    noticeEmails: typeof row.notice_emails === 'string' ? (JSON.parse(row.notice_emails) as string[]) : row.notice_emails,
    mailLanguage: row.mail_language,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}
