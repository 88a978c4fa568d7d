import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import LocationDetailsPage, { LocationDetailsPageQuery } from './location-details-page';

const label = (text: string) => ({ __typename: 'OptionValue', label: text });
const state = (key: string, text: string) => ({ __typename: 'StateValue', key, label: text });
const product = (id: string, name: string, kind: 'MAIN' | 'ADD_ON', fee: number, down: number | null = null) => ({
  __typename: 'ScaProduct',
  id,
  name,
  kind,
  kindLabel: kind === 'MAIN' ? 'Main' : 'Add On',
  description: down === null ? 'Festnetztelefonie über Glasfaser' : null,
  downloadMbit: down,
  uploadMbit: down === null ? null : down / 5,
  monthlyFee: fee,
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
    products: [product('P-500', 'Glasfaser 500', 'MAIN', 49.9, 500), product('P-TEL', 'Telefonie', 'ADD_ON', 5)],
    orders: [
      {
        __typename: 'Order',
        id: 'id-42',
        number: 'B-2026-000042',
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

const mock = (locationDetails: unknown): MockLink.MockedResponse => ({
  request: { query: LocationDetailsPageQuery, variables: { cid: 'CID-000123' } },
  result: { data: { locationDetails } },
});

function renderDetails(locationDetails: unknown) {
  return renderWithApollo(<LocationDetailsPage screen={{ title: 'Standortdetails' }} params={{ cid: 'CID-000123' }} />, { mocks: [mock(locationDetails)] });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('LocationDetailsPage', () => {
  it('shows address, building, connection and construction state with the PAN', async () => {
    renderDetails(details());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kirchengasse 2, 3500 Krems an der Donau' })).toBeTruthy();
    const building = section('Gebäude').textContent!;
    expect(building).toContain('LOC-000003');
    expect(building).toContain('Mehrfamilienhaus');
    expect(building).toContain('Niederösterreich');
    const network = section('Anschluss und Bau').textContent!;
    expect(network).toContain('Anschlussbereit');
    expect(network).toContain('KRE01-P03');
    expect(network).toContain('Einblasen (geplant bis 15.12.2026)');
    expect(network).not.toContain('ONT-Seriennummer');
  });

  it('lists the products orderable here for the user’s audience, main products apart from add-ons, and links the order form', async () => {
    renderDetails(details());
    const mains = await screen.findByRole('table', { name: 'Hauptprodukte' });
    expect(
      within(mains)
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-product')),
    ).toEqual(['P-500']);
    expect(mains.textContent!.replace(/\u00a0/g, ' ')).toContain('500/100 Mbit/s');
    const addOns = screen.getByRole('table', { name: 'Zusatzprodukte' });
    expect(
      within(addOns)
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-product')),
    ).toEqual(['P-TEL']);
    expect(addOns.textContent).toContain('Festnetztelefonie über Glasfaser');
    expect(screen.getByRole('link', { name: 'Glasfaseranschluss bestellen' }).getAttribute('href')).toBe('/locations-order/CID-000123/form');
    expect(screen.getByRole('link', { name: 'Bestellübersicht' }).getAttribute('href')).toBe('/locations-order/CID-000123');
  });

  it('shows the orders at this CID with their state', async () => {
    renderDetails(details());
    const orders = await screen.findByRole('table', { name: 'Bestellungen zu dieser CID' });
    const cells = within(orders)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['B-2026-000042', 'Unterschrieben', 'Frau Maria Huber', 'Glasfaser 500']);
  });

  it('says why nothing can be ordered and offers no order form when no product is active for the audience', async () => {
    const reason = 'Für Ihr Konto ist derzeit kein Hauptprodukt bestellbar.';
    renderDetails(details({ orderable: false, notOrderableReason: reason, products: [], orders: [] }));
    expect((await screen.findByRole('status')).textContent).toBe(reason);
    expect(section('Hier bestellbare Produkte').textContent).toContain('Für Ihr Konto ist hier derzeit kein Produkt bestellbar.');
    expect(screen.queryByRole('table', { name: 'Hauptprodukte' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Glasfaseranschluss bestellen' })).toBeNull();
    expect(section('Bestellungen zu dieser CID').textContent).toContain('Zu dieser CID gibt es noch keine Bestellung.');
  });

  it('shows the ONT serial and marks the user’s own connection where the server reveals it', async () => {
    renderDetails(
      details({
        cid: { __typename: 'LocationCid', id: 'CID-000123', unit: 'Top 3', own: true, orderable: false, ontSerial: 'ALCL1A2B3C4D', status: label('Aktiv') },
      }),
    );
    expect(await screen.findByText('Ihr Anschluss')).toBeTruthy();
    expect(section('Anschluss und Bau').textContent).toContain('ONT-SeriennummerALCL1A2B3C4D');
  });
});
