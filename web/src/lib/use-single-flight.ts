import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time. The ref closes the gap between two quick submissions
 * (a double click, Enter pressed twice) before React has rendered the disabled, loading
 * button; `pending` is for that button.
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
