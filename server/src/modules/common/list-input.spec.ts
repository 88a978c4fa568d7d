import { describe, expect, it } from 'vitest';
import { InputProblems } from './errors';
import { dateFilter, dayRange, idFilter, ID_FORMATS, nextDay, pageInfo, pageRequest, sortKeys, textFilter, valuesFilter, viennaMidnight } from './list-input';

const problemsOf = (run: (problems: InputProblems) => unknown) => {
  const problems = new InputProblems();
  run(problems);
  return problems.fields;
};

describe('offset pagination', () => {
  it('defaults to the first 20', () => {
    expect(pageRequest(new InputProblems(), undefined, null)).toEqual({ first: 20, offset: 0 });
  });

  it.each([
    [0, 0, 'first'],
    [101, 0, 'first'],
    [-5, 0, 'first'],
    [20, -1, 'offset'],
    [20, 100_001, 'offset'],
  ])('refuses first %s, offset %s in German', (first, offset, field) => {
    const fields = problemsOf((problems) => pageRequest(problems, first, offset));
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]).toMatch(/muss zwischen/);
  });

  it('says whether pages come before and after', () => {
    expect(pageInfo(45, { first: 20, offset: 20 })).toEqual({ totalCount: 45, offset: 20, pageSize: 20, hasNextPage: true, hasPreviousPage: true });
    expect(pageInfo(45, { first: 20, offset: 40 })).toMatchObject({ hasNextPage: false });
    expect(pageInfo(0, { first: 20, offset: 0 })).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });
});

describe('sort keys', () => {
  const allowed = ['created', 'title'] as const;
  const fallback = [{ field: 'created' as const, descending: true }];

  it('take the documented names in order, ascending unless DESC', () => {
    expect(sortKeys(new InputProblems(), [{ field: 'title' }, { field: 'created', direction: 'DESC' }], allowed, fallback)).toEqual([
      { field: 'title', descending: false },
      { field: 'created', descending: true },
    ]);
  });

  it('fall back to the list’s default', () => {
    expect(sortKeys(new InputProblems(), [], allowed, fallback)).toEqual(fallback);
  });

  it.each([
    [[{ field: 'createdon' }], 'Möglich sind: created, title.'],
    [[{ field: 'title' }, { field: 'title' }], 'doppelt'],
    [[{ field: 'title' }, { field: 'created' }, { field: 'title' }, { field: 'created' }], 'höchstens 3'],
    [[{ field: 'x'.repeat(500) }], '…“'],
  ])('refuses %j', (sort, message) => {
    expect(problemsOf((problems) => sortKeys(problems, sort, allowed, fallback))['sort']).toContain(message);
  });
});

describe('filters', () => {
  it('refuse a 10,000-character text in German and keep short ones trimmed', () => {
    expect(problemsOf((problems) => textFilter(problems, 'filter.text', 'Der Suchtext', 'a'.repeat(10_000)))).toEqual({
      'filter.text': 'Der Suchtext ist zu lang: höchstens 100 Zeichen.',
    });
    expect(textFilter(new InputProblems(), 'f', 'Der Suchtext', '  Kirchengasse  ')).toBe('Kirchengasse');
    expect(textFilter(new InputProblems(), 'f', 'Der Suchtext', '   ')).toBeNull();
    expect(problemsOf((problems) => textFilter(problems, 'f', 'Der Suchtext', 'a\u0000b'))['f']).toContain('Steuerzeichen');
  });

  it.each([
    ['cid', 'cid-000123', 'CID-000123'],
    ['cid', 'CID-12', null],
    ['ticketNumber', 'cas-100001', 'CAS-100001'],
    ['ticketNumber', "CAS-1' or 1 eq 1", null],
    ['pan', 'kre01-p03', 'KRE01-P03'],
    ['pan', 'KRE01', null],
    ['accountId', 'isp-0002', 'isp-0002'],
    ['accountId', "isp-0002' or '1", null],
    ['postcode', '3500', '3500'],
    ['postcode', '35000', null],
  ] as const)('reads a %s %j as %j', (format, value, expected) => {
    const problems = new InputProblems();
    expect(idFilter(problems, 'id', value, ID_FORMATS[format])).toBe(expected);
    expect(problems.any).toBe(expected === null);
  });

  it('checks multi-value filters against the allowed values', () => {
    expect(valuesFilter(new InputProblems(), 'f', 'Status', [1, 1, 2], [1, 2, 3])).toEqual([1, 2]);
    expect(problemsOf((problems) => valuesFilter(problems, 'f', 'Status', [9], [1, 2]))['f']).toBe('Status: unbekannter Wert 9. Möglich sind: 1, 2.');
  });
});

describe('days in Austrian time', () => {
  it.each([
    ['2026-01-15', '2026-01-14T23:00:00Z'],
    ['2026-07-01', '2026-06-30T22:00:00Z'],
    ['2026-03-29', '2026-03-28T23:00:00Z'],
    ['2026-10-25', '2026-10-24T22:00:00Z'],
  ])('%s begins at %s UTC', (day, instant) => {
    expect(viennaMidnight(day)).toBe(instant);
  });

  it('counts to the next day across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it.each(['2026-02-30', '26-01-01', '2026-1-1', 'gestern'])('refuses %j as a date', (value) => {
    expect(problemsOf((problems) => dateFilter(problems, 'from', 'Das Von-Datum', value))['from']).toContain('JJJJ-MM-TT');
  });

  it('refuses a range that ends before it starts', () => {
    expect(problemsOf((problems) => dayRange(problems, { from: 'a', to: 'b' }, '2026-05-02', '2026-05-01'))['b']).toContain('vor dem Von-Datum');
  });
});
