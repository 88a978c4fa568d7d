import type { ReactElement } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { doesSessionExist, initSession, sessionLibrary, signOut } from '../../../src/lib/session';
import { renderWithProviders } from '../../render';
import { installFakeAuthServer, signInOk, signOutOk, type FakeAuthServer } from './fake-auth-server';

export interface AuthHarness {
  server: FakeAuthServer;
  /** Full page loads lib/session asked for (deactivation, expiry, logout). */
  navigations: string[];
  /** Gives the browser a session as a real sign-in does (the SDK stores the front token). */
  signIn(): Promise<void>;
  /** Back to a browser without session and a server without answers. */
  reset(): Promise<void>;
}

/**
 * One per spec file: installs the fake server as `window.fetch` before supertokens-web-js
 * wraps it, so every request runs through the SDK's interceptor as in the browser.
 */
export function createAuthHarness(): AuthHarness {
  const server = installFakeAuthServer();
  const navigations: string[] = [];
  initSession({ navigate: (url) => navigations.push(url) });
  return {
    server,
    navigations,
    async signIn() {
      server.on('POST', '/auth/signin', () => signInOk());
      const { EmailPassword } = await sessionLibrary();
      const response = await EmailPassword.signIn({
        formFields: [
          { id: 'email', value: 'admin.isp@example.at' },
          { id: 'password', value: 'Portal!2026' },
        ],
      });
      if (response.status !== 'OK' || !(await doesSessionExist())) throw new Error('test sign-in did not create a session');
    },
    async reset() {
      server.reset();
      if (await doesSessionExist()) {
        server.on('POST', '/auth/signout', () => signOutOk());
        await signOut();
      }
      server.reset();
      navigations.length = 0;
      window.history.replaceState({}, '', '/');
    },
  };
}

/** Shows where the router went, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Aktuelle Seite">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `element` at `/auth/*` (as the app mounts the auth routes) and a probe everywhere else. */
export function renderAt(route: string, element: ReactElement, mountPath = '/auth/*') {
  return renderWithProviders(
    <Routes>
      <Route path={mountPath} element={element} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

/** The harness of a spec file whose every test starts and ends without session or answers. */
export function createAuthHarnessPerTest(): AuthHarness {
  const harness = createAuthHarness();
  beforeEach(() => harness.reset());
  afterEach(() => harness.reset());
  return harness;
}

/** The texts a field is described by (its hint and error), as a screen reader reads them. */
export function describedBy(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
