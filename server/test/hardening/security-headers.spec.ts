import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONTENT_SECURITY_POLICY } from '../../src/http/security-headers';
import { repoRoot } from '../../src/lib/paths';
import { tempDataDir } from '../test-kit';
import { fixtureDist, startApp } from './kit';
import { securityHeaderTests } from './security-headers.test-support';

// Production in a process of its own (NODE_ENV=production for the whole app); development runs
// on the portal shared by the worker (security-headers.development.spec.ts).
const data = tempDataDir();
let production: FastifyInstance;

beforeAll(async () => {
  production = await startApp({ DATA_DIR: data.dir, NODE_ENV: 'production' }, { webDistDir: fixtureDist(data.dir) });
}, 180_000);
afterAll(async () => {
  await production?.close();
  data.remove();
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
