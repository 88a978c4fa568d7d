import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalFetch } from './http';

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
});
