/**
 * The whole portal in-process for the specs of the sources and of the modules built on
 * them: Fastify, GraphQL, the embedded core and the embedded upstream over real HTTP.
 * The specs sign in through /auth, inject faults and count calls at the embedded upstream,
 * and read what the application logged. Not a spec itself.
 */
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { EmbeddedUpstream } from '../src/embedded/upstream';
import { startServices } from '../src/services';
import { createUpstreamSources } from '../src/sources';
import type { Services } from '../src/services';
import type { Config } from '../src/config';
import supertokens from 'supertokens-node';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { TestClient, signInAs } from './http-client';
import { tempDataDir, testConfig } from './test-kit';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface PortalUnderTest {
  app: FastifyInstance;
  services: Services;
  upstream: EmbeddedUpstream;
  /** Everything the application logger wrote at warn and above, parsed. */
  logs: LogLine[];
  signIn(who: string): Promise<TestClient>;
  /** Calls the embedded upstream directly, as another system would (e.g. the NOC announcing an outage). */
  upstreamSend(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }>;
  /**
   * `count` new users, each with its own metadata and a session issued by the core. The
   * password sign-in is left out on purpose: it would cost two scrypt hashes per user (N=2^17,
   * minutes for a hundred on a busy CI machine), and the specs using this test what happens
   * after it.
   */
  newUsers(count: number): Promise<TestClient[]>;
  /**
   * Replaces the upstream clients with new ones, as at the start: an empty cache, closed
   * breakers, no statistics (the shared portal gives every spec file a fresh start this way).
   * `settings` and the cache clock hold for these clients only: the next fresh start goes back to the portal's own.
   */
  freshUpstreamSources(options?: UpstreamClientOptions): Promise<void>;
  /** The portal's data folder (DATA_DIR): the dev outbox is under it. */
  dataDir: string;
  close(): Promise<void>;
}

/** The settings of the upstream clients a spec file may choose on the shared portal (read when the clients are made). */
export type UpstreamSettingsOverrides = Partial<
  Pick<Config, 'UPSTREAM_READ_TIMEOUT_MS' | 'UPSTREAM_BREAKER_FAILURES' | 'UPSTREAM_BREAKER_COOLDOWN_MS' | 'REFERENCE_CACHE_TTL_SEC' | 'OUTAGE_CACHE_TTL_SEC'>
>;

export interface UpstreamClientOptions {
  settings?: UpstreamSettingsOverrides;
  /** Clock of the upstream cache (see movableClock); the portal's own when not given. */
  cacheClock?: () => number;
}

/** The service token of the embedded upstream in the specs. */
export const SPEC_UPSTREAM_TOKEN = 'spec-upstream-token';

/** Test defaults: short deadlines and cool-downs so fault specs run in milliseconds. */
export const FAST_UPSTREAM_SETTINGS = {
  UPSTREAM_READ_TIMEOUT_MS: 400,
  UPSTREAM_BREAKER_FAILURES: 3,
  UPSTREAM_BREAKER_COOLDOWN_MS: 500,
} as const satisfies UpstreamSettingsOverrides;

/** FAST_UPSTREAM_SETTINGS as environment: the default of `startPortal`. */
export const FAST_UPSTREAM: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(FAST_UPSTREAM_SETTINGS).map(([name, value]) => [name, String(value)]),
);

/** A clock that starts at real time and runs with it; `advance` moves it ahead (a TTL passes without waiting). */
export function movableClock(): { now: () => number; advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}

/**
 * Who started the portal of this process, if one runs: supertokens-node is initialised once per
 * process, for one core, so a second portal beside it would talk to the wrong core.
 */
let processPortal: string | null = null;

export async function startPortal(
  overrides: Record<string, string> = {},
  options: {
    redisPrefix?: string;
    /** Clock of the upstream cache (see movableClock). */ cacheClock?: () => number;
    /** Clock of the login throttle (see movableClock). */ throttleClock?: () => number;
    /** Who starts it, for the message when a second portal is started in the process. */ startedBy?: string;
    /** The folder to make the data folder in (the system's temporary folder by default). */ dataIn?: string;
    /** The built client it serves (web/dist by default; `fixtureDist` makes one of three files). */ webDistDir?: (dataDir: string) => string;
  } = {},
): Promise<PortalUnderTest> {
  if (processPortal !== null) throw new Error(`this process already runs a portal (${processPortal}); supertokens-node serves one per process`);
  processPortal = options.startedBy ?? 'startPortal';
  const data = tempDataDir('portal-sources-', options.dataIn);
  const logs: LogLine[] = [];
  const logger = pino(
    { level: 'warn' },
    {
      write(line: string) {
        logs.push(JSON.parse(line) as LogLine);
      },
    },
  ) as unknown as FastifyBaseLogger;
  // The HTTP layer logs at warn and above into the same list: a 500's cause (errors.ts logs it, the
  // answer carries only its correlation id) is then at hand for the spec that met it.
  const config = testConfig({
    DATA_DIR: data.dir,
    PUBLIC_URL: 'http://localhost:3000',
    UPSTREAM_TOKEN: SPEC_UPSTREAM_TOKEN,
    LOG_LEVEL: 'warn',
    ...FAST_UPSTREAM,
    ...overrides,
  });
  const app = await buildApp(config, {
    logStream: {
      write(line: string) {
        logs.push(JSON.parse(line) as LogLine);
      },
    },
    ...(options.webDistDir === undefined ? {} : { webDistDir: options.webDistDir(data.dir) }),
    startServices: (c, _appLogger, o) =>
      startServices(c, logger, {
        ...o,
        redisPrefix: options.redisPrefix ?? `test:${randomUUID()}:`,
        ...(options.cacheClock === undefined ? {} : { cacheClock: options.cacheClock }),
        ...(options.throttleClock === undefined ? {} : { throttleClock: options.throttleClock }),
      }),
  });
  const services = await app.portal.ready;
  if (!services.embeddedUpstream) throw new Error('the specs expect the embedded upstream');
  const upstream = services.embeddedUpstream;
  let created = 0;
  return {
    app,
    services,
    upstream,
    logs,
    dataDir: data.dir,
    signIn: (who) => signInAs(app, who),
    async upstreamSend(method, path, body) {
      const response = await fetch(`${upstream.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${SPEC_UPSTREAM_TOKEN}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: text === '' ? null : JSON.parse(text) };
    },
    async newUsers(count) {
      const types = ['isp', 'pmo', 'sales', 'noc', 'baufirma', 'customer-care', 'nwops', 'planning'];
      const clients: TestClient[] = [];
      for (let i = 0; i < count; i++) {
        const n = (created += 1);
        const userId = randomUUID();
        const type = types[n % types.length]!;
        await UserMetadata.updateUserMetadata(userId, {
          name: `Testperson ${n}`,
          role: 'user',
          type,
          accountid: `${type}-9${String(n).padStart(3, '0')}`,
          userid: userId,
        });
        const session = await Session.createNewSessionWithoutRequestResponse('public', supertokens.convertToRecipeUserId(userId), {
          email: `kunde.${n}@example.at`,
        });
        const client = new TestClient(app);
        client.cookies.set('sAccessToken', { value: session.getAllSessionTokensDangerously().accessToken, path: '/' });
        clients.push(client);
      }
      return clients;
    },
    async freshUpstreamSources(fresh = {}) {
      const old = services.upstream;
      const cacheClock = fresh.cacheClock ?? options.cacheClock;
      services.upstream = createUpstreamSources({
        config: { ...services.config, ...fresh.settings },
        embeddedUrl: upstream.url,
        token: services.config.UPSTREAM_TOKEN,
        embeddedToken: SPEC_UPSTREAM_TOKEN,
        redis: services.redis,
        redisPrefix: services.redisPrefix,
        logger,
        ...(cacheClock === undefined ? {} : { cacheNow: cacheClock }),
      });
      await old.close();
    },
    async close() {
      await app.close();
      data.remove();
      processPortal = null;
    },
  };
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
