/**
 * Accessibility in a real Chromium: axe-core checks every route that a user and an admin of
 * each group of account types reach from their menu, tiles and release-notes link, plus the
 * login page, in German and in English, three personas at a time. Serious and critical violations fail the test
 * (issue 17); moderate and minor ones are only counted, in the figure printed at the end. The
 * admins' pages in English are audited by english.e2e.ts, which walks them anyway (e2e/axe.ts).
 *
 * Each persona's routes are opened inside the running client, as its links do (one load of the
 * client per language, not one per page), and axe is injected once per load. Each persona
 * signs in through the form once per run (`signInAs`); the login page is audited on its own.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inOwnBrowser, navigateInApp, openBrowser, settled, signInAs, type BrowserSession } from './browser';
import { createAudit } from './axe';

const baseUrl = inject('baseUrl');
const TIMEOUT = 30_000;

/**
 * A user and an admin of each group: ISP, construction, internal, operations, sales and care,
 * superadmin. The admins of the account types are audited in English by english.e2e.ts, which
 * walks every page of each type's admin in English: here they are audited in German only.
 */
const PERSONAS: ReadonlyArray<{ email: string; languages: ReadonlyArray<'de' | 'en'> }> = [
  { email: 'user.isp@example.at', languages: ['de', 'en'] },
  { email: 'admin.isp@example.at', languages: ['de'] },
  { email: 'user.baufirma@example.at', languages: ['de', 'en'] },
  { email: 'admin.bau-main@example.at', languages: ['de'] },
  { email: 'user.pmo@example.at', languages: ['de', 'en'] },
  { email: 'admin.intern@example.at', languages: ['de'] },
  { email: 'user.nwops@example.at', languages: ['de', 'en'] },
  { email: 'admin.noc@example.at', languages: ['de'] },
  { email: 'user.sales@example.at', languages: ['de', 'en'] },
  { email: 'admin.customer-care@example.at', languages: ['de'] },
  { email: 'superadmin@example.at', languages: ['de', 'en'] },
];
const LANGUAGES = ['de', 'en'] as const;

let browser: BrowserSession;
const { audit, summary } = createAudit(TIMEOUT);

beforeAll(async () => {
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  console.info(`axe: ${summary()}`);
  await browser?.close();
});

async function setLanguage(page: Page, language: (typeof LANGUAGES)[number]) {
  await page.evaluate((value) => localStorage.setItem('portal.language', value), language);
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
    'every route of $email has no serious or critical violation (languages $languages)',
    { timeout: 300_000 },

    ({ email, languages }, { expect }) =>
      inOwnBrowser(async ({ page }) => {
        // The persona's session of the run (signed in through the form once), in German.
        await page.goto(`${baseUrl}/auth`);
        await setLanguage(page, 'de');
        await signInAs(page, email);
        await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Willkommen' }).waitFor({ timeout: TIMEOUT });
        const routes = await reachableRoutes(page);
        const problems: string[] = [];
        for (const language of languages) {
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
