import { useLayoutEffect, useMemo, useState, type RefObject } from 'react';
import type { ValueSpec } from '../definition';

/** The row actions' column in a collapse order. */
export const ACTIONS_COLUMN = -1;

/**
 * A column's priority (issue 17: tables that fit): 1 stays visible, 2 collapses when the
 * table is too wide, 3 collapses first. From the definition (`priority`), or derived: the
 * first column (it identifies the row) and the first badge (the row's status) are 1.
 */
export function columnPriority(columns: readonly ValueSpec[], index: number): 1 | 2 | 3 {
  const column = columns[index];
  if (column?.priority !== undefined) return column.priority;
  if (index === 0) return 1;
  const firstBadge = columns.findIndex((candidate) => candidate.format === 'badge');
  return firstBadge === index ? 1 : 2;
}

/** The column that names a row: the first of priority 1 (the first column, unless the definition says otherwise). */
export function keyColumn(columns: readonly ValueSpec[]): number {
  return Math.max(
    0,
    columns.findIndex((_column, index) => columnPriority(columns, index) === 1),
  );
}

/**
 * The order in which columns give way when the table is wider than its place: priority 3
 * from the right, then 2 from the right, then the row actions (into the expanded row, on a
 * phone), then priority 1 from the right but the first of them, which names the row.
 */
export function collapseOrder(columns: readonly ValueSpec[], withActions: boolean): number[] {
  const key = keyColumn(columns);
  const byPriority = (priority: number) =>
    columns
      .map((_column, index) => index)
      .filter((index) => index !== key && columnPriority(columns, index) === priority)
      .reverse();
  return [...byPriority(3), ...byPriority(2), ...(withActions ? [ACTIONS_COLUMN] : []), ...byPriority(1)];
}

/**
 * How many columns of `order` to collapse after `count` already are, when the table is
 * `overflow` px wider than its place: the next ones in order until their measured widths
 * (`widthOf`, null when unknown) add up to the overflow. Never more than collapsing one at a
 * time would: the columns left can only widen into the freed space, so the table shrinks by
 * at most what it frees. A column of unknown width (the row actions, whose buttons move
 * into the row; the columns of priority 1, to be safe) goes alone. At least one more while there are any.
 */
export function nextCollapseCount(count: number, order: readonly number[], overflow: number, widthOf: (column: number) => number | null): number {
  let next = count;
  let freed = 0;
  while (next < order.length && freed < overflow) {
    const width = widthOf(order[next]!);
    if (width === null) return next === count ? next + 1 : next;
    freed += width;
    next += 1;
  }
  return Math.max(next, Math.min(count + 1, order.length));
}

const NONE: ReadonlySet<number> = new Set();

/**
 * Which columns of `order` to collapse so that the table in `region` needs no sideways
 * scrolling: after a render that overflows, as many more as the measured widths of their
 * headers (`th[data-column]`) say, then one more per render while it still overflows; from
 * none again when the region's width or `resetKey` (the rows) changes. One measured jump
 * instead of a render and a layout per column (the ticket list at 390 px: 6 collapsed
 * columns were 6 renders of the whole table before paint). Without layout (jsdom) nothing collapses.
 */
export function useFittingColumns(
  region: RefObject<HTMLElement | null>,
  order: readonly number[],
  resetKey: unknown,
  /** Columns that collapse one at a time, never in a jump (those of priority 1). */
  stepwise: ReadonlySet<number> = NONE,
): ReadonlySet<number> {
  const [count, setCount] = useState(0);
  const [width, setWidth] = useState<number | null>(null);
  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setCount(0);
  }
  // Before paint: collapse what the overflow needs, measured once after the render.
  useLayoutEffect(() => {
    const element = region.current;
    if (element === null || count >= order.length) return;
    const overflow = element.scrollWidth - element.clientWidth;
    if (overflow <= 1) return;
    const widthOf = (column: number) => {
      if (column === ACTIONS_COLUMN || stepwise.has(column)) return null;
      const header = element.querySelector(`thead th[data-column="${column}"]`);
      return header === null ? null : header.getBoundingClientRect().width;
    };
    setCount(nextCollapseCount(count, order, overflow, widthOf));
  }, [region, count, order, resetKey, width, stepwise]);
  useLayoutEffect(() => {
    const element = region.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    let last = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === last) return;
      last = element.clientWidth;
      // Wider or narrower: start again from all columns, and collapse what does not fit.
      setCount(0);
      setWidth(last);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [region]);
  return useMemo(() => new Set(order.slice(0, Math.min(count, order.length))), [order, count]);
}
