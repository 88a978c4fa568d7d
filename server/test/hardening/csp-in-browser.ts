/**
 * Does the portal still work in a real browser under its Content-Security-Policy?
 * Starts the portal as `npm start` does (needs `npm run build` first), in development and
 * in production (with the explorer on), and drives Debian's Chromium through the login, the
 * dashboard and the explorer, counting CSP violations and console errors:
 *
 *   npm run build && npx tsx server/test/hardening/csp-in-browser.ts
 *
 * A script, not a test in `npm test`: it needs a built client and a browser.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { repoRoot } from '../../src/lib/paths';
import chromiumFlags from '../../../scripts/chromium-flags.json';
import { freePort } from '@fibre-portal/shared/test-support/free-port';

const CHROMIUM_FLAGS: string[] = chromiumFlags;

async function startPortal(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-csp-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('portal did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Outcome {
  mode: string;
  cspHeader: boolean;
  dashboard: boolean;
  explorer: boolean;
  violations: string[];
  consoleErrors: string[];
}

async function check(mode: string, env: Record<string, string>, withExplorer: boolean): Promise<Outcome> {
  const portal = await startPortal(env);
  const userDataDir = mkdtempSync(join(tmpdir(), 'portal-csp-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
    locale: 'de-AT',
  });
  const outcome: Outcome = { mode, cspHeader: false, dashboard: false, explorer: false, violations: [], consoleErrors: [] };
  try {
    // Every violation the page sees, whatever the console prints about it.
    await context.addInitScript(() => {
      // Runs in the page; the server project has no DOM types, so name the little it uses.
      const page = globalThis as unknown as {
        document: { addEventListener(type: string, listener: (event: { violatedDirective: string; blockedURI: string }) => void): void };
      };
      page.document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP-VIOLATION ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (text.startsWith('CSP-VIOLATION') || /Content Security Policy/i.test(text)) outcome.violations.push(text);
      // The session library's probe for a missing session answers 401; that is expected.
      else if (!/status of 40[13]/.test(text)) outcome.consoleErrors.push(text);
    });
    page.on('pageerror', (error) => outcome.consoleErrors.push(error.message));

    const response = await page.goto(`${portal.baseUrl}/`);
    outcome.cspHeader = (response?.headers()['content-security-policy'] ?? '').includes("script-src 'self'");
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor({ timeout: 60_000 });
    await page.getByLabel('E-Mail', { exact: true }).fill('user.noc@example.at');
    await page.getByLabel('Passwort', { exact: true }).fill('Portal!2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    outcome.dashboard = await page
      .getByText('Willkommen im CID-Portal!')
      .waitFor({ timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle');

    if (!withExplorer) return outcome;
    await page.goto(`${portal.baseUrl}/graphql`);
    outcome.explorer = await page
      .locator('.graphiql-container')
      .waitFor({ timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle');
    return outcome;
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
    await portal.stop();
  }
}

// Production without the explorer is where only trusted documents run: the dashboard proves the client's operations pass.
const runs: Array<{ mode: string; env: Record<string, string>; withExplorer: boolean }> = [
  { mode: 'development', env: {}, withExplorer: true },
  { mode: 'production (trusted documents only)', env: { NODE_ENV: 'production' }, withExplorer: false },
  { mode: 'production (GRAPHQL_EXPLORER=1)', env: { NODE_ENV: 'production', GRAPHQL_EXPLORER: '1' }, withExplorer: true },
];
const outcomes: Array<Outcome & { withExplorer: boolean }> = [];
for (const run of runs) outcomes.push({ ...(await check(run.mode, run.env, run.withExplorer)), withExplorer: run.withExplorer });
for (const o of outcomes) {
  process.stdout.write(
    `${o.mode}: CSP header ${o.cspHeader ? 'yes' : 'NO'}, dashboard after sign-in ${o.dashboard ? 'yes' : 'NO'}, explorer ${o.withExplorer ? (o.explorer ? 'yes' : 'NO') : 'off'}, ` +
      `CSP violations ${o.violations.length}, other console errors ${o.consoleErrors.length}\n`,
  );
  for (const line of [...o.violations, ...o.consoleErrors]) process.stdout.write(`  ${line}\n`);
}
process.exitCode = outcomes.every(
  (o) => o.cspHeader && o.dashboard && (o.explorer || !o.withExplorer) && o.violations.length === 0 && o.consoleErrors.length === 0,
)
  ? 0
  : 1;
