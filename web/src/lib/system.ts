import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The recipes of the Chakra components the portal renders, and nothing else. Chakra's
 * `defaultConfig` carries all 80 recipes (about 20 KB gzip of the first load, issue 10 B8/B9);
 * a component whose recipe is missing here renders unstyled, so a new Chakra component in
 * `web/src` needs its recipe added (`system.spec.ts` checks the imports against this list).
 */
export const usedRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const usedSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
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
