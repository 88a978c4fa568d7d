import { duplicateIndexes, fieldRuleError, fieldRuleMessage } from '@fibre-portal/shared/field-rules';
import type { Language } from '@fibre-portal/shared/validation';
import type { FormFieldSpec, OptionSpec } from '../definition';

/** A field's value in the form: a text, or the entries of a list field. */
export type FormValue = string | string[];

/** The messages of the client-side checks, in the interface language. */
export interface ValidationTexts {
  required: string;
  minLength: (count: number) => string;
  maxLength: (count: number, length: number) => string;
  email: string;
  tel: string;
  number: string;
  min: (min: number) => string;
  max: (max: number) => string;
  date: string;
  option: string;
  pattern: string;
  maxItems: (count: number) => string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TEL = /^[+0-9 ()/-]{3,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The German message for a value that breaks what the definition declares, or null.
 * The server checks again and its field messages are shown the same way.
 */
export function validateField(
  field: FormFieldSpec,
  raw: string,
  options: readonly OptionSpec[],
  texts: ValidationTexts,
  language: Language = 'de',
): string | null {
  const value = raw.trim();
  if (field.rule !== undefined) {
    // The shared rule decides blank, length, control characters and its own format, as on the server.
    const error = fieldRuleError(field.rule, raw, { required: field.required === true, language });
    if (error !== undefined) return error;
    if (value === '') return null;
  }
  if (value === '') return field.required ? texts.required : null;
  if (field.minLength !== undefined && value.length < field.minLength) return texts.minLength(field.minLength);
  if (field.maxLength !== undefined && value.length > field.maxLength) return texts.maxLength(field.maxLength, value.length);
  switch (field.rule === undefined ? field.type : 'text') {
    case 'email':
      if (!EMAIL.test(value)) return texts.email;
      break;
    case 'tel':
      if (!TEL.test(value)) return texts.tel;
      break;
    case 'number': {
      const number = Number(value.replace(',', '.'));
      if (!Number.isFinite(number)) return texts.number;
      if (field.min !== undefined && number < field.min) return texts.min(field.min);
      if (field.max !== undefined && number > field.max) return texts.max(field.max);
      break;
    }
    case 'date':
      if (!DAY.test(value) || Number.isNaN(Date.parse(value))) return texts.date;
      break;
    case 'select':
      if (!options.some((option) => String(option.value) === value)) return texts.option;
      break;
    default:
      break;
  }
  if (field.pattern !== undefined) {
    let pattern: RegExp | null;
    try {
      pattern = new RegExp(`^(?:${field.pattern})$`, 'u');
    } catch {
      pattern = null;
    }
    if (pattern !== null && !pattern.test(value)) return field.patternMessage ?? texts.pattern;
  }
  return null;
}

/**
 * Every mistake of a form at once, keyed by field (`name`, or `name.2` for the third entry
 * of a list): the same checks and messages as the server's, so one round shows them all.
 */
export function validateForm(
  fields: readonly FormFieldSpec[],
  values: Readonly<Record<string, FormValue>>,
  optionsOf: (name: string) => readonly OptionSpec[],
  texts: ValidationTexts,
  language: Language = 'de',
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'list') {
      const entries = Array.isArray(value) ? value : [];
      if (field.maxItems !== undefined && entries.length > field.maxItems) errors[field.name] = texts.maxItems(field.maxItems);
      if (field.required && entries.length === 0) errors[field.name] = texts.required;
      const item: FormFieldSpec = {
        name: field.name,
        label: '',
        type: field.item?.type ?? 'text',
        required: true,
        ...(field.item?.rule ? { rule: field.item.rule } : {}),
      };
      entries.forEach((entry, index) => {
        const message = validateField(item, entry, [], texts, language);
        if (message !== null) errors[`${field.name}.${index}`] = message;
      });
      if (field.unique) {
        for (const index of duplicateIndexes(entries)) errors[`${field.name}.${index}`] ??= fieldRuleMessage('duplicate', language);
      }
      continue;
    }
    const message = validateField(field, typeof value === 'string' ? value : '', optionsOf(field.name), texts, language);
    if (message !== null) errors[field.name] = message;
  }
  return errors;
}

/**
 * The mutation input of the form's values: trimmed, numbers as numbers, lists as lists of
 * their trimmed entries. Empty values are left out, or sent as '' when `keepEmpty` (a form
 * that edits a record: an emptied field is a change).
 */
export function formInput(fields: readonly FormFieldSpec[], values: Readonly<Record<string, FormValue>>, keepEmpty = false): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (field.type === 'list') {
      input[field.name] = (Array.isArray(raw) ? raw : []).map((entry) => entry.trim());
      continue;
    }
    const value = (typeof raw === 'string' ? raw : '').trim();
    if (value === '') {
      if (keepEmpty) input[field.name] = '';
      continue;
    }
    input[field.name] = field.valueType === 'int' || field.type === 'number' ? Number(value.replace(',', '.')) : value;
  }
  return input;
}
