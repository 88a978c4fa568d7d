import * as SuperTokens from 'supertokens-web-js';
import * as Session from 'supertokens-web-js/recipe/session';
import * as EmailPassword from 'supertokens-web-js/recipe/emailpassword';
import BrowserTabsLockImport from 'browser-tabs-lock';
import { withClientUrl } from './http';

/**
 * browser-tabs-lock is CommonJS with `exports.default = class`. Bundlers disagree on what a
 * default import of it yields (the class, or the whole exports object): take the class either way.
 */
const BrowserTabsLock: typeof BrowserTabsLockImport =
  (BrowserTabsLockImport as unknown as { default?: typeof BrowserTabsLockImport }).default ?? BrowserTabsLockImport;

/**
 * Cross-tab lock timings of the session library (SPEC.md §9).
 *
 * supertokens-website serialises session refreshes (and claim refreshes) across tabs with
 * browser-tabs-lock, a localStorage lock. What the two libraries expose and what they hard-code:
 * - acquire timeout: supertokens-website asks for 1000 ms on the refresh lock and the lock's
 *   default of 5000 ms on the claim lock. The SDK accepts a `lockFactory`, so our factory below
 *   hands out locks that always wait `LOCK_ACQUIRE_TIMEOUT_MS`, whatever the caller asks for.
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

export interface InitSessionOptions {
  /**
   * How to leave the page when the session ends for good. A full page load by default, so
   * that nothing the previous user loaded (Apollo cache, component state) survives.
   */
  navigate?: (url: string) => void;
}

const listeners = new Set<SessionLostListener>();
let initialised = false;
let navigateTo: (url: string) => void = (url) => window.location.replace(url);
let deactivationInProgress = false;

/** A browser-tabs-lock whose acquire always waits the specified time (see above). */
export function createSessionLock(): Pick<BrowserTabsLockImport, 'acquireLock' | 'releaseLock'> {
  const lock = new BrowserTabsLock();
  return {
    acquireLock: (key: string) => lock.acquireLock(key, LOCK_ACQUIRE_TIMEOUT_MS),
    releaseLock: (key: string) => lock.releaseLock(key),
  };
}

/** Every auth request carries the page it came from (SPEC.md §7): the BFF builds reset links from it. */
async function addClientUrl<Context extends { url: string; requestInit: RequestInit }>(context: Context) {
  return { url: context.url, requestInit: { ...context.requestInit, headers: withClientUrl(context.requestInit.headers) } };
}

function fromUserContext(userContext: unknown, key: 'resetToken' | 'tenantId'): string | undefined {
  const value = userContext && typeof userContext === 'object' ? (userContext as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value ? value : undefined;
}

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
    await Session.signOut();
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
 * Initialises supertokens-web-js for the portal. Call once before the first request: it
 * replaces `window.fetch` with SuperTokens' interceptor, which refreshes expired sessions
 * (401, across tabs) for every same-origin request, the GraphQL calls included, and reports
 * a 403 'invalid claim' from any of them. Later calls only replace the options.
 */
export function initSession(options: InitSessionOptions = {}) {
  if (options.navigate) navigateTo = options.navigate;
  if (initialised) return;
  initialised = true;
  SuperTokens.init({
    appInfo: { appName: 'Glasfaser-Portal', apiDomain: window.location.origin, apiBasePath: AUTH_BASE_PATH },
    recipeList: [
      Session.init({
        tokenTransferMethod: 'cookie',
        lockFactory: async () => createSessionLock(),
        preAPIHook: addClientUrl,
        onHandleEvent: (event) => {
          if (event.action === 'API_INVALID_CLAIM') void handleDeactivation();
          // Refresh failed, or the server no longer knows the session: the user must sign in again.
          if (event.action === 'UNAUTHORISED') notifySessionLost('expired');
        },
      }),
      EmailPassword.init({
        preAPIHook: addClientUrl,
        override: {
          // The reset page passes the token it read from the router; the SDK would read
          // window.location itself, which the router, not the SDK, owns.
          functions: (original) => ({
            ...original,
            getResetPasswordTokenFromURL: (input) => fromUserContext(input.userContext, 'resetToken') ?? original.getResetPasswordTokenFromURL(input),
            getTenantIdFromURL: (input) => fromUserContext(input.userContext, 'tenantId') ?? original.getTenantIdFromURL(input),
          }),
        },
      }),
    ],
  });
  markBrowserWithoutSession();
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
export function doesSessionExist(): Promise<boolean> {
  return Session.doesSessionExist();
}

/** Ends the session on the server and removes its cookies. */
export function signOut(): Promise<void> {
  return Session.signOut();
}

/** Signs out and opens the login with a full page load, dropping everything the user had loaded. */
export async function logout(): Promise<void> {
  await Session.signOut();
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

/** Sends the user to the login after the session expired, to come back to the current page. */
export function redirectToLogin(reason: SessionLostReason) {
  navigateTo(loginPath(currentPath(), reason));
}
