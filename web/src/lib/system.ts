import { createSystem, defaultBaseConfig, defineConfig, type RecipeDefinition, type SlotRecipeConfig } from '@chakra-ui/react';
import { animationStyles, breakpoints, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens } from './chakra-theme';
import { alertSlotRecipe } from '@chakra-ui/react/theme/recipes/alert.js';
import { badgeRecipe } from '@chakra-ui/react/theme/recipes/badge.js';
import { buttonRecipe } from '@chakra-ui/react/theme/recipes/button.js';
import { cardSlotRecipe } from '@chakra-ui/react/theme/recipes/card.js';
import { containerRecipe } from '@chakra-ui/react/theme/recipes/container.js';
import { headingRecipe } from '@chakra-ui/react/theme/recipes/heading.js';
import { linkRecipe } from '@chakra-ui/react/theme/recipes/link.js';
import { spinnerRecipe } from '@chakra-ui/react/theme/recipes/spinner.js';

/**
 * The recipes of the Chakra components the first pages render (login, home with header; its
 * selects are plain elements, components/plain-select.tsx),
 * and nothing else. Chakra's `defaultConfig` carries all 80 recipes (about 20 KB gzip of the
 * first load, issue 10 B8/B9); the recipes of components only lazily loaded screens or the
 * login render come with them (`./later-recipes.ts`, `./form-recipes.ts`, issue 20). A component whose recipe is missing renders
 * unstyled, so a new Chakra component in `web/src` needs its recipe here or there
 * (`system.spec.ts` checks the imports against both lists).
 */
export const usedRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};

export const usedSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
};

/** Chakra's theme (tokens, text and layer styles) with only the recipes above: `defaultConfig` minus the rest. */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: usedRecipes,
    slotRecipes: usedSlotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * The portal's brand on top: colours on top of Chakra's. A palette used as
 * `colorPalette="brand"` needs the semantic tokens Chakra's recipes read (solid,
 * contrast, fg, muted, subtle, emphasized, focusRing), not only the scale.
 */
export const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f4f1' },
          100: { value: '#c0e3dc' },
          200: { value: '#96d0c4' },
          300: { value: '#5fb7a7' },
          400: { value: '#2f9c89' },
          500: { value: '#00806b' },
          600: { value: '#006b59' },
          700: { value: '#005446' },
          800: { value: '#003f35' },
          900: { value: '#002a23' },
          950: { value: '#001a16' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'gray.50' },
  },
});

export const system = createSystem(defaultBaseConfig, themeConfig, brandConfig);

/**
 * Adds recipes to the system after its creation, for the components of lazily loaded screens
 * (`./later-recipes.ts`). Chakra looks a recipe up by its key when a component first renders
 * and keeps the result, so this must run before any component with such a key renders: the
 * module that adds them is imported by every module that renders one (`system.spec.ts`).
 */
export function addRecipes(recipes: Record<string, RecipeDefinition>, slotRecipes: Record<string, SlotRecipeConfig>): void {
  // The theme object the system reads its recipes from at lookup time (createSystem keeps it as `_config.theme`).
  const theme = (system._config.theme ??= {});
  theme.recipes = { ...theme.recipes, ...recipes };
  theme.slotRecipes = { ...theme.slotRecipes, ...slotRecipes };
}
