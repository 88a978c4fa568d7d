/**
 * The route guard on a page whose HTML carried a viewer (lib/initial-state.ts): the server
 * verified the session for this very page, so the page draws at once and the session library
 * checks beside it (issue 20, B10). When the check finds no session after all, the page goes
 * to the login as without the vouch.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render';
import { RequireSession } from './require-session';
import { createAuthHarnessPerTest, LocationProbe } from '../../../test/support/auth/auth-harness';

const page = vi.hoisted(() => ({ vouches: false }));
vi.mock('../../lib/initial-state', () => ({
  pageVouchesForSession: () => page.vouches,
  sessionChecked: () => {
    page.vouches = false;
  },
}));

const harness = createAuthHarnessPerTest();

function renderGuarded(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/auth" element={<LocationProbe />} />
      <Route
        path="*"
        element={
          <RequireSession>
            <h1>Geschützte Seite</h1>
          </RequireSession>
        }
      />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  page.vouches = true;
});

describe('RequireSession on a page that carried a viewer', () => {
  it('draws the page in its first render, and keeps it when the check confirms the session', async () => {
    await harness.signIn();
    renderGuarded('/tickets');
    // No turn of the event loop: the first render has the page, no check is shown.
    expect(screen.getByRole('heading', { name: 'Geschützte Seite' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Anmeldung wird geprüft …' })).toBeNull();
    await waitFor(() => expect(page.vouches).toBe(false));
    expect(screen.getByRole('heading', { name: 'Geschützte Seite' })).toBeTruthy();
  });

  it('sends the visitor to the login when the check finds no session after all', async () => {
    renderGuarded('/tickets?tab=notes');
    expect(screen.getByRole('heading', { name: 'Geschützte Seite' })).toBeTruthy();
    const location = await screen.findByRole('status', { name: 'Aktuelle Seite' });
    expect(location.textContent).toBe(`/auth?redirectToPath=${encodeURIComponent('/tickets?tab=notes')}`);
    expect(screen.queryByRole('heading', { name: 'Geschützte Seite' })).toBeNull();
  });

  it('waits for the check of a guard mounted after the first answer', async () => {
    await harness.signIn();
    page.vouches = false;
    renderGuarded('/tickets');
    expect(screen.getByRole('status', { name: 'Anmeldung wird geprüft …' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Geschützte Seite' })).toBeTruthy();
  });
});
