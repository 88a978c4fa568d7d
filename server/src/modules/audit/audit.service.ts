import type { Database } from '../../db/database';
import { toAuditEntry, type AuditLogRow } from './audit.mappers';

/** Who did something, from where: taken from the request and its session. */
export interface AuditActor {
  userId: string | null;
  email: string | null;
  type: string | null;
  role: string | null;
  ip: string | null;
  clientUrl: string | null;
  requestId: string | null;
}

export interface AuditEntryInput {
  action: string;
  outcome: 'ok' | 'refused' | 'failed';
  targetType?: string | null;
  targetId?: string | null;
  accountId?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditEntry extends Required<Omit<AuditEntryInput, 'details'>> {
  id: string;
  at: string;
  actor: AuditActor;
  details: Record<string, unknown>;
}

export interface AuditFilter {
  action?: string | null;
  actorEmail?: string | null;
  outcome?: string | null;
  accountId?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The sort fields of `Query.auditLog` and their columns (a fixed list: nothing from a request reaches the SQL). */
export const AUDIT_SORT_FIELDS = ['at', 'action', 'outcome', 'actor', 'account'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];
export interface AuditSortKey {
  field: AuditSortField;
  descending: boolean;
}
const SORT_COLUMNS: Record<AuditSortField, string> = { at: 'id', action: 'action', outcome: 'outcome', actor: 'actor_email', account: 'account_id' };

/** Texts longer than this are cut: an entry records an attempt, not a payload. */
const TEXT_LIMIT = 500;
const DETAIL_DEPTH = 4;

const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * PostgreSQL cannot store NUL or a lone UTF-16 surrogate in text or jsonb; an attempt that
 * carried one is still recorded, with the character shown as U+FFFD.
 */
export const storable = (value: string) => value.replace(UNSTORABLE, '\uFFFD');

/** `%` and `_` in a search text are meant literally. */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function storableDetails(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return storable(value).slice(0, TEXT_LIMIT);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= DETAIL_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => storableDetails(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 50)
      .map(([key, item]) => [storable(key).slice(0, 100), storableDetails(item, depth + 1)]),
  );
}

/**
 * The append-only audit log (issue 8): every admin action and every refused attempt, with
 * who, when, what and from where. The table refuses UPDATE and DELETE (a trigger), and the
 * portal offers no way to change entries.
 */
export function createAuditLog(db: Database) {
  return {
    async record(actor: AuditActor, entry: AuditEntryInput): Promise<void> {
      const text = (value: string | null | undefined, max = TEXT_LIMIT) => (value === null || value === undefined ? null : storable(value).slice(0, max));
      await db.query(
        `INSERT INTO audit_log (actor_id, actor_email, actor_type, actor_role, action, outcome, target_type, target_id, account_id, details, ip, client_url, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          text(actor.userId),
          text(actor.email),
          text(actor.type),
          text(actor.role),
          text(entry.action),
          entry.outcome,
          text(entry.targetType),
          text(entry.targetId),
          text(entry.accountId),
          JSON.stringify(storableDetails(entry.details ?? {})),
          text(actor.ip),
          text(actor.clientUrl, 2000),
          text(actor.requestId),
        ],
      );
    },

    /**
     * One page of the filtered log and how many entries match in all: newest first, or by
     * the given keys (newest first breaking ties).
     */
    async list(
      filter: AuditFilter,
      page: { first: number; offset?: number; sort?: readonly AuditSortKey[] },
    ): Promise<{ entries: AuditEntry[]; totalCount: number }> {
      const where: string[] = [];
      const params: unknown[] = [];
      const add = (sql: string, value: unknown) => {
        params.push(value);
        where.push(sql.replace('?', `$${params.length}`));
      };
      if (filter.action) add('action = ?', filter.action);
      if (filter.outcome) add('outcome = ?', filter.outcome);
      if (filter.accountId) add('account_id = ?', filter.accountId);
      if (filter.actorEmail) add("lower(actor_email) LIKE ? ESCAPE '\\'", `%${escapeLike(filter.actorEmail.toLowerCase())}%`);
      if (filter.from) add('at >= ?', filter.from);
      if (filter.to) add('at < ?', filter.to);
      const condition = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const { rows: counted } = await db.query<{ total: string | number }>(`SELECT count(*) AS total FROM audit_log ${condition}`, params);
      const order = [...(page.sort ?? []).map((key) => `${SORT_COLUMNS[key.field]} ${key.descending ? 'DESC' : 'ASC'}`), 'id DESC'].join(', ');
      const { rows } = await db.query<AuditLogRow>(
        `SELECT * FROM audit_log ${condition} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
        [...params, page.first, page.offset ?? 0],
      );
      return { entries: rows.map(toAuditEntry), totalCount: Number(counted[0]?.total ?? 0) };
    },

    /** The actions that occur in the log, alphabetically (for a filter's choices). */
    async actions(): Promise<string[]> {
      const { rows } = await db.query<{ action: string }>('SELECT DISTINCT action FROM audit_log ORDER BY action');
      return rows.map((row) => row.action);
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
