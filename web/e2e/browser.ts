import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeEach } from 'vitest';
import chromiumFlags from '../../scripts/chromium-flags.json';

/** Debian's Chromium, as CI installs it; CHROMIUM_PATH overrides. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const CHROMIUM_FLAGS: string[] = chromiumFlags;

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
  close(): Promise<void>;
}

/** A fresh Chromium with its own empty profile; the browser's locale is Austrian German unless given. */
export async function openBrowser(options: { locale?: string } = {}): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
    locale: options.locale ?? 'de-AT',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  const requests: string[] = [];
  const watch = (p: Page) => {
    p.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    p.on('pageerror', (error) => errors.push(error.message));
    p.on('request', (request) => requests.push(request.url()));
  };
  watch(page);
  context.on('page', watch);
  return {
    context,
    page,
    errors,
    requests,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh browser for every test of the spec file, closed after it: the returned session
 * is always the current test's.
 */
export function browserPerTest(): BrowserSession {
  let session: BrowserSession | undefined;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session?.close();
    session = undefined;
  });
  const current = (): BrowserSession => {
    if (session === undefined) throw new Error('browserPerTest: no browser outside a test');
    return session;
  };
  return {
    get context() {
      return current().context;
    },
    get page() {
      return current().page;
    },
    get errors() {
      return current().errors;
    },
    get requests() {
      return current().requests;
    },
    close: () => current().close(),
  };
}

/** The demo accounts' password (DESIGN.md §6). */
export const DEMO_PASSWORD = 'Portal!2026';

/**
 * Console errors other than the browser's own report of an expected 401/403 answer (the
 * session library probes for a session with a refresh call when none exists).
 */
export const unexpectedErrors = (errors: string[]) => errors.filter((error) => !/status of 40[13]/.test(error));

/** Signs in through the login page the browser is on. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/**
 * Waits until the page shows its heading and no skeleton, spinner or busy region is left: the
 * screen has its data. Cheaper than Playwright's `networkidle`, which waits 500 ms after the
 * last request on every page.
 */
export async function settled(page: Page, timeout = 30_000) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout });
  await page.waitForFunction(() => document.querySelectorAll('[data-skeleton], .chakra-spinner, [aria-busy="true"]').length === 0, null, {
    timeout,
  });
}
