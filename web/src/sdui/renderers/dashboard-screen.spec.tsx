import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApollo } from '../../../test/apollo';
import type { DashboardSpec } from '../definition';
import { CidListQuery, CidStatusCountsQuery } from '../operations/cids';
import { LocationProbe, descriptor, typed } from '../../../test/support/sdui/fixtures';
import DashboardScreen from './dashboard-screen';

const spec: DashboardSpec = {
  data: { operation: 'CidStatusCounts' },
  cards: [
    { title: 'CIDs gesamt', value: 'total', link: '/cids-all' },
    { title: 'Nach Status', figures: { items: 'byStatus', label: 'status.label', value: 'count', link: '/cids-all?status={status.value}' } },
  ],
  list: {
    title: 'Anschlüsse',
    data: { operation: 'CidList' },
    pageSize: 20,
    filters: [{ id: 'status', label: 'Status', type: 'multiselect', key: 'statuses', valueType: 'int', options: [{ value: 181510004, label: 'Aktiv' }] }],
    columns: [
      { field: 'id', label: 'CID' },
      { field: 'status.label', label: 'Status' },
    ],
  },
};

const counts = {
  cidStatusCounts: typed('CidStatusCounts', {
    total: 33614,
    byStatus: [
      typed('CidStatusCount', { status: typed('OptionValue', { value: 181510000, label: 'Geplant' }), count: 5944 }),
      typed('CidStatusCount', { status: typed('OptionValue', { value: 181510004, label: 'Aktiv' }), count: 19307 }),
    ],
    byRegion: [],
  }),
};

const cid = (id: string) =>
  typed('Cid', {
    id,
    status: typed('OptionValue', { value: 181510004, label: 'Aktiv' }),
    address: typed('PostalAddress', { street: 'Kirchengasse', houseNumber: '1', unit: null, postcode: '3500', place: 'Krems', region: 'Niederösterreich' }),
    account: null,
    mainProduct: null,
    panId: null,
    ontSerial: null,
    connectedAt: null,
    modifiedAt: null,
  });

const cidPage = (items: object[], totalCount: number) => ({
  cids: typed('CidPage', { items, pageInfo: typed('PageInfo', { totalCount, offset: 0, pageSize: 20, hasNextPage: false, hasPreviousPage: false }) }),
});

describe('the dashboard renderer', () => {
  it('shows figures that drill down into the filtered list below, kept in the address', async () => {
    const user = userEvent.setup();
    renderWithApollo(
      <>
        <DashboardScreen screen={descriptor('cid-status', 'dashboard', spec, '/cids-all')} />
        <LocationProbe />
      </>,
      {
        route: '/cids-all',
        mocks: [
          { request: { query: CidStatusCountsQuery, variables: {} }, result: { data: counts } },
          { request: { query: CidListQuery, variables: { first: 20, offset: 0 } }, result: { data: cidPage([cid('CID-000001'), cid('CID-000002')], 33614) } },
          {
            request: { query: CidListQuery, variables: { filter: { statuses: [181510004] }, first: 20, offset: 0 } },
            result: { data: cidPage([cid('CID-000002')], 19307) },
          },
        ],
      },
    );
    expect(await screen.findByText(/^33\s614$/)).toBeTruthy();
    const active = screen.getByRole('link', { name: /Aktiv\s*19\s307/ });
    expect(active.getAttribute('href')).toBe('/cids-all?status=181510004');
    await screen.findByText('CID-000001');
    await user.click(active);
    expect(screen.getByTestId('location').textContent).toBe('/cids-all?status=181510004');
    await screen.findByText(/^Einträge 1–1 von 19\s307$/);
    expect(screen.getByRole('link', { name: /Aktiv\s*19\s307/ }).getAttribute('aria-current')).toBe('true');
    expect(within(screen.getByRole('search')).getByRole('button', { name: 'Aktiv' }).getAttribute('aria-pressed')).toBe('true');
  });
});
