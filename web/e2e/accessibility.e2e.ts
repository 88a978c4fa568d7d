/**
 * Accessibility in a real Chromium: axe-core checks every route that a user and an admin of
 * each group of account types reach from their menu, tiles and release-notes link, plus the
 * login page, in German and in English, three personas at a time. Serious and critical violations fail the test
 * (issue 17); moderate and minor ones are only counted, in the figure printed at the end.
 *
 * Each persona's routes are opened inside the running client, as its links do (one load of the
 * client per language, not one per page), and axe is injected once per load. Each persona
 * signs in through the form once per run (`signInAs`); the login page is audited on its own.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inOwnBrowser, navigateInApp, openBrowser, settled, signInAs, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
const TIMEOUT = 30_000;
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** A user and an admin of each group: ISP, construction, internal, operations, sales and care, superadmin. */
const PERSONAS = [
  'user.isp@example.at',
  'admin.isp@example.at',
  'user.baufirma@example.at',
  'admin.bau-main@example.at',
  'user.pmo@example.at',
  'admin.intern@example.at',
  'user.nwops@example.at',
  'admin.noc@example.at',
  'user.sales@example.at',
  'admin.customer-care@example.at',
  'superadmin@example.at',
];
const LANGUAGES = ['de', 'en'] as const;

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

let browser: BrowserSession;
const figures = { pages: 0, serious: 0, minor: 0 };

beforeAll(async () => {
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  console.info(`axe: ${figures.pages} pages checked, ${figures.serious} serious or critical, ${figures.minor} moderate or minor violations`);
  await browser?.close();
});

async function setLanguage(page: Page, language: (typeof LANGUAGES)[number]) {
  await page.evaluate((value) => localStorage.setItem('portal.language', value), language);
}

/** Waits until the page the browser shows has its heading and its data, then runs axe on the whole document. */
async function audit(page: Page, path: string): Promise<string[]> {
  await settled(page, TIMEOUT);
  // Through the DevTools protocol: the portal's CSP (rightly) refuses inline scripts.
  if ((await page.evaluate(() => 'axe' in window)) === false) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    // Every violation with all its nodes; of passes and incomplete checks axe keeps one node each
    // (resultTypes), which spares it the selectors of every passing node.
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  figures.pages += 1;
  const found = violations as AxeViolation[];
  const serious = found.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  figures.serious += serious.length;
  figures.minor += found.length - serious.length;
  return serious.map(
    (violation) =>
      `${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`).join(', ')}`,
  );
}

/** The routes of the header and the home page the browser shows. */
async function reachableRoutes(page: Page): Promise<string[]> {
  await settled(page, TIMEOUT);
  const hrefs = await page.locator('header a, main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(['/', ...hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/auth'))])].sort();
}

/** Signs out whoever is signed in and opens the login in `language`. */
async function signOut(page: Page, language: (typeof LANGUAGES)[number]) {
  await page.context().clearCookies();
  // The language is stored for the portal's origin: from the page of the test before, or a first load.
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/auth`);
  await setLanguage(page, language);
  await page.goto(`${baseUrl}/auth`);
}

describe('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  it.each(LANGUAGES)('the login page has no serious or critical violation in %s', async (language) => {
    const { page } = browser;
    await signOut(page, language);
    expect(await audit(page, '/auth')).toEqual([]);
  });

  // Three personas at a time, each in a browser context of its own (inOwnBrowser).
  it.concurrent.for(PERSONAS)(
    'every route of %s has no serious or critical violation, in German and English',
    { timeout: 300_000 },

    (email, { expect }) =>
      inOwnBrowser(async ({ page }) => {
        // The persona's session of the run (signed in through the form once), in German.
        await page.goto(`${baseUrl}/auth`);
        await setLanguage(page, 'de');
        await signInAs(page, email);
        await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Willkommen' }).waitFor({ timeout: TIMEOUT });
        const routes = await reachableRoutes(page);
        const problems: string[] = [];
        for (const language of LANGUAGES) {
          // German after the sign-in; English after one reload with the stored choice.
          if (language !== 'de') {
            await setLanguage(page, language);
            await page.reload();
          }
          for (const route of routes) {
            await navigateInApp(page, route, TIMEOUT);
            problems.push(...(await audit(page, route)));
          }
        }
        // Everybody has at least the dashboard and the outage history.
        expect(routes.length).toBeGreaterThan(1);
        expect(problems).toEqual([]);
      }),
  );
});
