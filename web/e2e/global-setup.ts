import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as playwrightChromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startPortal, type PortalProcess } from '@fibre-portal/shared/test-support/portal-process';
import chromiumFlags from '../../scripts/chromium-flags.json';

/** Debian's Chromium, as CI installs it; CHROMIUM_PATH overrides. */
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

let portal: PortalProcess | undefined;
let chromium: BrowserServer | undefined;
let sessionsDir: string | undefined;
/** The run's own /metrics token: the teardown reports the sign-ins the run made. */
const metricsToken = randomBytes(16).toString('hex');

export async function setup(project: TestProject) {
  // The portal and the one Chromium of the run (e2e/browser.ts) start side by side. The
  // portal is the built server, the file `npm start` runs (`npm run test:e2e` builds it
  // first): through tsx it compiled the server's sources at every start (43 s → 14 s for
  // portal and Chromium together, docs/testing.md).
  [portal, chromium] = await Promise.all([
    startPortal({ METRICS_TOKEN: metricsToken }, { built: true }),
    playwrightChromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumFlags }),
  ]);
  project.provide('baseUrl', portal.baseUrl);
  // The portal's data folder: its dev outbox holds the mails (invitations, reset links).
  project.provide('dataDir', portal.dataDir);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  // The cookies of each persona's one sign-in of the run (signInAs in e2e/browser.ts).
  sessionsDir = mkdtempSync(join(tmpdir(), 'portal-e2e-sessions-'));
  project.provide('sessionsDir', sessionsDir);
}

/** `sign-ins: success 40, failure 12, throttled 0`, from the portal's counter (server/src/lib/metrics.ts). */
async function signInCounts(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const text = await response.text();
  const counts = [...text.matchAll(/^portal_sign_ins_total\{outcome="(\w+)"\} (\d+)/gm)].map(([, outcome, count]) => `${outcome} ${count}`);
  return `sign-ins: ${counts.join(', ') || 'none'}`;
}

export async function teardown() {
  // What the run cost the sign-in limits (LOGIN_ATTEMPTS_PER_IP_HOUR counts every attempt from 127.0.0.1).
  if (portal !== undefined) console.info(`e2e ${await signInCounts(portal.baseUrl).catch((error: unknown) => String(error))}`);
  await Promise.all([portal?.stop(), chromium?.close()]);
  if (sessionsDir !== undefined) rmSync(sessionsDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromiumEndpoint: string;
    sessionsDir: string;
  }
}
