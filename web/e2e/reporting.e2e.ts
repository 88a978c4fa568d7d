import { describe, expect, it } from 'vitest';
import { browserPerTest, openBrowser, signInAs, unexpectedErrors } from './browser';

const browser = browserPerTest();

describe('reporting in the browser', () => {
  it('shows an nwops user the four charts with their tables', async () => {
    const { page, errors } = browser;
    await signInAs(page, 'user.nwops@example.at');
    await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Willkommen' }).waitFor({ timeout: 30_000 });
    await page
      .getByRole('link', { name: /Reporting/ })
      .first()
      .click();
    await page.getByRole('form', { name: 'Zeitraum' }).waitFor({ timeout: 30_000 });
    await expect.poll(() => page.getByRole('img', { name: /^Diagramm:/ }).count(), { timeout: 60_000 }).toBe(4);
    expect(await page.getByRole('table').count()).toBe(4);
    // Twelve months by default: a header row and twelve rows in the outages table.
    expect(await page.getByRole('table').first().getByRole('row').count()).toBe(13);
    expect(await page.locator('svg[data-chart="bar"] rect').count()).toBeGreaterThan(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'CSV herunterladen: Störungen und Wartungen je Monat' }).click();
    expect((await download).suggestedFilename()).toMatch(/^stoerungen_\d{4}-\d{2}_\d{4}-\d{2}\.csv$/);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('names the months of the period in German in a browser set to American English, and takes a typed month', async () => {
    const session = await openBrowser({ locale: 'en-US' });
    try {
      const { page, errors } = session;
      await signInAs(page, 'user.nwops@example.at', '/reporting?from=2026-01&to=2026-03');
      const from = page.getByLabel('Von (Monat)');
      await expect.poll(() => from.inputValue(), { timeout: 30_000 }).toBe('Jänner 2026');
      expect(await page.getByLabel('Bis (Monat)').inputValue()).toBe('März 2026');
      await from.fill('02.2026');
      await page.getByRole('button', { name: 'Anzeigen' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('from'), { timeout: 30_000 }).toBe('2026-02');
      await expect.poll(() => from.inputValue()).toBe('Februar 2026');
      expect(unexpectedErrors(errors)).toEqual([]);
    } finally {
      await session.close();
    }
  });
});
