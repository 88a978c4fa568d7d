import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthRoutes } from './auth-routes';
import { createAuthHarnessPerTest, describedBy, renderAt } from '../../../test/support/auth/auth-harness';
import { json } from '../../../test/support/auth/fake-auth-server';

const harness = createAuthHarnessPerTest();
const { server } = harness;

const TOKEN_PATH = '/auth/user/password/reset/token';
const RESET_PATH = '/auth/user/password/reset';

describe('forgot password', () => {
  it('is reached from the login by its link', async () => {
    renderAt('/auth', <AuthRoutes />);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Passwort vergessen?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort zurücksetzen' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-Mail' }));
  });

  it('sends the reset e-mail and says so in the words of the specification', async () => {
    window.history.replaceState({}, '', '/auth/reset-password');
    server.on('POST', TOKEN_PATH, () => json({ status: 'OK' }));
    renderAt('/auth/reset-password', <AuthRoutes />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), ' user.isp@example.at ');
    await user.click(screen.getByRole('button', { name: 'E-Mail senden' }));
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toBe(
      'Eine E-Mail zum Zurücksetzen des Passworts wurde gesendet an user.isp@example.at, falls es in unserem System vorhanden ist.',
    );
    const [request] = server.calls('POST', TOKEN_PATH);
    expect(request!.body).toEqual({ formFields: [{ id: 'email', value: 'user.isp@example.at' }] });
    // The BFF builds the link in the e-mail from the page the request came from.
    expect(request!.headers.get('x-client-url')).toBe(`${window.location.origin}/auth/reset-password`);

    await user.click(screen.getByRole('button', { name: 'Erneut senden' }));
    await waitFor(() => expect(server.calls('POST', TOKEN_PATH)).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' }).getAttribute('href')).toBe('/auth');
  });

  it('checks the e-mail before sending', async () => {
    renderAt('/auth/reset-password', <AuthRoutes />);
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await user.type(email, 'user.isp@');
    await user.click(screen.getByRole('button', { name: 'E-Mail senden' }));
    await waitFor(() => expect(describedBy(email)).toBe('E-Mail ist ungültig'));
    expect(server.calls('POST', TOKEN_PATH)).toHaveLength(0);
  });

  it('shows the reason of PASSWORD_RESET_NOT_ALLOWED', async () => {
    const reason = 'Zu viele Anfragen. Bitte versuchen Sie es in 15 Minuten erneut.';
    server.on('POST', TOKEN_PATH, () => json({ status: 'PASSWORD_RESET_NOT_ALLOWED', reason }));
    renderAt('/auth/reset-password', <AuthRoutes />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'user.isp@example.at');
    await user.click(screen.getByRole('button', { name: 'E-Mail senden' }));
    expect(within(await screen.findByRole('alert')).getByText(reason)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a FIELD_ERROR beside the e-mail', async () => {
    server.on('POST', TOKEN_PATH, () => json({ status: 'FIELD_ERROR', formFields: [{ id: 'email', error: 'E-Mail ist ungültig' }] }));
    renderAt('/auth/reset-password', <AuthRoutes />);
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await user.type(email, 'user.isp@example.at');
    await user.click(screen.getByRole('button', { name: 'E-Mail senden' }));
    await waitFor(() => expect(describedBy(email)).toBe('E-Mail ist ungültig'));
  });
});

describe('reset password from the e-mail link', () => {
  const linkRoute = '/auth/reset-password?token=reset-token-123&tenantId=public';

  async function choose(password: string, confirmation: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Neues Passwort', { selector: 'input' }), password);
    await user.type(screen.getByLabelText('Neues Passwort bestätigen', { selector: 'input' }), confirmation);
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
  }

  it('refuses a confirmation that does not match, without asking the server', async () => {
    renderAt(linkRoute, <AuthRoutes />);
    await choose('Neu!Passwort1', 'Neu!Passwort2');
    const confirm = screen.getByLabelText('Neues Passwort bestätigen', { selector: 'input' });
    await waitFor(() => expect(describedBy(confirm)).toBe('Bestätigungspasswort stimmt nicht überein'));
    expect(server.calls('POST', RESET_PATH)).toHaveLength(0);
  });

  it('applies the password rule of the specification', async () => {
    renderAt(linkRoute, <AuthRoutes />);
    await choose('einfach1', 'einfach1');
    const password = screen.getByLabelText('Neues Passwort', { selector: 'input' });
    await waitFor(() =>
      expect(describedBy(password)).toBe('Das Passwort muss mindestens 8 Zeichen enthalten, einschließlich einer Zahl und ein Sonderzeichen'),
    );
    expect(server.calls('POST', RESET_PATH)).toHaveLength(0);
  });

  it('sends the token of the link with the new password and confirms the change', async () => {
    server.on('POST', RESET_PATH, () => json({ status: 'OK' }));
    // The page URL the SDK would read has no token: the page must use the router's.
    window.history.replaceState({}, '', '/somewhere-else');
    renderAt(linkRoute, <AuthRoutes />);
    await choose('Neu!Passwort1', 'Neu!Passwort1');
    expect((await screen.findByRole('status')).textContent).toBe('Ihr Passwort wurde erfolgreich aktualisiert');
    const [request] = server.calls('POST', RESET_PATH);
    expect(request!.body).toEqual({ formFields: [{ id: 'password', value: 'Neu!Passwort1' }], token: 'reset-token-123', method: 'token' });
    expect(request!.headers.get('x-client-url')).toBe(`${window.location.origin}/somewhere-else`);
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' }).getAttribute('href')).toBe('/auth');
  });

  it('says "Ungültiges Passwort-Reset-Token" for a used or expired link and offers a new one', async () => {
    server.on('POST', RESET_PATH, () => json({ status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' }));
    renderAt(linkRoute, <AuthRoutes />);
    await choose('Neu!Passwort1', 'Neu!Passwort1');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ungültiges Passwort-Reset-Token')).toBeTruthy();
    const newLink = screen.getByRole('link', { name: 'Neuen Link anfordern' });
    expect(newLink.getAttribute('href')).toBe('/auth/reset-password');
    await userEvent.setup().click(newLink);
    expect(await screen.findByRole('button', { name: 'E-Mail senden' })).toBeTruthy();
  });

  it('shows the server field error beside the password', async () => {
    server.on('POST', RESET_PATH, () =>
      json({ status: 'FIELD_ERROR', formFields: [{ id: 'password', error: 'Die Länge des Passworts muss weniger als 100 Zeichen betragen' }] }),
    );
    renderAt(linkRoute, <AuthRoutes />);
    await choose('Neu!Passwort1', 'Neu!Passwort1');
    const password = screen.getByLabelText('Neues Passwort', { selector: 'input' });
    await waitFor(() => expect(describedBy(password)).toBe('Die Länge des Passworts muss weniger als 100 Zeichen betragen'));
  });
});
