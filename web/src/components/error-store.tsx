import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { PortalError } from './portal-error';

/**
 * The errors waiting for the modal, oldest first. Anything may report (the Apollo
 * error link, a form, a hook); the modal shows the first and closing it clears it.
 */
export interface ErrorStore {
  current(): PortalError | null;
  report(...errors: PortalError[]): void;
  /** Clears the shown error; the next one, if any, is shown. */
  dismiss(): void;
  subscribe(listener: () => void): () => void;
}

/** Identical errors that arrive while one is shown (e.g. several fields failing alike) are shown once. */
const same = (a: PortalError, b: PortalError) => a.code === b.code && a.message === b.message && a.details === b.details;

export function createErrorStore(): ErrorStore {
  let queue: PortalError[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    current: () => queue[0] ?? null,
    report(...errors) {
      const fresh = errors.filter((error) => !queue.some((queued) => same(queued, error)));
      if (fresh.length === 0) return;
      queue = [...queue, ...fresh];
      emit();
    },
    dismiss() {
      if (queue.length === 0) return;
      queue = queue.slice(1);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ErrorStoreContext = createContext<ErrorStore | null>(null);

export function ErrorStoreProvider({ store, children }: { store: ErrorStore; children: ReactNode }) {
  return <ErrorStoreContext.Provider value={store}>{children}</ErrorStoreContext.Provider>;
}

export function useErrorStore(): ErrorStore {
  const store = useContext(ErrorStoreContext);
  if (store === null) throw new Error('useErrorStore needs an ErrorStoreProvider');
  return store;
}

/** The error the modal shows now, or null. */
export function useCurrentError(): PortalError | null {
  const store = useErrorStore();
  return useSyncExternalStore(store.subscribe, store.current, store.current);
}
