/**
 * Helpers of the in-process scenarios: the whole portal (server/test/portal.ts's
 * startPortal: Fastify, GraphQL, embedded core and upstream over HTTP), sessions of demo
 * accounts issued by the real core, and the client's own operations from the trusted-document
 * manifest.
 */
import { readFileSync } from 'node:fs';
import supertokens from 'supertokens-node';
import Session from 'supertokens-node/recipe/session';
import type { FastifyInstance } from 'fastify';
import { MANIFEST_FILE } from '../src/graphql/trusted-documents/manifest';
import { TestClient } from '../test/http-client';

/**
 * `count` browsers signed in as the given demo accounts in turn. The sessions come from the
 * core (as after a password sign-in) without hashing the password once per browser: 200
 * scrypt runs (N=2^17) would take minutes on a CI machine and are not what is measured.
 */
export async function demoSessions(app: FastifyInstance, emails: string[], count: number): Promise<Array<{ email: string; client: TestClient }>> {
  const ids = new Map<string, string>();
  for (const email of emails) {
    const [user] = await supertokens.listUsersByAccountInfo('public', { email });
    if (!user) throw new Error(`demo account ${email} not found`);
    ids.set(email, user.id);
  }
  const sessions: Array<{ email: string; client: TestClient }> = [];
  for (let i = 0; i < count; i++) {
    const email = emails[i % emails.length]!;
    const session = await Session.createNewSessionWithoutRequestResponse('public', supertokens.convertToRecipeUserId(ids.get(email)!), {});
    const client = new TestClient(app);
    client.cookies.set('sAccessToken', { value: session.getAllSessionTokensDangerously().accessToken, path: '/' });
    sessions.push({ email, client });
  }
  return sessions;
}

/** The text of the client's operation `name`, exactly as the web app sends it. */
export function clientOperation(name: string): string {
  const manifest = JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, string>;
  const text = Object.values(manifest).find((document) => new RegExp(`^(query|mutation) ${name}\\b`).test(document));
  if (!text) throw new Error(`no client operation ${name}`);
  return text;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GraphQL answer is an error when the status is not 200 or it carries errors. */
export function failed(response: { status: number; errors?: unknown[] }): boolean {
  return response.status !== 200 || (response.errors?.length ?? 0) > 0;
}
