import { useMemo } from 'react';
import { useTranslation, i18n } from './i18n';

/**
 * Dates, numbers and money in the language the user chose (issue 17): de-AT in German
 * (25.11.2026, 1.234,5, € 12,90), en-GB in English (25/11/2026, 1,234.5, €12.90). Every
 * page formats through here, so one language never shows two date formats. Times are
 * Vienna time: an Austrian provider's network is read on Austrian clocks.
 */
export type Locale = 'de-AT' | 'en-GB';
export const TIME_ZONE = 'Europe/Vienna';

export const localeOf = (language: string | null | undefined = i18n.language): Locale => (language?.startsWith('en') ? 'en-GB' : 'de-AT');

// Building an Intl formatter costs far more than using one: a list of 20 rows formats some
// hundred values, so each locale and option set is built once.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, create: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (format === undefined) {
    format = create();
    cache.set(key, format);
  }
  return format;
}
const dateFormat = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
const numberFormat = (locale: Locale, options: Intl.NumberFormatOptions = {}) =>
  cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMERIC_DAY: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

/** A Date from an ISO text; a calendar day ('2026-11-25') is noon UTC of that day. */
function parse(value: string | Date): { date: Date; calendarDay: boolean } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, calendarDay: false };
  const day = CALENDAR_DAY.exec(value);
  const date = day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12)) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay: day !== null };
}

/** '25.11.2026' / '25/11/2026'. A calendar day is shown as written; an instant in Vienna time. Unreadable text comes back as it is. */
export function formatDate(value: string | Date | null | undefined, locale: Locale = localeOf()): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parse(value);
  if (parsed === null) return String(value);
  return dateFormat(locale, { ...NUMERIC_DAY, timeZone: parsed.calendarDay ? 'UTC' : TIME_ZONE }).format(parsed.date);
}

/** '25.11.2026, 08:40' / '25/11/2026, 08:40' (Vienna time); `seconds` adds them. A calendar day gives the date alone. */
export function formatDateTime(value: string | Date | null | undefined, locale: Locale = localeOf(), options: { seconds?: boolean } = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const parsed = parse(value);
  if (parsed === null) return String(value);
  if (parsed.calendarDay) return formatDate(value, locale);
  return dateFormat(locale, {
    ...NUMERIC_DAY,
    hour: '2-digit',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    timeZone: TIME_ZONE,
  }).format(parsed.date);
}

/** 'Nov. 26' / 'Nov 26' style month labels of a year and month (1–12). */
export function formatMonth(year: number, month: number, locale: Locale = localeOf(), style: { year?: boolean } = { year: true }): string {
  return dateFormat(locale, { month: 'short', ...(style.year === false ? {} : { year: '2-digit' }), timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** '1.234,5' / '1,234.5'. */
export function formatNumber(value: number, locale: Locale = localeOf(), options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 }): string {
  return numberFormat(locale, options).format(value);
}

/** A share between 0 and 1: '42,5 %' / '42.5%'. */
export function formatPercent(value: number, locale: Locale = localeOf()): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** Euros: '€ 12,90' / '€12.90'. */
export function formatCurrency(value: number, locale: Locale = localeOf()): string {
  return numberFormat(locale, { style: 'currency', currency: 'EUR' }).format(value);
}

/**
 * Builds the formatters the screens use, for `locale`, ahead of their first use. The first
 * date formatter of a page loads the locale's and Vienna's calendar data: 15–30 ms in
 * Chromium, which fell on the first list the user opened, inside the render of its rows
 * (issue 20, B11). Called when the browser is idle after the first page (app/portal-router.tsx).
 */
export function warmFormatters(locale: Locale = localeOf()): void {
  const instant = new Date();
  formatDate(instant, locale);
  formatDate('2026-01-01', locale);
  formatDateTime(instant, locale);
  formatNumber(1, locale);
  formatPercent(0.5, locale);
  formatCurrency(1, locale);
}

/** The same helpers bound to the language the user chose; components re-render when it changes. */
export function useIntl() {
  const { i18n: instance } = useTranslation();
  const locale = localeOf(instance.language);
  return useMemo(
    () => ({
      locale,
      date: (value: string | Date | null | undefined) => formatDate(value, locale),
      dateTime: (value: string | Date | null | undefined, options?: { seconds?: boolean }) => formatDateTime(value, locale, options),
      month: (year: number, month: number, style?: { year?: boolean }) => formatMonth(year, month, locale, style),
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, locale, options),
      percent: (value: number) => formatPercent(value, locale),
      currency: (value: number) => formatCurrency(value, locale),
    }),
    [locale],
  );
}
