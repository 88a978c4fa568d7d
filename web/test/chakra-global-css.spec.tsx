// @vitest-environment node
/**
 * Chakra's global styles as a stylesheet of the build (web/vite/chakra-global-css.ts, issue 20,
 * B10): the file holds exactly what `ChakraProvider` would insert through Emotion's `<Global>`
 * for the portal's system. Rendered on the server, Emotion writes those rules into `<style>`
 * elements; the file must hold the same text.
 */
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../src/lib/system';
import { chakraGlobalCss } from '../vite/chakra-global-css';

/** The text of the `<style>` elements Emotion writes for `<Global>` (`data-emotion="css-global …"`), in order. */
function globalStylesOf(html: string): string {
  return [...html.matchAll(/<style data-emotion="css-global [^"]*"[^>]*>([\s\S]*?)<\/style>/g)].map((found) => found[1]).join('');
}

describe('the static global styles', () => {
  it('are the rules ChakraProvider inserts: layer order, reset, global CSS and every token variable', () => {
    const rendered = globalStylesOf(renderToString(<ChakraProvider value={system}>page</ChakraProvider>));
    const file = chakraGlobalCss(system);
    expect(rendered.length).toBeGreaterThan(10_000);
    expect(file).toBe(`${rendered}\n`);
    expect(file.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    expect(file).toContain('--chakra-colors-brand-500:#00806b');
  });
});
