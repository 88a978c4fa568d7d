/**
 * Reading the audit log through GraphQL: superadmins only (the screen 'audit' of
 * `screens/audit.yaml`), with filters and pages. There is deliberately no way to change
 * or delete an entry.
 */
import { GraphQLError } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import { assertScreenForRead } from './audit.guard';
import { InputProblems } from '../common/errors';
import { MAX_OFFSET, nextDay, pageInfo, sortKeys, viennaMidnight, type ListArgs } from '../common/list-input';
import { AUDIT_SORT_FIELDS, type AuditFilter, type AuditSortKey } from './audit.service';
import { auditEntryView } from './audit.mappers';
import type { Language } from '../../lib/language';

export const AUDIT_SCREEN = 'audit';

export const AUDIT_QUERY_MESSAGES = {
  page: 'Die Seitengröße (first) muss zwischen 1 und 200 liegen.',
  offset: 'Der Versatz (offset) muss zwischen 0 und 100.000 liegen.',
  outcome: 'Erlaubte Werte für das Ergebnis: ok, refused oder failed',
  date: (value: string) => `„${value}“ ist kein gültiger Zeitpunkt (erwartet: ein Tag wie 2026-03-01 oder ISO 8601, z. B. 2026-03-01T00:00:00+01:00).`,
  text: 'Ein Filter darf höchstens 200 Zeichen lang sein und keine Steuerzeichen enthalten.',
  range: 'Das Ende des Zeitraums liegt vor seinem Anfang.',
} as const;

const OUTCOMES = ['ok', 'refused', 'failed'];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CONTROL = /[\u0000-\u001f\u007f]|[\uD800-\uDFFF]/;
const MAX_PAGE = 200;

/** BAD_USER_INPUT with the German message, and the field it concerns in `details` (the client shows it there). */
function badInput(message: string, field: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', message, details: { [field]: message } } });
}

const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== '';

function text(value: string | null | undefined, field: string): string | null {
  if (!present(value)) return null;
  if (value.length > 200 || CONTROL.test(value)) throw badInput(AUDIT_QUERY_MESSAGES.text, field);
  return value.trim();
}

/**
 * An instant, or a calendar day in Austrian time (the log is read in Vienna time): a
 * 'from' day starts at its midnight, a 'to' day ends at the next midnight (included).
 */
function instant(value: string | null | undefined, field: string, end: boolean): string | null {
  if (!present(value)) return null;
  const trimmed = value.trim();
  if (!ISO_INSTANT.test(trimmed) || Number.isNaN(Date.parse(trimmed))) throw badInput(AUDIT_QUERY_MESSAGES.date(trimmed.slice(0, 40)), field);
  if (ISO_DAY.test(trimmed)) return new Date(viennaMidnight(end ? nextDay(trimmed) : trimmed)).toISOString();
  return new Date(trimmed).toISOString();
}

/** Checks the filter, sort and page of a request; throws BAD_USER_INPUT with a German message. */
export function parseAuditQuery(args: ListArgs<AuditFilter>): {
  filter: AuditFilter;
  page: { first: number; offset: number; sort: AuditSortKey[] };
} {
  const first = args.page?.first ?? 50;
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw badInput(AUDIT_QUERY_MESSAGES.page, 'first');
  const offset = args.page?.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw badInput(AUDIT_QUERY_MESSAGES.offset, 'offset');
  const problems = new InputProblems();
  const sort = sortKeys(problems, args.page?.sort, AUDIT_SORT_FIELDS, []);
  problems.throwIfAny();
  const raw = args.filter ?? {};
  const outcome = text(raw.outcome, 'filter.outcome');
  if (outcome !== null && !OUTCOMES.includes(outcome)) throw badInput(AUDIT_QUERY_MESSAGES.outcome, 'filter.outcome');
  const from = instant(raw.from, 'filter.from', false);
  const to = instant(raw.to, 'filter.to', true);
  // A 'to' day ends at the next midnight: the day before 'from' ends exactly where 'from' starts.
  if (from !== null && to !== null && to <= from) throw badInput(AUDIT_QUERY_MESSAGES.range, 'filter.to');
  return {
    filter: {
      action: text(raw.action, 'filter.action'),
      outcome,
      actorEmail: text(raw.actorEmail, 'filter.actorEmail'),
      accountId: text(raw.accountId, 'filter.accountId'),
      from,
      to,
    },
    page: { first, offset, sort },
  };
}

export function createAuditQueries() {
  return {
    async list(context: Pick<GraphQLContext, 'viewer' | 'services'> & { language?: Language }, args: ListArgs<AuditFilter>) {
      assertScreenForRead(context, AUDIT_SCREEN);
      const { filter, page } = parseAuditQuery(args);
      const { entries, totalCount } = await context.services.audit.list(filter, page);
      return { items: entries.map((entry) => auditEntryView(entry, context.language)), pageInfo: pageInfo(totalCount, page) };
    },

    async actions(context: Pick<GraphQLContext, 'viewer' | 'services'>) {
      assertScreenForRead(context, AUDIT_SCREEN);
      return context.services.audit.actions();
    },
  };
}
