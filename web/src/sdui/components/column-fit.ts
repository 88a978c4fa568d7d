import { useLayoutEffect, useState, type RefObject } from 'react';
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
 * How many columns of `order` to collapse so that the table in `region` needs no sideways
 * scrolling: after each render, one more while the region overflows; from none again when
 * the region's width or `resetKey` (the rows) changes. Without layout (jsdom) nothing collapses.
 */
export function useFittingColumns(region: RefObject<HTMLElement | null>, order: readonly number[], resetKey: unknown): ReadonlySet<number> {
  const [count, setCount] = useState(0);
  const [width, setWidth] = useState<number | null>(null);
  const [lastKey, setLastKey] = useState(resetKey);
  if (lastKey !== resetKey) {
    setLastKey(resetKey);
    setCount(0);
  }
  // Before paint: one more column collapses per render while the table overflows.
  useLayoutEffect(() => {
    const element = region.current;
    if (element === null) return;
    if (element.scrollWidth > element.clientWidth + 1 && count < order.length) setCount(count + 1);
  }, [region, count, order.length, resetKey, width]);
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
  return new Set(order.slice(0, Math.min(count, order.length)));
}
