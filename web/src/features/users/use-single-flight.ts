import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time: a second click (or Enter pressed twice) before React has
 * rendered the disabled, loading button is ignored.
 */
export function useSingleFlight() {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  return { pending, run };
}
