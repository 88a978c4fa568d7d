/**
 * The audit log's entries on their way out: a row of `audit_log` as an `AuditEntry`, and an
 * entry as GraphQL shows it (labels in the viewer's language).
 */
import { DEFAULT_LANGUAGE, type Language } from '../../lib/language';
import type { AuditEntry } from './audit.service';
import { auditActionLabel, auditDetailsView, auditTargetLabel } from './audit.texts';

/** A row of `audit_log` as the database answers it (`details` as JSON text or already parsed, by driver). */
export interface AuditLogRow {
  id: string | number;
  at: Date | string;
  actor_id: string | null;
  actor_email: string | null;
  actor_type: string | null;
  actor_role: string | null;
  action: string;
  outcome: 'ok' | 'refused' | 'failed';
  target_type: string | null;
  target_id: string | null;
  account_id: string | null;
  details: Record<string, unknown> | string;
  ip: string | null;
  client_url: string | null;
  request_id: string | null;
}

/** An `audit_log` row as an entry. */
export function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: String(row.id),
    at: new Date(row.at).toISOString(),
    action: row.action,
    outcome: row.outcome,
    targetType: row.target_type,
    targetId: row.target_id,
    accountId: row.account_id,
    details: typeof row.details === 'string' ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    actor: {
      userId: row.actor_id,
      email: row.actor_email,
      type: row.actor_type,
      role: row.actor_role,
      ip: row.ip,
      clientUrl: row.client_url,
      requestId: row.request_id,
    },
  };
}

/**
 * An entry as GraphQL shows it: details as key and value (JSON for anything but text) and, in
 * the viewer's language, the action, the target and each detail as the screens name them.
 */
export function auditEntryView(entry: AuditEntry, language: Language = DEFAULT_LANGUAGE) {
  return {
    ...entry,
    actionLabel: auditActionLabel(entry.action, language),
    targetLabel: auditTargetLabel(entry),
    details: auditDetailsView(entry, language),
  };
}
