import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RetryBudget, backoffMs, parseRetryAfter } from './retry-budget';

describe('retry budget', () => {
  it('keeps retries at or below 10 % of requests plus the initial allowance, whatever the error rate', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 2_000 }), (failures) => {
        const budget = new RetryBudget({ ratio: 0.1, initial: 1, max: 10 });
        let retries = 0;
        for (const failed of failures) {
          budget.deposit();
          if (failed && budget.withdraw()) retries += 1;
        }
        return retries <= failures.length * 0.1 + 1;
      }),
    );
  });

  it('retries every transient error of a run with 5 % errors once warmed up', () => {
    const budget = new RetryBudget({ ratio: 0.1, initial: 1, max: 10 });
    let refused = 0;
    for (let i = 1; i <= 1_000; i++) {
      budget.deposit();
      if (i % 20 === 0 && !budget.withdraw()) refused += 1;
    }
    expect(refused).toBe(0);
  });
});

describe('backoff', () => {
  it.each([
    [0, 50],
    [1, 100],
    [2, 200],
    [10, 1_000],
  ])('waits at most the capped exponential step (attempt %i: ≤ %i ms)', (attempt, max) => {
    expect(backoffMs(attempt, 50, 1_000, () => 0.999_999)).toBeLessThanOrEqual(max);
    expect(backoffMs(attempt, 50, 1_000, () => 0)).toBe(0);
  });
});

describe('Retry-After', () => {
  const now = Date.UTC(2026, 10, 22, 9, 0, 0);
  it.each<[string | undefined, number | null]>([
    ['3', 3_000],
    [' 0 ', 0],
    ['Sun, 22 Nov 2026 09:00:05 GMT', 5_000],
    ['Sun, 22 Nov 2026 08:59:00 GMT', 0],
    ['soon', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j ms', (value, expected) => {
    expect(parseRetryAfter(value, now)).toBe(expected);
  });
});
