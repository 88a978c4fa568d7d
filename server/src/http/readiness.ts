import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';

/** A dependency that does not answer within this is reported as unreachable. */
const PROBE_TIMEOUT_MS = 2_000;

type Probe = 'ok' | 'unreachable' | 'timeout';

async function probe(run: (signal: AbortSignal) => Promise<unknown>): Promise<Probe> {
  const signal = AbortSignal.timeout(PROBE_TIMEOUT_MS);
  const timedOut = new Promise<Probe>((resolve) => signal.addEventListener('abort', () => resolve('timeout'), { once: true }));
  const answered = run(signal).then(
    (): Probe => 'ok',
    (): Probe => (signal.aborted ? 'timeout' : 'unreachable'),
  );
  return Promise.race([answered, timedOut]);
}

/** Probes every dependency a request may need; Redis only when configured. */
async function checkDependencies(services: Services): Promise<Record<string, Probe>> {
  const { core, db, redis, ruleVersions } = services;
  const probes: Record<string, Promise<Probe>> = {
    core: probe(async (signal) => {
      const response = await fetch(new URL('hello', core.connectionURI.endsWith('/') ? core.connectionURI : `${core.connectionURI}/`), {
        headers: core.apiKey ? { 'api-key': core.apiKey } : {},
        signal,
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`core answered ${response.status}`);
    }),
    portalDatabase: probe(() => db.query('SELECT 1')),
    // The live rule version is read from the portal database; a replica that cannot read it
    // would serve stale navigation after another replica's publish.
    ruleStore: probe(() => ruleVersions.refresh()),
  };
  if (redis) probes['redis'] = probe(() => redis.ping());
  const names = Object.keys(probes);
  const results = await Promise.all(Object.values(probes));
  return Object.fromEntries(names.map((name, index) => [name, results[index]!]));
}

/**
 * /readyz: whether this replica can serve now (a load balancer takes it out of rotation
 * on 503). /healthz stays the liveness answer: a replica that lost its database is not
 * restarted, it waits to be ready again. The JSON names what is unreachable.
 */
export function registerReadiness(app: FastifyInstance, services: () => Services | undefined) {
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const started = services();
    if (!started) return reply.code(503).send({ status: 'starting', unreachable: [] });
    const checks = await checkDependencies(started);
    const unreachable = Object.keys(checks).filter((name) => checks[name] !== 'ok');
    return reply.code(unreachable.length > 0 ? 503 : 200).send({ status: unreachable.length > 0 ? 'unready' : 'ready', unreachable, checks });
  });
}
