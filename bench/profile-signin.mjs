// `node bench/profile-signin.mjs [--runs 5] [--trace]`: where a B12 sign-in's time goes.
// Starts upstream, core and portal as the bench does (portal on core 0, the rest on core 1),
// with a logging proxy in front of the core, and signs in through the login form as B12 does
// (warm cache, cookies cleared before each run). For each run it prints, on one clock (ms
// after the click): the browser's requests (Resource Timing), the portal's calls to the core
// (through the proxy), and when the page showed what (address '/', spinner, heading, tiles).
// `--trace` writes a Chromium trace of the last run. Needs a build of web (npm run build --workspace web).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { corePlan, pinSelf, startNodeProcess, buildPortal } from './lib/processes.mjs';
import { DEMO_PASSWORD } from './lib/portal-client.mjs';
import { CHROMIUM_FLAGS } from './scenarios/browser.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const runs = Number(arg('runs', '5'));
const trace = process.argv.includes('--trace');
const email = arg('email', 'user.isp@example.at');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const plan = corePlan();
pinSelf(plan);
const now = () => performance.timeOrigin + performance.now();

const dataDir = mkdtempSync(join(tmpdir(), 'profile-signin-'));
const upstream = await startNodeProcess({
  name: 'upstream',
  script: 'server/src/embedded/upstream/main.ts',
  args: ['--data-dir', join(dataDir, 'up'), '--port', '0', '--latency-ms', '0', '--control', '--demo-today', '2026-11-01T00:00:00Z'],
  cpuList: plan.rest,
});
const core = await startNodeProcess({ name: 'core', script: 'bench/core.ts', args: [join(dataDir, 'core')], cpuList: plan.rest });

// The proxy in front of the core: each call with its start and end on the wall clock.
const coreCalls = [];
const coreUrl = new URL(core.url);
const proxy = createServer((req, res) => {
  const call = { what: `${req.method} ${req.url.split('?')[0]}`, start: now(), end: 0 };
  coreCalls.push(call);
  const upstreamReq = httpRequest({ host: coreUrl.hostname, port: coreUrl.port, method: req.method, path: req.url, headers: req.headers }, (upstreamRes) => {
    res.writeHead(upstreamRes.statusCode, upstreamRes.headers);
    upstreamRes.pipe(res);
    upstreamRes.on('end', () => (call.end = now()));
  });
  req.pipe(upstreamReq);
});
await new Promise((resolve) => proxy.listen(4151, '127.0.0.1', resolve));

const portal = await startNodeProcess({
  name: 'portal',
  script: buildPortal(),
  cpuList: plan.server,
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '4150',
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'portal'),
    CRM_URL: upstream.url,
    SPEED_URL: upstream.url,
    PM_URL: upstream.url,
    SUPERTOKENS_CONNECTION_URI: 'http://127.0.0.1:4151',
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

/** In the page: click, then note per animation frame when what showed; answers the times on the wall clock. */
const CLICK = (element) =>
  new Promise((resolve) => {
    const wall = () => performance.timeOrigin + performance.now();
    performance.clearResourceTimings();
    const seen = {};
    const note = (name, yes) => {
      if (yes && seen[name] === undefined) {
        seen[name] = wall();
        performance.mark(name);
      }
    };
    const started = wall();
    const frame = () => {
      note('path /', location.pathname === '/');
      note('spinner', document.querySelector('[role=status], .chakra-spinner') !== null && location.pathname === '/');
      note('h1', document.querySelector('h1') !== null && location.pathname === '/');
      const tiles = document.querySelector('section[aria-labelledby=home-tiles-heading] a') !== null;
      note('tiles', tiles);
      if (tiles || wall() - started > 30_000) {
        setTimeout(() => {
          const resources = performance.getEntriesByType('resource').map((r) => ({
            name: r.name.replace(location.origin, ''),
            start: performance.timeOrigin + r.startTime,
            end: performance.timeOrigin + r.responseEnd,
            ttfb: r.responseStart - r.requestStart,
            cached: r.transferSize === 0,
          }));
          resolve({ started, seen, resources });
        }, 1500);
        return;
      }
      requestAnimationFrame(frame);
    };
    element.click();
    requestAnimationFrame(frame);
  });

async function signIn(page) {
  await page.goto(`${base}/auth`);
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  const button = page.getByRole('button', { name: 'Anmelden' });
  await button.waitFor();
  const ops = [];
  const onRequest = (r) => {
    if (r.url().endsWith('/graphql')) ops.push(JSON.parse(r.postData() ?? '{}').operationName ?? '?');
  };
  page.on('request', onRequest);
  coreCalls.length = 0;
  const result = await page.evaluate(CLICK, await button.elementHandle());
  page.off('request', onRequest);
  return { ...result, core: [...coreCalls], ops };
}

try {
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page);
  let cdp;
  const events = [];
  for (let i = 0; i < runs; i++) {
    await context.clearCookies();
    if (trace && i === runs - 1) {
      cdp = await context.newCDPSession(page);
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
      await cdp.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: {
          includedCategories: [
            'devtools.timeline',
            'disabled-by-default-devtools.timeline',
            'v8.execute',
            'blink.user_timing',
            'loading',
            'toplevel',
            'disabled-by-default-v8.cpu_profiler',
          ],
        },
      });
    }
    const run = await signIn(page);
    const at = (t) => (t - run.started).toFixed(0).padStart(5);
    console.log(`\nrun ${i + 1}: tiles after ${at(run.seen.tiles)} ms; GraphQL in order: ${run.ops.join(', ')}`);
    const lines = [
      ...Object.entries(run.seen).map(([name, t]) => ({ t, text: `${at(t)}        page: ${name}` })),
      ...run.resources.map((r) => ({ t: r.start, text: `${at(r.start)}→${at(r.end)} browser ${r.name}${r.cached ? ' (cache)' : ''}` })),
      ...run.core.map((c) => ({ t: c.start, text: `${at(c.start)}→${at(c.end)} core    ${c.what}` })),
    ];
    for (const line of lines.sort((a, b) => a.t - b.t)) console.log(line.text);
  }
  if (cdp) {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    const file = join(tmpdir(), 'signin.trace.json');
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    console.log(`\ntrace: ${file}`);
  }
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await portal.stop();
  proxy.close();
  await core.stop();
  await upstream.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
