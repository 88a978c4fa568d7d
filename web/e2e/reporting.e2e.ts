import { describe, expect, inject, it } from 'vitest';
import { browserPerTest, signIn, unexpectedErrors } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

describe('reporting in the browser', () => {
  it('shows an nwops user the four charts with their tables', async () => {
    const { page, errors } = browser;
    await page.goto(`${baseUrl}/auth`);
    await signIn(page, 'user.nwops@example.at');
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
});
