/**
 * Location details (`/locations/:cid`) as `screens/locations.yaml` defines them, drawn by
 * the generic detail renderer: the assertions of the former bespoke page, on the real
 * definition.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { renderWithApollo } from '../../../test/apollo';
import { LocationDetailsQuery } from '../operations/location-details';
import { ScreenRoutesProvider } from '../screen-context';
import { shippedScreen } from '../../../test/support/sdui/screens';
import DetailScreen from './detail-screen';

const label = (text: string) => ({ __typename: 'OptionValue', label: text });
const state = (key: string, text: string) => ({ __typename: 'StateValue', key, label: text });
const product = (id: string, name: string, kind: 'MAIN' | 'ADD_ON', fee: number | null, down: number | null = null, setupFee: number | null = null) => ({
  __typename: 'ScaProduct',
  id,
  name,
  kind,
  kindLabel: kind === 'MAIN' ? 'Main' : 'Add On',
  description: down === null ? 'Festnetztelefonie über Glasfaser' : null,
  downloadMbit: down,
  uploadMbit: down === null ? null : down / 5,
  chargeType: fee === null ? 'ONE_TIME' : setupFee === null ? 'MONTHLY' : 'MONTHLY_AND_SETUP',
  monthlyFee: fee,
  setupFee,
});

function details(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'LocationDetails',
    cid: { __typename: 'LocationCid', id: 'CID-000123', unit: 'Top 3', own: false, orderable: true, ontSerial: null, status: label('Verfügbar') },
    location: {
      __typename: 'Location',
      id: 'LOC-000003',
      label: 'Kirchengasse 2, 3500 Krems an der Donau',
      units: 4,
      floors: 3,
      aan: 'KRE01',
      panId: 'KRE01-P03',
      fibreTerminationPoint: 'Keller',
      cidCount: 4,
      buildingType: label('Mehrfamilienhaus'),
      connectionStatus: label('Anschlussbereit'),
      constructionState: label('Fertiggestellt'),
      address: { __typename: 'PostalAddress', region: 'Niederösterreich' },
    },
    houseConnectionState: state('done', 'Fertiggestellt'),
    panConstructionState: state('blowing', 'Einblasen'),
    panPlannedCompletion: '2026-12-15',
    orderable: true,
    notOrderableReason: null,
    // What the server found active (state 100) for the user's audience; nothing else is sent.
    products: [
      product('P-500', 'Glasfaser 500', 'MAIN', 49.9, 500),
      product('P-TEL', 'Telefonie', 'ADD_ON', 5),
      product('P-EXPRESS', 'Expressinstallation', 'ADD_ON', null, null, 99),
    ],
    orders: [
      {
        __typename: 'Order',
        id: 'id-42',
        number: 'B-2026-000042',
        cid: 'CID-000123',
        state: 'SIGNED',
        stateLabel: 'Unterschrieben',
        createdAt: '2026-11-20T09:30:00Z',
        customer: { __typename: 'OrderCustomer', salutation: 'Frau', firstName: 'Maria', lastName: 'Huber' },
        mainProduct: { __typename: 'CidProduct', name: 'Glasfaser 500' },
      },
    ],
    ...overrides,
  };
}

const ROUTES = [
  { route: '/locations', title: 'Standorte' },
  { route: '/locations/:cid' },
  { route: '/locations-order/:cid' },
  { route: '/locations-order/:cid/form' },
  { route: '/locations-order/:cid/form-sign/:source_id/download' },
];

function renderDetails(result: MockLink.MockedResponse['result']) {
  const descriptor = shippedScreen('locations.yaml', 'location-details');
  return renderWithApollo(
    <ScreenRoutesProvider routes={ROUTES}>
      <Routes>
        <Route path="/locations/:cid" element={<DetailScreen screen={descriptor} />} />
      </Routes>
    </ScreenRoutesProvider>,
    { route: '/locations/CID-000123', mocks: [{ request: { query: LocationDetailsQuery, variables: { cid: 'CID-000123' } }, result }] },
  );
}
const renderFound = (locationDetails: unknown) => renderDetails({ data: { locationDetails } });

const section = (name: string) => screen.getByRole('region', { name });
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('location details from their definition', () => {
  it('shows address, building, connection and construction state with the PAN', async () => {
    renderFound(details());
    const heading = await screen.findByRole('heading', { level: 1 });
    await within(heading).findByText('Kirchengasse 2, 3500 Krems an der Donau');
    expect(heading.textContent).toContain('Standortdetails');
    const building = (await screen.findByRole('region', { name: 'Gebäude' })).textContent!;
    expect(building).toContain('LOC-000003');
    expect(building).toContain('Mehrfamilienhaus');
    expect(building).toContain('Niederösterreich');
    const network = section('Anschluss und Bau').textContent!;
    expect(network).toContain('Anschlussbereit');
    expect(network).toContain('KRE01-P03');
    expect(network).toContain('Bauzustand des PANEinblasen');
    expect(network).toContain('PAN fertig geplant bis15.12.2026');
    expect(network).not.toContain('ONT-Seriennummer');
    // The CID, its unit and its state under the title.
    expect(document.querySelector('[data-summary="cid.id"]')?.textContent).toBe('CID-000123');
    expect(document.querySelector('[data-summary="cid.unit"]')?.textContent).toBe('Top 3');
    expect(document.querySelector('[data-summary="cid.status.label"]')?.textContent).toBe('Verfügbar');
    expect(screen.queryByText('Ihr Anschluss')).toBeNull();
  });

  it('lists the products orderable here for the user’s audience, main products apart from add-ons, and links the order form', async () => {
    renderFound(details());
    const mains = await screen.findByRole('table', { name: 'Hauptprodukte' });
    const mainRows = within(mains).getAllByRole('row').slice(1);
    expect(mainRows).toHaveLength(1);
    expect(plain(mainRows[0]!.textContent)).toContain('Glasfaser 500500/100 Mbit/s');
    expect(plain(mainRows[0]!.textContent)).toContain('€ 49,90');
    const addOns = screen.getByRole('table', { name: 'Zusatzprodukte' });
    const addOnRows = within(addOns).getAllByRole('row').slice(1);
    expect(addOnRows).toHaveLength(2);
    expect(addOnRows[0]!.textContent).toContain('Telefonie');
    expect(addOnRows[0]!.textContent).toContain('Festnetztelefonie über Glasfaser');
    // A one-time product shows its fee as one-time, not per month.
    expect(plain(addOnRows[1]!.textContent)).toBe('ExpressinstallationFestnetztelefonie über Glasfaser€ 99,00');
    expect(screen.getByRole('link', { name: 'Glasfaseranschluss bestellen' }).getAttribute('href')).toBe('/locations-order/CID-000123/form');
    expect(screen.getByRole('link', { name: 'Bestellübersicht' }).getAttribute('href')).toBe('/locations-order/CID-000123');
  });

  it('shows the orders at this CID with their state, linked to the order overview', async () => {
    renderFound(details());
    const orders = await screen.findByRole('table', { name: 'Bestellungen zu dieser CID' });
    const cells = within(orders)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['B-2026-000042', 'Unterschrieben', 'Frau Maria Huber', 'Glasfaser 500']);
    expect(within(orders).getByRole('link', { name: 'B-2026-000042' }).getAttribute('href')).toBe('/locations-order/CID-000123');
    expect(within(orders).getByText('Unterschrieben').closest('[data-tone]')?.getAttribute('data-tone')).toBe('info');
  });

  it('says why nothing can be ordered and offers no order form when no product is active for the audience', async () => {
    const reason = 'Für Ihr Konto ist derzeit kein Hauptprodukt bestellbar.';
    renderFound(details({ orderable: false, notOrderableReason: reason, products: [], orders: [] }));
    expect((await screen.findByRole('status')).textContent).toBe(reason);
    expect(section('Hauptprodukte').textContent).toContain('Für Ihr Konto ist hier derzeit kein Produkt bestellbar.');
    expect(screen.queryByRole('table', { name: 'Hauptprodukte' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Glasfaseranschluss bestellen' })).toBeNull();
    expect(section('Bestellungen zu dieser CID').textContent).toContain('Zu dieser CID gibt es noch keine Bestellung.');
  });

  it('shows the ONT serial and marks the user’s own connection where the server reveals it', async () => {
    renderFound(
      details({
        cid: { __typename: 'LocationCid', id: 'CID-000123', unit: 'Top 3', own: true, orderable: false, ontSerial: 'ALCL1A2B3C4D', status: label('Aktiv') },
      }),
    );
    expect(await screen.findByText('Ihr Anschluss')).toBeTruthy();
    expect(section('Anschluss und Bau').textContent).toContain('ONT-SeriennummerALCL1A2B3C4D');
  });

  it('leads back to the locations with a breadcrumb', async () => {
    renderFound(details());
    const breadcrumb = await screen.findByRole('navigation', { name: 'Pfad' });
    expect(within(breadcrumb).getByRole('link', { name: 'Standorte' }).getAttribute('href')).toBe('/locations');
  });

  it('shows an unknown or foreign CID once, as not found, with the way back', async () => {
    renderDetails({ errors: [new GraphQLError('Nicht gefunden', { extensions: { code: 'NOT_FOUND' } })], data: null });
    expect(await screen.findByText('Diese CID gibt es nicht, oder sie gehört zu einem anderen Konto.')).toBeTruthy();
    expect(screen.getAllByText(/Diese CID gibt es nicht/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Standorte' }).getAttribute('href')).toBe('/locations');
  });
});
