// Gzip size of the JavaScript the home route needs (the main entry and its static
// imports plus the signed-in frame with home, which the entry loads beside the boot request),
// of what the login needs (the entry plus the login routes, loaded the same way), and of
// every lazily loaded chunk, from Vite's manifest. Printed after `npm run build`;
// web/test/bundle-budget.spec.ts and `npm run bench` (B8) use `measureBundle`.
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
  // Home: the first load plus the signed-in frame with home (app/signed-in.tsx, or the chunk
  // `signed-in` of web/vite.config.ts that holds it) and its static imports.
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('src/app/signed-in.tsx') || manifest[key].name === 'signed-in');
  const homeKeys = homeKey ? staticClosure(homeKey, new Set(initialKeys)) : new Set(initialKeys);
  const homeJs = [...homeKeys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const homeGzip = homeJs.reduce((sum, file) => sum + gzipOf(file), 0);
  // The login: the first load plus the lazily loaded login pages (app/auth-pages.tsx) and their static imports.
  const authKey = Object.keys(manifest).find((key) => key.endsWith('src/app/auth-pages.tsx'));
  const loginKeys = authKey ? staticClosure(authKey, new Set(initialKeys)) : new Set(initialKeys);
  const loginJs = [...loginKeys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
  const loginGzip = loginJs.reduce((sum, file) => sum + gzipOf(file), 0);
  // Lazy chunks of the app (those of home and the login included); the developer explorer is a separate page and not counted.
  const lazyChunks = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.file.endsWith('.js') && !initialKeys.has(key) && isReachableFromApp(manifest, key))
    .map(([key, chunk]) => ({ name: chunk.name ?? key, file: chunk.file, gzip: gzipOf(chunk.file) }));
  return { initialJs, initialGzip, homeJs, homeGzip, loginJs, loginGzip, lazyChunks };
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
  const { initialJs, initialGzip, homeJs, homeGzip, loginJs, loginGzip, lazyChunks } = measureBundle();
  console.log(`\nJavaScript des Einstiegs (gzip): ${kb(initialGzip)} in ${initialJs.length} Dateien`);
  console.log(`JavaScript der Startseite (gzip): ${kb(homeGzip)} in ${homeJs.length} Dateien`);
  console.log(`JavaScript der Anmeldung (gzip): ${kb(loginGzip)} in ${loginJs.length} Dateien`);
  for (const chunk of lazyChunks.sort((a, b) => b.gzip - a.gzip)) console.log(`  bei Bedarf: ${chunk.file.padEnd(48)} ${kb(chunk.gzip)}`);
}
