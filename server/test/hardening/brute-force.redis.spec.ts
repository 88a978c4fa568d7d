/**
 * Login brute force against the whole portal with the throttle's counters in Redis
 * (REDIS_URL, shared by all replicas), under a key prefix of its own per run. Needs
 * TEST_REDIS_URL (CI sets it). A file of its own: one portal per process.
 */
import { describe } from 'vitest';
import { bruteForceScenario } from './brute-force.test-support';

const REDIS_URL = process.env['TEST_REDIS_URL'];

describe.skipIf(!REDIS_URL)(`login brute force, counters in Redis${REDIS_URL ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`, () => {
  bruteForceScenario({ REDIS_URL: REDIS_URL ?? '' });
});
