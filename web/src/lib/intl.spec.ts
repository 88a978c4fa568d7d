import { describe, expect, it, vi } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatMonth, formatNumber, formatPercent, localeOf } from './intl';

/** ICU separates thousands (de-AT) and units with no-break spaces; compare them as spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('one way to write dates, numbers and money per language', () => {
  it('writes days as de-AT in German and en-GB in English, everywhere the same', () => {
    expect(formatDate('2026-11-25', 'de-AT')).toBe('25.11.2026');
    expect(formatDate('2026-11-25', 'en-GB')).toBe('25/11/2026');
    // An instant is read in Vienna time: 23:30 UTC is already the next day there.
    expect(formatDate('2026-11-25T23:30:00Z', 'de-AT')).toBe('26.11.2026');
    expect(formatDateTime('2026-11-25T07:40:00Z', 'de-AT')).toBe('25.11.2026, 08:40');
    expect(formatDateTime('2026-11-25T07:40:00Z', 'en-GB')).toBe('25/11/2026, 08:40');
    expect(formatDateTime('2026-11-25T07:40:05Z', 'en-GB', { seconds: true })).toBe('25/11/2026, 08:40:05');
    expect(formatDateTime('2026-11-25', 'en-GB')).toBe('25/11/2026');
    expect(formatDate('kein Datum', 'de-AT')).toBe('kein Datum');
    expect(formatDate(null, 'de-AT')).toBe('');
  });

  it('writes numbers, shares, money and months in the chosen locale', () => {
    expect(spaced(formatNumber(22401.5, 'de-AT'))).toBe('22 401,5');
    expect(formatNumber(22401.5, 'en-GB')).toBe('22,401.5');
    expect(spaced(formatPercent(0.425, 'de-AT'))).toBe('42,5 %');
    expect(formatPercent(0.425, 'en-GB')).toBe('42.5%');
    expect(spaced(formatCurrency(12.9, 'de-AT'))).toBe('€ 12,90');
    expect(formatCurrency(12.9, 'en-GB')).toBe('€12.90');
    expect(formatMonth(2026, 3, 'en-GB')).toBe('Mar 26');
    expect(formatMonth(2026, 3, 'de-AT', { year: false })).toBe('Mär');
  });

  it('picks the locale from the language', () => {
    expect(localeOf('en')).toBe('en-GB');
    expect(localeOf('de')).toBe('de-AT');
    expect(localeOf(undefined)).toBe('de-AT');
  });

  it('builds the formatters of the screens ahead of their first use, so the first list renders with them ready', async () => {
    vi.resetModules();
    // A module of its own: its cache starts empty, whatever other files formatted before.
    const intl = await import('./intl');
    intl.warmFormatters('en-GB');
    const real = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat };
    const built: string[] = [];
    const counting = <T extends object>(name: string, target: T) =>
      new Proxy(target, { construct: (constructor, args) => (built.push(`${name} ${String(args[0])}`), Reflect.construct(constructor as never, args)) });
    Object.assign(Intl, { DateTimeFormat: counting('date', real.DateTimeFormat), NumberFormat: counting('number', real.NumberFormat) });
    try {
      intl.formatDate('2026-11-25T23:30:00Z', 'en-GB');
      intl.formatDate('2026-11-25', 'en-GB');
      intl.formatDateTime('2026-11-25T07:40:00Z', 'en-GB');
      intl.formatNumber(1234.5, 'en-GB');
      intl.formatPercent(0.425, 'en-GB');
      intl.formatCurrency(12.9, 'en-GB');
      expect(built).toEqual([]);
      // Another locale is built on its first use.
      expect(intl.formatDate('2026-11-25', 'de-AT')).toBe('25.11.2026');
      expect(built).toEqual(['date de-AT']);
    } finally {
      Object.assign(Intl, real);
    }
  });
});
