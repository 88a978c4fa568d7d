/**
 * Budget of issue 20 (item 3): a click from one menu page to the next sends ONE GraphQL
 * request, the screen's data. The definitions of the user's screens arrive in one request
 * as soon as the router stands (beside the first page), and the version of the rules comes
 * with every answer (`X-Rules-Version`), not in a request of its own. Counted at `fetch`,
 * under the portal's own Apollo Client and router, so any waterfall or extra query fails.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { createErrorStore } from '../components/error-store';
import { initI18n } from '../lib/i18n';
import { createPortalApolloClient } from './apollo-client';
import { PortalRouter } from './portal-router';
import { Providers } from './providers';
import { typed, viewerFixture } from '../../test/viewer-fixture';
import { ticket, ticketListSpec, ticketPage } from '../../test/support/sdui/fixtures';

vi.mock('../lib/session', () => import('../../test/signed-in-session'));

const RULES = '1-0000000000000000';
const routes = [
  { id: 'pan-bau', route: '/pans', kind: 'list', title: 'PAN-Bau' },
  { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets' },
  { id: 'ticket-details', route: '/tickets/:ticketnumber', kind: 'detail', title: 'Ticketdetails' },
];
// Two list screens on the same operation with other page sizes: each click needs its own data.
const definitions: Record<string, unknown> = {
  tickets: { ...ticketListSpec, pageSize: 2 },
  'pan-bau': { ...ticketListSpec, pageSize: 3, emptyText: 'Keine PANs.' },
};

/** The rules version the fake BFF is on: in its viewer and in every answer's header. */
let served = RULES;

/** While set, the fake BFF's list answers wait for it (`holdListAnswers`). */
let held: Promise<void> | undefined;

/** Holds the list answers of the fake BFF from now on; returns the release. */
function holdListAnswers(): () => void {
  let release!: () => void;
  held = new Promise((resolve) => (release = resolve));
  return () => {
    held = undefined;
    release();
  };
}

/** The BFF as the browser sees it: answers by operation name, each with the rules version header. */
function fakeBff() {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const answer = (name: string, variables: Record<string, unknown>): unknown => {
    switch (name) {
      case 'PortalBoot':
        return { viewer: viewerFixture({ rulesVersion: served, routes }), publicRoutes: [] };
      case 'ScreenDefinitions':
        return {
          screens: (variables['ids'] as string[])
            .filter((id) => definitions[id] !== undefined)
            .map((id) => typed('RouteDescriptor', { id, kind: 'list', definition: definitions[id] })),
        };
      case 'ScreenDefinition': {
        const id = String(variables['id']);
        return { screen: definitions[id] === undefined ? null : typed('RouteDescriptor', { id, kind: 'list', definition: definitions[id] }) };
      }
      case 'TicketList': {
        const first = Number(variables['first']);
        return ticketPage(
          Array.from({ length: first }, (_, i) => ticket(first * 10 + i)),
          { totalCount: 30, offset: 0, pageSize: first },
        );
      }
      default:
        return {};
    }
  };
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName: string; variables?: Record<string, unknown> };
    sent.push({ name: body.operationName, variables: body.variables ?? {} });
    if (body.operationName === 'TicketList' && held !== undefined) await held;
    return new Response(JSON.stringify({ data: answer(body.operationName, body.variables ?? {}) }), {
      headers: { 'content-type': 'application/json', 'x-rules-version': served },
    });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  served = RULES;
});

/** The portal with its own Apollo Client and router, on home; resolves with the main menu. */
async function portalOnHome() {
  const errors = createErrorStore();
  const client = createPortalApolloClient({ errors });
  render(
    <Providers client={client} i18n={initI18n('de')} errors={errors}>
      <PortalRouter createRouter={(table) => createMemoryRouter(table, { initialEntries: ['/'] })} />
    </Providers>,
  );
  return screen.findByRole('navigation', { name: 'Hauptmenü' });
}

/** Clicks both lists of the menu; each click's requests must equal what `expected` gives for its page size. */
async function clickThroughMenu(menu: HTMLElement, sent: ReturnType<typeof fakeBff>, expected: (rows: number) => unknown[]) {
  for (const [label, rows] of [
    ['Tickets', 2],
    ['PAN-Bau', 3],
  ] as const) {
    sent.length = 0;
    await userEvent.click(within(menu).getByRole('link', { name: label }));
    expect((await screen.findByRole('heading', { level: 1, name: label })).textContent).toBe(label);
    const table = await screen.findByRole('table');
    await vi.waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(rows + 1));
    await vi.waitFor(() => expect(sent).toEqual(expected(rows)));
    // Nothing more follows.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual(expected(rows));
  }
}

describe('requests per navigation', () => {
  it('a click in the menu sends one GraphQL request, the screen data; the definitions came before, in one request', async () => {
    const sent = fakeBff();
    // The browser asks to save data: the menu's lists are not warmed while idle, each click loads its own.
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
    try {
      const menu = await portalOnHome();
      // Once the router stands: every definition a click can need, in one request
      // (beside the home page's own counts).
      await vi.waitFor(() => expect(sent.map((r) => r.name)).toEqual(expect.arrayContaining(['ScreenDefinitions', 'HomeTileCounts'])));
      expect(sent.filter((r) => r.name === 'ScreenDefinitions')).toEqual([
        { name: 'ScreenDefinitions', variables: { ids: ['pan-bau', 'tickets'], rulesVersion: RULES } },
      ]);
      await clickThroughMenu(menu, sent, (rows) => [{ name: 'TicketList', variables: expect.objectContaining({ first: rows, offset: 0 }) }]);
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
    // The first data answer after a navigation named the rules the viewer has: nothing loaded again.
    expect(sent.map((r) => r.name)).not.toContain('PortalBoot');
  });

  it('with the menu’s lists warmed while idle, one request each, a click draws its rows from the cache and then asks for them once', async () => {
    const sent = fakeBff();
    const menu = await portalOnHome();
    await vi.waitFor(() => expect(sent.filter((r) => r.name === 'TicketList')).toHaveLength(2), { timeout: 5_000 });
    expect(sent.filter((r) => r.name === 'TicketList').map((r) => r.variables['first'])).toEqual([3, 2]);
    // From now on no list answer arrives: the rows each click shows are the warmed ones. The
    // request after the paint brings fresh rows and the rules version (app/rules-version.ts).
    const release = holdListAnswers();
    try {
      await clickThroughMenu(menu, sent, (rows) => [{ name: 'TicketList', variables: expect.objectContaining({ first: rows, offset: 0 }) }]);
    } finally {
      release();
    }
  });

  it('brings rules published after the warming to the menu at the next click, through that click’s request', async () => {
    const sent = fakeBff();
    const menu = await portalOnHome();
    await vi.waitFor(() => expect(sent.filter((r) => r.name === 'TicketList')).toHaveLength(2), { timeout: 5_000 });
    // Published in the rule workbench a moment later (within the warmed lists' 10 s).
    served = '2-1111111111111111';
    sent.length = 0;
    await userEvent.click(within(menu).getByRole('link', { name: 'Tickets' }));
    // The viewer loads again (and with it the definitions of the new rules).
    await vi.waitFor(() => expect(sent.map((r) => r.name).slice(0, 2)).toEqual(['TicketList', 'PortalBoot']));
  });
});
