import { useEffect } from 'react';
import { whenIdle } from './idle';

/**
 * Fetches a lazily loaded module once the page is idle (at the latest after 3 s), so that it
 * is there when it is first needed, even if the network is gone by then. `load` should be a
 * module-level function.
 */
export function usePrefetchWhenIdle(load: () => Promise<unknown>): void {
  useEffect(() => whenIdle(() => void load().catch(() => undefined), 3000), [load]);
}
