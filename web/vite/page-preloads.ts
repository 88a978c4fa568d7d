import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What a page loads after `main.js`, in the build's own file names, for the server to name in
 * the page's shell (`<link rel="modulepreload">`, server/src/http/page-preloads.ts; issue 20,
 * B10). Without them the browser learns of each level only when the one before has run:
 * `main.js` imports the session library and the signed-in frame, the frame Apollo Client, the
 * route the renderer of its screen's kind, four round trips before the screen can paint.
 *
 * `.vite/page-preloads.json` holds, for the login (a page without session), the signed-in frame
 * and each screen kind of `schema/screens.schema.json`, the chunks of those modules with
 * everything they import statically, less what `index.html` loads anyway, and their styles.
 */
export interface PagePreloads {
  login: PreloadSet;
  signedIn: PreloadSet;
  /** A screen kind's renderer (`src/sdui/renderers/<kind>-screen.tsx`, src/sdui/registry.ts). */
  kinds: Record<string, PreloadSet>;
}

export interface PreloadSet {
  /** Script chunks, as paths from the site's root (`/assets/…`). */
  scripts: string[];
  styles: string[];
}

/** What each page imports first, as the client does (routes.tsx, session.ts, app.tsx, screen-loader.tsx). */
const LOGIN = ['src/lib/session-library.ts', 'src/app/auth-pages.tsx'];
const SIGNED_IN = ['src/lib/session-library.ts', 'src/app/signed-in.tsx', 'src/app/apollo-client.ts', 'src/sdui/screen-data.ts'];
const rendererOf = (kind: string) => `src/sdui/renderers/${kind}-screen.tsx`;

interface Chunk {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export function pagePreloads({ root, schema }: { root: string; schema: string }): Plugin {
  const kinds = (JSON.parse(readFileSync(schema, 'utf8')) as { $defs: { screenKind: { enum: string[] } } }).$defs.screenKind.enum;
  return {
    name: 'portal:page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as Chunk[];
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: Iterable<Chunk>) => {
        const seen = new Set<Chunk>();
        const visit = (chunk: Chunk | undefined) => {
          if (chunk === undefined || seen.has(chunk)) return;
          seen.add(chunk);
          for (const file of chunk.imports) visit(byFile.get(file));
        };
        for (const chunk of start) visit(chunk);
        return seen;
      };
      // index.html names the entry and its static imports already.
      const loaded = closure(chunks.filter((chunk) => chunk.isEntry));
      const chunkOf = (module: string) => {
        const id = resolve(root, module);
        const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
        if (chunk === undefined) this.error(`page-preloads: ${module} ist in keinem Chunk (umbenannt? web/vite/page-preloads.ts anpassen)`);
        return chunk;
      };
      const set = (modules: readonly string[]): PreloadSet => {
        const needed = [...closure(modules.map(chunkOf))].filter((chunk) => !loaded.has(chunk));
        return {
          scripts: needed.map((chunk) => `/${chunk.fileName}`),
          styles: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map((file) => `/${file}`),
        };
      };
      const preloads: PagePreloads = {
        login: set(LOGIN),
        signedIn: set(SIGNED_IN),
        // Not named: what a renderer loads on its own after the page's first paint (src/lib/lazy-part.ts,
        // the list's rows). Named, the list's part (some 20 chunks) came before the first paint:
        // `main.js` arrived at 403 ms instead of 73, and Lighthouse counted them all into the LCP (issue 20, B10).
        kinds: Object.fromEntries(kinds.map((kind) => [kind, set([rendererOf(kind)])])),
      };
      this.emitFile({ type: 'asset', fileName: '.vite/page-preloads.json', source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
