import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { portalFetch } from '../../lib/http';
import { renderWithProviders } from '../../../test/render';
import { RequireSession } from './require-session';
import { createAuthHarnessPerTest, LocationProbe } from '../../../test/support/auth/auth-harness';
import { invalidClaim, signOutOk, tryRefreshToken, unauthorised } from '../../../test/support/auth/fake-auth-server';

const harness = createAuthHarnessPerTest();
const { server, navigations } = harness;

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

const graphql = () => portalFetch('/graphql', { method: 'POST', body: '{}' });

describe('RequireSession', () => {
  it('sends a visitor without session to the login, remembering path and query', async () => {
    renderGuarded('/tickets/42?tab=notes');
    expect(screen.getByRole('status', { name: 'Anmeldung wird geprüft …' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Geschützte Seite' })).toBeNull();
    const location = await screen.findByRole('status', { name: 'Aktuelle Seite' });
    expect(location.textContent).toBe(`/auth?redirectToPath=${encodeURIComponent('/tickets/42?tab=notes')}`);
    expect(screen.queryByRole('heading', { name: 'Geschützte Seite' })).toBeNull();
  });

  it('shows the page to a signed-in user', async () => {
    await harness.signIn();
    renderGuarded('/tickets');
    expect(await screen.findByRole('heading', { name: 'Geschützte Seite' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Aktuelle Seite' })).toBeNull();
  });

  it('hides the page and opens the login with the reason when the session expires', async () => {
    await harness.signIn();
    window.history.replaceState({}, '', '/cids?q=1');
    renderGuarded('/cids?q=1');
    await screen.findByRole('heading', { name: 'Geschützte Seite' });
    server.on('POST', '/graphql', () => tryRefreshToken());
    server.on('POST', '/auth/session/refresh', () => unauthorised());

    await act(async () => {
      await graphql();
    });

    await waitFor(() => expect(navigations).toEqual([`/auth?redirectToPath=${encodeURIComponent('/cids?q=1')}&reason=expired`]));
    expect(screen.queryByRole('heading', { name: 'Geschützte Seite' })).toBeNull();
  });

  it('hides the page at once on deactivation and leaves the one redirect to the session module', async () => {
    await harness.signIn();
    window.history.replaceState({}, '', '/tickets');
    renderGuarded('/tickets');
    await screen.findByRole('heading', { name: 'Geschützte Seite' });
    server.on('POST', '/graphql', () => invalidClaim());
    server.on('POST', '/auth/signout', () => signOutOk());

    await act(async () => {
      await graphql();
    });

    expect(screen.queryByRole('heading', { name: 'Geschützte Seite' })).toBeNull();
    await waitFor(() => expect(navigations).toEqual(['/auth?redirectToPath=%2Ftickets&reason=deactivated']));
  });
});
