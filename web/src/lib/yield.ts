/**
 * Resolves in a task of its own: what follows runs after the browser could handle input and
 * paint, and does not lengthen the task before it. A long task is what the page's
 * responsiveness and Lighthouse's Total Blocking Time count (issue 20, B10: the handover to
 * Apollo Client ran as one task of 70–150 ms on a busy machine). `scheduler.yield()` where the
 * browser has it (the continuation goes before other queued tasks), else a message on a
 * channel of its own: unlike `setTimeout`, not held back in a tab in the background.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
