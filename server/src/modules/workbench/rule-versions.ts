/**
 * The rule versions in the portal database (migration 3): every published set of
 * definition files is an immutable row of `rule_versions` (a trigger refuses UPDATE and
 * DELETE); the one row of `rule_live` names the live version. A version holds the file
 * texts as written (YAML comments included), so that an export gives back what was
 * reviewed, and the semantic hash of `RuleSet.hash`.
 *
 * Writers take the `rule_live` row with `FOR UPDATE`: publishes, rollbacks and file
 * imports of all replicas are serialised there, which is what makes the optimistic
 * concurrency check (`expectedLive`) exact.
 */
import type { Database, Queryable } from '../../db/database';

export type RuleVersionSource = 'files' | 'workbench' | 'rollback';

export interface RuleVersionAuthor {
  id: string | null;
  email: string | null;
  /** Display name; 'Dateien' for versions imported from `screens/`. */
  name: string;
}

/** A version without its files (history lists). */
export interface RuleVersionSummary {
  version: number;
  hash: string;
  source: RuleVersionSource;
  comment: string;
  author: RuleVersionAuthor;
  baseVersion: number | null;
  restoredFrom: number | null;
  /** ISO 8601. */
  createdAt: string;
}

export interface StoredRuleVersion extends RuleVersionSummary {
  /** File name → text, e.g. `{ 'menu.yaml': 'menu:\n  …' }`. */
  files: Record<string, string>;
}

export interface NewRuleVersion {
  files: Record<string, string>;
  hash: string;
  source: RuleVersionSource;
  comment: string;
  author: RuleVersionAuthor;
  baseVersion: number | null;
  restoredFrom?: number | null;
}

/** The `rule_live` row, read under its lock inside a transaction. */
export interface LiveState {
  version: number | null;
  /** Semantic hash of `screens/` when files and database last agreed. */
  filesHash: string | null;
}

interface Row {
  version: number;
  hash: string;
  files?: Record<string, string> | string;
  source: RuleVersionSource;
  comment: string;
  author_id: string | null;
  author_email: string | null;
  author_name: string;
  base_version: number | null;
  restored_from: number | null;
  created_at: Date | string;
}

const SUMMARY_COLUMNS = 'version, hash, source, comment, author_id, author_email, author_name, base_version, restored_from, created_at';

function toSummary(row: Row): RuleVersionSummary {
  return {
    version: Number(row.version),
    hash: row.hash,
    source: row.source,
    comment: row.comment,
    author: { id: row.author_id, email: row.author_email, name: row.author_name },
    baseVersion: row.base_version === null ? null : Number(row.base_version),
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function toVersion(row: Row): StoredRuleVersion {
  const files = typeof row.files === 'string' ? (JSON.parse(row.files) as Record<string, string>) : (row.files ?? {});
  return { ...toSummary(row), files };
}

/** Operations inside one transaction that holds the `rule_live` lock. */
export interface LockedRuleVersions {
  state: LiveState;
  get(version: number): Promise<StoredRuleVersion | null>;
  /** Inserts the next version and makes it live; `filesHash` also records a file sync. */
  publish(version: NewRuleVersion, options?: { filesHash?: string }): Promise<StoredRuleVersion>;
  setFilesHash(hash: string): Promise<void>;
}

export function createRuleVersions(db: Database) {
  const get = async (q: Queryable, version: number): Promise<StoredRuleVersion | null> => {
    const { rows } = await q.query<Row>(`SELECT ${SUMMARY_COLUMNS}, files FROM rule_versions WHERE version = $1`, [version]);
    return rows[0] === undefined ? null : toVersion(rows[0]);
  };

  return {
    /** The live version's number, one indexed read (the replicas' poll). */
    async liveNumber(): Promise<number | null> {
      const { rows } = await db.query<{ version: number | null }>('SELECT version FROM rule_live');
      const version = rows[0]?.version;
      return version === null || version === undefined ? null : Number(version);
    },

    async state(): Promise<LiveState> {
      const { rows } = await db.query<{ version: number | null; files_hash: string | null }>('SELECT version, files_hash FROM rule_live');
      const row = rows[0];
      return { version: row?.version == null ? null : Number(row.version), filesHash: row?.files_hash ?? null };
    },

    get: (version: number) => get(db, version),

    /** Newest first; `before` pages back from a version number. */
    async list(page: { first: number; before?: number | null }): Promise<RuleVersionSummary[]> {
      const params: unknown[] = [page.first];
      let where = '';
      if (page.before !== undefined && page.before !== null) {
        params.push(page.before);
        where = 'WHERE version < $2';
      }
      const { rows } = await db.query<Row>(`SELECT ${SUMMARY_COLUMNS} FROM rule_versions ${where} ORDER BY version DESC LIMIT $1`, params);
      return rows.map(toSummary);
    },

    /** The version published just before this one (for "what changed"), or null. */
    async previous(version: number): Promise<StoredRuleVersion | null> {
      const { rows } = await db.query<Row>(`SELECT ${SUMMARY_COLUMNS}, files FROM rule_versions WHERE version < $1 ORDER BY version DESC LIMIT 1`, [version]);
      return rows[0] === undefined ? null : toVersion(rows[0]);
    },

    /**
     * Runs `fn` in a transaction that holds the `rule_live` row: every writer of every
     * replica passes here one after another.
     */
    locked<T>(fn: (locked: LockedRuleVersions) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ version: number | null; files_hash: string | null }>('SELECT version, files_hash FROM rule_live WHERE id FOR UPDATE');
        const row = rows[0];
        if (row === undefined) throw new Error('rule_live row missing: migration 3 not applied');
        const state: LiveState = { version: row.version === null ? null : Number(row.version), filesHash: row.files_hash };
        return fn({
          state,
          get: (version) => get(tx, version),
          async publish(next, options = {}) {
            const { rows: numbers } = await tx.query<{ next: number }>('SELECT COALESCE(MAX(version), 0) + 1 AS next FROM rule_versions');
            const number = Number(numbers[0]?.next ?? 1);
            const { rows: inserted } = await tx.query<Row>(
              `INSERT INTO rule_versions (version, hash, files, source, comment, author_id, author_email, author_name, base_version, restored_from)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
               RETURNING ${SUMMARY_COLUMNS}, files`,
              [
                number,
                next.hash,
                JSON.stringify(next.files),
                next.source,
                next.comment,
                next.author.id,
                next.author.email,
                next.author.name,
                next.baseVersion,
                next.restoredFrom ?? null,
              ],
            );
            await tx.query('UPDATE rule_live SET version = $1, changed_at = now(), files_hash = COALESCE($2, files_hash) WHERE id', [
              number,
              options.filesHash ?? null,
            ]);
            state.version = number;
            if (options.filesHash !== undefined) state.filesHash = options.filesHash;
            return toVersion(inserted[0] as Row);
          },
          async setFilesHash(hash) {
            await tx.query('UPDATE rule_live SET files_hash = $1 WHERE id', [hash]);
            state.filesHash = hash;
          },
        });
      });
    },
  };
}

export type RuleVersions = ReturnType<typeof createRuleVersions>;
