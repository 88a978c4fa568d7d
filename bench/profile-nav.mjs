// `node bench/profile-nav.mjs [--user isp|pmo] [--laps 3] [--hover ms] [--trace on|light|off] [--out dir]`: where a B11 click's time goes.
// Signs in as B11 does, loads each menu entry with a list once (full page loads, as B11's untimed
// pass), reloads home and then clicks through the entries in laps, timed as B11 (heading and a
// non-busy data row, requestAnimationFrame polling) – under a Chromium trace (DevTools protocol).
// For each click it prints the main thread's time by kind (script, compile, style, layout, paint,
// GC, idle), the GraphQL requests with their start and end relative to the click, and the
// heaviest JavaScript functions (self time) over all clicks. Needs a build of web (npm run build --workspace web);
// with source maps (`npx vite build --sourcemap` in web) the functions are named by their sources.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { corePlan, pinSelf, startNodeProcess, buildPortal } from './lib/processes.mjs';
import { DEMO_PASSWORD } from './lib/portal-client.mjs';
import { CHROMIUM_FLAGS } from './scenarios/browser.mjs';
import { frameKey } from './lib/source-maps.mjs';
import { watchRequests } from './lib/page-rest.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const user = arg('user', 'pmo');
const laps = Number(arg('laps', '3'));
// `on`: timeline and sampled CPU profile; `light`: the timeline only (tasks and their events,
// far less overhead than the sampler); `off`: Resource Timing and the clicks' times alone.
const traceMode = arg('trace', 'on');
const trace = traceMode !== 'off';
// `--backend-core server`: upstream and core on the portal's core, the browser alone on the other.
const backendCores = arg('backend-core', 'rest');
// `--hover 150`: the pointer rests on the menu entry this long before the click, as a person's
// does (B11 clicks without a pointer); the click's time still counts from the click.
const hoverMs = Number(arg('hover', '0'));
const outDir = arg('out', mkdtempSync(join(tmpdir(), 'profile-nav-')));
mkdirSync(outDir, { recursive: true });
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// As the bench: the portal alone on core 0, the rest (browser included) on core 1.
const plan = corePlan();
pinSelf(plan);

const dataDir = mkdtempSync(join(tmpdir(), 'profile-data-'));
const upstream = await startNodeProcess({
  name: 'upstream',
  script: 'server/src/embedded/upstream/main.ts',
  args: ['--data-dir', join(dataDir, 'up'), '--port', '0', '--latency-ms', '0', '--control'],
  cpuList: plan[backendCores],
});
const core = await startNodeProcess({ name: 'core', script: 'bench/core.ts', args: [join(dataDir, 'core')], cpuList: plan[backendCores] });
const portal = await startNodeProcess({
  name: 'portal',
  script: buildPortal(),
  cpuList: plan.server,
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
});
const base = portal.url;
const userDataDir = mkdtempSync(join(tmpdir(), 'profile-chromium-'));
const context = await chromium.launchPersistentContext(userDataDir, {
  executablePath: chromePath,
  headless: true,
  args: CHROMIUM_FLAGS,
  viewport: { width: 1440, height: 900 },
  locale: 'de-AT',
});

/** The main thread's complete events in a window, by kind (top-level tasks' children, no double counting). */
function splitWindow(events, main, from, to) {
  const kinds = {
    script: ['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'V8.Execute'],
    compile: ['v8.compile', 'V8.CompileCode', 'v8.compileModule', 'CompileScript', 'v8.produceModuleCache', 'V8.ScriptCompiler'],
    style: ['UpdateLayoutTree', 'RecalculateStyles', 'ParseAuthorStyleSheet'],
    layout: ['Layout'],
    paint: ['Paint', 'PrePaint', 'Layerize', 'Commit', 'UpdateLayer', 'CompositeLayers'],
    gc: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase', 'V8.GCScavenger'],
    parse: ['ParseHTML', 'ResourceReceivedData'],
  };
  const kindOf = new Map(Object.entries(kinds).flatMap(([k, names]) => names.map((n) => [n, k])));
  const tasks = events.filter((e) => e.tid === main && e.ph === 'X' && e.name === 'RunTask' && e.ts + e.dur >= from && e.ts <= to);
  const inner = events.filter((e) => e.tid === main && e.ph === 'X' && e.ts + (e.dur ?? 0) >= from && e.ts <= to && kindOf.has(e.name));
  // Only outermost events of a known kind count (a Layout inside a FunctionCall is layout, not script).
  inner.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const sums = Object.fromEntries(Object.keys(kinds).map((k) => [k, 0]));
  const stack = [];
  for (const e of inner) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const clip = Math.max(0, Math.min(e.ts + e.dur, to) - Math.max(e.ts, from));
    const kind = kindOf.get(e.name);
    if (stack.length) {
      // Nested: take it from the parent's kind when it differs.
      const parent = stack.at(-1);
      const parentKind = kindOf.get(parent.name);
      if (parentKind !== kind) {
        sums[parentKind] -= clip;
        sums[kind] += clip;
      }
    } else sums[kind] += clip;
    stack.push(e);
  }
  const busy = tasks.reduce((sum, e) => sum + Math.max(0, Math.min(e.ts + e.dur, to) - Math.max(e.ts, from)), 0);
  // CPU: the thread time of the tasks in the window (under foreign load, wall time stretches, this does not).
  const cpu = tasks.filter((e) => e.ts >= from && e.ts + e.dur <= to + 1).reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  const known = Object.values(sums).reduce((a, b) => a + b, 0);
  return {
    busy: busy / 1000,
    cpu: cpu / 1000,
    ...Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, v / 1000])),
    other: (busy - known) / 1000,
    wall: (to - from) / 1000,
  };
}

/** Self time per function (and per URL) from the trace's CPU profile chunks in a window. */
function profileFrames(events, from, to, limit = 30) {
  const nodes = new Map();
  const samples = [];
  let time = null;
  for (const e of events) {
    if (e.name !== 'ProfileChunk') continue;
    const data = e.args?.data?.cpuProfile;
    for (const n of data?.nodes ?? []) nodes.set(n.id, n);
    const deltas = e.args?.data?.timeDeltas ?? [];
    const ids = data?.samples ?? [];
    if (time === null) time = events.find((p) => p.name === 'Profile' && p.id === e.id)?.args?.data?.startTime ?? e.ts;
    for (let i = 0; i < ids.length; i++) {
      time += deltas[i] ?? 0;
      samples.push([ids[i], time, deltas[i] ?? 0]);
    }
  }
  const self = new Map();
  for (let i = 0; i < samples.length - 1; i++) {
    const [id, at] = samples[i];
    if (at < from || at > to) continue;
    const node = nodes.get(id);
    if (!node) continue;
    const key = frameKey(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + (samples[i + 1][1] - at) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

// In the page: clicks the entry and resolves with the time until a data row shows, and the
// GraphQL requests of the click from Resource Timing (start and end after the click, ms), so the
// phases can be read without a trace (`--trace off`), whose overhead stretches the script.
const CLICK_AND_WAIT = ({ href, title, mark }) =>
  new Promise((resolve) => {
    const link = document.querySelector(`nav[aria-label="Hauptmenü"] a[href="${href}"]`);
    performance.clearResourceTimings();
    const started = performance.now();
    const requests = () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('/graphql') && entry.startTime >= started)
        .map((entry) => [entry.startTime - started, entry.responseEnd - started]);
    performance.mark(`click-${mark}`);
    // The first frame with the new screen's heading (its placeholder rows, if the data is not there yet).
    let heading;
    const ready = () => {
      const h1 = document.querySelector('h1');
      if (!h1 || h1.textContent.trim() !== title) return false;
      heading ??= performance.now() - started;
      return [...document.querySelectorAll('main tbody tr, tbody tr')].some(
        (row) => row.textContent.trim() !== '' && row.closest('[aria-busy="true"]') === null,
      );
    };
    const frame = () => {
      if (ready()) {
        performance.mark(`ready-${mark}`);
        return resolve({ ms: performance.now() - started, heading, requests: requests() });
      }
      if (performance.now() - started > 15_000) return resolve({ ms: -1, requests: requests() });
      requestAnimationFrame(frame);
    };
    link.click();
    requestAnimationFrame(frame);
  });

try {
  const page = context.pages()[0] ?? (await context.newPage());
  const email = `user.${user}@example.at`;
  await page.goto(`${base}/auth`);
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('region', { name: 'Ihre Bereiche' }).getByRole('link').first().waitFor({ timeout: 30_000 });
  const links = await page.evaluate(() =>
    [...document.querySelectorAll('nav[aria-label="Hauptmenü"] a')].map((a) => ({ name: a.textContent.trim(), href: a.getAttribute('href') })),
  );
  const screens = [];
  for (const link of links) {
    await page.goto(new URL(link.href, base).href);
    const rows = await page
      .locator('tbody tr')
      .filter({ hasText: /\S/ })
      .first()
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle');
    if (rows) screens.push({ ...link, title: (await page.locator('h1').first().textContent()).trim() });
  }
  const cdp = await context.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  if (trace)
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'blink.user_timing',
          'loading',
          'toplevel',
          ...(traceMode === 'light'
            ? []
            : [
                'disabled-by-default-devtools.timeline',
                'v8.execute',
                'v8',
                'disabled-by-default-v8.cpu_profiler',
                'disabled-by-default-devtools.timeline.frame',
              ]),
        ],
      },
    });
  // As B11: the timed clicks start on home, freshly loaded, once it is at rest (lib/page-rest.mjs).
  const network = watchRequests(page);
  await page.goto(`${base}/`);
  await page.getByRole('region', { name: 'Ihre Bereiche' }).getByRole('link').first().waitFor({ timeout: 30_000 });
  await network.rest({ quietMs: 1000 });
  const clicks = [];
  let mark = 0;
  const ops = [];
  const homeAt = Date.now();
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) ops.push({ op: JSON.parse(r.postData() ?? '{}').operationName ?? '?', at: Date.now() });
  });
  for (let lap = 0; lap < laps; lap++) {
    for (const screen of screens) {
      if (hoverMs > 0) {
        await page.locator(`nav[aria-label="Hauptmenü"] a[href="${screen.href}"]`).hover();
        await page.waitForTimeout(hoverMs);
      }
      const at = Date.now();
      const { ms, heading, requests } = await page.evaluate(CLICK_AND_WAIT, { href: screen.href, title: screen.title, mark });
      clicks.push({ mark, href: screen.href, ms, heading, at, requests });
      mark++;
      await network.rest();
    }
  }
  const timing = (c) => c.requests.map(([start, end]) => `${start.toFixed(0)}→${end.toFixed(0)}`).join(' ') || '-';
  if (!trace) {
    console.log('click → data row (ms), heading shown (ms) | GraphQL requests from Resource Timing, start→end after the click (ms)');
    for (const c of clicks) console.log(`${c.href.padEnd(14)} ${c.ms.toFixed(0).padStart(4)} ${(c.heading ?? -1).toFixed(0).padStart(4)} | ${timing(c)}`);
    const after = (c) => c.ms - Math.max(0, ...c.requests.map(([, end]) => end));
    const before = (c) => Math.min(c.ms, ...c.requests.map(([start]) => start));
    const med = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    console.log(
      `median: click ${med(clicks.map((c) => c.ms)).toFixed(0)} ms, to first request ${med(clicks.map(before)).toFixed(0)} ms, last answer to row ${med(clicks.map(after)).toFixed(0)} ms`,
    );
    process.exitCode = 0;
  } else await traceReport({ cdp, events, done, clicks, ops, homeAt });
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await portal.stop();
  await core.stop();
  await upstream.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

async function traceReport({ cdp, events, done, clicks, ops, homeAt }) {
  await cdp.send('Tracing.end');
  await done;
  writeFileSync(join(outDir, `nav-${user}.trace.json`), JSON.stringify({ traceEvents: events }));

  console.log(
    `home at rest, first click ${clicks[0].at - homeAt} ms later; GraphQL requests (ms after that):`,
    ops.map((o) => `${o.op}@${o.at - homeAt}`).join(' '),
  );
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  const markAt = (name) => events.find((e) => e.name === name && e.cat?.includes('blink.user_timing'))?.ts;
  const sendEvents = events.filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.endsWith('/graphql'));
  const finishEvents = events.filter((e) => e.name === 'ResourceFinish');
  const windows = [];
  for (const c of clicks) {
    const from = markAt(`click-${c.mark}`);
    const to = markAt(`ready-${c.mark}`);
    if (from === undefined || to === undefined) {
      console.log(`${c.href}: no marks (${c.ms} ms)`);
      continue;
    }
    windows.push([from, to]);
    const split = splitWindow(events, main, from, to);
    const requests = sendEvents
      .filter((e) => e.ts >= from && e.ts <= to)
      .map((e) => {
        const id = e.args.data.requestId;
        const end = finishEvents.find((f) => f.args?.data?.requestId === id);
        return `${((e.ts - from) / 1000).toFixed(0)}→${end ? ((end.ts - from) / 1000).toFixed(0) : '?'}`;
      });
    const f = (v) => v.toFixed(0).padStart(4);
    console.log(
      `${c.href.padEnd(14)} ${f(c.ms)} ms | cpu ${f(split.cpu)} busy ${f(split.busy)} script ${f(split.script)} compile ${f(split.compile)} style ${f(split.style)} layout ${f(split.layout)} paint ${f(split.paint)} gc ${f(split.gc)} other ${f(split.other)} | graphql ${requests.join(' ') || '-'}`,
    );
  }
  const all = new Map();
  for (const [from, to] of windows) for (const [key, ms] of profileFrames(events, from, to, 1000)) all.set(key, (all.get(key) ?? 0) + ms);
  console.log('\nself time over all clicks (JS sampled), top frames:');
  for (const [key, ms] of [...all.entries()].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  console.log(`\ntrace: ${join(outDir, `nav-${user}.trace.json`)}`);
}
