import * as SuperTokens from 'supertokens-web-js';
import * as Session from 'supertokens-web-js/recipe/session';
import * as EmailPassword from 'supertokens-web-js/recipe/emailpassword';
import BrowserTabsLockImport from 'browser-tabs-lock';
import { withClientUrl } from './http';
import { AUTH_BASE_PATH, LOCK_ACQUIRE_TIMEOUT_MS, markBrowserWithoutSession, type SessionLostReason } from './session';

/**
 * The session library itself (supertokens-web-js with browser-tabs-lock, about 30 KB gzip):
 * a chunk of its own that `lib/session` loads at start, beside the first render, instead of
 * the entry (issue 20, B8). Only `lib/session` and the auth pages reach it, through
 * `sessionLibrary()`.
 */
export { EmailPassword, Session };

/**
 * browser-tabs-lock is CommonJS with `exports.default = class`. Bundlers disagree on what a
 * default import of it yields (the class, or the whole exports object): take the class either way.
 */
const BrowserTabsLock: typeof BrowserTabsLockImport =
  (BrowserTabsLockImport as unknown as { default?: typeof BrowserTabsLockImport }).default ?? BrowserTabsLockImport;

/** A browser-tabs-lock whose acquire always waits the specified time (see `LOCK_ACQUIRE_TIMEOUT_MS`). */
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

export interface SessionLibraryHooks {
  /** A 403 'invalid claim' from any request: the user was deactivated. */
  onInvalidClaim(): void;
  /** Refresh failed, or the server no longer knows the session. */
  onSessionLost(reason: SessionLostReason): void;
  /** A request of this page started a session (the sign-in's answer set its cookies). */
  onSessionCreated(): void;
}

/**
 * Initialises supertokens-web-js for the portal (once): it replaces `window.fetch` with
 * SuperTokens' interceptor, which refreshes expired sessions (401, across tabs) for every
 * same-origin request, the GraphQL calls included, and reports a 403 'invalid claim' from any
 * of them.
 */
export function initSessionLibrary(hooks: SessionLibraryHooks) {
  SuperTokens.init({
    appInfo: { appName: 'Glasfaser-Portal', apiDomain: window.location.origin, apiBasePath: AUTH_BASE_PATH },
    recipeList: [
      Session.init({
        tokenTransferMethod: 'cookie',
        lockFactory: async () => createSessionLock(),
        preAPIHook: addClientUrl,
        onHandleEvent: (event) => {
          if (event.action === 'API_INVALID_CLAIM') hooks.onInvalidClaim();
          // Refresh failed, or the server no longer knows the session: the user must sign in again.
          if (event.action === 'UNAUTHORISED') hooks.onSessionLost('expired');
          if (event.action === 'SESSION_CREATED') hooks.onSessionCreated();
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
