import { afterEach, describe, expect, it } from 'vitest';
import { backgroundSettled, drainBackground, inBackground } from './background';

/** A promise and its resolve, to hold work open until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** Failures of work that should not fail; each test expects none at its end. */
const unexpected: unknown[] = [];
const assertNoError = (error: unknown) => void unexpected.push(error);
afterEach(() => {
  expect(unexpected.splice(0)).toEqual([]);
});

describe('work after the answer', () => {
  it('runs at once, and settles only when the work it started has ended too', async () => {
    const done: string[] = [];
    const first = gate();
    inBackground(async () => {
      await first.opened;
      done.push('first');
      inBackground(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push('started by the first');
      }, assertNoError);
    }, assertNoError);
    let settled = false;
    const waiting = backgroundSettled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    first.open();
    await waiting;
    expect(done).toEqual(['first', 'started by the first']);
  });

  it('hands a failure to onError and never rejects, even when onError throws', async () => {
    const errors: unknown[] = [];
    inBackground(
      async () => {
        throw new Error('smtp refused');
      },
      (error) => errors.push(error),
    );
    inBackground(
      async () => {
        throw new Error('second');
      },
      () => {
        throw new Error('the logger broke');
      },
    );
    await expect(backgroundSettled()).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('smtp refused');
  });

  it('lets shutdown wait for running work, but not longer than it was told', async () => {
    expect(await drainBackground(1_000)).toBe(0);

    const quick = gate();
    let mailed = false;
    inBackground(async () => {
      await quick.opened;
      mailed = true;
    }, assertNoError);
    setTimeout(quick.open, 50);
    expect(await drainBackground(5_000)).toBe(0);
    expect(mailed).toBe(true);

    const hanging = gate();
    inBackground(() => hanging.opened, assertNoError);
    const started = performance.now();
    expect(await drainBackground(100)).toBe(1);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(95);
    expect(waited).toBeLessThan(2_000);
    hanging.open();
    await backgroundSettled();
  });
});
