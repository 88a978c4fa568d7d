import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import { initI18n } from '../../lib/i18n';
import SignPage, { SignOrderMutation } from './sign-page';
import { descriptionOf } from '../../../test/support/ordering/description';
import { drawOn, SIGNATURE_DATA_URL, stubCanvas } from '../../../test/support/ordering/canvas';
import { CID, SOURCE_ID, linkRefused, signingOrder, signingQueryMock } from '../../../test/support/ordering/signing-fixtures';

beforeEach(() => {
  stubCanvas();
});
afterEach(() => vi.restoreAllMocks());

const SIGNED_AT = '2026-11-22T10:15:00Z';

function signMock(result: Record<string, unknown>, counter?: { calls: number }, signerName = 'Maria Huber'): MockLink.MockedResponse {
  return {
    request: {
      query: SignOrderMutation,
      variables: { input: { cid: CID, sourceId: SOURCE_ID, signerName, signature: SIGNATURE_DATA_URL, consentTerms: true } },
    },
    delay: 50,
    maxUsageCount: 5,
    result: () => {
      if (counter) counter.calls += 1;
      return { data: { signOrder: { __typename: 'SignOrderResult', error: null, order: null, ...result } } };
    },
  };
}

const signedOrder = () => signingOrder({ state: 'SIGNED', stateLabel: 'Unterschrieben', canSign: false, signedAt: SIGNED_AT, signerName: 'Maria Huber' });

function renderSignPage(mocks: MockLink.MockedResponse[]) {
  return renderWithApollo(<SignPage screen={{ title: 'Bestellung unterschreiben' }} params={{ cid: CID, source_id: SOURCE_ID }} />, { mocks });
}

async function fillIn({ name = 'Maria Huber', draw = true, confirm = true } = {}) {
  const form = await screen.findByRole('form', { name: 'Bestellung unterschreiben' });
  if (name) await userEvent.type(within(form).getByRole('textbox', { name: /Ihr vollständiger Name/ }), name);
  if (draw) {
    await drawOn(within(form).getByRole('img', { name: 'Unterschrift' }), [
      [20, 40],
      [60, 20],
      [120, 45],
    ]);
  }
  if (confirm) {
    await userEvent.click(within(form).getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen gelesen/ }));
    await userEvent.click(within(form).getByRole('checkbox', { name: /bestelle den Glasfaseranschluss verbindlich/ }));
  }
  return form;
}

describe('SignPage', () => {
  it('shows the customer the order to sign: who orders what where, from whom, for how much', async () => {
    renderSignPage([signingQueryMock(signingOrder())]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ihre Bestellung B-2026-000042' })).toBeTruthy();
    const text = document.body.textContent!.replace(/\u00a0/g, ' ');
    expect(text).toContain('Frau Maria Huber');
    expect(text).toContain('Kirchengasse 2, Top 3, 3500 Krems an der Donau');
    expect(text).toContain('Glasfaser 500 (€ 49,90 monatlich)');
    expect(text).toContain('Telefonie (€ 5,00 monatlich)');
    expect(text).toContain('Expressinstallation (€ 99,00 einmalig)');
    expect(text).toContain('+43 664 1234567');
    // The server's sums: one-time and monthly apart, with the USt. they contain.
    const sums = screen.getByRole('table', { name: 'Entgelte' }).textContent!.replace(/\u00a0/g, ' ');
    expect(sums).toContain('Einmalig gesamt€ 99,00darin 20 % USt. € 16,50');
    expect(sums).toContain('Monatlich gesamt€ 54,90darin 20 % USt. € 9,15');
    expect(screen.getByRole('link', { name: /Allgemeine Geschäftsbedingungen/ }).getAttribute('href')).toBe('/agb');
    expect(text).toContain('24 Monate');
    expect(text).toContain('01.03.2027');
    expect(screen.getByText(/Bitte prüfen Sie die Angaben Ihrer Bestellung bei Donaunetz GmbH/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Bestellung unterschreiben' })).toBeTruthy();
  });

  it('speaks the language chosen for the customer on the order form, without storing it as the browser’s choice', async () => {
    const i18n = initI18n();
    try {
      renderSignPage([signingQueryMock(signingOrder({ language: 'en' })), signingQueryMock(signingOrder({ language: 'en' }))]);
      expect(await screen.findByRole('heading', { level: 2, name: 'Your order B-2026-000042' }, { timeout: 8000 })).toBeTruthy();
      const form = await screen.findByRole('form', { name: 'Sign the order' });
      await userEvent.click(within(form).getByRole('button', { name: 'Sign bindingly' }));
      expect(await within(form).findByText('Please enter your full name.')).toBeTruthy();
      expect(within(form).getByText('Please sign in the signature field.')).toBeTruthy();
      expect(localStorage.getItem('portal.language')).toBeNull();
      expect(document.documentElement.lang).toBe('en');
    } finally {
      await i18n.changeLanguage('de');
      document.documentElement.lang = 'de';
    }
  });

  it('refuses to send without name, signature and confirmation, saying each in German', async () => {
    const counter = { calls: 0 };
    renderSignPage([signingQueryMock(signingOrder()), signMock({ ok: true, order: signedOrder() }, counter)]);
    const form = await screen.findByRole('form', { name: 'Bestellung unterschreiben' });
    await userEvent.click(within(form).getByRole('button', { name: 'Verbindlich unterschreiben' }));
    expect(await within(form).findByText('Bitte geben Sie Ihren vollständigen Namen an.')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Bitte unterschreiben Sie im Unterschriftsfeld.');
    expect(within(form).getByText('Bitte bestätigen Sie die Bestellung.')).toBeTruthy();
    expect(within(form).getByText('Bitte bestätigen Sie, dass Sie die Allgemeinen Geschäftsbedingungen gelesen haben und akzeptieren.')).toBeTruthy();
    expect(
      within(form)
        .getByRole('textbox', { name: /Ihr vollständiger Name/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    // Screen readers hear each message with its control.
    expect(descriptionOf(within(form).getByRole('img', { name: 'Unterschrift' }))).toBe('Bitte unterschreiben Sie im Unterschriftsfeld.');
    const confirm = within(form).getByRole('checkbox', { name: /bestelle den Glasfaseranschluss verbindlich/ });
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(confirm)).toBe('Bitte bestätigen Sie die Bestellung.');
    expect(counter.calls).toBe(0);
  });

  it('refuses a name that is no name, and a missing signature alone', async () => {
    const counter = { calls: 0 };
    renderSignPage([signingQueryMock(signingOrder()), signMock({ ok: true, order: signedOrder() }, counter)]);
    const form = await fillIn({ name: '1234', draw: false });
    await userEvent.click(within(form).getByRole('button', { name: 'Verbindlich unterschreiben' }));
    expect(await within(form).findByText(/Der Name muss mit einem Buchstaben beginnen/)).toBeTruthy();
    expect(within(form).getByText('Bitte unterschreiben Sie im Unterschriftsfeld.')).toBeTruthy();
    expect(within(form).queryByText('Bitte bestätigen Sie die Bestellung.')).toBeNull();
    expect(counter.calls).toBe(0);
  });

  it('records name and signature once and thanks the customer with the PDF to download', async () => {
    const counter = { calls: 0 };
    renderSignPage([signingQueryMock(signingOrder()), signMock({ ok: true, order: signedOrder() }, counter)]);
    const form = await fillIn();
    const submit = within(form).getByRole('button', { name: 'Verbindlich unterschreiben' });
    await userEvent.click(submit);
    await userEvent.click(submit).catch(() => undefined);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Vielen Dank – Ihre Bestellung ist unterschrieben');
    expect(status.textContent).toContain('Unterschrieben von Maria Huber am 22.11.2026');
    expect(screen.getByRole('link', { name: 'Unterschriebene Bestellung als PDF herunterladen' }).getAttribute('href')).toBe(
      `/api/order-documents/${CID}/${SOURCE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Zur Download-Seite' }).getAttribute('href')).toBe(`/locations-order/${CID}/form-sign/${SOURCE_ID}/download`);
    expect(screen.queryByRole('form', { name: 'Bestellung unterschreiben' })).toBeNull();
    expect(counter.calls).toBe(1);
  });

  it('sends one signature when the form is submitted twice before the page has re-rendered', async () => {
    const counter = { calls: 0 };
    renderSignPage([signingQueryMock(signingOrder()), signMock({ ok: true, order: signedOrder() }, counter)]);
    const form = await fillIn();
    // Two submissions in the same tick: the button is not disabled yet for the second.
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect((await screen.findByRole('status')).textContent).toContain('Vielen Dank');
    expect(counter.calls).toBe(1);
  });

  it('puts the server’s refusal above the form and its field messages beside the fields', async () => {
    const error = {
      __typename: 'MutationError',
      code: 'INVALID_INPUT',
      message: 'Bitte prüfen Sie Ihren Namen und Ihre Unterschrift.',
      fieldErrors: [
        { __typename: 'FieldError', field: 'signature', message: 'Die Unterschrift muss ein PNG-Bild sein. Bitte unterschreiben Sie im Unterschriftsfeld.' },
      ],
    };
    renderSignPage([signingQueryMock(signingOrder()), signMock({ ok: false, error })]);
    const form = await fillIn();
    await userEvent.click(within(form).getByRole('button', { name: 'Verbindlich unterschreiben' }));
    expect(await within(form).findByText('Bitte prüfen Sie Ihren Namen und Ihre Unterschrift.')).toBeTruthy();
    expect(within(form).getByText(/Die Unterschrift muss ein PNG-Bild sein/)).toBeTruthy();
  });

  it('shows the signed order and its PDF when another tab signed it a moment earlier', async () => {
    const error = {
      __typename: 'MutationError',
      code: 'ILLEGAL_TRANSITION',
      message: 'Diese Bestellung wurde bereits unterschrieben. Sie können das unterschriebene Dokument herunterladen.',
      fieldErrors: [],
    };
    renderSignPage([signingQueryMock(signingOrder()), signMock({ ok: false, error }), signingQueryMock(signedOrder())]);
    const form = await fillIn();
    await userEvent.click(within(form).getByRole('button', { name: 'Verbindlich unterschreiben' }));
    expect((await screen.findByRole('status')).textContent).toContain('Diese Bestellung ist bereits unterschrieben');
    expect(screen.getByRole('link', { name: 'Unterschriebene Bestellung als PDF herunterladen' })).toBeTruthy();
  });

  it('says when there is no answer, keeping what was entered', async () => {
    const failing: MockLink.MockedResponse = {
      request: { query: SignOrderMutation, variables: { input: { cid: CID, sourceId: SOURCE_ID, signerName: 'Maria Huber', signature: SIGNATURE_DATA_URL } } },
      error: new Error('Failed to fetch'),
    };
    renderSignPage([signingQueryMock(signingOrder()), failing]);
    const form = await fillIn();
    await userEvent.click(within(form).getByRole('button', { name: 'Verbindlich unterschreiben' }));
    expect(await within(form).findByText(/Keine Antwort vom Portal/)).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: /Ihr vollständiger Name/ }) as HTMLInputElement).value).toBe('Maria Huber');
  });

  it('explains a link that does not work with the server’s message', async () => {
    renderSignPage([signingQueryMock(null, [linkRefused()])]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Dieser Link funktioniert nicht');
    expect(alert.textContent).toContain('Dieser Link ist abgelaufen.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers the PDF instead of the pad for an order that is already signed', async () => {
    renderSignPage([signingQueryMock(signedOrder())]);
    expect((await screen.findByRole('status')).textContent).toContain('Diese Bestellung ist bereits unterschrieben');
    expect(screen.queryByRole('img', { name: 'Unterschrift' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Unterschriebene Bestellung als PDF herunterladen' }).hasAttribute('download')).toBe(true);
  });
});
