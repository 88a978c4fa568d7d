import { describe, expect, inject, it } from 'vitest';
import { browserPerTest, signInAs } from './browser';

const baseUrl = inject('baseUrl');
const browser = browserPerTest();

const isLocal = (url: string) => url.startsWith(baseUrl) || url.startsWith('data:') || url.startsWith('blob:');

describe('the portal shell', () => {
  it('loads / in German and, without a session, shows the login with no console error', async () => {
    const { page, errors } = browser;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.waitForLoadState('networkidle');
    // Not even the 401 of a session probe: a first visit marks the browser as signed out.
    expect(errors).toEqual([]);
  });

  it('shows the German shell after sign-in and a German 404 page for an unknown route after a reload', async () => {
    const { page, errors } = browser;
    await signInAs(page, 'user.noc@example.at');
    await page.getByText('Willkommen im CID-Portal!').waitFor({ timeout: 30_000 });
    await page.goto(`${baseUrl}/gibt-es-nicht`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 }).toBe('Seite nicht gefunden');
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
