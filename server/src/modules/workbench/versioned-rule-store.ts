/**
 * The rules the portal serves: the live version in the portal database (docs/rules.md,
 * 'Regel-Werkbank'). It is a `RuleStore` like the folder store, so the evaluator, the
 * viewer and `requireScreen` do not know the difference.
 *
 * Files and database:
 * - An empty database is seeded with `screens/` as version 1.
 * - `rule_live.files_hash` remembers the semantic hash of `screens/` when files and
 *   database last agreed. A change of the files (at start, or seen by the folder watcher)
 *   becomes a new version authored 'Dateien' when the database has not moved since that
 *   agreement — a deployment or a developer's edit. When both moved, nothing is imported
 *   and the conflict is reported in the log and in the workbench. Never silently.
 * - A publish in the workbench moves the database ahead of the files; an export
 *   (`exportToFiles`, `npm run rules:export`) writes the live version back for git.
 *
 * Propagation: after a publish the live version is swapped in here at once and announced
 * through `rules-fanout.ts`; other replicas read it from the database when told, and a
 * poll catches anything a lost message missed.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/database';
import { RuleLoadError, formatIssue, loadRuleSetFromTexts } from '../navigation';
import type { NavigationLogger, ReloadResult, RuleChangeListener, RuleIssue, RuleSet, RuleStore } from '../navigation';
import { DEFINITION_FILE_PATTERN } from '../navigation';
import { readDefinitionTexts } from '../navigation';
import { createRuleVersions, type RuleVersionAuthor, type RuleVersionSummary, type RuleVersions, type StoredRuleVersion } from './rule-versions';
import { startRulesFanout, type FanoutKind, type RulesFanout } from './rules-fanout';
import { portalMetrics } from '../../lib/metrics';

/** Who authored versions imported from `screens/`. */
export const FILES_AUTHOR: RuleVersionAuthor = { id: null, email: null, name: 'Dateien' };

/** How often a replica asks the database for the live version, in case a message was lost. */
export const DEFAULT_POLL_MS = 30_000;

export type FilesStatus = 'IN_SYNC' | 'DATABASE_AHEAD' | 'FILES_AHEAD' | 'CONFLICT' | 'FILES_INVALID' | 'LIVE_INVALID';

/** How `screens/` on this instance relates to the live version. */
export interface FilesReport {
  status: FilesStatus;
  /** German, for the log and the workbench. */
  message: string;
  /** The texts on disk (null when the folder cannot be read). */
  texts: Record<string, string> | null;
  issues: RuleIssue[];
}

export interface PublishRequest {
  texts: Record<string, string>;
  /** The validated draft (`loadRuleSetFromTexts(texts)`). */
  ruleSet: RuleSet;
  comment: string;
  author: RuleVersionAuthor;
  /** The live version the draft was based on; the publish is refused when live moved. */
  expectedLive: number;
  source: 'workbench' | 'rollback';
  restoredFrom?: number;
}

export type PublishOutcome = { ok: true; version: StoredRuleVersion } | { ok: false; reason: 'LIVE_MOVED'; live: StoredRuleVersion };

export interface ExportOutcome {
  version: number;
  dir: string;
  written: string[];
  removed: string[];
}

export interface VersionedRuleStore extends RuleStore {
  /** The definitions folder this instance seeds from and exports to. */
  readonly dir: string;
  readonly fanout: FanoutKind;
  readonly versions: RuleVersions;
  /** The version served (null only while the live version is invalid and the files serve). */
  liveVersion(): RuleVersionSummary | null;
  /** Opaque; changes whenever the served rules change (`Viewer.rulesVersion`). */
  rulesVersion(): string;
  /** A stored version, validated and compiled (cached). */
  ruleSetOf(version: StoredRuleVersion): { ok: true; ruleSet: RuleSet } | { ok: false; error: RuleLoadError };
  filesReport(): Promise<FilesReport>;
  /** Publishes a new live version unless live moved past `expectedLive`. */
  publish(request: PublishRequest): Promise<PublishOutcome>;
  /** Reads the live version from the database and serves it if it is new. */
  refresh(): Promise<void>;
  /** Writes the live version into the definitions folder (removing files it does not hold). */
  exportToFiles(): Promise<ExportOutcome>;
}

export interface VersionedRuleStoreOptions {
  /** The folder store of `dir`: it validates and watches the files. */
  files: RuleStore;
  dir: string;
  db: Database;
  redis: Redis | null;
  redisPrefix?: string;
  logger: NavigationLogger;
  pollMs?: number;
}

interface Served {
  ruleSet: RuleSet;
  record: RuleVersionSummary | null;
}

const CACHE_SIZE = 12;

function changedFileNames(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

function issuesText(error: RuleLoadError): string {
  return error.issues.map(formatIssue).join('\n');
}

export async function createVersionedRuleStore(options: VersionedRuleStoreOptions): Promise<VersionedRuleStore> {
  const { files, dir, db, logger } = options;
  const label = basename(dir);
  const versions = createRuleVersions(db);
  const listeners = new Set<RuleChangeListener>();
  const compiled = new Map<number, RuleSet>();
  let served: Served | null = null;
  let liveInvalid: { version: number; error: RuleLoadError } | null = null;
  let lastReported = '';
  let closed = false;
  let queue: Promise<unknown> = Promise.resolve();

  // Everything that changes what is served runs one after another.
  const enqueue = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };

  const ruleSetOf = (version: StoredRuleVersion): { ok: true; ruleSet: RuleSet } | { ok: false; error: RuleLoadError } => {
    const known = compiled.get(version.version);
    if (known !== undefined) return { ok: true, ruleSet: known };
    const loaded = loadRuleSetFromTexts(version.files, { label });
    if (!loaded.ok) return loaded;
    compiled.set(version.version, loaded.ruleSet);
    if (compiled.size > CACHE_SIZE) compiled.delete(compiled.keys().next().value as number);
    return loaded;
  };

  const serve = (next: Served): void => {
    const previous = served;
    served = next;
    portalMetrics.ruleVersionServed(next.record?.version ?? null);
    if (previous === null || previous.ruleSet === next.ruleSet) return;
    for (const listener of listeners) {
      try {
        listener(next.ruleSet, previous.ruleSet);
      } catch (error) {
        logger.error({ err: error }, 'Fehler in einem Listener für Regeländerungen');
      }
    }
  };

  /** Serves a stored version unless a newer one is already served. */
  const apply = (record: StoredRuleVersion, ruleSet: RuleSet): void => {
    const current = served?.record?.version ?? 0;
    if (record.version < current) return;
    if (record.version === current && served?.ruleSet === ruleSet) return;
    liveInvalid = null;
    serve({ ruleSet, record: summaryOf(record) });
    logger.info({ version: record.version, hash: record.hash, source: record.source }, `Regelversion ${record.version} ist live`);
  };

  const refreshNow = async (): Promise<void> => {
    const number = await versions.liveNumber();
    if (number === null) return;
    if (served?.record?.version === number) return;
    if (liveInvalid?.version === number) return;
    const record = await versions.get(number);
    if (record === null) return;
    const loaded = ruleSetOf(record);
    if (loaded.ok) {
      apply(record, loaded.ruleSet);
      return;
    }
    // A version this code cannot read (e.g. the schema became stricter): keep serving
    // what we have, or the files when there is nothing yet, and say so loudly.
    liveInvalid = { version: number, error: loaded.error };
    logger.error(
      { version: number, issues: loaded.error.issues },
      `Live-Version ${number} der Navigationsregeln ist mit dieser Portal-Version ungültig; es gelten weiter die bisherigen Regeln:\n${issuesText(loaded.error)}`,
    );
    if (served === null) serve({ ruleSet: files.current(), record: null });
  };

  type SyncResult = 'in-sync' | 'seeded' | 'imported' | 'database-ahead' | 'conflict' | 'files-invalid';

  /** Compares `screens/` with the database and imports the files when that is safe (see top). */
  const syncFiles = async (): Promise<SyncResult> => {
    const texts = await readDefinitionTexts(dir, label);
    if (texts instanceof RuleLoadError) return 'files-invalid';
    const loaded = loadRuleSetFromTexts(texts, { label });
    if (!loaded.ok) return 'files-invalid';
    const filesHash = loaded.ruleSet.hash;
    const outcome = await versions.locked(async (locked): Promise<{ result: SyncResult; version?: StoredRuleVersion }> => {
      const { state } = locked;
      if (state.version === null) {
        const version = await locked.publish(
          { files: texts, hash: filesHash, source: 'files', comment: `Erste Version aus ${label}/`, author: FILES_AUTHOR, baseVersion: null },
          { filesHash },
        );
        return { result: 'seeded', version };
      }
      const live = await locked.get(state.version);
      if (live === null) throw new Error(`rule version ${state.version} missing`);
      if (live.hash === filesHash) {
        if (state.filesHash !== filesHash) await locked.setFilesHash(filesHash);
        return { result: 'in-sync' };
      }
      if (state.filesHash === filesHash) return { result: 'database-ahead' };
      if (state.filesHash !== null && live.hash !== state.filesHash) return { result: 'conflict' };
      const changed = changedFileNames(live.files, texts);
      const version = await locked.publish(
        {
          files: texts,
          hash: filesHash,
          source: 'files',
          comment: `Dateien in ${label}/ geändert: ${changed.join(', ')}`,
          author: FILES_AUTHOR,
          baseVersion: live.version,
        },
        { filesHash },
      );
      return { result: 'imported', version };
    });
    if (outcome.version !== undefined) {
      compiled.set(outcome.version.version, loaded.ruleSet);
      apply(outcome.version, loaded.ruleSet);
      await fanout.announce(outcome.version.version).catch((error: unknown) => logger.warn({ err: error }, 'Regeländerung konnte nicht verteilt werden'));
      logger.info(
        { version: outcome.version.version, files: changedFileNames({}, texts).length },
        outcome.result === 'seeded'
          ? `Navigationsregeln aus ${label}/ als Version ${outcome.version.version} in die Datenbank übernommen`
          : `Geänderte Dateien in ${label}/ als Version ${outcome.version.version} übernommen (${outcome.version.comment})`,
      );
    }
    return outcome.result;
  };

  const filesReport = async (): Promise<FilesReport> => {
    const liveNumber = served?.record?.version;
    const liveName = liveNumber === undefined ? 'die Live-Version' : `die Live-Version ${liveNumber}`;
    const texts = await readDefinitionTexts(dir, label);
    if (texts instanceof RuleLoadError) {
      return {
        status: 'FILES_INVALID',
        message: `${label}/ kann nicht gelesen werden; es gilt weiter ${liveName}:\n${issuesText(texts)}`,
        texts: null,
        issues: [...texts.issues],
      };
    }
    if (liveInvalid !== null) {
      return {
        status: 'LIVE_INVALID',
        message: `Live-Version ${liveInvalid.version} ist mit dieser Portal-Version ungültig; es gelten weiter die bisherigen Regeln. Bitte einen korrigierten Entwurf veröffentlichen:\n${issuesText(liveInvalid.error)}`,
        texts,
        issues: [...liveInvalid.error.issues],
      };
    }
    const loaded = loadRuleSetFromTexts(texts, { label });
    if (!loaded.ok) {
      return {
        status: 'FILES_INVALID',
        message: `Die Dateien in ${label}/ sind ungültig und werden nicht übernommen; es gilt weiter ${liveName}:\n${issuesText(loaded.error)}`,
        texts,
        issues: [...loaded.error.issues],
      };
    }
    const state = await versions.state();
    const live = served?.record ?? null;
    const filesHash = loaded.ruleSet.hash;
    if (live !== null && live.hash === filesHash) {
      return { status: 'IN_SYNC', message: `Die Dateien in ${label}/ entsprechen der Live-Version ${live.version}.`, texts, issues: [] };
    }
    if (state.filesHash === filesHash) {
      return {
        status: 'DATABASE_AHEAD',
        message: `${liveName[0]?.toUpperCase()}${liveName.slice(1)} ist neuer als die Dateien in ${label}/ (in der Werkbank veröffentlicht). „In Dateien schreiben“ oder npm run rules:export überträgt sie zur Prüfung in git.`,
        texts,
        issues: [],
      };
    }
    if (live === null || state.filesHash === null || live.hash === state.filesHash) {
      return { status: 'FILES_AHEAD', message: `Die Dateien in ${label}/ wurden geändert und werden als neue Version übernommen.`, texts, issues: [] };
    }
    return {
      status: 'CONFLICT',
      message: `Die Dateien in ${label}/ wurden geändert, und seit dem letzten Abgleich wurde auch in der Werkbank veröffentlicht (${liveName}). Die Dateien werden daher nicht übernommen: als Entwurf laden, zusammenführen und veröffentlichen – oder ${liveName} in die Dateien schreiben.`,
      texts,
      issues: [],
    };
  };

  /** Logs the relation of files and database when it is not "in sync", once per state. */
  const reportFiles = async (): Promise<void> => {
    const report = await filesReport();
    if (report.status === 'IN_SYNC') {
      if (lastReported !== '') logger.info({ dir }, report.message);
      lastReported = '';
      return;
    }
    if (report.message === lastReported) return;
    lastReported = report.message;
    const level = report.status === 'DATABASE_AHEAD' ? 'warn' : 'error';
    logger[level]({ dir, status: report.status }, `Dateien und Datenbank weichen ab (${report.status}): ${report.message}`);
  };

  const fanout: RulesFanout = await startRulesFanout({
    redis: options.redis,
    redisPrefix: options.redisPrefix ?? 'portal:',
    db,
    logger,
    onAnnounce: () => {
      if (!closed) void enqueue(refreshNow).catch((error: unknown) => logger.error({ err: error }, 'Neue Regelversion konnte nicht geladen werden'));
    },
    onReconnect: () => {
      if (!closed) void enqueue(refreshNow).catch(() => undefined);
    },
  });

  try {
    await enqueue(syncFiles);
    await enqueue(refreshNow);
  } catch (error) {
    await fanout.close();
    throw error;
  }
  if (served === null) {
    await fanout.close();
    throw new RuleLoadError([
      { file: label, path: '/', message: 'keine gültige Live-Version der Navigationsregeln in der Datenbank und keine gültigen Dateien' },
    ]);
  }
  await reportFiles();

  const unsubscribe = files.onChange(() => {
    if (closed) return;
    void enqueue(async () => {
      await syncFiles();
      await refreshNow();
      await reportFiles();
    }).catch((error: unknown) => logger.error({ err: error }, 'Abgleich der Dateien mit der Datenbank fehlgeschlagen'));
  });

  const poll = setInterval(() => {
    if (!closed) void enqueue(refreshNow).catch((error: unknown) => logger.warn({ err: error }, 'Abfrage der Live-Version fehlgeschlagen'));
  }, options.pollMs ?? DEFAULT_POLL_MS);
  poll.unref();

  const current = (): RuleSet => (served as Served).ruleSet;

  return {
    dir,
    fanout: fanout.kind,
    versions,
    current,
    liveVersion: () => served?.record ?? null,
    rulesVersion() {
      const { record, ruleSet } = served as Served;
      return record === null ? `files-${ruleSet.hash.slice(0, 16)}` : `${record.version}-${record.hash.slice(0, 16)}`;
    },
    ruleSetOf,
    lastError: () => files.lastError() ?? liveInvalid?.error ?? null,
    async reload(): Promise<ReloadResult> {
      const before = current();
      const folder = await files.reload();
      await enqueue(async () => {
        await syncFiles();
        await refreshNow();
        await reportFiles();
      });
      if (folder.status === 'refused') return { status: 'refused', ruleSet: current(), error: folder.error };
      return current() === before ? { status: 'unchanged', ruleSet: before } : { status: 'changed', ruleSet: current() };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    filesReport,
    async publish(request) {
      const outcome = await versions.locked(async (locked): Promise<PublishOutcome> => {
        if (locked.state.version !== request.expectedLive) {
          const live = locked.state.version === null ? null : await locked.get(locked.state.version);
          if (live === null) throw new Error('no live rule version');
          return { ok: false, reason: 'LIVE_MOVED', live };
        }
        const version = await locked.publish({
          files: request.texts,
          hash: request.ruleSet.hash,
          source: request.source,
          comment: request.comment,
          author: request.author,
          baseVersion: request.expectedLive,
          restoredFrom: request.restoredFrom ?? null,
        });
        return { ok: true, version };
      });
      if (outcome.ok) {
        portalMetrics.rulePublished();
        compiled.set(outcome.version.version, request.ruleSet);
        await enqueue(async () => apply(outcome.version, request.ruleSet));
        await fanout.announce(outcome.version.version).catch((error: unknown) => logger.warn({ err: error }, 'Regeländerung konnte nicht verteilt werden'));
        void enqueue(reportFiles).catch(() => undefined);
      }
      return outcome;
    },
    refresh: () => enqueue(refreshNow),
    async exportToFiles() {
      return enqueue(async () => {
        const number = await versions.liveNumber();
        const live = number === null ? null : await versions.get(number);
        if (live === null) throw new Error('no live rule version');
        const present = (await readdir(dir)).filter((name) => DEFINITION_FILE_PATTERN.test(name));
        const removed = present.filter((name) => !Object.hasOwn(live.files, name)).sort();
        const written = Object.keys(live.files).sort();
        for (const name of written) await writeFile(join(dir, name), live.files[name] ?? '', 'utf8');
        for (const name of removed) await rm(join(dir, name), { force: true });
        await versions.locked(async (locked) => {
          if (locked.state.version === live.version) await locked.setFilesHash(live.hash);
        });
        lastReported = '';
        logger.info({ dir, version: live.version, written, removed }, `Live-Version ${live.version} in ${label}/ geschrieben`);
        return { version: live.version, dir, written, removed };
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      unsubscribe();
      listeners.clear();
      await queue;
      await fanout.close();
    },
  };
}

function summaryOf(version: StoredRuleVersion): RuleVersionSummary {
  const { files: _files, ...summary } = version;
  return summary;
}
