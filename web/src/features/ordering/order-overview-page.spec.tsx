import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import OrderOverviewPage, { CancelOrderMutation, OrderOverviewPageQuery } from './order-overview-page';

const user = userEvent.setup({ delay: null });
const CID = 'CID-000123';
const SOURCE_ID = 'q0V9nC3m1Zt7Yx2Lr8Kp4Hs6Bw5Fd1Ej9Ua3Ic7Oe2G';
const PATH = `/locations-order/${CID}/form-sign/${SOURCE_ID}`;

function order(number: string, state: string, stateLabel: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: `00000000-0000-4000-8000-0000000000${number.slice(-2)}`,
    number,
    state,
    stateLabel,
    createdAt: '2026-11-20T09:30:00Z',
    createdBy: 'Ida Isp',
    submittedAt: state === 'DRAFT' ? null : '2026-11-20T09:35:00Z',
    signedAt: null,
    signerName: null,
    constructionStartedAt: null,
    connectedAt: null,
    cancelledAt: null,
    draftKey: null,
    account: { __typename: 'Account', name: 'Donaunetz GmbH' },
    customer: {
      __typename: 'OrderCustomer',
      salutation: 'Frau',
      firstName: 'Maria',
      lastName: 'Huber',
      email: 'maria.huber@example.at',
      phone: '+43 664 1234567',
    },
    mainProduct: { __typename: 'CidProduct', name: 'Glasfaser 500' },
    addOnProducts: [{ __typename: 'CidProduct', name: 'Telefonie' }],
    contractTermMonths: 24,
    preferredDate: '2027-03-01',
    installationNotes: 'Zugang über den Hof.',
    prices: {
      __typename: 'OrderPrices',
      vatRatePercent: 20,
      lines: [
        { __typename: 'OrderPriceLine', productId: 'GF-500', name: 'Glasfaser 500', chargeType: 'MONTHLY', monthlyFee: 29.9, setupFee: null },
        { __typename: 'OrderPriceLine', productId: 'AO-VOIP', name: 'Telefonie', chargeType: 'MONTHLY', monthlyFee: 4.9, setupFee: null },
      ],
      monthly: { __typename: 'PriceSum', gross: 34.8, vat: 5.8, net: 29 },
      oneTime: { __typename: 'PriceSum', gross: 0, vat: 0, net: 0 },
    },
    signingMail: state === 'SUBMITTED' ? { __typename: 'OrderSigningMail', to: 'maria.huber@example.at', lastSentAt: '2026-11-20T09:35:01Z', count: 1 } : null,
    history: [
      { __typename: 'OrderStateChange', state: 'DRAFT', label: 'Entwurf', at: '2026-11-20T09:30:00Z', by: 'Ida Isp' },
      ...(state === 'DRAFT' ? [] : [{ __typename: 'OrderStateChange', state: 'SUBMITTED', label: 'Übermittelt', at: '2026-11-20T09:35:00Z', by: 'Ida Isp' }]),
    ],
    signingLink: null,
    ...overrides,
  };
}

const link = (expired = false) => ({
  __typename: 'SigningLink',
  url: `https://portal.example.at${PATH}`,
  path: PATH,
  downloadPath: `${PATH}/download`,
  expiresAt: '2026-12-20T09:35:00Z',
  expired,
});

function overviewMock(orders: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: OrderOverviewPageQuery, variables: { cid: CID } },
    maxUsageCount: 3,
    result: {
      data: {
        locationDetails: {
          __typename: 'LocationDetails',
          cid: { __typename: 'LocationCid', id: CID, unit: 'Top 3', status: { __typename: 'OptionValue', label: 'Bestellt' } },
          location: {
            __typename: 'Location',
            id: 'LOC-000003',
            address: { __typename: 'PostalAddress', street: 'Kirchengasse', houseNumber: '2', postcode: '3500', place: 'Krems an der Donau' },
          },
          orderable: false,
          notOrderableReason:
            'Für diese CID ist keine Bestellung möglich: ihr Status ist „Bestellt“. Bestellbar sind CIDs mit dem Status Verfügbar oder Gekündigt.',
          orders,
        },
      },
    },
  };
}

const renderOverview = (mocks: MockLink.MockedResponse[]) =>
  renderWithApollo(<OrderOverviewPage screen={{ title: 'Bestellung' }} params={{ cid: CID }} />, { mocks });
const card = (number: string) => document.querySelector(`[data-order="${number}"]`) as HTMLElement;

describe('OrderOverviewPage', () => {
  it('shows each order with its state, the signing link while it waits for the signature, and the document once signed', async () => {
    renderOverview([
      overviewMock([
        order('B-2026-000042', 'SUBMITTED', 'Übermittelt', { signingLink: link() }),
        order('B-2026-000041', 'SIGNED', 'Unterschrieben', { signedAt: '2026-11-21T08:00:00Z', signerName: 'Maria Huber', signingLink: link() }),
        order('B-2026-000040', 'DRAFT', 'Entwurf', { draftKey: 'draft-key-0000000040' }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: 'B-2026-000042' })).toBeTruthy();
    const submitted = within(card('B-2026-000042'));
    expect((submitted.getByRole('textbox', { name: 'Link zum Unterschreiben' }) as HTMLInputElement).value).toBe(`https://portal.example.at${PATH}`);
    expect(submitted.getByRole('button', { name: 'Neuen Link erzeugen' })).toBeTruthy();
    const signed = within(card('B-2026-000041'));
    expect(signed.getByText(/Unterschrieben am 21\.11\.2026, 09:00 von Maria Huber/)).toBeTruthy();
    expect(signed.getByRole('link', { name: 'Unterschriebenes Dokument' }).getAttribute('href')).toBe(`${PATH}/download`);
    expect(signed.queryByRole('textbox', { name: 'Link zum Unterschreiben' })).toBeNull();
    expect(within(card('B-2026-000040')).getByRole('link', { name: 'Entwurf fortsetzen' }).getAttribute('href')).toBe(
      `/locations-order/${CID}/form?draft=draft-key-0000000040`,
    );
    expect(screen.getByRole('status').textContent).toContain('„Bestellt“');
    expect(screen.queryByRole('link', { name: 'Neue Bestellung' })).toBeNull();
  });

  it('cancels after the confirmation, once however often it is confirmed', async () => {
    const first = order('B-2026-000042', 'SUBMITTED', 'Übermittelt', { signingLink: link() });
    let calls = 0;
    renderOverview([
      overviewMock([first]),
      {
        request: { query: CancelOrderMutation, variables: { orderId: first.id, reason: 'Kundin zieht um' } },
        delay: 50,
        maxUsageCount: 5,
        result: () => {
          calls += 1;
          return {
            data: {
              cancelOrder: {
                __typename: 'OrderResult',
                ok: calls === 1,
                order:
                  calls === 1
                    ? { __typename: 'Order', id: first.id, state: 'CANCELLED', stateLabel: 'Storniert', cancelledAt: '2026-11-22T10:00:00Z', signingLink: null }
                    : null,
                error:
                  calls === 1
                    ? null
                    : {
                        __typename: 'MutationError',
                        code: 'ILLEGAL_TRANSITION',
                        message: 'Die Bestellung B-2026-000042 ist storniert und kann nicht mehr storniert werden.',
                      },
              },
            },
          };
        },
      },
    ]);
    await screen.findByRole('heading', { level: 3, name: 'B-2026-000042' });
    await user.click(within(card('B-2026-000042')).getByRole('button', { name: 'Stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung B-2026-000042 stornieren?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund (optional)' }), 'Kundin zieht um');
    const confirm = within(dialog).getByRole('button', { name: 'Stornieren' });
    confirm.click();
    confirm.click();
    await waitFor(() => expect(within(card('B-2026-000042')).getByText('Storniert')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('B-2026-000042')).queryByRole('alert')).toBeNull();
    expect(calls).toBe(1);
  });
});
