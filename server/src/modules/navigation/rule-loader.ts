/**
 * Loading and validating the definitions of `screens/`: parse (YAML or JSON, `rule-parse.ts`), validate
 * every file against `schema/screens.schema.json` (`rule-schema.ts`), then check what a schema cannot see
 * across files (`rule-checks.ts`) (one menu, one home, unique ids/routes/orders, known `sameAs` targets,
 * no cycles, no link to a screen its viewer may not open), then compile.
 *
 * Every problem becomes a `RuleIssue` with file, JSON pointer, line (for YAML) and a
 * German message; the result is data (`LoadResult`), since an invalid draft is an
 * expected outcome for the rule store and the workbench.
 */
import { createHash } from 'node:crypto';
import { shippedClientContract, type ClientContract } from './client-contract';
import { CELL_COUNT, attachCompiled, compileRuleSet, compiledOf, createLookup } from './rule-compiler';
import type { CompiledRuleSet } from './rule-compiler';
import type { RuleIssue, RuleSet } from './navigation.types';
import {
  clientIssues,
  entryLists,
  linkIssues,
  mergeSections,
  referenceIssues,
  ruledItems,
  sameAsCycleIssues,
  schemaIssues,
  uniquenessIssues,
} from './rule-checks';
import { parseText, type ParsedFile } from './rule-parse';
import { formatIssue } from './rule-schema';

export { SCREENS_SCHEMA_URL, formatIssue, screensSchema } from './rule-schema';

/** Extensions of definition files; everything else in the folder is ignored. */
export const DEFINITION_FILE_PATTERN = /^[^.~#][^/\\]*\.(?:ya?ml|json)$/;

export class RuleLoadError extends Error {
  override readonly name = 'RuleLoadError';
  constructor(readonly issues: readonly RuleIssue[]) {
    super(issues.map(formatIssue).join('\n'));
  }
}

export type LoadResult = { ok: true; ruleSet: RuleSet } | { ok: false; error: RuleLoadError };

export interface LoadOptions {
  /** Folder name put before file names in messages; default `screens`. */
  label?: string;
  /**
   * Refuse a text without its English counterpart (a plain string where `{ de, en }`
   * belongs). The files in `screens/` are held to it by a spec, and the workbench
   * publishes nothing without it; the loader itself still reads plain strings.
   */
  requireEnglish?: boolean;
  /** The client the definitions must fit; default the shipped one (its persisted-documents manifest), null for none. */
  client?: ClientContract | null;
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The checked definitions as a frozen rule set, keyed by the hash of its files, with its compiled tables. */
function sealRuleSet(files: readonly ParsedFile[], definitions: Pick<RuleSet, 'menu' | 'home' | 'screens'>, compiled: CompiledRuleSet): RuleSet {
  if (compiled.cells.de.length !== CELL_COUNT || compiled.cells.en.length !== CELL_COUNT) throw new Error('navigation cells incomplete');
  const sources = deepFreeze(Object.fromEntries(files.map((file) => [file.name, file.value])));
  const hash = createHash('sha256')
    .update(stableStringify(files.map((file) => [file.name, file.value])))
    .digest('hex');
  const ruleSet: RuleSet = Object.freeze({
    hash,
    sources,
    menu: definitions.menu,
    home: definitions.home,
    screens: Object.freeze(definitions.screens),
  });
  attachCompiled(ruleSet, compiled);
  return ruleSet;
}

/** Checks the parsed files phase by phase; the first phase with issues ends the load with all of its issues. */
function buildRuleSet(files: ParsedFile[], label: string, options: LoadOptions = {}): LoadResult {
  const fail = (issues: RuleIssue[]): LoadResult => ({ ok: false, error: new RuleLoadError(issues) });

  const invalid = schemaIssues(files, options.requireEnglish === true);
  if (invalid.length > 0) return fail(invalid);

  const merged = mergeSections(files, label);
  if (Array.isArray(merged)) return fail(merged);
  const { menu, home, screens } = merged;

  const lists = entryLists(merged);
  const lookup = createLookup(
    menu.value.entries,
    home.value.tiles,
    home.value.releaseNotes,
    screens.map((s) => s.value),
  );
  const ruled = ruledItems(merged, lists);
  const inconsistent = [...uniquenessIssues(lists, screens), ...referenceIssues(ruled, lookup)];
  if (inconsistent.length > 0) return fail(inconsistent);

  const cycles = sameAsCycleIssues(ruled, lookup);
  if (cycles.length > 0) return fail(cycles);

  const definitions = { menu: menu.value, home: home.value, screens: screens.map((s) => s.value) };
  const compiled = compileRuleSet(definitions);
  const unreachable = linkIssues(lists, compiled);
  if (unreachable.length > 0) return fail(unreachable);

  const mismatched = clientIssues(screens, options.client === undefined ? shippedClientContract() : options.client);
  if (mismatched.length > 0) return fail(mismatched);

  return { ok: true, ruleSet: sealRuleSet(files, definitions, compiled) };
}

function sortedNames(record: Record<string, unknown>): string[] {
  return Object.keys(record).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

function displayName(label: string, name: string): string {
  return label === '' ? name : `${label}/${name}`;
}

/**
 * Validates in-memory definitions (e.g. a draft from the workbench or a version from
 * the database), keyed by file name (`menu.yaml`). The objects are copied.
 */
export function loadRuleSetFromObjects(files: Record<string, unknown>, options: LoadOptions = {}): LoadResult {
  const label = options.label ?? 'screens';
  const parsed = sortedNames(files).map((name): ParsedFile => ({
    name,
    display: displayName(label, name),
    value: structuredClone(files[name]),
    lineOf: () => undefined,
  }));
  if (parsed.length === 0) return { ok: false, error: new RuleLoadError([{ file: label, path: '/', message: 'keine Definitionsdateien gefunden' }]) };
  return buildRuleSet(parsed, label, options);
}

/**
 * Rule sets loaded from texts, by everything that decides the result (label, requireEnglish,
 * client contract, file names and texts). A portal start loads the same `screens/` up to four
 * times (rule store, sync into the database, live version, files report), a publish the same
 * draft twice; each load cost 150–300 ms CPU after the first. Only valid results are kept, and
 * each call still gets a rule set object of its own (listeners compare identity), sharing the
 * frozen definitions and compiled tables. A changed text is a new key and is parsed again.
 */
const loadedTexts = new Map<string, { ruleSet: RuleSet; compiled: CompiledRuleSet }>();
const LOADED_TEXTS_SIZE = 16;
const clientKeys = new WeakMap<ClientContract, number>();
let nextClientKey = 1;

function textsKey(names: readonly string[], texts: Record<string, string>, label: string, options: LoadOptions): string {
  let client = 'shipped';
  if (options.client === null) client = 'none';
  else if (options.client !== undefined) {
    let key = clientKeys.get(options.client);
    if (key === undefined) {
      key = nextClientKey++;
      clientKeys.set(options.client, key);
    }
    client = `client-${key}`;
  }
  const hash = createHash('sha256');
  for (const name of names) hash.update(`${name.length}:${name}${(texts[name] ?? '').length}:`).update(texts[name] ?? '');
  return `${JSON.stringify(label)}|${options.requireEnglish === true}|${client}|${hash.digest('hex')}`;
}

/** A new rule set object with the same (frozen) content and compiled tables as `cached`. */
function copyRuleSet({ ruleSet, compiled }: { ruleSet: RuleSet; compiled: CompiledRuleSet }): RuleSet {
  const copy: RuleSet = Object.freeze({ ...ruleSet });
  attachCompiled(copy, compiled);
  return copy;
}

/** Parses and validates file texts (YAML or JSON by extension), keyed by file name. */
export function loadRuleSetFromTexts(texts: Record<string, string>, options: LoadOptions = {}): LoadResult {
  const label = options.label ?? 'screens';
  const key = textsKey(sortedNames(texts), texts, label, options);
  const cached = loadedTexts.get(key);
  if (cached !== undefined) {
    loadedTexts.delete(key);
    loadedTexts.set(key, cached);
    return { ok: true, ruleSet: copyRuleSet(cached) };
  }
  const result = parseAndBuild(texts, label, options);
  if (result.ok) {
    loadedTexts.set(key, { ruleSet: result.ruleSet, compiled: compiledOf(result.ruleSet) });
    if (loadedTexts.size > LOADED_TEXTS_SIZE) loadedTexts.delete(loadedTexts.keys().next().value as string);
  }
  return result;
}

function parseAndBuild(texts: Record<string, string>, label: string, options: LoadOptions): LoadResult {
  const parsed: ParsedFile[] = [];
  const issues: RuleIssue[] = [];
  for (const name of sortedNames(texts)) {
    const result = parseText(name, displayName(label, name), texts[name] ?? '');
    issues.push(...result.issues);
    if (result.file !== undefined) parsed.push(result.file);
  }
  if (issues.length > 0) return { ok: false, error: new RuleLoadError(issues) };
  if (parsed.length === 0)
    return {
      ok: false,
      error: new RuleLoadError([{ file: label, path: '/', message: 'keine Definitionsdateien gefunden (erwartet: *.yaml, *.yml oder *.json)' }]),
    };
  return buildRuleSet(parsed, label, options);
}
