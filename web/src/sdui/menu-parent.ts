import { useEffect, useSyncExternalStore } from 'react';

/**
 * The list a detail page belongs to (its `backLink`), so that the main menu keeps that
 * list's entry marked while a record of it is open (issue 17: orientation).
 */
let parent: string | null = null;
const listeners = new Set<() => void>();

function set(value: string | null): void {
  if (value === parent) return;
  parent = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The route of the list the open page belongs to, e.g. '/locations'; null on a list itself. */
export function useMenuParent(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => parent,
    () => null,
  );
}

/** Marks `route` (a path, its query ignored) as the open page's list while the caller is shown. */
export function useDeclareMenuParent(route: string | null): void {
  const path = route === null ? null : (route.split('?')[0] ?? null);
  useEffect(() => {
    set(path);
    return () => set(null);
  }, [path]);
}
