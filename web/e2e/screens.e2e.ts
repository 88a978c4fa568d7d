/**
 * The screens drawn from `screens/` in a real Chromium against the portal as `npm start`
 * runs it: for six account types, every screen the type reaches from its menu, tiles and
 * release-notes link, and the details behind their rows, open with real data and no
 * console error; a ticket is created, gets a note and is found again; a PAN's
 * acknowledgement runs from the construction firm's request to the PMO's completion.
 *
 * One browser for the file; each account's session of the run (`signInAs`: one sign-in
 * through the form per run); pages are opened by address (as a link or a reload would) and
 * by clicking rows, as users do.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { inOwnBrowser, openBrowser, signInAs, unexpectedErrors, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
const TIMEOUT = 30_000;
let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

/** The routes of the header menu, the home tiles and the release-notes link, as the server sent them to the home page shown. */
async function reachableRoutes(page: Page): Promise<string[]> {
  await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Willkommen' }).waitFor({ timeout: TIMEOUT });
  const hrefs = await page.locator('header nav a, main a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && href !== '/'))].sort();
}

/**
 * Waits until the screen shows real data: table rows that are no skeletons, labelled
 * fields of a record, figures, or release notes; and no error state or error modal.
 */
async function expectData(page: Page, title: string) {
  await page.getByRole('heading', { level: 1 }).filter({ hasText: title }).first().waitFor({ timeout: TIMEOUT });
  const data = page.locator('main tbody tr:not([data-skeleton]) td, main .chakra-data-list__itemValue, main .chakra-stat__valueText, main ul > li h2');
  await data.first().waitFor({ timeout: TIMEOUT });
  expect(await page.getByText('Die Daten konnten nicht geladen werden').count()).toBe(0);
  expect(await page.getByText('Es ist ein Fehler aufgetreten').count()).toBe(0);
  expect(await page.getByText('Diese Seite ist in Vorbereitung.').count(), `${title} is still a placeholder`).toBe(0);
}

/** Opens the first row of the list on the page (its link in the first cell) and returns the target. */
async function openFirstRow(page: Page): Promise<string> {
  const link = page.locator('main tbody tr:not([data-skeleton])').first().locator('td').first().getByRole('link');
  await link.waitFor({ timeout: TIMEOUT });
  const href = (await link.getAttribute('href')) ?? '';
  await link.click();
  await page.waitForURL((url) => url.pathname === href.split('?')[0], { timeout: TIMEOUT });
  return href;
}

interface Visit {
  /** Where the screen is; for a detail, the list whose first row leads there. */
  path: string;
  title: string;
  /** Follow the first row to this detail screen (title), and its tabs. */
  detail?: { title: string; tabs?: string[] };
}

interface Account {
  email: string;
  /** Exactly the routes of menu, tiles and release-notes link (SPEC.md §2). */
  routes: string[];
  /** What is opened and checked for data; other teams' screens only for a clean console. */
  visits: Visit[];
  /** Screens of other features, opened for a clean console and their title only. */
  others?: Array<{ path: string; title: string }>;
}

const ACCOUNTS: Account[] = [
  {
    email: 'user.isp@example.at',
    routes: ['/locations', '/locations?tab=order', '/outages', '/releases', '/tickets'],
    visits: [
      { path: '/tickets', title: 'Tickets', detail: { title: 'Ticketdetails' } },
      { path: '/outages', title: 'Ausfallhistorie' },
      { path: '/releases', title: 'Release Notes' },
    ],
    others: [{ path: '/locations', title: 'Standorte' }],
  },
  {
    email: 'user.noc@example.at',
    routes: ['/cids-search', '/location-search', '/outages', '/releases-sca', '/tickets'],
    visits: [
      { path: '/cids-search', title: 'CID-Suche', detail: { title: 'CID-Details', tabs: ['Vertrag', 'Gebäude'] } },
      { path: '/tickets', title: 'Tickets', detail: { title: 'Ticketdetails' } },
      { path: '/outages', title: 'Ausfallhistorie' },
      { path: '/releases-sca', title: 'Release Notes' },
    ],
    others: [{ path: '/location-search', title: 'CID/ONT-Tausch' }],
  },
  {
    email: 'user.pmo@example.at',
    routes: ['/cids-search', '/outages', '/pans', '/pans-branch', '/releases-sca', '/tickets'],
    visits: [
      { path: '/pans', title: 'PAN-Bau', detail: { title: 'CIDs des PAN' } },
      { path: '/pans-branch', title: 'HA-Bau', detail: { title: 'CIDs des PAN (HA-Bau)' } },
      { path: '/cids-search?q=Krems', title: 'CID-Suche', detail: { title: 'CID-Details' } },
      { path: '/tickets', title: 'Tickets' },
      { path: '/outages', title: 'Ausfallhistorie' },
      { path: '/releases-sca', title: 'Release Notes' },
    ],
  },
  {
    email: 'user.baufirma@example.at',
    routes: ['/location-search', '/outages', '/pans', '/pans-branch', '/tickets'],
    visits: [
      { path: '/pans', title: 'PAN-Bau', detail: { title: 'CIDs des PAN' } },
      { path: '/pans-branch', title: 'HA-Bau', detail: { title: 'CIDs des PAN (HA-Bau)' } },
      { path: '/tickets', title: 'Tickets' },
      { path: '/outages', title: 'Ausfallhistorie' },
    ],
    others: [{ path: '/location-search', title: 'CID/ONT-Tausch' }],
  },
  {
    email: 'user.c-management@example.at',
    routes: ['/cids-all', '/outages'],
    visits: [
      { path: '/cids-all', title: 'CID Status', detail: { title: 'CID-Details', tabs: ['Vertrag', 'Gebäude'] } },
      { path: '/outages', title: 'Ausfallhistorie' },
    ],
  },
  {
    email: 'user.intern@example.at',
    routes: ['/cids', '/outages'],
    visits: [
      { path: '/cids', title: 'CIDs', detail: { title: 'CID-Details' } },
      { path: '/outages', title: 'Ausfallhistorie' },
    ],
  },
];

describe('every screen a type may open', () => {
  // Three accounts at a time, each in a browser context of its own (inOwnBrowser).
  // Three walks share the machine, so each gets three times the 60 s of a test alone.
  it.concurrent.for(ACCOUNTS)(
    'opens the screens of $email with real data and no console error',
    { timeout: 180_000 },
    ({ email, routes, visits, others = [] }, { expect }) =>
      inOwnBrowser(async ({ page, errors }) => {
        await signInAs(page, email);
        expect(await reachableRoutes(page)).toEqual(routes);
        for (const visit of visits) {
          await page.goto(`${baseUrl}${visit.path}`);
          await expectData(page, visit.title);
          if (visit.detail) {
            const target = await openFirstRow(page);
            await expectData(page, visit.detail.title);
            for (const tab of visit.detail.tabs ?? []) {
              await page.getByRole('link', { name: tab, exact: true }).click();
              await page.getByRole('link', { name: tab, exact: true }).and(page.locator('[aria-current="page"]')).waitFor({ timeout: TIMEOUT });
              await expectData(page, visit.detail.title.replace('Details', tab === 'Vertrag' ? 'Vertrag' : 'Gebäude'));
            }
            // A deep link: the same address after a reload shows the same record.
            await page.goto(`${baseUrl}${target}`);
            await expectData(page, visit.detail.title);
          }
        }
        for (const other of others) {
          await page.goto(`${baseUrl}${other.path}`);
          await page.getByRole('heading', { level: 1, name: other.title }).waitFor({ timeout: TIMEOUT });
        }
        expect(unexpectedErrors(errors)).toEqual([]);
      }),
  );

  it('keeps a list’s filters, search, sort and page in the address across a reload', async () => {
    const { page, errors } = browser;
    errors.length = 0;
    await signInAs(page, 'user.noc@example.at', '/outages');
    await expectData(page, 'Ausfallhistorie');
    await page.getByRole('button', { name: 'Störung', exact: true }).click();
    await page.waitForURL(/kind=St%C3%B6rung/, { timeout: TIMEOUT });
    await page.getByRole('button', { name: /^Dauer/ }).click();
    await page.waitForURL(/sort=duration%3Aasc/, { timeout: TIMEOUT });
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.waitForURL(/page=2/, { timeout: TIMEOUT });
    await expectData(page, 'Ausfallhistorie');
    // While the next page loads the list keeps showing the previous one, marked busy.
    const settled = () => expect.poll(() => page.locator('main [aria-busy="true"]').count(), { timeout: TIMEOUT }).toBe(0);
    await settled();
    const before = await page.locator('main tbody tr td:nth-child(3)').allTextContents();
    await page.reload();
    await expectData(page, 'Ausfallhistorie');
    await settled();
    expect(await page.locator('main tbody tr td:nth-child(3)').allTextContents()).toEqual(before);
    expect(await page.getByRole('button', { name: 'Störung', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(before.every((title) => title.startsWith('Störung'))).toBe(true);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('tickets', () => {
  it('creates a ticket, adds a note and finds the ticket again', async () => {
    const { page, errors } = browser;
    errors.length = 0;
    await signInAs(page, 'user.noc@example.at', '/cids-search?q=Krems');
    await expectData(page, 'CID-Suche');
    const cid = (await page.locator('main tbody tr').first().locator('td').first().textContent())?.trim() ?? '';
    expect(cid).toMatch(/^CID-\d{6}$/);
    await page.locator('main tbody tr').first().getByRole('button', { name: 'Ticket anlegen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ticket anlegen' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('CID').inputValue()).toBe(cid);
    // Nothing is sent while fields are missing; the messages stand beside the fields.
    await dialog.getByRole('button', { name: 'Ticket anlegen' }).click();
    expect(await dialog.getByText('Feld ist nicht optional').count()).toBeGreaterThanOrEqual(3);
    await dialog.getByLabel('Betreff').selectOption({ index: 1 });
    await dialog.getByLabel('Typ').selectOption({ label: 'Problem' });
    const title = `E2E kein Sync ${Date.now()}`;
    await dialog.getByLabel('Titel').fill(title);
    await dialog.getByLabel('Beschreibung').fill('<script>alert(1)</script> bleibt Text');
    await dialog.getByLabel('E-Mail der Ansprechperson').fill('noc@example.at');
    await dialog.getByRole('button', { name: 'Ticket anlegen' }).click();
    const created = dialog.getByText(/^Ticket CAS-\d+ wurde angelegt\.$/);
    await created.waitFor({ timeout: TIMEOUT });
    const ticketNumber = /CAS-\d+/.exec((await created.textContent()) ?? '')?.[0] ?? '';
    await dialog.getByRole('link', { name: `Ticket ${ticketNumber} öffnen` }).click();
    await page.waitForURL(`${baseUrl}/tickets/${ticketNumber}`, { timeout: TIMEOUT });
    await expectData(page, 'Ticketdetails');
    expect(await page.getByText(title).count()).toBe(1);
    expect(await page.getByText('<script>alert(1)</script> bleibt Text').count()).toBe(1);
    expect(await page.getByRole('link', { name: cid }).count()).toBe(1);

    await page.getByRole('button', { name: 'Notiz hinzufügen' }).click();
    const noteDialog = page.getByRole('dialog', { name: 'Notiz hinzufügen' });
    await noteDialog.getByLabel('Notiz', { exact: false }).last().fill('Kunde meldet: geht wieder.');
    await noteDialog.getByRole('button', { name: 'Notiz speichern' }).click();
    await page.getByRole('list', { name: 'Verlauf' }).getByText('Kunde meldet: geht wieder.').waitFor({ timeout: TIMEOUT });

    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Tickets' }).click();
    await expectData(page, 'Tickets');
    await page.getByLabel('Suche', { exact: true }).fill(ticketNumber);
    await page.getByLabel('Suche', { exact: true }).press('Enter');
    await page.waitForURL(new RegExp(`q=${ticketNumber}`), { timeout: TIMEOUT });
    await expect.poll(() => page.locator('main tbody tr').count(), { timeout: TIMEOUT }).toBe(1);
    await page.getByRole('link', { name: ticketNumber }).waitFor({ timeout: TIMEOUT });
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});

describe('the acknowledgement of a PAN', () => {
  /** On the CIDs page of a PAN: takes a step of the acknowledgement panel and waits for its confirmation. */
  async function step(page: Page, action: string, confirm: string, done: string) {
    await page.getByRole('button', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: action });
    await dialog.getByRole('button', { name: confirm }).click();
    await page.getByText(done).waitFor({ timeout: TIMEOUT });
  }

  it('runs from the construction firm’s request to the PMO’s completion, with the history', async () => {
    const { page, errors } = browser;
    errors.length = 0;
    // The firm sees only its PANs; it picks one without an acknowledgement yet.
    await signInAs(page, 'user.baufirma@example.at', '/pans-branch?ack=0');
    await expectData(page, 'HA-Bau');
    const target = await openFirstRow(page);
    const pan = /\/pans-branch\/([^/]+)\/cids/.exec(target)?.[1] ?? '';
    expect(pan).toMatch(/^[A-Z]{3}\d{2}-P\d{2}$/);
    await expectData(page, 'CIDs des PAN (HA-Bau)');
    expect(await page.getByRole('button', { name: 'Freigabe erteilen' }).count()).toBe(0);
    await step(page, 'Freigabe beantragen', 'Beantragen', `Die Freigabe für PAN ${pan} wurde beantragt.`);

    // The firm documents the material of one of its house connections.
    const editable = page
      .locator('main tbody tr')
      .filter({ has: page.getByRole('button', { name: 'Material dokumentieren' }) })
      .first();
    await editable.getByRole('button', { name: 'Material dokumentieren' }).click();
    const material = page.getByRole('dialog', { name: 'Material des Hausanschlusses' });
    await material.getByLabel('Kabeltyp').selectOption({ index: 1 });
    await material.getByLabel('Rack im AAN').selectOption({ label: 'Keine Auswahl' });
    await material.getByLabel('Farbe').selectOption({ index: 2 });
    await material.getByRole('button', { name: 'Material speichern' }).click();
    // The dialog confirms the save in place; closing it shows the material in the row.
    const saved = material.getByText(/^Das Material von CID-\d+ ist gespeichert\.$/);
    await saved.waitFor({ timeout: TIMEOUT });
    const cid = /CID-\d+/.exec(await saved.innerText())![0];
    await material.getByRole('button', { name: 'Schließen' }).first().click();
    await material.waitFor({ state: 'detached', timeout: TIMEOUT });
    // The material column may be folded into the row's "Mehr" part at this width.
    const row = page.locator('main tbody tr').filter({ hasText: cid }).first();
    const more = row.getByRole('button', { name: `Mehr zu ${cid}` });
    if ((await more.count()) > 0) await more.click();
    const rowText = async () => `${await row.innerText()} ${await row.locator('xpath=following-sibling::tr[1][@data-row-more]').allInnerTexts()}`;
    await expect.poll(rowText, { timeout: TIMEOUT }).toContain('Keine Auswahl');

    // PMO grants, then completes; the history names every step.
    await signInAs(page, 'user.pmo@example.at', `/pans-branch/${pan}/cids`);
    await expectData(page, 'CIDs des PAN (HA-Bau)');
    expect(await page.getByRole('button', { name: 'Freigabe beantragen' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Material dokumentieren' }).count()).toBe(0);
    // The PMO sees the material the firm documented (the same row, unfolded where folded).
    if ((await more.count()) > 0) await more.click();
    await expect.poll(rowText, { timeout: TIMEOUT }).toContain('Keine Auswahl');
    await step(page, 'Freigabe erteilen', 'Erteilen', `Die Freigabe für PAN ${pan} wurde erteilt.`);
    await step(page, 'Freigabe abschließen', 'Abschließen', `Die Freigabe für PAN ${pan} wurde abgeschlossen.`);
    const history = page.getByRole('table').filter({ hasText: 'Schritt' });
    expect(await history.locator('tbody tr td:nth-child(2)').allTextContents()).toEqual(['Freigabe beantragt', 'Freigabe erteilt', 'Freigabe abgeschlossen']);
    expect(await page.getByText('Für Ihr Konto ist im Moment kein Schritt möglich.').count()).toBe(1);

    // The list shows the new state too.
    await page.goto(`${baseUrl}/pans-branch?q=${pan}`);
    await expectData(page, 'HA-Bau');
    expect(await page.locator('main tbody tr').first().getByText('Freigabe abgeschlossen').count()).toBe(1);
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
