import type { IncomingHttpHeaders } from 'node:http';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { CountCache } from './count-cache';

export interface UpstreamLogger {
  info(o: object | string, msg?: string): void;
  warn(...a: unknown[]): void;
  error(...a: unknown[]): void;
}

/** Either the database or an open transaction. */
export type Queryable = Pick<PGlite | Transaction, 'query'>;

export interface OrderProgress {
  /** Signed orders move to 'in construction' this long after the signature. */
  constructionAfterMs: number;
  /** ... and to 'connected' this long after the signature. */
  connectedAfterMs: number;
}

export interface AppContext {
  db: PGlite;
  /** Totals of list queries, remembered until the next write (count-cache.ts). */
  counts?: CountCache;
  /** Current time, from the injected clock. */
  now(): number;
  baseUrl(): string;
  logger: UpstreamLogger;
  orderProgress: OrderProgress;
  /** accountid -> name; accounts are reference data and never written. */
  accountNames: ReadonlyMap<string, string>;
  accountTypes: ReadonlyMap<string, string>;
  subjectTitles: ReadonlyMap<string, string>;
  productNames: ReadonlyMap<string, string>;
  productTypes: ReadonlyMap<string, number>;
  portalProducts: ReadonlySet<string>;
  /** Tells the timeline that an order will need to move on at this time. */
  scheduleOrderCheck(atMs: number): void;
}

export interface UpstreamRequest {
  method: string;
  /** Decoded path without the query string. */
  path: string;
  query: URLSearchParams;
  rawQuery: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  /** Captures of the matched route pattern. */
  params: string[];
}

export interface UpstreamReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Handler = (req: UpstreamRequest, ctx: AppContext) => Promise<UpstreamReply>;

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  pattern: RegExp;
  handler: Handler;
}

export const ok = (body: unknown, headers?: Record<string, string>): UpstreamReply => ({ status: 200, body, ...(headers ? { headers } : {}) });
