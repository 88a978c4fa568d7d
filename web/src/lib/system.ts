import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** The portal's Chakra UI system: brand colours on top of Chakra's defaults. */
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e6f4f1' },
          100: { value: '#c0e3dc' },
          500: { value: '#00806b' },
          600: { value: '#006b59' },
          700: { value: '#005446' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'gray.50' },
  },
});

export const system = createSystem(defaultConfig, config);
