/**
 * A circuit breaker per upstream source: after `failureThreshold` failures in a row
 * (timeouts, refused connections, 5xx, unreadable answers) the source counts as down and
 * calls fail at once instead of each waiting for its deadline. After `cooldownMs` one
 * probe call is let through (half-open); its success closes the breaker, its failure
 * opens it for another cool-down. Client errors (4xx) and aborted calls say nothing about
 * the upstream's health and leave the breaker as it is.
 */

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failureThreshold: number;
  cooldownMs: number;
  now?: () => number;
  /** Told about every change of state, for the log. */
  onStateChange?: (next: BreakerState, previous: BreakerState) => void;
}

/** Permission to call the upstream; report the outcome exactly once. */
export interface BreakerTicket {
  /** True for the single call that tests a half-open breaker. */
  readonly probe: boolean;
  success(): void;
  failure(): void;
  /** The call ended without a verdict on the upstream (aborted, 4xx). */
  neutral(): void;
}

export type BreakerDecision = { allowed: true; ticket: BreakerTicket } | { allowed: false; retryInMs: number };

export class CircuitBreaker {
  private stateValue: BreakerState = 'closed';
  private consecutiveFailures = 0;
  private openedAt = 0;
  private probeInFlight = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    return this.stateValue;
  }

  /** Asks to call the upstream now. */
  acquire(): BreakerDecision {
    if (this.stateValue === 'open') {
      const waited = this.now() - this.openedAt;
      if (waited < this.options.cooldownMs) return { allowed: false, retryInMs: this.options.cooldownMs - waited };
      this.transition('half-open');
    }
    if (this.stateValue === 'half-open') {
      if (this.probeInFlight) return { allowed: false, retryInMs: 0 };
      this.probeInFlight = true;
      return { allowed: true, ticket: this.ticket(true) };
    }
    return { allowed: true, ticket: this.ticket(false) };
  }

  private ticket(probe: boolean): BreakerTicket {
    let used = false;
    const once = (outcome: () => void) => () => {
      if (used) return;
      used = true;
      if (probe) this.probeInFlight = false;
      outcome();
    };
    return {
      probe,
      success: once(() => {
        this.consecutiveFailures = 0;
        if (this.stateValue !== 'closed') this.transition('closed');
      }),
      failure: once(() => {
        this.consecutiveFailures += 1;
        // A failed probe, or the threshold reached while closed, opens (again).
        if (probe || (this.stateValue === 'closed' && this.consecutiveFailures >= this.options.failureThreshold)) {
          this.openedAt = this.now();
          this.transition('open');
        }
      }),
      neutral: once(() => {
        // An aborted probe proves nothing: the next call may probe again at once.
        if (probe && this.stateValue === 'half-open') this.probeInFlight = false;
      }),
    };
  }

  private transition(next: BreakerState) {
    const previous = this.stateValue;
    if (previous === next) return;
    this.stateValue = next;
    this.options.onStateChange?.(next, previous);
  }
}
