/**
 * Bad input to the order form in English (issue 17, "Bad input"; the German rounds are in
 * order-form-page.spec.tsx): sent empty, then with wrong values, each message stands at its
 * field (named by its aria-describedby), in English, and the order is not sent.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ORDER_MESSAGES_EN } from '@fibre-portal/shared/order-form';
import { renderWithApollo } from '../../../test/apollo';
import { setLanguage } from '../../lib/i18n';
import OrderFormPage from './order-form-page';
import { FORM_CID, VALID_INPUT, formQueryMock, orderMutationMock, submittedOrder } from '../../../test/support/ordering/order-fixtures';

beforeAll(async () => {
  await setLanguage('en');
});
afterAll(async () => {
  await setLanguage('de');
});
beforeEach(() => sessionStorage.clear());

async function openForm(counter: { calls: number }) {
  renderWithApollo(<OrderFormPage screen={{ title: 'Order form' }} params={{ cid: FORM_CID }} />, {
    mocks: [formQueryMock(), orderMutationMock('submit', { ...VALID_INPUT, idempotencyKey: 'any' }, { ok: true, order: submittedOrder() }, counter)],
    route: `/locations-order/${FORM_CID}/form`,
  });
  return screen.findByRole('form', { name: 'Order form' });
}

const control = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[name="${name}"]`)!;
/** The text of a control's own field group: its label, the control and the message beside it. */
const atField = (root: HTMLElement, name: string) => control(root, name).closest('.chakra-field__root')?.textContent ?? '';

describe('the order form in English', () => {
  it('sent empty: each required field says so at the field, in English; nothing is sent', async () => {
    const counter = { calls: 0 };
    const root = await openForm(counter);
    const submit = within(root)
      .getAllByRole('button')
      .find((button) => button.getAttribute('type') === 'submit')!;
    await userEvent.click(submit);
    await within(root).findByText(ORDER_MESSAGES_EN.firstNameRequired);
    expect(atField(root, 'firstName')).toContain(ORDER_MESSAGES_EN.firstNameRequired);
    expect(atField(root, 'email')).toContain(ORDER_MESSAGES_EN.emailRequired);
    expect(atField(root, 'phone')).toContain(ORDER_MESSAGES_EN.phoneRequired);
    expect(within(root).getByText(ORDER_MESSAGES_EN.mainProductRequired)).toBeTruthy();
    expect(within(root).getByText(ORDER_MESSAGES_EN.consentTermsRequired)).toBeTruthy();
    expect(root.textContent).not.toMatch(/Bitte/);
    expect(counter.calls).toBe(0);
  });

  it('wrong values: each at its field, in English; nothing is sent', async () => {
    const counter = { calls: 0 };
    const root = await openForm(counter);
    fireEvent.change(control(root, 'firstName'), { target: { value: '4711' } });
    fireEvent.change(control(root, 'email'), { target: { value: 'maria@' } });
    fireEvent.change(control(root, 'phone'), { target: { value: '12' } });
    const submit = within(root)
      .getAllByRole('button')
      .find((button) => button.getAttribute('type') === 'submit')!;
    await userEvent.click(submit);
    await waitFor(() => expect(atField(root, 'firstName')).toContain(ORDER_MESSAGES_EN.firstNameInvalid));
    expect(atField(root, 'email')).toContain(ORDER_MESSAGES_EN.emailInvalid);
    expect(atField(root, 'phone')).toContain(ORDER_MESSAGES_EN.phoneInvalid);
    expect(control(root, 'email').getAttribute('aria-invalid')).toBe('true');
    expect(counter.calls).toBe(0);
  });
});
