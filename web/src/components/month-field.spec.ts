import { describe, expect, it } from 'vitest';
import { formatMonthText, parseMonthText } from './month-field';

describe('month text in the user’s language', () => {
  it.each([
    ['03.2026', 'de-AT', '2026-03'],
    ['3/2026', 'en-GB', '2026-03'],
    ['2026-03', 'de-AT', '2026-03'],
    ['März 2026', 'de-AT', '2026-03'],
    ['mär. 2026', 'de-AT', '2026-03'],
    ['Jänner 2027', 'de-AT', '2027-01'],
    ['Januar 2027', 'de-AT', '2027-01'],
    ['March 2026', 'en-GB', '2026-03'],
    ['Sept 2026', 'en-GB', '2026-09'],
  ] as const)('reads %s (%s) as %s', (text, locale, month) => {
    expect(parseMonthText(text, locale)).toBe(month);
  });

  it.each([
    ['13.2026', 'de-AT'],
    ['2026-00', 'de-AT'],
    ['March 2026', 'de-AT'],
    ['März 2026', 'en-GB'],
    ['03.26', 'de-AT'],
    ['Frühling 2026', 'de-AT'],
  ] as const)('reads %s (%s) as no month', (text, locale) => {
    expect(parseMonthText(text, locale)).toBeNull();
  });

  it('names a month in German and English, and leaves other text as it is', () => {
    expect(formatMonthText('2026-03', 'de-AT')).toBe('März 2026');
    expect(formatMonthText('2026-01', 'de-AT')).toBe('Jänner 2026');
    expect(formatMonthText('2026-03', 'en-GB')).toBe('March 2026');
    expect(formatMonthText('Brumaire', 'de-AT')).toBe('Brumaire');
  });
});
