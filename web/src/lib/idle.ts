/**
 * Runs `task` when the browser is idle, at the latest after `timeoutMs` (after a fifth of it
 * where the browser has no idle callback); returns the cancel.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, timeoutMs / 5);
  return () => window.clearTimeout(handle);
}
