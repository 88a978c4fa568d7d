/**
 * The cluster test and the benchmarks call the web client's operations by name, as the
 * browser does (trusted documents). A renamed or removed operation otherwise shows only
 * at the end of CI, when the cluster load answers "… is not an operation of the web
 * client" (it did: LocationOrders became OrderList). Here it fails with the suites.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/lib/paths';

const manifest = JSON.parse(readFileSync(join(repoRoot, 'web', 'src', 'gql', 'persisted-documents.json'), 'utf8')) as Record<string, string>;
const clientOperations = new Set(Object.values(manifest).map((document) => /^(?:query|mutation|subscription) (\w+)/.exec(document)?.[1]));

/** `run<…>('Name'` and `graphql('Name'` calls in the scripts that speak to a portal like its client. */
function namedCalls(dir: string): Array<{ file: string; name: string }> {
  const calls: Array<{ file: string; name: string }> = [];
  for (const entry of readdirSync(join(repoRoot, dir), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ts|mjs)$/.test(entry.name) || entry.name.endsWith('.spec.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    for (const match of readFileSync(file, 'utf8').matchAll(/\b(?:run(?:<[^>]*>)?|graphql)\(\s*'([A-Z]\w+)'/g))
      calls.push({ file: file.slice(repoRoot.length + 1), name: match[1]! });
  }
  return calls;
}

describe('operations called by name outside the client', () => {
  it.each(['server/cluster', 'bench'])('%s calls only operations of the web client', (dir) => {
    const calls = namedCalls(dir);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => !clientOperations.has(call.name))).toEqual([]);
  });
});
