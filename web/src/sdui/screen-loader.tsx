import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { matchPath } from 'react-router-dom';
import { graphql } from '../gql';
import { drawsBeforeClient, preloadRenderer } from './registry';
import { canOpenTarget } from './screen-context';
import type { ScreenDescriptor } from './screen-renderer';
import type * as ScreenData from './screen-data';
import type { ScreenDefinitionQuery as ScreenDefinitionData } from '../gql/graphql';
import { startAfterFirstPaint } from '../lib/first-paint';
import { takeInitialScreens } from '../lib/initial-state';
import { yieldToMain } from '../lib/yield';

/**
 * A screen's definition, asked for when the screen is first opened (the boot carries
 * only the route table). The rules version is a variable so that Apollo's cache holds
 * one answer per version: a published change is a cache miss, everything else a hit.
 */
export const ScreenDefinitionQuery = graphql(`
  query ScreenDefinition($id: ID!, $rulesVersion: String) {
    screen(id: $id, rulesVersion: $rulesVersion) {
      id
      kind
      definition
    }
  }
`);

/** The definitions of several screens in one request (the user's screens, while idle after the first render). */
export const ScreenDefinitionsQuery = graphql(`
  query ScreenDefinitions($ids: [ID!]!, $rulesVersion: String) {
    screens(ids: $ids, rulesVersion: $rulesVersion) {
      id
      kind
      definition
    }
  }
`);

/** What a screen route's loader hands its component. */
export interface ScreenLoad {
  definition: unknown;
}

export interface ScreenLoader {
  /** The definition of a screen (null when the server has none for this user), cached by rules version. */
  definition(id: string): Promise<unknown>;
  /**
   * A route loader's work: the definition and, as soon as it is known, the screen's
   * queries (preloaded), while the router loads the renderer's chunk in parallel.
   */
  load(
    screen: ScreenDescriptor,
    params: Readonly<Record<string, string | undefined>>,
    search: URLSearchParams,
    routes: readonly ScreenDescriptor[],
  ): Promise<ScreenLoad>;
  /** Warms the chunks (renderer, data module) and the definition of the screen behind a link (hover or focus of a menu entry). */
  prefetch(path: string): void;
  /**
   * Also starts the queries the screen behind a link opens with, as its loader would, on a
   * clear intent to open it (the pointer rests on the link or presses it): the click then
   * finds its data in the cache or on its way and draws the screen once, with rows.
   */
  prefetchData(path: string): void;
  /**
   * The first page of each list behind these links (the entries of the menu the user sees),
   * one after the other and once per page load each, while the browser is idle: the first
   * click on such an entry shows its rows from the cache at once, as a second visit does,
   * and refreshes them when they are older than a click's preload stays fresh (screen-data.ts).
   * Settles when the last answer is in.
   */
  warmLists(paths: readonly string[]): Promise<void>;
  /**
   * Loads the definitions of these screens (those not in the cache) in one request and
   * puts each where `definition` reads it: a click in the menu then asks only for data.
   */
  prefetchDefinitions(ids: readonly string[]): Promise<void>;
  /**
   * Loads the renderers of these kinds and the data module (chunks only, no request to the BFF):
   * a click's request waits for the data module (the first click after a page load waited ~130 ms
   * for it, issue 20, B11), its render for the renderer.
   */
  prefetchRenderers(kinds: readonly string[]): void;
}

export interface ScreenLoaderOptions {
  /** The client, or the promise of it while it loads (issue 20, B8: home paints without it). */
  client: ApolloClient | Promise<ApolloClient>;
  /** The rules version of the route table in use (`Viewer.rulesVersion`); read at each load. */
  rulesVersion: () => string | undefined;
  /** The screens the router knows (the user's and the public ones); read at each prefetch. */
  screens: () => readonly ScreenDescriptor[];
}

type ScreenDataModule = typeof ScreenData;
/** The data module once loaded: a loader then reaches it without waiting for `import()` (a task in Chromium). */
let screenData: ScreenDataModule | null = null;
/** How long a click waits for its screen's data before it shows the screen with placeholders. */
export const DATA_WAIT_MS = 150;
/**
 * How long the list of a page load waits for its first answer before it draws with placeholders:
 * its header is on the screen already. Drawn with its rows from the start, the list renders in
 * React's slices; drawn empty, the answer's rows came in one long task (issue 20, B10: TBT).
 */
const PAGE_LOAD_DATA_WAIT_MS = 1500;
const loadScreenData = async () => (screenData ??= await import('./screen-data'));

export function createScreenLoader({ client: clientOrPromise, rulesVersion, screens }: ScreenLoaderOptions): ScreenLoader {
  // The client as soon as it is there, without a turn of the event loop when it was given as is.
  // The definitions the page's HTML carries (lib/initial-state.ts) go into the cache first, as if asked for.
  const initialScreens = takeInitialScreens();
  const seed = (client: ApolloClient) => {
    for (const { variables, data } of initialScreens) client.writeQuery({ query: ScreenDefinitionQuery, variables, data: data as ScreenDefinitionData });
    return client;
  };
  /** The definition the page's HTML carries for this screen and the rules in use, undefined when none. */
  const initialDefinition = (id: string): unknown => {
    const version = rulesVersion() ?? null;
    const found = initialScreens.find(({ variables }) => variables.id === id && (variables.rulesVersion ?? null) === version);
    return found === undefined ? undefined : ((found.data as ScreenDefinitionData).screen?.definition ?? null);
  };
  let known = clientOrPromise instanceof Promise ? null : seed(clientOrPromise);
  const ready = Promise.resolve(clientOrPromise).then((client) => (known = seed(client)));
  // Definitions on their way in a `screens` request, by rules version and id: a click while it
  // runs waits for it rather than asking for the same definition a second time.
  const inFlight = new Map<string, Promise<void>>();
  /**
   * The lists `warmLists` has asked for on this page, by the screen's descriptor and path: a
   * sign-in as someone else on the same page brings new descriptors, and their lists warm again.
   */
  const warmed = new WeakMap<ScreenDescriptor, Set<string>>();
  const flightKey = (id: string, version: string | null) => `${version ?? ''}\n${id}`;
  const definition = async (id: string) => {
    const client = known ?? (await ready);
    const pending = inFlight.get(flightKey(id, rulesVersion() ?? null));
    if (pending !== undefined) await pending.catch(() => undefined);
    const result = await client.query({ query: ScreenDefinitionQuery, variables: { id, rulesVersion: rulesVersion() ?? null }, fetchPolicy: 'cache-first' });
    return result.data?.screen?.definition ?? null;
  };
  /** The definition in the cache (null: the server has none for this user), undefined when not there. */
  const cachedDefinition = (client: ApolloClient, id: string): unknown => {
    const hit = client.readQuery({ query: ScreenDefinitionQuery, variables: { id, rulesVersion: rulesVersion() ?? null } });
    return hit === null ? undefined : (hit.screen?.definition ?? null);
  };
  const startQueries = (
    client: ApolloClient,
    data: ScreenDataModule,
    screen: ScreenDescriptor,
    loaded: unknown,
    [params, search, routes]: readonly [Readonly<Record<string, string | undefined>>, URLSearchParams, readonly ScreenDescriptor[]],
    mode?: ScreenData.PreloadMode,
  ) => data.preloadScreenData(client, data.screenQueries(screen.kind, loaded, { params, search, canOpen: (target) => canOpenTarget(routes, target) }), mode);
  return {
    definition,
    load(screen, ...place) {
      // A click to a screen seen before (definition cached, data module loaded): the screen's
      // queries start in the click's own task, and the route resolves only in the next one,
      // when the session library has handed the request to the browser. Resolved at once, the
      // navigation's commit (`history.pushState`, the browser process's answer to it on the same
      // core) came first and the request left 13-20 ms after the click (issue 20, B11).
      // The renderer then renders while the data comes, and waits for it (at most `DATA_WAIT_MS`
      // after the click) where it reads it (screen-data.ts, `useScreenFetchPolicy`): the screen is
      // drawn once, with its rows. Drawn at once, it drew placeholders while the data came,
      // painted them, and drew again with the rows: first visits 16-22 % slower (B11's A/B in
      // docs/benchmarks.md). Waiting here, in the loader, the whole render came after the answer.
      // Data in the cache settles at once; a slow answer gets the placeholders.
      const client = known;
      const cached = client === null || screenData === null ? undefined : cachedDefinition(client, screen.id);
      if (client !== null && screenData !== null && cached !== undefined) {
        startQueries(client, screenData, screen, cached, place, { waitMs: DATA_WAIT_MS });
        return new Promise((resolve) => setTimeout(() => resolve({ definition: cached }), 0));
      }
      // The page's first screen, its definition in the HTML, of a kind that draws before Apollo
      // Client has loaded (registry.ts): the route resolves without waiting for the client, the
      // screen draws its header (the page's largest text, issue 20, B10) and its queries start
      // as soon as the client is there, before the screen renders with it.
      const early = client === null && drawsBeforeClient(screen.kind) ? initialDefinition(screen.id) : undefined;
      if (early !== undefined && early !== null) {
        // The data module needs Apollo Client's modules: it loads beside the client, not before
        // the header. The queries leave once both are there and the page's first contentful paint
        // is on the screen (at most 1 s): an answer before it counted, with its whole chain, into
        // Lighthouse's LCP (issue 20, B10: the list 511 ms against the dashboard's 330 when they
        // left at once, full run on 2c1be98). The list renders after the paint *and* after they
        // have started (list-screen.tsx, `AfterFirstPaint`), so it joins them rather than asking on
        // its own. (TicketList twice in CI on 2089ffd was the test's: it counted the request of the
        // page before its reload, navigation.e2e.)
        startAfterFirstPaint(Promise.all([ready, loadScreenData()]), ([apollo, data]) => {
          void startQueries(apollo, data, screen, early, place, { waitMs: PAGE_LOAD_DATA_WAIT_MS });
        });
        return Promise.resolve({ definition: early });
      }
      return (async () => {
        // The data module is a chunk of its own (it holds the operations); it loads alongside.
        const [loaded, data] = await Promise.all([definition(screen.id), loadScreenData()]);
        startQueries(known ?? (await ready), data, screen, loaded, place);
        return { definition: loaded };
      })();
    },
    async prefetchDefinitions(ids) {
      const version = rulesVersion() ?? null;
      // The ids a click waits for: all of them while the client loads, then those not in its cache.
      let asked: readonly string[] = ids;
      const loading = (async () => {
        let client = known;
        if (client === null) {
          // The batch goes in a task of its own after the client's handover (issue 20, B10).
          client = await ready;
          await yieldToMain();
        }
        const cache = client;
        const missing = ids.filter((id) => cache.readQuery({ query: ScreenDefinitionQuery, variables: { id, rulesVersion: version } }) === null);
        asked = missing;
        if (missing.length === 0) return;
        const result = await client.query({ query: ScreenDefinitionsQuery, variables: { ids: missing, rulesVersion: version }, fetchPolicy: 'no-cache' });
        const found = new Map((result.data?.screens ?? []).map((screen) => [screen.id, screen]));
        for (const id of missing) {
          const screen = found.get(id);
          // A screen left out is one this user may not open: `screen(id)` answers it with null.
          client.writeQuery({ query: ScreenDefinitionQuery, variables: { id, rulesVersion: version }, data: { screen: screen ?? null } });
        }
      })();
      const keys = asked.map((id) => flightKey(id, version));
      for (const key of keys) inFlight.set(key, loading);
      try {
        await loading;
      } finally {
        for (const key of keys) if (inFlight.get(key) === loading) inFlight.delete(key);
      }
    },
    prefetchRenderers(kinds) {
      for (const kind of new Set(kinds)) void preloadRenderer(kind).catch(() => undefined);
      void loadScreenData().catch(() => undefined);
    },
    prefetch(path) {
      const screen = screenAt(path);
      if (screen === undefined) return;
      void preloadRenderer(screen.kind).catch(() => undefined);
      void loadScreenData().catch(() => undefined);
      void definition(screen.id).catch(() => undefined);
    },
    prefetchData(path) {
      const screen = screenAt(path);
      if (screen !== undefined) void startDataAt(screen, path).catch(() => undefined);
    },
    async warmLists(paths) {
      for (const path of paths) {
        const screen = screenAt(path);
        if (screen === undefined || screen.kind !== 'list' || warmed.get(screen)?.has(path) === true) continue;
        warmed.set(screen, (warmed.get(screen) ?? new Set()).add(path));
        // One list at a time: one answer at a time for the BFF and for this page's main thread.
        await startDataAt(screen, path, { options: true }).catch(() => undefined);
      }
    },
  };
  /**
   * Starts the queries of the screen at `path` as its loader would; settles with their first
   * answers. With `options`, then also the option sources of its filters, from the cache when there.
   */
  async function startDataAt(screen: ScreenDescriptor, path: string, { options = false } = {}): Promise<unknown> {
    const [pathname = '', query = ''] = path.split('#')[0]!.split('?');
    const params = matchPath({ path: screen.route, end: true }, pathname)?.params ?? {};
    void preloadRenderer(screen.kind).catch(() => undefined);
    const [loaded, data] = await Promise.all([definition(screen.id), loadScreenData()]);
    // The same queries the loader starts; those already on their way are not asked for twice (screen-data.ts).
    if (loaded === null) return undefined;
    const client = known ?? (await ready);
    const search = new URLSearchParams(query);
    const answers = await startQueries(client, data, screen, loaded, [params, search, screens()], { warm: options });
    if (options)
      await Promise.all(
        data
          .screenOptionQueries(screen.kind, loaded, search)
          .map(({ document, variables }) => client.query({ query: document, variables, fetchPolicy: 'cache-first' }).catch(() => undefined)),
      );
    return answers;
  }
  function screenAt(path: string): ScreenDescriptor | undefined {
    const pathname = path.split(/[?#]/)[0] ?? '';
    return screens().find((candidate) => matchPath({ path: candidate.route, end: true }, pathname) !== null);
  }
}

type Prefetcher = Pick<ScreenLoader, 'prefetch' | 'prefetchData' | 'warmLists'>;
const NO_PREFETCH: Prefetcher = { prefetch: () => undefined, prefetchData: () => undefined, warmLists: async () => undefined };
const PrefetchContext = createContext<Prefetcher>(NO_PREFETCH);

export function ScreenPrefetchProvider({ loader, children }: { loader: ScreenLoader | null; children: ReactNode }) {
  return <PrefetchContext.Provider value={loader ?? NO_PREFETCH}>{children}</PrefetchContext.Provider>;
}

/** How long the pointer rests on a link before its screen's data is asked for (passing over a menu asks nothing). */
export const INTENT_DWELL_MS = 100;

export interface LinkPrefetchHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
}

/**
 * Handlers for a link to a screen (menu entries, home tiles): hovering or focusing it loads
 * the screen's chunks and definition; resting on it for `INTENT_DWELL_MS`, or pressing it
 * (mouse button or finger, some 100 ms before the click), also starts its data. No-ops
 * outside the portal's router (tests of one component).
 */
export function useLinkPrefetch(): (path: string) => LinkPrefetchHandlers {
  const { prefetch, prefetchData } = useContext(PrefetchContext);
  const dwell = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(dwell.current), []);
  return useMemo(() => {
    const stop = () => {
      clearTimeout(dwell.current);
      dwell.current = undefined;
    };
    return (path: string) => ({
      onMouseEnter: () => {
        prefetch(path);
        stop();
        dwell.current = setTimeout(() => prefetchData(path), INTENT_DWELL_MS);
      },
      onMouseLeave: stop,
      onFocus: () => prefetch(path),
      onPointerDown: () => {
        stop();
        prefetchData(path);
      },
    });
  }, [prefetch, prefetchData]);
}

/** `warmLists` of the portal's loader; a no-op outside its router (tests of one component). */
export function useListWarmer(): ScreenLoader['warmLists'] {
  return useContext(PrefetchContext).warmLists;
}
