import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import UnmatchedRoute, { RouteAccessQuery } from './unmatched-route';
import { renderWithApollo } from '../../test/apollo';
import { typed, viewerFixture } from '../../test/viewer-fixture';

vi.mock('../lib/session', () => import('../../test/signed-in-session'));

const access = (path: string, status: string, title: string | null) => ({
  request: { query: RouteAccessQuery, variables: { path } },
  result: { data: { routeAccess: typed('RouteAccess', { path, status, title }) } },
});

const renderAt = (path: string, mock: ReturnType<typeof access>, signedIn = true) =>
  renderWithApollo(
    <Routes>
      <Route path="*" element={<UnmatchedRoute />} />
    </Routes>,
    { route: path, mocks: [mock], viewer: signedIn ? viewerFixture() : null },
  );

describe('UnmatchedRoute', () => {
  it('shows the German "kein Zugriff" page for a screen the user may not open, inside the portal frame', async () => {
    renderAt('/users', access('/users', 'FORBIDDEN', 'Benutzerverwaltung'));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Kein Zugriff');
    expect(screen.getByText('Sie haben keinen Zugriff auf die Seite „Benutzerverwaltung“ (/users).')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Hauptmenü' })).toBeTruthy();
  });

  it('shows the German 404 page for a path no screen has', async () => {
    renderAt('/gibt-es-nicht', access('/gibt-es-nicht', 'NOT_FOUND', null));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Seite nicht gefunden');
    expect(screen.getByText('Die Adresse /gibt-es-nicht gibt es im Portal nicht.')).toBeTruthy();
  });

  it('shows the 404 page without a session too, without the portal frame', async () => {
    renderAt('/gibt-es-nicht', access('/gibt-es-nicht', 'NOT_FOUND', null), false);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Seite nicht gefunden');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
