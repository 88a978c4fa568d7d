import { useEffect } from 'react';
import { whenIdleAfterFirstPaint } from './first-paint';

/**
 * Fetches a lazily loaded module once the page has been painted and is idle (at the latest 3 s
 * after the paint), so that it is there when it is first needed, even if the network is gone
 * by then. `load` should be a module-level function.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdleAfterFirstPaint(() => void load().catch(() => undefined), 3000), [load]);
}
