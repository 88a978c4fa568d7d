import type { BadgeSpec, Condition, FieldCondition, Tone, ValueFormat } from './definition';
import { inAppPath } from '../lib/safe-url';
import {
  formatCurrency,
  formatDate as formatDateIntl,
  formatDateTime as formatDateTimeIntl,
  formatNumber,
  formatPercent,
  localeOf,
  type Locale,
} from '../lib/intl';

/** The value at a dotted path (`status.label`), or undefined when a step is missing. */
export function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The text of a value that is an object: an option or state (`label`), an account or
 * product (`name`), a subject (`title`). Plain values are their own text.
 */
export function displayText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return value
      .map(displayText)
      .filter((text) => text !== '')
      .join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['label', 'name', 'title', 'id', 'value', 'key']) {
      const inner = record[key];
      if (typeof inner === 'string' || typeof inner === 'number') return String(inner);
    }
  }
  return '';
}

/** The text a definition gives a raw value (`labels`), or undefined. */
export function labelOf(value: unknown, labels: Readonly<Record<string, string>> | undefined): string | undefined {
  if (labels === undefined) return undefined;
  for (const key of rawKey(value)) if (Object.hasOwn(labels, key)) return labels[key];
  return undefined;
}

/** The raw key of a value for tone lookups: an option's value, a state's key, else its text. */
function rawKey(value: unknown): string[] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return [record['key'], record['value'], displayText(value)].filter((key) => key !== undefined && key !== null).map(String);
  }
  return [displayText(value)];
}

/**
 * Replaces `{path}` placeholders with values of `data`, URI-encoded. Null when a
 * placeholder has no value: a link to '/tickets/' would lead nowhere.
 */
export function fillTemplate(template: string, data: unknown): string | null {
  let missing = false;
  const filled = template.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (_match, path: string) => {
    const value = valueAt(data, path);
    const text = typeof value === 'object' ? displayText(value) : value === undefined || value === null ? '' : String(value);
    if (text === '') missing = true;
    return encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\uFFFD'));
  });
  // A target is a path of the portal, decided by the URL parser (a template like `//{host}` is no link).
  return missing ? null : inAppPath(filled);
}

/**
 * Same as `fillTemplate`, for display texts (no encoding); missing values become ''. Parts
 * separated by ' · ' that end up empty are left out with their separator ('CID-000123 · Aktiv').
 * A placeholder may name a format, `{lastSentAt|datetime}` or `{vat|currency}`, which
 * `format` applies (the formatter of the interface language passes it).
 */
export function fillText(template: string, data: unknown, format?: (value: unknown, format: ValueFormat) => string): string {
  const filled = template.replace(/\{([A-Za-z_][A-Za-z0-9_.]*)(?:\|([a-z]+))?\}/g, (_match, path: string, name: string | undefined) => {
    const value = valueAt(data, path);
    return name !== undefined && format !== undefined ? format(value, name as ValueFormat) : displayText(value);
  });
  const parts = template.includes('·')
    ? filled
        .split('·')
        .map((part) => part.trim())
        .filter((part) => part !== '')
    : [filled];
  return parts
    .join(' · ')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

export type { Locale };
export { localeOf };

/** A date as the chosen locale writes it (`lib/intl.ts`); unreadable text comes back as it is. */
export function formatDate(value: unknown, locale: Locale): string {
  if (typeof value !== 'string' || value === '') return '';
  return formatDateIntl(value, locale);
}

export function formatDateTime(value: unknown, locale: Locale, seconds = false): string {
  if (typeof value !== 'string' || value === '') return '';
  return formatDateTimeIntl(value, locale, { seconds });
}

export function formatAddress(value: unknown): string {
  if (value === null || typeof value !== 'object') return displayText(value);
  const a = value as Record<string, unknown>;
  const text = (key: string) => (typeof a[key] === 'string' ? (a[key] as string) : '');
  const street = [text('street'), text('houseNumber')].filter(Boolean).join(' ');
  const withUnit = [street, text('unit')].filter(Boolean).join(', ');
  const place = [text('postcode'), text('place')].filter(Boolean).join(' ');
  return [withUnit, place].filter(Boolean).join(', ');
}

/** Texts the formatter needs from the translations (yes/no, units). */
export interface FormatTexts {
  yes: string;
  no: string;
  hours: (value: string) => string;
  months: (value: string) => string;
}

/**
 * A value as text in the given format: what a cell shows and what the CSV export
 * writes. Empty values give ''; the caller decides how to show emptiness.
 */
export function formatValue(value: unknown, format: ValueFormat | undefined, locale: Locale, texts: FormatTexts): string {
  if (isEmpty(value)) return '';
  const number = { format: (n: number) => formatNumber(n, locale) };
  switch (format) {
    case 'date':
      return formatDate(value, locale);
    case 'datetime':
      return formatDateTime(value, locale);
    case 'timestamp':
      return formatDateTime(value, locale, true);
    case 'number':
      return typeof value === 'number' ? number.format(value) : displayText(value);
    case 'percent':
      return typeof value === 'number' ? formatPercent(value, locale) : displayText(value);
    case 'currency':
      return typeof value === 'number' ? formatCurrency(value, locale) : displayText(value);
    case 'hours':
      return typeof value === 'number' ? texts.hours(number.format(value)) : displayText(value);
    case 'months':
      return typeof value === 'number' ? texts.months(number.format(value)) : displayText(value);
    case 'boolean':
      return value === true ? texts.yes : value === false ? texts.no : displayText(value);
    case 'address':
      return formatAddress(value);
    default:
      return displayText(value);
  }
}

const TONE_ALIASES: Readonly<Record<string, Tone>> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  danger: 'danger',
  neutral: 'neutral',
  green: 'success',
  blue: 'info',
  yellow: 'warning',
  red: 'danger',
  grey: 'neutral',
  gray: 'neutral',
};

/** The tone of a badge for a value of a row (or item). */
export function toneOf(value: unknown, row: unknown, badge: BadgeSpec | undefined): Tone {
  if (badge?.rules) {
    // Computed: the first rule whose field is true; else the declared rest.
    const rule = badge.rules.find((candidate) => valueAt(row, candidate.when) === true);
    return rule?.tone ?? badge.otherwise?.tone ?? 'neutral';
  }
  if (badge?.toneField) {
    const raw = valueAt(row, badge.toneField);
    const tone = typeof raw === 'string' ? TONE_ALIASES[raw.toLowerCase()] : undefined;
    if (tone) return tone;
    // A value that is no tone itself (an order's state 'SIGNED') is looked up in `tones`.
    const key = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
    const mapped = key !== undefined && badge.tones && Object.hasOwn(badge.tones, key) ? badge.tones[key] : undefined;
    if (mapped) return mapped;
  }
  if (badge?.tones) {
    for (const key of rawKey(value)) {
      const tone = Object.hasOwn(badge.tones, key) ? badge.tones[key] : undefined;
      if (tone) return tone;
    }
  }
  return 'neutral';
}

/** Chakra colour palettes of the tones. */
export const PALETTE: Readonly<Record<Tone, string>> = {
  success: 'green',
  info: 'blue',
  warning: 'yellow',
  danger: 'red',
  neutral: 'gray',
};

function conditionHolds(condition: FieldCondition, data: unknown): boolean {
  const value = valueAt(data, condition.field);
  if (condition.present !== undefined && condition.present === isEmpty(value)) return false;
  if (condition.in !== undefined && !condition.in.some((option) => option === value)) return false;
  if (condition.notIn?.some((option) => option === value)) return false;
  return true;
}

/** Whether something with this `when` shows for the data: a field that is true, or every condition on fields. */
export function holds(condition: Condition | undefined, data: unknown): boolean {
  if (condition === undefined) return true;
  if (typeof condition === 'string') return valueAt(data, condition) === true;
  return (Array.isArray(condition) ? condition : [condition]).every((one) => conditionHolds(one, data));
}
