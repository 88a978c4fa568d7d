// B8 (first load against an empty React 19 + Vite app) and B9 (Chakra UI cost: the portal's
// trimmed system against `defaultSystem`), each built in this run.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { measureBundle } from '../../web/scripts/bundle-size.mjs';
import { repoRoot } from '../lib/processes.mjs';
import { entry } from '../lib/stats.mjs';

// The web workspace's own Vite and React plugin (its versions, not whatever the root hoisted).
const { build } = await import(new URL('../../web/node_modules/vite/dist/node/index.js', import.meta.url).href);
const { default: react } = await import(new URL('../../web/node_modules/@vitejs/plugin-react/dist/index.js', import.meta.url).href);

const KB = 1024;

async function buildPortal(outDir, { defaultSystem = false, sourcemap = false } = {}) {
  const swapSystem = {
    name: 'bench:default-system',
    enforce: 'pre',
    transform(code, id) {
      if (!defaultSystem || !id.endsWith('/web/src/lib/system.ts')) return null;
      // The same brand on Chakra's full default config: what the app was before the trim.
      const trimmed = 'createSystem(defaultBaseConfig, themeConfig, brandConfig)';
      if (!code.includes(trimmed)) throw new Error(`B9: web/src/lib/system.ts no longer builds its system as ${trimmed}`);
      return `import { defaultConfig } from '@chakra-ui/react';\n${code.replace(trimmed, 'createSystem(defaultConfig, brandConfig)')}`;
    },
  };
  await build({
    configFile: join(repoRoot, 'web/vite.config.ts'),
    logLevel: 'error',
    plugins: [swapSystem],
    build: { outDir, emptyOutDir: true, sourcemap },
  });
  return outDir;
}

/** Gzip of the bytes of the home route's first load that come from `@chakra-ui/react` (source maps). */
function chakraGzip(dir) {
  const { homeJs } = measureBundle(dir);
  let text = '';
  for (const file of homeJs) {
    const mapFile = join(dir, `${file}.map`);
    if (!existsSync(mapFile)) continue;
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    const map = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    const segments = [];
    map.eachMapping((m) => segments.push(m));
    segments.forEach((s, i) => {
      if (!s.source?.includes('node_modules/@chakra-ui/react/')) return;
      const next = segments[i + 1];
      const line = lines[s.generatedLine - 1] ?? '';
      text += line.slice(s.generatedColumn, next && next.generatedLine === s.generatedLine ? next.generatedColumn : line.length);
    });
  }
  return gzipSync(text, { level: 9 }).length;
}

async function buildEmptyApp(outDir) {
  await build({
    configFile: false,
    root: join(repoRoot, 'bench/empty-app'),
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  });
  const manifestFree = readFileSync(join(outDir, 'index.html'), 'utf8');
  const scripts = [...manifestFree.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
}

export async function b8() {
  const portalDir = await buildPortal(mkdtempSync(join(tmpdir(), 'bench-portal-')));
  const measured = measureBundle(portalDir);
  const empty = await buildEmptyApp(mkdtempSync(join(tmpdir(), 'bench-empty-')));
  const value = Math.max(measured.homeGzip, measured.loginGzip);
  const largestLazy = Math.max(...measured.lazyChunks.map((c) => c.gzip));
  return entry({
    id: 'B8',
    scenario: 'Erster Aufruf: JavaScript für Anmeldung und Startseite (gzip, KB; der größere der beiden)',
    value: value / KB,
    baseline: empty / KB,
    ratio: value / empty,
    target: '<= 170 KB; jeder nachgeladene Routen-Chunk <= 60 KB',
    met: value <= 170 * KB && largestLazy <= 60 * KB,
    unit: 'KB',
    details: {
      homeKb: +(measured.homeGzip / KB).toFixed(1),
      homeFiles: measured.homeJs.length,
      loginKb: +(measured.loginGzip / KB).toFixed(1),
      loginFiles: measured.loginJs.length,
      largestLazyChunkKb: +(largestLazy / KB).toFixed(1),
      emptyReactViteKb: +(empty / KB).toFixed(1),
    },
  });
}

export async function b9() {
  const trimmed = chakraGzip(await buildPortal(mkdtempSync(join(tmpdir(), 'bench-trimmed-')), { sourcemap: true }));
  const full = chakraGzip(await buildPortal(mkdtempSync(join(tmpdir(), 'bench-default-')), { sourcemap: true, defaultSystem: true }));
  return entry({
    id: 'B9',
    scenario: 'Kosten von Chakra UI im ersten Aufruf (gzip, KB, per Source Map zugeordnet): eigenes System mit den genutzten Rezepten',
    value: trimmed / KB,
    baseline: full / KB,
    ratio: trimmed / full,
    target: 'ratio <= 0.6',
    met: trimmed / full <= 0.6,
    unit: 'KB',
    details: { measured: 'Bytes aus node_modules/@chakra-ui/react im JavaScript der Startseite, zusammen gzip-komprimiert' },
  });
}
