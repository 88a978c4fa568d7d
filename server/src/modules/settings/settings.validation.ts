/**
 * Validation of the account settings, with German messages. E-mail addresses are judged
 * by the shared field rule of SPEC.md §5 (`validateField('email')`), so an address the
 * login accepts is accepted here and the other way round.
 */
import { message, validateField } from '../../shared/validation';

export const MAIL_LANGUAGES = ['de', 'en'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const SETTINGS_LIMITS = { text: 200, noticeEmails: 20 } as const;

export const SETTINGS_MESSAGES = {
  tooLong: `Höchstens ${SETTINGS_LIMITS.text} Zeichen`,
  notText: 'Das Feld muss ein Text sein',
  controlCharacters: 'Das Feld darf keine Steuerzeichen enthalten',
  postcode: 'Die Postleitzahl besteht aus 4 oder 5 Ziffern',
  phone: 'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten und braucht 6 bis 20 Ziffern',
  duplicate: 'Diese E-Mail-Adresse steht bereits in der Liste',
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

// Control characters (C0 and DEL) and lone surrogates: no person types them, and the
// databases cannot store some of them.
const CONTROL = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const POSTCODE = /^\d{4,5}$/;
const PHONE = /^\+?[0-9 ()/-]+$/;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A text field: trimmed, at most 200 characters; required fields must not be blank. */
function textField(value: unknown, required: boolean): { value: string } | { error: string } {
  if (isBlank(value)) return required ? { error: message('required') } : { value: '' };
  if (typeof value !== 'string') return { error: SETTINGS_MESSAGES.notText };
  const trimmed = value.trim();
  if (CONTROL.test(trimmed)) return { error: SETTINGS_MESSAGES.controlCharacters };
  if (trimmed.length > SETTINGS_LIMITS.text) return { error: SETTINGS_MESSAGES.tooLong };
  return { value: trimmed };
}

function emailField(value: unknown, required: boolean): { value: string } | { error: string } {
  if (isBlank(value)) return required ? { error: message('required') } : { value: '' };
  const text = textField(value, required);
  if ('error' in text) return text;
  const error = validateField('email', text.value);
  return error ? { error } : text;
}

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

  const contactName = take('contactName', textField(input.contactName, true));
  const street = take('street', textField(input.street, false));
  const place = take('place', textField(input.place, false));
  const email = take('email', emailField(input.email, true));

  let postcode = take('postcode', textField(input.postcode, false));
  if (postcode !== '' && !POSTCODE.test(postcode)) {
    errors['postcode'] = SETTINGS_MESSAGES.postcode;
    postcode = '';
  }

  let phone = take('phone', textField(input.phone, false));
  const digits = phone.replace(/\D/g, '').length;
  if (phone !== '' && (!PHONE.test(phone) || digits < 6 || digits > 20)) {
    errors['phone'] = SETTINGS_MESSAGES.phone;
    phone = '';
  }

  const noticeEmails: string[] = [];
  const list = input.noticeEmails ?? [];
  if (!Array.isArray(list)) {
    errors['noticeEmails'] = SETTINGS_MESSAGES.notText;
  } else if (list.length > SETTINGS_LIMITS.noticeEmails) {
    errors['noticeEmails'] = SETTINGS_MESSAGES.tooMany;
  } else {
    const seen = new Set<string>();
    list.forEach((entry: unknown, index) => {
      const field = `noticeEmails.${index}`;
      const address = take(field, emailField(entry, true));
      if (address === '') return;
      const key = address.toLowerCase();
      if (seen.has(key)) errors[field] = SETTINGS_MESSAGES.duplicate;
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
