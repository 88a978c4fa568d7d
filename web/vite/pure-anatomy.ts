import type { Plugin } from 'vite';

/**
 * Chakra's `anatomy.js` builds the part names of all its components at module level
 * (`const dialogAnatomy = dialogAnatomy$1.extendWith(…)`). The first load needs two of them
 * (alert, card: their recipes import the module), but the bundler keeps every call, since a
 * call might have effects, and with them the anatomies of Ark's color picker, date picker,
 * menu, select… (issue 20, B8). The calls are pure (they only build objects): marked so, the
 * unused ones are left out; the ones lazy chunks use stay where they are.
 */
export function pureChakraAnatomy(): Plugin {
  return {
    name: 'portal:pure-chakra-anatomy',
    transform(code, id) {
      if (!/@chakra-ui\/react\/dist\/esm\/anatomy\.js$/.test(id)) return null;
      const marked = code.replace(/^(const \w+ = )(?=\w)/gm, '$1/* @__PURE__ */ ');
      if (marked === code) this.error('Chakras anatomy.js baut seine Anatomien nicht mehr als `const x = …`: web/vite/pure-anatomy.ts anpassen');
      return { code: marked, map: null };
    },
  };
}
