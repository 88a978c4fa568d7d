import { beforeAll, describe } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sharedPortal } from '../shared-portal';
import { securityHeaderTests } from './security-headers.test-support';

// Development on the portal shared by the worker (test/shared-portal.ts: it serves a client of
// three files, as the production app of security-headers.spec.ts does).
let development: FastifyInstance;

beforeAll(async () => {
  development = (await sharedPortal()).app;
}, 180_000);

describe('security headers in development', () => {
  securityHeaderTests(() => development, false);
});
