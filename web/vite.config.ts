import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { typedDocuments } from './vite/typed-documents';
import { pureChakraAnatomy } from './vite/pure-anatomy';
import { pagePreloads } from './vite/page-preloads';
import { staticChakraGlobals } from './vite/chakra-global-css';

const root = fileURLToPath(new URL('.', import.meta.url));
/** Chakra's theme modules one by one (src/lib/chakra-theme.ts): the package exports only their barrel. */
const chakraThemeDir = fileURLToPath(new URL('.', import.meta.resolve('@chakra-ui/react/theme')));
const alias = [{ find: /^@chakra-ui\/react\/theme\/(.+)$/, replacement: `${chakraThemeDir}$1` }];
/**
 * The trusted-document id of the boot query, which the client sends before Apollo Client has
 * loaded (src/app/boot-source.ts): the key of `query PortalBoot` in the documents codegen wrote.
 */
const portalBootId = Object.entries(
  JSON.parse(readFileSync(new URL('src/gql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>,
).find(([, text]) => text.startsWith('query PortalBoot {'))?.[0];
if (portalBootId === undefined) throw new Error('query PortalBoot fehlt in src/gql/persisted-documents.json – bitte `npm run codegen` ausführen');

export default defineConfig({
  root,
  plugins: [
    react(),
    pureChakraAnatomy(),
    { ...typedDocuments({ gqlDir: fileURLToPath(new URL('src/gql', import.meta.url)) }), apply: 'build' },
    pagePreloads({ root, schema: fileURLToPath(new URL('../schema/screens.schema.json', import.meta.url)) }),
    staticChakraGlobals({ root, alias }),
  ],
  define: { __PORTAL_BOOT_ID__: JSON.stringify(portalBootId) },
  resolve: { alias },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      // The portal only: the developer explorer is built on its own (vite.explorer.config.ts), so
      // that the modules both use (React, i18n, fetch) need not sit in chunks of their own (issue 20).
      input: { main: fileURLToPath(new URL('index.html', import.meta.url)) },
      output: {
        // Everything the first page needs statically in one file: a file per module shared with
        // some lazy chunk (Chakra parts, Apollo hooks, i18next…) cost about 8 KB gzip more,
        // each compressed without the others (issue 20). The German texts of the first pages
        // come with it; those of features no first page shows come with their feature (lib/i18n.ts).
        codeSplitting: {
          groups: [
            { name: 'main', tags: ['$initial'], priority: 20 },
            // Chakra's components that both first pages render (the login and home each load a
            // chunk of their own, app/routes.tsx) in one file, not in small files of their own.
            { name: 'first-pages', test: /@chakra-ui\/react\/dist\/esm\/components\/(card|heading|link|flex)\//, priority: 20 },
            // The signed-in frame with home (header, session guard), which the login does not load.
            {
              name: 'signed-in',
              test: /web\/src\/(app\/(signed-in|shell|session-gate|rules-version|header\/)|pages\/home|features\/auth\/require-session)|components\/(badge|simple-grid|container|stack\/h-stack)\//,
              priority: 10,
            },
            // Chakra's form fields with their recipes in one file: the login and every screen with a form
            // load them together (six chunks each compressed alone were 1.4 KB gzip more for the login).
            // The recipes of a labelled input: the login's fields (features/auth/form-fields.tsx, without
            // Ark's field) and the form fields' chunk both load them.
            { name: 'field-recipes', test: /(lib\/field-recipes|recipes\/(field|input)\.js)/, priority: 6 },
            {
              name: 'form-fields',
              test: /(components\/(field|input|input-group|group|icon-button|native-select)\/|lib\/form-recipes|recipes\/(field|input|input-addon|native-select|select)\.js|create-split-props)/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/graphql': 'http://127.0.0.1:3000',
      '/auth': { target: 'http://127.0.0.1:3000', bypass: (req) => (req.headers.accept?.includes('text/html') ? req.url : undefined) },
      '/healthz': 'http://127.0.0.1:3000',
    },
  },
});
