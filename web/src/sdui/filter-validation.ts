import { ID_FORMATS, REVERSED_RANGE_MESSAGE, normaliseId, type Language } from '@fibre-portal/shared/id-formats';
import { parseDayText } from '../components/date-field';
import type { FilterSpec, ListSpec } from './definition';
import { filterPattern, type ListState } from './list-state';

/** Problems of a list's search and filters, by the control they belong to: a filter's `id`, or `SEARCH_FIELD`. */
export type FilterProblems = Readonly<Record<string, string>>;
export const SEARCH_FIELD = 'q';

export interface FilterTexts {
  language: Language;
  /** A value that does not match the definition's `pattern` (without `patternMessage`). */
  pattern: string;
  maxLength: (count: number, length: number) => string;
}

const INVALID_DAY: Record<Language, string> = {
  de: 'Bitte geben Sie ein Datum als TT.MM.JJJJ ein, z. B. 25.11.2026.',
  en: 'Please enter a date as DD/MM/YYYY, e.g. 25/11/2026.',
};

/**
 * What is wrong with a filter's values before it applies, or null (the BFF checks again):
 * typed text longer than allowed, an id of the wrong shape (`format`: the BFF's own rule and
 * message, shared/id-formats.ts), text against the definition's `pattern`, and a date range
 * with a day that is none or an end before its start.
 */
export function filterProblem(filter: FilterSpec, values: readonly string[] | undefined, texts: FilterTexts): string | null {
  if (filter.type === 'dateRange') {
    const days = (values ?? []).slice(0, 2).map((text) => (text.trim() === '' ? '' : parseDayText(text)));
    if (days.includes(null)) return INVALID_DAY[texts.language];
    return days[0] && days[1] && days[1] < days[0] ? REVERSED_RANGE_MESSAGE[texts.language] : null;
  }
  if (filter.type !== 'text' && filter.type !== 'suggest') return null;
  // A chosen suggestion is what the server knows; only typed text is checked.
  if (filter.type === 'suggest' && values?.[1]) return null;
  const value = (values?.[0] ?? '').trim();
  if (value === '') return null;
  const max = filter.maxLength ?? 100;
  if (value.length > max) return texts.maxLength(max, value.length);
  if (filter.format) {
    const format = ID_FORMATS[filter.format];
    if (normaliseId(format, value) === null) return format.message[texts.language];
  }
  const pattern = filterPattern(filter);
  return pattern !== null && !pattern.test(value) ? (filter.patternMessage ?? texts.pattern) : null;
}

/** The problems of every filter of a draft. */
export function filterProblems(spec: ListSpec, draft: Pick<ListState, 'filters'>, texts: FilterTexts): FilterProblems {
  const problems: Record<string, string> = {};
  for (const filter of spec.filters ?? []) {
    const problem = filterProblem(filter, draft.filters[filter.id], texts);
    if (problem !== null) problems[filter.id] = problem;
  }
  return problems;
}

/**
 * The BFF's field problems of a refused list query (BAD_USER_INPUT `details`, keyed by
 * the argument path, e.g. `filter.cid`), by the control that sends that argument; what no
 * control sends (paging, sorting) stays apart for the page to show.
 */
export function problemsAtFilters(spec: ListSpec, details: Readonly<Record<string, unknown>>): { atFields: FilterProblems; other: string[] } {
  const owner = new Map<string, string>();
  for (const filter of spec.filters ?? []) {
    owner.set(`filter.${filter.key}`, filter.id);
    if (filter.keyTo) owner.set(`filter.${filter.keyTo}`, filter.id);
    if (filter.suggest) owner.set(`filter.${filter.suggest.key}`, filter.id);
  }
  if (spec.search) owner.set(`filter.${spec.search.key ?? 'text'}`, SEARCH_FIELD);
  const atFields: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(details)) {
    if (typeof message !== 'string') continue;
    const control = owner.get(path);
    if (control === undefined) other.push(message);
    else atFields[control] ??= message;
  }
  return { atFields, other };
}
