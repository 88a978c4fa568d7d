// Positions in the built client's chunks, mapped to their sources: with a build that has source
// maps (`npx vite build --sourcemap` in web), profiles name `sdui/components/data-table.tsx:120`
// instead of `data-table-Ab12.js:1:5830`. Without maps, the chunk's position as it is.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { repoRoot } from './processes.mjs';

const distDir = join(repoRoot, 'web/dist');
const maps = new Map();

function mapPosition(url, line, column) {
  const file = url.replace(/^https?:\/\/[^/]+\//, '');
  if (!file.endsWith('.js')) return null;
  if (!maps.has(file)) {
    const mapFile = join(distDir, `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new TraceMap(readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return null;
  if (line < 0 || column < 0) return null;
  const found = originalPositionFor(map, { line: line + 1, column });
  if (!found.source) return null;
  return { source: found.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, 'nm/'), line: found.line, name: found.name };
}

/** A profile's call frame as `function source:line` (mapped where a source map exists). */
export function frameKey(callFrame) {
  const { functionName, url, lineNumber, columnNumber } = callFrame;
  if (!url) return functionName || '(anonymous)';
  const mapped = mapPosition(url, lineNumber ?? 0, columnNumber ?? 0);
  if (mapped) return `${functionName || mapped.name || '(anonymous)'} ${mapped.source}:${mapped.line}`;
  return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${(lineNumber ?? 0) + 1}:${(columnNumber ?? 0) + 1}`;
}
