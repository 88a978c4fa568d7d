import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../../src/http/security-headers';
import { repoRoot } from '../../src/lib/paths';
import { appOnSharedPortal, sharedPortal } from '../shared-portal';
import { securityHeaderTests } from './security-headers.test-support';

// Production: an app of the production configuration over the services of the portal shared by
// the worker (the headers are the app's; test/shared-portal.ts, `appOnSharedPortal`); development
// runs on the shared portal itself (security-headers.development.spec.ts).
let production: FastifyInstance;

beforeAll(async () => {
  production = await appOnSharedPortal(await sharedPortal(), { NODE_ENV: 'production' });
}, 180_000);
afterAll(async () => {
  await production?.close();
});

describe('security headers in production', () => {
  securityHeaderTests(() => production, true);
});

describe('the Content-Security-Policy', () => {
  const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

  it('allows scripts only as files from the portal itself', () => {
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it('forbids framing and plugins', () => {
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('allows inline code only for styles', () => {
    const inline = [...directives].filter(([, sources]) => sources.includes("'unsafe-inline'")).map(([name]) => name);
    expect(inline).toEqual(['style-src']);
  });

  // The pages Vite builds from: an inline script here would be refused by the browser.
  it.each(['index.html', 'explorer.html'])('is met by web/%s: scripts only by src', (file) => {
    const html = readFileSync(join(repoRoot, 'web', file), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\bon[a-z]+\s*=/i);
  });
});
