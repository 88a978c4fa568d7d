import { describe, expect, it } from 'vitest';
import { LIMITS, ODataQueryError, filterToSql, orderByToSql, parseCollectionQuery, shortCaseVariants } from './odata';
import type { Columns } from './odata';

const columns: Columns = {
  id: 'text',
  name: 'text',
  status: 'int',
  fee: 'decimal',
  active: 'bool',
  created: 'datetime',
  day: 'date',
  tags: 'textarray',
};

function sql(filter: string) {
  const params: unknown[] = [];
  return { where: filterToSql(filter, columns, params), params };
}

describe('OData $filter translation', () => {
  it.each([
    ["id eq 'A'", '"id" = $1', ['A']],
    ["id ne 'A'", '"id" is distinct from $1', ['A']],
    ['status ge 3', '"status" >= $1', [3]],
    ['fee lt 9.5', '"fee" < $1', [9.5]],
    ['active eq true', '"active" = $1', [true]],
    ['name eq null', '"name" is null', []],
    ['name ne null', '"name" is not null', []],
    ['created gt 2026-11-01T00:00:00Z', '"created" > $1::timestamptz', ['2026-11-01T00:00:00Z']],
    ["day le '2026-11-01'", '"day" <= $1::date', ['2026-11-01']],
    ["id in ('A','B','C')", '"id" = any($1::text[])', [['A', 'B', 'C']]],
    ['status in (1, 2)', '"status" = any($1::int[])', [[1, 2]]],
    // One value is an equality (an index on (status, sort column) then serves the order).
    ['status in (7)', '"status" = $1', [7]],
    ["id in ('A')", '"id" = $1', ['A']],
    ["contains(name,'50%_x')", '"name" ilike $1', ['%50\\%\\_x%']],
    ["startswith(name,'Haupt')", '"name" ilike $1', ['Haupt%']],
    ["endswith(name,'gasse')", '"name" ilike $1', ['%gasse']],
    ["tags/any(t: t eq 'isp-0001')", '$1 = any("tags")', ['isp-0001']],
    ["name eq 'O''Brien'", '"name" = $1', ["O'Brien"]],
  ])('translates %s', (filter, where, params) => {
    expect(sql(filter)).toEqual({ where, params });
  });

  it('looks for a value under three characters by each of its spellings first, with the ILIKE as the exact condition', () => {
    expect(sql("contains(name,'Ki')")).toEqual({
      where: '(("name" like $2 or "name" like $3 or "name" like $4 or "name" like $5) and "name" ilike $1)',
      params: ['%Ki%', '%ki%', '%kI%', '%Ki%', '%KI%'],
    });
    expect(sql("contains(name,'1%')")).toEqual({ where: '(("name" like $2) and "name" ilike $1)', params: ['%1\\%%', '%1\\%%'] });
  });

  it('spells short values in every case, and not where a case change is not one character', () => {
    expect(shortCaseVariants('ab')).toEqual(['ab', 'aB', 'Ab', 'AB']);
    expect(shortCaseVariants('ä1')).toEqual(['ä1', 'Ä1']);
    expect(shortCaseVariants('ß')).toBeNull();
    expect(shortCaseVariants('abc')).toBeNull();
    expect(shortCaseVariants('')).toBeNull();
  });

  it('binds GUID literals as lower-case strings, as Dynamics accepts them unquoted', () => {
    expect(sql('id eq 8A3E0C1D-1234-4ABC-9DEF-0123456789AB').params).toEqual(['8a3e0c1d-1234-4abc-9def-0123456789ab']);
  });

  it('keeps and/or precedence and honours parentheses and not', () => {
    expect(sql('status eq 1 or status eq 2 and active eq true').where).toBe('("status" = $1 or ("status" = $2 and "active" = $3))');
    expect(sql("(status eq 1 or status eq 2) and not (id eq 'x')").where).toBe('(("status" = $1 or "status" = $2) and (not "id" = $3))');
  });

  it.each([
    ['unknown property', "nope eq 'x'", /Could not find a property named 'nope'/],
    ['type mismatch', "status eq 'x'", /incompatible types/],
    ['decimal into int', 'status eq 1.5', /incompatible types/],
    ['comparison on a collection', "tags eq 'x'", /collection/],
    ['unterminated string', "id eq 'x", /unterminated/],
    ['trailing tokens', "id eq 'x' 'y'", /unexpected token/],
    ['missing operator', "id 'x'", /comparison operator expected/],
    ['null in ordering', 'status gt null', /null can only be compared/],
    ['bad characters', 'id eq $x', /Syntax error/],
    ['contains on a number', "contains(status,'1')", /needs a string property/],
    ['invalid date', "created gt 'tomorrow'", /incompatible types/],
  ])('refuses %s', (_name, filter, message) => {
    expect(() => sql(filter)).toThrow(message);
  });

  it('refuses filters that are too long, too deep or list too many ids', () => {
    expect(() => sql(`id eq '${'x'.repeat(LIMITS.filterLength)}'`)).toThrow(/longer than/);
    expect(() => sql(`${'('.repeat(40)}id eq 'x'${')'.repeat(40)}`)).toThrow(/nested too deeply/);
    const ids = Array.from({ length: LIMITS.inListSize + 1 }, (_, i) => `'${i}'`).join(',');
    expect(() => sql(`id in (${ids})`)).toThrow(/at most/);
  });
});

describe('OData $orderby, paging and $select', () => {
  it('appends the key so that pages are stable', () => {
    expect(orderByToSql('status desc,name', columns, 'id', 'id')).toBe('"status" desc, "name" asc, "id" asc');
    expect(orderByToSql(null, columns, 'id', 'created desc')).toBe('"created" desc, "id" asc');
    expect(orderByToSql('id desc', columns, 'id', 'id')).toBe('"id" desc');
  });

  it.each([
    ['$orderby=nope', /nope/],
    ['$orderby=name sideways', /not asc or desc/],
    ['$top=-1', /non-negative integer/],
    ['$top=5001', /must not exceed/],
    ['$skip=abc', /non-negative integer/],
    ['$count=yes', /\$count must be true or false/],
    ['$select=name,nope', /nope/],
    ['$expand=foo', /not supported/],
    ['$top=1&$top=2', /more than once/],
  ])('refuses %s', (query, message) => {
    expect(() => parseCollectionQuery(new URLSearchParams(query), columns, 'id', 'id')).toThrow(message);
  });

  it('parses a full query and always selects the key', () => {
    const q = parseCollectionQuery(new URLSearchParams('$filter=status eq 2&$orderby=name&$top=10&$skip=20&$count=true&$select=name'), columns, 'id', 'id');
    expect(q).toEqual({
      where: '"status" = $1',
      params: [2],
      orderBy: '"name" asc, "id" asc',
      top: 10,
      skip: 20,
      count: true,
      select: ['id', 'name'],
      patterns: false,
    });
  });

  it('tells whether a contains() of three characters or more was compiled (a trigram index can find its rows)', () => {
    const patterns = (filter: string) => parseCollectionQuery(new URLSearchParams({ $filter: filter }), columns, 'id', 'id').patterns;
    expect(patterns("contains(name,'inn')")).toBe(true);
    expect(patterns("status eq 1 and (contains(name,'Haupt') or id eq 'x')")).toBe(true);
    expect(patterns("contains(name,'in')")).toBe(false);
    expect(patterns("startswith(name,'Haupt')")).toBe(false);
    expect(patterns("id eq 'inn'")).toBe(false);
  });

  it('reports errors as ODataQueryError so the route can answer in Dynamics style', () => {
    expect(() => sql('(')).toThrow(ODataQueryError);
  });
});
