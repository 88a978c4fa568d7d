/**
 * The rule store: loads `screens/` at start (an invalid set refuses the start), then
 * watches the folder and swaps in every valid change. An invalid change is refused,
 * logged with its precise message and kept in `lastError()`, while the last good set
 * keeps serving.
 *
 * The folder, not single files, is watched: editors that save by writing a temporary
 * file and renaming it over the original replace the inode, which a file watch loses.
 *
 * In the running portal this store only reads the folder: the rules served are the live
 * version in the portal database, which the folder seeds and follows
 * (`modules/workbench/versioned-rule-store.ts`, docs/rules.md).
 */
import { watch as watchFolder } from 'node:fs';
import type { FSWatcher } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DEFINITION_FILE_PATTERN, RuleLoadError, loadRuleSetFromTexts } from './rule-loader';
import type { NavigationLogger, RuleSet } from './navigation.types';

export interface RuleStoreOptions {
  /** The definitions folder, usually `<repo>/screens`. */
  dir: string;
  logger: NavigationLogger;
  /** Follow changes in the folder (default true). */
  watch?: boolean;
  /** Quiet time after the last file event before reloading (default 100 ms). */
  debounceMs?: number;
}

export type ReloadResult =
  | { status: 'changed'; ruleSet: RuleSet }
  | { status: 'unchanged'; ruleSet: RuleSet }
  /** The new definitions were refused; `ruleSet` is the last good one, still served. */
  | { status: 'refused'; ruleSet: RuleSet; error: RuleLoadError };

export type RuleChangeListener = (next: RuleSet, previous: RuleSet) => void;

export interface RuleStore {
  /** The last good definitions. */
  current(): RuleSet;
  /** Why the most recent change was refused, or null once a valid set is loaded again. */
  lastError(): RuleLoadError | null;
  /** Reads the folder again now (changes are also picked up by the watcher). */
  reload(): Promise<ReloadResult>;
  /** Called after a valid change is served; returns a function that unsubscribes. */
  onChange(listener: RuleChangeListener): () => void;
  close(): Promise<void>;
}

/** Longest a stream of file events may postpone a reload. */
const MAX_DEBOUNCE_WAIT_MS = 500;
/** Pause before watching again after the watcher failed (e.g. the folder was replaced). */
const REWATCH_DELAY_MS = 1000;

/**
 * The texts of the definition files in `dir` by file name. Exported for the rule
 * workbench, which stores the texts (comments included) as database versions.
 */
export async function readDefinitionTexts(dir: string, label: string): Promise<Record<string, string> | RuleLoadError> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => DEFINITION_FILE_PATTERN.test(name));
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return new RuleLoadError([{ file: label, path: '/', message: `Ordner kann nicht gelesen werden (${detail})` }]);
  }
  const texts: Record<string, string> = {};
  for (const name of names) {
    try {
      texts[name] = await readFile(join(dir, name), 'utf8');
    } catch (error) {
      // Deleted between listing and reading (a rename-on-save in progress): the
      // next file event reloads again, so skipping it here loses nothing.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      const detail = error instanceof Error ? error.message : String(error);
      return new RuleLoadError([{ file: `${label}/${name}`, path: '/', message: `Datei kann nicht gelesen werden (${detail})` }]);
    }
  }
  return texts;
}

async function loadFolder(dir: string, label: string): Promise<RuleSet | RuleLoadError> {
  const texts = await readDefinitionTexts(dir, label);
  if (texts instanceof RuleLoadError) return texts;
  const result = loadRuleSetFromTexts(texts, { label });
  return result.ok ? result.ruleSet : result.error;
}

/** Loads the folder; throws a `RuleLoadError` when the definitions are invalid. */
export async function createRuleStore(options: RuleStoreOptions): Promise<RuleStore> {
  const { dir, logger } = options;
  const label = basename(dir);
  const debounceMs = options.debounceMs ?? 100;

  const initial = await loadFolder(dir, label);
  if (initial instanceof RuleLoadError) throw initial;

  let current: RuleSet = initial;
  let lastError: RuleLoadError | null = null;
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let firstEventAt = 0;
  let watcher: FSWatcher | undefined;
  let rewatchTimer: NodeJS.Timeout | undefined;
  const listeners = new Set<RuleChangeListener>();

  logger.info({ dir, hash: current.hash, files: Object.keys(current.sources) }, 'Navigationsregeln geladen');

  const apply = async (): Promise<ReloadResult> => {
    const loaded = await loadFolder(dir, label);
    if (loaded instanceof RuleLoadError) {
      // The same broken state produces many file events; say it once.
      if (lastError?.message !== loaded.message) {
        logger.error({ dir, issues: loaded.issues }, `Änderung in ${label}/ abgelehnt, die letzten gültigen Regeln bleiben aktiv:\n${loaded.message}`);
      }
      lastError = loaded;
      return { status: 'refused', ruleSet: current, error: loaded };
    }
    const recovered = lastError !== null;
    lastError = null;
    if (loaded.hash === current.hash) {
      if (recovered) logger.info({ dir, hash: current.hash }, `Definitionen in ${label}/ wieder gültig`);
      return { status: 'unchanged', ruleSet: current };
    }
    const previous = current;
    current = loaded;
    logger.info({ dir, hash: loaded.hash, previousHash: previous.hash }, `Navigationsregeln aus ${label}/ neu geladen`);
    for (const listener of listeners) {
      try {
        listener(loaded, previous);
      } catch (error) {
        logger.error({ err: error }, 'Fehler in einem Listener für Regeländerungen');
      }
    }
    return { status: 'changed', ruleSet: loaded };
  };

  // Reloads run one after another, each reading the folder afresh.
  const reload = (): Promise<ReloadResult> => {
    const next = queue.then(apply);
    queue = next.catch(() => undefined);
    return next;
  };

  const schedule = (): void => {
    if (closed) return;
    const now = Date.now();
    if (timer === undefined) firstEventAt = now;
    else clearTimeout(timer);
    const wait = Math.max(0, Math.min(debounceMs, firstEventAt + MAX_DEBOUNCE_WAIT_MS - now));
    timer = setTimeout(() => {
      timer = undefined;
      reload().catch((error: unknown) => logger.error({ err: error }, 'Neuladen der Navigationsregeln fehlgeschlagen'));
    }, wait);
    timer.unref();
  };

  const startWatching = (): void => {
    if (closed) return;
    try {
      // Not persistent: the store must not keep a process alive on its own.
      watcher = watchFolder(dir, { persistent: false }, () => schedule());
      watcher.on('error', (error) => {
        logger.warn({ err: error, dir }, `Beobachtung von ${label}/ unterbrochen, neuer Versuch`);
        watcher?.close();
        watcher = undefined;
        rewatchTimer = setTimeout(() => {
          startWatching();
          schedule(); // changes while not watching are picked up here
        }, REWATCH_DELAY_MS);
        rewatchTimer.unref();
      });
    } catch (error) {
      logger.warn({ err: error, dir }, `${label}/ kann nicht beobachtet werden; Änderungen erst nach reload()`);
    }
  };
  if (options.watch ?? true) startWatching();

  return {
    current: () => current,
    lastError: () => lastError,
    reload,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (timer !== undefined) clearTimeout(timer);
      if (rewatchTimer !== undefined) clearTimeout(rewatchTimer);
      watcher?.close();
      listeners.clear();
      await queue;
    },
  };
}
