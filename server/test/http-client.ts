import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../src/auth';

interface StoredCookie {
  value: string;
  path: string;
}

/**
 * A browser-like client for in-process tests: keeps SuperTokens' cookies per path, sends
 * the `rid` header its anti-CSRF mode requires, and speaks GraphQL.
 */
export class TestClient {
  readonly cookies = new Map<string, StoredCookie>();
  clientUrl = 'http://localhost:3000/';
  /** Sent as `Accept-Language` when set, as the web client sends the language the user chose. */
  acceptLanguage: string | null = null;

  /** Re-pointed at a rebuilt app to act like a browser that outlives a restart. */
  constructor(public app: FastifyInstance) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const path = options.url.split('?')[0]!;
    const cookie = [...this.cookies.entries()]
      .filter(([, c]) => path.startsWith(c.path))
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
    const response = await this.app.inject({
      ...options,
      headers: {
        'x-client-url': this.clientUrl,
        ...(cookie ? { cookie } : {}),
        ...(this.acceptLanguage === null ? {} : { 'accept-language': this.acceptLanguage }),
        ...options.headers,
      },
    });
    this.store(response);
    return response;
  }

  private store(response: LightMyRequestResponse) {
    for (const c of response.cookies as Array<{ name: string; value: string; path?: string; expires?: Date; maxAge?: number }>) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, { value: c.value, path: c.path ?? '/' });
    }
  }

  postAuth(path: string, body: unknown) {
    return this.request({
      method: 'POST',
      url: `/auth${path}`,
      headers: { 'content-type': 'application/json', rid: 'emailpassword', 'st-auth-mode': 'cookie', 'fdi-version': '4.1' },
      payload: JSON.stringify(body),
    });
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    return this.postAuth('/signin', {
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: password },
      ],
    });
  }

  async signOut() {
    return this.request({ method: 'POST', url: '/auth/signout', headers: { rid: 'session', 'content-type': 'application/json' }, payload: '{}' });
  }

  async refresh() {
    return this.request({ method: 'POST', url: '/auth/session/refresh', headers: { rid: 'session', 'content-type': 'application/json' }, payload: '{}' });
  }

  /** POSTs a GraphQL operation; returns the HTTP response and its parsed body. */
  async graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
    const response = await this.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', rid: 'anti-csrf' },
      payload: JSON.stringify({ query, variables }),
    });
    const body = response.headers['content-type']?.toString().includes('json')
      ? (response.json() as { data?: T; errors?: Array<{ message: string; extensions?: Record<string, unknown> }>; message?: string })
      : {};
    // Every GraphQL answer names the version of the rules it comes from (the client follows published rules with it).
    const rulesVersion = response.headers['x-rules-version']?.toString();
    return { status: response.statusCode, rulesVersion, ...body };
  }
}

/** Signs a demo account in and returns its client (STYLE.md: `signInAs('admin.isp')`). */
export async function signInAs(app: FastifyInstance, who: string, password = DEMO_PASSWORD): Promise<TestClient> {
  const client = new TestClient(app);
  const email = who.includes('@') ? who : `${who}@example.at`;
  const response = await client.signIn(email, password);
  const body = response.json() as { status: string };
  if (body.status !== 'OK') throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return client;
}

/**
 * Whether GraphQL refused the request before any resolver ran because a string argument is
 * malformed, has control characters or is too long (server/src/graphql/input-strings.ts):
 * HTTP 400, code BAD_USER_INPUT and the field named in `extensions.field`.
 */
export function refusedAtBoundary(answer: { status: number; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }): boolean {
  const error = answer.errors?.[0];
  return (
    answer.status === 400 && error?.extensions?.['code'] === 'BAD_USER_INPUT' && typeof error.extensions['field'] === 'string' && /„.+“/.test(error.message)
  );
}
