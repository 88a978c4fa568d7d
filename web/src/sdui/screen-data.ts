import { use, useEffect, useMemo } from 'react';
import type { ApolloClient } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { HANDLES_BAD_INPUT } from '../components/portal-error';
import { specOf, type DashboardSpec, type DataBinding, type DetailSpec, type ListSpec } from './definition';
import { activeTab, listVariables, parseListState } from './list-state';
import { periodVariables } from './period';
import { operationNamed, optionSourceNamed } from './operations';
import { bindingVariables } from './use-binding';

/** One query a screen reads when it opens, with the variables its renderer will use. */
export interface ScreenQuery {
  document: DocumentNode;
  variables: Record<string, unknown>;
}

export interface ScreenPlace {
  /** The route's placeholders, e.g. `{ cid: 'CID-000123' }`. */
  params: Readonly<Record<string, string | undefined>>;
  /** The address's query: a list's page, sort, search and filters. */
  search: URLSearchParams;
  canOpen: (target: string) => boolean;
}

function bound(binding: DataBinding | undefined, type: 'item' | 'data', place: ScreenPlace, extra: Record<string, unknown> = {}): ScreenQuery[] {
  const operation = operationNamed(binding?.operation);
  if (operation?.type !== type) return [];
  const { variables, complete } = bindingVariables(binding, place.params, place.canOpen);
  return complete ? [{ document: operation.document, variables: { ...variables, ...extra } }] : [];
}

function listed(spec: Partial<ListSpec> | undefined, place: ScreenPlace): ScreenQuery[] {
  const operation = operationNamed(spec?.data?.operation);
  if (spec === undefined || operation?.type !== 'list') return [];
  const { variables, complete } = bindingVariables(spec.data, place.params, place.canOpen);
  if (!complete) return [];
  return [{ document: operation.document, variables: { ...variables, ...listVariables(parseListState(place.search, spec), spec) } }];
}

/**
 * The queries a screen of this kind and definition starts with, exactly as its renderer
 * asks for them (list-view.tsx, detail-screen.tsx, dashboard-screen.tsx): a list's page
 * from the address, a record from the route's placeholders, a dashboard's figures.
 */
export function screenQueries(kind: string, definition: unknown, place: ScreenPlace): ScreenQuery[] {
  const screen = { definition };
  switch (kind) {
    case 'list': {
      const spec = specOf<ListSpec>(screen);
      // A list with tabs starts with the tab the address names.
      return listed(spec.tabs?.length ? (activeTab(spec, place.search) ?? undefined) : spec, place);
    }
    case 'detail':
      return bound(specOf<DetailSpec>(screen).data, 'item', place);
    case 'dashboard': {
      const spec = specOf<DashboardSpec>(screen);
      return [...bound(spec.data, 'data', place, periodVariables(spec.period, place.search)), ...listed(spec.list, place)];
    }
    default:
      return [];
  }
}

/**
 * The option sources (`optionsFrom`) of the filters a screen of this kind and definition shows
 * first, as `useOptions` asks for them (no variables). For the menu's idle warming only: the first
 * click on a list then draws its filters from the cache instead of sending their query from its
 * render (issue 20, B11: the ticket list's `TicketFormOptions`, sent 107 ms into the first click).
 */
export function screenOptionQueries(kind: string, definition: unknown, search: URLSearchParams): ScreenQuery[] {
  const screen = { definition };
  const list =
    kind === 'list'
      ? (() => {
          const spec = specOf<ListSpec>(screen);
          return spec.tabs?.length ? (activeTab(spec, search) ?? undefined) : spec;
        })()
      : kind === 'dashboard'
        ? specOf<DashboardSpec>(screen).list
        : undefined;
  // Several sources may read one query (a ticket's statuses and types): it is asked for once.
  const documents = new Set((list?.filters ?? []).flatMap((filter) => optionSourceNamed(filter.optionsFrom)?.document ?? []));
  return [...documents].map((document) => ({ document, variables: {} }));
}

/** Stable text of a query with its variables (object keys sorted). */
function keyOf(document: DocumentNode, variables: Record<string, unknown>): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  const name = document.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value ?? '';
  return `${name}:${JSON.stringify(sorted(variables))}`;
}

/**
 * A promise React's `use` reads without suspending once it has settled: React looks at
 * `status` first, and a promise it sees for the first time suspends the render at least once.
 */
type Waitable = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

/** Settles with `promise`, or after `ms` at the latest; never fails. */
function waitable(promise: Promise<unknown>, ms: number): Waitable {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const wait: Waitable = Promise.race([promise, deadline]).then(
    () => {
      clearTimeout(timer);
      wait.status = 'fulfilled';
    },
    () => {
      clearTimeout(timer);
      wait.status = 'fulfilled';
    },
  );
  return wait;
}

/** `waitMs`: a click's deadline for its data; `warm`: the menu's warming, not a step of the user. */
export type PreloadMode = { waitMs?: number; warm?: boolean };

type PreloadEntry = { at: number; settled: Promise<unknown>; wait?: Waitable; refresh?: () => void };

/**
 * Queries a route loader just started: when, their first answer, and what the renderer that
 * shows them waits for (the answer, bounded by the click's deadline). Read once by that renderer.
 */
const preloaded = new Map<string, PreloadEntry>();
const FRESH_MS = 10_000;

/** Runs `task` after the next frame has been painted (its callbacks run before the paint; a task queued from there after it). */
function afterNextPaint(task: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(task, 0);
  else requestAnimationFrame(() => setTimeout(task, 0));
}

/**
 * Starts the screen's queries through Apollo Client's `preloadQuery`, so that they run
 * while the route's chunk loads. The results land in the cache; the renderer's query
 * with the same variables joins the request in flight or reads the cache. Settles when each
 * has its first answer: at once from the cache, a failure counts as an answer.
 *
 * With `waitMs` (a click, not a hover), the renderer that reads a query waits in its render
 * for the answer, `waitMs` at most from now (`useScreenFetchPolicy`).
 *
 * A click to a screen whose data the cache holds complete (a list the menu warmed, a screen seen
 * before) draws it from the cache, and its queries ask the server only once the screen is on the
 * page (`useScreenFetchPolicy`), as `cache-and-network` would have a moment earlier. Sent in the
 * click's task, each request's way through Apollo's links and the session library's fetch came
 * before the render, and its answer arrived while the screen was being drawn (issue 20, B11).
 *
 * With `warm` (the menu's lists, warmed while the browser is idle), a click joins the request
 * while it is on its way; once its answer is in, the click counts as one to data in the cache.
 * A warmed list clicked within `FRESH_MS` therefore still asks the server after its paint: the
 * click gets fresh rows, and the answer names the rules version the menu follows
 * (app/rules-version.ts). Joined as a hover's preload, such a click sent no request at all, and
 * a rule published meanwhile reached the menu one navigation late (workbench.e2e in CI).
 */
export function preloadScreenData(client: ApolloClient, queries: readonly ScreenQuery[], { waitMs, warm = false }: PreloadMode = {}): Promise<unknown> {
  const preloadQuery = createQueryPreloader(client);
  const now = Date.now();
  for (const [key, { at }] of preloaded) if (now - at > FRESH_MS) preloaded.delete(key);
  // Read as the screen's queries read (the optimistic view): the answer Apollo keeps for them, not a second reading of the store.
  const cached =
    waitMs !== undefined &&
    queries.every(
      (query) => isPreloaded(keyOf(query.document, query.variables)) || client.readQuery({ query: query.document, variables: query.variables }, true) !== null,
    );
  const waits: Promise<unknown>[] = [];
  for (const query of queries) {
    const key = keyOf(query.document, query.variables);
    // Started a moment ago (the pointer rested on the link, then clicked it) and not yet read: on its way or in the cache.
    let entry = isPreloaded(key) ? preloaded.get(key)! : undefined;
    if (entry === undefined && cached) {
      const refresh = () =>
        void client
          .query({ query: query.document, variables: query.variables, fetchPolicy: 'network-only', context: { [HANDLES_BAD_INPUT]: true } })
          .catch(() => undefined);
      entry = { at: now, settled: Promise.resolve(), refresh };
      preloaded.set(key, entry);
    }
    if (entry === undefined) {
      // The screens show refused input themselves (a list at its filters, a detail as not found).
      const ref = preloadQuery(query.document, {
        variables: query.variables,
        fetchPolicy: 'cache-and-network',
        context: { [HANDLES_BAD_INPUT]: true },
      });
      const started: PreloadEntry = { at: now, settled: preloadQuery.toPromise(ref).catch(() => undefined) };
      preloaded.set(key, started);
      // Warmed, not clicked: once its answer is in, a click finds it in the cache and asks after the paint.
      if (warm)
        void started.settled.then(() => {
          if (preloaded.get(key) === started && started.wait === undefined) preloaded.delete(key);
        });
      entry = started;
    }
    if (waitMs !== undefined) entry.wait = waitable(entry.settled, waitMs);
    waits.push(entry.settled);
  }
  return Promise.all(waits);
}

function isPreloaded(key: string): boolean {
  const at = preloaded.get(key)?.at;
  return at !== undefined && Date.now() - at <= FRESH_MS;
}

/**
 * The fetch policy of a renderer's query: 'cache-first' when the route loader has just
 * started the same query (asking again would send a second request), otherwise
 * 'cache-and-network' (show what the cache has, refresh it). Each preload counts once.
 */
export function takeFetchPolicy(document: DocumentNode | undefined, variables: Record<string, unknown>): 'cache-first' | 'cache-and-network' {
  if (document === undefined) return 'cache-and-network';
  const key = keyOf(document, variables);
  if (!isPreloaded(key)) return 'cache-and-network';
  take(key);
  return 'cache-first';
}

/** Counts a preload as read; a click's screen drawn from the cache now asks for the fresh answer (`preloadScreenData`). */
function take(key: string): void {
  const refresh = preloaded.get(key)?.refresh;
  preloaded.delete(key);
  if (refresh !== undefined) afterNextPaint(refresh);
}

/**
 * `takeFetchPolicy` once per query and variables of a mounted renderer. The render only
 * looks; the preload counts as taken once the renderer is on the page (an effect). A render
 * React throws away – a navigation renders in a transition, which yields and may start
 * again – took it before, and the render that stayed asked the network a second time
 * (issue 20, B11: `/pans-branch` sent `PanList` twice, the row waited for the second answer).
 *
 * A click's query still on its way suspends the render here (React's `use`), until its answer
 * is in or the click's deadline has passed (`preloadScreenData`'s `waitMs`). The navigation
 * renders in a transition: React keeps the screen being left on the page, renders the new one
 * up to here while the request runs (the frame, the header, the filters), pauses, and goes on
 * from here with the rows when the answer is in. The screen is drawn once, with its data, and
 * the work before the data no longer adds to the wait (issue 20, B11).
 */
export function useScreenFetchPolicy(document: DocumentNode | undefined, variables: Record<string, unknown>): 'cache-first' | 'cache-and-network' {
  const key = document === undefined ? '' : keyOf(document, variables);
  // The key stands for document and variables: a new object with the same content looks up nothing again.
  // The wait with it: a replay of this render reuses both, even if the preload was taken meanwhile.
  const { policy, wait } = useMemo(() => {
    const joined = key !== '' && isPreloaded(key);
    return { policy: joined ? ('cache-first' as const) : ('cache-and-network' as const), wait: joined ? preloaded.get(key)?.wait : undefined };
  }, [key]);
  // `use` on every render that has a wait, settled or not: React reads a settled one without
  // suspending (`status`). Skipped once it had settled, the replay of a render that suspended
  // here ran the hooks after it against an empty list: "Update hook called on initial render"
  // (React #467, recovered as #520 by rendering the whole root again; screens.e2e under load).
  if (wait !== undefined) use(wait);
  useEffect(() => {
    if (policy === 'cache-first') take(key);
  }, [key, policy]);
  return policy;
}
