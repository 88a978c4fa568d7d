// `node bench/profile-browser.mjs [nav|list] [--out dir]`: the portal as the bench starts it,
// a CPU profile of the client in Chromium (DevTools protocol) while it does one thing:
//   nav:  signed in as PMO, clicks through the menu entries with a list (as B11);
//   list: opens the ticket list as ISP (as B10's list page, after sign-in).
// Prints the heaviest functions (self time) and the requests of each click; writes the
// .cpuprofile for the DevTools Performance panel. Needs a build of web (npm run build --workspace web).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startNodeProcess, buildPortal } from './lib/processes.mjs';
import { DEMO_PASSWORD } from './lib/portal-client.mjs';
import { CHROMIUM_FLAGS } from './scenarios/browser.mjs';

const mode = process.argv[2] ?? 'nav';
const outAt = process.argv.indexOf('--out');
const outDir = outAt >= 0 ? process.argv[outAt + 1] : mkdtempSync(join(tmpdir(), 'profile-'));
mkdirSync(outDir, { recursive: true });
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const latency = process.env.UPSTREAM_LATENCY_MS ?? '0';

/** Self time per function (and per URL) from a V8 CPU profile. */
function topFrames(profile, limit = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return { total, top: [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit) };
}

const dataDir = mkdtempSync(join(tmpdir(), 'profile-data-'));
const upstream = await startNodeProcess({
  name: 'upstream',
  script: 'server/src/embedded/upstream/main.ts',
  args: ['--data-dir', join(dataDir, 'up'), '--port', '0', '--latency-ms', latency, '--control'],
});
const core = await startNodeProcess({ name: 'core', script: 'bench/core.ts', args: [join(dataDir, 'core')] });
const portal = await startNodeProcess({
  name: 'portal',
  script: buildPortal(),
  env: {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: process.env.PORT ?? '0',
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
try {
  const page = context.pages()[0] ?? (await context.newPage());
  const email = mode === 'list' ? 'user.isp@example.at' : 'user.pmo@example.at';
  await page.goto(`${base}/auth`);
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByRole('region', { name: 'Ihre Bereiche' }).getByRole('link').first().waitFor({ timeout: 30_000 });
  const requests = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) requests.push(JSON.parse(r.postData() ?? '{}').operationName ?? '?');
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (mode === 'list') {
    await cdp.send('Profiler.start');
    const t0 = Date.now();
    await page.goto(`${base}/tickets`);
    await page.locator('tbody tr').filter({ hasText: /\S/ }).first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    console.log(`list shown after ${Date.now() - t0} ms; requests: ${requests.join(', ')}`);
  } else {
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('nav[aria-label="Hauptmenü"] a')].map((a) => ({ name: a.textContent.trim(), href: a.getAttribute('href') })),
    );
    const lists = links.filter((l) => ['/pans', '/pans-branch', '/cids-search', '/tickets'].includes(l.href));
    // One untimed lap first (chunks and definitions as after a first visit), then the profiled laps.
    for (const lap of [0, 1, 2]) {
      if (lap === 1) await cdp.send('Profiler.start');
      for (const link of lists) {
        // Timed in the page: from the click to the frame with the new screen's title and a data row.
        if (lap === 0) {
          // Untimed: the chunks, and the screen's title (the heading the timed clicks wait for).
          await page.locator(`nav[aria-label="Hauptmenü"] a[href="${link.href}"]`).first().click();
          await page.locator('main tbody tr').filter({ hasText: /\S/ }).first().waitFor({ timeout: 30_000 });
          await page.waitForTimeout(1000);
          link.title = (await page.locator('h1').first().textContent()).trim();
          await page.goBack();
          await page.waitForTimeout(500);
        }
        const title = link.title;
        requests.length = 0;
        const shown = await page.evaluate(
          ({ href, title }) =>
            new Promise((resolve) => {
              const link = document.querySelector(`nav[aria-label="Hauptmenü"] a[href="${href}"]`);
              const started = performance.now();
              const frame = () => {
                const heading = document.querySelector('h1')?.textContent.trim();
                const row = [...document.querySelectorAll('main tbody tr')].some(
                  (r) => r.textContent.trim() !== '' && r.closest('[aria-busy="true"]') === null,
                );
                if (row && heading === title) return resolve(Math.round(performance.now() - started));
                if (performance.now() - started > 15_000) return resolve(`no row with title ${title}`);
                requestAnimationFrame(frame);
              };
              link.click();
              requestAnimationFrame(frame);
            }),
          { href: link.href, title },
        );
        const atRow = [...requests];
        // Whatever the click sends after the row shows, too (a quiet second).
        await page.waitForTimeout(1000);
        console.log(`lap ${lap} ${link.href}: row after ${shown} ms; requests until then: ${atRow.join(', ') || '-'}; in all: ${requests.join(', ')}`);
      }
    }
  }
  const { profile } = await cdp.send('Profiler.stop');
  const file = join(outDir, `${mode}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const { total, top } = topFrames(profile);
  console.log(`\nsampled ${total.toFixed(0)} ms; self time, top frames:`);
  for (const [key, ms] of top) console.log(`${ms.toFixed(1).padStart(8)} ms  ${key}`);
  console.log(`\nprofile: ${file}`);
} finally {
  await context.close();
  rmSync(userDataDir, { recursive: true, force: true });
  await portal.stop();
  await core.stop();
  await upstream.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
