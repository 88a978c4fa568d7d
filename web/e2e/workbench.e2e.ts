/**
 * The rule workbench in the browser: a superadmin gives HA-Bau its own label for type
 * planning, checks it (changes in words, matrix, "view as"), publishes it; a planning user
 * whose page is open sees the new label at the next navigation, without a reload; the
 * superadmin rolls back, and the user's next navigation shows the old label again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, signInAs, unexpectedErrors, type BrowserSession } from './browser';

let sessions: BrowserSession[] = [];

afterEach(async () => {
  await Promise.all(sessions.map((session) => session.close()));
  sessions = [];
});

/** A new browser with `email`'s session of the run, on `path` once it shows `heading`. */
async function signedIn(email: string, path: string, heading: string): Promise<BrowserSession> {
  const session = await openBrowser();
  sessions.push(session);
  await signInAs(session.page, email, path);
  await session.page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  return session;
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hauptmenü' });
const menuLabels = (page: Page) => mainMenu(page).getByRole('link').allTextContents();

describe('the rule workbench', () => {
  it('publishes a label for one type, which its users see on their next navigation, and rolls it back', async () => {
    const planner = await signedIn('user.planning@example.at', '/', 'Willkommen im CID-Portal!');
    expect(await menuLabels(planner.page)).toContain('HA-Bau');
    // A full reload would lose this; a navigation inside the app keeps it.
    await planner.page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

    const admin = await signedIn('superadmin@example.at', '/workbench', 'Regel-Werkbank');
    const { page } = admin;
    const liveText = (await page.getByTestId('live-version').textContent()) ?? '';
    const before = Number(/Version (\d+)/.exec(liveText)?.[1]);
    expect(before).toBeGreaterThan(0);

    // Edit: a label of HA-Bau for type planning, in the form.
    await page.locator('[data-entry="menu:ha-bau"]').click();
    await page.getByRole('button', { name: 'Text für einen Typ hinzufügen' }).click();
    await page.getByRole('combobox', { name: 'Typ' }).last().selectOption('planning');
    await page.getByRole('textbox', { name: 'Text für diesen Typ (Deutsch)' }).fill('Hausanschlüsse');
    await page.getByRole('textbox', { name: 'Text für diesen Typ (Englisch)' }).fill('House connections');
    await page.getByRole('button', { name: 'In den Entwurf übernehmen' }).click();
    await page.getByTestId('draft-bar').getByText('1 Änderung').waitFor({ timeout: 30_000 });

    // Preview: in words, in the matrix, as planning would see it.
    await page.getByRole('tab', { name: /Änderungen/ }).click();
    await page.getByText('„HA-Bau / Connection construction“ heißt für planning jetzt „Hausanschlüsse / House connections“ (Menü)').waitFor();
    await page.getByRole('tab', { name: 'Matrix' }).click();
    await page.getByText('3 Zellen geändert').waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-changed="true"]').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-cell')))).toEqual([
      'planning/user',
      'planning/admin',
      'planning/superadmin',
    ]);
    await page.locator('[data-cell="planning/user"] button').click();
    const frame = page.getByTestId('view-as-frame');
    await frame.getByText('Vorschau: so sieht planning als user das Portal mit dem Entwurf').waitFor({ timeout: 30_000 });
    expect(await frame.locator('[data-preview-menu-item="ha-bau"]').textContent()).toBe('Hausanschlüsse');
    expect(await frame.getByRole('heading', { level: 1 }).textContent()).toBe('Willkommen im CID-Portal!');

    // Publish with a comment.
    await page.getByRole('button', { name: 'Veröffentlichen …' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Kommentar/ }).fill('Planung nennt HA-Bau Hausanschlüsse');
    await dialog.getByRole('button', { name: 'Veröffentlichen' }).click();
    await page.getByText(`Version ${before + 1} ist live.`).waitFor({ timeout: 30_000 });

    // The planning user's next navigation brings the new menu, without a reload.
    await mainMenu(planner.page).getByRole('link', { name: 'Tickets' }).click();
    await mainMenu(planner.page).getByRole('link', { name: 'Hausanschlüsse' }).waitFor({ timeout: 10_000 });
    expect(await planner.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    // Roll back to the version before.
    await page.getByRole('tab', { name: 'Verlauf' }).click();
    await page.locator(`[data-version="${before}"]`).getByRole('button', { name: 'Zurückrollen …' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Zurückrollen' }).click();
    await page.getByText(`Zurückgerollt: Version ${before + 2} ist live.`).waitFor({ timeout: 30_000 });
    expect(await page.locator(`[data-version="${before + 2}"]`).textContent()).toContain(`stellt Version ${before} wieder her`);

    await mainMenu(planner.page).getByRole('link', { name: 'Dashboard' }).click();
    await mainMenu(planner.page).getByRole('link', { name: 'HA-Bau' }).waitFor({ timeout: 10_000 });
    expect(await planner.page.evaluate(() => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

    expect(unexpectedErrors(admin.errors)).toEqual([]);
    expect(unexpectedErrors(planner.errors)).toEqual([]);
  });

  it('is closed to an admin: the server answers "Kein Zugriff"', async () => {
    const { errors } = await signedIn('admin.isp@example.at', '/workbench', 'Kein Zugriff');
    expect(unexpectedErrors(errors)).toEqual([]);
  });
});
