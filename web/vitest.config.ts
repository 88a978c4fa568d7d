import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'happy-dom',
      include: ['src/**/*.spec.{ts,tsx}', 'test/**/*.spec.{ts,tsx}'],
      setupFiles: ['test/setup.ts'],
    },
  }),
);
