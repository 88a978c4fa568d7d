// `npm run bench`: the benchmarks of issue 10 (B1–B10) in one run on this machine, each
// against a baseline measured in the same run. Writes bench/results/latest.json and
// latest.md. Knobs: see docs/benchmarks.md (BENCH_QUICK=1 for a short run).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, freemem, loadavg, totalmem, tmpdir, release, hostname } from 'node:os';
import { join } from 'node:path';
import { corePlan, pinProcess, pinSelf, repoRoot, startNodeProcess, buildPortal } from './lib/processes.mjs';
import { PortalClient } from './lib/portal-client.mjs';
import * as server from './scenarios/server.mjs';
import { b8, b9 } from './scenarios/bundle.mjs';
import { b10 } from './scenarios/lighthouse.mjs';
import { b11, b12, chromiumProblem } from './scenarios/browser.mjs';
import { b13, b14 } from './scenarios/flows.mjs';
import { createServer } from 'node:net';

const env = process.env;
const quick = env.BENCH_QUICK === '1';
const int = (name, fallback) => (env[name] === undefined || env[name] === '' ? fallback : Number.parseInt(env[name], 10));

// `npm run bench -- --only B12,B13` (or BENCH_ONLY=B12,B13): just these scenarios.
const onlyArg = (() => {
  const at = process.argv.indexOf('--only');
  if (at >= 0) return process.argv[at + 1] ?? '';
  return process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? env.BENCH_ONLY ?? '';
})();

const knobs = {
  quick,
  only: onlyArg
    ? onlyArg
        .split(',')
        .map((s) => s.trim().toUpperCase())
        .filter(Boolean)
    : null,
  // The portal's port (0: any free one); a port in use stops the run before anything is measured.
  portalPort: int('BENCH_PORT', 0),
  rounds: int('BENCH_ROUNDS', quick ? 1 : 3),
  durationS: int('BENCH_DURATION_S', quick ? 3 : 10),
  warmupS: int('BENCH_WARMUP_S', quick ? 3 : 10),
  sustainS: int('BENCH_SUSTAIN_S', quick ? 10 : 60),
  upstreamLatencyMs: int('BENCH_UPSTREAM_LATENCY_MS', 0),
  // 'process' (default): the embedded SuperTokens core runs beside the upstream, off the server's core; 'in-process': inside the portal.
  core: env.BENCH_CORE === 'in-process' ? 'in-process' : 'process',
  // 'all' (default): for B10-B12 Chromium on every core, upstream and core move to the server's (processes.mjs, browserCores); 'shared': as before 27 Nov.
  browserCores: env.BENCH_BROWSER_CORES === 'shared' ? 'shared' : 'all',
  b3: { rttMs: int('BENCH_RTT_MS', 100), upstreamLatencyMs: int('BENCH_B3_UPSTREAM_LATENCY_MS', 50), loadsPerRound: int('BENCH_B3_LOADS', quick ? 3 : 10) },
  b4Users: int('BENCH_B4_USERS', 100),
  lighthouse: { runs: int('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 5), chromePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
};
const wanted = (id) => knobs.only === null || knobs.only.includes(id);

function versionOf(pkg) {
  try {
    // The web workspace has its own Vite and React plugin; the bench's own tools are in bench/ (bench/tools.mjs).
    const dir = ['vite', '@vitejs/plugin-react'].includes(pkg)
      ? 'web/node_modules'
      : ['autocannon', 'lighthouse'].includes(pkg)
        ? 'bench/node_modules'
        : 'node_modules';
    return JSON.parse(readFileSync(join(repoRoot, dir, pkg, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

function machine(plan, loadAtStart) {
  const chromium = spawnSync(knobs.lighthouse.chromePath, ['--version'], { encoding: 'utf8' });
  return {
    host: hostname(),
    cpu: cpus()[0]?.model,
    cores: cpus().length,
    memoryGb: +(totalmem() / 2 ** 30).toFixed(1),
    freeMemoryGb: +(freemem() / 2 ** 30).toFixed(1),
    loadAverageAtStart: loadAtStart,
    // At the end of the run (before 7 Dec the only reading, and reported as the start's).
    loadAverage: loadavg().map((l) => +l.toFixed(2)),
    kernel: release(),
    node: process.version,
    pinning: plan.pinned
      ? `Server auf Kern ${plan.server}; Last, Upstream und Core auf ${plan.rest}; ${knobs.browserCores === 'all' ? `für B10-B12 Upstream und Core zum Server auf Kern ${plan.server}, Chromium auf allen Kernen` : `der Browser mit Upstream und Core auf ${plan.rest}`} (taskset)`
      : `ohne Pinning (${plan.note})`,
    versions: {
      chromium: chromium.status === 0 ? chromium.stdout.trim() : null,
      ...Object.fromEntries(
        [
          'autocannon',
          'lighthouse',
          'fastify',
          '@apollo/server',
          'react',
          'react-dom',
          '@chakra-ui/react',
          '@apollo/client',
          'vite',
          '@vitejs/plugin-react',
        ].map((p) => [p, versionOf(p)]),
      ),
    },
    gitCommit: spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim(),
  };
}

function markdown(results, meta) {
  const fmt = (v) => (v === null || v === undefined ? '–' : typeof v === 'number' ? String(v).replace('.', ',') : String(v));
  const lines = [
    `Stand ${meta.finishedAt.slice(0, 16).replace('T', ' ')} UTC, ${meta.machine.cores} Kerne (${meta.machine.cpu}), Node ${meta.machine.node}, ${meta.machine.pinning}; ${meta.knobs.quick ? 'Kurzlauf (BENCH_QUICK=1)' : 'voller Lauf'}, Dauer ${Math.round(meta.durationS / 60)} min.`,
    '',
    '| # | Szenario | Wert | Basislinie | Verhältnis | Ziel | erfüllt |',
    '|---|---|---|---|---|---|---|',
    ...results.map((r) =>
      r.error
        ? `| ${r.id} | ${r.scenario ?? ''} | Fehler: ${r.error.split('\n')[0]} | | | | nein |`
        : `| ${r.id} | ${r.scenario} | ${fmt(r.value)} ${r.unit ?? ''} | ${fmt(r.baseline)} | ${fmt(r.ratio)} | ${r.target} | ${r.met ? 'ja' : 'nein'} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

function portalPortFree(port) {
  if (port === 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** What stops the run before it starts (one line each): a missing browser, a port in use, an unknown scenario. */
async function preflight() {
  const problems = [];
  const known = Array.from({ length: 14 }, (_, i) => `B${i + 1}`);
  for (const id of knobs.only ?? []) if (!known.includes(id)) problems.push(`unbekanntes Szenario ${id} (bekannt: B1–B14)`);
  if (['B10', 'B11', 'B12'].some(wanted)) {
    const chromium = chromiumProblem(knobs.lighthouse.chromePath);
    if (chromium) problems.push(`B10–B12 können nicht laufen: ${chromium}`);
  }
  if (!(await portalPortFree(knobs.portalPort))) problems.push(`Port ${knobs.portalPort} (BENCH_PORT) ist belegt`);
  return problems;
}

async function main() {
  const problems = await preflight();
  if (problems.length > 0) {
    for (const problem of problems) process.stderr.write(`Benchmark nicht gestartet: ${problem}\n`);
    process.exit(2);
  }
  const startedAt = new Date();
  // The machine's load when the run starts; `machine()` reads it again at the end.
  const loadAtStart = loadavg().map((l) => +l.toFixed(2));
  const plan = corePlan();
  pinSelf(plan);
  const results = [];
  const record = async (id, run) => {
    if (!wanted(id)) return;
    const t0 = Date.now();
    process.stdout.write(`${id} … `);
    try {
      const result = await run();
      results.push(result);
      process.stdout.write(
        `${result.value} ${result.unit ?? ''} (Basislinie ${result.baseline ?? '–'}, Verhältnis ${result.ratio ?? '–'}) ${result.met ? 'erfüllt' : 'NICHT erfüllt'} [${Math.round((Date.now() - t0) / 1000)} s]\n`,
      );
    } catch (error) {
      results.push({ id, error: String(error?.stack ?? error), met: false });
      process.stdout.write(`Fehler: ${error?.message ?? error}\n`);
    }
  };

  // The bundle scenarios build the client themselves; the portal then serves a fresh build.
  await record('B8', () => b8());
  await record('B9', () => b9());
  if (['B1', 'B2', 'B3', 'B4', 'B5', 'B6', 'B7', 'B10', 'B11', 'B12', 'B13', 'B14'].some(wanted)) {
    // BENCH_NO_BUILD=1: serve the web/dist already there (server-only scenarios do not load the client).
    if (env.BENCH_NO_BUILD !== '1')
      execFileSync('npm', ['run', 'build', '--workspace', 'web'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...env, NODE_ENV: 'production' },
      });
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
    const upstream = await startNodeProcess({
      name: 'embedded upstream',
      script: 'server/src/embedded/upstream/main.ts',
      // The demo data of the seed only (no activity up to today): the same rows on any day.
      args: [
        '--data-dir',
        join(dataDir, 'upstream-process'),
        '--port',
        '0',
        '--latency-ms',
        String(knobs.upstreamLatencyMs),
        '--control',
        '--demo-today',
        '2026-11-01T00:00:00Z',
      ],
      cpuList: plan.rest,
      // BENCH_CPU_PROFILE=<dir>: the upstream's profiles (main thread and PGlite worker) too, in <dir>/upstream.
      nodeFlags: env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${join(env.BENCH_CPU_PROFILE, 'upstream')}`] : [],
    });
    let portal;
    let core;
    try {
      if (knobs.core === 'process') {
        core = await startNodeProcess({ name: 'embedded core', script: 'bench/core.ts', args: [join(dataDir, 'core-process')], cpuList: plan.rest });
      }
      portal = await startNodeProcess({
        name: 'portal',
        script: buildPortal(),
        env: {
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          PORT: String(knobs.portalPort),
          HOST: '127.0.0.1',
          DATA_DIR: join(dataDir, 'portal'),
          CRM_URL: upstream.url,
          SPEED_URL: upstream.url,
          PM_URL: upstream.url,
          ...(core ? { SUPERTOKENS_CONNECTION_URI: core.url } : {}),
        },
        cpuList: plan.server,
        // BENCH_CPU_PROFILE=<dir>: a V8 CPU profile of the portal, written when it stops.
        // BENCH_PORTAL_NODE_FLAGS: further flags of the portal's node, e.g. '--trace-gc --heapsnapshot-signal=SIGUSR2'.
        // --expose-gc: B7 reads the memory after a full garbage collection (`/__bench/memory`).
        nodeFlags: [
          '--expose-gc',
          ...(env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${env.BENCH_CPU_PROFILE}`] : []),
          ...(env.BENCH_PORTAL_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean),
        ],
      });
      const portalUrl = portal.url;
      const ctx = { knobs, plan, portalUrl, upstreamUrl: upstream.url, coreUrl: core?.url ?? null, client: null };
      ctx.client = await PortalClient.signIn(portalUrl, 'user.noc@example.at');
      // First, on cold caches: the call counts.
      await record('B4', () => server.b4(ctx));
      await record('B5', () => server.b5(ctx));
      ctx.dashboard = await server.prepareDashboard(ctx);
      if (['B1', 'B2', 'B7'].some(wanted)) await server.warmUp(ctx);
      await record('B1', () => server.b1(ctx));
      // B2 and B7 drive the GraphQL side at a share of its own maximum: measured here when B1 did not run.
      if (['B2', 'B7'].some(wanted) && ctx.gqlMaxRps === undefined) ctx.gqlMaxRps = await server.graphqlMaximum(ctx);
      await record('B2', () => server.b2(ctx));
      await record('B3', () => server.b3(ctx));
      await record('B6', () => server.b6(ctx));
      await record('B7', () => server.b7(ctx));
      await record('B13', () => b13(ctx));
      await record('B14', () => b14(ctx));
      // The browser scenarios measure what a user's machine shows of the provider's: the portal,
      // upstream and core together on the server's core, Chromium on all (processes.mjs,
      // browserCores). Beside the upstream and the core answering the page's requests on one
      // core, Chromium's renderer got 1-3 ms CPU in a 14 ms task (issue 20, B11).
      if (plan.pinned && knobs.browserCores === 'all' && ['B10', 'B11', 'B12'].some(wanted))
        for (const backend of [upstream, core]) if (backend) pinProcess(backend.child, plan.server);
      await record('B11', () => b11(ctx));
      await record('B12', () => b12(ctx));
      await record('B10', () => b10(ctx));
    } finally {
      await portal?.stop();
      await core?.stop();
      await upstream.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  results.sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  const finishedAt = new Date();
  const meta = {
    startedAt: startedAt.toISOString(),
    finishedAt: finishedAt.toISOString(),
    durationS: Math.round((finishedAt - startedAt) / 1000),
    machine: machine(plan, loadAtStart),
    knobs,
    flags: {
      NODE_ENV: 'production',
      lighthouse: 'desktop preset, performance only',
      chromiumFlags:
        '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    },
  };
  const outDir = join(repoRoot, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  // A run of single scenarios (--only) does not replace the full run's latest.json.
  const name = knobs.only ? 'partial' : 'latest';
  writeFileSync(join(outDir, `${name}.json`), `${JSON.stringify({ ...meta, results }, null, 2)}\n`);
  writeFileSync(join(outDir, `${name}.md`), markdown(results, meta));
  process.stdout.write(`\n${markdown(results, meta)}\nbench/results/${name}.json und ${name}.md geschrieben.\n`);
  const failed = results.filter((r) => r.error).map((r) => r.id);
  if (failed.length > 0) {
    process.stderr.write(`Nicht gelaufen (Fehler): ${failed.join(', ')}\n`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  // A process that does not start (port, database, core): one line, no result file.
  process.stderr.write(`Benchmark abgebrochen: ${String(error?.message ?? error).split('\n')[0]}\n`);
  process.exit(1);
}
