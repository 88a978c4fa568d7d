import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Cookie, type Download, type Page, type Response } from 'playwright-core';
import { afterEach, beforeEach, inject } from 'vitest';

/**
 * The one Chromium of the run, started by the global setup (e2e/global-setup.ts): each test file
 * connects to it, and every `openBrowser()` is a new browser context in it, with its own cookies,
 * storage and cache, as a fresh profile has them. A Chromium per session cost a process start
 * (1–3 s on the shared 2-core machine) for each of about 40 sessions.
 */
let connection: Promise<Browser> | undefined;
let openSessions = 0;

function sharedChromium(): Promise<Browser> {
  connection ??= chromium.connect(inject('chromiumEndpoint'));
  return connection;
}

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
  close(): Promise<void>;
}

/** A fresh browser context (empty cookies, storage and cache); the browser's locale is Austrian German unless given. */
export async function openBrowser(options: { locale?: string } = {}): Promise<BrowserSession> {
  openSessions += 1;
  const context = await (
    await sharedChromium()
  ).newContext({
    viewport: { width: 1280, height: 900 },
    locale: options.locale ?? 'de-AT',
  });
  const page = await context.newPage();
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
      openSessions -= 1;
      // The last session of the file lets go of the connection, so that the test process can end.
      if (openSessions === 0 && connection !== undefined) {
        const closing = connection;
        connection = undefined;
        await (await closing).close();
      }
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

/**
 * Runs `body` in a browser context of its own and closes it afterwards, for the tests of a file
 * that run side by side (`it.concurrent`, at most `maxConcurrency` of web/vitest.e2e.config.ts):
 * the long walks through every route of many personas wait mostly on the portal and on
 * Chromium's renderers, not on this process. On an idle machine three at a time take about a
 * third of the time; in CI, where the machine's CPU is the limit, each walk takes longer, so
 * such tests get a timeout for three walks side by side.
 */
export async function inOwnBrowser<T>(body: (session: BrowserSession) => Promise<T>, prepare?: (session: BrowserSession) => Promise<void>): Promise<T> {
  const session = await openBrowser();
  try {
    await prepare?.(session);
    return await body(session);
  } finally {
    await session.close();
  }
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

/** A list may add its defaults to the query: the frame is at `path` when it shows its pathname. */
const pathname = (path: string) => path.split('?')[0] ?? path;

/**
 * Signs the page's browser context in as `email` (a demo account) and opens `path` in it,
 * waiting until the signed-in frame shows that address. Each persona signs in through the
 * login form once per run; the context's cookies (the session library's and the portal's)
 * are then kept in the run's folder (`sessionsDir` of the global setup), and every later call,
 * from any test file, only puts them into the context and loads `path`: no login page, no
 * password hash, one page load. A kept session that the portal no longer takes (an admin
 * session past its idle time, say) is replaced by a new sign-in (tried once in a throwaway
 * spec with both tokens of a kept session made invalid: the form sign-in took over). The context's other
 * cookies go; its storage (the chosen language) stays.
 *
 * For tests of what lies behind the login. Tests of the login itself, and tests that end the
 * session they use (sign-out, deactivation), sign in through the form (`signIn`): a kept
 * session is never ended under another test.
 */
export async function signInAs(page: Page, email: string, path = '/', timeout = 30_000): Promise<void> {
  const context = page.context();
  const baseUrl = inject('baseUrl');
  const kept = join(inject('sessionsDir'), `${email}.json`);
  await context.clearCookies();
  if (existsSync(kept)) {
    await context.addCookies(JSON.parse(readFileSync(kept, 'utf8')) as Cookie[]);
    await page.goto(`${baseUrl}${path}`);
    if ((await signedInOrRefused(page, path, timeout)) === 'signed in') return;
    await context.clearCookies();
  }
  await page.goto(path === '/' ? `${baseUrl}/auth` : `${baseUrl}/auth?redirectToPath=${encodeURIComponent(path)}`);
  // The form in either language: by its fields' types, not their labels.
  await page.locator('input[type="email"]').fill(email, { timeout });
  await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  // What the sign-in sent and got, for the message of a sign-in that did not arrive.
  const exchanges: string[] = [];
  const seen = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/auth/') || response.url().endsWith('/graphql'))
      exchanges.push(`${response.request().method()} ${new URL(response.url()).pathname} ${response.status()}`);
  };
  page.on('response', seen);
  await page.locator('form button[type="submit"]').first().click();
  await page
    .waitForFunction((target) => document.querySelector('main')?.getAttribute('data-location')?.split('?')[0] === target, pathname(path), {
      timeout,
    })
    .catch(async (error: unknown) => {
      // A sign-in that did not arrive says what the page showed instead (a refusal, an error dialog).
      throw new Error(
        `${email} did not arrive at ${path}: ${String(error)}\n${await whatThePageShows(page)}; answers after the click: ${exchanges.join(', ')}`,
      );
    })
    .finally(() => page.off('response', seen));
  // Written whole, then renamed: a reader never sees half a file.
  const partial = `${kept}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(await context.cookies()));
  renameSync(partial, kept);
}

/** The page's address and the text of its alerts and dialogs, for the message of a failed wait. */
async function whatThePageShows(page: Page): Promise<string> {
  const said = await page
    .locator('[role="alert"], [role="alertdialog"], [role="dialog"], [role="status"]')
    .allInnerTexts()
    .catch(() => []);
  const form = await page
    .evaluate(() =>
      [...document.querySelectorAll('input, button[type="submit"], [class*="errorText"]')].map((element) =>
        element instanceof HTMLInputElement
          ? `${element.type}=${element.type === 'password' ? element.value.length : element.value}`
          : `${element.tagName} ${element.textContent} ${element.getAttribute('aria-busy') ?? ''}`,
      ),
    )
    .catch(() => []);
  return `page: ${page.url()}; alerts and dialogs: ${JSON.stringify(said.filter((text) => text.trim() !== ''))}; form: ${JSON.stringify(form)}`;
}

/**
 * Waits until the page shows the signed-in frame at `path`, or that the portal refused the
 * session: the login form, or the start that failed (no frame, nothing loading, a retry button).
 */
async function signedInOrRefused(page: Page, path: string, timeout: number): Promise<'signed in' | 'refused'> {
  const shown = await page.waitForFunction(
    (target) => {
      if (document.querySelector('main')?.getAttribute('data-location')?.split('?')[0] === target) return 'signed in';
      if (window.location.pathname === '/auth' && document.querySelector('input[type="email"]') !== null) return 'refused';
      const loading = document.querySelector('.chakra-spinner, [aria-busy="true"]') !== null;
      if (document.querySelector('main') === null && !loading && document.querySelector('button') !== null) return 'refused';
      return false;
    },
    pathname(path),
    { timeout },
  );
  return (await shown.jsonValue()) as 'signed in' | 'refused';
}

/**
 * Waits until the page shows its heading, no skeleton, spinner or busy region is left (the
 * screen has its data) and no finite CSS transition or animation runs (a list fades its rows
 * back in after loading: colours measured mid-fade are not the page's). Cheaper than
 * Playwright's `networkidle`, which waits 500 ms after the last request on every page.
 */
export async function settled(page: Page, timeout = 30_000) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout });
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-skeleton], .chakra-spinner, [aria-busy="true"]').length === 0 &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
    null,
    { timeout },
  );
}

/**
 * Opens `path` inside the running client, as a click on a link does (the router follows the
 * history), and waits until the router has loaded and drawn it: the signed-in frame names the
 * address it shows (`main[data-location]`, app/shell.tsx); until then the page before stays.
 * No new load and boot of the client per page, which `page.goto` costs. For signed-in pages.
 */
export async function navigateInApp(page: Page, path: string, timeout = 30_000) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((target) => document.querySelector('main')?.getAttribute('data-location') === target, path, { timeout });
}

/** The bytes of a download (the shared Chromium is a remote one to Playwright: it has no local path). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
