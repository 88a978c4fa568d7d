/**
 * The browser's history for the router, with the address of a navigation written after the new
 * page is drawn rather than before.
 *
 * React Router's data router writes the address (`history.pushState`) first and renders the new
 * page after. In Chromium, the first `pushState` after a pause waits for the browser process:
 * 4-37 ms per click in B11's profiles (issue 20), on a machine whose cores the browser shares,
 * while the same call right after took 0.2-0.8 ms. That wait sat between the click and the
 * render of the new screen. Here the router's `pushState` is held until the page of the
 * navigation has been committed and painted (`flushAfterPaint`, called by the signed-in layout
 * after each change of the location), or `FLUSH_LATEST_MS` at the latest; Next.js's App Router
 * writes its history entry after the commit, too. Every other use of the history (replace, go,
 * a second push) writes a held entry first, so the order of entries is the router's, and what
 * the router reads back (`state`, its entry index) is the held entry. A move through the
 * browser's history (`popstate`) drops a held entry: it belonged to the page being left.
 */

/** At the latest, a held address is written after this long (a page that never commits, a hidden tab without frames). */
export const FLUSH_LATEST_MS = 300;

interface Held {
  state: unknown;
  url: string | URL | null | undefined;
}

export interface DeferredHistoryWindow {
  /** The window to hand to `createBrowserRouter({ window })`: the real one, but with the holding history. */
  window: Window;
  /** Writes the held address after the next frame has been painted. */
  flushAfterPaint(): void;
  /** Writes the held address now. */
  flush(): void;
}

export function deferredHistoryWindow(target: Window = window): DeferredHistoryWindow {
  const real = target.history;
  let held: Held | null = null;
  let latest: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(latest);
    if (held === null) return;
    const { state, url } = held;
    held = null;
    try {
      real.pushState(state, '', url);
    } catch {
      // As React Router does when the browser refuses an entry (too large, too many): a full load of the address.
      if (url !== null && url !== undefined) target.location.assign(url);
    }
  };
  // A move through the history: the held entry belonged to the page being left.
  target.addEventListener('popstate', () => {
    clearTimeout(latest);
    held = null;
  });

  const history: History = {
    get length() {
      return real.length + (held === null ? 0 : 1);
    },
    get scrollRestoration() {
      return real.scrollRestoration;
    },
    set scrollRestoration(value) {
      real.scrollRestoration = value;
    },
    get state(): unknown {
      return held === null ? real.state : held.state;
    },
    pushState(state, _unused, url) {
      flush();
      held = { state, url };
      latest = setTimeout(flush, FLUSH_LATEST_MS);
    },
    replaceState(state, unused, url) {
      flush();
      real.replaceState(state, unused, url);
    },
    go(delta) {
      flush();
      real.go(delta);
    },
    back() {
      flush();
      real.back();
    },
    forward() {
      flush();
      real.forward();
    },
  };

  const proxy = new Proxy(target, {
    get(object, property) {
      if (property === 'history') return history;
      const value: unknown = Reflect.get(object, property, object);
      // The window's own methods (addEventListener, requestAnimationFrame …) need it as `this`.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });

  return {
    window: proxy,
    flush,
    flushAfterPaint() {
      if (held === null) return;
      // The frame's callbacks run before it is painted; a task queued from there runs after.
      target.requestAnimationFrame(() => setTimeout(flush, 0));
    },
  };
}
