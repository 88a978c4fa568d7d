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
