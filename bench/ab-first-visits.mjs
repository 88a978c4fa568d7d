// `node bench/ab-first-visits.mjs <other checkout> [--rounds 10] [--user pmo|isp]`: an A/B of first
// visits of the menu's list screens, this checkout (A) against another (B, e.g. a `git worktree`
// of the commit before a change), each with its own build of web (`npm run build --workspace web`
// in both). One upstream and one core serve two portals; one Chromium, a context per side. Each
// round, alternating which side goes first, reloads home on both sides (a page load: no screen
// seen yet, as after signing in) and clicks each menu entry with a list once, timed as B11 (the
// click until the heading and a non-busy data row are drawn). Prints the median and p90 per screen
// and side, and the ratio B/A. B11 itself mixes first and later visits; its p95 is the first ones.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { corePlan, pinSelf, startNodeProcess } from './lib/processes.mjs';
import { DEMO_PASSWORD } from './lib/portal-client.mjs';
import { median, percentile } from './lib/stats.mjs';
import { CHROMIUM_FLAGS } from './scenarios/browser.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const other = process.argv[2] && !process.argv[2].startsWith('--') ? resolve(process.argv[2]) : null;
if (other === null || !existsSync(join(other, 'bench/server.ts')) || !existsSync(join(other, 'web/dist/index.html'))) {
  console.error('ab-first-visits: die andere Arbeitskopie mit gebautem web/dist fehlt (node bench/ab-first-visits.mjs <Pfad> …)');
  process.exit(2);
}
const here = new URL('..', import.meta.url).pathname;
if (!existsSync(join(here, 'web/dist/index.html'))) {
  console.error('ab-first-visits: web/dist fehlt in dieser Arbeitskopie (npm run build --workspace web)');
  process.exit(2);
}
const rounds = Number(arg('rounds', '10'));
const user = arg('user', 'pmo');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) {
  console.error(`ab-first-visits: Chromium fehlt unter ${chromePath}`);
  process.exit(2);
}
const plan = corePlan();
pinSelf(plan);

const dataDir = mkdtempSync(join(tmpdir(), 'ab-data-'));
const processes = [];
const start = async (options) => {
  const started = await startNodeProcess(options);
  processes.push(started);
  return started;
};
const CLICK_AND_WAIT = ({ href, title }) =>
  new Promise((resolve) => {
    const link = document.querySelector(`nav[aria-label="Hauptmenü"] a[href="${href}"]`);
    const started = performance.now();
    const ready = () => {
      const h1 = document.querySelector('h1');
      if (!h1 || h1.textContent.trim() !== title) return false;
      return [...document.querySelectorAll('main tbody tr, tbody tr')].some(
        (row) => row.textContent.trim() !== '' && row.closest('[aria-busy="true"]') === null,
      );
    };
    const frame = () => {
      if (ready()) return resolve(performance.now() - started);
      if (performance.now() - started > 15_000) return resolve(-1);
      requestAnimationFrame(frame);
    };
    link.click();
    requestAnimationFrame(frame);
  });

let browser;
try {
  const upstream = await start({
    name: 'upstream',
    script: 'server/src/embedded/upstream/main.ts',
    args: ['--data-dir', join(dataDir, 'up'), '--port', '0', '--latency-ms', '0', '--control'],
    cpuList: plan.rest,
  });
  const core = await start({ name: 'core', script: 'bench/core.ts', args: [join(dataDir, 'core')], cpuList: plan.rest });
  const portalOf = (root, side) =>
    start({
      name: `portal ${side}`,
      script: join(root, 'bench/server.ts'),
      cpuList: plan.server,
      env: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: join(dataDir, `portal-${side}`),
        CRM_URL: upstream.url,
        SPEED_URL: upstream.url,
        PM_URL: upstream.url,
        SUPERTOKENS_CONNECTION_URI: core.url,
      },
    });
  const sides = [
    { name: 'A', root: here, portal: await portalOf(here, 'A') },
    { name: 'B', root: other, portal: await portalOf(other, 'B') },
  ];
  browser = await chromium.launch({ executablePath: chromePath, headless: true, args: CHROMIUM_FLAGS });
  for (const side of sides) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-AT' });
    side.page = await context.newPage();
    const base = side.portal.url;
    await side.page.goto(`${base}/auth`);
    await side.page.getByLabel('E-Mail', { exact: true }).fill(`user.${user}@example.at`);
    await side.page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await side.page.getByRole('button', { name: 'Anmelden' }).click();
    await side.page.getByRole('region', { name: 'Ihre Bereiche' }).getByRole('link').first().waitFor({ timeout: 30_000 });
    const links = await side.page.evaluate(() =>
      [...document.querySelectorAll('nav[aria-label="Hauptmenü"] a')].map((a) => ({ name: a.textContent.trim(), href: a.getAttribute('href') })),
    );
    side.screens = [];
    for (const link of links) {
      await side.page.goto(new URL(link.href, base).href);
      const rows = await side.page
        .locator('tbody tr')
        .filter({ hasText: /\S/ })
        .first()
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      await side.page.waitForLoadState('networkidle');
      if (rows) side.screens.push({ ...link, title: (await side.page.locator('h1').first().textContent()).trim() });
    }
    side.times = new Map(side.screens.map((s) => [s.href, []]));
  }
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
      const { page } = side;
      await page.goto(`${side.portal.url}/`);
      await page.getByRole('region', { name: 'Ihre Bereiche' }).getByRole('link').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      for (const screen of side.screens) {
        side.times.get(screen.href).push(await page.evaluate(CLICK_AND_WAIT, screen));
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
      }
    }
  }
  const f = (v) => v.toFixed(1).padStart(7);
  console.log(`${rounds} Runden, ${user}; A = ${here}, B = ${other}`);
  console.log(`${'Bildschirm'.padEnd(16)} ${'A p50'.padStart(7)} ${'B p50'.padStart(7)} ${'A p90'.padStart(7)} ${'B p90'.padStart(7)}  B/A p50`);
  const all = { A: [], B: [] };
  for (const screen of sides[0].screens) {
    const a = sides[0].times.get(screen.href) ?? [];
    const b = sides[1].times.get(screen.href) ?? [];
    all.A.push(...a);
    all.B.push(...b);
    console.log(
      `${screen.href.padEnd(16)} ${f(median(a))} ${f(median(b))} ${f(percentile(a, 90))} ${f(percentile(b, 90))}  ${(median(b) / median(a)).toFixed(2)}`,
    );
  }
  console.log(
    `${'alle'.padEnd(16)} ${f(median(all.A))} ${f(median(all.B))} ${f(percentile(all.A, 90))} ${f(percentile(all.B, 90))}  ${(median(all.B) / median(all.A)).toFixed(2)}`,
  );
} finally {
  await browser?.close();
  for (const p of processes.reverse()) await p.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
