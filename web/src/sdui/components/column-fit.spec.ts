import { describe, expect, it } from 'vitest';
import type { ValueSpec } from '../definition';
import { ACTIONS_COLUMN, collapseOrder, columnPriority, keyColumn, nextCollapseCount } from './column-fit';

const column = (field: string, extra: Partial<ValueSpec> = {}): ValueSpec => ({ field, label: field, ...extra });

describe('column priorities (tables that fit)', () => {
  const columns = [
    column('id'),
    column('title'),
    column('status', { format: 'badge' }),
    column('created'),
    column('owner', { priority: 3 }),
    column('approval', { format: 'badge' }),
  ];

  it('derives 1 for the first column and the first badge, 2 for the rest, and keeps a declared one', () => {
    expect(columns.map((_column, index) => columnPriority(columns, index))).toEqual([1, 2, 1, 2, 3, 2]);
    expect(columnPriority([column('a'), column('b', { priority: 1 })], 1)).toBe(1);
  });

  it('collapses priority 3, then 2 from the right, then the actions, then priority 1; never the key column', () => {
    expect(collapseOrder(columns, true)).toEqual([4, 5, 3, 1, ACTIONS_COLUMN, 2]);
    expect(collapseOrder(columns, false)).toEqual([4, 5, 3, 1, 2]);
  });

  it('names a row by its first priority-1 column, which may be a later one when the first is declared lower', () => {
    const outages = [column('current', { format: 'badge', priority: 2 }), column('kind'), column('title', { priority: 1 })];
    expect(keyColumn(outages)).toBe(2);
    expect(collapseOrder(outages, false)).toEqual([1, 0]);
  });
});

describe('how many columns collapse after one measurement', () => {
  // Collapse order of the six columns above with row actions; widths of the headers in px.
  const order = [4, 5, 3, 1, ACTIONS_COLUMN, 2];
  const widths: Record<number, number> = { 1: 200, 2: 90, 3: 120, 4: 80, 5: 100 };
  const widthOf = (column: number) => (column === ACTIONS_COLUMN ? null : (widths[column] ?? null));

  it.each([
    { overflow: 2, count: 0, expected: 1, why: 'a small overflow takes the next column' },
    { overflow: 80, count: 0, expected: 1, why: 'a column exactly as wide as the overflow is enough' },
    { overflow: 81, count: 0, expected: 2, why: 'one px more takes the next one too' },
    { overflow: 250, count: 0, expected: 3, why: 'the widths add up: 80 + 100 + 120' },
    { overflow: 150, count: 2, expected: 4, why: 'it continues after those already collapsed' },
    { overflow: 1000, count: 0, expected: 4, why: 'it stops before the row actions, whose width it cannot measure' },
    { overflow: 1000, count: 4, expected: 5, why: 'the row actions go alone' },
    { overflow: 1000, count: 5, expected: 6, why: 'then the last column' },
  ])('$why', ({ overflow, count, expected }) => {
    expect(nextCollapseCount(count, order, overflow, widthOf)).toBe(expected);
  });

  it('takes one column at a time when a header cannot be measured', () => {
    expect(nextCollapseCount(0, [1, 2, 3], 500, () => null)).toBe(1);
    expect(nextCollapseCount(0, [1, 2, 3], 500, (column) => (column === 2 ? null : 100))).toBe(1);
  });
});
