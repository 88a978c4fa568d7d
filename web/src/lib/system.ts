import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The portal's Chakra UI system: brand colours on top of Chakra's defaults. A palette used
 * as `colorPalette="brand"` needs the semantic tokens Chakra's recipes read (solid,
 * contrast, fg, muted, subtle, emphasized, focusRing), not only the scale.
 */
const config = defineConfig({
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

export const system = createSystem(defaultConfig, config);
