/**
 * Which spec files may share a test process with others (vitest `isolate: false`) and which
 * need one of their own. A new process per file costs its imports again (seconds per file for
 * the server's and the client's module graphs, far more on a busy machine); most files need
 * nothing of it. A file needs its own process when it, or a test helper it imports (a file in a
 * `test/` folder or named `*test-support*`, `*test-kit*`, `kit.ts`), does one of `marks`:
 * on the server, start a portal or initialise supertokens-node (once per process, for one core);
 * in the client, replace a module with `vi.mock` or initialise the session library (supertokens-web-js
 * wraps `fetch` once per process). A new spec that does is put in its own process by itself. Used by the vitest configs of server/ and web/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface SpecSplit {
  /** Paths relative to `root`: files that may share a process. */
  shared: string[];
  /** Paths relative to `root`: files that need a process of their own. */
  own: string[];
}

const HELPER = /(\/test\/|test-support|test-kit|\/kit\.ts$|\.spec\.tsx?$)/;
const SPEC = /\.spec\.tsx?$/;

function specsUnder(dir: string, found: string[] = []): string[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) specsUnder(path, found);
    else if (SPEC.test(entry)) found.push(path);
  }
  return found;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The first mark the file or one of its test helpers (transitively) hits, or null. */
function markOf(file: string, marks: RegExp, seen: Set<string>): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const hit = marks.exec(text);
  if (hit) return hit[0];
  for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const target = resolveImport(file, specifier!);
    if (target !== null && HELPER.test(target)) {
      const found = markOf(target, marks, seen);
      if (found !== null) return found;
    }
  }
  return null;
}

/** The spec files under `root`'s `folders`, split by whether they hit one of `marks`. */
export function splitSpecs(root: string, folders: string[], marks: RegExp): SpecSplit {
  const split: SpecSplit = { shared: [], own: [] };
  for (const folder of folders) {
    for (const file of specsUnder(join(root, folder)).sort()) {
      (markOf(file, marks, new Set()) === null ? split.shared : split.own).push(relative(root, file));
    }
  }
  return split;
}

/** Server specs: a portal (an app with its services) or supertokens-node initialised in the process. */
export const SERVER_OWN_PROCESS =
  /\b(?:startPortal|startTestPortal|startWorkbenchPortal|buildApp|startServices|initSupertokens|supertokens\.init|vi\.mock|vi\.doMock)\s*\(/;

/** Client specs: modules replaced for the whole file, or the session library initialised over a fake `fetch`. */
export const WEB_OWN_PROCESS = /\b(?:vi\.mock|vi\.doMock|initSession)\s*\(/;
