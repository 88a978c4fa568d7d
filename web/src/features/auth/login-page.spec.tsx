import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthRoutes } from './auth-routes';
import { createAuthHarnessPerTest, describedBy, renderAt } from '../../../test/support/auth/auth-harness';
import { deferred, json, signInOk } from '../../../test/support/auth/fake-auth-server';

const harness = createAuthHarnessPerTest();
const { server } = harness;

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), email);
  if (password) await user.type(screen.getByLabelText('Passwort', { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Anmelden' }));
  return user;
}

const signInBody = (status: string, extra: Record<string, unknown> = {}) => json({ status, ...extra });

describe('the login page', () => {
  it('asks for e-mail and password in German, with the e-mail field focused', async () => {
    renderAt('/auth', <AuthRoutes />);
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Passwort', { selector: 'input' }).getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' }).getAttribute('href')).toBe('/auth/reset-password');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    renderAt('/auth', <AuthRoutes />);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Passwort', { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Passwort anzeigen' }));
    expect(password.getAttribute('type')).toBe('text');
    const hide = screen.getByRole('button', { name: 'Passwort verbergen' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');
    await user.click(hide);
    expect(password.getAttribute('type')).toBe('password');
  });

  it('shows "Falsche Kombination aus E-Mail und Passwort" for WRONG_CREDENTIALS_ERROR', async () => {
    server.on('POST', '/auth/signin', () => signInBody('WRONG_CREDENTIALS_ERROR'));
    renderAt('/auth', <AuthRoutes />);
    await fillAndSubmit('admin.isp@example.at', 'falsch123!');
    expect((await screen.findByRole('alert')).textContent).toBe('Falsche Kombination aus E-Mail und Passwort');
    expect(screen.getByRole('textbox', { name: 'E-Mail' })).toBeTruthy();
  });

  it('shows the reason of SIGN_IN_NOT_ALLOWED exactly as the server words it', async () => {
    const reason = 'Ihr Benutzerkonto ist deaktiviert. Bitte wenden Sie sich an Ihren Administrator.';
    server.on('POST', '/auth/signin', () => signInBody('SIGN_IN_NOT_ALLOWED', { reason }));
    renderAt('/auth', <AuthRoutes />);
    await fillAndSubmit('deactivated@example.at', 'Portal!2026');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(reason)).toBeTruthy();
    expect(within(alert).getByText('Anmeldung nicht möglich')).toBeTruthy();
  });

  it('shows FIELD_ERROR messages beside their fields', async () => {
    server.on('POST', '/auth/signin', () =>
      signInBody('FIELD_ERROR', {
        formFields: [
          { id: 'email', error: 'E-Mail ist ungültig' },
          { id: 'password', error: 'Field is not optional' },
        ],
      }),
    );
    renderAt('/auth', <AuthRoutes />);
    await fillAndSubmit('admin.isp@example.at', 'x');
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await waitFor(() => expect(describedBy(email)).toBe('E-Mail ist ungültig'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    // supertokens-node's own English default reaches the user in German.
    expect(describedBy(screen.getByLabelText('Passwort', { selector: 'input' }))).toBe('Feld ist nicht optional');
  });

  it('validates in the browser with the shared German messages and sends nothing when invalid', async () => {
    renderAt('/auth', <AuthRoutes />);
    const user = await fillAndSubmit('', '');
    const email = screen.getByRole('textbox', { name: 'E-Mail' });
    await waitFor(() => expect(describedBy(email)).toBe('Feld ist nicht optional'));
    expect(describedBy(screen.getByLabelText('Passwort', { selector: 'input' }))).toBe('Feld ist nicht optional');
    await user.type(email, 'keine-adresse');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(describedBy(email)).toBe('E-Mail ist ungültig'));
    expect(server.calls('POST', '/auth/signin')).toHaveLength(0);
  });

  it('signs in with the trimmed e-mail and opens the page given in redirectToPath', async () => {
    server.on('POST', '/auth/signin', () => signInOk());
    renderAt(`/auth?redirectToPath=${encodeURIComponent('/tickets/42?tab=notes')}`, <AuthRoutes />);
    await fillAndSubmit('  admin.isp@example.at ', 'Portal!2026');
    expect((await screen.findByRole('status', { name: 'Aktuelle Seite' })).textContent).toBe('/tickets/42?tab=notes');
    const [request] = server.calls('POST', '/auth/signin');
    expect(request!.body).toEqual({
      formFields: [
        { id: 'email', value: 'admin.isp@example.at' },
        { id: 'password', value: 'Portal!2026' },
      ],
    });
    expect(request!.headers.get('rid')).toBe('emailpassword');
  });

  it('opens home after sign-in without redirectToPath', async () => {
    server.on('POST', '/auth/signin', () => signInOk());
    renderAt('/auth', <AuthRoutes />);
    await fillAndSubmit('admin.isp@example.at', 'Portal!2026');
    expect((await screen.findByRole('status', { name: 'Aktuelle Seite' })).textContent).toBe('/');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/tickets'],
    ['https://evil.example'],
    ['http:evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['javascript:alert(1)'],
    ['tickets'],
    ['/auth'],
    ['/auth/reset-password'],
  ])('goes home instead of the unsafe redirectToPath %j', async (target) => {
    server.on('POST', '/auth/signin', () => signInOk());
    renderAt(`/auth?redirectToPath=${encodeURIComponent(target)}`, <AuthRoutes />);
    await fillAndSubmit('admin.isp@example.at', 'Portal!2026');
    expect((await screen.findByRole('status', { name: 'Aktuelle Seite' })).textContent).toBe('/');
  });

  it('sends one request however often the form is submitted while it runs', async () => {
    const answer = deferred<Response>();
    server.on('POST', '/auth/signin', () => answer.promise);
    renderAt('/auth', <AuthRoutes />);
    const user = await fillAndSubmit('admin.isp@example.at', 'Portal!2026');
    const button = screen.getByRole('button', { name: /Anmelden/ });
    await user.click(button);
    await user.type(screen.getByLabelText('Passwort', { selector: 'input' }), '{Enter}');
    await waitFor(() => expect(server.calls('POST', '/auth/signin')).toHaveLength(1));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    answer.release(signInBody('WRONG_CREDENTIALS_ERROR'));
    await screen.findByRole('alert');
    expect(server.calls('POST', '/auth/signin')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('ignores a second submit event that arrives before React re-renders the busy button', async () => {
    const answer = deferred<Response>();
    server.on('POST', '/auth/signin', () => answer.promise);
    renderAt('/auth', <AuthRoutes />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-Mail' }), 'admin.isp@example.at');
    await user.type(screen.getByLabelText('Passwort', { selector: 'input' }), 'Portal!2026');
    const form = screen.getByRole('form', { name: 'Anmelden' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(server.calls('POST', '/auth/signin')).toHaveLength(1));
    answer.release(signInBody('WRONG_CREDENTIALS_ERROR'));
    await screen.findByRole('alert');
    // Give a second submission, had one started, the time to reach the network.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.calls('POST', '/auth/signin')).toHaveLength(1);
  });

  it('sends the current page as X-Client-Url with the sign-in request', async () => {
    window.history.replaceState({}, '', '/auth?redirectToPath=%2Fcids');
    server.on('POST', '/auth/signin', () => signInBody('WRONG_CREDENTIALS_ERROR'));
    renderAt('/auth?redirectToPath=%2Fcids', <AuthRoutes />);
    await fillAndSubmit('admin.isp@example.at', 'Portal!2026');
    await screen.findByRole('alert');
    expect(server.calls('POST', '/auth/signin')[0]!.headers.get('x-client-url')).toBe(`${window.location.origin}/auth?redirectToPath=%2Fcids`);
  });

  it('explains a sign-out after deactivation', () => {
    renderAt('/auth?reason=deactivated&redirectToPath=%2Ftickets', <AuthRoutes />);
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Ihr Zugang wurde deaktiviert')).toBeTruthy();
    expect(notice.textContent).toContain('Sie wurden abgemeldet, weil Ihr Benutzerkonto deaktiviert wurde.');
  });

  it('explains an expired session', () => {
    renderAt('/auth?reason=expired&redirectToPath=%2Ftickets', <AuthRoutes />);
    const notice = screen.getByRole('status');
    expect(within(notice).getByText('Ihre Sitzung ist abgelaufen')).toBeTruthy();
    expect(notice.textContent).toContain('Bitte melden Sie sich erneut an.');
  });

  it('shows an unexpected server answer in the error dialog with code and description', async () => {
    server.on('POST', '/auth/signin', () => json({ message: 'Upstream nicht erreichbar' }, { status: 502 }));
    renderAt('/auth', <AuthRoutes />);
    const user = await fillAndSubmit('admin.isp@example.at', 'Portal!2026');
    const dialog = await screen.findByRole('dialog', { name: 'Es ist ein Fehler aufgetreten' });
    expect(within(dialog).getByText('Code: 502')).toBeTruthy();
    expect(within(dialog).getByText('Beschreibung: Upstream nicht erreichbar')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByRole('button', { name: 'Anmelden' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a user who is already signed in on to redirectToPath', async () => {
    await harness.signIn();
    renderAt('/auth?redirectToPath=%2Fcids', <AuthRoutes />);
    expect((await screen.findByRole('status', { name: 'Aktuelle Seite' })).textContent).toBe('/cids');
  });

  it('keeps the login open after a deactivation even if the local session survived', async () => {
    await harness.signIn();
    renderAt('/auth?reason=deactivated', <AuthRoutes />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Aktuelle Seite' })).toBeNull();
  });
});
