// Gzip size of the JavaScript the home route needs (the main entry and its static
// imports) and of every lazily loaded chunk, from Vite's manifest. Printed after
// `npm run build`; the test suite imports `measureBundle` to enforce the budgets.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = fileURLToPath(new URL('../dist', import.meta.url));

export function measureBundle(dir = distDir) {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const gzipOf = (file) => gzipSync(readFileSync(join(dir, file)), { level: 9 }).length;
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
    return seen;
  };
  const initialKeys = staticClosure('index.html');
  const initialJs = [...initialKeys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const initialGzip = initialJs.reduce((sum, file) => sum + gzipOf(file), 0);
  // Lazy chunks of the app; the developer explorer is a separate page and not counted.
  const lazyChunks = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.file.endsWith('.js') && !initialKeys.has(key) && isReachableFromApp(manifest, key))
    .map(([key, chunk]) => ({ name: chunk.name ?? key, file: chunk.file, gzip: gzipOf(chunk.file) }));
  return { initialJs, initialGzip, lazyChunks };
}

function isReachableFromApp(manifest, target) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return false;
    seen.add(key);
    if (key === target) return true;
    const chunk = manifest[key] ?? {};
    return [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].some(visit);
  };
  return visit('index.html');
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { initialJs, initialGzip, lazyChunks } = measureBundle();
  console.log(`\nJavaScript der Startseite (gzip): ${kb(initialGzip)} in ${initialJs.length} Dateien`);
  for (const chunk of lazyChunks.sort((a, b) => b.gzip - a.gzip)) console.log(`  bei Bedarf: ${chunk.file.padEnd(48)} ${kb(chunk.gzip)}`);
}
