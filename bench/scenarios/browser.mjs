// B11 (navigation through the menu) and B12 (sign-in) in Chromium through playwright-core,
// each against a baseline timed in the same run: the screen's GraphQL requests sent with
// fetch from the same page (B11), the core's own sign-in call (B12).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../lib/portal-client.mjs';
import { browserCores, launchOn } from '../lib/processes.mjs';
import { entry, median, percentile } from '../lib/stats.mjs';
import { watchRequests } from '../lib/page-rest.mjs';
import chromiumFlags from '../../scripts/chromium-flags.json' with { type: 'json' };

export const CHROMIUM_FLAGS = chromiumFlags;

/** Whether the browser scenarios can run at all: a one-line reason when not. */
export function chromiumProblem(chromePath) {
  return existsSync(chromePath) ? null : `Chromium fehlt unter ${chromePath} (CHROMIUM_PATH setzt einen anderen Pfad)`;
}

async function withBrowser(chromePath, cores, run) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const context = await launchOn(cores, () =>
    chromium.launchPersistentContext(userDataDir, {
      executablePath: chromePath,
      headless: true,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1440, height: 900 },
      locale: 'de-AT',
    }),
  );
  try {
    return await run(context);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

async function signInThroughForm(page, baseUrl, email) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
  const button = page.getByRole('button', { name: 'Anmelden' });
  await button.waitFor();
  // Timed in the page: from the click to the animation frame in which the dashboard is there.
  const handle = await button.elementHandle();
  const ms = await page.evaluate(
    (element) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        const ready = () => document.querySelector('h1') !== null && document.querySelector('section[aria-labelledby=home-tiles-heading] a') !== null;
        const frame = () => {
          if (ready()) return resolve(performance.now() - started);
          if (performance.now() - started > 30_000) return reject(new Error('dashboard not rendered within 30 s'));
          requestAnimationFrame(frame);
        };
        element.click();
        requestAnimationFrame(frame);
      }),
    handle,
  );
  return ms;
}

/** The core's own password check: its sign-in call, as supertokens-node makes it. */
async function coreSignIn(coreUrl, email) {
  const started = performance.now();
  const response = await fetch(`${coreUrl}/recipe/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cdi-version': '5.4', rid: 'emailpassword' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await response.json();
  if (body.status !== 'OK') throw new Error(`B12: the core's sign-in of ${email} answered ${JSON.stringify(body).slice(0, 200)}`);
  return performance.now() - started;
}

export async function b12(ctx) {
  if (!ctx.coreUrl) throw new Error('B12 braucht den Core als eigenen Prozess (BENCH_CORE nicht auf in-process setzen)');
  const count = ctx.knobs.quick ? 3 : 10;
  const email = 'user.isp@example.at';
  return withBrowser(ctx.knobs.lighthouse.chromePath, browserCores(ctx), async (context) => {
    const page = context.pages()[0] ?? (await context.newPage());
    // Warm-up: the browser's cache holds the client's files as after a first visit.
    await signInThroughForm(page, ctx.portalUrl, email);
    await coreSignIn(ctx.coreUrl, email);
    const portal = [];
    const core = [];
    for (let i = 0; i < count; i++) {
      await context.clearCookies();
      portal.push(await signInThroughForm(page, ctx.portalUrl, email));
      core.push(await coreSignIn(ctx.coreUrl, email));
    }
    const value = median(portal);
    const baseline = median(core);
    return entry({
      id: 'B12',
      scenario: `Anmeldung im Browser: Absenden bis zum gezeichneten Dashboard (${count}×, Median) gegen den Sign-in-Aufruf des Cores`,
      value,
      baseline,
      ratio: value / baseline,
      target: 'ratio <= 1.5; p50 absolut angegeben',
      met: value / baseline <= 1.5,
      unit: 'ms',
      details: { p50: value, p95: percentile(portal, 95), portal: portal.map(Math.round), core: core.map(Math.round) },
    });
  });
}

/** How long the pointer rests on a menu entry before the click in B11's second set of laps (details only). */
const POINTER_REST_MS = 150;

/** The menu entries that show a list, by account: a round trip through them is one lap. */
const B11_USERS = [
  { email: 'user.isp@example.at', label: 'ISP' },
  { email: 'user.pmo@example.at', label: 'PMO' },
];

async function menuLinks(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('nav')]
      .filter((nav) => nav.getAttribute('aria-label') === 'Hauptmenü')
      .flatMap((nav) => [...nav.querySelectorAll('a')])
      .map((a) => ({ name: a.textContent.trim(), href: a.getAttribute('href') })),
  );
}

// In the page: clicks the menu link and resolves with the time until the new screen shows a data row.
const CLICK_AND_WAIT = ({ name, title }) =>
  new Promise((resolve, reject) => {
    const nav = [...document.querySelectorAll('nav')].find((n) => n.getAttribute('aria-label') === 'Hauptmenü');
    const link = [...(nav?.querySelectorAll('a') ?? [])].find((a) => a.textContent.trim() === name);
    if (!link) return reject(new Error(`no menu link ${name}`));
    const started = performance.now();
    const ready = () => {
      const heading = document.querySelector('h1');
      if (!heading || heading.textContent.trim() !== title) return false;
      return [...document.querySelectorAll('main tbody tr, tbody tr')].some(
        (row) => row.textContent.trim() !== '' && row.closest('[aria-busy="true"]') === null,
      );
    };
    const frame = () => {
      if (ready()) return resolve(performance.now() - started);
      if (performance.now() - started > 30_000) return reject(new Error(`${name}: no data row within 30 s`));
      requestAnimationFrame(frame);
    };
    link.click();
    requestAnimationFrame(frame);
  });

// In the page: the screen's GraphQL requests sent again with fetch, in parallel, as the page sent them.
const REPLAY = (requests) => {
  const started = performance.now();
  return Promise.all(
    requests.map((r) => fetch(r.url, { method: 'POST', headers: r.headers, body: r.body, credentials: 'include' }).then((response) => response.text())),
  ).then(() => performance.now() - started);
};

/** Request headers worth sending again (the browser adds cookies, origin and the rest itself). */
const replayHeaders = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) =>
      ['content-type', 'rid', 'x-client-url', 'accept', 'apollographql-client-name', 'apollographql-client-version', 'accept-language'].includes(
        name.toLowerCase(),
      ),
    ),
  );

/**
 * In a page before its scripts: the browser asks to save data (`navigator.connection.saveData`),
 * so the portal does not warm the menu's lists while idle (app/header/main-menu.tsx).
 */
const SAVE_DATA = () => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) });

async function navigationRun(context, baseUrl, user, navigations, { hoverMs = 0, warm = true } = {}) {
  await context.clearCookies();
  // The untimed pass on a page of its own that warms nothing: what it records of each screen
  // are that screen's own requests, not those of the lists the menu warms beside it.
  let page = await context.newPage();
  await page.addInitScript(SAVE_DATA);
  try {
    await page.goto(`${baseUrl}/auth`);
    await page.getByLabel('E-Mail', { exact: true }).fill(user.email);
    await page.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('region', { name: 'Ihre Bereiche' }).getByRole('link').first().waitFor({ timeout: 30_000 });
    const captured = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST')
        captured.push({ url: request.url(), headers: request.headers(), body: request.postData() ?? '' });
    });
    // First, untimed: each menu entry loaded on its own (a full page load, so no cache hides a
    // request): which entries show a list, their titles, and the screen's data requests.
    const screens = [];
    const skipped = [];
    for (const link of await menuLinks(page)) {
      captured.length = 0;
      await page.goto(new URL(link.href, baseUrl).href);
      const hasRows = await page
        .locator('tbody tr')
        .filter({ hasText: /\S/ })
        .first()
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      await page.waitForLoadState('networkidle');
      const data = captured.filter((r) => !/"operationName":"(RulesVersion|PortalBoot|ScreenDefinitions)"/.test(r.body));
      if (!hasRows || data.length === 0) {
        skipped.push({ name: link.name, hasRows, requests: captured.length });
        continue;
      }
      screens.push({
        name: link.name,
        href: link.href,
        title: (await page.locator('h1').first().textContent()).trim(),
        requests: data.map((r) => ({ ...r, headers: replayHeaders(r.headers) })),
        operations: data.map((r) => JSON.parse(r.body).operationName),
      });
    }
    // The timed laps start on the dashboard in a new page, as after signing in, once it is at
    // rest: painted, and its requests done, those after the paint included (the menu's lists
    // warmed, unless `warm` is false). Each later click, too, follows the rest after the one
    // before. (Playwright's `networkidle` is not that: lib/page-rest.mjs.)
    await page.close();
    page = await context.newPage();
    if (!warm) await page.addInitScript(SAVE_DATA);
    const network = watchRequests(page);
    const operations = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST') operations.push(JSON.parse(request.postData() ?? '{}').operationName);
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole('region', { name: 'Ihre Bereiche' }).getByRole('link').first().waitFor({ timeout: 30_000 });
    // A second without a request: the menu's lists warm while the browser is idle, after the
    // definitions and the tile counts, and that idle time comes later on a loaded machine.
    await network.rest({ quietMs: 1000 });
    const beforeLaps = [...operations];
    if (screens.length < 2)
      throw new Error(
        `B11: ${user.label} hat weniger als zwei Menüpunkte mit Liste (${screens.map((s) => s.name).join(', ')}; ohne: ${JSON.stringify(skipped)})`,
      );
    const clicks = [];
    const fetches = [];
    for (let i = 0; i < navigations; i++) {
      const screen = screens[i % screens.length];
      if (hoverMs > 0) {
        await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: screen.name, exact: true }).hover();
        await page.waitForTimeout(hoverMs);
      }
      const ms = await page.evaluate(CLICK_AND_WAIT, { name: screen.name, title: screen.title });
      await network.rest();
      const baseline = await page.evaluate(REPLAY, screen.requests);
      await network.rest();
      clicks.push({ screen: screen.href, ms });
      fetches.push({ screen: screen.href, ms: baseline });
    }
    return {
      user: user.label,
      screens: screens.map(({ href, title, operations }) => ({ href, title, operations })),
      // The GraphQL operations the dashboard sent before the first click (its own, and the lists the menu warmed).
      beforeLaps,
      clicks,
      fetches,
    };
  } finally {
    await page.close();
  }
}

/** p95 and p50 of a set of laps against their baseline, and each click. */
function lapsSummary(runs) {
  const clicks = runs.flatMap((r) => r.clicks.map((c) => c.ms));
  const fetches = runs.flatMap((r) => r.fetches.map((c) => c.ms));
  return {
    p95: percentile(clicks, 95),
    p50: median(clicks),
    baselineP95: percentile(fetches, 95),
    ratio: percentile(clicks, 95) / percentile(fetches, 95),
    clicks: runs.map((r) => ({ user: r.user, beforeLaps: r.beforeLaps, clicks: r.clicks.map((c) => [c.screen, Math.round(c.ms)]) })),
  };
}

export async function b11(ctx) {
  const navigations = ctx.knobs.quick ? 6 : 20;
  return withBrowser(ctx.knobs.lighthouse.chromePath, browserCores(ctx), async (context) => {
    const runs = [];
    for (const user of B11_USERS) runs.push(await navigationRun(context, ctx.portalUrl, user, navigations));
    const clicks = runs.flatMap((r) => r.clicks.map((c) => c.ms));
    const fetches = runs.flatMap((r) => r.fetches.map((c) => c.ms));
    const value = percentile(clicks, 95);
    const baseline = percentile(fetches, 95);
    // Beside the measure, not instead of it: the same laps with the pointer resting on each entry
    // before the click, as a person's does (the portal starts the data on that intent), and the
    // same laps on a page that warms no list (the browser asks to save data): each screen's first
    // visit then waits for its request.
    const pointerRuns = [];
    for (const user of B11_USERS) pointerRuns.push(await navigationRun(context, ctx.portalUrl, user, navigations, { hoverMs: POINTER_REST_MS }));
    const coldRuns = [];
    for (const user of B11_USERS) coldRuns.push(await navigationRun(context, ctx.portalUrl, user, navigations, { warm: false }));
    return entry({
      id: 'B11',
      scenario: `Navigation im Browser (ISP und PMO, je ${navigations} Klicks im Menü) bis zur ersten Datenzeile: p95 gegen die GraphQL-Abfragen des Bildschirms per fetch aus derselben Seite`,
      value,
      baseline,
      ratio: value / baseline,
      target: 'p95-Verhältnis <= 1.3',
      met: value / baseline <= 1.3,
      unit: 'ms',
      details: {
        p50: median(clicks),
        baselineP50: median(fetches),
        pointerAtRest: { restMs: POINTER_REST_MS, ...lapsSummary(pointerRuns) },
        withoutWarming: lapsSummary(coldRuns),
        perUser: runs.map((r) => ({
          user: r.user,
          screens: r.screens,
          beforeLaps: r.beforeLaps,
          p95: percentile(
            r.clicks.map((c) => c.ms),
            95,
          ),
          baselineP95: percentile(
            r.fetches.map((c) => c.ms),
            95,
          ),
          clicks: r.clicks.map((c) => [c.screen, Math.round(c.ms)]),
          fetches: r.fetches.map((c) => Math.round(c.ms)),
        })),
      },
    });
  });
}
