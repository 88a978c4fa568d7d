/**
 * The portal in English, end to end (issue 17): for every demo type (its admin, who
 * reaches the most), every route its menu, tiles and release-notes link lead to, plus
 * the detail behind the first row of each list, shows no German text outside proper
 * names and data. Data (table cells, values of records, figures, the signed-in user's
 * name) is left out; everything else — titles, labels, column headers, filters, buttons,
 * empty texts, messages — must be English.
 *
 * Three types at a time, each in a browser context of its own with the language chosen as the
 * header's select stores it, each type's session of the run (`signInAs`: one sign-in through the form per run); the
 * pages are opened inside the running client, as its links do (one load of the client per
 * type, not one per page). Every page walked is also audited with axe-core (e2e/axe.ts): the
 * English half of accessibility.e2e.ts for these admins, without opening the pages again.
 */
import { afterAll, describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_TYPES } from '@fibre-portal/shared/vocabulary';
import { inOwnBrowser, navigateInApp, settled, signInAs, type BrowserSession } from './browser';
import { createAudit } from './axe';

const TIMEOUT = 30_000;
const TYPES = ACCOUNT_TYPES;

/** Words that are German and not English (the texts' vocabulary); umlauts and ß count too. */
const GERMAN_WORDS = new Set(
  (
    'der die das den dem des und oder nicht mit für von zu zum zur ist sind ein eine einen einer keine kein bitte sie ihr ihre ihren alle ' +
    'neu neue suche suchen speichern abbrechen zurück weiter seite zeile anlegen öffnen schließen fehler willkommen benutzer einstellungen ' +
    'abmelden anmelden ticketnummer standort standorte anschluss anschlüsse gebäude vertrag bestellung bestellen freigabe bau baufirma ' +
    'hausanschluss hausanschlüsse störung störungen wartung ausfall ausfallhistorie beginn ende dauer grund titel beschreibung betreff ' +
    'typ art erstellt geändert veröffentlicht änderungen notiz notizen telefon ort plz adresse bundesland produkt dienste keine ' +
    'geplant verfügbar bestellt aktiv gekündigt offen gelöst storniert laufend aktuell alles zurücksetzen ergebnis ergebnisse ' +
    'von bis ja nein laden wird lädt daten gefunden noch gibt nur wählen auswählen hinzufügen entfernen senden gesendet konto rolle'
  ).split(' '),
);
const UMLAUT = /[äöüÄÖÜß]/;

/** Proper names and data that are German by nature and may appear outside data cells. */
const ALLOWED = new Set([
  'Krems',
  'Wien',
  'Linz',
  'Graz',
  'Salzburg',
  'Innsbruck',
  'Hauptstraße',
  'GmbH',
  'Amstetten',
  'St.',
  'Pölten',
  // The federal states as the data names them (filters offer their English names).
  'Burgenland',
  'Kärnten',
  'Niederösterreich',
  'Oberösterreich',
  'Steiermark',
  'Tirol',
  'Vorarlberg',
]);

/**
 * German words allowed on a route besides the proper names above, word for word. Any other
 * German word, or German elsewhere, fails. (The order form's hints are English since the
 * shared messages have their English; only data remains.)
 */
// 'der': the place name 'Krems an der Donau' in the order overview's address line (data, not UI text).
const KNOWN_GAPS: ReadonlyArray<{ route: string; words: readonly string[] }> = [{ route: '/locations-order/', words: ['der'] }];

const findings: string[] = [];
/** Serious and critical axe violations, per type. */
const violations: string[] = [];
const { audit, summary } = createAudit(TIMEOUT);
const walked: Array<{ type: string; routes: number }> = [];

/** The language the header's select stores; the client sends it with every request. */
async function englishChosen({ context }: BrowserSession) {
  await context.addInitScript(() => window.localStorage.setItem('portal.language', 'en'));
}

/** The page's text without data: table cells, record values, figures, the user block, inputs. */
async function textOutsideData(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Data: table cells, record values, figures, the signed-in user, form values, outage
    // banners (the NOC's own words), release notes (their text), notes in a timeline.
    const DATA = [
      'td',
      '.chakra-data-list__itemValue',
      '.chakra-stat__valueText',
      'header [role="group"]',
      'input',
      'textarea',
      'select',
      'script',
      'style',
      '[data-colour]',
      'ul > li.chakra-card__root',
      'ol[aria-label] > li',
      '[data-testid="draft-bar"]',
      // A detail page's record: the value beside its title and the values below it.
      '[data-heading]',
      '[data-summary]',
    ].join(', ');
    // Text node by text node, so that a label and the value beside it stay two words.
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      if (element === null || element.closest(DATA) !== null || !element.checkVisibility()) continue;
      parts.push(node.textContent ?? '');
    }
    return parts.join(' ');
  });
}

function germanWords(text: string): string[] {
  const words = text
    .split(/[^\p{L}.-]+/u)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((word) => word !== '');
  return [...new Set(words.filter((word) => !ALLOWED.has(word) && (UMLAUT.test(word) || GERMAN_WORDS.has(word.toLowerCase()))))];
}

async function check(page: Page, type: string, path: string) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: TIMEOUT });
  await settled(page, 10_000).catch(() => undefined);
  const gap = KNOWN_GAPS.find((candidate) => path.startsWith(candidate.route));
  const words = germanWords(await textOutsideData(page)).filter((word) => !(gap?.words.includes(word) ?? false));
  if (words.length > 0) findings.push(`${type} ${path}: ${words.join(', ')}`);
  violations.push(...(await audit(page, path)).map((violation) => `${type} ${violation}`));
}

/** The routes of the header (its menu and links), the home tiles and the release-notes link: those accessibility.e2e.ts audits. */
async function reachableRoutes(page: Page): Promise<string[]> {
  const hrefs = await page.locator('header a, main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && href !== '/' && !href.startsWith('/auth')))].sort();
}

describe('the portal in English', () => {
  // Three types at a time, each in a browser context of its own with English chosen (inOwnBrowser).
  it.concurrent.for([...TYPES])(
    'shows %s no German outside names and data',
    { timeout: 300_000 },

    (type, { expect }) =>
      inOwnBrowser(async ({ page }) => {
        await signInAs(page, `admin.${type}@example.at`);
        await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Welcome' }).waitFor({ timeout: TIMEOUT });
        await check(page, type, '/');
        const routes = await reachableRoutes(page);
        let count = 1;
        for (const route of routes) {
          await navigateInApp(page, route, TIMEOUT);
          await check(page, type, route);
          count += 1;
          // The detail behind the first row, as a click would open it.
          const row = page.locator('main tbody tr:not([data-skeleton])').first().locator('td a').first();
          if ((await row.count()) > 0) {
            const href = (await row.getAttribute('href')) ?? '';
            if (href.startsWith('/')) {
              await navigateInApp(page, href, TIMEOUT);
              await check(page, type, href);
              count += 1;
            }
          }
        }
        walked.push({ type, routes: count });
        expect(findings.filter((finding) => finding.startsWith(`${type} `))).toEqual([]);
        expect(violations.filter((violation) => violation.startsWith(`${type} `))).toEqual([]);
      }, englishChosen),
  );

  afterAll(() => {
    const total = walked.reduce((sum, entry) => sum + entry.routes, 0);
    process.stdout.write(
      `english.e2e: ${total} pages walked for ${walked.length} types (${walked.map((entry) => `${entry.type} ${entry.routes}`).join(', ')}); axe: ${summary()}\n`,
    );
  });
});
