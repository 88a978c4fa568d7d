import { describe, expect, it } from 'vitest';
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
});
