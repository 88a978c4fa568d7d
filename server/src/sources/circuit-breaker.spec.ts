import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker';
import type { BreakerState } from './circuit-breaker';

function breaker(failureThreshold = 3, cooldownMs = 1_000) {
  const clock = { now: 0 };
  const changes: Array<[BreakerState, BreakerState]> = [];
  const b = new CircuitBreaker({ failureThreshold, cooldownMs, now: () => clock.now, onStateChange: (next, previous) => changes.push([previous, next]) });
  const fail = () => {
    const decision = b.acquire();
    if (!decision.allowed) throw new Error('expected to be allowed');
    decision.ticket.failure();
  };
  const succeed = () => {
    const decision = b.acquire();
    if (!decision.allowed) throw new Error('expected to be allowed');
    decision.ticket.success();
  };
  return { b, clock, changes, fail, succeed };
}

describe('circuit breaker', () => {
  it('stays closed below the threshold of consecutive failures', () => {
    const { b, fail, succeed } = breaker(3);
    fail();
    fail();
    succeed();
    fail();
    fail();
    expect(b.state).toBe('closed');
  });

  it('opens after N consecutive failures and refuses calls during the cool-down', () => {
    const { b, clock, fail } = breaker(3, 1_000);
    fail();
    fail();
    fail();
    expect(b.state).toBe('open');
    clock.now = 400;
    expect(b.acquire()).toEqual({ allowed: false, retryInMs: 600 });
  });

  it('lets exactly one probe through after the cool-down and closes on its success', () => {
    const { b, clock, fail, changes } = breaker(2, 1_000);
    fail();
    fail();
    clock.now = 1_000;
    const probe = b.acquire();
    expect(probe.allowed && probe.ticket.probe).toBe(true);
    expect(b.state).toBe('half-open');
    expect(b.acquire().allowed).toBe(false);
    if (probe.allowed) probe.ticket.success();
    expect(b.state).toBe('closed');
    expect(changes).toEqual([
      ['closed', 'open'],
      ['open', 'half-open'],
      ['half-open', 'closed'],
    ]);
  });

  it('opens again for a whole cool-down when the probe fails', () => {
    const { b, clock, fail } = breaker(2, 1_000);
    fail();
    fail();
    clock.now = 1_500;
    fail();
    expect(b.state).toBe('open');
    clock.now = 2_400;
    expect(b.acquire().allowed).toBe(false);
    clock.now = 2_500;
    expect(b.acquire().allowed).toBe(true);
  });

  it('lets the next call probe at once when a probe ends without a verdict (aborted)', () => {
    const { b, clock, fail } = breaker(1, 1_000);
    fail();
    clock.now = 1_000;
    const probe = b.acquire();
    if (probe.allowed) probe.ticket.neutral();
    expect(b.state).toBe('half-open');
    expect(b.acquire().allowed).toBe(true);
  });

  it('counts each ticket once', () => {
    const { b } = breaker(2);
    const decision = b.acquire();
    if (!decision.allowed) throw new Error('expected to be allowed');
    decision.ticket.failure();
    decision.ticket.failure();
    expect(b.state).toBe('closed');
  });
});
