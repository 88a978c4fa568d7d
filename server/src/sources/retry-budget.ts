/**
 * Bounds retries to a share of the traffic, so a struggling upstream is not hit by a
 * retry storm: every first attempt deposits `ratio` of a token, every retry spends one
 * whole token. With ratio 0.1, retries stay at or below 10 % of requests over any run
 * longer than the initial allowance, whatever the error rate.
 */
export interface RetryBudgetOptions {
  /** Retries allowed per first attempt (0.1 = at most 10 % extra requests). */
  ratio: number;
  /** Tokens at start, so the very first transient error can still be retried. */
  initial: number;
  /** Most tokens saved up during quiet, healthy periods. */
  max: number;
}

export class RetryBudget {
  private tokens: number;

  constructor(private readonly options: RetryBudgetOptions) {
    this.tokens = options.initial;
  }

  /** Called once per first attempt. */
  deposit(): void {
    this.tokens = Math.min(this.options.max, this.tokens + this.options.ratio);
  }

  /** Takes one token for a retry; false when the budget is spent. */
  withdraw(): boolean {
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  get available(): number {
    return this.tokens;
  }
}

/** Full-jitter exponential backoff: a random wait in [0, base·2^attempt], capped. */
export function backoffMs(attempt: number, baseMs = 50, capMs = 1_000, random: () => number = Math.random): number {
  return Math.round(random() * Math.min(capMs, baseMs * 2 ** attempt));
}

/**
 * Retry-After in ms from its two allowed forms (RFC 9110 §10.2.3): delay-seconds or an
 * HTTP date. Null when absent or unreadable.
 */
export function parseRetryAfter(value: string | string[] | undefined, now = Date.now()): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw.trim() === '') return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim()) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
