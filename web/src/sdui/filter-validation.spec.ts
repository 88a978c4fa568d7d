import { describe, expect, it } from 'vitest';
import { formatDayText, parseDayText } from '../components/date-field';
import { filterProblems, problemsAtFilters, SEARCH_FIELD, type FilterTexts } from './filter-validation';
import { ticketListSpec } from '../../test/support/sdui/fixtures';

describe('days typed in either language', () => {
  it.each([
    ['25.11.2026', '2026-11-25'],
    ['5.1.2026', '2026-01-05'],
    ['25/11/2026', '2026-11-25'],
    ['2026-11-25', '2026-11-25'],
    [' 29.02.2024 ', '2024-02-29'],
  ])('reads %s as %s', (text, iso) => expect(parseDayText(text)).toBe(iso));

  it.each(['30.02.2026', '25.11.26', '25.11.', '11/25/2026', 'morgen', ''])('reads %j as no day', (text) => expect(parseDayText(text)).toBeNull());

  it('writes a day as each language does', () => {
    expect(formatDayText('2026-11-05', 'de-AT')).toBe('05.11.2026');
    expect(formatDayText('2026-11-05', 'en-GB')).toBe('05/11/2026');
  });
});

const texts = (language: 'de' | 'en'): FilterTexts => ({ language, pattern: 'Muster', maxLength: (count) => `höchstens ${count}` });
const checkFilters = (spec: typeof ticketListSpec, draft: { filters: Record<string, string[]> }, language: 'de' | 'en') =>
  filterProblems(spec, draft, texts(language));

describe('the check of a list’s filters before they apply', () => {
  it('names an id of the wrong shape with the BFF’s message in the user’s language', () => {
    expect(checkFilters(ticketListSpec, { filters: { cid: ['abc'] } }, 'de')).toEqual({ cid: 'Eine CID hat die Form CID-000123 (CID- und sechs Ziffern).' });
    expect(checkFilters(ticketListSpec, { filters: { cid: ['abc'] } }, 'en')).toEqual({ cid: 'A CID has the form CID-000123 (CID- and six digits).' });
    expect(checkFilters(ticketListSpec, { filters: { cid: [' cid-000123 '] } }, 'de')).toEqual({});
  });

  it('names a range that ends before it starts, and a day that is none', () => {
    expect(checkFilters(ticketListSpec, { filters: { created: ['2026-11-30', '2026-11-01'] } }, 'de')).toEqual({
      created: 'Das Bis-Datum liegt vor dem Von-Datum. Bitte tauschen Sie die beiden Daten.',
    });
    expect(checkFilters(ticketListSpec, { filters: { created: ['31.02.2026', ''] } }, 'en')).toEqual({
      created: 'Please enter a date as DD/MM/YYYY, e.g. 25/11/2026.',
    });
    expect(checkFilters(ticketListSpec, { filters: { created: ['2026-11-01', ''] } }, 'de')).toEqual({});
  });

  it('puts the BFF’s problems at the controls that send the arguments, and keeps the rest', () => {
    expect(
      problemsAtFilters(ticketListSpec, { 'filter.cid': 'CID falsch', 'filter.createdTo': 'Bis vor Von', 'filter.text': 'zu lang', offset: 'zu weit' }),
    ).toEqual({ atFields: { cid: 'CID falsch', created: 'Bis vor Von', [SEARCH_FIELD]: 'zu lang' }, other: ['zu weit'] });
  });
});
