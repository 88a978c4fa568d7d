import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BrowserTabsLock from 'browser-tabs-lock';
import * as EmailPassword from 'supertokens-web-js/recipe/emailpassword';
import { createSessionLock } from '../../lib/session-library';
import {
  doesSessionExist,
  markBrowserWithoutSession,
  LOCK_ACQUIRE_TIMEOUT_MS,
  LOCK_REFRESH_INTERVAL_MS,
  logout,
  onSessionCreated,
  onSessionLost,
  STALE_LOCK_AGE_MS,
  type SessionLostReason,
} from '../../lib/session';
import { portalFetch } from '../../lib/http';
import { createAuthHarness } from '../../../test/support/auth/auth-harness';
import { frontToken, invalidClaim, json, signOutOk, tryRefreshToken, unauthorised } from '../../../test/support/auth/fake-auth-server';

const harness = createAuthHarness();
const { server, navigations } = harness;

const lost: SessionLostReason[] = [];
let unsubscribe: () => void;
beforeEach(async () => {
  await harness.reset();
  lost.length = 0;
  unsubscribe = onSessionLost((reason) => lost.push(reason));
});
afterEach(async () => {
  unsubscribe();
  vi.restoreAllMocks();
  await harness.reset();
});

const graphql = () => portalFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ viewer { greeting } }"}' });

describe('cross-tab lock timings of SPEC.md §9', () => {
  const STORAGE_KEY = (key: string) => `browser-tabs-lock-key-${key}`;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('are the numbers of the specification', () => {
    expect([LOCK_ACQUIRE_TIMEOUT_MS, LOCK_REFRESH_INTERVAL_MS, STALE_LOCK_AGE_MS]).toEqual([5000, 1000, 5000]);
  });

  it('waits 5000 ms for a lock another tab holds, whatever timeout the SDK asks for', async () => {
    const otherTab = new BrowserTabsLock();
    const held = otherTab.acquireLock('REFRESH_TOKEN_USE', 1000);
    await vi.advanceTimersByTimeAsync(100);
    expect(await held).toBe(true);

    let result: boolean | undefined;
    void createSessionLock()
      .acquireLock('REFRESH_TOKEN_USE')
      .then((acquired) => (result = acquired));
    await vi.advanceTimersByTimeAsync(LOCK_ACQUIRE_TIMEOUT_MS - 100);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(200);
    expect(result).toBe(false);
    await otherTab.releaseLock('REFRESH_TOKEN_USE');
  });

  it('refreshes a held lock every 1000 ms', async () => {
    const lock = createSessionLock();
    const acquired = lock.acquireLock('k');
    await vi.advanceTimersByTimeAsync(100);
    expect(await acquired).toBe(true);
    const refreshedAt = () => (JSON.parse(localStorage.getItem(STORAGE_KEY('k'))!) as { timeRefreshed: number }).timeRefreshed;
    const first = refreshedAt();
    await vi.advanceTimersByTimeAsync(LOCK_REFRESH_INTERVAL_MS - 100);
    const before = refreshedAt();
    await vi.advanceTimersByTimeAsync(200);
    expect(before).toBe(first);
    expect(refreshedAt()).toBeGreaterThan(first);
    expect(refreshedAt() - first).toBeGreaterThanOrEqual(LOCK_REFRESH_INTERVAL_MS - 100);
    await lock.releaseLock('k');
  });

  it.each([
    [STALE_LOCK_AGE_MS + 100, true],
    [STALE_LOCK_AGE_MS - 100, false],
  ])('on contention, removes the lock of a closed tab not refreshed for %i ms: %s', async (age, removed) => {
    const now = Date.now();
    localStorage.setItem(
      STORAGE_KEY('k'),
      JSON.stringify({ id: 'closed-tab', iat: `${now - age}abcd`, timeoutKey: 'x', timeAcquired: now - age, timeRefreshed: now - age }),
    );
    const pending = createSessionLock().acquireLock('k');
    await vi.advanceTimersByTimeAsync(200);
    const stored = localStorage.getItem(STORAGE_KEY('k'));
    expect(stored === null).toBe(removed);
    // The waiting caller notices on its next attempt (the SDK retries until it gets the lock).
    await vi.advanceTimersByTimeAsync(LOCK_ACQUIRE_TIMEOUT_MS);
    await pending;
  });
});

describe('the session interceptor', () => {
  it('refreshes an expired access token through the 5 s lock and repeats the request', async () => {
    await harness.signIn();
    const acquire = vi.spyOn(BrowserTabsLock.prototype, 'acquireLock');
    let attempts = 0;
    server.on('POST', '/graphql', () => (++attempts === 1 ? tryRefreshToken() : json({ data: { viewer: { greeting: 'Willkommen im ISP-Portal!' } } })));
    server.on('POST', '/auth/session/refresh', () => json({}, { headers: { 'front-token': frontToken() } }));

    window.history.replaceState({}, '', '/tickets');
    const response = await graphql();

    expect(await response.json()).toEqual({ data: { viewer: { greeting: 'Willkommen im ISP-Portal!' } } });
    expect(server.calls('POST', '/graphql')).toHaveLength(2);
    const [refresh] = server.calls('POST', '/auth/session/refresh');
    expect(refresh!.headers.get('rid')).toBe('session');
    expect(refresh!.headers.get('x-client-url')).toBe(`${window.location.origin}/tickets`);
    expect(acquire).toHaveBeenCalledWith('REFRESH_TOKEN_USE', LOCK_ACQUIRE_TIMEOUT_MS);
    expect(acquire.mock.calls.every(([, timeout]) => timeout === LOCK_ACQUIRE_TIMEOUT_MS)).toBe(true);
    expect(lost).toEqual([]);
  });

  it('reports an expired session when the refresh fails, and leaves the navigation to the guard', async () => {
    await harness.signIn();
    server.on('POST', '/graphql', () => tryRefreshToken());
    server.on('POST', '/auth/session/refresh', () => unauthorised());

    const response = await graphql();

    expect(response.status).toBe(401);
    expect(lost).toEqual(['expired']);
    expect(await doesSessionExist()).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('signs a deactivated user out at once on a 403 invalid claim from GraphQL and opens the login', async () => {
    await harness.signIn();
    server.on('POST', '/graphql', () => invalidClaim());
    server.on('POST', '/auth/signout', () => signOutOk());
    window.history.replaceState({}, '', '/tickets/42?tab=notes');

    const response = await graphql();

    expect(response.status).toBe(403);
    await waitForNavigation();
    expect(navigations).toEqual([`/auth?redirectToPath=${encodeURIComponent('/tickets/42?tab=notes')}&reason=deactivated`]);
    expect(lost).toEqual(['deactivated']);
    const [signOut] = server.calls('POST', '/auth/signout');
    expect(signOut!.headers.get('x-client-url')).toBe(`${window.location.origin}/tickets/42?tab=notes`);
    expect(await doesSessionExist()).toBe(false);
  });

  it("handles a 403 invalid claim on the SDK's own calls the same way", async () => {
    await harness.signIn();
    server.on('POST', '/auth/signup', () => invalidClaim());
    server.on('POST', '/auth/signout', () => signOutOk());
    window.history.replaceState({}, '', '/users');

    await expect(EmailPassword.signUp({ formFields: [{ id: 'email', value: 'neu@example.at' }] })).rejects.toBeInstanceOf(Response);

    await waitForNavigation();
    expect(navigations).toEqual(['/auth?redirectToPath=%2Fusers&reason=deactivated']);
    expect(server.calls('POST', '/auth/signout')).toHaveLength(1);
  });

  it('signs out once when several requests fail together', async () => {
    await harness.signIn();
    server.on('POST', '/graphql', () => invalidClaim());
    server.on('POST', '/auth/signout', () => signOutOk());

    await Promise.all([graphql(), graphql(), graphql()]);

    await waitForNavigation();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls('POST', '/auth/signout')).toHaveLength(1);
    expect(navigations).toHaveLength(1);
  });

  it('does not sign out on a 403 that is not an invalid claim', async () => {
    await harness.signIn();
    server.on('POST', '/graphql', () => json({ message: 'Forbidden' }, { status: 403 }));

    const response = await graphql();

    expect(response.status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls('POST', '/auth/signout')).toHaveLength(0);
    expect(navigations).toEqual([]);
    expect(await doesSessionExist()).toBe(true);
  });

  it('tells the page when a sign-in started a session, before the sign-in call returns (issue 20, B12)', async () => {
    const created: boolean[] = [];
    const stop = onSessionCreated(() => created.push(true));
    try {
      await harness.signIn();
      expect(created).toHaveLength(1);
      // A request of a session that already exists starts none.
      server.on('POST', '/graphql', () => json({ data: { viewer: null } }));
      await graphql();
      expect(created).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('logs out with a full page load of the login', async () => {
    await harness.signIn();
    server.on('POST', '/auth/signout', () => signOutOk());

    await logout();

    expect(server.calls('POST', '/auth/signout')).toHaveLength(1);
    expect(navigations).toEqual(['/auth']);
    expect(await doesSessionExist()).toBe(false);
  });
});

async function waitForNavigation() {
  for (let attempt = 0; attempt < 100 && navigations.length === 0; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a browser that never held a session', () => {
  const clearCookies = () => {
    for (const name of document.cookie.split(';').map((part) => part.split('=')[0]!.trim())) {
      if (name) document.cookie = `${name}=;expires=Thu, 01 Jan 1970 00:00:00 GMT;path=/`;
    }
  };

  it('is marked signed out, so neither the session check nor the sign-in probes with a refresh call (no 401 in the console)', async () => {
    clearCookies();
    server.on('POST', '/auth/session/refresh', () => unauthorised());

    markBrowserWithoutSession();
    expect(await doesSessionExist()).toBe(false);
    await harness.signIn();

    expect(server.calls('POST', '/auth/session/refresh')).toHaveLength(0);
    expect(await doesSessionExist()).toBe(true);
  });

  it('keeps the cookies of a browser that holds a session', async () => {
    await harness.signIn();
    const before = document.cookie;

    markBrowserWithoutSession();

    expect(document.cookie).toBe(before);
    expect(await doesSessionExist()).toBe(true);
  });
});
