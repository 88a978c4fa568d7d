import { use } from 'react';

/**
 * A module a component loads on demand and reads in its render: the render suspends until the
 * module has loaded the first time, and reads it at once after that. Unlike `React.lazy`, a
 * part already loaded never suspends: its promise carries its value the way React's `use`
 * looks for it (`status`, `value`), so a screen whose parts came with its route draws whole.
 */
export interface LazyPart<T> {
  /** Starts loading, once; settles when loaded. A failed load is tried again on the next call. */
  load(): Promise<T>;
  /** Whether it has loaded: a render reads it without suspending. */
  loaded(): boolean;
}

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function lazyPart<T>(importer: () => Promise<T>): LazyPart<T> {
  let current: Tracked<T> | null = null;
  return {
    load() {
      if (current !== null) return current;
      const started: Tracked<T> = importer();
      started.then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
        },
        (reason: unknown) => {
          started.status = 'rejected';
          started.reason = reason;
          if (current === started) current = null;
        },
      );
      current = started;
      return started;
    },
    loaded: () => current?.status === 'fulfilled',
  };
}

/** In a render: the part's module, suspending until it has loaded (the nearest `Suspense` shows its fallback meanwhile). */
export function useLazyPart<T>(part: LazyPart<T>): T {
  return use(part.load());
}
