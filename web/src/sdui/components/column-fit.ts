import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
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
  const counted = useRef(count);
  // After a resize the new width needs a layout anyway: measure at once, step by step (as before).
  const resized = useRef(false);
  // Before paint: collapse what the overflow needs, measured once after the render. Not in
  // the layout effect itself: reading `scrollWidth` there forces the style and layout of the
  // whole new page inside React's commit, one long task (issue 20, B10/B11: 30-90 ms of the
  // ticket list's load). The next animation frame runs before that frame's style, layout
  // and paint, so the first paint still shows the fitted table; what collapses there renders
  // at once (flushSync), and the next measurement follows in the same callback.
  useLayoutEffect(() => {
    counted.current = count;
    const element = region.current;
    if (element === null || count >= order.length) {
      resized.current = false;
      return;
    }
    const widthOf = (column: number) => {
      if (column === ACTIONS_COLUMN || stepwise.has(column)) return null;
      const header = element.querySelector(`thead th[data-column="${column}"]`);
      return header === null ? null : header.getBoundingClientRect().width;
    };
    const next = () => {
      const overflow = element.scrollWidth - element.clientWidth;
      return overflow <= 1 ? null : nextCollapseCount(counted.current, order, overflow, widthOf);
    };
    if (resized.current || typeof requestAnimationFrame !== 'function') {
      const collapse = next();
      if (collapse === null) resized.current = false;
      else setCount(collapse);
      return;
    }
    const frame = requestAnimationFrame(() => {
      for (let collapse = next(); collapse !== null && collapse > counted.current; collapse = counted.current < order.length ? next() : null) {
        const value = collapse;
        flushSync(() => setCount(value));
        counted.current = value;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [region, count, order, resetKey, width, stepwise]);
  useLayoutEffect(() => {
    const element = region.current;
    if (element === null || typeof ResizeObserver === 'undefined') return;
    // The width at the first observation (after the first layout; reading it here would force one).
    let last: number | null = null;
    const observer = new ResizeObserver(() => {
      if (last === null) {
        last = element.clientWidth;
        return;
      }
      if (element.clientWidth === last) return;
      last = element.clientWidth;
      // Wider or narrower: start again from all columns, and collapse what does not fit.
      resized.current = true;
      setCount(0);
      setWidth(last);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [region]);
  return useMemo(() => new Set(order.slice(0, Math.min(count, order.length))), [order, count]);
}
