import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import LocationsPage, { LocationOrdersQuery, LocationsPageQuery } from './locations-page';
import { AddressSuggestionsQuery } from './address-search';

const user = userEvent.setup({ delay: null });

const option = (value: number, label: string) => ({ __typename: 'OptionValue', value, label });
const pageInfo = (totalCount: number) => ({ __typename: 'PageInfo', totalCount, offset: 0, pageSize: 20, hasNextPage: false, hasPreviousPage: false });

const cid = (id: string, unit: string | null, status: [number, string], flags: { orderable?: boolean; own?: boolean } = {}) => ({
  __typename: 'LocationCid',
  id,
  unit,
  orderable: flags.orderable ?? false,
  own: flags.own ?? false,
  status: option(...status),
});

const location = (id: string, label: string, cids: unknown[]) => ({
  __typename: 'Location',
  id,
  label,
  units: cids.length,
  panId: 'KRE01-P03',
  hasOwnConnection: false,
  connectionStatus: option(181510002, 'Anschlussbereit'),
  constructionState: { __typename: 'OptionValue', label: 'Fertiggestellt' },
  cids,
});

const KIRCHENGASSE_2 = location('LOC-000003', 'Kirchengasse 2, 3500 Krems an der Donau', [
  cid('CID-000123', 'Top 3', [181510001, 'Verfügbar'], { orderable: true }),
  cid('CID-000124', 'Top 4', [181510004, 'Aktiv'], { own: true }),
]);
const KIRCHENGASSE_4 = location('LOC-000004', 'Kirchengasse 4, 3500 Krems an der Donau', []);

const locationsMock = (filter: Record<string, unknown>, items: unknown[]): MockLink.MockedResponse => ({
  request: { query: LocationsPageQuery, variables: { filter, first: 20, offset: 0 } },
  maxUsageCount: 3,
  result: { data: { locations: { __typename: 'LocationPage', items, pageInfo: pageInfo(items.length) } } },
});

const order = (number: string, state: string, stateLabel: string) => ({
  __typename: 'Order',
  id: `id-${number}`,
  number,
  state,
  stateLabel,
  cid: 'CID-000123',
  createdAt: '2026-11-20T09:30:00Z',
  signedAt: null,
  account: { __typename: 'Account', name: 'Donaunetz GmbH' },
  customer: { __typename: 'OrderCustomer', salutation: 'Frau', firstName: 'Maria', lastName: 'Huber' },
  mainProduct: { __typename: 'CidProduct', name: 'Glasfaser 500' },
  signingLink: null,
});

const ordersMock = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: LocationOrdersQuery, variables: { filter: {}, first: 20, offset: 0 } },
  result: { data: { orders: { __typename: 'OrderPage', items, pageInfo: pageInfo(items.length) } } },
});

function renderPage(route: string, mocks: MockLink.MockedResponse[]) {
  return renderWithApollo(<LocationsPage screen={{ title: 'Standorte' }} />, { route, mocks });
}

describe('LocationsPage', () => {
  it('lists locations with their connection status and links each CID to its details', async () => {
    renderPage('/locations', [locationsMock({}, [KIRCHENGASSE_2])]);
    const table = await screen.findByRole('table', { name: 'Standorte' });
    expect(screen.getByRole('tab', { name: 'Standorte', selected: true })).toBeTruthy();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Kirchengasse 2, 3500 Krems an der Donau');
    expect(row.textContent).toContain('Anschlussbereit');
    expect(within(row).getByRole('link', { name: 'CID-000123 · Top 3 · Verfügbar: Standortdetails öffnen' }).getAttribute('href')).toBe(
      '/locations/CID-000123',
    );
    expect(within(row).getByRole('link', { name: 'CID-000124 · Top 4 · Aktiv: Standortdetails öffnen' }).getAttribute('href')).toBe('/locations/CID-000124');
    expect(screen.getByText('1–1 von 1')).toBeTruthy();
    // The colours of the CIDs are explained beside the table.
    const legend = screen.getByRole('note', { name: 'Farben der CIDs' });
    expect(['bestellbar', 'Ihr Anschluss', 'nicht bestellbar'].map((text) => within(legend).getByText(text).textContent)).toEqual([
      'bestellbar',
      'Ihr Anschluss',
      'nicht bestellbar',
    ]);
  });

  it('opens the order tab with the account’s orders and their states for ?tab=order', async () => {
    renderPage('/locations?tab=order', [ordersMock([order('B-2026-000042', 'SUBMITTED', 'Übermittelt'), order('B-2026-000041', 'SIGNED', 'Unterschrieben')])]);
    const table = await screen.findByRole('table', { name: 'Bestellungen' });
    expect(screen.getByRole('tab', { name: 'Bestellungen', selected: true })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['B-2026-000042', 'Übermittelt', 'CID-000123', 'Frau Maria Huber'],
      ['B-2026-000041', 'Unterschrieben', 'CID-000123', 'Frau Maria Huber'],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'B-2026-000042' }).getAttribute('href')).toBe('/locations-order/CID-000123');
    // The locations tab is mounted only when opened.
    expect(screen.queryByRole('table', { name: 'Standorte' })).toBeNull();
  });

  it('narrows the list to the location of a chosen address suggestion', async () => {
    renderPage('/locations', [
      locationsMock({}, [KIRCHENGASSE_2, KIRCHENGASSE_4]),
      {
        request: { query: AddressSuggestionsQuery, variables: { text: 'Kirchengasse 4' } },
        result: {
          data: {
            addressSuggestions: [{ __typename: 'AddressSuggestion', locationId: 'LOC-000004', label: 'Kirchengasse 4, 3500 Krems an der Donau', cidCount: 0 }],
          },
        },
      },
      locationsMock({ locationId: 'LOC-000004' }, [KIRCHENGASSE_4]),
    ]);
    const table = await screen.findByRole('table', { name: 'Standorte' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByRole('combobox', { name: 'Adresse suchen' }), 'Kirchengasse 4');
    await user.click(await screen.findByRole('option', { name: /Kirchengasse 4/ }));
    expect(await screen.findByText('1–1 von 1')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Standorte' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.getAttribute('data-location'))).toEqual(['LOC-000004']);
  });
});
