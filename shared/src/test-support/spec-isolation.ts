/**
 * Which spec files may share a test process with others (vitest `isolate: false`) and which
 * need one of their own. A new process per file costs its imports again (seconds per file for
 * the server's and the client's module graphs, far more on a busy machine); most files need
 * nothing of it. A file needs its own process when it, or a test helper it imports (a file in a
 * `test/` folder or named `*test-support*`, `*test-kit*`, `kit.ts`), does one of `marks`:
 * on the server, start a portal or initialise supertokens-node (once per process, for one core; the
 * server's vitest config runs these files in shared processes all the same and resets supertokens-node
 * before each, and keeps a process of its own only for the `alone` marks, SERVER_ALONE);
 * in the client, replace a module with `vi.mock` or initialise the session library (supertokens-web-js
 * wraps `fetch` once per process). A new spec that does is put in its own process by itself. Used by the vitest configs of server/ and web/.
 *
 * The server has a third kind: a file that uses the portal shared by its worker process
 * (`sharedPortal()` in server/test/shared-portal.ts) and none of the own-process marks runs with the
 * other such files in shared processes, all on one portal per process. The modules that only
 * define the starters (`definedIn`: server/test/portal.ts, shared-portal.ts, hardening/kit.ts) are not
 * followed: importing `eventually` or a type starts nothing; the call to the starter is in the
 * spec or in a helper that is followed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface SpecSplit {
  /** Paths relative to `root`: files that may share a process. */
  shared: string[];
  /** Paths relative to `root`: files that need a process of their own. */
  own: string[];
  /** Paths relative to `root`: files that share their process and the one portal started in it (`sharedProcess.mark`). */
  sharedProcess: string[];
  /** Paths relative to `root`: files that leave something behind for the whole process (`alone`), each in a process no other file uses. */
  alone: string[];
}

/** The third kind of file: one that uses a resource shared by its process (one portal per worker). */
export interface SharedProcessMarks {
  /** The call that uses the shared resource, e.g. `sharedPortal(`. */
  mark: RegExp;
  /** Helpers that define the starters (their calls inside are definitions, not starts); not followed. */
  definedIn: RegExp;
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
function markOf(file: string, marks: RegExp, seen: Set<string>, skip: RegExp | undefined): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const hit = marks.exec(text);
  if (hit) return hit[0];
  for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    const target = resolveImport(file, specifier!);
    if (target !== null && HELPER.test(target) && !(skip?.test(target) ?? false)) {
      const found = markOf(target, marks, seen, skip);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * The spec files under `root`'s `folders`: those that hit one of `marks` need a process of their
 * own; of the others, those that hit `sharedProcess.mark` share the resource of their process.
 */
export function splitSpecs(root: string, folders: string[], marks: RegExp, sharedProcess?: SharedProcessMarks, alone?: RegExp): SpecSplit {
  const split: SpecSplit = { shared: [], own: [], sharedProcess: [], alone: [] };
  const skip = sharedProcess?.definedIn;
  for (const folder of folders) {
    for (const file of specsUnder(join(root, folder)).sort()) {
      const path = relative(root, file);
      if (alone !== undefined && markOf(file, alone, new Set(), skip) !== null) split.alone.push(path);
      else if (markOf(file, marks, new Set(), skip) !== null) split.own.push(path);
      else if (sharedProcess !== undefined && markOf(file, sharedProcess.mark, new Set(), skip) !== null) split.sharedProcess.push(path);
      else split.shared.push(path);
    }
  }
  return split;
}

/** Server specs: a portal (an app with its services) or supertokens-node initialised in the process. */
export const SERVER_OWN_PROCESS =
  /\b(?:startPortal|startTestPortal|startWorkbenchPortal|startApp|buildApp|startServices|initSupertokens|supertokens\.init|vi\.mock|vi\.doMock)\s*\(/;

/**
 * Server specs that change the whole process for every later file in it: OpenTelemetry's global
 * tracer provider and instrumentations, registered by a portal started with an OTLP endpoint.
 * (The specs that start a portal of their own share processes: supertokens-node is reset before
 * each file, server/test/support/supertokens-reset.ts.)
 */
export const SERVER_ALONE = /\bOTEL_EXPORTER_OTLP_ENDPOINT\s*:/;

/** Server specs on the portal of their worker process (server/test/shared-portal.ts). */
export const SERVER_SHARED_PORTAL: SharedProcessMarks = {
  mark: /\bsharedPortal\s*\(/,
  definedIn: /\/server\/test\/(?:portal|shared-portal|hardening\/kit)\.ts$/,
};

/** Client specs: modules replaced for the whole file, or the session library initialised over a fake `fetch`. */
export const WEB_OWN_PROCESS = /\b(?:vi\.mock|vi\.doMock|initSession)\s*\(/;
