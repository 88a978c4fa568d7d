import { useEffect } from 'react';

/**
 * Fetches a lazily loaded module once the page is idle (at the latest after 3 s; after 1 s
 * where the browser has no idle callback), so that it is there when it is first needed,
 * even if the network is gone by then. `load` should be a module-level function.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => {
    const prefetch = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prefetch, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(prefetch, 1000);
    return () => clearTimeout(timer);
  }, [load]);
}
