/**
 * The embedded upstream: a stand-in for the CRM (Dynamics 365 Web API shapes), speed and
 * pm that the BFF reaches over real HTTP on a loopback port, with seeded demo data in
 * PGlite under `${dataDir}/upstream`. See README.md beside this file for every path.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { AppContext, OrderProgress, UpstreamLogger } from './context';
import { CallLog, FaultTable, validateFaultRules } from './faults';
import type { CallRecord, FaultRule } from './faults';
import { DEFAULT_SEED } from './generate';
import { dispatch } from './router';
import { startUpstreamServer } from './server';
import { openUpstreamDatabase, prepareSeededDataDir, upstreamDir } from './store';
import { createTimeline } from './timeline';

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
  /** When signed orders move on. Default 10 minutes to 'in construction', 60 minutes to 'connected'. */
  orderProgress?: Partial<OrderProgress>;
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
  const p = o.orderProgress;
  if (p) {
    const build = p.constructionAfterMs ?? DEFAULT_ORDER_PROGRESS.constructionAfterMs;
    const connect = p.connectedAfterMs ?? DEFAULT_ORDER_PROGRESS.connectedAfterMs;
    if (!(build >= 0 && connect > build)) fail('orderProgress: connectedAfterMs must be greater than constructionAfterMs >= 0');
  }
}

async function loadReferenceData(db: PGlite) {
  const accounts = await db.query<{ accountid: string; name: string; cos_accounttype: string }>(`select accountid, name, cos_accounttype from accounts`);
  const subjects = await db.query<{ subjectid: string; title: string }>(`select subjectid, title from subjects`);
  const products = await db.query<{ cos_productid: string; cos_name: string; cos_producttype: number; cos_portalvisible: boolean }>(
    `select cos_productid, cos_name, cos_producttype, cos_portalvisible from products`,
  );
  const meta = await db.query<{ value: string }>(`select value from meta where key = 'seed'`);
  return {
    accountNames: new Map(accounts.rows.map((a) => [a.accountid, a.name])),
    accountTypes: new Map(accounts.rows.map((a) => [a.accountid, a.cos_accounttype])),
    subjectTitles: new Map(subjects.rows.map((s) => [s.subjectid, s.title])),
    productNames: new Map(products.rows.map((p) => [p.cos_productid, p.cos_name])),
    productTypes: new Map(products.rows.map((p) => [p.cos_productid, p.cos_producttype])),
    portalProducts: new Set(products.rows.filter((p) => p.cos_portalvisible).map((p) => p.cos_productid)),
    seed: Number(meta.rows[0]?.value ?? DEFAULT_SEED),
  };
}

export async function startEmbeddedUpstream(o: EmbeddedUpstreamOptions): Promise<EmbeddedUpstream> {
  checkOptions(o);
  const logger = o.logger ?? silentLogger;
  const now = o.now ?? Date.now;
  const faults = new FaultTable();
  if (o.faults) faults.set(validateFaultRules(o.faults));
  const calls = new CallLog();

  const prepared = await prepareSeededDataDir(o.dataDir, { seed: o.seed ?? DEFAULT_SEED, seedCache: o.seedCache });
  logger.info({ source: prepared.source, ms: Math.round(prepared.ms) }, 'embedded upstream: data ready');
  const db = await openUpstreamDatabase(upstreamDir(o.dataDir));
  try {
    const ref = await loadReferenceData(db);
    if (o.seed !== undefined && o.seed !== ref.seed) {
      logger.warn({ requested: o.seed, stored: ref.seed }, 'embedded upstream: the data folder was seeded with another seed and keeps it');
    }
    let baseUrl = '';
    const ctx: AppContext = {
      db,
      now,
      baseUrl: () => baseUrl,
      logger,
      orderProgress: { ...DEFAULT_ORDER_PROGRESS, ...o.orderProgress },
      accountNames: ref.accountNames,
      accountTypes: ref.accountTypes,
      subjectTitles: ref.subjectTitles,
      productNames: ref.productNames,
      productTypes: ref.productTypes,
      portalProducts: ref.portalProducts,
      scheduleOrderCheck: () => {},
    };
    const timeline = await createTimeline(ctx, ref.seed);
    ctx.scheduleOrderCheck = timeline.scheduleOrderCheck;
    await timeline.catchUp();

    const server = await startUpstreamServer({
      host: o.host ?? '127.0.0.1',
      port: o.port ?? 0,
      latencyMs: o.latencyMs ?? 0,
      serviceToken: o.serviceToken,
      enableControl: o.enableControl ?? false,
      faults,
      calls,
      logger,
      async handle(request) {
        try {
          await timeline.catchUp();
        } catch (error) {
          // Serving slightly stale data beats failing every request; the next request retries.
          logger.error({ err: error }, 'embedded upstream: catching up with the clock failed');
        }
        return dispatch(request, ctx);
      },
    });
    baseUrl = server.url;
    logger.info({ url: server.url }, 'embedded upstream: listening');

    let closed: Promise<void> | null = null;
    return {
      url: server.url,
      close() {
        closed ??= (async () => {
          await server.close();
          await db.close();
        })();
        return closed;
      },
      faults: { set: (rules) => faults.set(rules), clear: () => faults.clear() },
      calls: { count: (prefix) => calls.count(prefix), reset: () => calls.reset(), log: () => calls.log() },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
