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
import { fieldRecipes, fieldSlotRecipes } from './field-recipes';
import { formRecipes, formSlotRecipes } from './form-recipes';
import { laterRecipes, laterSlotRecipes } from './later-recipes';
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
  // Read the recipe named by their `key`: checked below ('finds the recipe of every recipe context').
  'createRecipeContext',
  'createSlotRecipeContext',
  'createSystem',
  'defaultBaseConfig',
  'defineConfig',
  'RecipeDefinition',
  'SlotRecipeConfig',
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

/** The names a file imports from `@chakra-ui/react`. */
function chakraImportsOf(file: string): Set<string> {
  const names = new Set<string>();
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
  return names;
}

function chakraImports(): Set<string> {
  return new Set(sourceFiles(srcDir).flatMap((file) => [...chakraImportsOf(file)]));
}

const hasRecipe = (recipes: object, key: string) => Object.hasOwn(recipes, key);

/** The modules that add recipes after the system's creation, with what each adds. */
const ADDED_LATER = [
  { module: 'later-recipes', recipes: laterRecipes, slotRecipes: laterSlotRecipes },
  { module: 'form-recipes', recipes: formRecipes, slotRecipes: formSlotRecipes },
];

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

  it('carries the recipe of every component the app renders, in the system or among the later ones', () => {
    const all = [usedRecipes, usedSlotRecipes, ...ADDED_LATER.flatMap((added) => [added.recipes, added.slotRecipes])];
    const missing = [...imported].filter((name) => name in RECIPE_OF).filter((name) => !all.some((recipes) => hasRecipe(recipes, RECIPE_OF[name]!)));
    expect(missing).toEqual([]);
    // …and the system built from them has them.
    expect(system.isValidProperty('colorPalette')).toBe(true);
    expect(Object.keys(usedSlotRecipes).every((key) => system.getSlotRecipe(key) !== undefined)).toBe(true);
  });

  it.each(ADDED_LATER)('has the recipes of $module once it was loaded, and not before', ({ recipes, slotRecipes }) => {
    // This spec imported the module, as every module that renders such a component does.
    expect(Object.keys(slotRecipes).every((key) => system.isSlotRecipe(key) && system.getSlotRecipeFn(key).classNameMap !== undefined)).toBe(true);
    expect(Object.keys(recipes).every((key) => system.isRecipe(key))).toBe(true);
    expect(Object.keys(recipes).filter((key) => hasRecipe(usedRecipes, key))).toEqual([]);
    expect(Object.keys(slotRecipes).filter((key) => hasRecipe(usedSlotRecipes, key))).toEqual([]);
  });

  it.each(ADDED_LATER)('loads $module in every module that renders a component needing one of its recipes', ({ module, recipes, slotRecipes }) => {
    const needs = (name: string) => name in RECIPE_OF && (hasRecipe(recipes, RECIPE_OF[name]!) || hasRecipe(slotRecipes, RECIPE_OF[name]!));
    const rendering = sourceFiles(srcDir).filter((file) => [...chakraImportsOf(file)].some(needs));
    expect(rendering.length).toBeGreaterThan(5);
    const importLine = new RegExp(`^import '(?:\\.\\.?\\/)+(?:lib\\/)?${module}';$`, 'm');
    expect(rendering.filter((file) => !importLine.test(readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('finds the recipe of every recipe context, in the system or in a module the file loads', () => {
    const byModule: Record<string, object[]> = {
      'field-recipes': [fieldRecipes, fieldSlotRecipes],
      ...Object.fromEntries(ADDED_LATER.map((added) => [added.module, [added.recipes, added.slotRecipes]])),
    };
    const contexts = sourceFiles(srcDir).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      const loaded = Object.keys(byModule).filter((module) => new RegExp(`^import '(?:\\.\\.?\\/)+(?:lib\\/)?${module}';$`, 'm').test(text));
      return [...text.matchAll(/create(?:Slot)?RecipeContext\(\{ key: '(\w+)' \}\)/g)].map((match) => ({ file, key: match[1]!, loaded }));
    });
    expect(contexts.length).toBeGreaterThan(0);
    const missing = contexts.filter(
      ({ key, loaded }) =>
        !hasRecipe(usedRecipes, key) &&
        !hasRecipe(usedSlotRecipes, key) &&
        !loaded.some((module) => byModule[module]!.some((recipes) => hasRecipe(recipes, key))),
    );
    expect(missing).toEqual([]);
  });

  it('leaves out recipes the app does not use', () => {
    const all = [usedRecipes, usedSlotRecipes, ...ADDED_LATER.flatMap((added) => [added.recipes, added.slotRecipes])];
    expect(all.reduce((sum, recipes) => sum + Object.keys(recipes).length, 0)).toBeLessThan(30);
    expect(all.some((recipes) => hasRecipe(recipes, 'accordion'))).toBe(false);
  });
});
