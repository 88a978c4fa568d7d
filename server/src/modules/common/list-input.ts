/**
 * The one list style of the domain modules (`schema/common.graphql`): offset pagination
 * (`first`, `offset`), up to three sort keys by documented name, and filters checked for
 * length and format. Everything here runs before any upstream call, so bad input costs
 * nothing upstream and is answered with BAD_USER_INPUT and a German message.
 */
import type { InputProblems } from './errors';
import { ID_FORMATS as SHARED_ID_FORMATS, normaliseId, REVERSED_RANGE_MESSAGE, type IdFormatName } from '@fibre-portal/shared/id-formats';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Deep offsets cost the upstream a scan each; nobody pages 5,000 screens into a list. */
export const MAX_OFFSET = 100_000;
export const MAX_SORT_KEYS = 3;
/** Free-text filters: enough for a street and number, a name or an id. */
export const MAX_TEXT_LENGTH = 100;
/** Multi-value filters (statuses, types …). */
export const MAX_FILTER_VALUES = 20;

/** 100000 as German text: '100.000' (ICU writes a narrow space for de-AT). */
const thousands = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

export interface PageRequest {
  first: number;
  offset: number;
}

export interface PageInfoModel {
  totalCount: number;
  offset: number;
  pageSize: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

export interface PageModel<T> {
  items: T[];
  pageInfo: PageInfoModel;
}

export function pageRequest(problems: InputProblems, first: number | null | undefined, offset: number | null | undefined): PageRequest {
  const size = first ?? DEFAULT_PAGE_SIZE;
  const skip = offset ?? 0;
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    problems.add('first', `Die Seitengröße (first) muss zwischen 1 und ${MAX_PAGE_SIZE} liegen.`);
  }
  if (!Number.isInteger(skip) || skip < 0 || skip > MAX_OFFSET) {
    problems.add('offset', `Der Versatz (offset) muss zwischen 0 und ${thousands(MAX_OFFSET)} liegen.`);
  }
  return { first: size, offset: skip };
}

export function pageInfo(totalCount: number, page: PageRequest): PageInfoModel {
  return {
    totalCount,
    offset: page.offset,
    pageSize: page.first,
    hasNextPage: page.offset + page.first < totalCount,
    hasPreviousPage: page.offset > 0,
  };
}

export type SortDirection = 'ASC' | 'DESC';

export interface SortKeyInput {
  field: string;
  direction?: SortDirection | null;
}

/** The `page` argument of every domain list (`PageInput`, schema/common.graphql). */
export interface PageArgs {
  sort?: readonly SortKeyInput[] | null;
  first?: number | null;
  offset?: number | null;
}

/** The arguments of a domain list: its own filter and the page. */
export interface ListArgs<Filter> {
  filter?: Filter | null;
  page?: PageArgs | null;
}

export interface SortKey<F extends string> {
  field: F;
  descending: boolean;
}

/**
 * The requested sort keys, each one of `allowed` (the names a list documents). An unknown
 * name is refused with the allowed ones listed; without keys, `fallback` applies.
 */
export function sortKeys<F extends string>(
  problems: InputProblems,
  sort: readonly SortKeyInput[] | null | undefined,
  allowed: readonly F[],
  fallback: readonly SortKey<F>[],
): SortKey<F>[] {
  if (sort === null || sort === undefined || sort.length === 0) return [...fallback];
  if (sort.length > MAX_SORT_KEYS) {
    problems.add('sort', `Es sind höchstens ${MAX_SORT_KEYS} Sortierfelder möglich.`);
    return [...fallback];
  }
  const keys: SortKey<F>[] = [];
  for (const key of sort) {
    const field = allowed.find((name) => name === key.field);
    if (field === undefined) {
      const shown = key.field.length > 40 ? `${key.field.slice(0, 40)}…` : key.field;
      problems.add('sort', `Nach „${shown}“ kann diese Liste nicht sortiert werden. Möglich sind: ${allowed.join(', ')}.`);
      continue;
    }
    if (keys.some((existing) => existing.field === field)) {
      problems.add('sort', `Das Sortierfeld „${field}“ ist doppelt angegeben.`);
      continue;
    }
    keys.push({ field, descending: key.direction === 'DESC' });
  }
  return keys.length > 0 ? keys : [...fallback];
}

// Filters

// Control characters other than tab have no place in a filter; they only confuse upstreams.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/;

/** A trimmed free text, or null when empty; refused when too long. */
export function textFilter(problems: InputProblems, field: string, label: string, value: string | null | undefined, max = MAX_TEXT_LENGTH): string | null {
  if (value === null || value === undefined) return null;
  if (value.length > max) {
    problems.add(field, `${label} ist zu lang: höchstens ${max} Zeichen.`);
    return null;
  }
  if (CONTROL.test(value)) {
    problems.add(field, `${label} enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.`);
    return null;
  }
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An id of a documented shape (e.g. CID-000123), or null when empty. */
export function idFilter(problems: InputProblems, field: string, value: string | null | undefined, format: IdFormat): string | null {
  if (value === null || value === undefined) return null;
  if (value.trim() === '') return null;
  const normalised = normaliseId(format, value);
  if (normalised === null) problems.add(field, format.message);
  return normalised;
}

export interface IdFormat {
  pattern: RegExp;
  /** German message naming the expected shape with an example (English in lib/messages.ts). */
  message: string;
  /** Accepted in any case and compared in upper case (CID-000001 = cid-000001). */
  upperCase?: boolean;
}

/** The shared id shapes (shared/id-formats.ts) with their German message, as the BFF's problems carry it. */
export const ID_FORMATS = Object.fromEntries(
  Object.entries(SHARED_ID_FORMATS).map(([name, format]) => [name, { ...format, message: format.message.de }]),
) as Record<IdFormatName, IdFormat>;

/** A list of allowed values, each checked; null when not given or empty. */
export function valuesFilter<T extends string | number>(
  problems: InputProblems,
  field: string,
  label: string,
  values: readonly T[] | null | undefined,
  allowed: readonly T[],
): T[] | null {
  if (values === null || values === undefined || values.length === 0) return null;
  if (values.length > MAX_FILTER_VALUES) {
    problems.add(field, `${label}: höchstens ${MAX_FILTER_VALUES} Werte.`);
    return null;
  }
  const unknown = values.filter((value) => !allowed.includes(value));
  if (unknown.length > 0) {
    problems.add(field, `${label}: unbekannter Wert ${String(unknown[0]).slice(0, 40)}. Möglich sind: ${allowed.join(', ')}.`);
    return null;
  }
  return [...new Set(values)];
}

// Dates: the portal's users think in Austrian days.

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes Vienna is ahead of UTC at `instant`. */
function viennaOffsetMinutes(instant: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vienna', timeZoneName: 'shortOffset' }).formatToParts(instant);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Midnight of a calendar day in Vienna, as a UTC instant without milliseconds. */
export function viennaMidnight(day: string): string {
  const [, y, m, d] = ISO_DATE.exec(day)!;
  const utcMidnight = Date.UTC(Number(y), Number(m) - 1, Number(d));
  // The offset at Vienna midnight is the offset shortly after UTC midnight minus it; DST never switches at midnight.
  const offset = viennaOffsetMinutes(new Date(utcMidnight));
  return new Date(utcMidnight - offset * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const [, y, m, d] = ISO_DATE.exec(day)!;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1)).toISOString().slice(0, 10);
}

export function dateFilter(problems: InputProblems, field: string, label: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value.trim() === '') return null;
  const trimmed = value.trim();
  const match = ISO_DATE.exec(trimmed);
  const valid =
    match !== null &&
    (() => {
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return date.toISOString().slice(0, 10) === trimmed && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
    })();
  if (!valid) {
    problems.add(field, `${label} ist kein gültiges Datum. Bitte im Format JJJJ-MM-TT angeben, z. B. 2026-03-01.`);
    return null;
  }
  return trimmed;
}

/** A day range (both inclusive); refused when it ends before it starts. */
export function dayRange(
  problems: InputProblems,
  fields: { from: string; to: string },
  from: string | null | undefined,
  to: string | null | undefined,
): { from: string | null; to: string | null } {
  const start = dateFilter(problems, fields.from, 'Das Von-Datum', from);
  const end = dateFilter(problems, fields.to, 'Das Bis-Datum', to);
  if (start !== null && end !== null && end < start) {
    problems.add(fields.to, REVERSED_RANGE_MESSAGE.de);
  }
  return { from: start, to: end };
}
