import { ACCOUNT_TYPES, SIGN_UP_ROLES } from './vocabulary';

/**
 * Validation of the sign-up and login fields (SPEC.md §5), written once: the BFF's
 * supertokens-node form-field validators and the client's forms both call these, so a
 * field is judged the same way on both sides and answered with the same German message.
 */
export type FieldId = 'email' | 'password' | 'name' | 'role' | 'type' | 'accountid' | 'confirmPassword';
export type Language = 'de' | 'en';

export const PASSWORD_MIN_LENGTH = 8;
/** The password must be shorter than this (SPEC.md §9: maximum under 100). */
export const PASSWORD_MAX_LENGTH = 100;
export const NAME_MAX_LENGTH = 200;

export const ROLE_OPTIONS: readonly string[] = SIGN_UP_ROLES;
export const TYPE_OPTIONS: readonly string[] = ACCOUNT_TYPES;

const MESSAGES = {
  de: {
    required: 'Feld ist nicht optional',
    emailNotString: 'E-Mail muss vom Typ String sein',
    emailInvalid: 'E-Mail ist ungültig',
    passwordNotString: 'Passwort muss vom Typ String sein',
    passwordSignUp: 'Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl und ein Sonderzeichen',
    passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl',
    passwordTooLong: 'Die Länge des Passworts muss weniger als 100 Zeichen betragen',
    passwordNoLetter: 'Passwort muss mindestens ein Alphabet enthalten',
    passwordNoDigit: 'Passwort muss mindestens eine Zahl enthalten',
    confirmMismatch: 'Bestätigungspasswort stimmt nicht überein',
    role: 'Erlaubte Werte: admin oder user',
    type: 'Erlaubte Werte: isp, baufirma, intern, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, c-management, nwops, planning oder noc',
    nameNotString: 'Der Name muss ein Text sein',
    nameTooLong: `Der Name darf höchstens ${NAME_MAX_LENGTH} Zeichen lang sein`,
    nameControl: 'Der Name enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.',
    accountid: 'Die Account-ID darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten (höchstens 64 Zeichen)',
  },
  en: {
    required: 'Field is not optional',
    emailNotString: 'Email must be of type string',
    emailInvalid: 'Email is invalid',
    passwordNotString: 'Password must be of type string',
    passwordSignUp: 'The password must contain at least 8 characters, including a number and a special character',
    passwordTooShort: 'Password must contain at least 8 characters, including a number',
    passwordTooLong: "Password's length must be less than 100 characters",
    passwordNoLetter: 'Password must have at least one letter',
    passwordNoDigit: 'Password must have at least one number',
    confirmMismatch: 'Confirmation password does not match',
    role: 'Allowed values: admin or user',
    type: 'Allowed values: isp, baufirma, intern, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, c-management, nwops, planning or noc',
    nameNotString: 'The name must be text',
    nameTooLong: `The name may have at most ${NAME_MAX_LENGTH} characters`,
    nameControl: 'The name contains control characters. Please enter visible text only.',
    accountid: 'The account id may only contain letters, digits, dot, hyphen and underscore (at most 64 characters)',
  },
} as const;
export type MessageKey = keyof (typeof MESSAGES)['de'];

export function message(key: MessageKey, language: Language = 'de'): string {
  return MESSAGES[language][key];
}

/** The e-mail syntax supertokens-node accepts by default. */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
const CONTROL = /[\u0000-\u001F\u007F]/;
const ACCOUNT_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export interface ValidationContext {
  /** The password a confirmation must match. */
  password?: string;
  /** Sign-up and reset use the stricter password rule of SPEC.md §5. */
  signUp?: boolean;
  language?: Language;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Checks one field; returns the message to show beside it, or undefined when it is valid. */
export function validateField(id: FieldId, value: unknown, context: ValidationContext = {}): string | undefined {
  const lang = context.language ?? 'de';
  if (id === 'accountid') {
    if (isEmpty(value)) return undefined;
    return typeof value === 'string' && ACCOUNT_ID_PATTERN.test(value.trim()) ? undefined : message('accountid', lang);
  }
  if (isEmpty(value)) return message('required', lang);
  switch (id) {
    case 'email':
      if (typeof value !== 'string') return message('emailNotString', lang);
      // Control characters (NUL above all) are no e-mail, and the databases behind the core refuse them.
      return EMAIL_PATTERN.test(value.trim()) && !CONTROL.test(value) ? undefined : message('emailInvalid', lang);
    case 'password':
      return validatePassword(value, context.signUp ?? false, lang);
    case 'confirmPassword':
      return value === context.password ? undefined : message('confirmMismatch', lang);
    case 'role':
      return typeof value === 'string' && ROLE_OPTIONS.includes(value) ? undefined : message('role', lang);
    case 'type':
      return typeof value === 'string' && TYPE_OPTIONS.includes(value) ? undefined : message('type', lang);
    case 'name':
      if (typeof value !== 'string') return message('nameNotString', lang);
      if (CONTROL.test(value)) return message('nameControl', lang);
      return value.trim().length <= NAME_MAX_LENGTH ? undefined : message('nameTooLong', lang);
  }
}

function validatePassword(value: unknown, signUp: boolean, lang: Language): string | undefined {
  if (typeof value !== 'string') return message('passwordNotString', lang);
  if (value.length >= PASSWORD_MAX_LENGTH) return message('passwordTooLong', lang);
  if (signUp) {
    // SPEC.md §5: at least 8 characters including a lowercase letter, a digit and a special character.
    const strong = value.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /\d/.test(value) && /[^A-Za-z0-9]/.test(value);
    return strong ? undefined : message('passwordSignUp', lang);
  }
  if (value.length < PASSWORD_MIN_LENGTH) return message('passwordTooShort', lang);
  if (!/[A-Za-z]/.test(value)) return message('passwordNoLetter', lang);
  if (!/\d/.test(value)) return message('passwordNoDigit', lang);
  return undefined;
}

export const SIGN_UP_FIELDS: readonly FieldId[] = ['email', 'password', 'name', 'role', 'type', 'accountid'];

/** All sign-up fields at once: field id → message, empty when the form is valid. */
export function validateSignUpForm(values: Record<string, unknown>, language: Language = 'de'): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const id of SIGN_UP_FIELDS) {
    const error = validateField(id, values[id], { signUp: true, language });
    if (error) errors[id] = error;
  }
  return errors;
}
