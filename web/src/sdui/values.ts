import type { BadgeSpec, Tone, ValueFormat } from './definition';
import { inAppPath } from '../lib/safe-url';

/** The value at a dotted path (`status.label`), or undefined when a step is missing. */
export function valueAt(data: unknown, path: string): unknown {
  let value: unknown = data;
  for (const step of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, step)) return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The text of a value that is an object: an option or state (`label`), an account or
 * product (`name`), a subject (`title`). Plain values are their own text.
 */
export function displayText(value: unknown): string {
  if (isEmpty(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(displayText).filter((text) => text !== '').join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const key of ['label', 'name', 'title', 'id', 'value', 'key']) {
      const inner = record[key];
      if (typeof inner === 'string' || typeof inner === 'number') return String(inner);
    }
  }
  return '';
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

/** Same as `fillTemplate`, for display texts (no encoding); missing values become ''. */
export function fillText(template: string, data: unknown): string {
  return template
    .replace(/\{([A-Za-z_][A-Za-z0-9_.]*)\}/g, (_match, path: string) => displayText(valueAt(data, path)))
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

export type Locale = 'de-AT' | 'en-GB';
export const localeOf = (language: string): Locale => (language.startsWith('en') ? 'en-GB' : 'de-AT');

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// Building an Intl formatter costs far more than using one: a list of 20 rows formats some
// hundred values, so each locale and option set is built once (the ticket list's CPU profile
// had formatValue at about 100 ms, nearly all of it in the constructors).
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

export function formatDate(value: unknown, locale: Locale): string {
  if (typeof value !== 'string' || value === '') return '';
  const day = DAY.exec(value);
  // A calendar day has no time zone: format it as it is written.
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: day ? 'UTC' : 'Europe/Vienna' }).format(date);
}

export function formatDateTime(value: unknown, locale: Locale): string {
  if (typeof value !== 'string' || value === '') return '';
  if (DAY.test(value)) return formatDate(value, locale);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Vienna',
  }).format(date);
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
  const number = numberFormat(locale, { maximumFractionDigits: 2 });
  switch (format) {
    case 'date':
      return formatDate(value, locale);
    case 'datetime':
      return formatDateTime(value, locale);
    case 'number':
      return typeof value === 'number' ? number.format(value) : displayText(value);
    case 'percent':
      return typeof value === 'number'
        ? numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value)
        : displayText(value);
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
  if (badge?.toneField) {
    const raw = valueAt(row, badge.toneField);
    const tone = typeof raw === 'string' ? TONE_ALIASES[raw.toLowerCase()] : undefined;
    if (tone) return tone;
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
