/**
 * The chunks a page will load, named in its shell (issue 20, B10). The client finds what it needs
 * one level at a time: `main.js` imports the session library and the signed-in frame, the frame
 * Apollo Client, the route the renderer of its screen. Named up front as
 * `<link rel="modulepreload">`, the browser fetches and compiles them while `main.js` runs, and
 * each `import()` finds its module ready. The web build writes what each page loads
 * (`.vite/page-preloads.json`, web/vite/page-preloads.ts); a build without it gives no links.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface PreloadSet {
  scripts: string[];
  styles: string[];
}

/** As web/vite/page-preloads.ts writes it. */
export interface PagePreloads {
  login: PreloadSet;
  signedIn: PreloadSet;
  kinds: Record<string, PreloadSet>;
}

/** Which page a shell opens: the login, or the signed-in frame with the screen of this kind (null: home or an unknown path). */
export type ShellPage = { signedIn: false } | { signedIn: true; screenKind: string | null };

/** Only file names the build writes: the links go into HTML as they are. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** The `<link>` elements for `page`; empty without preloads. */
export function preloadLinks(preloads: PagePreloads | null, page: ShellPage): string {
  if (preloads === null) return '';
  const sets = page.signedIn ? [preloads.signedIn, page.screenKind === null ? undefined : preloads.kinds[page.screenKind]] : [preloads.login];
  const scripts = new Set(sets.flatMap((set) => set?.scripts ?? []).filter((file) => ASSET.test(file)));
  const styles = new Set(sets.flatMap((set) => set?.styles ?? []).filter((file) => ASSET.test(file)));
  // `crossorigin` as index.html's own script and links: the module requests the preloads stand in for are CORS requests.
  // Styles only fetched (`preload`): the client inserts them when their chunk loads, in the order the cascade expects.
  return [
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="${file}">`),
    ...[...styles].map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
  ].join('');
}

/** The build's preloads; null when the build wrote none (an older build) or they cannot be read. */
export async function readPagePreloads(distDir: string): Promise<PagePreloads | null> {
  try {
    const parsed = JSON.parse(await readFile(join(distDir, '.vite', 'page-preloads.json'), 'utf8')) as PagePreloads;
    return parsed.login && parsed.signedIn && parsed.kinds ? parsed : null;
  } catch {
    return null;
  }
}
