import * as React from 'react';
import { useContext, type Context, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';

/**
 * Apollo Client's React context, without Apollo Client in the first load (issue 20, B8).
 * Apollo keeps one context for the whole page under a global symbol on `React.createContext`
 * (`getApolloContext` in @apollo/client/react/context/ApolloContext.js): the same lookup
 * here yields the very context `useQuery` and `useMutation` read, whoever asks first
 * (app/apollo-client.spec.ts checks it). The portal provides it itself (app/providers.tsx),
 * first without a client (login and home paint without Apollo), then with the client once
 * its chunk has loaded, so nothing below is mounted again.
 */
export interface ApolloContextValue {
  client?: ApolloClient;
  /** The portal's own: Apollo Client's chunk could not be loaded (the page waits for it in vain). */
  failed?: boolean;
}

const contextKey = Symbol.for('__APOLLO_CONTEXT__');

export function apolloContext(): Context<ApolloContextValue> {
  const holder = React.createContext as unknown as Record<symbol, Context<ApolloContextValue> | undefined>;
  let context = holder[contextKey];
  if (!context) {
    context = React.createContext<ApolloContextValue>({});
    Object.defineProperty(React.createContext, contextKey, { value: context, enumerable: false, writable: false, configurable: true });
    context.displayName = 'ApolloContext';
  }
  return context;
}

/** The portal's Apollo Client once it has loaded; null before (the first paint of login and home). */
export function usePortalClient(): ApolloClient | null {
  return useContext(apolloContext()).client ?? null;
}

/**
 * Its children once the portal's Apollo Client has loaded (they ask it for data), nothing
 * before, and `failed` when its chunk could not be loaded.
 */
export function WithPortalClient({ children, failed }: { children: ReactNode; failed: ReactNode }): ReactNode {
  const value = useContext(apolloContext());
  if (value.client !== undefined) return children;
  return value.failed === true ? failed : null;
}

let announce: ((client: ApolloClient) => void) | null = null;
let announcedYet = false;
const announced = new Promise<ApolloClient>((resolve) => {
  announce = resolve;
});

/** Called by the app once its client exists: what `portalClient()` waits for. */
export function announcePortalClient(client: ApolloClient): void {
  announcedYet = true;
  announce?.(client);
}

/** Whether the portal's client has been announced: the page's first load is over. */
export function portalClientAnnounced(): boolean {
  return announcedYet;
}

/** The portal's client: a mutation asked for before it has loaded waits for it. */
export function portalClient(): Promise<ApolloClient> {
  return announced;
}
