import { isAuthPath } from '../../lib/session';

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The page to open after sign-in, from `redirectToPath`: only a path of this origin, so that a
 * crafted login link cannot send the user elsewhere (open redirect). '//host', '/\host' and
 * paths with tab or newline (which URL parsing drops, turning '/\t/host' into '//host') are
 * refused, as is the login itself (it would loop). Anything refused becomes '/'.
 */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || hasControlCharacter(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return '/';
  }
  if (url.origin !== window.location.origin) return '/';
  if (isAuthPath(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
