/**
 * Whether a link may be followed, decided by the URL parser against the portal's origin —
 * not by a regular expression. Browsers resolve more than a pattern expects: `/\evil.example`
 * and `\\evil.example` are protocol-relative, i.e. another host, though they begin like a path.
 *
 * A target written as a complete address (it resolves the same against any base) may be an
 * `http(s)` page of any host, or `mailto:`. Anything else is relative and must stay on the
 * portal: it resolves against the origin, and only a result on the same origin is kept (as
 * path, query and fragment). `javascript:`, `data:` and every other scheme are refused.
 */
const PROBES = ['http://probe-a.invalid/x/', 'https://probe-b.invalid/y/'] as const;

function parse(url: string, base: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

function portalOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}

/** Whether the text is an absolute address (its meaning does not depend on where it is resolved). */
function isAbsolute(url: string): boolean {
  const a = parse(url, PROBES[0]);
  const b = parse(url, PROBES[1]);
  return a !== null && b !== null && a.href === b.href;
}

/** A path on the portal (`/cids/CID-1?tab=x#y`), or null when the target leaves it or is no URL. */
export function inAppPath(target: string, origin = portalOrigin()): string | null {
  const text = target.trim();
  if (text === '') return null;
  const resolved = parse(text, `${origin}/`);
  if (resolved === null || resolved.origin !== origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

/** A link target of text a person wrote (Markdown, upstream data): a safe href, or null. */
export function safeHref(target: string, origin = portalOrigin()): string | null {
  const text = target.trim();
  if (text === '') return null;
  if (text.startsWith('#')) return parse(text, `${origin}/`) === null ? null : text;
  if (isAbsolute(text)) {
    const url = parse(text, PROBES[0])!;
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.href;
    if (url.protocol === 'mailto:') return url.href;
    return null;
  }
  return inAppPath(text, origin);
}

/** Whether a safe href leaves the portal (then it opens in a new tab, without opener). */
export function isExternal(href: string, origin = portalOrigin()): boolean {
  const url = parse(href, `${origin}/`);
  return url !== null && url.origin !== origin && (url.protocol === 'http:' || url.protocol === 'https:');
}
