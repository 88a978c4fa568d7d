import { createContext, useContext } from 'react';

/**
 * The list a page was opened from (issue 17: orientation): links in a list carry it in the
 * history entry's state, so that the detail's breadcrumb leads back to exactly that list —
 * its filters, search, sort and page (its address) — even after a reload of the detail.
 */
export interface ListOrigin {
  /** The list's address with its query, e.g. '/tickets?status=1&page=2'. */
  to: string;
  /** The list's title as its menu entry and page show it. */
  label: string;
  /** The tab's label, for a list with tabs. */
  tab?: string;
}

const ListOriginContext = createContext<ListOrigin | null>(null);

export const ListOriginProvider = ListOriginContext.Provider;

/** The list the caller is rendered in, or null outside a list. */
export function useListOrigin(): ListOrigin | null {
  return useContext(ListOriginContext);
}

/** The history state a link from a list carries. */
export function originState(origin: ListOrigin | null): { listOrigin: ListOrigin } | undefined {
  return origin === null ? undefined : { listOrigin: origin };
}

/** The origin in a history entry's state, if a list put one there. */
export function originFromState(state: unknown): ListOrigin | null {
  if (state === null || typeof state !== 'object') return null;
  const origin = (state as { listOrigin?: unknown }).listOrigin;
  if (origin === null || typeof origin !== 'object') return null;
  const { to, label, tab } = origin as Record<string, unknown>;
  if (typeof to !== 'string' || !to.startsWith('/') || typeof label !== 'string') return null;
  return typeof tab === 'string' ? { to, label, tab } : { to, label };
}

const STORAGE_KEY = 'portal.listAddresses';

function remembered(): Record<string, string> {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return value !== null && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Keeps a list's query (filters, sort, page, tab) for this browser tab, by its path. */
export function rememberList(path: string, search: string): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...remembered(), [path]: search }));
  } catch {
    // No storage (private mode, quota): the breadcrumb then leads to the bare list.
  }
}

const tabOf = (search: string) => new URLSearchParams(search).get('tab');

/** Whether `address` is the list `target` points to: the same path and the same tab. */
export function sameList(address: string, target: string): boolean {
  const [path = '', search = ''] = address.split('?');
  const [targetPath = '', targetSearch = ''] = target.split('?');
  return path === targetPath && tabOf(search) === tabOf(targetSearch);
}

/**
 * `target` (a list's path, maybe with `?tab=`) with the query the list last had in this
 * browser tab, when that was the same tab; else `target` as it is.
 */
export function withRememberedQuery(target: string): string {
  const [path = ''] = target.split('?');
  const search = remembered()[path];
  if (search === undefined || search === '' || !sameList(`${path}${search}`, target)) return target;
  return `${path}${search}`;
}
