/**
 * The data side of the upstream: the PGlite database, the timeline and the routes. It
 * runs in the caller's thread or in a worker thread (worker.ts); either way it receives
 * plain, cloneable requests and returns the serialised answer.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import type { AppContext, OrderProgress, UpstreamLogger } from './context';
import { DEFAULT_SEED } from './generate';
import { createCountCache } from './count-cache';
import { dispatch } from './router';
import { openUpstreamDatabase, upstreamDir } from './store';
import type { PgliteArtifacts } from './store';
import { createTimeline } from './timeline';

export interface CoreOptions {
  dataDir: string;
  /** The seed asked for; a data folder keeps the seed it was made with. */
  seed: number | undefined;
  orderProgress: OrderProgress;
  logger: UpstreamLogger;
  /** The clock at start, for the first catch-up. */
  startedAt: number;
  /** Pins "today" of the demo activity (timeline.ts); without it the activity follows the clock. */
  demoToday?: number;
  artifacts?: PgliteArtifacts;
}

export interface CoreRequest {
  method: string;
  path: string;
  rawQuery: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** The clock when the request arrived (the clock lives with the caller). */
  nowMs: number;
  baseUrl: string;
}

export interface CoreReply {
  status: number;
  headers: Record<string, string>;
  /** JSON text, made where the data is so only a string crosses a thread boundary. */
  payload: string;
}

export interface UpstreamCore {
  handle(request: CoreRequest): Promise<CoreReply>;
  close(): Promise<void>;
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

/** Opens the (already prepared) data folder and returns the request handler. */
export async function openUpstreamCore(o: CoreOptions): Promise<UpstreamCore> {
  const db = await openUpstreamDatabase(upstreamDir(o.dataDir), o.artifacts);
  try {
    const ref = await loadReferenceData(db);
    if (o.seed !== undefined && o.seed !== ref.seed) {
      o.logger.warn({ requested: o.seed, stored: ref.seed }, 'embedded upstream: the data folder was seeded with another seed and keeps it');
    }
    const base: AppContext = {
      db,
      counts: createCountCache(db),
      now: () => o.startedAt,
      baseUrl: () => '',
      logger: o.logger,
      orderProgress: o.orderProgress,
      accountNames: ref.accountNames,
      accountTypes: ref.accountTypes,
      subjectTitles: ref.subjectTitles,
      productNames: ref.productNames,
      productTypes: ref.productTypes,
      portalProducts: ref.portalProducts,
      scheduleOrderCheck: () => {},
    };
    const timeline = await createTimeline(base, ref.seed, { demoToday: o.demoToday });
    base.scheduleOrderCheck = timeline.scheduleOrderCheck;
    await timeline.catchUp(o.startedAt);

    let closed: Promise<void> | null = null;
    return {
      async handle(request) {
        try {
          await timeline.catchUp(request.nowMs);
        } catch (error) {
          // Serving slightly stale data beats failing every request; the next request retries.
          o.logger.error({ err: error }, 'embedded upstream: catching up with the clock failed');
        }
        // Each request sees the clock and base URL it arrived with.
        const ctx: AppContext = { ...base, now: () => request.nowMs, baseUrl: () => request.baseUrl };
        const reply = await dispatch(
          {
            method: request.method,
            path: request.path,
            query: new URLSearchParams(request.rawQuery),
            rawQuery: request.rawQuery,
            headers: request.headers,
            body: request.body,
          },
          ctx,
        );
        return { status: reply.status, headers: reply.headers ?? {}, payload: reply.body === undefined ? '' : JSON.stringify(reply.body) };
      },
      close() {
        closed ??= db.close();
        return closed;
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
