import { chromium as playwrightChromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startPortal, type PortalProcess } from '@fibre-portal/shared/test-support/portal-process';
import chromiumFlags from '../../scripts/chromium-flags.json';

/** Debian's Chromium, as CI installs it; CHROMIUM_PATH overrides. */
const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

let portal: PortalProcess | undefined;
let chromium: BrowserServer | undefined;

export async function setup(project: TestProject) {
  // The portal and the one Chromium of the run (e2e/browser.ts) start side by side.
  [portal, chromium] = await Promise.all([
    startPortal(),
    playwrightChromium.launchServer({ executablePath: chromiumPath, headless: true, args: chromiumFlags }),
  ]);
  project.provide('baseUrl', portal.baseUrl);
  // The portal's data folder: its dev outbox holds the mails (invitations, reset links).
  project.provide('dataDir', portal.dataDir);
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
}

export async function teardown() {
  await Promise.all([portal?.stop(), chromium?.close()]);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    chromiumEndpoint: string;
  }
}
