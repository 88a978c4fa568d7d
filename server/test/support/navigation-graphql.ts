/**
 * Runs GraphQL operations against the real schema and the navigation resolvers, with
 * a context made of plain objects: the shipped rules, a test configuration and fakes of
 * the account directory. Shared by the navigation specs (not a spec itself).
 */
import { ApolloServer } from '@apollo/server';
import type { FastifyBaseLogger } from 'fastify';
import type { ExecutionResult } from 'graphql';
import { loadConfig } from '../../src/config';
import type { GraphQLContext, SessionUser } from '../../src/graphql/context';
import { loadTypeDefs } from '../../src/graphql/schema';
import { baseResolvers } from '../../src/graphql/resolvers';
import type { Services } from '../../src/services';
import type { AuditActor, AuditEntryInput } from '../../src/modules/audit/audit.service';
import type { AccountDirectory, AccountRecord, MetadataPatch, StoredMetadata, UserMetadataStore } from '../../src/modules/navigation/account-directory';
import { accountRecordOf } from '../../src/modules/navigation/account-directory';
import { createAccountSwitchService } from '../../src/modules/navigation/account-switch.service';
import { createNavigationResolvers } from '../../src/modules/navigation/navigation.resolvers';
import { SHIPPED_SCREENS_DIR, recordingLogger } from './navigation';
import { createRuleStore } from '../../src/modules/navigation/rule-store';
import type { RuleStore } from '../../src/modules/navigation/rule-store';
import type { Role } from '../../src/modules/navigation/navigation.vocabulary';

/** In-memory users and metadata, shaped as SuperTokens keeps them. */
export function memoryAccounts(users: Array<{ userId: string; email: string; metadata: StoredMetadata }>) {
  const emails = new Map(users.map((user) => [user.userId, user.email]));
  const metadata = new Map(users.map((user) => [user.userId, { ...user.metadata }]));
  const updates: Array<{ userId: string; patch: MetadataPatch }> = [];
  const record = (userId: string): AccountRecord => accountRecordOf(userId, [emails.get(userId) ?? ''].filter(Boolean), metadata.get(userId) ?? {});
  const store: UserMetadataStore = {
    get: async (userId) => ({ ...(metadata.get(userId) ?? {}) }),
    update: async (userId, patch) => {
      updates.push({ userId, patch });
      const next: StoredMetadata = { ...(metadata.get(userId) ?? {}) };
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) delete next[key];
        else next[key] = value;
      }
      metadata.set(userId, next);
      return next;
    },
  };
  const directory: AccountDirectory = {
    listAdmins: async () => [...emails.keys()].map(record).filter((account) => account.role === 'admin'),
    getUser: async (userId) => (emails.has(userId) ? record(userId) : null),
  };
  return { directory, metadata: store, updates, stored: (userId: string) => metadata.get(userId) };
}

/** A session user as the auth module puts it into the context. */
export function sessionUser(partial: {
  role: Role;
  type?: string | null;
  accountId?: string | null;
  userId?: string;
  name?: string | null;
  email?: string | null;
}): SessionUser {
  return {
    userId: partial.userId ?? 'user-1',
    sessionHandle: 'handle-1',
    email: partial.email ?? 'someone@example.at',
    name: partial.name ?? 'Erika Musterfrau',
    accountId: partial.accountId ?? null,
    type: partial.type ?? null,
    role: partial.role,
  };
}

export interface TestGraphQL {
  rules: RuleStore;
  logs: ReturnType<typeof recordingLogger>;
  /** What the resolvers wrote to the audit log, in order. */
  audited: Array<{ actor: AuditActor; entry: AuditEntryInput }>;
  run<TData = Record<string, unknown>>(
    query: string,
    options?: { viewer?: SessionUser | null; clientUrl?: string | null; variables?: Record<string, unknown> },
  ): Promise<ExecutionResult<TData>>;
  close(): Promise<void>;
}

export async function createTestGraphQL(
  options: { accounts?: ReturnType<typeof memoryAccounts>; screensDir?: string; config?: Record<string, string> } = {},
): Promise<TestGraphQL> {
  const accounts = options.accounts ?? memoryAccounts([]);
  const logs = recordingLogger();
  const rules = await createRuleStore({ dir: options.screensDir ?? SHIPPED_SCREENS_DIR, logger: logs, watch: options.screensDir !== undefined });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_TODAY: '2026-11-01T00:00:00Z', ...options.config });
  const server = new ApolloServer<GraphQLContext>({
    typeDefs: loadTypeDefs(),
    resolvers: [baseResolvers, createNavigationResolvers({ accountSwitch: createAccountSwitchService(accounts) })],
  });
  await server.start();
  const audited: Array<{ actor: AuditActor; entry: AuditEntryInput }> = [];
  const audit = {
    async record(actor: AuditActor, entry: AuditEntryInput) {
      audited.push({ actor, entry });
    },
  };
  const services = { config, rules, audit } as unknown as Pick<Services, 'config' | 'rules' | 'audit'>;
  return {
    rules,
    logs,
    audited,
    async run<TData>(
      query: string,
      { viewer = null, clientUrl = null, variables }: { viewer?: SessionUser | null; clientUrl?: string | null; variables?: Record<string, unknown> } = {},
    ) {
      const context = {
        requestId: 'test-request',
        request: { ip: '192.0.2.7' },
        clientUrl,
        logger: logs as unknown as FastifyBaseLogger,
        services,
        viewer,
      };
      // Request and reply are Fastify's; no navigation resolver reads them.
      const response = await server.executeOperation<TData>({ query, variables }, { contextValue: context as unknown as GraphQLContext });
      if (response.body.kind !== 'single') throw new Error('unexpected incremental response');
      return response.body.singleResult as ExecutionResult<TData>;
    },
    async close() {
      await server.stop();
      await rules.close();
    },
  };
}
