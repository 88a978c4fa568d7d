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

export async function setup(project: TestProject) {
  // The portal and the one Chromium of the run (e2e/browser.ts) start side by side. The
  // portal is the built server, the file `npm start` runs (`npm run test:e2e` builds it
  // first): through tsx it compiled the server's sources at every start (43 s → 14 s for
  // portal and Chromium together, docs/testing.md).
  [portal, chromium] = await Promise.all([
    startPortal({}, { built: true }),
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

export async function teardown() {
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
