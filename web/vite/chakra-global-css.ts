import { createHash } from 'node:crypto';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';

/** What of Chakra's system the global styles come from (`ChakraProvider` renders them). */
interface GlobalStyles {
  _global: unknown;
  layers: { atRule: string };
}

/**
 * The CSS Chakra's `ChakraProvider` inserts at every page load through Emotion's `<Global>`: the
 * cascade layers' order, the reset (preflight), the portal's global CSS and the CSS variables of
 * every token. Serialized by Emotion's own cache, with the plugins the browser's cache runs.
 */
export function chakraGlobalCss(system: GlobalStyles): string {
  const cache = createCache({ key: 'css' });
  // Emotion's server build answers an insert with the rules' text instead of putting them into a sheet.
  const rules = (styles: unknown) => cache.insert('', serializeStyles([styles as never], undefined, {}), cache.sheet, false) as unknown as string;
  return `${rules(system.layers.atRule)}${rules(system._global)}\n`;
}

/** Replaces `from` in `code` with `to`, and fails the build when `from` is not there (Chakra changed). */
function replaceOnce(code: string, from: string | RegExp, to: string, what: string): string {
  const replaced = code.replace(from, to);
  if (replaced === code) throw new Error(`chakra-global-css: ${what} nicht gefunden – web/vite/chakra-global-css.ts an die Chakra-Version anpassen`);
  return replaced;
}

/**
 * Chakra's global styles as a stylesheet of the build (issue 20, B10). At each page load,
 * `createSystem` built the CSS of every token (half of its 40 ms in Chromium, measured in Node:
 * `getTokenCss` 278 of 528 ms over 15 systems) and `ChakraProvider` had Emotion serialize, hash
 * and parse it again with the reset (23–26 ms CPU) before the first paint. The build now does
 * both once: it loads `src/lib/system.ts` in Node, writes its global styles to
 * `assets/chakra-global-<hash>.css` and links it in `index.html` ahead of the portal's own
 * styles; in the client, the system builds `_global` only when asked for, and the provider no
 * longer renders Emotion's `<Global>`. Build only: the development server keeps Chakra as it is.
 */
export function staticChakraGlobals({ root, alias }: { root: string; alias: AliasOptions }): Plugin {
  let fileName = '';
  let source = '';
  return {
    name: 'portal:chakra-global-css',
    apply: 'build',
    async buildStart() {
      const { module } = await runnerImport<{ system: GlobalStyles }>('/src/lib/system.ts', { configFile: false, root, logLevel: 'error', resolve: { alias } });
      source = chakraGlobalCss(module.system);
      fileName = `assets/chakra-global-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transform(code, id) {
      if (/@chakra-ui\/react\/dist\/esm\/styled-system\/provider\.js$/.test(id)) {
        const withoutGlobals = replaceOnce(
          code,
          /!sys\._config\.disableLayers && \/\* @__PURE__ \*\/ jsx\(Global, \{ styles: sys\.layers\.atRule \}\),\s*\/\* @__PURE__ \*\/ jsx\(Global, \{ styles: sys\._global \}\),/,
          '',
          'die <Global>-Elemente des ChakraProvider',
        );
        return { code: withoutGlobals.replace(/^import \{ Global \} from '@emotion\/react';$/m, ''), map: null };
      }
      if (/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/.test(id)) {
        const lazy = replaceOnce(
          code,
          'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
          'let _global;',
          '`const _global = […]` in createSystem',
        );
        return {
          code: replaceOnce(
            lazy,
            /\n(\s*)_global,\n/,
            '\n$1get _global() { return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]; },\n',
            '`_global` im System',
          ),
          map: null,
        };
      }
      return null;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [{ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` }, injectTo: 'head' }],
    },
  };
}
