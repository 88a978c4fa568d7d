/**
 * The in-process portal for the specs of the user administration, settings and audit
 * log: the real app, signed in through `/auth` against the embedded core, on the portal
 * database backend asked for (PGlite, or PostgreSQL when `TEST_DATABASE_URL` is set).
 * Shared by those specs (not a spec itself).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import supertokens from 'supertokens-node';
import { buildApp } from '../../src/app';
import { createTestDatabase, type TestDatabase } from './test-databases';
import type { Services } from '../../src/services';
import { tempDataDir, testConfig } from '../test-kit';
import { TestClient } from '../http-client';
import type { AuditEntry, AuditFilter } from '../../src/modules/audit/audit.service';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

export interface TestPortal {
  app: FastifyInstance;
  services: Services;
  /** Mails of the dev outbox, oldest first. */
  outbox(): OutboxMail[];
  /** The newest mail to an address, or undefined. */
  lastMailTo(email: string): OutboxMail | undefined;
  /** Audit entries, newest first. */
  audit(filter?: AuditFilter): Promise<AuditEntry[]>;
  /** Whether the core knows a user with this e-mail. */
  userExists(email: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * One data folder per spec file: supertokens-node is initialised once per process for one
 * core, and the embedded core belongs to the data folder. Both backends of a spec file
 * therefore share the core (its users) and differ in the portal database.
 */
const data = tempDataDir('portal-admin-');

export async function startTestPortal(kind: 'pglite' | 'postgres'): Promise<TestPortal> {
  let database: TestDatabase | undefined;
  const overrides: Record<string, string> = { DATA_DIR: data.dir, PUBLIC_URL: 'http://localhost:3000' };
  if (kind === 'postgres') {
    database = await createTestDatabase('postgres');
    // The app opens its own connection; this one only created the database.
    await database.db.close();
    overrides['DATABASE_URL'] = database.url!;
  }
  const app = await buildApp(testConfig(overrides));
  const services = await app.portal.ready;
  const outbox = (): OutboxMail[] => {
    const dir = join(data.dir, 'outbox');
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
    async close() {
      await app.close();
      if (database) await database.drop().catch(() => undefined);
    },
  };
}

export function removeTestData() {
  data.remove();
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
