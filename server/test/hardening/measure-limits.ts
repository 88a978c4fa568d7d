/**
 * How fast refusals are, against normal queries, in-process (issue 11: "rejection at least
 * as fast as a normal query"). Timings are noisy, so this is a script, not part of
 * `npm test`:  npx tsx server/test/hardening/measure-limits.ts [rounds]
 *
 * Each case is sent `rounds` times, the cases interleaved round by round so that drift of the
 * machine affects all alike; medians and 95th percentiles in milliseconds are printed.
 */
import { buildSchema, parse, validate } from 'graphql';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { loadTypeDefs } from '../../src/graphql/schema';
import { signInAs } from '../http-client';
import { tempDataDir } from '../test-kit';
import { clientManifest, fixtureDist, startApp } from './kit';

const rounds = Number(process.argv[2] ?? 200);
const data = tempDataDir('portal-measure-');
const dist = fixtureDist(data.dir);
const env = { DATA_DIR: data.dir, LOG_LEVEL: 'silent' };
const development = await startApp(env, { webDistDir: dist });
const production = await startApp({ ...env, NODE_ENV: 'production' }, { webDistDir: dist });

const manifest = clientManifest();
const idOf = (operation: string) => Object.entries(manifest).find(([, text]) => new RegExp(`^query ${operation}\\b`).test(text))?.[0];
const bootId = idOf('PortalBoot');
const smallId = Object.entries(manifest).find(([, text]) => !text.includes('$') && !text.includes('viewer'))?.[0];
if (!bootId || !smallId) throw new Error('PortalBoot or a small query without variables is missing from the manifest');

const signedIn = await signInAs(production, 'admin.isp');
const signedInDev = await signInAs(development, 'admin.isp');
const cookieOf = (client: typeof signedIn) =>
  [...client.cookies]
    .filter(([, c]) => c.path === '/')
    .map(([n, c]) => `${n}=${c.value}`)
    .join('; ');

const post = (body: unknown, cookie?: string): InjectOptions => ({
  method: 'POST',
  url: '/graphql',
  headers: { 'content-type': 'application/json', rid: 'anti-csrf', 'x-client-url': 'http://localhost:3000/', ...(cookie ? { cookie } : {}) },
  payload: JSON.stringify(body),
});
const byId = (id: string) => ({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } });
const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: portal { version }`).join(' ')} }`;
const wide = `{ portal { ${'version '.repeat(900)} } }`;
const deep = `{ viewer { user { name ${'{ a '.repeat(8)}${'}'.repeat(8)} } } }`;
const tokens = `{ portal { version } ${'__typename '.repeat(1100)} }`;
const bomb = [
  '{ ...F11 }',
  'fragment F0 on Query { portal { version } }',
  ...Array.from({ length: 11 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`),
].join('\n');

interface Case {
  name: string;
  app: FastifyInstance;
  request: InjectOptions;
  expect: number;
}
const cases: Case[] = [
  { name: 'production · dashboard query (PortalBoot by id, signed in)', app: production, request: post(byId(bootId), cookieOf(signedIn)), expect: 200 },
  { name: 'production · small trusted query (by id, signed out)', app: production, request: post(byId(smallId)), expect: 200 },
  { name: 'production · refused: unknown id', app: production, request: post(byId('f'.repeat(64)), cookieOf(signedIn)), expect: 400 },
  { name: 'production · refused: untrusted text (16 aliases)', app: production, request: post({ query: aliases }, cookieOf(signedIn)), expect: 400 },
  { name: 'production · refused: untrusted text (900 repeats)', app: production, request: post({ query: wide }, cookieOf(signedIn)), expect: 400 },
  { name: 'development · small query { portal { version } }', app: development, request: post({ query: '{ portal { version } }' }), expect: 200 },
  {
    name: 'development · viewer query, signed in',
    app: development,
    request: post({ query: '{ viewer { greeting user { name role } menu { id label route } } }' }, cookieOf(signedInDev)),
    expect: 200,
  },
  { name: 'development · refused: depth', app: development, request: post({ query: deep }, cookieOf(signedInDev)), expect: 400 },
  { name: 'development · refused: 16 aliases', app: development, request: post({ query: aliases }, cookieOf(signedInDev)), expect: 400 },
  { name: 'development · refused: 900 repeats of a field', app: development, request: post({ query: wide }, cookieOf(signedInDev)), expect: 400 },
  { name: 'development · refused: > 1000 tokens', app: development, request: post({ query: tokens }, cookieOf(signedInDev)), expect: 400 },
  { name: 'development · refused: fragment bomb', app: development, request: post({ query: bomb }, cookieOf(signedInDev)), expect: 400 },
];

const samples = new Map<string, number[]>(cases.map((c) => [c.name, []]));
// Warm-up: JIT, caches (Apollo's document cache, the gate's accepted texts).
for (let i = 0; i < 20; i += 1) for (const c of cases) await c.app.inject(c.request);
for (let round = 0; round < rounds; round += 1) {
  for (const c of cases) {
    const started = process.hrtime.bigint();
    const response = await c.app.inject(c.request);
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== c.expect) throw new Error(`${c.name}: expected ${c.expect}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
    samples.get(c.name)!.push(elapsed);
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const rows = cases.map((c) => ({
  case: c.name,
  median_ms: quantile(samples.get(c.name)!, 0.5).toFixed(3),
  p95_ms: quantile(samples.get(c.name)!, 0.95).toFixed(3),
}));

// Why the repeated-field limit exists: what graphql-js validation alone costs for the wide query.
const schema = buildSchema(loadTypeDefs());
const wideDocument = parse(wide);
validate(schema, wideDocument);
const validationStarted = process.hrtime.bigint();
for (let i = 0; i < 5; i += 1) validate(schema, wideDocument);
const wideValidationMs = Number(process.hrtime.bigint() - validationStarted) / 1e6 / 5;

process.stdout.write(`\nGraphQL limits: ${rounds} rounds per case, in-process (light-my-request), Node ${process.version}\n`);
const width = Math.max(...rows.map((r) => r.case.length));
process.stdout.write(`${'case'.padEnd(width)}  median ms   p95 ms\n`);
for (const row of rows) process.stdout.write(`${row.case.padEnd(width)}  ${row.median_ms.padStart(9)}  ${row.p95_ms.padStart(7)}\n`);
process.stdout.write(`graphql-js validate() of the 900-repeat query, had it reached Apollo: ${wideValidationMs.toFixed(1)} ms\n`);
const median = (name: string) => quantile(samples.get(name)!, 0.5);
for (const [mode, app, smallQuery] of [
  ['production', production, cases[1]!],
  ['development', development, cases[5]!],
] as const) {
  const refusals = cases.filter((c) => c.app === app && c.expect === 400);
  const slowest = Math.max(...refusals.map((c) => median(c.name)));
  const verdict = slowest <= median(smallQuery.name) ? 'met' : 'NOT met';
  process.stdout.write(`${mode}: slowest refusal ${slowest.toFixed(3)} ms vs small query ${median(smallQuery.name).toFixed(3)} ms (medians): ${verdict}\n`);
}

await Promise.all([development.close(), production.close()]);
data.remove();
