/**
 * What the specs of the user administration, settings and audit log read beside GraphQL, on
 * the portal shared by their worker (test/shared-portal.ts): the dev outbox, the audit log and
 * the core's users. Those specs write with accounts, users and addresses of their own
 * (`freshAccount`, `freshEmail`) or assert only what they wrote, never a count of everything.
 * Shared by those specs (not a spec itself).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import supertokens from 'supertokens-node';
import type { Services } from '../../src/services';
import { TestClient } from '../http-client';
import type { PortalUnderTest } from '../portal';
import type { AuditEntry, AuditFilter } from '../../src/modules/audit/audit.service';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

export interface AdminPortal {
  app: FastifyInstance;
  services: Services;
  /** Mails of the dev outbox, oldest first (of every file on this portal: compare counts before and after, or look for an address of your own). */
  outbox(): OutboxMail[];
  /** The newest mail to an address, or undefined. */
  lastMailTo(email: string): OutboxMail | undefined;
  /** Audit entries, newest first. */
  audit(filter?: AuditFilter): Promise<AuditEntry[]>;
  /** Whether the core knows a user with this e-mail. */
  userExists(email: string): Promise<boolean>;
}

/** The outbox, audit log and users of a portal under test (`sharedPortal()`). */
export function adminPortal(portal: PortalUnderTest): AdminPortal {
  const { app, services } = portal;
  const outbox = (): OutboxMail[] => {
    const dir = join(portal.dataDir, 'outbox');
    try {
      return readdirSync(dir)
        .sort()
        .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail);
    } catch {
      return [];
    }
  };
  return {
    app,
    services,
    outbox,
    lastMailTo: (email) =>
      outbox()
        .filter((mail) => mail.to === email)
        .at(-1),
    audit: async (filter = {}) => (await services.audit.list(filter, { first: 200 })).entries,
    userExists: async (email) => (await supertokens.listUsersByAccountInfo('public', { email })).length > 0,
  };
}

/** The token of the set-password link in a mail. */
export function tokenOf(mail: OutboxMail | undefined): string {
  const match = /\/auth\/reset-password\?token=([^&\s]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no set-password link in: ${mail?.text}`);
  return decodeURIComponent(match[1]!);
}

/** The user follows the link of a mail and chooses a password, then signs in with it. */
export async function acceptInvitation(app: FastifyInstance, mail: OutboxMail | undefined, password: string): Promise<TestClient> {
  const client = new TestClient(app);
  const reset = await client.postAuth('/user/password/reset', { method: 'token', token: tokenOf(mail), formFields: [{ id: 'password', value: password }] });
  if ((reset.json() as { status: string }).status !== 'OK') throw new Error(`password reset failed: ${reset.body}`);
  const signIn = await client.signIn(mail!.to, password);
  if ((signIn.json() as { status: string }).status !== 'OK') throw new Error(`sign-in failed: ${signIn.body}`);
  return client;
}

let counter = 0;
/** A fresh e-mail address, unique within the run. */
export function freshEmail(prefix = 'neu'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.at`;
}

/** A fresh accountid, so that a spec owns its account's admins. */
export function freshAccount(prefix = 'test'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}${counter}`;
}

interface CreateUserResult {
  ok: boolean;
  user: { userId: string } | null;
  error: { message: string } | null;
}
const CREATE_USER = 'mutation ($input: CreateUserInput!) { createUser(input: $input) { ok user { userId } error { message } } }';

/**
 * A new ISP account of the spec's own with one member per role, created by a superadmin as the
 * user administration does (invitation mail and all); `signIn(i)` accepts member i's invitation
 * with `password` and returns its signed-in client.
 */
export async function newIspAccount(portal: AdminPortal, superadmin: TestClient, roles: Array<'admin' | 'user'>, password: string) {
  const accountId = freshAccount('isp');
  const members: Array<{ email: string; userId: string; role: string }> = [];
  for (const role of roles) {
    const email = freshEmail(role);
    const input = { email, name: `${role} ${accountId}`, role, type: 'isp', accountId };
    const response = await superadmin.graphql<{ createUser: CreateUserResult }>(CREATE_USER, { input });
    const created = response.data?.createUser;
    if (!created?.ok || !created.user) throw new Error(`creating ${email} failed: ${JSON.stringify(response.errors ?? created?.error)}`);
    members.push({ email, userId: created.user.userId, role });
  }
  return { accountId, members, signIn: (index: number) => acceptInvitation(portal.app, portal.lastMailTo(members[index]!.email), password) };
}
