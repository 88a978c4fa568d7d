// When a page in Chromium is at rest: its first contentful paint is on the screen, and none of its
// requests has been open for a while. Playwright's `networkidle` is not that:
// - it fires once per document, so a wait for it after a click inside the single-page app returns
//   at once (the click's own requests may still be open);
// - it counts from the page's last request, and the portal's dashboard sends its own after its
//   first paint (the definitions batch, the tile counts, then the menu's lists while idle). On a
//   loaded machine the dashboard drew for more than 500 ms without a request, so `networkidle`
//   fired before the paint and the first "settled" click met a page still starting up
//   (issue 20, B11; docs/benchmarks.md).

/**
 * Follows the page's requests from now on (until it closes); `rest()` resolves once the page has
 * painted and no request has been open for `quietMs`. Rejects after `timeoutMs` with the requests
 * still open.
 */
export function watchRequests(page) {
  const open = new Set();
  let lastChange = Date.now();
  const started = (request) => {
    open.add(request);
    lastChange = Date.now();
  };
  const ended = (request) => {
    open.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async rest({ quietMs = 500, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      await page.waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'), null, {
        timeout: timeoutMs,
      });
      // The quiet counts from the paint at the earliest: the requests the page sends after it come first.
      lastChange = Math.max(lastChange, Date.now());
      while (open.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`Seite nicht zur Ruhe gekommen (${timeoutMs} ms): offen ${[...open].map((r) => r.url()).join(', ') || '–'}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
  };
}
