/**
 * Work that follows an answer instead of delaying it:
 *
 * - a password reset's token and mail: their time would tell an anonymous caller which
 *   addresses have an account (auth/supertokens.ts);
 * - the confirmation mail after a signature: the customer's answer does not wait for the PDF
 *   and an SMTP round trip (modules/orders/orders.signing.ts).
 *
 * A failure goes to `onError` (the caller logs it), never to the answer. Shutdown waits for the
 * work still running (`drainBackground`, called by `services.close` before the mailer, the
 * database and the upstream clients close), so SIGTERM does not drop a mail half-way.
 */

const running = new Set<Promise<void>>();

export function inBackground(work: () => Promise<void>, onError: (error: unknown) => void): void {
  const task: Promise<void> = (async () => {
    try {
      await work();
    } catch (error) {
      try {
        onError(error);
      } catch {
        // A logger that throws must not turn into an unhandled rejection.
      }
    }
  })().finally(() => running.delete(task));
  running.add(task);
}

/** Resolves once all work started before, and what that work started in turn, has ended (tests read the outbox after it). */
export async function backgroundSettled(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}

/** Shutdown: waits for the running work, at most `timeoutMs`; resolves with how much was still running then. */
export async function drainBackground(timeoutMs: number): Promise<number> {
  if (running.size === 0) return 0;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const outcome = await Promise.race([backgroundSettled().then(() => 'settled' as const), timedOut]);
  clearTimeout(timer);
  return outcome === 'settled' ? 0 : running.size;
}
