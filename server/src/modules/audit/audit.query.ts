/**
 * Reading the audit log through GraphQL: superadmins only (the screen 'audit' of
 * `screens/audit.yaml`), with filters and pages. There is deliberately no way to change
 * or delete an entry.
 */
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import { assertScreenForRead } from './audit.guard';
import type { AuditEntry, AuditFilter } from './audit.service';
import { auditActionLabel, auditDetailsView, auditTargetLabel } from './audit.texts';
import { DEFAULT_LANGUAGE, type Language } from '../../lib/language';

export const AUDIT_SCREEN = 'audit';

export const AUDIT_QUERY_MESSAGES = {
  page: 'Die Seitengröße (first) muss zwischen 1 und 200 liegen.',
  cursor: 'Die Seitenmarke (after) ist ungültig. Laden Sie die Liste neu.',
  outcome: 'Erlaubte Werte für das Ergebnis: ok, refused oder failed',
  date: (value: string) => `„${value}“ ist kein gültiger Zeitpunkt (erwartet: ISO 8601, z. B. 2026-03-01T00:00:00+01:00).`,
  text: 'Ein Filter darf höchstens 200 Zeichen lang sein und keine Steuerzeichen enthalten.',
  range: 'Das Ende des Zeitraums liegt vor seinem Anfang.',
} as const;

const OUTCOMES = ['ok', 'refused', 'failed'];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const CONTROL = /[\u0000-\u001f\u007f]|[\uD800-\uDFFF]/;
const CURSOR = /^\d{1,18}$/;

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', message } });
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function text(value: string | null | undefined): string | null {
  if (!present(value)) return null;
  if (value.length > 200 || CONTROL.test(value)) throw badInput(AUDIT_QUERY_MESSAGES.text);
  return value.trim();
}

function instant(value: string | null | undefined): string | null {
  if (!present(value)) return null;
  const trimmed = value.trim();
  if (!ISO_INSTANT.test(trimmed) || Number.isNaN(Date.parse(trimmed))) throw badInput(AUDIT_QUERY_MESSAGES.date(trimmed.slice(0, 40)));
  return new Date(trimmed).toISOString();
}

/** Checks the filter and page of a request; throws BAD_USER_INPUT with a German message. */
export function parseAuditQuery(args: { filter?: AuditFilter | null; first?: number | null; after?: string | null }): {
  filter: AuditFilter;
  page: { first: number; before: string | null };
} {
  const first = args.first ?? 50;
  if (!Number.isInteger(first) || first < 1 || first > 200) throw badInput(AUDIT_QUERY_MESSAGES.page);
  const after = present(args.after) ? args.after.trim() : null;
  if (after !== null && !CURSOR.test(after)) throw badInput(AUDIT_QUERY_MESSAGES.cursor);
  const raw = args.filter ?? {};
  const outcome = text(raw.outcome);
  if (outcome !== null && !OUTCOMES.includes(outcome)) throw badInput(AUDIT_QUERY_MESSAGES.outcome);
  const from = instant(raw.from);
  const to = instant(raw.to);
  if (from !== null && to !== null && to < from) throw badInput(AUDIT_QUERY_MESSAGES.range);
  return {
    filter: { action: text(raw.action), outcome, actorEmail: text(raw.actorEmail), accountId: text(raw.accountId), from, to },
    page: { first, before: after },
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

export function createAuditQueries() {
  return {
    async list(
      context: Pick<GraphQLContext, 'viewer' | 'services'> & { language?: Language },
      args: { filter?: AuditFilter | null; first?: number | null; after?: string | null },
    ) {
      assertScreenForRead(context, AUDIT_SCREEN);
      const { filter, page } = parseAuditQuery(args);
      const { entries, hasMore } = await context.services.audit.list(filter, page);
      return { entries: entries.map((entry) => auditEntryView(entry, context.language)), hasMore, nextCursor: hasMore ? (entries.at(-1)?.id ?? null) : null };
    },

    async actions(context: Pick<GraphQLContext, 'viewer' | 'services'>) {
      assertScreenForRead(context, AUDIT_SCREEN);
      return context.services.audit.actions();
    },
  };
}
