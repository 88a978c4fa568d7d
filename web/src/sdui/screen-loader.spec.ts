// @vitest-environment node
/**
 * A screen's first load: the definition comes from `Query.screen` once per rules
 * version, and the route loader starts the screen's query with exactly the variables
 * its renderer will ask for, so that the page reads it from the cache or the request
 * already in flight.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { ListSpec } from './definition';
import { listVariables, parseListState } from './list-state';
import { createScreenLoader } from './screen-loader';
import { screenQueries, takeFetchPolicy } from './screen-data';
import { OPERATIONS, optionSourceNamed } from './operations';

/** What the page's HTML carries (lib/initial-state.ts): set by a test, taken by the next loader created. */
const initial = vi.hoisted(() => ({ screens: [] as Array<{ variables: { id: string; rulesVersion: string | null }; data: unknown }> }));
vi.mock('../lib/initial-state', () => ({
  takeInitialScreens: () => {
    const taken = initial.screens;
    initial.screens = [];
    return taken;
  },
}));

const TICKETS: ListSpec = {
  data: { operation: 'TicketList' },
  pageSize: 20,
  defaultSort: { field: 'created', direction: 'DESC' },
  search: { label: 'Suche' },
  filters: [{ id: 'status', label: 'Status', type: 'multiselect', key: 'statuses', valueType: 'int' }],
  columns: [
    { field: 'ticketNumber', label: 'Ticketnummer', sort: 'ticketNumber' },
    { field: 'title', label: 'Titel', sort: 'title' },
  ],
};

const DETAIL = {
  data: { operation: 'CidDetails', params: { id: 'cid' }, canOpen: { withTickets: '/tickets' } },
  sections: [{ title: 'CID', fields: [{ field: 'id', label: 'CID' }] }],
};

const EMPTY_PAGE = {
  tickets: {
    __typename: 'TicketPage',
    items: [],
    pageInfo: { __typename: 'PageInfo', totalCount: 0, offset: 0, pageSize: 20, hasNextPage: false, hasPreviousPage: false },
  },
};

const TICKET_OPTIONS = {
  ticketFormOptions: {
    __typename: 'TicketFormOptions',
    subjects: [],
    types: [{ __typename: 'TicketTypeOption', value: 'stoerung', title: 'Störung' }],
    statuses: [{ __typename: 'TicketStatusOption', value: 1, title: 'Offen' }],
    defaultStatus: 1,
  },
};

/**
 * A GraphQL server in memory that records what it is asked. With `hops`, a request reaches it
 * only after that many promise turns, as in the browser, where the persisted-query hash, the
 * portal's fetch and the session library's interceptor each await before the request goes out.
 */
function recordingClient({ hops = 0, events = [] as string[], listDelayMs = 5, definition = TICKETS as unknown } = {}) {
  const asked: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    void (async () => {
      for (let hop = 0; hop < hops; hop++) await Promise.resolve();
      events.push(`sent ${operation.operationName ?? ''}`);
    })();
    asked.push({ name: operation.operationName ?? '', variables: operation.variables });
    const descriptor = (id: unknown) => ({ __typename: 'RouteDescriptor', id, kind: 'list', definition });
    const data =
      operation.operationName === 'ScreenDefinition'
        ? { screen: descriptor(operation.variables['id']) }
        : operation.operationName === 'ScreenDefinitions'
          ? { screens: (operation.variables['ids'] as unknown[]).map(descriptor) }
          : operation.operationName === 'TicketFormOptions'
            ? TICKET_OPTIONS
            : EMPTY_PAGE;
    return new Observable((observer) => {
      const timer = setTimeout(
        () => {
          observer.next({ data });
          observer.complete();
        },
        operation.operationName === 'TicketList' ? listDelayMs : 5,
      );
      return () => clearTimeout(timer);
    });
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies: { RouteDescriptor: { keyFields: false } } }) });
  return { client, asked };
}

describe('screenQueries', () => {
  it('gives a list the page, sort, search and filters of the address', () => {
    const search = new URLSearchParams('q=Glasfaser&status=1,2&page=3&sort=title:asc');
    const [query] = screenQueries('list', TICKETS, { params: {}, search, canOpen: () => true });
    expect(query?.document).toBe(OPERATIONS['TicketList']?.document);
    expect(query?.variables).toEqual(listVariables(parseListState(search, TICKETS), TICKETS));
    expect(query?.variables).toEqual({ filter: { statuses: [1, 2], text: 'Glasfaser' }, sort: [{ field: 'title', direction: 'ASC' }], first: 20, offset: 40 });
  });

  it('gives a detail its placeholders and may-open flags, and nothing while a placeholder is missing', () => {
    const [query] = screenQueries('detail', DETAIL, {
      params: { cid: 'CID-000123' },
      search: new URLSearchParams(),
      canOpen: (target) => target !== '/tickets',
    });
    expect(query?.variables).toEqual({ id: 'CID-000123', withTickets: false });
    expect(screenQueries('detail', DETAIL, { params: {}, search: new URLSearchParams(), canOpen: () => true })).toEqual([]);
  });

  it('starts nothing for a custom screen or an operation this client lacks', () => {
    expect(screenQueries('custom', { block: 'workbench' }, { params: {}, search: new URLSearchParams(), canOpen: () => true })).toEqual([]);
    expect(
      screenQueries('list', { ...TICKETS, data: { operation: 'NoSuchList' } }, { params: {}, search: new URLSearchParams(), canOpen: () => true }),
    ).toEqual([]);
  });
});

describe('the screen loader', () => {
  it('asks for a definition once per rules version', async () => {
    const { client, asked } = recordingClient();
    let version = 'v1';
    const loader = createScreenLoader({ client, rulesVersion: () => version, screens: () => [] });
    expect(await loader.definition('tickets')).toEqual(TICKETS);
    expect(await loader.definition('tickets')).toEqual(TICKETS);
    expect(asked.filter((a) => a.name === 'ScreenDefinition')).toEqual([{ name: 'ScreenDefinition', variables: { id: 'tickets', rulesVersion: 'v1' } }]);
    version = 'v2';
    await loader.definition('tickets');
    expect(asked.filter((a) => a.name === 'ScreenDefinition').map((a) => a.variables['rulesVersion'])).toEqual(['v1', 'v2']);
  });

  it('starts the screen query of the address with its definition, and the renderer then reads it without a second request', async () => {
    const { client, asked } = recordingClient();
    const loader = createScreenLoader({ client, rulesVersion: () => 'v1', screens: () => [] });
    const screen = { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets', public: false };
    const search = new URLSearchParams('page=2');
    const loaded = await loader.load(screen, {}, search, [screen]);
    expect(loaded.definition).toEqual(TICKETS);
    const variables = listVariables(parseListState(search, TICKETS), TICKETS);
    expect(asked.map((a) => a.name)).toEqual(['ScreenDefinition', 'TicketList']);
    expect(asked[1]?.variables).toEqual(variables);
    // The renderer's query with the same variables joins the preload instead of asking again…
    expect(takeFetchPolicy(OPERATIONS['TicketList']?.document, variables)).toBe('cache-first');
    // …once; a later visit shows the cache and refreshes it.
    expect(takeFetchPolicy(OPERATIONS['TicketList']?.document, variables)).toBe('cache-and-network');
  });

  it('sends the query of a screen seen before ahead of the navigation it resolves', async () => {
    const events: string[] = [];
    const { client } = recordingClient({ hops: 40, events });
    const loader = createScreenLoader({ client, rulesVersion: () => 'v1', screens: () => [] });
    const tickets = { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets', public: false };
    const locations = { ...tickets, id: 'locations', route: '/locations' };
    await loader.prefetchDefinitions(['tickets', 'locations']);
    await loader.load(locations, {}, new URLSearchParams(), [tickets, locations]);
    events.length = 0;
    // The router commits the navigation (`history.pushState`) once the loader resolves; the
    // request must be on its way by then (issue 20, B11), however many turns its links take.
    await loader.load(tickets, {}, new URLSearchParams('page=3'), [tickets, locations]).then(() => events.push('resolved'));
    expect(events).toEqual(['sent TicketList', 'resolved']);
  });

  it('draws a click to data the cache holds from the cache, and asks the server only once the screen has taken it', async () => {
    const { client, asked } = recordingClient();
    const loader = createScreenLoader({ client, rulesVersion: () => 'v1', screens: () => [] });
    const tickets = { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets', public: false };
    // A page no other test of this file opens.
    const search = new URLSearchParams('page=13');
    const variables = listVariables(parseListState(search, TICKETS), TICKETS);
    await loader.prefetchDefinitions(['tickets']);
    // The first visit asks and waits for the answer; the screen takes its preload.
    await loader.load(tickets, {}, search, [tickets]);
    await vi.waitFor(() => expect(client.readQuery({ query: OPERATIONS['TicketList']!.document, variables })).not.toBeNull());
    expect(takeFetchPolicy(OPERATIONS['TicketList']?.document, variables)).toBe('cache-first');
    const lists = () => asked.filter((a) => a.name === 'TicketList').length;
    expect(lists()).toBe(1);
    // The next click finds the page in the cache: nothing leaves before the screen is drawn…
    await loader.load(tickets, {}, search, [tickets]);
    expect(lists()).toBe(1);
    // …the screen reads the cache, and the fresh answer is asked for after its paint.
    expect(takeFetchPolicy(OPERATIONS['TicketList']?.document, variables)).toBe('cache-first');
    expect(lists()).toBe(1);
    await vi.waitFor(() => expect(lists()).toBe(2));
    expect(asked.at(-1)?.variables).toEqual(variables);
  });

  it('resolves a click after its own task, before the data is in: the renderer waits for the data, not the router', async () => {
    const tickets = { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets', public: false };
    // A page no other test of this file opens.
    const [query] = screenQueries('list', TICKETS, { params: {}, search: new URLSearchParams('page=9'), canOpen: () => true });
    const slow = recordingClient({ listDelayMs: 5_000 });
    const loader = createScreenLoader({ client: slow.client, rulesVersion: () => 'v1', screens: () => [] });
    await loader.prefetchDefinitions(['tickets']);
    await loader.load(tickets, {}, new URLSearchParams(), [tickets]);
    // The test's clock: one task turn resolves the click, long before DATA_WAIT_MS.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let resolved = false;
      void loader.load(tickets, {}, new URLSearchParams('page=9'), [tickets]).then(() => (resolved = true));
      await vi.advanceTimersByTimeAsync(1);
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
    expect(slow.client.readQuery({ query: query!.document, variables: query!.variables })).toBeNull();
    expect(slow.asked.filter((a) => a.name === 'TicketList').at(-1)?.variables).toEqual(query!.variables);
  });

  it('lets a click while the batch of definitions runs wait for it rather than ask a second time', async () => {
    const { client, asked } = recordingClient();
    const loader = createScreenLoader({ client, rulesVersion: () => 'v1', screens: () => [] });
    const batch = loader.prefetchDefinitions(['tickets', 'locations']);
    expect(await loader.definition('tickets')).toEqual(TICKETS);
    await batch;
    expect(asked).toEqual([{ name: 'ScreenDefinitions', variables: { ids: ['tickets', 'locations'], rulesVersion: 'v1' } }]);
  });

  it('sends the batch in a task of its own once the client has loaded, and a click meanwhile waits for it (issue 20, B10)', async () => {
    const { client, asked } = recordingClient();
    let loaded!: (apollo: typeof client) => void;
    const loader = createScreenLoader({ client: new Promise<typeof client>((resolve) => (loaded = resolve)), rulesVersion: () => 'v1', screens: () => [] });
    const batch = loader.prefetchDefinitions(['tickets', 'locations']);
    const click = loader.definition('tickets');
    loaded(client);
    // The callbacks of the client's arrival run before the next task: the batch is not among them.
    for (let turn = 0; turn < 20; turn++) await Promise.resolve();
    expect(asked).toEqual([]);
    expect(await click).toEqual(TICKETS);
    await batch;
    expect(asked).toEqual([{ name: 'ScreenDefinitions', variables: { ids: ['tickets', 'locations'], rulesVersion: 'v1' } }]);
  });

  it('starts the data of the screen behind a link on intent, and the click that follows asks for nothing again', async () => {
    const { client, asked } = recordingClient();
    const tickets = { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets', public: false };
    const loader = createScreenLoader({ client, rulesVersion: () => 'v1', screens: () => [tickets] });
    const search = new URLSearchParams('status=1&page=2');
    const variables = listVariables(parseListState(search, TICKETS), TICKETS);
    loader.prefetchData('/tickets?status=1&page=2');
    loader.prefetchData('/nowhere?page=2');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([
      { name: 'ScreenDefinition', variables: { id: 'tickets', rulesVersion: 'v1' } },
      { name: 'TicketList', variables },
    ]);
    // The click: its loader finds the query started and does not send it a second time…
    await loader.load(tickets, {}, search, [tickets]);
    expect(asked.map((a) => a.name)).toEqual(['ScreenDefinition', 'TicketList']);
    // …and the renderer reads it from the cache.
    expect(takeFetchPolicy(OPERATIONS['TicketList']?.document, variables)).toBe('cache-first');
    // Another page of the same list is a query of its own.
    await loader.load(tickets, {}, new URLSearchParams('status=1&page=3'), [tickets]);
    expect(asked.map((a) => a.name)).toEqual(['ScreenDefinition', 'TicketList', 'TicketList']);
  });

  it('warms the first page of each list behind the menu once, one list after the other; a click then draws from the cache and asks after its paint', async () => {
    const { client, asked } = recordingClient({ listDelayMs: 500 });
    const tickets = { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets', public: false };
    const faults = { ...tickets, id: 'faults', route: '/faults' };
    const reporting = { ...tickets, id: 'reporting', route: '/reporting', kind: 'dashboard' };
    const screens = [tickets, faults, reporting];
    const loader = createScreenLoader({ client, rulesVersion: () => 'v1', screens: () => screens });
    await loader.prefetchDefinitions(screens.map((screen) => screen.id));
    // Pages no other test of this file opens (a query started a moment ago is not asked for again).
    const variablesAt = (search: string) => listVariables(parseListState(new URLSearchParams(search), TICKETS), TICKETS);
    const warming = loader.warmLists(['/tickets?page=4', '/reporting', '/nowhere', '/faults?page=5']);
    // The second list waits for the first one's answer (500 ms later).
    await vi.waitFor(() => expect(asked.filter((a) => a.name === 'TicketList')).toHaveLength(1));
    expect(asked.filter((a) => a.name === 'TicketList')).toHaveLength(1);
    await warming;
    // Lists only (a dashboard's figures cost the BFF more than a page of rows), each once.
    expect(asked.filter((a) => a.name !== 'ScreenDefinitions')).toEqual([
      { name: 'TicketList', variables: variablesAt('page=4') },
      { name: 'TicketList', variables: variablesAt('page=5') },
    ]);
    expect(client.readQuery({ query: OPERATIONS['TicketList']!.document, variables: variablesAt('page=4') })).toEqual(EMPTY_PAGE);
    await loader.warmLists(['/tickets?page=4', '/faults?page=5']);
    expect(asked.filter((a) => a.name === 'TicketList')).toHaveLength(2);
    // Someone else signed in on this page, a while later: new descriptors, whose lists warm again.
    const later = Date.now() + 11_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      screens.splice(0, 1, { ...tickets });
      await loader.warmLists(['/tickets?page=4']);
      expect(asked.filter((a) => a.name === 'TicketList')).toHaveLength(3);
    } finally {
      clock.mockRestore();
    }
    // A click to a list whose warmed answer is in: its loader asks for nothing before the screen is drawn…
    await loader.load(faults, {}, new URLSearchParams('page=5'), screens);
    expect(asked.filter((a) => a.name === 'TicketList')).toHaveLength(3);
    // …which reads the cache, and asks for the fresh rows after its paint: a warmed answer is not
    // the click's own, and the click's answer names the rules the menu follows (app/rules-version.ts).
    expect(takeFetchPolicy(OPERATIONS['TicketList']?.document, variablesAt('page=5'))).toBe('cache-first');
    await vi.waitFor(() => expect(asked.filter((a) => a.name === 'TicketList')).toHaveLength(4));
    expect(asked.at(-1)).toEqual({ name: 'TicketList', variables: variablesAt('page=5') });
  });

  it('lets a click join a warming list on its way; once the warmed answer is in, a click asks after its paint', async () => {
    const { client, asked } = recordingClient({ listDelayMs: 300 });
    const tickets = { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets', public: false };
    const loader = createScreenLoader({ client, rulesVersion: () => 'v1', screens: () => [tickets] });
    await loader.prefetchDefinitions(['tickets']);
    // A page no other test of this file opens.
    const search = new URLSearchParams('page=14');
    const variables = listVariables(parseListState(search, TICKETS), TICKETS);
    const warming = loader.warmLists(['/tickets?page=14']);
    await vi.waitFor(() => expect(asked.filter((a) => a.name === 'TicketList')).toHaveLength(1));
    // The click while the warmed answer is on its way: it waits for that one.
    await loader.load(tickets, {}, search, [tickets]);
    await warming;
    expect(takeFetchPolicy(OPERATIONS['TicketList']?.document, variables)).toBe('cache-first');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.filter((a) => a.name === 'TicketList')).toEqual([{ name: 'TicketList', variables }]);
    // A list warmed a moment ago, its answer in: the click draws it from the cache and asks after its paint.
    const later = new URLSearchParams('page=15');
    await loader.warmLists(['/tickets?page=15']);
    await loader.load(tickets, {}, later, [tickets]);
    expect(asked.filter((a) => a.name === 'TicketList')).toHaveLength(2);
    expect(takeFetchPolicy(OPERATIONS['TicketList']?.document, listVariables(parseListState(later, TICKETS), TICKETS))).toBe('cache-first');
    await vi.waitFor(() => expect(asked.filter((a) => a.name === 'TicketList')).toHaveLength(3));
  });

  it('warms the options of a list’s filters with it, one query per source document, and from the cache the next time', async () => {
    const withOptions: ListSpec = {
      ...TICKETS,
      filters: [
        { id: 'status', label: 'Status', type: 'multiselect', key: 'statuses', valueType: 'int', optionsFrom: 'ticketStatuses' },
        { id: 'type', label: 'Art', type: 'select', key: 'types', optionsFrom: 'ticketTypes' },
      ],
    };
    const { client, asked } = recordingClient({ definition: withOptions });
    const tickets = { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets', public: false };
    const faults = { ...tickets, id: 'faults', route: '/faults' };
    const loader = createScreenLoader({ client, rulesVersion: () => 'v1', screens: () => [tickets, faults] });
    await loader.prefetchDefinitions(['tickets', 'faults']);
    // Pages no other test of this file opens.
    await loader.warmLists(['/tickets?page=6']);
    expect(asked.filter((a) => a.name !== 'ScreenDefinitions').map((a) => a.name)).toEqual(['TicketList', 'TicketFormOptions']);
    expect(client.readQuery({ query: optionSourceNamed('ticketStatuses')!.document })).toEqual(TICKET_OPTIONS);
    // Another list with the same sources: its rows, and the options from the cache.
    await loader.warmLists(['/faults?page=8']);
    expect(asked.filter((a) => a.name !== 'ScreenDefinitions').map((a) => a.name)).toEqual(['TicketList', 'TicketFormOptions', 'TicketList']);
    // A click's load asks for no options: the renderer's filters do, when they are not in the cache.
    await loader.load(tickets, {}, new URLSearchParams('page=10'), [tickets, faults]);
    expect(asked.filter((a) => a.name === 'TicketFormOptions')).toHaveLength(1);
  });

  it('resolves the page’s first list from the HTML’s definition before Apollo Client has loaded, and starts its query once it has (issue 20, B10)', async () => {
    const { client, asked } = recordingClient();
    const tickets = { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets', public: false };
    const details = { id: 'ticket-details', route: '/tickets/:ticketnumber', kind: 'detail', title: 'Ticket', public: false };
    const inHtml = (id: string, definition: unknown) => ({
      variables: { id, rulesVersion: 'v1' },
      data: { screen: { __typename: 'RouteDescriptor', id, kind: 'list', definition } },
    });
    initial.screens = [inHtml('tickets', TICKETS), inHtml('ticket-details', DETAIL)];
    let loaded!: (apollo: typeof client) => void;
    const loader = createScreenLoader({
      client: new Promise<typeof client>((resolve) => (loaded = resolve)),
      rulesVersion: () => 'v1',
      screens: () => [tickets, details],
    });
    const search = new URLSearchParams('page=11');
    expect(await loader.load(tickets, {}, search, [tickets])).toEqual({ definition: TICKETS });
    // A detail draws nothing without the client: its route waits for it.
    let detailResolved = false;
    const detail = loader.load(details, { ticketnumber: 'T-1' }, new URLSearchParams(), [details]).then(() => (detailResolved = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(detailResolved).toBe(false);
    expect(asked).toEqual([]);
    loaded(client);
    await detail;
    const variables = listVariables(parseListState(search, TICKETS), TICKETS);
    await vi.waitFor(() => expect(asked.filter((a) => a.name === 'TicketList')).toEqual([{ name: 'TicketList', variables }]));
    // Neither definition was asked for: both came with the page.
    expect(asked.map((a) => a.name)).not.toContain('ScreenDefinition');
    expect(takeFetchPolicy(OPERATIONS['TicketList']?.document, variables)).toBe('cache-first');
  });

  it('prefetches the definition of the screen behind a link, and nothing for an unknown path', async () => {
    const { client, asked } = recordingClient();
    const screens = [{ id: 'ticket-details', route: '/tickets/:ticketnumber', kind: 'detail', title: 'Ticket', public: false }];
    const loader = createScreenLoader({ client, rulesVersion: () => 'v1', screens: () => screens });
    loader.prefetch('/tickets/T-1?tab=notes');
    loader.prefetch('/nowhere');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([{ name: 'ScreenDefinition', variables: { id: 'ticket-details', rulesVersion: 'v1' } }]);
  });
});
