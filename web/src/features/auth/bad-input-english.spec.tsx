/**
 * Bad input to the sign-in, forgot-password and new-password forms in English (issue 17, "Bad
 * input"; the German rounds are in login-page.spec.tsx and reset-password.spec.tsx): each
 * message stands at its field (named by the input's aria-describedby), in English, and nothing
 * is sent to the auth server.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../lib/i18n';
import { AuthRoutes } from './auth-routes';
import { createAuthHarness, renderAt } from '../../../test/support/auth/auth-harness';

const harness = createAuthHarness();
const { server } = harness;

beforeAll(async () => {
  await setLanguage('en');
});
afterAll(async () => {
  await setLanguage('de');
});
beforeEach(() => harness.reset());
afterEach(() => harness.reset());

function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

const GERMAN = /\b(Feld|ist|nicht|ungültig|Passwort|muss|Zeichen|stimmt|überein)\b|[äöüß]/i;

describe('bad input to the sign-in pages, in English', () => {
  it('sign-in: empty fields, then an e-mail that is none, each at its field; nothing sent', async () => {
    renderAt('/auth', <AuthRoutes />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const password = screen.getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(describedBy(email)).toBe('Field is not optional'));
    expect(describedBy(password)).toBe('Field is not optional');
    fireEvent.change(email, { target: { value: 'no-address' } });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(describedBy(email)).toBe('Email is invalid'));
    expect(server.calls('POST', '/auth/signin')).toHaveLength(0);
  });

  it('forgot password: an e-mail that is none, at its field; nothing sent', async () => {
    renderAt('/auth/reset-password', <AuthRoutes />);
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    fireEvent.change(email, { target: { value: 'user.isp@' } });
    await user.click(screen.getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(describedBy(email)).toBe('Email is invalid'));
    expect(server.calls('POST', '/auth/user/password/reset/token')).toHaveLength(0);
  });

  it.each([
    ['a password against the rule', 'simple1', 'simple1', 'password'],
    ['a confirmation that does not match', 'New!Password1', 'New!Password2', 'confirm'],
  ] as const)('new password: %s, at its field; nothing sent', async (_case, password, confirmation, field) => {
    renderAt('/auth/reset-password?token=reset-token-123&tenantId=public', <AuthRoutes />);
    const user = userEvent.setup();
    const first = screen.getByLabelText('New password', { selector: 'input' });
    const second = screen.getByLabelText('Confirm new password', { selector: 'input' });
    fireEvent.change(first, { target: { value: password } });
    fireEvent.change(second, { target: { value: confirmation } });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const input = field === 'password' ? first : second;
    await waitFor(() => expect(describedBy(input)).not.toBe(''));
    expect(describedBy(input)).not.toMatch(GERMAN);
    expect(server.calls('POST', '/auth/user/password/reset')).toHaveLength(0);
  });
});
