/**
 * Helpers for the upstream's own specs: a started upstream in a fresh temporary data
 * folder with a clock the test moves, and small fetch wrappers.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_EPOCH, startEmbeddedUpstream } from '../../src/embedded/upstream';
import type { EmbeddedUpstream, EmbeddedUpstreamOptions } from '../../src/embedded/upstream';

/** A fixed "today" for the specs: three weeks after the seed epoch. */
export const TEST_NOW = Date.UTC(2026, 10, 22, 9, 0, 0);

export interface TestUpstream {
  upstream: EmbeddedUpstream;
  dataDir: string;
  clock: { now: number };
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>;
  /** Stops the upstream and starts it again on the same data folder. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestUpstream(options: Partial<EmbeddedUpstreamOptions> = {}): Promise<TestUpstream> {
  const dataDir = await mkdtemp(join(tmpdir(), 'fibre-upstream-'));
  const clock = { now: TEST_NOW };
  // No demo activity after the seed unless a spec asks for it (activity.spec.ts): the same rows on any clock, and a fast start.
  const start = () => startEmbeddedUpstream({ now: () => clock.now, demoToday: SEED_EPOCH, ...options, dataDir });
  let upstream = await start();

  const request = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await fetch(`${upstream.url}${path}`, init);
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? null : JSON.parse(text);
    } catch {
      // Left as text: some specs look at invalid bodies on purpose.
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };

  const kit: TestUpstream = {
    get upstream() {
      return upstream;
    },
    dataDir,
    clock,
    get: (path, headers) => request('GET', path, undefined, headers),
    send: request,
    async restart() {
      await upstream.close();
      upstream = await start();
    },
    async stop() {
      await upstream.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return kit;
}

/** A 1x1 transparent PNG as a data URL: a valid signature image. */
export const TINY_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
