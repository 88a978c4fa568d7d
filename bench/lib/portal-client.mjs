// A browser-like client of the running portal over real HTTP: sign-in through /auth, GraphQL
// with the persisted-document ids the web client sends (production runs only those).
import { readFileSync } from 'node:fs';

const persisted = JSON.parse(readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8'));

/** The SHA-256 id of the client's operation `name`, as web/src/lib/apollo.ts sends it. */
export function documentId(name) {
  const found = Object.entries(persisted).find(([, text]) => new RegExp(`^(query|mutation) ${name}\\b`).test(text));
  if (!found) throw new Error(`no persisted document named ${name}`);
  return found[0];
}

export function graphqlBody(name, variables = {}) {
  return JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: documentId(name) } } });
}

export const DEMO_PASSWORD = 'Portal!2026';

export class PortalClient {
  constructor(baseUrl, cookie = '') {
    this.baseUrl = baseUrl;
    this.cookie = cookie;
  }

  /** Headers a signed-in browser sends with a GraphQL POST (session cookie, anti-CSRF `rid`, page URL). */
  headers() {
    return { 'content-type': 'application/json', rid: 'anti-csrf', 'x-client-url': `${this.baseUrl}/`, ...(this.cookie ? { cookie: this.cookie } : {}) };
  }

  static async signIn(baseUrl, email, password = DEMO_PASSWORD) {
    const response = await fetch(`${baseUrl}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', rid: 'emailpassword', 'st-auth-mode': 'cookie', 'x-client-url': `${baseUrl}/auth` },
      body: JSON.stringify({
        formFields: [
          { id: 'email', value: email },
          { id: 'password', value: password },
        ],
      }),
    });
    const body = await response.json();
    if (body.status !== 'OK') throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
    const access = response.headers.getSetCookie().find((c) => c.startsWith('sAccessToken='));
    return new PortalClient(baseUrl, access.split(';')[0]);
  }

  static withAccessToken(baseUrl, token) {
    return new PortalClient(baseUrl, `sAccessToken=${token}`);
  }

  async graphql(name, variables = {}) {
    const response = await fetch(`${this.baseUrl}/graphql`, { method: 'POST', headers: this.headers(), body: graphqlBody(name, variables) });
    const text = await response.text();
    return { status: response.status, text, json: JSON.parse(text) };
  }
}

export async function upstreamControl(upstreamUrl, method, path, body) {
  const response = await fetch(`${upstreamUrl}/__control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status === 204 ? null : response.json();
}
