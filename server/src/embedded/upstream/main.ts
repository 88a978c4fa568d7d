/**
 * Runs the embedded upstream as a process of its own, e.g. for benchmarks that pin the
 * BFF and the upstream to different cores:
 *
 *   npx tsx server/src/embedded/upstream/main.ts --data-dir data --port 4010 --latency-ms 50 --control
 *
 * Options: --data-dir <dir> (default ./data), --host <host> (127.0.0.1), --port <n> (4010),
 * --latency-ms <n> (0), --service-token <token> (none; or UPSTREAM_SERVICE_TOKEN),
 * --control (enables /__control/faults and /__control/calls), --seed <n>, --demo-today <ISO
 * time> (the demo activity after the seed ends there instead of at the clock; or DEMO_TODAY).
 * Prints one JSON line with the URL when ready; stops on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startEmbeddedUpstream } from './index';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string', default: 'data' },
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '4010' },
    'latency-ms': { type: 'string', default: '0' },
    'service-token': { type: 'string' },
    control: { type: 'boolean', default: false },
    seed: { type: 'string' },
    'demo-today': { type: 'string' },
  },
  strict: true,
});

const number = (name: string, text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`embedded upstream: --${name} must be a non-negative integer, got '${text}'\n`);
    process.exit(2);
  }
  return n;
};

const write = (level: string) => (o: unknown, msg?: unknown) => {
  process.stderr.write(`${JSON.stringify({ level, ...(typeof o === 'object' && o !== null ? o : { msg: o }), ...(msg ? { msg } : {}) })}\n`);
};

const serviceToken = values['service-token'] ?? process.env.UPSTREAM_SERVICE_TOKEN;
const demoTodayText = values['demo-today'] ?? process.env.DEMO_TODAY;
const demoToday = demoTodayText === undefined ? undefined : Date.parse(demoTodayText);
if (demoToday !== undefined && !Number.isFinite(demoToday)) {
  process.stderr.write(`embedded upstream: --demo-today must be an ISO date or time, got '${demoTodayText}'\n`);
  process.exit(2);
}
const upstream = await startEmbeddedUpstream({
  dataDir: values['data-dir'],
  host: values.host,
  port: number('port', values.port),
  latencyMs: number('latency-ms', values['latency-ms']),
  enableControl: values.control,
  ...(serviceToken ? { serviceToken } : {}),
  ...(values.seed !== undefined ? { seed: number('seed', values.seed) } : {}),
  ...(demoToday !== undefined ? { demoToday } : {}),
  logger: { info: write('info'), warn: write('warn'), error: write('error') },
});
process.stdout.write(`${JSON.stringify({ ready: true, url: upstream.url })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void upstream.close().then(() => process.exit(0));
  });
}
