/**
 * Login brute force against the whole portal with the throttle's counters in memory
 * (one replica). The same scenario runs on Redis in brute-force.redis.spec.ts.
 */
import { describe } from 'vitest';
import { bruteForceScenario } from './brute-force.test-support';

describe('login brute force, counters in memory', () => {
  bruteForceScenario({});
});
