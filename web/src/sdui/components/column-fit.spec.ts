import { describe, expect, it } from 'vitest';
import type { ValueSpec } from '../definition';
import { ACTIONS_COLUMN, collapseOrder, columnPriority, keyColumn } from './column-fit';

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
