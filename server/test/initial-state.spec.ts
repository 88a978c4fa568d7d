/**
 * The page's first answers in its HTML (graphql/initial-state.ts, issue 20, B10): what the
 * shell of a client route carries is exactly what the user's own client would get by asking
 * with the same documents, only for a valid session, only the user's own screens, in the
 * language the client asks in, and never stored by a browser or proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { jsonForHtml, operationText, routeMatches } from '../src/graphql/initial-state';
import { readManifest } from '../src/graphql/trusted-documents/manifest';
import { signInAs, TestClient } from './http-client';
import { appOnSharedPortal, sharedPortal } from './shared-portal';
import type { PortalUnderTest } from './portal';
import { registry } from '../src/lib/metrics';
import { FEED, forgetFeed } from './support/outages';
import { FIXTURE_PRELOADS } from './test-kit';
import { preloadLinks } from '../src/http/page-preloads';
import { withPreloads } from '../src/http/static';

const manifest = readManifest();
const BOOT = operationText(manifest, 'PortalBoot')!;
const SCREEN = operationText(manifest, 'ScreenDefinition')!;
const BLOCK = /<script type="application\/json" id="portal-initial-state">([\s\S]*?)<\/script>/;

interface Block {
  language: string;
  boot: { viewer: { greeting?: string; routes: Array<{ id: string; route: string }> } | null; publicRoutes?: Array<{ id: string }> };
  screens: Array<{ variables: { id: string; rulesVersion: string | null }; data: { screen: { id: string } } }>;
}

/** The block in a page, parsed; null without one. */
function blockOf(html: string): Block | null {
  const found = BLOCK.exec(html);
  return found === null ? null : (JSON.parse(found[1]!) as Block);
}

/** The chunks a page's shell names (`<link rel="modulepreload">`, `<link rel="preload" as="style">`), in its head. */
function preloadsOf(html: string): { scripts: string[]; styles: string[] } {
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    scripts: [...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((found) => found[1]!).sort(),
    styles: [...head.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)">/g)].map((found) => found[1]!).sort(),
  };
}

/** A browser opening `path`: the page as the server answers it (`inject` sends it to host localhost:80). */
async function open(client: TestClient, path: string, headers: Record<string, string> = {}) {
  // The client's requests then name the page they come from, as the web client does.
  client.clientUrl = `http://localhost:80${path}`;
  return client.request({ method: 'GET', url: path, headers: { accept: 'text/html', ...headers } });
}

/** `portal_initial_states_total` for `result`. */
async function counted(result: 'carried' | 'visitor' | 'plain' | 'late'): Promise<number> {
  const metric = await registry.getSingleMetric('portal_initial_states_total')?.get();
  return metric?.values.find((value) => value.labels['result'] === result)?.value ?? 0;
}

let portal: PortalUnderTest;
/**
 * The shared portal with a deadline no test machine reaches: these specs check what the block
 * carries. With the default 300 ms, a loaded CI machine once served '/users' without its block
 * (the answers were late). The deadline itself is checked on `app` (the default) below.
 */
let app: FastifyInstance;
beforeAll(async () => {
  portal = await sharedPortal();
  app = await appOnSharedPortal(portal, { INITIAL_STATE_DEADLINE_MS: '5000' });
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe('the shell of a signed-in user', () => {
  it('carries the boot and the screen at its path, equal to the answers of the same documents', async () => {
    const client = await signInAs(app, 'user.isp');
    const carried = await counted('carried');
    const page = await open(client, '/tickets');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(await counted('carried')).toBe(carried + 1);
    const block = blockOf(page.body)!;
    expect(block.language).toBe('de');
    expect((await client.graphql(BOOT)).data).toEqual(block.boot);
    expect(block.screens.map((screen) => screen.variables.id)).toEqual(['tickets']);
    const asked = await client.graphql(SCREEN, block.screens[0]!.variables);
    expect(asked.data).toEqual(block.screens[0]!.data);
    // Before the client's module script, so that it is there when the client starts.
    expect(page.body.indexOf('id="portal-initial-state"')).toBeLessThan(page.body.indexOf('<script type="module"'));
  });

  it('matches routes with parameters as the client does, and carries no screen for other paths', async () => {
    const client = await signInAs(app, 'user.isp');
    const detail = blockOf((await open(client, '/tickets/T-0001')).body)!;
    expect(detail.screens.map((screen) => screen.variables.id)).toEqual([detail.boot.viewer!.routes.find((r) => r.route === '/tickets/:ticketnumber')!.id]);
    const home = blockOf((await open(client, '/')).body)!;
    expect(home.screens).toEqual([]);
    expect(blockOf((await open(client, '/no/such/page')).body)!.screens).toEqual([]);
  });

  it('carries no definition of a screen the user may not open', async () => {
    const client = await signInAs(app, 'user.isp');
    const block = blockOf((await open(client, '/users')).body)!;
    expect(block.boot.viewer!.routes.some((route) => route.route === '/users')).toBe(false);
    expect(block.screens).toEqual([]);
  });

  it('is in the language the client asks in: its choice (cookie), else German, never the browser language', async () => {
    const client = await signInAs(app, 'user.isp');
    const browserEnglish = blockOf((await open(client, '/', { 'accept-language': 'en-US,en;q=0.9' })).body)!;
    expect(browserEnglish.language).toBe('de');
    const chosen = await open(client, '/', { cookie: `${cookieHeader(client)}; portal-language=en` });
    const english = blockOf(chosen.body)!;
    expect(english.language).toBe('en');
    client.acceptLanguage = 'en';
    expect((await client.graphql(BOOT)).data).toEqual(english.boot);
  });
});

describe('the chunks a shell names (http/page-preloads.ts)', () => {
  const { login, signedIn, kinds } = FIXTURE_PRELOADS;
  const sorted = (...files: string[][]) => [...new Set(files.flat())].sort();

  it('for a signed-in page: the signed-in frame and the renderer of its screen’s kind, once each, after the entry script', async () => {
    const client = await signInAs(app, 'user.isp');
    const page = await open(client, '/tickets');
    expect(preloadsOf(page.body)).toEqual({ scripts: sorted(signedIn.scripts, kinds.list.scripts), styles: signedIn.styles });
    expect(page.body.indexOf('<script type="module"')).toBeLessThan(page.body.indexOf('rel="modulepreload"'));
    expect(preloadsOf((await open(client, '/tickets/T-0001')).body).scripts).toEqual(sorted(signedIn.scripts, kinds.detail.scripts));
    // Home, a path of no screen and a screen the user may not open: the frame only.
    for (const path of ['/', '/no/such/page', '/users']) expect(preloadsOf((await open(client, path)).body).scripts).toEqual(sorted(signedIn.scripts));
  });

  it('for a browser without a session: the login; with a token that does not verify (one to refresh): the signed-in frame', async () => {
    expect(preloadsOf((await open(new TestClient(app), '/tickets')).body)).toEqual({ scripts: sorted(login.scripts), styles: [] });
    const client = await signInAs(app, 'user.isp');
    const stale = new TestClient(app);
    stale.cookies.set('sAccessToken', { value: `${client.cookies.get('sAccessToken')!.value}x`, path: '/' });
    const page = await open(stale, '/tickets');
    expect(blockOf(page.body)).toBeNull();
    expect(preloadsOf(page.body).scripts).toEqual(sorted(signedIn.scripts));
  });

  it('names only files of the build, and nothing without the build’s list', () => {
    const hostile = {
      login: { scripts: ['/assets/a.js', 'https://evil.example/x.js', '/assets/"><script>.js'], styles: ['/x.css'] },
      signedIn: login,
      kinds: {},
    };
    expect(preloadLinks(hostile, { signedIn: false })).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(preloadLinks(null, { signedIn: false })).toBe('');
    expect(preloadLinks(FIXTURE_PRELOADS, { signedIn: true, screenKind: 'unknown-kind' })).toBe(
      preloadLinks(FIXTURE_PRELOADS, { signedIn: true, screenKind: null }),
    );
    expect(withPreloads('<html><head><title>x</title></head></html>', '<link>')).toBe('<html><head><title>x</title><link></head></html>');
    expect(withPreloads('<p>no head</p>', '<link>')).toBe('<p>no head</p>');
  });
});

describe('the shell of a visitor (a browser without any token)', () => {
  it('carries the visitor’s boot alone, equal to its answer, never stored', async () => {
    const visitor = new TestClient(app);
    const visitors = await counted('visitor');
    const page = await open(visitor, '/auth');
    expect(page.statusCode).toBe(200);
    const block = blockOf(page.body)!;
    expect(block.boot.viewer).toBeNull();
    expect(block.screens).toEqual([]);
    expect(block.language).toBe('de');
    expect((await visitor.graphql(BOOT)).data).toEqual(block.boot);
    expect(block.boot.publicRoutes?.length).toBeGreaterThan(0);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(await counted('visitor')).toBe(visitors + 1);
  });
});

describe('the plain shell', () => {
  it('with a token that does not verify (one to refresh): no block, revalidated on every load', async () => {
    const client = await signInAs(app, 'user.isp');
    const stale = new TestClient(app);
    stale.cookies.set('sAccessToken', { value: `${client.cookies.get('sAccessToken')!.value}x`, path: '/' });
    const plain = await counted('plain');
    const page = await open(stale, '/tickets');
    expect(page.statusCode).toBe(200);
    expect(blockOf(page.body)).toBeNull();
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(await counted('plain')).toBe(plain + 1);
  });

  it('when the answers take longer than INITIAL_STATE_DEADLINE_MS: the page at the deadline, without them', async () => {
    const client = await signInAs(portal.app, 'user.isp');
    // The outage feed (the boot's banners) answers after 3 s, and is not in the cache.
    await forgetFeed(portal);
    portal.upstream.faults.set([{ pathPrefix: FEED, mode: 'slow', delayMs: 3_000, times: 1 }]);
    const late = await counted('late');
    const started = performance.now();
    const page = await open(client, '/tickets');
    const took = performance.now() - started;
    portal.upstream.faults.clear();
    expect(page.statusCode).toBe(200);
    expect(blockOf(page.body)).toBeNull();
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(took).toBeLessThan(2_000);
    expect(await counted('late')).toBe(late + 1);
  });

  it('with a forged token; after sign-out, the visitor’s boot only', async () => {
    const client = await signInAs(app, 'user.isp');
    const forged = new TestClient(app);
    forged.cookies.set('sAccessToken', { value: `${client.cookies.get('sAccessToken')!.value}x`, path: '/' });
    expect(blockOf((await open(forged, '/tickets')).body)).toBeNull();
    await client.signOut();
    const after = blockOf((await open(client, '/tickets')).body);
    expect(after?.boot.viewer).toBeNull();
    expect(after?.screens).toEqual([]);
  });

  describe('switched off (INITIAL_STATE_DEADLINE_MS=0)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await appOnSharedPortal(portal, { INITIAL_STATE_DEADLINE_MS: '0' });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('serves the shell without answers', async () => {
      const client = await signInAs(app, 'user.isp');
      const page = await open(client, '/tickets');
      expect(page.statusCode).toBe(200);
      expect(blockOf(page.body)).toBeNull();
    });
  });
});

describe('the pieces', () => {
  it('matches route patterns segment by segment', () => {
    expect(routeMatches('/tickets', '/tickets')).toBe(true);
    expect(routeMatches('/tickets', '/tickets/')).toBe(true);
    expect(routeMatches('/tickets/:id', '/tickets/T-1')).toBe(true);
    expect(routeMatches('/tickets/:id', '/tickets')).toBe(false);
    expect(routeMatches('/tickets', '/tickets/T-1')).toBe(false);
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/locations?tab=order', '/locations')).toBe(true);
  });

  it('writes JSON that cannot close the script element', () => {
    const value = { text: '</script><script>alert(1)</script> & \u2028' };
    const written = jsonForHtml(value);
    expect(written).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});

/** The cookies a client would send, as one header. */
function cookieHeader(client: TestClient): string {
  return [...client.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
}
