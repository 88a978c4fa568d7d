/**
 * A browser as the portal's web client is one: cookies, the anti-CSRF header, X-Client-Url,
 * and only the client's own operations, sent as persisted documents (SHA-256 of the text
 * from web/src/gql/persisted-documents.json) — a production portal runs nothing else.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../src/lib/paths';

interface Operation {
  hash: string;
  kind: 'query' | 'mutation' | 'subscription';
}

const manifest = JSON.parse(readFileSync(join(repoRoot, 'web', 'src', 'gql', 'persisted-documents.json'), 'utf8')) as Record<string, string>;

export const OPERATIONS = new Map<string, Operation>();
for (const [hash, text] of Object.entries(manifest)) {
  const match = /^(query|mutation|subscription)\s+(\w+)/.exec(text);
  if (match) OPERATIONS.set(match[2]!, { hash, kind: match[1] as Operation['kind'] });
}

/** Operations a proxy may run a second time on another replica: reads, and the order submission (idempotency key). */
export function retrySafeOperations(): string[] {
  return [...OPERATIONS].filter(([name, op]) => op.kind === 'query' || name === 'SubmitOrder').map(([name]) => name);
}

export interface Answer<T> {
  status: number;
  replica: string | null;
  /** The version of the rules the answering replica serves (`X-Rules-Version`). */
  rulesVersion?: string | null;
  data?: T;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  body?: unknown;
}

export class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  private remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async post(path: string, body: unknown, headers: Record<string, string> = {}, replica?: string): Promise<Response> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-client-url': `${this.baseUrl}/`,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(replica ? { 'x-cluster-replica': replica } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    this.remember(response);
    return response;
  }

  async signIn(email: string, password: string, replica?: string): Promise<Answer<never> & { body: { status: string; reason?: string } }> {
    const response = await this.post(
      '/auth/signin',
      {
        formFields: [
          { id: 'email', value: email },
          { id: 'password', value: password },
        ],
      },
      { rid: 'emailpassword', 'st-auth-mode': 'cookie', 'fdi-version': '4.1' },
      replica,
    );
    return {
      status: response.status,
      replica: response.headers.get('x-cluster-replica'),
      body: (await response.json()) as { status: string; reason?: string },
    };
  }

  async signOut(replica?: string): Promise<Answer<never>> {
    const response = await this.post('/auth/signout', {}, { rid: 'session', 'fdi-version': '4.1' }, replica);
    return { status: response.status, replica: response.headers.get('x-cluster-replica'), body: await response.text() };
  }

  /** Runs one of the client's operations by name, as Apollo's persisted-query link sends it. */
  async run<T>(operationName: string, variables: Record<string, unknown> = {}, replica?: string): Promise<Answer<T>> {
    const operation = OPERATIONS.get(operationName);
    if (!operation) throw new Error(`${operationName} is not an operation of the web client`);
    const response = await this.post(
      '/graphql',
      { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } } },
      { rid: 'anti-csrf' },
      replica,
    );
    const text = await response.text();
    let parsed: { data?: T; errors?: Answer<T>['errors'] } = {};
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      return { status: response.status, replica: response.headers.get('x-cluster-replica'), body: text };
    }
    return { status: response.status, replica: response.headers.get('x-cluster-replica'), rulesVersion: response.headers.get('x-rules-version'), ...parsed };
  }
}
