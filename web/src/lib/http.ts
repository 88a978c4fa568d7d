import i18n from 'i18next';

/**
 * Every request the client sends carries the page it was sent from (SPEC.md §7):
 * the BFF uses it for the environment and for links in e-mails. It also carries the
 * language the user chose (`Accept-Language`): the BFF answers descriptors and messages
 * in it, unless the user's own setting says otherwise.
 */
export function withClientUrl(headers?: HeadersInit): Headers {
  const merged = new Headers(headers);
  merged.set('X-Client-Url', window.location.href);
  merged.set('Accept-Language', i18n.language === 'en' ? 'en' : 'de');
  return merged;
}

export const portalFetch: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'same-origin', headers: withClientUrl(init?.headers) });
