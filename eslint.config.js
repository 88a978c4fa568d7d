// Lint for both workspaces. Besides the usual checks it keeps the one-way layers of STYLE.md
// with ESLint's own import restrictions (static imports and dynamic `import()` alike):
//   web:    components/, lib/  ->  sdui/ and features/  ->  app/; a feature never imports another
//   server: embedded stand-ins never import BFF code; modules reach each other through index.ts;
//   both:   nothing in src/ but a spec imports test support (server/test/, web/test/, shared/test-support/).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Specs sit beside the code; every other piece of test code lives outside src/: the test kits and
// fixtures in server/test/ and web/test/ (support/ there), shared/test-support/, the browser tests in e2e/.
const TEST_FILES = ['**/*.spec.ts', '**/*.spec.tsx'];
const TEST_CODE = [...TEST_FILES, '**/test/**', '**/test-support/**', '**/e2e/**', 'server/reliability/**'];
const TEST_SUPPORT = {
  group: ['**/test/**', '**/test-support/**', '**/*test-support*', '**/test-kit', '**/*.spec'],
  message: 'Produktionscode importiert keine Test-Hilfen (sie liegen in server/test/, web/test/ und shared/test-support/).',
};

/** A glob of no-restricted-imports as an esquery regex source (for dynamic imports). */
function globToRegexSource(glob) {
  const anywhere = glob.startsWith('**/');
  const core = glob.replace(/^\*\*\//, '').replace(/\/\*\*?$/, '');
  const escaped = core.replace(/[.]/g, '\\.').replace(/\//g, '\\/');
  return `${anywhere ? '(^|\\/)' : '^'}${escaped}(\\/|$)`;
}

/** One layer: its files may not import the listed folders (glob groups, relative or not). */
function layer(files, forbidden, message, ignores = []) {
  const patterns = [{ group: forbidden, message }];
  const groupRegex = forbidden.map(globToRegexSource);
  return {
    files,
    ignores,
    rules: {
      'no-restricted-imports': ['error', { patterns: [...patterns, TEST_SUPPORT] }],
      // Dynamic import() is not covered by no-restricted-imports.
      'no-restricted-syntax': ['error', ...groupRegex.map((regex) => ({ selector: `ImportExpression[source.value=/${regex}/]`, message }))],
    },
  };
}

const webFeatures = folders('./web/src/features');
const serverModules = folders('./server/src/modules').filter((name) => name !== 'common');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/src/gql/**',
      'server/src/graphql/__generated__/**',
      'bench/results/**',
      'bench/.tmp/**',
      'server/dist-bench/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // The portal refuses control characters in input on purpose; the regexes that find them are the tool.
      'no-control-regex': 'off',
      // A variable a closure reads before its one assignment (timers set after their handler) stays `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Tests probe untyped JSON from HTTP answers; production code stays typed.
    files: TEST_CODE,
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-console': ['error', { allow: ['info'] }] },
  },
  {
    // Benchmarks hand functions to the browser (page.evaluate): they run there.
    files: ['bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Command-line tools print their results.
    files: ['bench/**', '**/scripts/**', 'server/reliability/**', '**/*.cli.ts', 'server/test/hardening/csp-in-browser.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}'], ignores: TEST_FILES, rules: { 'no-restricted-imports': ['error', { patterns: [TEST_SUPPORT] }] } },
  // --- web layers ---
  layer(
    ['web/src/lib/**', 'web/src/components/**'],
    ['**/sdui/**', '**/features/**', '**/app/**', '**/pages/**'],
    'components/ und lib/ sind die unterste Schicht: kein Import aus sdui/, features/, pages/ oder app/.',
    TEST_FILES,
  ),
  layer(
    ['web/src/sdui/**', 'web/src/pages/**'],
    ['**/features/**', '**/app/**'],
    'sdui/ und pages/ importieren weder features/ noch app/ (app/ setzt sie zusammen).',
    TEST_FILES,
  ),
  ...webFeatures.map((feature) =>
    layer(
      [`web/src/features/${feature}/**`],
      ['**/app/**', ...webFeatures.filter((other) => other !== feature).flatMap((other) => [`**/features/${other}/**`, `../${other}/**`, `../../${other}/**`])],
      `Das Feature „${feature}“ importiert kein anderes Feature und nicht app/.`,
      TEST_FILES,
    ),
  ),
  // --- server layers ---
  layer(
    ['server/src/embedded/**'],
    ['**/modules/**', '**/graphql/**', '**/sources/**', '**/auth/**', '**/http/**', '**/app', '**/services'],
    'Eingebettete Ersatzsysteme sprechen mit dem BFF nur über HTTP und importieren keinen BFF-Code.',
    TEST_FILES,
  ),
  ...serverModules.map((module) =>
    layer(
      [`server/src/modules/${module}/**`],
      serverModules.filter((other) => other !== module).flatMap((other) => [`../${other}/*`, `../../modules/${other}/*`]),
      "Module erreichen einander nur über ihre index.ts: '../modul' statt '../modul/datei'.",
      TEST_FILES,
    ),
  ),
);
