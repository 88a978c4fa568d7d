/**
 * One portal per test process, shared by the spec files of the vitest project `server-shared`
 * (docs/testing.md): a portal costs about 2.5 s of imports and 4 s of start, and most specs
 * need nothing of their own but accounts and data. Started on the first `sharedPortal()` of the
 * process; every later call returns the same portal. Its data folder is removed when the process
 * exits. Not a spec itself.
 *
 * Each call (a spec file's `beforeAll`) gives the file a fresh start of what one file could leave
 * behind for the next: no injected faults, no counted calls, no logged lines, new upstream clients
 * (empty cache, closed breakers), a login throttle that has forgotten every attempt (its clock
 * moves on by more than its longest memory) and a new order-link throttle. What stays is what the portal stores: users, orders,
 * tickets, settings, audit entries. A spec that writes uses accounts of its own
 * (`portal.newUsers`, `sharedAccount`) or asserts what it wrote, never a count of everything.
 *
 * A file that calls `sharedPortal()` must start no other portal and initialise no supertokens-node
 * (one per process, for one core); spec-isolation.ts puts files that do in their own process, and
 * `startPortal` refuses a second portal in a process.
 */
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import type { Services } from '../src/services';
import { memoryCounterStore } from '../src/auth/throttle';
import { createSigningThrottle, useSigningThrottle } from '../src/modules/orders/orders.throttle';
import { movableClock, startPortal, type PortalUnderTest, type UpstreamClientOptions } from './portal';
import { fixtureDist, testConfig } from './test-kit';

/**
 * The configuration every file on the shared portal gets: upstream reads that wait long enough on a
 * busy CI machine (the specs inject failures, not slowness) and a breaker that opens after 50
 * failures, so that a spec's injected failures do not open it for the next request.
 */
export const SHARED_PORTAL_ENV: Readonly<Record<string, string>> = {
  UPSTREAM_READ_TIMEOUT_MS: '30000',
  UPSTREAM_BREAKER_FAILURES: '50',
};

/** Longer than everything the login throttle remembers (accounts: 30 days, known addresses: 90 days). */
const THROTTLE_MEMORY_MS = 91 * 86_400_000;

let started: Promise<PortalUnderTest> | null = null;
const throttleClock = movableClock();

async function start(): Promise<PortalUnderTest> {
  return startPortal(SHARED_PORTAL_ENV, {
    throttleClock: throttleClock.now,
    startedBy: 'sharedPortal',
    dataIn: inject('sharedPortalDir'),
    // A client of three files: the HTML and asset routes answer the same whether or not web/dist is built (CI builds it meanwhile).
    webDistDir: fixtureDist,
  });
}

/**
 * The portal of this process, reset for a new spec file (see above). Call it in `beforeAll`.
 * `upstream` chooses the file's own settings and clocks of the upstream clients (deadlines,
 * breaker, cache TTLs; e.g. the fast failures of FAST_UPSTREAM, or long TTLs for a spec that
 * counts calls): they hold until the next file's call, which goes back to SHARED_PORTAL_ENV.
 */
export async function sharedPortal(upstream: UpstreamClientOptions = {}): Promise<PortalUnderTest> {
  started ??= start();
  const portal = await started;
  portal.upstream.faults.clear();
  portal.upstream.calls.reset();
  portal.logs.length = 0;
  await portal.freshUpstreamSources(upstream);
  throttleClock.advance(THROTTLE_MEMORY_MS);
  // The order-link throttle counts per address: one file's signing attempts must not refuse the next file's.
  useSigningThrottle(portal.services, createSigningThrottle(memoryCounterStore()));
  return portal;
}

/**
 * Another app over the services of the shared portal: an app of its own configuration
 * (`overrides` on the specs' test configuration: production, PORTAL_HOSTS, a log level …) for
 * everything the app builds itself (routes, the request gate and trusted documents, GraphQL and
 * its error masking, security headers, the explorer, the built client of three files) and for
 * what the resolvers read of `services.config`; the shared portal's core, upstream, database and
 * rules for the rest. What the services built from their own configuration at their start stays
 * the shared portal's: supertokens-node's cookie flags, the upstream clients, the embedded
 * upstream's control paths (a spec about those starts a portal of its own). Closing the app
 * leaves the services running. `until`: the services count as still starting until it resolves
 * (`/healthz` 503). A spec builds it after its `sharedPortal()` and closes it in its `afterAll`.
 */
export async function appOnSharedPortal(
  portal: PortalUnderTest,
  overrides: Record<string, string> = {},
  options: Pick<BuildOptions, 'logStream'> & {
    until?: Promise<void>;
    /** Services of the app's own instead of the shared portal's (e.g. a rule store on a database of its own); the caller closes them. */
    services?: Partial<Omit<Services, 'config' | 'close'>>;
  } = {},
): Promise<FastifyInstance> {
  const config = testConfig({ DATA_DIR: portal.dataDir, PUBLIC_URL: 'http://localhost:3000', ...overrides });
  const own: Partial<Services> = options.services ?? {};
  const services = new Proxy(portal.services, {
    get(target, property, receiver) {
      if (property === 'config') return config;
      if (Object.hasOwn(own, property)) return own[property as keyof Services];
      // The services belong to the shared portal: this app's close leaves them open.
      if (property === 'close') return async () => undefined;
      return Reflect.get(target, property, receiver) as unknown;
    },
  }) satisfies Services;
  const app = await buildApp(config, {
    webDistDir: fixtureDist(portal.dataDir),
    ...(options.logStream === undefined ? {} : { logStream: options.logStream }),
    startServices: async () => {
      await options.until;
      return services;
    },
  });
  if (options.until === undefined) await app.portal.ready;
  return app;
}
