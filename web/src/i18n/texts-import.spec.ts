// @vitest-environment node
/**
 * The German texts of the screen renderers and of some features are not in the first load:
 * each comes with the chunk of the modules that use it (lib/i18n.ts). A module that used such
 * a text without importing the module that registers it would show the key instead of the
 * text whenever nothing else loaded it first, so every module using one imports it itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

/** Domain (the JSON file's name, the texts' first key) → the module that registers its German texts. */
const TEXT_MODULES: Record<string, string> = {
  sdui: 'sdui/texts.ts',
  workbench: 'features/workbench/texts.ts',
  ordering: 'features/ordering/texts.ts',
  ontSwap: 'features/ont-swap/texts.ts',
  pans: 'features/pans/texts.ts',
  auth: 'features/auth/texts.ts',
  home: 'pages/home/texts.ts',
  forbidden: 'pages/texts.ts',
  notFound: 'pages/texts.ts',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' || entry.name === 'test-support' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files a module imports with a relative path, absolute and with `.ts`/`.tsx` where they exist. */
function relativeImports(file: string, code: string): string[] {
  return [...code.matchAll(/^import\s+(?:[^'";]*\s+from\s+)?'(\.[^']+)';$/gm)].map((match) => resolve(dirname(file), match[1]!));
}

describe('the German texts that come with their chunks', () => {
  it.each(Object.entries(TEXT_MODULES))('are imported by every module that uses a %s text', (domain, textsModule) => {
    const register = join(srcDir, textsModule).replace(/\.ts$/, '');
    const users = sourceFiles(srcDir).filter(
      (file) => file !== join(srcDir, textsModule) && new RegExp(`['\`]${domain}\\.\\w`).test(readFileSync(file, 'utf8')),
    );
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((file) => !relativeImports(file, readFileSync(file, 'utf8')).includes(register)).map((file) => file.slice(srcDir.length))).toEqual([]);
  });

  it('leaves these texts out of the first load', () => {
    const i18n = readFileSync(join(srcDir, 'lib/i18n.ts'), 'utf8');
    for (const domain of Object.keys(TEXT_MODULES)) expect(i18n).toContain(`'!../i18n/de/${domain}.json'`);
  });
});
