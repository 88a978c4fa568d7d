import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../src/config';

/** A fresh data folder per test app, removed afterwards. */
export function tempDataDir(prefix = 'portal-test-', parent = tmpdir()): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(parent, prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The pinned "today" of the demo data in specs: the seed epoch, 2026-11-01 (no activity after the seed). */
export const TEST_DEMO_TODAY = '2026-11-01T00:00:00Z';

/** Configuration as `npm start` would read it, with test overrides. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  // Password hashes at 2^12 instead of 2^17: every spec's portal seeds 33 demo accounts and signs in
  // many times; the cost is a parameter of the same core (its own specs run the production cost).
  // Refused sign-ins answer at once (the brute-force specs set the pause themselves).
  // The demo data ends where the seed ends (DEMO_TODAY = the seed epoch): every spec sees the same rows on any day, and no
  // portal spends seconds writing the activity after the seed (activity.ts has its own spec with a later pinned day).
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    EMBEDDED_CORE_SCRYPT_LOG_N: '12',
    LOGIN_REFUSAL_DELAY_MS: '0',
    DEMO_TODAY: TEST_DEMO_TODAY,
    ...overrides,
  });
}

/** The chunks of fixtureDist's pages (no such files exist: only the links name them). */
export const FIXTURE_PRELOADS = {
  login: { scripts: ['/assets/auth-pages-1.js', '/assets/session-library-1.js'], styles: [] },
  signedIn: { scripts: ['/assets/signed-in-1.js', '/assets/session-library-1.js', '/assets/apollo-client-1.js'], styles: ['/assets/signed-in-1.css'] },
  kinds: {
    list: { scripts: ['/assets/list-screen-1.js', '/assets/signed-in-1.js'], styles: [] },
    detail: { scripts: ['/assets/detail-screen-1.js'], styles: [] },
  },
};

/** A built client of three files, so that HTML and asset routes answer without `npm run build`. */
export function fixtureDist(dataDir: string): string {
  const dist = join(dataDir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><head><title>shell</title><script type="module" src="/assets/main-abc123.js"></script></head><div id="root"></div>',
  );
  // What each page loads after main.js, as web/vite/page-preloads.ts writes it.
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, '.vite', 'page-preloads.json'), JSON.stringify(FIXTURE_PRELOADS));
  writeFileSync(join(dist, 'explorer.html'), '<!doctype html><title>explorer</title><div id="explorer"></div>');
  writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.info("app")');
  return dist;
}
