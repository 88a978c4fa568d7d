/**
 * Orientation in a real Chromium (issue 17, item 5): a record opened from a filtered list
 * shows a breadcrumb named like the menu entry ('HA-Bestellung' for sales) that leads back to
 * the list with its filters, keeps the list's menu entry marked, and the browser's back button
 * returns to the list as it was left: its filters in the address, its rows, its scroll position.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, signInAs, type BrowserSession } from './browser';

const TIMEOUT = 30_000;
let browser: BrowserSession;

beforeAll(async () => {
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe('orientation', () => {
  it('leads from an order back to the filtered order list, by breadcrumb and by the back button', async () => {
    const { page } = browser;
    await page.setViewportSize({ width: 1280, height: 700 });
    const list = '/locations?tab=order&state=SUBMITTED%2CSIGNED';
    await signInAs(page, 'admin.sales@example.at', list);
    const firstOrder = page.locator('main tbody tr:not([data-skeleton]) td a[href^="/locations-order/"]').first();
    await firstOrder.waitFor({ timeout: TIMEOUT });
    const rowsBefore = await page.locator('main tbody tr:not([data-skeleton])').count();
    await page.evaluate(() => window.scrollTo(0, 300));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await firstOrder.click();
    await page.waitForURL(/\/locations-order\//, { timeout: TIMEOUT });

    const crumbs = page.getByRole('navigation', { name: 'Pfad' }).getByRole('link');
    await crumbs.first().waitFor({ timeout: TIMEOUT });
    const trail = await crumbs.evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(trail).toEqual([
      ['HA-Bestellung', '/locations'],
      ['Bestellungen', list],
    ]);
    // The menu entry of the list stays marked, named as the breadcrumb starts.
    expect(await page.locator('header nav a[aria-current="page"]').textContent()).toBe('HA-Bestellung');

    await page.goBack();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === list, { timeout: TIMEOUT });
    await firstOrder.waitFor({ timeout: TIMEOUT });
    expect(await page.locator('main tbody tr:not([data-skeleton])').count()).toBe(rowsBefore);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // The breadcrumb leads there too.
    await firstOrder.click();
    await page.getByRole('navigation', { name: 'Pfad' }).getByRole('link', { name: 'Bestellungen' }).click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === list, { timeout: TIMEOUT });
  }, 90_000);
});
