/**
 * Tracing off (issue 15): without OTEL_EXPORTER_OTLP_ENDPOINT nothing of OpenTelemetry is
 * loaded, and upstream calls carry no traceparent. On the portal shared by the worker
 * (test/shared-portal.ts), which is started without it; tracing on (tracing.spec.ts) starts a
 * portal in a process of its own, as tracing holds for the whole process.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortalUnderTest } from './portal';
import { sharedPortal } from './shared-portal';
import { tracingEnabled } from '../src/lib/tracing';
import { repoRoot } from '../src/lib/paths';

const QUERY = 'query TracedLocations { locations(page: { first: 1 }) { items { id } } }';
const UPSTREAM_PATH = '/crm/locations';

/** Every file under server/src that is not a spec. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.spec.') ? [path] : [];
  });
}

describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let portal: PortalUnderTest;
  beforeAll(async () => {
    portal = await sharedPortal();
  }, 120_000);

  it('loads no OpenTelemetry module and sends no traceparent upstream', async () => {
    const client = await portal.signIn('user.isp');
    portal.upstream.calls.reset();
    const answer = await client.graphql(QUERY);
    expect(answer.errors).toBeUndefined();
    expect(tracingEnabled()).toBe(false);
    const calls = portal.upstream.calls.log().filter((c) => c.path === UPSTREAM_PATH);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.traceparent === undefined)).toBe(true);
  });

  it('imports OpenTelemetry only inside lib/tracing.ts, and there only dynamically or as types', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(join(repoRoot, 'server', 'src'))) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.includes('@opentelemetry/')) continue;
        const allowed =
          file.endsWith(join('lib', 'tracing.ts')) &&
          (/^import type /.test(line) || /import\('@opentelemetry\//.test(line) || /^\s*\/\//.test(line) || /^\s*\*/.test(line));
        if (!allowed) offenders.push(`${file}: ${line.trim()}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
