/**
 * The page's first answers in its HTML (lib/initial-state.ts, issue 20, B10): the boot source
 * takes the boot without a request, the screen loader finds the definition in the cache, each
 * once; a block in another language than the client's is left alone and the client asks.
 * Each test loads the modules afresh: the block is read once per page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewerFixture } from '../../test/viewer-fixture';

const BOOT = { viewer: viewerFixture({ greeting: 'Aus der Seite', rulesVersion: 'v7' }), publicRoutes: [] };
const SCREEN = {
  variables: { id: 'tickets', rulesVersion: 'v7' },
  data: { screen: { __typename: 'Screen', id: 'tickets', kind: 'list', definition: { intro: 'Ihre Tickets' } } },
};

function putBlock(value: unknown) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'portal-initial-state';
  element.textContent = JSON.stringify(value);
  document.body.append(element);
}

function countFetches(body: unknown = { data: { viewer: viewerFixture({ greeting: 'Gefragt' }), publicRoutes: [] } }) {
  const sent: string[] = [];
  vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(String(init?.body ?? ''));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

async function fresh() {
  vi.resetModules();
  const { initI18n } = await import('./i18n');
  initI18n('de');
  const { createBootSource } = await import('../app/boot-source');
  const { createPortalApolloClient } = await import('../app/apollo-client');
  const { createErrorStore } = await import('../components/error-store');
  const { createScreenLoader, ScreenDefinitionQuery } = await import('../sdui/screen-loader');
  const client = () => createPortalApolloClient({ errors: createErrorStore() });
  return { createBootSource, createScreenLoader, ScreenDefinitionQuery, client };
}

beforeEach(() => document.getElementById('portal-initial-state')?.remove());
afterEach(() => vi.unstubAllGlobals());

describe('a page with its first answers', () => {
  it('gives the boot at once, without a request, and hands it to the client’s cache', async () => {
    putBlock({ language: 'de', boot: BOOT, screens: [SCREEN] });
    const sent = countFetches();
    const { createBootSource, client } = await fresh();
    const apollo = client();
    const source = createBootSource({ client: Promise.resolve(apollo), prefetch: true });
    // Before any turn of the event loop: the first render has it.
    expect(source.get().data?.viewer?.greeting).toBe('Aus der Seite');
    await source.client;
    const { PortalBootQuery } = await import('../app/boot');
    expect(apollo.readQuery({ query: PortalBootQuery })?.viewer?.greeting).toBe('Aus der Seite');
    expect(sent).toEqual([]);
    expect(document.getElementById('portal-initial-state')).toBeNull();
  });

  it('puts the definition into the cache for the screen loader, once', async () => {
    putBlock({ language: 'de', boot: BOOT, screens: [SCREEN] });
    const sent = countFetches();
    const { createScreenLoader, ScreenDefinitionQuery, client } = await fresh();
    const apollo = client();
    const loader = createScreenLoader({ client: apollo, rulesVersion: () => 'v7', screens: () => [] });
    expect(await loader.definition('tickets')).toEqual({ intro: 'Ihre Tickets' });
    expect(sent).toEqual([]);
    // A second loader (another user signed in on this page) gets nothing from the page.
    const other = client();
    createScreenLoader({ client: other, rulesVersion: () => 'v7', screens: () => [] });
    expect(other.readQuery({ query: ScreenDefinitionQuery, variables: SCREEN.variables })).toBeNull();
  });

  it('is left alone in another language: the client asks in its own', async () => {
    putBlock({ language: 'en', boot: BOOT, screens: [SCREEN] });
    const sent = countFetches();
    const { createBootSource, createScreenLoader, ScreenDefinitionQuery, client } = await fresh();
    const apollo = client();
    const source = createBootSource({ client: Promise.resolve(apollo), prefetch: true });
    expect(source.get().data).toBeUndefined();
    await source.client;
    expect(sent).toHaveLength(1);
    expect(apollo.readQuery({ query: (await import('../app/boot')).PortalBootQuery })?.viewer?.greeting).toBe('Gefragt');
    createScreenLoader({ client: apollo, rulesVersion: () => 'v7', screens: () => [] });
    expect(apollo.readQuery({ query: ScreenDefinitionQuery, variables: SCREEN.variables })).toBeNull();
  });

  it('is left alone when unreadable', async () => {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'portal-initial-state';
    element.textContent = '{"language":"de","boot":';
    document.body.append(element);
    const sent = countFetches();
    const { createBootSource, client } = await fresh();
    const source = createBootSource({ client: Promise.resolve(client()), prefetch: true });
    await source.client;
    expect(sent).toHaveLength(1);
  });

  it('vouches for the session until the first check on the page has answered, and not in another language', async () => {
    putBlock({ language: 'de', boot: BOOT, screens: [] });
    vi.resetModules();
    (await import('./i18n')).initI18n('de');
    const state = await import('./initial-state');
    expect(state.pageVouchesForSession()).toBe(true);
    // Taking the boot does not change it: the route guard reads it after the boot source took its part.
    state.takeInitialBoot();
    expect(state.pageVouchesForSession()).toBe(true);
    state.sessionChecked();
    expect(state.pageVouchesForSession()).toBe(false);

    putBlock({ language: 'en', boot: BOOT, screens: [] });
    vi.resetModules();
    (await import('./i18n')).initI18n('de');
    expect((await import('./initial-state')).pageVouchesForSession()).toBe(false);
  });

  it('does not vouch without a block', async () => {
    vi.resetModules();
    (await import('./i18n')).initI18n('de');
    expect((await import('./initial-state')).pageVouchesForSession()).toBe(false);
  });

  it('takes a visitor’s boot (the login’s, no viewer) without a screen, does not vouch for a session, and says the page is a visitor’s', async () => {
    const visitorBoot = { viewer: null, publicRoutes: [{ id: 'help', route: '/help', kind: 'custom', title: 'Hilfe', public: true }] };
    putBlock({ language: 'de', boot: visitorBoot, screens: [SCREEN] });
    const sent = countFetches();
    const { createBootSource, client } = await fresh();
    const source = createBootSource({ client: Promise.resolve(client()), prefetch: true });
    expect(source.get().data).toEqual(visitorBoot);
    await source.client;
    expect(sent).toEqual([]);
    const state = await import('./initial-state');
    expect(state.pageVouchesForSession()).toBe(false);
    expect(state.pageIsVisitors()).toBe(true);
    expect(state.takeInitialScreens()).toEqual([]);
  });

  it('does not take a page with a viewer, without a block or in another language for a visitor’s', async () => {
    for (const block of [{ language: 'de', boot: BOOT, screens: [] }, null, { language: 'en', boot: { viewer: null, publicRoutes: [] }, screens: [] }]) {
      if (block === null) document.getElementById('portal-initial-state')?.remove();
      else putBlock(block);
      vi.resetModules();
      (await import('./i18n')).initI18n('de');
      expect((await import('./initial-state')).pageIsVisitors()).toBe(false);
    }
  });
});
