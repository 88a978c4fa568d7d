/**
 * Fault injection and call counting: what tests and benchmarks use to make an upstream
 * misbehave and to count how often the BFF called it.
 */

export type FaultMode = 'fail' | 'slow' | 'garbage' | 'hang' | 'status';

export interface FaultRule {
  /** Matches request paths that start with it, e.g. '/crm/outagenotifications' or '/pm'. */
  pathPrefix: string;
  mode: FaultMode;
  /** For 'status': the status to answer with (default 503). */
  status?: number;
  /** For 'slow': the delay (default 5000 ms); for 'status' 429/503: the Retry-After in ms (default 1000). */
  delayMs?: number;
  /** Replaces the default body ('fail', 'status'; a string is sent as is for 'garbage'). */
  body?: unknown;
  /** Applies to this many requests, then the rule is gone. Default: until cleared. */
  times?: number;
}

const MODES: readonly FaultMode[] = ['fail', 'slow', 'garbage', 'hang', 'status'];
const MAX_DELAY_MS = 10 * 60_000;

/** Checks rules from configuration or the control path; throws with a readable message. */
export function validateFaultRules(input: unknown): FaultRule[] {
  const list = Array.isArray(input)
    ? input
    : input && typeof input === 'object' && Array.isArray((input as { rules?: unknown }).rules)
      ? (input as { rules: unknown[] }).rules
      : null;
  if (!list) throw new Error('fault rules: expected an array of rules or { rules: [...] }');
  return list.map((raw, i) => {
    const where = `fault rule ${i}`;
    if (!raw || typeof raw !== 'object') throw new Error(`${where}: expected an object`);
    const r = raw as Record<string, unknown>;
    if (typeof r.pathPrefix !== 'string' || !r.pathPrefix.startsWith('/')) throw new Error(`${where}: pathPrefix must be a string starting with '/'`);
    if (!MODES.includes(r.mode as FaultMode)) throw new Error(`${where}: mode must be one of ${MODES.join(', ')}`);
    if (r.status !== undefined && (typeof r.status !== 'number' || !Number.isInteger(r.status) || r.status < 200 || r.status > 599)) {
      throw new Error(`${where}: status must be an integer between 200 and 599`);
    }
    if (r.delayMs !== undefined && (typeof r.delayMs !== 'number' || r.delayMs < 0 || r.delayMs > MAX_DELAY_MS)) {
      throw new Error(`${where}: delayMs must be between 0 and ${MAX_DELAY_MS}`);
    }
    if (r.times !== undefined && (typeof r.times !== 'number' || !Number.isInteger(r.times) || r.times < 1)) {
      throw new Error(`${where}: times must be a positive integer`);
    }
    const rule: FaultRule = { pathPrefix: r.pathPrefix, mode: r.mode as FaultMode };
    if (r.status !== undefined) rule.status = r.status as number;
    if (r.delayMs !== undefined) rule.delayMs = r.delayMs as number;
    if (r.body !== undefined) rule.body = r.body;
    if (r.times !== undefined) rule.times = r.times as number;
    return rule;
  });
}

export class FaultTable {
  private rules: FaultRule[] = [];

  set(rules: FaultRule[]): void {
    this.rules = validateFaultRules(rules).map((r) => ({ ...r }));
  }

  clear(): void {
    this.rules = [];
  }

  list(): FaultRule[] {
    return this.rules.map((r) => ({ ...r }));
  }

  /** The first rule matching the path, counting one use of it. */
  take(path: string): FaultRule | null {
    const index = this.rules.findIndex((r) => path.startsWith(r.pathPrefix));
    if (index < 0) return null;
    const rule = this.rules[index]!;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.rules.splice(index, 1);
    }
    return rule;
  }
}

export interface CallRecord {
  method: string;
  path: string;
  query: string;
  /** The X-Client-Url header the caller forwarded, so tests can see it arrives; null when absent. */
  clientUrl: string | null;
  /** The W3C traceparent header the caller sent (portal tracing on); absent without one. */
  traceparent?: string;
  /** Milliseconds from arrival until the answer was written (latency and faults included); absent while open. */
  ms?: number;
}

/** Keeps exact counts per path and the most recent calls in order. */
export class CallLog {
  static readonly RECENT = 10_000;
  private counts = new Map<string, number>();
  private recent: CallRecord[] = [];

  record(call: CallRecord): void {
    this.counts.set(call.path, (this.counts.get(call.path) ?? 0) + 1);
    this.recent.push(call);
    if (this.recent.length > CallLog.RECENT * 2) this.recent = this.recent.slice(-CallLog.RECENT);
  }

  count(pathPrefix?: string): number {
    let n = 0;
    for (const [path, c] of this.counts) if (pathPrefix === undefined || path.startsWith(pathPrefix)) n += c;
    return n;
  }

  reset(): void {
    this.counts = new Map();
    this.recent = [];
  }

  log(): CallRecord[] {
    return this.recent.slice(-CallLog.RECENT).map((c) => ({ ...c }));
  }
}
