import { message as sharedMessage, validateField, type Language } from './validation';

/**
 * Named field rules, written once for both sides (issue 17, issue 19): a screen definition
 * names a rule for a form field (`rule: postcode`), the generic form in the browser checks
 * it before sending, and the BFF's validation of the same mutation calls the same function.
 * So a value is judged the same way on both sides, with the same message in both languages,
 * and every mistake the server would find is shown in the first round.
 */
export const FIELD_RULES = ['text', 'email', 'postcode', 'phone', 'name', 'role', 'type', 'accountid'] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

export const FIELD_TEXT_MAX_LENGTH = 200;
/** Phone numbers: digits, spaces and + ( ) / -, with 6 to 20 digits. */
export const PHONE_DIGITS = { min: 6, max: 20 } as const;

const MESSAGES = {
  de: {
    notText: 'Das Feld muss ein Text sein',
    tooLong: `Höchstens ${FIELD_TEXT_MAX_LENGTH} Zeichen`,
    controlCharacters: 'Das Feld darf keine Steuerzeichen enthalten',
    postcode: 'Die Postleitzahl besteht aus 4 oder 5 Ziffern',
    phone: 'Die Telefonnummer darf nur Ziffern, Leerzeichen und + ( ) / - enthalten und braucht 6 bis 20 Ziffern',
    duplicate: 'Diese E-Mail-Adresse steht bereits in der Liste',
  },
  en: {
    notText: 'The field must be text',
    tooLong: `At most ${FIELD_TEXT_MAX_LENGTH} characters`,
    controlCharacters: 'The field must not contain control characters',
    postcode: 'The postcode has 4 or 5 digits',
    phone: 'The phone number may only contain digits, spaces and + ( ) / - and needs 6 to 20 digits',
    duplicate: 'This e-mail address is already in the list',
  },
} as const;
export type FieldRuleMessage = keyof (typeof MESSAGES)['de'];

export function fieldRuleMessage(key: FieldRuleMessage, language: Language = 'de'): string {
  return MESSAGES[language][key];
}

// Control characters (C0 and DEL) and lone surrogates: no person types them, and the
// databases cannot store some of them.
const CONTROL = /[\u0000-\u001f\u007f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const POSTCODE = /^\d{4,5}$/;
const PHONE = /^\+?[0-9 ()/-]+$/;

export const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export function isFieldRule(name: unknown): name is FieldRule {
  return typeof name === 'string' && (FIELD_RULES as readonly string[]).includes(name);
}

/**
 * Checks one value by a named rule: a required field must not be blank; every text is
 * trimmed, at most 200 characters and free of control characters; then the rule's own
 * check. Returns the trimmed value or the message to show beside the field.
 */
export function checkFieldRule(
  rule: FieldRule,
  value: unknown,
  { required = false, language = 'de' }: { required?: boolean; language?: Language } = {},
): { value: string } | { error: string } {
  if (isBlank(value)) return required ? { error: sharedMessage('required', language) } : { value: '' };
  if (typeof value !== 'string') return { error: fieldRuleMessage('notText', language) };
  const trimmed = value.trim();
  if (CONTROL.test(trimmed)) return { error: fieldRuleMessage('controlCharacters', language) };
  if (trimmed.length > FIELD_TEXT_MAX_LENGTH) return { error: fieldRuleMessage('tooLong', language) };
  switch (rule) {
    // The sign-up fields of SPEC.md §5 (the user administration): the rules of validation.ts.
    case 'email':
    case 'name':
    case 'role':
    case 'type':
    case 'accountid': {
      const error = validateField(rule, trimmed, { language });
      return error ? { error } : { value: trimmed };
    }
    case 'postcode':
      return POSTCODE.test(trimmed) ? { value: trimmed } : { error: fieldRuleMessage('postcode', language) };
    case 'phone': {
      const digits = trimmed.replace(/\D/g, '').length;
      return PHONE.test(trimmed) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max
        ? { value: trimmed }
        : { error: fieldRuleMessage('phone', language) };
    }
    case 'text':
      return { value: trimmed };
  }
}

/** The message for a value by a named rule, or undefined when it is valid. */
export function fieldRuleError(rule: FieldRule, value: unknown, options: { required?: boolean; language?: Language } = {}): string | undefined {
  const result = checkFieldRule(rule, value, options);
  return 'error' in result ? result.error : undefined;
}

/** Position of the second and later copies of a value in a list (case-insensitive), for 'unique' lists. */
export function duplicateIndexes(values: readonly string[]): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  values.forEach((value, index) => {
    const key = value.trim().toLowerCase();
    if (key === '') return;
    if (seen.has(key)) duplicates.push(index);
    else seen.add(key);
  });
  return duplicates;
}
