/**
 * What went wrong with one upstream call, before the error catalogue turns it into
 * something a user may see. Carries the raw material (status, parsed body, transport
 * code); never shown to a browser as is.
 */

export type SourceSystem = 'crm' | 'speed' | 'pm';

export const SOURCE_SYSTEMS: readonly SourceSystem[] = ['crm', 'speed', 'pm'];

/** German names of the systems, for messages. */
export const SYSTEM_NAMES: Readonly<Record<SourceSystem, string>> = {
  crm: 'Das CRM',
  speed: 'Das System speed',
  pm: 'Das Projektmanagement-System (pm)',
};

export type UpstreamFailureKind =
  /** The upstream answered with an error status. */
  | 'http'
  /** 2xx, but the body is not JSON or not the documented shape. */
  | 'invalid-response'
  /** No (complete) answer within the deadline or connect timeout. */
  | 'timeout'
  /** Connection refused, reset, DNS failure. */
  | 'unreachable'
  /** The breaker is open: the call was not made. */
  | 'unavailable'
  /** The upstream asked us to wait (429/503 Retry-After) and the wait has not passed. */
  | 'rate-limited'
  /** The browser went away; nobody will read the answer. */
  | 'aborted';

export interface UpstreamFailureInit {
  system: SourceSystem;
  kind: UpstreamFailureKind;
  method: string;
  /** Path and query as sent, for the log. */
  path: string;
  status?: number;
  /** The parsed JSON body of an error answer, when it was JSON. */
  body?: unknown;
  /** The start of the raw answer, for the log only. */
  rawText?: string;
  /** Transport error code (ECONNREFUSED…), for the log and catalogue rule 4. */
  transportCode?: string;
  retryAfterMs?: number;
  /** Technical description for the log. */
  detail: string;
}

export class UpstreamFailure extends Error {
  readonly system: SourceSystem;
  readonly kind: UpstreamFailureKind;
  readonly method: string;
  readonly path: string;
  readonly status: number | undefined;
  readonly body: unknown;
  readonly rawText: string | undefined;
  readonly transportCode: string | undefined;
  readonly retryAfterMs: number | undefined;

  constructor(init: UpstreamFailureInit) {
    super(`${init.system} ${init.method} ${init.path}: ${init.detail}`);
    this.name = 'UpstreamFailure';
    this.system = init.system;
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.status = init.status;
    this.body = init.body;
    this.rawText = init.rawText;
    this.transportCode = init.transportCode;
    this.retryAfterMs = init.retryAfterMs;
  }

  /** Whether the upstream's health is in question (counts towards the breaker). */
  get countsAgainstHealth(): boolean {
    switch (this.kind) {
      case 'timeout':
      case 'unreachable':
      case 'invalid-response':
        return true;
      case 'http':
        return this.status !== undefined && this.status >= 500;
      default:
        return false;
    }
  }

  /** What the log may keep of it: no body beyond a bounded excerpt. */
  toLog(): Record<string, unknown> {
    return {
      system: this.system,
      kind: this.kind,
      method: this.method,
      path: this.path,
      status: this.status,
      transportCode: this.transportCode,
      retryAfterMs: this.retryAfterMs,
      detail: this.message,
      upstreamBody: this.rawText,
    };
  }
}
