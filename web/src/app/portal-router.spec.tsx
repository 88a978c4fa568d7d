import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { PortalRouter, routeTableKey } from './portal-router';
import { BootSourceProvider, type BootSource, type BootState } from './boot-source';
import type { PortalBootQuery as PortalBootData } from '../gql/graphql';
import { PortalBootQuery } from './boot';
import { RouteAccessQuery } from './unmatched-route';
import { ScreenDefinitionQuery } from '../sdui/screen-loader';
import { renderWithApollo } from '../../test/apollo';
import { routeDescriptor, typed, viewerFixture } from '../../test/viewer-fixture';

vi.mock('../lib/session', () => import('../../test/signed-in-session'));

const PUBLIC = [
  { id: 'location-order-sign', route: '/locations-order/:cid/form-sign/:source_id', kind: 'custom', title: 'Bestellformular unterschreiben', public: true },
];

const boot = (viewer: ReturnType<typeof viewerFixture> | null) => ({
  request: { query: PortalBootQuery },
  result: { data: { viewer, publicRoutes: PUBLIC.map(routeDescriptor) } },
});

/** The server's answer to a screen's first load: its definition (none here). */
const definition = (id: string, kind: string, rulesVersion: string | null = '1-0000000000000000') => ({
  request: { query: ScreenDefinitionQuery, variables: { id, rulesVersion } },
  result: { data: { screen: typed('RouteDescriptor', { id, kind, definition: null }) } },
});

const startAt = (path: string) => (routes: Parameters<typeof createMemoryRouter>[0]) => createMemoryRouter(routes, { initialEntries: [path] });

describe('PortalRouter', () => {
  it('loads the descriptors once and shows home with header, greeting and tiles', async () => {
    renderWithApollo(<PortalRouter createRouter={startAt('/')} />, { router: false, mocks: [boot(viewerFixture())] });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Willkommen im CID-Portal!');
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Ihre Bereiche' })).getAllByRole('link')).toHaveLength(5);
  });

  it('opens a screen of the user from a tile, its renderer loaded on demand', async () => {
    renderWithApollo(<PortalRouter createRouter={startAt('/')} />, { router: false, mocks: [boot(viewerFixture()), definition('tickets', 'list')] });
    const tiles = await screen.findByRole('region', { name: 'Ihre Bereiche' });
    await userEvent.click(within(tiles).getByRole('link', { name: /Tickets/ }));
    // The route loads its definition and the renderer's and data module's chunks first (slow under a loaded test run).
    expect((await screen.findByRole('heading', { level: 1, name: 'Tickets' }, { timeout: 10_000 })).textContent).toBe('Tickets');
    expect(screen.getByText('Diese Seite ist in Vorbereitung.')).toBeTruthy();
  });

  it('renders a visible fallback for a screen kind this client does not know', async () => {
    const viewer = viewerFixture({ routes: [{ id: 'tickets', route: '/tickets', kind: 'kanban', title: 'Tickets' }] });
    renderWithApollo(<PortalRouter createRouter={startAt('/tickets')} />, { router: false, mocks: [boot(viewer), definition('tickets', 'kanban')] });
    expect(await screen.findByText('Diese Seite kann hier noch nicht angezeigt werden')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tickets');
  });

  it('shows "Kein Zugriff" for a known screen outside the user\'s routes', async () => {
    const access = {
      request: { query: RouteAccessQuery, variables: { path: '/users' } },
      result: { data: { routeAccess: typed('RouteAccess', { path: '/users', status: 'FORBIDDEN', title: 'Benutzerverwaltung' }) } },
    };
    renderWithApollo(<PortalRouter createRouter={startAt('/users')} />, { router: false, mocks: [boot(viewerFixture()), access] });
    expect((await screen.findByRole('heading', { level: 1, name: 'Kein Zugriff' })).textContent).toBe('Kein Zugriff');
  });

  it('opens a public signing screen without a session', async () => {
    renderWithApollo(<PortalRouter createRouter={startAt('/locations-order/CID-1/form-sign/SRC-1')} />, {
      router: false,
      mocks: [boot(null), definition('location-order-sign', 'custom', null)],
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Bestellformular unterschreiben');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('keeps the router, and the page it shows, when the same routes come again with their fields in another order', async () => {
    // As the boot source hands over to Apollo Client: the small fetch's answer first, then the
    // cache's, which puts `__typename` first. A new router would mount the page again (on the
    // login: what the user had typed was gone).
    const first = { viewer: viewerFixture(), publicRoutes: PUBLIC.map(routeDescriptor) } as unknown as PortalBootData;
    const reordered = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reordered)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([key, field]) => [key, reordered(field)]),
            )
          : value;
    let state: BootState = { data: first, error: undefined };
    const listeners = new Set<() => void>();
    const source: BootSource = {
      subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      get: () => state,
      refetch: async () => state.data,
      sessionStarted: () => undefined,
      client: new Promise(() => undefined),
    };
    const createRouter = vi.fn(startAt('/'));
    renderWithApollo(
      <BootSourceProvider value={source}>
        <PortalRouter createRouter={createRouter} />
      </BootSourceProvider>,
      { router: false },
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Willkommen im CID-Portal!' });

    const again = reordered(first) as PortalBootData;
    expect(JSON.stringify(again)).not.toBe(JSON.stringify(first));
    expect(routeTableKey(again)).toBe(routeTableKey(first));
    act(() => {
      state = { data: again, error: undefined };
      for (const listener of listeners) listener();
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen im CID-Portal!' })).toBe(heading);
    expect(createRouter).toHaveBeenCalledTimes(1);
  });
});
