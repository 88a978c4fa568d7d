/**
 * The embedded upstream: a stand-in for the CRM (Dynamics 365 Web API shapes), speed and
 * pm that the BFF reaches over real HTTP on a loopback port, with seeded demo data in
 * PGlite under `${dataDir}/upstream`. See README.md beside this file for every path.
 */
import type { OrderProgress, UpstreamLogger } from './context';
import { openUpstreamCore } from './core';
import type { UpstreamCore } from './core';
import { CallLog, FaultTable, validateFaultRules } from './faults';
import type { CallRecord, FaultRule } from './faults';
import { DEFAULT_SEED } from './generate';
import { startUpstreamServer } from './server';
import { loadPgliteArtifacts, prepareSeededDataDir } from './store';
import { bootUpstreamWorker } from './worker-host';

export type { FaultRule, FaultMode, CallRecord } from './faults';
export type { UpstreamLogger, OrderProgress } from './context';
export { prepareSeededDataDir, upstreamDir, SEED_VERSION, DEFAULT_SEED_CACHE_ROOT } from './store';
export type { PrepareOptions, PrepareResult } from './store';
export { DEFAULT_SEED } from './generate';
export { SEED_EPOCH } from './time';

export interface EmbeddedUpstreamOptions {
  /** PGlite lives in `${dataDir}/upstream`; seeded on first start, writes persist across restarts. */
  dataDir: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a free port. */
  port?: number;
  /** Added to every response, for benchmarks. Default 0. */
  latencyMs?: number;
  /** Initial fault rules, e.g. from configuration. */
  faults?: FaultRule[];
  /** When set, every request must carry `Authorization: Bearer <token>`, else 401. */
  serviceToken?: string;
  logger?: UpstreamLogger;
  /** Injectable clock (ms since epoch). */
  now?: () => number;
  /** Enables the test-only control path `/__control/faults` and `/__control/calls`. Default false. */
  enableControl?: boolean;
  /** Seed of a new data folder. Default DEFAULT_SEED. An existing folder keeps its seed. */
  seed?: number;
  /** Seed cache root, or false to seed every new folder from scratch. Default under node_modules/.cache. */
  seedCache?: string | false;
  /**
   * Pins "today" of the demo activity after the seed epoch (tickets, orders, connections;
   * activity.ts): written up to this instant and no further. Default: the clock, so the
   * data reaches the day the portal runs. Specs pin it to see the same data on any day.
   */
  demoToday?: number;
  /** When signed orders move on. Default 10 minutes to 'in construction', 60 minutes to 'connected'. */
  orderProgress?: Partial<OrderProgress>;
  /**
   * Where the database and routes run. 'worker' (default) keeps PGlite's synchronous WASM
   * work off the caller's event loop; 'in-process' starts faster and is easier to debug.
   */
  isolation?: 'worker' | 'in-process';
}

export interface EmbeddedUpstream {
  /** Base URL; the systems live under `${url}/crm`, `${url}/speed`, `${url}/pm`, `${url}/intern/speed`. */
  url: string;
  close(): Promise<void>;
  faults: { set(rules: FaultRule[]): void; clear(): void };
  calls: { count(pathPrefix?: string): number; reset(): void; log(): CallRecord[] };
}

export const DEFAULT_ORDER_PROGRESS: OrderProgress = { constructionAfterMs: 10 * 60_000, connectedAfterMs: 60 * 60_000 };

const silentLogger: UpstreamLogger = { info() {}, warn() {}, error() {} };

function checkOptions(o: EmbeddedUpstreamOptions): void {
  const fail = (message: string) => {
    throw new Error(`Embedded upstream: ${message}`);
  };
  if (typeof o.dataDir !== 'string' || o.dataDir.trim() === '') fail('dataDir is required');
  if (o.port !== undefined && (!Number.isInteger(o.port) || o.port < 0 || o.port > 65_535)) fail('port must be an integer between 0 and 65535');
  if (o.latencyMs !== undefined && (!Number.isFinite(o.latencyMs) || o.latencyMs < 0 || o.latencyMs > 60_000)) fail('latencyMs must be between 0 and 60000');
  if (o.serviceToken !== undefined && o.serviceToken.trim() === '') fail('serviceToken must not be empty when given');
  if (o.seed !== undefined && (!Number.isInteger(o.seed) || o.seed < 0 || o.seed > 0xffffffff)) fail('seed must be a 32-bit unsigned integer');
  if (o.demoToday !== undefined && !Number.isFinite(o.demoToday)) fail('demoToday must be a time in milliseconds');
  if (o.isolation !== undefined && o.isolation !== 'worker' && o.isolation !== 'in-process') fail("isolation must be 'worker' or 'in-process'");
  const p = o.orderProgress;
  if (p) {
    const build = p.constructionAfterMs ?? DEFAULT_ORDER_PROGRESS.constructionAfterMs;
    const connect = p.connectedAfterMs ?? DEFAULT_ORDER_PROGRESS.connectedAfterMs;
    if (!(build >= 0 && connect > build)) fail('orderProgress: connectedAfterMs must be greater than constructionAfterMs >= 0');
  }
}

export async function startEmbeddedUpstream(o: EmbeddedUpstreamOptions): Promise<EmbeddedUpstream> {
  checkOptions(o);
  const logger = o.logger ?? silentLogger;
  const now = o.now ?? Date.now;
  const faults = new FaultTable();
  if (o.faults) faults.set(validateFaultRules(o.faults));
  const calls = new CallLog();

  // Three things overlap: compiling PGlite, booting the worker, copying the data folder.
  const artifacts = loadPgliteArtifacts();
  const booting = (o.isolation ?? 'worker') === 'worker' ? bootUpstreamWorker(logger) : null;
  let core: UpstreamCore;
  try {
    const prepared = await prepareSeededDataDir(o.dataDir, {
      seed: o.seed ?? DEFAULT_SEED,
      seedCache: o.seedCache,
      onStale: (movedTo) => logger.warn({ movedTo }, 'embedded upstream: data folder of an older layout moved aside and reseeded'),
    });
    logger.info({ source: prepared.source, ms: Math.round(prepared.ms) }, 'embedded upstream: data ready');
    const coreOptions = {
      dataDir: o.dataDir,
      seed: o.seed,
      orderProgress: { ...DEFAULT_ORDER_PROGRESS, ...o.orderProgress },
      startedAt: now(),
      ...(o.demoToday === undefined ? {} : { demoToday: o.demoToday }),
      artifacts: await artifacts,
    };
    core = booting ? await booting.open(coreOptions) : await openUpstreamCore({ ...coreOptions, logger });
  } catch (error) {
    await booting?.terminate();
    throw error;
  }
  try {
    let baseUrl = '';
    const server = await startUpstreamServer({
      host: o.host ?? '127.0.0.1',
      port: o.port ?? 0,
      latencyMs: o.latencyMs ?? 0,
      serviceToken: o.serviceToken,
      enableControl: o.enableControl ?? false,
      faults,
      calls,
      logger,
      handle: (request) => core.handle({ ...request, nowMs: now(), baseUrl }),
    });
    baseUrl = server.url;
    logger.info({ url: server.url, isolation: o.isolation ?? 'worker' }, 'embedded upstream: listening');

    let closed: Promise<void> | null = null;
    return {
      url: server.url,
      close() {
        closed ??= (async () => {
          await server.close();
          await core.close();
        })();
        return closed;
      },
      faults: { set: (rules) => faults.set(rules), clear: () => faults.clear() },
      calls: { count: (prefix) => calls.count(prefix), reset: () => calls.reset(), log: () => calls.log() },
    };
  } catch (error) {
    await core.close();
    throw error;
  }
}
