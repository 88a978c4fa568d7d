/**
 * The order overview (`/locations-order/:cid`) as `screens/locations.yaml` defines it,
 * drawn by the generic detail renderer: every order as it was ordered, its history, the
 * signing link, and the actions with their confirmations.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { Route, Routes } from 'react-router-dom';
import { renderWithApollo } from '../../../test/apollo';
import { CancelOrderMutation, OrderOverviewQuery, ResendSigningMailMutation } from '../operations/location-details';
import { ScreenRoutesProvider } from '../screen-context';
import { shippedScreen } from '../../../test/support/sdui/screens';
import DetailScreen from './detail-screen';

const user = userEvent.setup({ delay: null });
const CID = 'CID-000123';
const SOURCE_ID = 'q0V9nC3m1Zt7Yx2Lr8Kp4Hs6Bw5Fd1Ej9Ua3Ic7Oe2G';
const PATH = `/locations-order/${CID}/form-sign/${SOURCE_ID}`;

function order(number: string, state: string, stateLabel: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: `00000000-0000-4000-8000-0000000000${number.slice(-2)}`,
    number,
    cid: CID,
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
    cancelReason: null,
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
    contractTermMonths: 24,
    preferredDate: '2027-03-01',
    installationNotes: 'Zugang über den Hof.',
    prices: {
      __typename: 'OrderPrices',
      vatRatePercent: 20,
      lines: [
        { __typename: 'OrderPriceLine', productId: 'GF-500', name: 'Glasfaser 500', chargeType: 'MONTHLY', monthlyFee: 29.9, setupFee: null },
        { __typename: 'OrderPriceLine', productId: 'AO-VOIP', name: 'Telefonie', chargeType: 'MONTHLY', monthlyFee: 4.9, setupFee: null },
        { __typename: 'OrderPriceLine', productId: 'AO-EXPRESS', name: 'Expressinstallation', chargeType: 'ONE_TIME', monthlyFee: null, setupFee: 99 },
      ],
      monthly: { __typename: 'PriceSum', gross: 34.8, vat: 5.8, net: 29 },
      oneTime: { __typename: 'PriceSum', gross: 99, vat: 16.5, net: 82.5 },
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
  sourceId: SOURCE_ID,
  url: `https://portal.example.at${PATH}`,
  path: PATH,
  downloadPath: `${PATH}/download`,
  expiresAt: '2026-12-20T09:35:00Z',
  expired,
});

function overviewMock(orders: unknown[], maxUsageCount = 1): MockLink.MockedResponse {
  return {
    request: { query: OrderOverviewQuery, variables: { cid: CID } },
    maxUsageCount,
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

const ROUTES = [
  { route: '/locations' },
  { route: '/locations/:cid' },
  { route: '/locations-order/:cid' },
  { route: '/locations-order/:cid/form' },
  { route: '/locations-order/:cid/form-sign/:source_id/download' },
];

const renderOverview = (mocks: MockLink.MockedResponse[]) =>
  renderWithApollo(
    <ScreenRoutesProvider routes={ROUTES}>
      <Routes>
        <Route path="/locations-order/:cid" element={<DetailScreen screen={shippedScreen('locations.yaml', 'location-order')} />} />
      </Routes>
    </ScreenRoutesProvider>,
    { route: `/locations-order/${CID}`, mocks },
  );
const card = (number: string) => within(screen.getByRole('article', { name: number }));
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

describe('the order overview from its definition', () => {
  it('shows each order with its state, the signing link while it waits for the signature, and the document once signed', async () => {
    renderOverview([
      overviewMock([
        order('B-2026-000042', 'SUBMITTED', 'Übermittelt', { signingLink: link() }),
        order('B-2026-000041', 'SIGNED', 'Unterschrieben', { signedAt: '2026-11-21T08:00:00Z', signerName: 'Maria Huber', signingLink: link() }),
        order('B-2026-000040', 'DRAFT', 'Entwurf', { draftKey: 'draft-key-0000000040' }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { level: 3, name: 'B-2026-000042' })).toBeTruthy();
    const submitted = card('B-2026-000042');
    // The signing link is a block of its own, loaded on demand.
    expect(((await submitted.findByRole('textbox', { name: 'Link zum Unterschreiben' }, { timeout: 15_000 })) as HTMLInputElement).value).toBe(
      `https://portal.example.at${PATH}`,
    );
    expect(submitted.getByRole('button', { name: 'Neuen Link erzeugen' })).toBeTruthy();
    expect(submitted.getByRole('button', { name: 'Erneut senden' })).toBeTruthy();
    expect(submitted.getByRole('button', { name: 'Link kopieren' })).toBeTruthy();
    expect(submitted.getByText('Link per E-Mail an maria.huber@example.at gesendet am 20.11.2026, 10:35.')).toBeTruthy();
    expect(submitted.getByText('Übermittelt', { selector: '[data-tone] *, [data-tone]' }).closest('[data-tone]')?.getAttribute('data-tone')).toBe('info');
    const signed = card('B-2026-000041');
    expect(signed.getByRole('region', { name: 'Daten' }).textContent).toContain('Unterschrieben am21.11.2026, 09:00 von Maria Huber');
    expect(signed.getByRole('link', { name: 'Unterschriebenes Dokument' }).getAttribute('href')).toBe(`${PATH}/download`);
    expect(signed.queryByRole('textbox', { name: 'Link zum Unterschreiben' })).toBeNull();
    expect(signed.queryByRole('button', { name: 'Erneut senden' })).toBeNull();
    const draft = card('B-2026-000040');
    expect(draft.getByRole('link', { name: 'Entwurf fortsetzen' }).getAttribute('href')).toBe(`/locations-order/${CID}/form?draft=draft-key-0000000040`);
    expect(draft.queryByRole('link', { name: 'Unterschriebenes Dokument' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('„Bestellt“');
    expect(screen.queryByRole('link', { name: 'Neue Bestellung' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Standortdetails' }).getAttribute('href')).toBe(`/locations/${CID}`);
  });

  it('shows what was ordered: products with one-time and monthly sums incl. USt., term, wish date, contact, notes and the state history', async () => {
    renderOverview([overviewMock([order('B-2026-000042', 'SUBMITTED', 'Übermittelt', { signingLink: link() })])]);
    await screen.findByRole('heading', { level: 3, name: 'B-2026-000042' });
    const submitted = card('B-2026-000042');
    const ordered = plain(submitted.getByRole('region', { name: 'Bestellt' }).textContent);
    for (const text of [
      'Kundin / KundeFrau Maria Huber',
      'E-Mailmaria.huber@example.at',
      'Telefon+43 664 1234567',
      'InternetanbieterDonaunetz GmbH',
      'Mindestvertragsdauer24 Monate',
      'Wunschtermin01.03.2027',
      'Hinweise zur InstallationZugang über den Hof.',
    ])
      expect(ordered).toContain(text);
    const charges = submitted.getByRole('table', { name: 'Entgelte' });
    const rows = within(charges)
      .getAllByRole('row')
      .map((row) => plain(row.textContent));
    expect(rows).toContain('Glasfaser 500€ 29,90');
    expect(rows).toContain('Expressinstallation€ 99,00');
    expect(rows).toContain('Einmalig gesamt€ 99,00darin 20 % USt. € 16,50 (netto € 82,50)');
    expect(rows).toContain('Monatlich gesamt€ 34,80darin 20 % USt. € 5,80 (netto € 29,00) · Mindestvertragsdauer 24 Monate');
    expect(plain(submitted.getByRole('region', { name: 'Entgelte' }).textContent)).toContain('Alle Preise sind Bruttopreise inkl. 20 % USt.');
    const history = submitted.getByRole('list', { name: 'Verlauf' });
    expect([...history.querySelectorAll('[data-history-state]')].map((step) => step.getAttribute('data-history-state'))).toEqual(['DRAFT', 'SUBMITTED']);
    expect(plain(history.querySelector('[aria-current="step"]')?.textContent)).toBe('Übermittelt20.11.2026, 10:35 · Ida Isp');
  });

  it('cancels after the confirmation, once however often it is confirmed', async () => {
    const first = order('B-2026-000042', 'SUBMITTED', 'Übermittelt', { signingLink: link() });
    let calls = 0;
    renderOverview([
      overviewMock([first]),
      // Loaded again after the cancellation.
      overviewMock(
        [{ ...first, state: 'CANCELLED', stateLabel: 'Storniert', cancelledAt: '2026-11-22T10:00:00Z', cancelReason: 'Kundin zieht um', signingLink: null }],
        3,
      ),
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
                    ? {
                        __typename: 'Order',
                        id: first.id,
                        number: first.number,
                        state: 'CANCELLED',
                        stateLabel: 'Storniert',
                        cancelledAt: '2026-11-22T10:00:00Z',
                        signingLink: null,
                      }
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
    await user.click(card('B-2026-000042').getByRole('button', { name: 'Stornieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestellung B-2026-000042 stornieren?' });
    expect(dialog.textContent).toContain('Die CID wird wieder bestellbar.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund (optional)' }), 'Kundin zieht um');
    const confirm = within(dialog).getByRole('button', { name: 'Stornieren' });
    confirm.click();
    confirm.click();
    await waitFor(() => expect(card('B-2026-000042').getByText('Storniert')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toBe(1);
    await waitFor(() => expect(card('B-2026-000042').queryByRole('button', { name: 'Stornieren' })).toBeNull());
  });

  it('sends the link again after a confirmation and says so; a refusal (rate limit) shows in the dialog', async () => {
    const submitted = order('B-2026-000042', 'SUBMITTED', 'Übermittelt', { signingLink: link() });
    let calls = 0;
    renderOverview([
      overviewMock([submitted], 5),
      {
        request: { query: ResendSigningMailMutation, variables: { orderId: submitted.id } },
        maxUsageCount: 2,
        result: () => {
          calls += 1;
          return {
            data: {
              resendOrderSigningMail: {
                __typename: 'OrderResult',
                ok: calls === 1,
                order:
                  calls === 1
                    ? { __typename: 'Order', id: submitted.id, number: submitted.number, signingMail: { ...submitted.signingMail!, count: 2 } }
                    : null,
                error:
                  calls === 1
                    ? null
                    : {
                        __typename: 'MutationError',
                        code: 'RATE_LIMITED',
                        message: 'Der Link wurde in der letzten Stunde schon dreimal gesendet. Wieder möglich ab 11:35.',
                      },
              },
            },
          };
        },
      },
    ]);
    await screen.findByRole('heading', { level: 3, name: 'B-2026-000042' });
    await user.click(card('B-2026-000042').getByRole('button', { name: 'Erneut senden' }));
    let dialog = await screen.findByRole('dialog', { name: 'Link zu B-2026-000042 erneut senden?' });
    expect(dialog.textContent).toContain('Höchstens drei E-Mails je Stunde.');
    await user.click(within(dialog).getByRole('button', { name: 'Erneut senden' }));
    expect(await within(dialog).findByText('Der Link zu B-2026-000042 wurde erneut gesendet.')).toBeTruthy();
    expect(calls).toBe(1);
    await user.click(within(dialog).getAllByRole('button', { name: 'Schließen' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(card('B-2026-000042').getByRole('button', { name: 'Erneut senden' }));
    dialog = await screen.findByRole('dialog', { name: 'Link zu B-2026-000042 erneut senden?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erneut senden' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Wieder möglich ab 11:35.');
    expect(calls).toBe(2);
  });
});
