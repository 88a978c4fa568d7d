import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, type BrowserSession } from './browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Portal!2026';
let browser: BrowserSession;

beforeEach(async () => {
  browser = await openBrowser();
});
afterEach(async () => {
  await browser.close();
});

/**
 * Console errors other than the browser's own report of an expected 401/403 answer (the
 * session library probes for a session with a refresh call; a wrong password is not an error).
 */
const unexpectedErrors = (errors: string[]) => errors.filter((error) => !/status of 40[13]/.test(error));

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

describe('sign-in', () => {
  it('shows the 700 px login panel, keeps what was typed while the client loads, and signs a demo user in to home', async () => {
    const { page, errors } = browser;
    // Apollo Client's chunk is held until the form is filled: the login paints without it, and
    // its arrival (the boot handed over to its cache) must not mount the form again, which lost
    // the typed e-mail address on a slow line (and in loaded CI runs).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/apollo-client-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    const panel = await page.getByTestId('auth-panel').boundingBox();
    expect(panel?.width).toBe(700);

    await page.getByLabel('E-Mail', { exact: true }).fill('admin.isp@example.at');
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    const loaded = page.waitForResponse(/\/assets\/apollo-client-[^/]*\.js$/);
    release();
    await loaded;
    await page.waitForLoadState('networkidle');
    expect(await page.getByLabel('E-Mail', { exact: true }).inputValue()).toBe('admin.isp@example.at');
    expect(await page.getByLabel('Passwort', { exact: true }).inputValue()).toBe(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();

    await page.getByText('Willkommen im ISP-Portal!').waitFor({ timeout: 30_000 });
    expect(pathOf(page)).toBe('/');
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it('answers a wrong password with the message of the specification', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/auth`);
    await signIn(page, 'user.isp@example.at', 'Falsch!2026');
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Falsche Kombination aus E-Mail und Passwort');
    expect(pathOf(page)).toBe('/auth');
  });

  it('does not let a deactivated user in', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/auth`);
    await signIn(page, 'deactivated@example.at');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain('Anmeldung nicht möglich');
    expect(await alert.textContent()).toContain('deaktiviert');
    expect(pathOf(page)).toBe('/auth');
  });
});

describe('the session guard', () => {
  it('sends a visitor to the login and, after signing in, back to the page asked for', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/tickets?status=open`);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(pathOf(page)).toBe(`/auth?redirectToPath=${encodeURIComponent('/tickets?status=open')}`);

    await signIn(page, 'admin.isp@example.at');

    await expect.poll(() => pathOf(page), { timeout: 30_000 }).toBe('/tickets?status=open');
    await page.getByRole('link', { name: 'Logout' }).waitFor();
  });

  it('ignores a redirect target on another site', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/auth?redirectToPath=${encodeURIComponent('//evil.example/')}`);
    await signIn(page, 'admin.isp@example.at');
    await page.getByText('Willkommen im ISP-Portal!').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(baseUrl);
    expect(pathOf(page)).toBe('/');
  });

  it('logs out to the login, after which the portal asks for a sign-in again', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/auth`);
    await signIn(page, 'admin.isp@example.at');
    await page.getByText('Willkommen im ISP-Portal!').waitFor({ timeout: 30_000 });

    await page.getByRole('link', { name: 'Logout' }).click();

    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth');
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(pathOf(page)).toBe('/auth?redirectToPath=%2F');
  });

  it.each(['/locations-order/X/form-sign/Y', '/locations-order/X/form-sign/Y/download'])(
    'leaves the order-signing route %s open without a session',
    async (path) => {
      const { page } = browser;
      await page.goto(`${baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      expect(pathOf(page)).toBe(path);
      expect(await page.getByRole('heading', { level: 1, name: 'Anmelden' }).count()).toBe(0);
    },
  );
});

describe('password reset', () => {
  it('confirms the reset e-mail in the words of the specification', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    await page.getByLabel('E-Mail', { exact: true }).fill('user.baufirma@example.at');
    await page.getByRole('button', { name: 'E-Mail senden' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Eine E-Mail zum Zurücksetzen des Passworts wurde gesendet an user.baufirma@example.at, falls es in unserem System vorhanden ist.');
  });

  it('says "Ungültiges Passwort-Reset-Token" for a link with an unknown token', async () => {
    const { page } = browser;
    await page.goto(`${baseUrl}/auth/reset-password?token=gibt-es-nicht&tenantId=public`);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Neu!Passwort1');
    await page.getByLabel('Neues Passwort bestätigen', { exact: true }).fill('Neu!Passwort1');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Ungültiges Passwort-Reset-Token');
  });
});
