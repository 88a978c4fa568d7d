import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { typedDocuments } from './vite/typed-documents';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), { ...typedDocuments({ gqlDir: fileURLToPath(new URL('src/gql', import.meta.url)) }), apply: 'build' }],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rollupOptions: {
      input: {
        main: fileURLToPath(new URL('index.html', import.meta.url)),
        explorer: fileURLToPath(new URL('explorer.html', import.meta.url)),
      },
      output: {
        // The German texts are shared by the app and the explorer: one file, not one per domain.
        // The texts of features no first page shows come with their feature (lib/i18n.ts).
        manualChunks: (id) => (/\/src\/i18n\/de\/(?!(?:workbench|ordering|ontSwap|pans)\.json$)[\w-]+\.json$/.test(id) ? 'i18n-de' : undefined),
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
