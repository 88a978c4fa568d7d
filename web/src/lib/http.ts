import { sessionLoading } from './session';
import { i18n } from './i18n';

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

type RulesVersionListener = (version: string) => void;
const rulesVersionListeners = new Set<RulesVersionListener>();
let rulesVersionSeen: string | null = null;

/**
 * The BFF names the version of its rules in every GraphQL answer (`X-Rules-Version`): the
 * client learns that the rules changed from the answers it gets anyway, without a request
 * of its own (app/rules-version.ts).
 */
export function noteRulesVersion(version: string | null): void {
  if (!version) return;
  rulesVersionSeen = version;
  for (const listener of [...rulesVersionListeners]) listener(version);
}

/** The rules version of the last answer that named one (null before the first). */
export function lastRulesVersion(): string | null {
  return rulesVersionSeen;
}

/** Calls `listener` with the rules version of each answer from now on; returns the unsubscribe. */
export function onRulesVersion(listener: RulesVersionListener): () => void {
  rulesVersionListeners.add(listener);
  return () => void rulesVersionListeners.delete(listener);
}

export const portalFetch: typeof fetch = async (input, init) => {
  // The session library loads beside the first render (lib/session): a request waits for its
  // interceptor, which refreshes an expired session, rather than pass it. A failed download
  // fails the request.
  const library = sessionLoading();
  if (library) await library;
  const response = await fetch(input, { ...init, credentials: 'same-origin', headers: withClientUrl(init?.headers) });
  noteRulesVersion(response.headers.get('x-rules-version'));
  return response;
};
