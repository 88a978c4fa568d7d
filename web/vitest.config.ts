import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { splitSpecs, WEB_OWN_PROCESS } from '../shared/src/test-support/spec-isolation';

const specs = splitSpecs(new URL('.', import.meta.url).pathname, ['src', 'test'], WEB_OWN_PROCESS);

function project(name: string, include: string[], isolate: boolean) {
  return mergeConfig(
    viteConfig,
    defineConfig({
      test: {
        name,
        include,
        isolate,
        environment: 'happy-dom',
        setupFiles: ['test/setup.ts'],
        // Typing into forms with user-event is slow on a busy shared machine; 5 s was not enough.
        testTimeout: 20_000,
      },
    }),
  );
}

/**
 * Two projects (docs/testing.md): `web` runs the spec files in shared processes (`isolate:
 * false`: React, Chakra and the app are imported once per worker, not once per file;
 * test/setup.ts resets the page before each file), `web-isolated` the files that replace a
 * module with `vi.mock` or initialise the session library, each in a process of its own.
 */
export const webIsolated = project('web-isolated', specs.own, true);

export default project('web', specs.shared, false);
