import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_OPTIONS, TYPE_OPTIONS } from '@fibre-portal/shared/validation';
import { renderWithProviders } from '../../../test/render';
import { SignUpForm, type SignUpValues } from './sign-up-form';
import { createAuthHarnessPerTest, describedBy } from '../../../test/support/auth/auth-harness';
import { json } from '../../../test/support/auth/fake-auth-server';

const harness = createAuthHarnessPerTest();
const { server } = harness;

const fields = () => ({
  email: screen.getByRole('textbox', { name: 'E-Mail' }),
  password: screen.getByLabelText('Passwort', { selector: 'input' }),
  name: screen.getByRole('textbox', { name: 'Name' }),
  role: screen.getByRole('combobox', { name: 'Rolle' }),
  type: screen.getByRole('combobox', { name: 'Typ' }),
  accountid: screen.getByRole('textbox', { name: 'Account-ID' }),
});

async function fill(values: Partial<SignUpValues>) {
  const user = userEvent.setup();
  const f = fields();
  if (values.email) await user.type(f.email, values.email);
  if (values.password) await user.type(f.password, values.password);
  if (values.name) await user.type(f.name, values.name);
  if (values.role) await user.selectOptions(f.role, values.role);
  if (values.type) await user.selectOptions(f.type, values.type);
  if (values.accountid) await user.type(f.accountid, values.accountid);
  return user;
}

const valid: SignUpValues = { email: 'neu.isp@example.at', password: 'Start!2026', name: 'Neue Person', role: 'user', type: 'isp', accountid: '' };

describe('SignUpForm', () => {
  it('offers the roles and types of the shared module, and marks the account id optional', () => {
    renderWithProviders(<SignUpForm />);
    const f = fields();
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value);
    expect(options(f.role)).toEqual(['', ...ROLE_OPTIONS]);
    expect(options(f.type)).toEqual(['', ...TYPE_OPTIONS]);
    expect(describedBy(f.accountid)).toBe('optional');
  });

  it('names every missing or wrong field with the German messages of SPEC.md §5 and sends nothing', async () => {
    renderWithProviders(<SignUpForm />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
    const f = fields();
    await waitFor(() => expect(describedBy(f.email)).toBe('Feld ist nicht optional'));
    for (const field of [f.password, f.name, f.role, f.type]) expect(describedBy(field)).toBe('Feld ist nicht optional');
    expect(describedBy(f.accountid)).toBe('optional');

    await fill({ email: 'kein-at', password: 'kurz1', name: 'X' });
    await user.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
    await waitFor(() => expect(describedBy(f.email)).toBe('E-Mail ist ungültig'));
    expect(describedBy(f.password)).toBe('Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl und ein Sonderzeichen');
    expect(server.calls('POST', '/auth/signup')).toHaveLength(0);
  });

  it('checks a field when it is left', async () => {
    renderWithProviders(<SignUpForm />);
    const user = await fill({ password: 'nurbuchstaben' });
    await user.tab();
    expect(describedBy(fields().password)).toBe('Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl und ein Sonderzeichen');
  });

  it('creates the user through POST /auth/signup and empties the form for the next one', async () => {
    server.on('GET', '/auth/emailpassword/email/exists', () => json({ status: 'OK', exists: false }));
    server.on('POST', '/auth/signup', () => json({ status: 'OK', user: { id: 'u-2', emails: ['neu.isp@example.at'] } }));
    const created = vi.fn();
    renderWithProviders(<SignUpForm onCreated={created} />);
    const user = await fill({ ...valid, accountid: 'ISP-0042' });
    await user.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
    expect((await screen.findByRole('status')).textContent).toBe('Der Benutzer neu.isp@example.at wurde angelegt.');
    const [request] = server.calls('POST', '/auth/signup');
    expect(request!.body).toMatchObject({
      formFields: [
        { id: 'email', value: 'neu.isp@example.at' },
        { id: 'password', value: 'Start!2026' },
        { id: 'name', value: 'Neue Person' },
        { id: 'role', value: 'user' },
        { id: 'type', value: 'isp' },
        { id: 'accountid', value: 'ISP-0042' },
      ],
    });
    expect(request!.headers.get('x-client-url')).toBe(window.location.href);
    expect(created).toHaveBeenCalledWith({ ...valid, accountid: 'ISP-0042' });
    expect((fields().email as HTMLInputElement).value).toBe('');
  });

  it('leaves out an empty account id', async () => {
    server.on('POST', '/auth/signup', () => json({ status: 'OK', user: { id: 'u-3' } }));
    renderWithProviders(<SignUpForm />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
    await screen.findByRole('status');
    const ids = (server.calls('POST', '/auth/signup')[0]!.body as { formFields: Array<{ id: string }> }).formFields.map((field) => field.id);
    expect(ids).toEqual(['email', 'password', 'name', 'role', 'type']);
  });

  it.each([['Diese E-Mail existiert bereits. Bitte melden Sie sich stattdessen an'], ['This email already exists. Please sign in instead.']])(
    'shows an existing e-mail (%j from the server) in German beside the field',
    async (serverText) => {
      server.on('POST', '/auth/signup', () => json({ status: 'FIELD_ERROR', formFields: [{ id: 'email', error: serverText }] }));
      renderWithProviders(<SignUpForm />);
      const user = await fill(valid);
      await user.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
      await waitFor(() => expect(describedBy(fields().email)).toBe('Diese E-Mail existiert bereits. Bitte melden Sie sich stattdessen an'));
    },
  );

  it('warns about an existing e-mail as soon as the field is left', async () => {
    server.on('GET', '/auth/emailpassword/email/exists', () => json({ status: 'OK', exists: true }));
    renderWithProviders(<SignUpForm />);
    const user = await fill({ email: 'admin.isp@example.at' });
    await user.tab();
    await waitFor(() => expect(describedBy(fields().email)).toBe('Diese E-Mail existiert bereits. Bitte melden Sie sich stattdessen an'));
    expect(server.calls('GET', '/auth/emailpassword/email/exists')[0]!.url.searchParams.get('email')).toBe('admin.isp@example.at');
  });

  it('shows the reason of SIGN_UP_NOT_ALLOWED', async () => {
    const reason = 'Nur Administratoren können Benutzer anlegen. Bitte melden Sie sich als Administrator an.';
    server.on('POST', '/auth/signup', () => json({ status: 'SIGN_UP_NOT_ALLOWED', reason }));
    renderWithProviders(<SignUpForm />);
    const user = await fill(valid);
    await user.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
    expect(within(await screen.findByRole('alert')).getByText(reason)).toBeTruthy();
  });

  it('can send through another channel and takes narrowed choices and prefilled values', async () => {
    const submit = vi.fn(async () => ({ status: 'OK' as const }));
    renderWithProviders(<SignUpForm submit={submit} roleOptions={['user']} typeOptions={['isp']} initialValues={{ type: 'isp', accountid: 'ISP-0001' }} />);
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value);
    expect(options(fields().role)).toEqual(['', 'user']);
    const user = await fill({ email: 'x.y@example.at', password: 'Start!2026', name: 'X Y', role: 'user' });
    await user.click(screen.getByRole('button', { name: 'Benutzer anlegen' }));
    await screen.findByRole('status');
    expect(submit).toHaveBeenCalledWith({ email: 'x.y@example.at', password: 'Start!2026', name: 'X Y', role: 'user', type: 'isp', accountid: 'ISP-0001' });
    expect(server.calls('POST', '/auth/signup')).toHaveLength(0);
    expect((fields().accountid as HTMLInputElement).value).toBe('ISP-0001');
  });
});
