// `node bench/profile-load.mjs [--pages list,dashboard,login] [--runs 3] [--quiet 4000] [--out dir]`:
// what B10's Lighthouse sees of the main thread when a page loads, without Lighthouse. The
// portal, upstream and core as `npm run bench` starts them (server on core 0, the rest on
// core 1), Chromium with the bench's flags and B10's session cookies (NOC; none on the login);
// for each page and run a Chromium trace (top-level tasks of the renderer's main thread) and a
// V8 CPU profile of the load, from the navigation until `--quiet` ms after `load`.
// Prints per run FCP, the long tasks (> 50 ms wall) with their blocking time (TBT as observed)
// and their thread time (CPU), and per long task the heaviest functions; at the end the self
// time of all samples. Writes per run the profile and the tasks (start, wall ms, CPU ms).
// Thread time barely depends on what else the machine runs, wall time (and so Lighthouse's
// TBT) does: on a shared machine compare builds by CPU per task. With a build that has
// source maps (`npx vite build --sourcemap` in web), positions are mapped to sources.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { frameKey } from './lib/source-maps.mjs';
import { corePlan, pinSelf, startNodeProcess, buildPortal } from './lib/processes.mjs';
import { signedInCookies } from './scenarios/lighthouse.mjs';
import chromiumFlags from '../scripts/chromium-flags.json' with { type: 'json' };

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const pages = arg('pages', 'list,dashboard,login').split(',');
const runs = Number(arg('runs', '3'));
const outDir = arg('out', mkdtempSync(join(tmpdir(), 'profile-load-')));
const quietMs = Number(arg('quiet', '4000'));
mkdirSync(outDir, { recursive: true });
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Samples of a profile as [timestamp µs, node]; nodes with their parent. */
function samplesOf(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  for (const n of profile.nodes) for (const c of n.children ?? []) byId.get(c).parent = n;
  const out = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    out.push([t, byId.get(profile.samples[i]), (profile.timeDeltas[i + 1] ?? 0) / 1000]);
  }
  return out;
}

/** The innermost frame of a sample's stack that is the portal's own code (web/src), or null. */
function appFrame(node) {
  for (let n = node; n; n = n.parent) {
    const key = n.callFrame.url ? frameKey(n.callFrame) : '';
    if (key.includes(' src/')) return key;
  }
  return null;
}

const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
const top = (map, limit) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);

const plan = corePlan();
pinSelf(plan);
const dataDir = mkdtempSync(join(tmpdir(), 'profile-load-data-'));
const upstream = await startNodeProcess({
  name: 'upstream',
  script: 'server/src/embedded/upstream/main.ts',
  args: ['--data-dir', join(dataDir, 'up'), '--port', '0', '--latency-ms', '0', '--control', '--demo-today', '2026-11-01T00:00:00Z'],
  cpuList: plan.rest,
});
const core = await startNodeProcess({ name: 'core', script: 'bench/core.ts', args: [join(dataDir, 'core')], cpuList: plan.rest });
const portal = await startNodeProcess({
  name: 'portal',
  script: buildPortal(),
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'portal'),
    CRM_URL: upstream.url,
    SPEED_URL: upstream.url,
    PM_URL: upstream.url,
    SUPERTOKENS_CONNECTION_URI: core.url,
  },
  cpuList: plan.server,
});
const base = portal.url;
const urls = { login: `${base}/auth`, dashboard: `${base}/`, list: `${base}/tickets` };
const userDataDir = mkdtempSync(join(tmpdir(), 'profile-load-chromium-'));
const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: chromiumFlags });
const totals = {};
try {
  const cookies = (await signedInCookies(base)).map((c) => ({ name: c.name, value: c.value, domain: '127.0.0.1', path: c.path ?? '/', httpOnly: c.httpOnly }));
  for (const name of pages) {
    const context = await browser.newContext({ viewport: { width: 1350, height: 940 }, locale: 'de-AT' });
    if (name !== 'login') await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    const selfInLong = new Map();
    const selfAll = new Map();
    const appAll = new Map();
    const appInLong = new Map();
    const tbts = [];
    const cpuTbts = [];
    const cpuTotals = [];
    for (let run = 0; run < runs; run++) {
      await page.goto('about:blank');
      const events = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading',
        transferMode: 'ReportEvents',
      });
      await cdp.send('Profiler.start');
      await page.goto(urls[name], { waitUntil: 'load' });
      await page.waitForTimeout(quietMs);
      const { profile } = await cdp.send('Profiler.stop');
      await cdp.send('Tracing.end');
      await traced;
      cdp.removeAllListeners('Tracing.dataCollected');
      writeFileSync(join(outDir, `${name}-${run}.cpuprofile`), JSON.stringify(profile));
      // The renderer's main thread: where the navigation to the page started.
      const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(base));
      const mainKey = nav ? `${nav.pid}:${nav.tid}` : null;
      const navStart = nav?.ts;
      if (!nav)
        console.log(
          `  no navigationStart: ${events
            .filter((e) => e.name === 'navigationStart')
            .map((e) => JSON.stringify(e.args))
            .join(' ')}`,
        );
      const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === mainKey);
      const fcp = events.find((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === mainKey)?.ts;
      const long = tasks.filter((e) => e.dur > 50_000 && e.ts >= (navStart ?? 0)).sort((a, b) => a.ts - b.ts);
      const tbt = long.filter((e) => e.ts + e.dur > (fcp ?? 0)).reduce((sum, e) => sum + (Math.min(e.dur, e.ts + e.dur - (fcp ?? 0)) - 50_000) / 1000, 0);
      tbts.push(tbt);
      writeFileSync(
        join(outDir, `${name}-${run}.tasks.json`),
        JSON.stringify({
          fcp: fcp && navStart ? (fcp - navStart) / 1000 : null,
          tasks: tasks.filter((e) => e.ts >= (navStart ?? 0)).map((e) => [(e.ts - navStart) / 1000, e.dur / 1000, (e.tdur ?? 0) / 1000]),
        }),
      );
      // Thread time (CPU) of the tasks: less dependent on what else the machine runs than wall time.
      const cpuLong = tasks.filter((e) => e.ts >= (navStart ?? 0) && (e.tdur ?? 0) > 50_000);
      const cpuTbt = cpuLong.filter((e) => e.ts + e.dur > (fcp ?? 0)).reduce((sum, e) => sum + (e.tdur - 50_000) / 1000, 0);
      const cpuAll = tasks.filter((e) => e.ts >= (navStart ?? 0)).reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
      cpuTbts.push(cpuTbt);
      cpuTotals.push(cpuAll);
      const samples = samplesOf(profile);
      console.log(
        `${name} run ${run}: FCP ${fcp && navStart ? ((fcp - navStart) / 1000).toFixed(0) : '?'} ms, long tasks ${long.length}, observed TBT ${tbt.toFixed(0)} ms; main-thread tasks total ${(tasks.reduce((s, e) => s + e.dur, 0) / 1000).toFixed(0)} ms; CPU: tasks ${cpuAll.toFixed(0)} ms, blocking (thread time > 50 ms) ${cpuTbt.toFixed(0)} ms`,
      );
      for (const [, node, ms] of samples) {
        const key = frameKey(node.callFrame);
        if (key === '(idle)') continue;
        add(selfAll, key, ms);
        add(appAll, appFrame(node) ?? '(no portal frame)', ms);
      }
      for (const task of long) {
        const self = new Map();
        const app = new Map();
        for (const [t, node, ms] of samples) {
          if (t < task.ts || t > task.ts + task.dur) continue;
          const key = frameKey(node.callFrame);
          add(self, key, ms);
          add(selfInLong, key, ms);
          const own = appFrame(node) ?? '(no portal frame)';
          add(app, own, ms);
          add(appInLong, own, ms);
        }
        console.log(
          `  task at ${((task.ts - navStart) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms (CPU ${((task.tdur ?? 0) / 1000).toFixed(0)} ms)`,
        );
        console.log(
          `    self: ${top(self, 6)
            .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
            .join(' | ')}`,
        );
        console.log(
          `    app:  ${top(app, 6)
            .map(([k, ms]) => `${k} ${ms.toFixed(1)}`)
            .join(' | ')}`,
        );
      }
    }
    totals[name] = { tbts, cpuTbts, cpuTotals };
    console.log(`\n${name}: observed TBT per run ${tbts.map((t) => t.toFixed(0)).join(' / ')} ms; inside long tasks, self time:`);
    for (const [k, ms] of top(selfInLong, 25)) console.log(`${(ms / runs).toFixed(1).padStart(8)} ms/run  ${k}`);
    console.log(`${name}: inside long tasks, innermost portal frame:`);
    for (const [k, ms] of top(appInLong, 25)) console.log(`${(ms / runs).toFixed(1).padStart(8)} ms/run  ${k}`);
    console.log(`${name}: all samples of the load (no idle), self time:`);
    for (const [k, ms] of top(selfAll, 30)) console.log(`${(ms / runs).toFixed(1).padStart(8)} ms/run  ${k}`);
    console.log(`${name}: all samples, innermost portal frame:`);
    for (const [k, ms] of top(appAll, 30)) console.log(`${(ms / runs).toFixed(1).padStart(8)} ms/run  ${k}`);
    console.log('');
    await context.close();
  }
  const fmt = (list) => list.map((x) => x.toFixed(0)).join('/');
  for (const [n, t] of Object.entries(totals))
    console.log(`summary ${n}: observed TBT ${fmt(t.tbts)} ms; CPU blocking ${fmt(t.cpuTbts)} ms; CPU of all tasks ${fmt(t.cpuTotals)} ms`);
  console.log(`profiles: ${outDir}`);
} finally {
  await browser.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await portal.stop();
  await core.stop();
  await upstream.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
