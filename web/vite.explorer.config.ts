import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { typedDocuments } from './vite/typed-documents';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The offline GraphQL explorer (explorer.html), built after the portal into the same dist
 * (`npm run build`): on its own, so that the portal's first load is not split into the chunks
 * the two pages would share. No manifest: the portal's (.vite/manifest.json) stays the one
 * the bundle budgets read.
 */
export default defineConfig({
  root,
  plugins: [react(), { ...typedDocuments({ gqlDir: fileURLToPath(new URL('src/gql', import.meta.url)) }), apply: 'build' }],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    manifest: false,
    rollupOptions: { input: { explorer: fileURLToPath(new URL('explorer.html', import.meta.url)) } },
  },
});
