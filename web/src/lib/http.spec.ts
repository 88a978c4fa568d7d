import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalFetch } from './http';
import { initI18n } from './i18n';

describe('portalFetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the current page URL as X-Client-Url with every request', async () => {
    const calls: Array<[RequestInfo | URL, RequestInit | undefined]> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push([input, init]);
      return new Response('{}');
    });
    window.history.pushState({}, '', '/tickets/42?tab=notes');
    await portalFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' } });
    const headers = new Headers(calls[0]![1]!.headers);
    expect(headers.get('x-client-url')).toBe(window.location.href);
    expect(headers.get('x-client-url')).toContain('/tickets/42?tab=notes');
    expect(headers.get('content-type')).toBe('application/json');
    expect(calls[0]![1]!.credentials).toBe('same-origin');
  });

  it('asks for the language the user chose', async () => {
    const calls: Array<RequestInit | undefined> = [];
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init);
      return new Response('{}');
    });
    const i18n = initI18n('de');
    await portalFetch('/graphql');
    await i18n.changeLanguage('en');
    await portalFetch('/graphql');
    await i18n.changeLanguage('de');
    expect(calls.map((init) => new Headers(init?.headers).get('accept-language'))).toEqual(['de', 'en']);
  });
});
