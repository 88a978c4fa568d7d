/**
 * The portal's session: what the app needs of it, without the session library in the first
 * load (issue 20, B8). `initSession()` loads supertokens-web-js (`./session-library`, its own
 * chunk) beside the first render; `portalFetch` holds every request until it wraps `fetch`,
 * so no request passes the session refresh, and the auth pages reach the SDK through
 * `sessionLibrary()`.
 */
import type * as SessionLibraryModule from './session-library';

type SessionLibrary = typeof SessionLibraryModule;

/**
 * Cross-tab lock timings of the session library (SPEC.md §9).
 *
 * supertokens-website serialises session refreshes (and claim refreshes) across tabs with
 * browser-tabs-lock, a localStorage lock. What the two libraries expose and what they hard-code:
 * - acquire timeout: supertokens-website asks for 1000 ms on the refresh lock and the lock's
 *   default of 5000 ms on the claim lock. The SDK accepts a `lockFactory`, so our factory
 *   (`createSessionLock` in ./session-library) hands out locks that always wait
 *   `LOCK_ACQUIRE_TIMEOUT_MS`, whatever the caller asks for.
 * - refresh of a held lock every 1000 ms and removal of locks not refreshed for 5000 ms (a tab
 *   that closed while holding it): both are constants inside browser-tabs-lock 1.3 with no
 *   option. They equal the specification; features/auth/session.spec.ts measures them on the
 *   installed library, so an upgrade that changes them fails the tests instead of drifting.
 */
export const LOCK_ACQUIRE_TIMEOUT_MS = 5000;
export const LOCK_REFRESH_INTERVAL_MS = 1000;
export const STALE_LOCK_AGE_MS = 5000;

export const AUTH_BASE_PATH = '/auth';

export type SessionLostReason = 'expired' | 'deactivated';
type SessionLostListener = (reason: SessionLostReason) => void;
type SessionCreatedListener = () => void;

export interface InitSessionOptions {
  /**
   * How to leave the page when the session ends for good. A full page load by default, so
   * that nothing the previous user loaded (Apollo cache, component state) survives.
   */
  navigate?: (url: string) => void;
}

const listeners = new Set<SessionLostListener>();
const createdListeners = new Set<SessionCreatedListener>();
let library: Promise<SessionLibrary> | null = null;
/** Set while the library loads: requests wait for its interceptor. */
let loading: Promise<unknown> | null = null;
let navigateTo: (url: string) => void = (url) => window.location.replace(url);
let deactivationInProgress = false;

/** The current page as a path for `redirectToPath`. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Whether a path (with or without query) belongs to the login routes. */
export function isAuthPath(path: string): boolean {
  return path === AUTH_BASE_PATH || path.startsWith(`${AUTH_BASE_PATH}/`) || path.startsWith(`${AUTH_BASE_PATH}?`);
}

/** `/auth?redirectToPath=…&reason=…`: the login, with where to go afterwards and why the user is there. */
export function loginPath(redirectToPath?: string, reason?: SessionLostReason): string {
  const params = new URLSearchParams();
  if (redirectToPath && !isAuthPath(redirectToPath)) {
    params.set('redirectToPath', redirectToPath);
  }
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `${AUTH_BASE_PATH}?${query}` : AUTH_BASE_PATH;
}

function notifySessionLost(reason: SessionLostReason) {
  for (const listener of [...listeners]) listener(reason);
}

/**
 * A 403 'invalid claim' means the user was deactivated (the only claim the BFF checks):
 * sign out at once and go to the login (SPEC.md §4). Several requests may fail together;
 * one sign-out is enough.
 */
async function handleDeactivation() {
  if (deactivationInProgress) return;
  deactivationInProgress = true;
  const from = currentPath();
  notifySessionLost('deactivated');
  try {
    await (await sessionLibrary()).Session.signOut();
  } catch {
    // The login page does not send a user who arrives with a reason back into the portal,
    // so even a refused sign-out cannot loop; the server refuses the session anyway.
  }
  try {
    navigateTo(loginPath(from, 'deactivated'));
  } finally {
    deactivationInProgress = false;
  }
}

/**
 * Starts the session library for the portal. Call once before the first request: it loads
 * and initialises supertokens-web-js (./session-library), which then refreshes expired
 * sessions for every same-origin request; `portalFetch` waits for it. Later calls only
 * replace the options.
 */
export function initSession(options: InitSessionOptions = {}): void {
  if (options.navigate) navigateTo = options.navigate;
  void loadLibrary().catch(() => undefined);
}

function loadLibrary(): Promise<SessionLibrary> {
  if (library) return library;
  const loaded = import('./session-library').then((lib) => {
    lib.initSessionLibrary({
      onInvalidClaim: () => void handleDeactivation(),
      onSessionLost: notifySessionLost,
      onSessionCreated: () => {
        for (const listener of [...createdListeners]) listener();
      },
    });
    return lib;
  });
  library = loaded;
  loading = loaded;
  loaded.then(
    () => {
      loading = null;
    },
    () => {
      // A failed download (offline): the next request or session check tries again.
      library = null;
      loading = null;
    },
  );
  return loaded;
}

/** The session library, initialised (loads it when `initSession` was not called yet). */
export function sessionLibrary(): Promise<SessionLibrary> {
  return loadLibrary();
}

/** While the session library loads: a promise that settles when it wraps `fetch`; otherwise null. */
export function sessionLoading(): Promise<unknown> | null {
  return loading;
}

/**
 * A browser that never held a session has none of the session library's cookies. The
 * library then probes with a refresh call before its first request (the session check, the
 * sign-in itself), and the browser logs that call's expected 401 as a red console error on
 * every first visit. The time of the last token update without a front token is the
 * library's own state for "signed out" (what a sign-out leaves behind), so it is written
 * here, with the attributes the library writes it with, and the probe does not happen.
 */
export function markBrowserWithoutSession() {
  if (/(?:^|;\s*)(?:sFrontToken|st-last-access-token-update)=/.test(document.cookie)) return;
  document.cookie = `st-last-access-token-update=${Date.now()};expires=Fri, 31 Dec 9999 23:59:59 GMT;path=/;samesite=lax`;
}

/** Whether the browser holds a session (refreshes it first when the access token expired). */
export async function doesSessionExist(): Promise<boolean> {
  return (await sessionLibrary()).Session.doesSessionExist();
}

/** Ends the session on the server and removes its cookies. */
export async function signOut(): Promise<void> {
  return (await sessionLibrary()).Session.signOut();
}

/** Signs out and opens the login with a full page load, dropping everything the user had loaded. */
export async function logout(): Promise<void> {
  await signOut();
  navigateTo(AUTH_BASE_PATH);
}

/**
 * Called when the session ends without the user asking: 'expired' (refresh failed or the
 * server answered 401 for a session it no longer knows) or 'deactivated' (403 invalid claim;
 * this module already signs out and navigates to the login). Returns the unsubscribe function.
 */
export function onSessionLost(listener: SessionLostListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Called when a request of this page started a session (a sign-in), as soon as its answer
 * has set the session's cookies: before the sign-in call itself returns to the page.
 * Returns the unsubscribe function.
 */
export function onSessionCreated(listener: SessionCreatedListener): () => void {
  createdListeners.add(listener);
  return () => createdListeners.delete(listener);
}

/** Sends the user to the login after the session expired, to come back to the current page. */
export function redirectToLogin(reason: SessionLostReason) {
  navigateTo(loginPath(currentPath(), reason));
}
