// @vitest-environment node
/**
 * The portal's Chakra system carries only the recipes of the components it renders
 * (issue 10, B8/B9). A component whose recipe is missing renders unstyled without any
 * error, so this spec reads every `@chakra-ui/react` import in web/src and checks it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { system, usedRecipes, usedSlotRecipes } from './system';

/** Chakra component → the recipe it reads (Chakra's own `key`). */
const RECIPE_OF: Record<string, string> = {
  Alert: 'alert',
  Badge: 'badge',
  Button: 'button',
  Card: 'card',
  Checkbox: 'checkbox',
  CloseButton: 'button',
  Code: 'code',
  Collapsible: 'collapsible',
  Container: 'container',
  DataList: 'dataList',
  Dialog: 'dialog',
  Field: 'field',
  Fieldset: 'fieldset',
  Heading: 'heading',
  IconButton: 'button',
  Input: 'input',
  InputGroup: 'inputAddon',
  Link: 'link',
  List: 'list',
  NativeSelect: 'nativeSelect',
  Skeleton: 'skeleton',
  Spinner: 'spinner',
  Stat: 'stat',
  Table: 'table',
  Tabs: 'tabs',
  Textarea: 'textarea',
};
/** Layout components and helpers without a recipe. */
const WITHOUT_RECIPE = new Set([
  'Box',
  'ButtonGroup',
  'Center',
  'ChakraProvider',
  'Flex',
  'Grid',
  'HStack',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'chakra',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
]);

/**
 * Components whose module drags Chakra's whole theme (every recipe, about 80 KB) into the
 * first load even from a lazy chunk, with the layout that replaces them.
 */
const FORBIDDEN: Record<string, string> = { Wrap: '<Flex wrap="wrap">' };

const srcDir = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('the Chakra system', () => {
  const imported = chakraImports();

  it('finds the Chakra imports of the app', () => {
    expect(imported).toContain('Button');
    expect(imported.size).toBeGreaterThan(10);
  });

  it('imports no component that pulls the whole theme into the first load', () => {
    expect([...imported].filter((name) => name in FORBIDDEN).map((name) => `${name} → ${FORBIDDEN[name]}`)).toEqual([]);
  });

  it('knows for every imported Chakra component which recipe it needs', () => {
    const unknown = [...imported].filter((name) => !(name in RECIPE_OF) && !WITHOUT_RECIPE.has(name) && !/^use[A-Z]|Props$|Context$/.test(name));
    expect(unknown).toEqual([]);
  });

  it('carries the recipe of every component the app renders', () => {
    const missing = [...imported]
      .filter((name) => name in RECIPE_OF)
      .filter((name) => !(RECIPE_OF[name]! in usedRecipes) && !(RECIPE_OF[name]! in usedSlotRecipes));
    expect(missing).toEqual([]);
    // …and the system built from them has them.
    expect(system.isValidProperty('colorPalette')).toBe(true);
    expect(Object.keys(usedSlotRecipes).every((key) => system.getSlotRecipe(key) !== undefined)).toBe(true);
  });

  it('leaves out recipes the app does not use', () => {
    expect(Object.keys(usedRecipes).length + Object.keys(usedSlotRecipes).length).toBeLessThan(30);
    expect('accordion' in usedSlotRecipes).toBe(false);
  });
});
