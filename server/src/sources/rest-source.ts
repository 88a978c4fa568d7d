/**
 * One upstream system at one base URL: credentials, headers, deadlines, the circuit
 * breaker, bounded retries and Retry-After. Answers with parsed JSON or throws an
 * `UpstreamFailure`; the error catalogue decides later what a user sees of it.
 */
import type { z } from 'zod';
import { CircuitBreaker } from './circuit-breaker';
import type { BreakerState } from './circuit-breaker';
import { TransportError } from './http-transport';
import { startUpstreamSpan, type UpstreamSpan } from '../lib/tracing';
import type { HttpMethod, Transport, TransportResponse } from './http-transport';
import { RetryBudget, backoffMs, parseRetryAfter } from './retry-budget';
import { UpstreamFailure } from './upstream-failure';
import { portalMetrics } from '../lib/metrics';
import type { SourceSystem, UpstreamFailureInit } from './upstream-failure';

type FailureInit = Omit<UpstreamFailureInit, 'system' | 'method' | 'path'>;

/** Who is calling: one browser request, or a shared load on behalf of many. */
export interface CallContext {
  /** Forwarded as X-Request-Id; the correlation id of errors and logs. */
  requestId: string;
  /** The browser's page, forwarded as X-Client-Url. */
  clientUrl: string | null;
  /** Aborted when the browser goes away. */
  signal?: AbortSignal;
  /** End of the request's time budget (ms since epoch), SPEC.md §9. */
  budgetEnd: number;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  method?: HttpMethod;
  /** Path below the base URL, starting with '/', e.g. '/crm/subjects'. */
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  /**
   * Lets a write be retried safely: the upstream recognises a repeated key. Writes
   * without one are never retried.
   */
  idempotencyKey?: string;
}

export interface SourceSettings {
  token: string | undefined;
  connectTimeoutMs: number;
  /** Deadline of one read (GET) call; writes get the rest of the request budget. */
  readTimeoutMs: number;
  breakerFailures: number;
  breakerCooldownMs: number;
  /** Longest Retry-After the source waits for within a request before failing fast. */
  maxRetryAfterWaitMs: number;
  userAgent: string;
}

export interface SourceStats {
  system: SourceSystem;
  baseUrl: string;
  breaker: BreakerState;
  /** Calls asked for by the BFF. */
  requests: number;
  /** HTTP exchanges actually attempted (requests + retries − refused). */
  attempts: number;
  retries: number;
  failures: number;
  /** Refused at once by an open breaker. */
  rejectedByBreaker: number;
  /** Refused at once because the upstream asked for a pause (Retry-After). */
  rejectedByRateLimit: number;
  inFlight: number;
  reusedConnections: number;
}

export interface SourceLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

const MAX_ATTEMPTS = 2;
/** Transport codes worth one more try: the connection broke, not the request. */
const TRANSIENT_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'EAI_AGAIN', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
const TRANSIENT_STATUSES = new Set([429, 502, 503, 504]);
const LOG_BODY_CHARS = 2_000;

function encodeQuery(query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // %20 rather than '+': OData servers do not all read '+' as a space.
    parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The browser's page URL, forwarded only when it is a plain http(s) URL (it is user input). */
export function forwardableClientUrl(value: string | null): string | null {
  if (value === null || value.length > 2_048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export class RestSource {
  readonly breaker: CircuitBreaker;
  private readonly budget = new RetryBudget({ ratio: 0.1, initial: 1, max: 10 });
  private readonly base: string;
  private blockedUntil = 0;
  private readonly counters = {
    requests: 0,
    attempts: 0,
    retries: 0,
    failures: 0,
    rejectedByBreaker: 0,
    rejectedByRateLimit: 0,
    inFlight: 0,
    reusedConnections: 0,
  };

  constructor(
    readonly system: SourceSystem,
    readonly baseUrl: string,
    private readonly transport: Transport,
    private readonly settings: SourceSettings,
    private readonly logger: SourceLogger,
    private readonly extraHeaders: Readonly<Record<string, string>> = {},
    private readonly now: () => number = Date.now,
  ) {
    this.base = baseUrl.replace(/\/+$/, '');
    this.breaker = new CircuitBreaker({
      failureThreshold: settings.breakerFailures,
      cooldownMs: settings.breakerCooldownMs,
      now,
      onStateChange: (next, previous) =>
        (next === 'open' ? logger.warn : logger.info).call(logger, { system, baseUrl, next, previous }, `upstream breaker ${previous} → ${next}`),
    });
    const breaker = this.breaker;
    portalMetrics.watchBreaker({ system, state: () => breaker.state });
  }

  stats(): SourceStats {
    return { system: this.system, baseUrl: this.baseUrl, breaker: this.breaker.state, ...this.counters };
  }

  /** Calls the upstream and parses the JSON answer; validates it when a schema is given. */
  async call<T = unknown>(options: CallOptions, context: CallContext, schema?: z.ZodType<T>): Promise<T> {
    const started = performance.now();
    // Null unless tracing is configured (lib/tracing.ts); one span covers all attempts of the call.
    const span = startUpstreamSpan(this.system, options.method ?? 'GET', options.path);
    try {
      const value = await this.exchange(options, context, schema, span);
      portalMetrics.upstreamCall(this.system, 'ok', (performance.now() - started) / 1000);
      span?.end();
      return value;
    } catch (error) {
      const kind = error instanceof UpstreamFailure ? error.kind : 'internal';
      portalMetrics.upstreamCall(this.system, kind, (performance.now() - started) / 1000);
      span?.end(kind);
      throw error;
    }
  }

  private async exchange<T>(options: CallOptions, context: CallContext, schema: z.ZodType<T> | undefined, span: UpstreamSpan | null): Promise<T> {
    const method = options.method ?? 'GET';
    const pathAndQuery = options.path + encodeQuery(options.query);
    const url = new URL(this.base + pathAndQuery);
    const idempotent = method === 'GET' || options.idempotencyKey !== undefined;
    const failure = (init: FailureInit) => new UpstreamFailure({ system: this.system, method, path: pathAndQuery, ...init });

    this.counters.requests += 1;
    this.budget.deposit();
    for (let attempt = 0; ; attempt += 1) {
      const waitLeft = this.blockedUntil - this.now();
      if (waitLeft > 0) {
        this.counters.rejectedByRateLimit += 1;
        throw failure({ kind: 'rate-limited', retryAfterMs: waitLeft, detail: `upstream asked to wait ${waitLeft} ms` });
      }
      const decision = this.breaker.acquire();
      if (!decision.allowed) {
        this.counters.rejectedByBreaker += 1;
        throw failure({ kind: 'unavailable', detail: `breaker open, next probe in ${decision.retryInMs} ms` });
      }
      const { ticket } = decision;

      const deadline = Math.min(context.budgetEnd, method === 'GET' ? this.now() + this.settings.readTimeoutMs : context.budgetEnd);
      let outcome: { response: TransportResponse } | { error: UpstreamFailure; maySend: boolean };
      this.counters.attempts += 1;
      this.counters.inFlight += 1;
      try {
        const response = await this.transport.send({
          method,
          url,
          headers: span ? { ...this.headers(context, options), ...span.headers } : this.headers(context, options),
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          connectTimeoutMs: this.settings.connectTimeoutMs,
          deadline,
          signal: context.signal,
        });
        if (response.reusedSocket) this.counters.reusedConnections += 1;
        span?.status(response.status);
        outcome = { response };
      } catch (error) {
        outcome = { error: this.transportFailure(error, failure), maySend: error instanceof TransportError ? error.maybeSent : true };
      } finally {
        this.counters.inFlight -= 1;
      }

      if ('response' in outcome) {
        const { response } = outcome;
        if (response.status >= 200 && response.status < 300) {
          const parsed = this.parse(response, failure, schema);
          if (parsed.ok) {
            ticket.success();
            return parsed.value;
          }
          ticket.failure();
          this.counters.failures += 1;
          throw parsed.error;
        }
        const retryAfterMs = parseRetryAfter(response.headers['retry-after'], this.now()) ?? undefined;
        const error = failure({
          kind: 'http',
          status: response.status,
          body: tryJson(response.text),
          rawText: response.text.slice(0, LOG_BODY_CHARS),
          retryAfterMs,
          detail: `status ${response.status}`,
        });
        if (response.status === 429) ticket.neutral();
        else if (error.countsAgainstHealth) ticket.failure();
        // Any other answer shows a working upstream, even when it refuses this request.
        else ticket.success();
        if ((response.status === 429 || response.status === 503) && retryAfterMs !== undefined) {
          this.blockedUntil = Math.max(this.blockedUntil, this.now() + retryAfterMs);
        }
        const retryWait = this.retryWait(attempt, idempotent, error, retryAfterMs, context.budgetEnd);
        if (retryWait !== null) {
          await this.pause(retryWait, context.signal);
          // The pause this source asked others to respect is over for the retry itself.
          this.blockedUntil = 0;
          continue;
        }
        this.counters.failures += 1;
        throw error;
      }

      const { error, maySend } = outcome;
      if (error.kind === 'aborted') ticket.neutral();
      else ticket.failure();
      // A write whose request may have reached the upstream is not repeated (no key, no retry).
      const retryWait = idempotent || !maySend ? this.retryWait(attempt, true, error, undefined, context.budgetEnd) : null;
      if (retryWait !== null) {
        await this.pause(retryWait, context.signal);
        continue;
      }
      this.counters.failures += 1;
      throw error;
    }
  }

  /** Milliseconds to wait before one more attempt, or null to give up now. `budgetEnd` ends the whole request. */
  private retryWait(attempt: number, idempotent: boolean, error: UpstreamFailure, retryAfterMs: number | undefined, budgetEnd: number): number | null {
    if (attempt + 1 >= MAX_ATTEMPTS || !idempotent) return null;
    const transient =
      (error.kind === 'http' && error.status !== undefined && TRANSIENT_STATUSES.has(error.status)) ||
      (error.kind === 'unreachable' && error.transportCode !== undefined && TRANSIENT_CODES.has(error.transportCode));
    if (!transient) return null;
    const wait = retryAfterMs ?? backoffMs(attempt);
    if (wait > this.settings.maxRetryAfterWaitMs) return null;
    // A retry that cannot finish inside the request's budget only adds load.
    if (this.now() + wait + 50 >= budgetEnd) return null;
    if (!this.budget.withdraw()) return null;
    this.counters.retries += 1;
    return wait;
  }

  private pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(new UpstreamFailure({ system: this.system, kind: 'aborted', method: 'GET', path: '', detail: 'aborted while waiting to retry' }));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  private headers(context: CallContext, options: CallOptions): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': this.settings.userAgent,
      'x-request-id': context.requestId,
      ...this.extraHeaders,
    };
    if (this.settings.token !== undefined) headers['authorization'] = `Bearer ${this.settings.token}`;
    const clientUrl = forwardableClientUrl(context.clientUrl);
    if (clientUrl !== null) headers['x-client-url'] = clientUrl;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
    return headers;
  }

  private transportFailure(error: unknown, failure: (init: FailureInit) => UpstreamFailure): UpstreamFailure {
    if (error instanceof UpstreamFailure) return error;
    if (!(error instanceof TransportError)) return failure({ kind: 'unreachable', detail: error instanceof Error ? error.message : String(error) });
    switch (error.kind) {
      case 'aborted':
        return failure({ kind: 'aborted', detail: error.message });
      case 'timeout':
      case 'connect-timeout':
        return failure({ kind: 'timeout', transportCode: error.kind, detail: error.message });
      case 'too-large':
        return failure({ kind: 'invalid-response', detail: error.message });
      case 'network':
        return failure({ kind: 'unreachable', transportCode: error.code, detail: error.message });
    }
  }

  private parse<T>(
    response: TransportResponse,
    failure: (init: FailureInit) => UpstreamFailure,
    schema: z.ZodType<T> | undefined,
  ): { ok: true; value: T } | { ok: false; error: UpstreamFailure } {
    if (response.status === 204 || response.text.trim() === '') {
      if (schema === undefined) return { ok: true, value: null as T };
    }
    let json: unknown;
    try {
      json = response.text.trim() === '' ? null : JSON.parse(response.text);
    } catch {
      return {
        ok: false,
        error: failure({ kind: 'invalid-response', status: response.status, rawText: response.text.slice(0, LOG_BODY_CHARS), detail: 'answer is not JSON' }),
      };
    }
    if (schema === undefined) return { ok: true, value: json as T };
    const checked = schema.safeParse(json);
    if (checked.success) return { ok: true, value: checked.data };
    return {
      ok: false,
      error: failure({
        kind: 'invalid-response',
        status: response.status,
        rawText: response.text.slice(0, LOG_BODY_CHARS),
        detail: `answer does not have the documented shape: ${checked.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
          .join('; ')}`,
      }),
    };
  }
}

function tryJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
