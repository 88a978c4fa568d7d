import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { emptyOrderForm } from '@fibre-portal/shared/order-form';
import { renderWithApollo } from '../../../test/apollo';
import OrderFormPage from './order-form-page';
import { loadOrderForm, saveOrderForm } from './form-storage';
import { descriptionOf } from '../../../test/support/ordering/description';
import {
  ACCOUNT,
  FORM_CID,
  PRODUCTS,
  SIGNING_URL,
  VALID_INPUT,
  formDetails,
  formQueryMock,
  orderMutationMock,
  submittedOrder,
} from '../../../test/support/ordering/order-fixtures';

const KEY = '3f0c6f7e-2b7a-4c8e-9d41-5a6b7c8d9e0f';
// Typing without pauses between keys: the form has many fields and the machine is shared.
const user = userEvent.setup({ delay: null });

beforeEach(() => sessionStorage.clear());

function renderForm(mocks: MockLink.MockedResponse[], route = `/locations-order/${FORM_CID}/form`) {
  return renderWithApollo(<OrderFormPage screen={{ title: 'Bestellformular' }} params={{ cid: FORM_CID }} />, { mocks, route });
}

/** A complete form kept in this tab, as if filled in before a reload. */
function storeValidForm(key = KEY) {
  const { cid: _cid, ispAccountId, ...values } = VALID_INPUT;
  saveOrderForm(FORM_CID, { key, ispAccountId: ispAccountId!, values: { ...emptyOrderForm(), ...values } as never });
}

const form = () => screen.findByRole('form', { name: 'Bestellformular' });
const submitButton = (within_: HTMLElement) => within(within_).getByRole('button', { name: 'Bestellung absenden' });

async function fillInCustomer(root: HTMLElement) {
  const scope = within(root);
  await userEvent.selectOptions(scope.getByRole('combobox', { name: /^Anrede/ }), 'Frau');
  await user.type(scope.getByRole('textbox', { name: /^Vorname/ }), 'Maria');
  await user.type(scope.getByRole('textbox', { name: /^Nachname/ }), 'Huber');
  await user.type(scope.getByLabelText(/^Geburtsdatum/), '1985-04-23');
  await user.type(scope.getByRole('textbox', { name: /^E-Mail/ }), 'maria.huber@example.at');
  await user.type(scope.getByRole('textbox', { name: /^Telefon/ }), '+43 664 1234567');
}

describe('OrderFormPage', () => {
  it('offers the location’s main products as a choice of one and its add-ons as options, for the one ISP account', async () => {
    renderForm([formQueryMock()]);
    const root = await form();
    expect(root.textContent).toContain('CID-000123 · Kirchengasse 2, Top 3, 3500 Krems an der Donau');
    expect(root.textContent).toContain('Bestellung für Donaunetz GmbH');
    const mains = within(within(root).getByRole('radiogroup', { name: 'Hauptprodukt' })).getAllByRole('radio');
    expect(mains.map((radio) => (radio as HTMLInputElement).value)).toEqual(['P-500', 'P-1000']);
    expect(within(within(root).getByRole('group', { name: 'Zusatzprodukte' })).getAllByRole('checkbox')).toHaveLength(1);
    expect(root.textContent!.replace(/\u00a0/g, ' ')).toContain('500/100 Mbit/s · € 49,90 monatlich');
    expect((within(root).getByRole('combobox', { name: /^Mindestvertragsdauer/ }) as HTMLSelectElement).value).toBe('24');
  });

  it('sums what is chosen, one-time and monthly apart, with the USt. and the minimum term', async () => {
    renderForm([
      formQueryMock(
        formDetails({
          products: [...PRODUCTS, { ...PRODUCTS[2]!, id: 'P-EXPRESS', name: 'Expressinstallation', chargeType: 'ONE_TIME', monthlyFee: null, setupFee: 99 }],
        }),
      ),
    ]);
    const root = await form();
    const sums = () =>
      within(root)
        .getByRole('table', { name: 'Entgelte' })
        .textContent!.replace(/\u00a0/g, ' ');
    expect(sums()).toContain('Einmalig gesamt€ 0,00');
    await user.click(within(root).getByRole('radio', { name: /Glasfaser 500/ }));
    await user.click(within(root).getByRole('checkbox', { name: /^Telefonie/ }));
    await user.click(within(root).getByRole('checkbox', { name: /^Expressinstallation/ }));
    // The sums follow the checkbox's change; on a loaded CI machine they were read before it had rendered (one-time still € 0,00).
    await waitFor(() => expect(sums()).toContain('Einmalig gesamt€ 99,00darin 20 % USt. € 16,50 (netto € 82,50)'));
    expect(sums()).toContain('Monatlich gesamt€ 54,90darin 20 % USt. € 9,15 (netto € 45,75) · Mindestvertragsdauer 24 Monate');
  });

  it('creates the form’s idempotency key with the form and keeps both in the tab’s session storage', async () => {
    renderForm([formQueryMock()]);
    const root = await form();
    await waitFor(() => expect(loadOrderForm(FORM_CID)).not.toBeNull());
    const stored = loadOrderForm(FORM_CID)!;
    expect(stored.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(stored.ispAccountId).toBe('isp-0001');
    await user.type(within(root).getByRole('textbox', { name: /^Vorname/ }), 'Maria');
    await waitFor(() => expect(loadOrderForm(FORM_CID)!.values.firstName).toBe('Maria'));
    expect(loadOrderForm(FORM_CID)!.key).toBe(stored.key);
  });

  it('says in German what is missing beside each field, focuses the first one and sends nothing', async () => {
    const counter = { calls: 0 };
    renderForm([formQueryMock(), orderMutationMock('submit', { ...VALID_INPUT, idempotencyKey: KEY }, { ok: true, order: submittedOrder() }, counter)]);
    const root = await form();
    await userEvent.click(submitButton(root));
    expect((await within(root).findByRole('alert')).textContent).toContain('Bitte prüfen Sie die markierten Felder.');
    for (const message of [
      'Bitte wählen Sie eine Anrede.',
      'Bitte geben Sie den Vornamen an.',
      'Bitte geben Sie den Nachnamen (bei Firmen den Firmennamen) an.',
      'Bitte geben Sie das Geburtsdatum an.',
      'Bitte geben Sie die E-Mail-Adresse an.',
      'Bitte geben Sie eine Telefonnummer an.',
      'Bitte wählen Sie ein Hauptprodukt.',
      'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
      'Bitte stimmen Sie der Verarbeitung der personenbezogenen Daten zu.',
    ]) {
      expect(within(root).getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(within(root).getByRole('combobox', { name: /^Anrede/ }));
    expect(
      within(root)
        .getByRole('textbox', { name: /^Vorname/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(counter.calls).toBe(0);
  });

  it('ties the messages of the product choice and the consents to them, for screen readers', async () => {
    renderForm([formQueryMock()]);
    const root = await form();
    const terms = within(root).getByRole('checkbox', { name: /akzeptiert die Allgemeinen Geschäftsbedingungen/ });
    expect(descriptionOf(terms)).toBe('');
    await userEvent.click(submitButton(root));
    await within(root).findByText('Bitte wählen Sie ein Hauptprodukt.');
    expect(descriptionOf(within(root).getByRole('radiogroup', { name: 'Hauptprodukt' }))).toBe('Bitte wählen Sie ein Hauptprodukt.');
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(terms)).toBe('Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.');
    expect(descriptionOf(within(root).getByRole('checkbox', { name: /Verarbeitung der personenbezogenen Daten/ }))).toBe(
      'Bitte stimmen Sie der Verarbeitung der personenbezogenen Daten zu.',
    );
  });

  it('refuses wrong values with the shared German messages', async () => {
    renderForm([formQueryMock()]);
    const root = await form();
    await user.type(within(root).getByRole('textbox', { name: /^Vorname/ }), '4711');
    await user.type(within(root).getByLabelText(/^Geburtsdatum/), '2015-01-01');
    await user.type(within(root).getByRole('textbox', { name: /^E-Mail/ }), 'maria@');
    await user.type(within(root).getByRole('textbox', { name: /^Telefon/ }), '12');
    await userEvent.click(submitButton(root));
    expect(await within(root).findByText(/Der Vorname muss mit einem Buchstaben beginnen/)).toBeTruthy();
    expect(within(root).getByText('Die Kundin oder der Kunde muss mindestens 18 Jahre alt sein.')).toBeTruthy();
    expect(within(root).getByText('Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@example.at.')).toBeTruthy();
    expect(within(root).getByText(/Bitte geben Sie eine gültige Telefonnummer an/)).toBeTruthy();
  });

  it('submits once however often it is clicked, forgets the stored form and shows the link for the customer to sign', async () => {
    storeValidForm();
    const counter = { calls: 0 };
    renderForm([formQueryMock(), orderMutationMock('submit', { ...VALID_INPUT, idempotencyKey: KEY }, { ok: true, order: submittedOrder() }, counter)]);
    const root = await form();
    const submit = submitButton(root);
    await userEvent.click(submit);
    await userEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toContain('Bestellung B-2026-000042 übermittelt');
    expect((screen.getByRole('textbox', { name: 'Link zum Unterschreiben' }) as HTMLInputElement).value).toBe(SIGNING_URL);
    expect(screen.getByText(/Gültig bis 22\.12\.2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Bestellübersicht' }).getAttribute('href')).toBe(`/locations-order/${FORM_CID}`);
    expect(counter.calls).toBe(1);
    expect(loadOrderForm(FORM_CID)).toBeNull();
  });

  it('sends one submission when the form is submitted twice before the page has re-rendered', async () => {
    storeValidForm();
    const counter = { calls: 0 };
    renderForm([formQueryMock(), orderMutationMock('submit', { ...VALID_INPUT, idempotencyKey: KEY }, { ok: true, order: submittedOrder() }, counter)]);
    const root = await form();
    root.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    root.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect((await screen.findByRole('status')).textContent).toContain('übermittelt');
    expect(counter.calls).toBe(1);
  });

  it('keeps the filled-in form across a reload of the tab and submits it with the same key', async () => {
    const first = renderForm([formQueryMock()]);
    const root = await form();
    await fillInCustomer(root);
    await userEvent.click(within(root).getByRole('radio', { name: /Glasfaser 1000/ }));
    await waitFor(() => expect(loadOrderForm(FORM_CID)!.values.mainProductId).toBe('P-1000'));
    const key = loadOrderForm(FORM_CID)!.key;
    first.unmount();

    const counter = { calls: 0 };
    const input = { ...VALID_INPUT, mainProductId: 'P-1000', addOnProductIds: [], consentTerms: true, consentDataProcessing: true, idempotencyKey: key };
    renderForm([formQueryMock(), orderMutationMock('submit', input, { ok: true, order: submittedOrder() }, counter)]);
    const again = await form();
    expect((within(again).getByRole('textbox', { name: /^Nachname/ }) as HTMLInputElement).value).toBe('Huber');
    expect((within(again).getByRole('radio', { name: /Glasfaser 1000/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(again).getByRole('checkbox', { name: /akzeptiert die Allgemeinen Geschäftsbedingungen/ }));
    await userEvent.click(within(again).getByRole('checkbox', { name: /Verarbeitung der personenbezogenen Daten/ }));
    await userEvent.click(submitButton(again));
    expect((await screen.findByRole('status')).textContent).toContain('übermittelt');
    expect(counter.calls).toBe(1);
    // Two renders of the whole form and a full fill-in: about 10 s on a quiet machine.
  }, 40_000);

  it('keeps form and key when the answer is lost, so that sending again cannot order twice', async () => {
    storeValidForm();
    const input = { ...VALID_INPUT, idempotencyKey: KEY };
    const counter = { calls: 0 };
    renderForm([
      formQueryMock(),
      orderMutationMock('submit', input, new Error('Failed to fetch')),
      orderMutationMock('submit', input, { ok: true, replayed: true, order: submittedOrder() }, counter),
    ]);
    const root = await form();
    await userEvent.click(submitButton(root));
    expect((await within(root).findByRole('alert')).textContent).toContain('Keine Antwort vom Portal. Ihre Eingaben sind erhalten');
    expect(loadOrderForm(FORM_CID)!.key).toBe(KEY);
    await userEvent.click(submitButton(root));
    expect((await screen.findByRole('status')).textContent).toContain('Bestellung B-2026-000042 übermittelt');
    expect(counter.calls).toBe(1);
  });

  it('shows the server’s refusal beside the fields it names', async () => {
    storeValidForm();
    const error = {
      __typename: 'MutationError',
      code: 'INVALID_INPUT',
      message: 'Bitte prüfen Sie die markierten Felder.',
      fieldErrors: [
        {
          __typename: 'FieldError',
          field: 'mainProductId',
          message: 'Dieses Hauptprodukt ist an diesem Standort nicht bestellbar. Bitte wählen Sie eines aus der Liste.',
        },
      ],
    };
    renderForm([formQueryMock(), orderMutationMock('submit', { ...VALID_INPUT, idempotencyKey: KEY }, { ok: false, error })]);
    const root = await form();
    await userEvent.click(submitButton(root));
    expect(await within(root).findByText('Dieses Hauptprodukt ist an diesem Standort nicht bestellbar. Bitte wählen Sie eines aus der Liste.')).toBeTruthy();
    expect(within(root).getByRole('alert').textContent).toContain('Bitte prüfen Sie die markierten Felder.');
    expect(loadOrderForm(FORM_CID)).not.toBeNull();
  });

  it('saves an incomplete form as a draft and says so', async () => {
    saveOrderForm(FORM_CID, { key: KEY, ispAccountId: 'isp-0001', values: { ...emptyOrderForm(), lastName: 'Huber' } });
    const draftInput = {
      ...VALID_INPUT,
      salutation: null,
      firstName: null,
      birthDate: null,
      email: null,
      phone: null,
      mainProductId: null,
      addOnProductIds: [],
      consentTerms: false,
      consentDataProcessing: false,
      idempotencyKey: KEY,
    };
    renderForm([formQueryMock(), orderMutationMock('draft', draftInput, { ok: true, order: submittedOrder('DRAFT') })]);
    const root = await form();
    await userEvent.click(within(root).getByRole('button', { name: 'Entwurf speichern' }));
    expect((await within(root).findByRole('status')).textContent).toBe('Der Entwurf B-2026-000042 ist gespeichert.');
  });

  it('asks sales and customer care for the end customer’s ISP and takes the message away once one is chosen', async () => {
    storeValidForm();
    saveOrderForm(FORM_CID, { ...loadOrderForm(FORM_CID)!, ispAccountId: '' });
    const accounts = [ACCOUNT, { __typename: 'Account', accountId: 'isp-0002', name: 'Wachau Online' }];
    renderForm([formQueryMock(formDetails({ orderAccounts: accounts }))]);
    const root = await form();
    await userEvent.click(submitButton(root));
    expect(await within(root).findByText('Bitte wählen Sie den Internetanbieter der Kundin oder des Kunden.')).toBeTruthy();
    await userEvent.selectOptions(within(root).getByRole('combobox', { name: /^Internetanbieter/ }), 'isp-0002');
    expect(within(root).queryByText('Bitte wählen Sie den Internetanbieter der Kundin oder des Kunden.')).toBeNull();
    await waitFor(() => expect(loadOrderForm(FORM_CID)!.ispAccountId).toBe('isp-0002'));
  });

  it('explains why a CID cannot be ordered instead of showing the form', async () => {
    const reason = 'Für diese CID ist keine Bestellung möglich: ihr Status ist „Aktiv“. Bestellbar sind CIDs mit dem Status Verfügbar oder Gekündigt.';
    renderForm([formQueryMock(formDetails({ orderable: false, notOrderableReason: reason }))]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Für diese CID ist keine Bestellung möglich');
    expect(alert.textContent).toContain('„Aktiv“');
    expect(screen.queryByRole('form')).toBeNull();
  });
});
