/**
 * Every request the client sends carries the page it was sent from (SPEC.md §7):
 * the BFF uses it for the environment and for links in e-mails.
 */
export function withClientUrl(headers?: HeadersInit): Headers {
  const merged = new Headers(headers);
  merged.set('X-Client-Url', window.location.href);
  return merged;
}

export const portalFetch: typeof fetch = (input, init) =>
  fetch(input, { ...init, credentials: 'same-origin', headers: withClientUrl(init?.headers) });
