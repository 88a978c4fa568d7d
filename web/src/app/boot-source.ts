import { createContext, useContext, useState } from 'react';
import type { ApolloClient, ObservableQuery } from '@apollo/client';
import { portalClient, usePortalClient } from '../lib/apollo-context';
import type { PortalBootQuery as PortalBootData, PortalBootQueryVariables } from '../gql/graphql';
import { portalFetch } from '../lib/http';
import { PortalBootQuery } from './boot';
import { takeInitialBoot } from '../lib/initial-state';
import { yieldToMain } from '../lib/yield';

/** The trusted-document id of `PortalBoot` (web/src/gql/persisted-documents.json), set by web/vite.config.ts. */
declare const __PORTAL_BOOT_ID__: string;

export interface BootState {
  /** The last answer (kept while the boot is asked again); undefined before the first. */
  data: PortalBootData | undefined;
  /** Why the boot failed, when it has no answer. */
  error: unknown;
}

/**
 * The boot query for the shell (`PortalRouter`), with or without Apollo Client (issue 20,
 * B8): login and home paint from the boot before Apollo Client has loaded. With `prefetch`,
 * the boot is sent at once by a small `fetch` of the same trusted document, through the
 * same endpoint and headers as the Apollo link (one request, as before); when the client
 * has loaded, the answer is written into its cache with the same document, and from then on
 * the source follows the client's watch of it: a language switch (`resetStore`), a
 * `refresh` after a sign-in and the counts home merges into the tiles reach the shell as
 * they did with `useQuery`. A failed small fetch leaves the boot to the client, which asks
 * again and reports the failure (error modal, retry).
 */
export interface BootSource {
  subscribe(listener: () => void): () => void;
  get(): BootState;
  /**
   * Asks the server again (through the client); resolves with the new answer. The first call
   * after `sessionStarted` takes the answer that call asked for instead.
   */
  refetch(): Promise<PortalBootData | undefined>;
  /**
   * A sign-in on this page started a session: the boot of the new user is asked for at once,
   * by the small fetch, while the page moves on to the signed-in frame. The frame's `refetch`
   * (the viewer after a sign-in, app/session-gate.tsx) then takes this answer instead of
   * sending its own request only once the frame has rendered (issue 20, B12).
   */
  sessionStarted(): void;
  /** The portal's Apollo Client, once it has loaded and holds the boot. */
  readonly client: Promise<ApolloClient>;
}

const EMPTY: BootState = { data: undefined, error: undefined };

/** The boot by its trusted-document id, as `createPortalHttpLink` sends it; null when that did not give an answer. */
async function fetchBoot(): Promise<PortalBootData | null> {
  const response = await portalFetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
    body: JSON.stringify({ operationName: 'PortalBoot', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: __PORTAL_BOOT_ID__ } } }),
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: PortalBootData | null; errors?: unknown[] };
  return body.errors === undefined && body.data ? body.data : null;
}

export function createBootSource({ client, prefetch = false }: { client: Promise<ApolloClient>; prefetch?: boolean }): BootSource {
  let state = EMPTY;
  const listeners = new Set<() => void>();
  let observable: ObservableQuery<PortalBootData, PortalBootQueryVariables> | null = null;
  let watching: { unsubscribe(): void } | null = null;
  let stopping: ReturnType<typeof setTimeout> | null = null;
  /** The boot asked for when a session started, until the next `refetch` takes it. */
  let afterSignIn: Promise<PortalBootData | null> | null = null;
  const set = (next: BootState) => {
    state = next;
    for (const listener of [...listeners]) listener();
  };
  /** Follows the client's cache entry of the boot (asks the server when it has none). */
  const watch = (apollo: ApolloClient) => {
    if (watching !== null) return;
    const query = apollo.watchQuery({ query: PortalBootQuery });
    observable = query;
    watching = query.subscribe({
      next: (result) => {
        if (result.data !== undefined) set({ data: result.data as PortalBootData, error: undefined });
        else if (result.error !== undefined) set({ data: state.data, error: result.error });
      },
      error: (error: unknown) => set({ data: state.data, error }),
    });
  };
  /** The client, once it holds the boot (the small fetch's answer written into its cache). */
  let handedOver: Promise<ApolloClient>;
  if (prefetch) {
    // The boot the page's HTML carries (lib/initial-state.ts) is the first answer; without one, the small fetch.
    const carried = takeInitialBoot();
    if (carried !== null) state = { data: carried, error: undefined };
    const early = carried !== null ? Promise.resolve(carried) : fetchBoot().catch(() => null);
    void early.then((data) => {
      if (data !== null && state.data === undefined) set({ data, error: undefined });
    });
    // The client's first own work comes in tasks of their own, after the one that evaluated its
    // chunk: the boot into its cache here, the watch below (issue 20, B10).
    handedOver = Promise.all([client, early]).then(async ([apollo, data]) => {
      await yieldToMain();
      if (data !== null) apollo.writeQuery({ query: PortalBootQuery, data });
      return apollo;
    });
  } else {
    handedOver = client;
  }
  void handedOver.catch((error: unknown) => set({ data: state.data, error }));

  return {
    client: handedOver,
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      if (stopping !== null) clearTimeout(stopping);
      stopping = null;
      // The client watches the boot while someone reads it (the shell).
      if (watching === null)
        void handedOver.then(
          async (apollo) => {
            await yieldToMain();
            if (listeners.size > 0) watch(apollo);
          },
          () => undefined,
        );
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        // No one reads the boot any more (the shell unmounted): stop watching, unless a reader
        // comes back at once (React runs effects twice in development).
        stopping = setTimeout(() => {
          stopping = null;
          if (listeners.size > 0 || watching === null) return;
          watching.unsubscribe();
          watching = null;
        }, 0);
      };
    },
    sessionStarted() {
      afterSignIn = fetchBoot().catch(() => null);
    },
    async refetch() {
      const early = afterSignIn;
      afterSignIn = null;
      const apollo = await handedOver;
      watch(apollo);
      const data = early === null ? null : await early;
      // Only an answer that knows the new user stands in; anything else is asked again as before.
      if (data !== null && data.viewer !== null) {
        // Into the client's cache, whose watch brings it to the shell, as with the first boot.
        apollo.writeQuery({ query: PortalBootQuery, data });
        return data;
      }
      const result = await observable!.refetch();
      return result.data as PortalBootData | undefined;
    },
  };
}

const BootSourceContext = createContext<BootSource | null>(null);

/** The app's boot source (app/app.tsx); without one, the shell asks through the Apollo Client it is given (tests). */
export const BootSourceProvider = BootSourceContext.Provider;

export function useBootSource(): BootSource {
  const given = useContext(BootSourceContext);
  const client = usePortalClient();
  const [own] = useState(() => (given === null ? createBootSource({ client: client === null ? portalClient() : Promise.resolve(client) }) : null));
  return given ?? own!;
}
