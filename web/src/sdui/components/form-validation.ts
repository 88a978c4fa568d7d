import type { FormFieldSpec, OptionSpec } from '../definition';

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
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const TEL = /^[+0-9 ()/-]{3,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The German message for a value that breaks what the definition declares, or null.
 * The server checks again and its field messages are shown the same way.
 */
export function validateField(field: FormFieldSpec, raw: string, options: readonly OptionSpec[], texts: ValidationTexts): string | null {
  const value = raw.trim();
  if (value === '') return field.required ? texts.required : null;
  if (field.minLength !== undefined && value.length < field.minLength) return texts.minLength(field.minLength);
  if (field.maxLength !== undefined && value.length > field.maxLength) return texts.maxLength(field.maxLength, value.length);
  switch (field.type) {
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

/** The mutation input of the form's values: trimmed, empty ones left out, numbers as numbers. */
export function formInput(fields: readonly FormFieldSpec[], values: Readonly<Record<string, string>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim();
    if (value === '') continue;
    input[field.name] = field.valueType === 'int' || field.type === 'number' ? Number(value.replace(',', '.')) : value;
  }
  return input;
}
