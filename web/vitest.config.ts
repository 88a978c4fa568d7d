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
      // Typing into forms with user-event is slow on a busy shared machine; 5 s was not enough.
      testTimeout: 20_000,
    },
  }),
);
