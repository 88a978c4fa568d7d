import { whenIdle } from './idle';

/** How long what waits for the first paint waits at most: a tab in the background paints nothing. */
export const FIRST_PAINT_LATEST_MS = 1000;

/**
 * Resolves once the page's first contentful paint is on the screen (Paint Timing: the entry
 * arrives after the frame was presented, not when it was drawn), at the latest after
 * `latestMs` (a tab in the background paints nothing), and at once where the browser does not
 * report paints, or after the paint.
 *
 * On a page load, what the first paint does not need waits for it: an answer that arrives
 * before it is work on the way to it (issue 20, B10; Lighthouse counts every request that
 * finished before the largest paint, with everything that led to it).
 */
export function firstContentfulPaint(latestMs = FIRST_PAINT_LATEST_MS): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const latest = setTimeout(done, latestMs);
    function done() {
      observer.disconnect();
      clearTimeout(latest);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Runs `task` once the page's first contentful paint is on the screen and the browser is idle
 * after it (`whenIdle`, at the latest `timeoutMs` after the paint); returns the cancel. For what
 * a page fetches ahead (chunks, definitions, lists): fetched before the paint, it was work on the
 * way to it (issue 20, B10: the login's idle prefetches ended before its paint).
 */
export function whenIdleAfterFirstPaint(task: () => void, timeoutMs: number): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;
  void firstContentfulPaint().then(() => {
    if (!stopped) stop = whenIdle(task, timeoutMs);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** What a page load started right after its first paint (`startAfterFirstPaint`), settled or not. */
let startedAfterPaint: Promise<void> = Promise.resolve();

/**
 * Calls `start` with what `ready` resolves to, once that is there and the page's first contentful
 * paint is on the screen; nothing when `ready` fails. For the requests of a page load whose
 * answers the first paint does not need: arrived before it, they counted into Lighthouse's LCP
 * (issue 20, B10: the ticket list's first query, sdui/screen-loader.tsx).
 */
export function startAfterFirstPaint<T>(ready: Promise<T>, start: (value: T) => void): void {
  const started = Promise.all([ready, firstContentfulPaint()]).then(([value]) => start(value));
  startedAfterPaint = Promise.all([startedAfterPaint, started.catch(() => undefined)]).then(() => undefined);
}

/**
 * Resolves once the page's first contentful paint is on the screen (`firstContentfulPaint`) and
 * what was started after it so far has started (`startAfterFirstPaint`). A render that waits for
 * the paint waits here: the paint resolves both, and without this order the list could render
 * before its query had started, find nothing started and ask on its own (the same query twice).
 */
export function firstPaintAndItsStarts(): Promise<void> {
  return Promise.all([firstContentfulPaint(), startedAfterPaint]).then(() => undefined);
}
