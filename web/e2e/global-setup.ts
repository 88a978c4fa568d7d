import type { TestProject } from 'vitest/node';
import { startPortal, type PortalProcess } from './portal-process';

let portal: PortalProcess | undefined;

export async function setup(project: TestProject) {
  portal = await startPortal();
  project.provide('baseUrl', portal.baseUrl);
}

export async function teardown() {
  await portal?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
