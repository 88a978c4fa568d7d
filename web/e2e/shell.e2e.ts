import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

const isLocal = (url: string) => url.startsWith(baseUrl) || url.startsWith('data:') || url.startsWith('blob:');

describe('the portal shell', () => {
  it('loads / with the German shell and no console error', async () => {
    const { page, errors } = browser;
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.locator('header').textContent()).toContain('Glasfaser-Portal');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  it('answers a reload on a deep link with the app and its German 404 page for unknown routes', async () => {
    const { page, errors } = browser;
    await page.goto(`${baseUrl}/gibt-es-nicht`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Seite nicht gefunden');
    expect(errors).toEqual([]);
  });

  it('renders the GraphQL explorer at /graphql with no request leaving the machine', async () => {
    const { page, errors, requests } = browser;
    await page.goto(`${baseUrl}/graphql`);
    await page.locator('.graphiql-container').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !isLocal(url))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
