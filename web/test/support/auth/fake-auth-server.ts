/**
 * The network boundary of the auth specs: a stand-in for `fetch` that answers the way the
 * BFF's supertokens-node routes answer (bodies, status codes and the `front-token` header),
 * so that supertokens-web-js and its interceptor run unmodified above it. It records every
 * request for assertions. The real server is exercised by the browser tests.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeAuthServer {
  requests: RecordedRequest[];
  /**
   * Answer `METHOD /path` (query ignored) with this handler until reset. Without one, the
   * refresh endpoint answers as the BFF does for a browser without session (401), everything
   * else 404.
   */
  on(method: string, path: string, handler: Handler): void;
  /** Requests to a path, in order. */
  calls(method: string, path: string): RecordedRequest[];
  reset(): void;
}

export const USER_ID = '6f2c1bd2-6a57-4d8c-9d1b-2d3b2f0c1a11';

/** The `front-token` header supertokens-node sends with a new or refreshed session. */
export function frontToken(accessTokenExpiry = Date.now() + 3_600_000): string {
  return btoa(JSON.stringify({ uid: USER_ID, ate: accessTokenExpiry, up: { sub: USER_ID, iat: Math.floor(Date.now() / 1000) } }));
}

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json; charset=utf-8', ...init.headers },
  });
}

/** A successful sign-in: the user and a new session. */
export function signInOk(email = 'admin.isp@example.at'): Response {
  return json(
    {
      status: 'OK',
      user: {
        id: USER_ID,
        isPrimaryUser: false,
        tenantIds: ['public'],
        emails: [email],
        phoneNumbers: [],
        thirdParty: [],
        webauthn: { credentialIds: [] },
        timeJoined: 1767225600000,
        loginMethods: [{ recipeId: 'emailpassword', recipeUserId: USER_ID, tenantIds: ['public'], email, timeJoined: 1767225600000, verified: false }],
      },
    },
    { headers: { 'front-token': frontToken() } },
  );
}

/** Sign-out: the session cookies are cleared, which the SDK learns from `front-token: remove`. */
export function signOutOk(): Response {
  return json({ status: 'OK' }, { headers: { 'front-token': 'remove' } });
}

/** The 403 of supertokens-node's session verification when a claim fails (here: deactivated). */
export function invalidClaim(): Response {
  return json(
    {
      message: 'invalid claim',
      claimValidationErrors: [{ id: 'st-portal-active', reason: { message: 'wrong value', expectedValue: true, actualValue: false } }],
    },
    { status: 403 },
  );
}

/** 401 'try refresh token' of an expired access token. */
export function tryRefreshToken(): Response {
  return json({ message: 'try refresh token' }, { status: 401 });
}

/** 401 of the refresh endpoint when the session is gone: the cookies are cleared. */
export function unauthorised(): Response {
  return json({ message: 'unauthorised' }, { status: 401, headers: { 'front-token': 'remove' } });
}

export function installFakeAuthServer(target: { fetch: typeof fetch } = window): FakeAuthServer {
  const requests: RecordedRequest[] = [];
  const handlers = new Map<string, Handler>();
  const defaults = new Map<string, Handler>([['POST /auth/session/refresh', () => unauthorised()]]);
  const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

  target.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), window.location.origin);
    const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers ?? request?.headers);
    const rawBody = init?.body ?? (request ? await request.clone().text() : undefined);
    const body: unknown = typeof rawBody === 'string' && rawBody ? JSON.parse(rawBody) : undefined;
    const recorded: RecordedRequest = { method, path: url.pathname, url, headers, body };
    requests.push(recorded);
    const handler = handlers.get(key(method, url.pathname)) ?? defaults.get(key(method, url.pathname));
    if (!handler) return json({ message: `no fake for ${method} ${url.pathname}` }, { status: 404 });
    return handler(recorded);
  };

  return {
    requests,
    on: (method, path, handler) => void handlers.set(key(method, path), handler),
    calls: (method, path) => requests.filter((request) => request.method === method.toUpperCase() && request.path === path),
    reset: () => {
      requests.length = 0;
      handlers.clear();
    },
  };
}

/** Resolves when `release()` is called: keeps a request in flight for double-submit checks. */
export function deferred<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
