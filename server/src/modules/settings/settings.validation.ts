/**
 * Validation of the account settings, with German messages. Every field is judged by the
 * shared field rules (`shared/field-rules.ts`) that the settings screen names in
 * `screens/settings.yaml`, so the browser finds the same mistakes with the same messages
 * before it sends; e-mail addresses by the shared rule of SPEC.md §5.
 */
import { checkFieldRule, fieldRuleMessage, FIELD_TEXT_MAX_LENGTH, type FieldRule } from '@fibre-portal/shared/field-rules';

export const MAIL_LANGUAGES = ['de', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const SETTINGS_LIMITS = { text: FIELD_TEXT_MAX_LENGTH, noticeEmails: 20 } as const;

export const SETTINGS_MESSAGES = {
  tooLong: fieldRuleMessage('tooLong'),
  notText: fieldRuleMessage('notText'),
  controlCharacters: fieldRuleMessage('controlCharacters'),
  postcode: fieldRuleMessage('postcode'),
  phone: fieldRuleMessage('phone'),
  duplicate: fieldRuleMessage('duplicate'),
  tooMany: `Höchstens ${SETTINGS_LIMITS.noticeEmails} E-Mail-Adressen`,
  language: 'Erlaubte Werte: de oder en',
  invalid: 'Bitte korrigieren Sie die markierten Felder.',
} as const;

/** The settings as a form sends them; anything may be missing or of the wrong kind. */
export interface SettingsInput {
  contactName?: unknown;
  street?: unknown;
  postcode?: unknown;
  place?: unknown;
  phone?: unknown;
  email?: unknown;
  noticeEmails?: unknown;
  mailLanguage?: unknown;
}

export interface SettingsValues {
  contactName: string;
  street: string;
  postcode: string;
  place: string;
  phone: string;
  email: string;
  noticeEmails: string[];
  mailLanguage: MailLanguage;
}

export type SettingsValidation = { ok: true; values: SettingsValues } | { ok: false; fieldErrors: Record<string, string> };

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Checks every field at once; field errors are keyed by field (`noticeEmails.2` for the third address). */
export function validateSettings(input: SettingsInput): SettingsValidation {
  const errors: Record<string, string> = {};
  const take = (field: string, result: { value: string } | { error: string }): string => {
    if ('error' in result) {
      errors[field] = result.error;
      return '';
    }
    return result.value;
  };

  const field = (name: keyof SettingsInput, rule: FieldRule, required = false) => take(name, checkFieldRule(rule, input[name], { required }));
  const contactName = field('contactName', 'text', true);
  const street = field('street', 'text');
  const place = field('place', 'text');
  const email = field('email', 'email', true);
  const postcode = field('postcode', 'postcode');
  const phone = field('phone', 'phone');

  const noticeEmails: string[] = [];
  const list = input.noticeEmails ?? [];
  if (!Array.isArray(list)) {
    errors['noticeEmails'] = SETTINGS_MESSAGES.notText;
  } else if (list.length > SETTINGS_LIMITS.noticeEmails) {
    errors['noticeEmails'] = SETTINGS_MESSAGES.tooMany;
  } else {
    const seen = new Set<string>();
    list.forEach((entry: unknown, index) => {
      const path = `noticeEmails.${index}`;
      const address = take(path, checkFieldRule('email', entry, { required: true }));
      if (address === '') return;
      const key = address.toLowerCase();
      if (seen.has(key)) errors[path] = SETTINGS_MESSAGES.duplicate;
      else {
        seen.add(key);
        noticeEmails.push(address);
      }
    });
  }

  const language = isBlank(input.mailLanguage) ? 'de' : input.mailLanguage;
  if (!(MAIL_LANGUAGES as readonly unknown[]).includes(language)) errors['mailLanguage'] = SETTINGS_MESSAGES.language;

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return { ok: true, values: { contactName, street, postcode, place, phone, email, noticeEmails, mailLanguage: language as MailLanguage } };
}
