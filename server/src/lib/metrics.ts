/**
 * The portal's Prometheus metrics (issue 15). One registry per process: supertokens-node,
 * the upstream clients and the rule store are process-wide too, and a replica is one
 * process. Served by http/metrics.ts on METRICS_PORT or behind METRICS_TOKEN, never openly.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'portal_' });

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

const graphqlRequests = new Counter({
  name: 'portal_graphql_requests_total',
  help: 'GraphQL requests per operation name and outcome (ok, error, refused before execution).',
  labelNames: ['operation', 'outcome'] as const,
  registers: [registry],
});
const graphqlDuration = new Histogram({
  name: 'portal_graphql_request_duration_seconds',
  help: 'Duration of GraphQL requests per operation name and outcome.',
  labelNames: ['operation', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});
const upstreamCalls = new Counter({
  name: 'portal_upstream_calls_total',
  help: 'Calls to upstream systems per system and outcome (ok, or the failure kind).',
  labelNames: ['system', 'outcome'] as const,
  registers: [registry],
});
const upstreamDuration = new Histogram({
  name: 'portal_upstream_call_duration_seconds',
  help: 'Duration of upstream calls (retries included) per system and outcome.',
  labelNames: ['system', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});
const upstreamErrors = new Counter({
  name: 'portal_upstream_errors_total',
  help: 'Failed upstream calls per system and failure kind.',
  labelNames: ['system', 'kind'] as const,
  registers: [registry],
});
const cacheLookups = new Counter({
  name: 'portal_cache_lookups_total',
  help: 'Shared cache lookups: result hit or miss, outcome fresh, stale, stale-if-error or loaded.',
  labelNames: ['result', 'outcome'] as const,
  registers: [registry],
});
const bootAnswers = new Counter({
  name: 'portal_boot_answers_total',
  help: 'Boot queries that may be kept (graphql/boot-cache.ts): hit (served kept), miss (executed), kept (stored after the execution).',
  labelNames: ['result'] as const,
  registers: [registry],
});
const initialStates = new Counter({
  name: 'portal_initial_states_total',
  help: 'Shells of client routes (graphql/initial-state.ts): carried (with boot and screen), visitor (a browser without token: the visitor boot), plain (a token to refresh or no answer), late (past INITIAL_STATE_DEADLINE_MS).',
  labelNames: ['result'] as const,
  registers: [registry],
});
const signIns = new Counter({
  name: 'portal_sign_ins_total',
  help: 'Sign-in attempts per outcome: success, failure, throttled.',
  labelNames: ['outcome'] as const,
  registers: [registry],
});
const rulePublishes = new Counter({
  name: 'portal_rule_publishes_total',
  help: 'Rule versions published (or rolled back to) through this replica.',
  registers: [registry],
});
const ruleVersion = new Gauge({
  name: 'portal_rule_version',
  help: 'The rule version this replica serves (0: the files, no stored version).',
  registers: [registry],
});

/** Breakers to report; weak, so that clients of a closed portal (tests) can go. */
const breakers = new Set<WeakRef<{ system: string; state(): string }>>();
new Gauge({
  name: 'portal_upstream_breakers',
  help: 'Upstream circuit breakers per system in each state (closed, open, half-open).',
  labelNames: ['system', 'state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const ref of breakers) {
      const breaker = ref.deref();
      if (!breaker) {
        breakers.delete(ref);
        continue;
      }
      this.inc({ system: breaker.system, state: breaker.state() }, 1);
    }
  },
});

/** Operation names become label values: unnamed and odd names are grouped, not each counted. */
function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  return /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name) ? name : 'invalid';
}

export const portalMetrics = {
  /** `seconds` is absent for requests refused before execution (limits, unknown documents). */
  graphqlRequest(operation: string | null | undefined, outcome: 'ok' | 'error' | 'refused', seconds?: number) {
    const labels = { operation: operationLabel(operation), outcome };
    graphqlRequests.inc(labels);
    if (seconds !== undefined) graphqlDuration.observe(labels, seconds);
  },
  upstreamCall(system: string, outcome: string, seconds: number) {
    upstreamCalls.inc({ system, outcome });
    upstreamDuration.observe({ system, outcome }, seconds);
    if (outcome !== 'ok') upstreamErrors.inc({ system, kind: outcome });
  },
  watchBreaker(breaker: { system: string; state(): string }) {
    breakers.add(new WeakRef(breaker));
  },
  cacheLookup(outcome: 'fresh' | 'stale' | 'stale-if-error' | 'loaded') {
    cacheLookups.inc({ result: outcome === 'loaded' ? 'miss' : 'hit', outcome });
  },
  bootAnswer(result: 'hit' | 'miss' | 'kept') {
    bootAnswers.inc({ result });
  },
  initialState(result: 'carried' | 'visitor' | 'plain' | 'late') {
    initialStates.inc({ result });
  },
  signIn(outcome: 'success' | 'failure' | 'throttled') {
    signIns.inc({ outcome });
  },
  rulePublished() {
    rulePublishes.inc();
  },
  ruleVersionServed(version: number | null) {
    ruleVersion.set(version ?? 0);
  },
};
