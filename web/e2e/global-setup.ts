import type { TestProject } from 'vitest/node';
import { startPortal, type PortalProcess } from '@fibre-portal/shared/test-support/portal-process';

let portal: PortalProcess | undefined;

export async function setup(project: TestProject) {
  portal = await startPortal();
  project.provide('baseUrl', portal.baseUrl);
  // The portal's data folder: its dev outbox holds the mails (invitations, reset links).
  project.provide('dataDir', portal.dataDir);
}

export async function teardown() {
  await portal?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}
