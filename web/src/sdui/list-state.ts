import { ID_FORMATS, normaliseId } from '@fibre-portal/shared/id-formats';
import type { FilterSpec, ListSpec, ListTabSpec, SortSpec } from './definition';

/**
 * The state of a list lives in the address, so that a link or a reload shows the same
 * page: `q` (search), `page` (from 1), `sort` (`field:asc|desc`) and one parameter per
 * filter (its `id`; a list as `a,b`; a date range as `<id>From` and `<id>To`).
 */
export interface ListState {
  page: number;
  sort: Required<SortSpec> | null;
  search: string;
  /** Filter id → values (a date range: [from, to], '' for an open end). */
  filters: Record<string, string[]>;
}

export const DEFAULT_PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INT = /^-?\d{1,12}$/;

export function sortableFields(spec: ListSpec): Set<string> {
  return new Set((spec.columns ?? []).flatMap((column) => (column.sort ? [column.sort] : [])));
}

/** The filter's `pattern` as a whole-value expression; null when it has none (or an unreadable one). */
export function filterPattern(filter: FilterSpec): RegExp | null {
  if (filter.pattern === undefined) return null;
  try {
    return new RegExp(`^(?:${filter.pattern})$`, 'u');
  } catch {
    return null;
  }
}

function validValue(filter: FilterSpec, value: string): boolean {
  if (value === '') return false;
  if (filter.maxLength !== undefined && value.length > filter.maxLength) return false;
  if (filter.type === 'boolean') return value === '1';
  const pattern = filterPattern(filter);
  if (pattern !== null && !pattern.test(value)) return false;
  if (filter.format && normaliseId(ID_FORMATS[filter.format], value) === null) return false;
  // A choice from a fixed list is one of its values (one from the server is checked there).
  if ((filter.type === 'select' || filter.type === 'multiselect') && filter.options && !filter.options.some((option) => String(option.value) === value))
    return false;
  return filter.valueType !== 'int' || INT.test(value);
}

/** A chosen suggestion in the address: what identifies it, nothing more (at most 100 characters). */
const validPick = (value: string): boolean => value !== '' && value.length <= 100;

export function parseListState(params: URLSearchParams, spec: ListSpec): ListState {
  const page = Number(params.get('page'));
  const sortable = sortableFields(spec);
  const [field, direction] = (params.get('sort') ?? '').split(':');
  const sort =
    field && sortable.has(field)
      ? { field, direction: direction?.toLowerCase() === 'desc' ? ('DESC' as const) : ('ASC' as const) }
      : spec.defaultSort
        ? { field: spec.defaultSort.field, direction: spec.defaultSort.direction ?? 'ASC' }
        : null;
  const filters: Record<string, string[]> = {};
  for (const filter of spec.filters ?? []) {
    if (filter.type === 'dateRange') {
      const from = params.get(`${filter.id}From`) ?? '';
      const to = params.get(`${filter.id}To`) ?? '';
      const start = DAY.test(from) ? from : '';
      const end = DAY.test(to) ? to : '';
      // A reversed range from an address is dropped: the filter bar would refuse it too.
      if ((start !== '' || end !== '') && !(start !== '' && end !== '' && end < start)) filters[filter.id] = [start, end];
      continue;
    }
    if (filter.type === 'suggest' && filter.suggest) {
      // [typed text, chosen suggestion]: the text stays visible, the choice narrows the list.
      const text = (params.get(filter.id) ?? '').trim().slice(0, filter.maxLength ?? 100);
      const picked = (params.get(filter.suggest.param) ?? '').trim();
      const chosen = validPick(picked) ? picked : '';
      if (chosen !== '' || (text !== '' && validValue(filter, text))) filters[filter.id] = [text, chosen];
      continue;
    }
    const raw = params.get(filter.id);
    if (raw === null) continue;
    const values = (filter.type === 'multiselect' ? raw.split(',') : [raw]).map((value) => value.trim()).filter((value) => validValue(filter, value));
    if (values.length > 0) filters[filter.id] = values;
  }
  const search = spec.search ? (params.get('q') ?? '').slice(0, spec.search.maxLength ?? 100) : '';
  return { page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1, sort, search, filters };
}

/** The address parameters of a state; defaults are left out, other parameters are kept. */
export function writeListState(state: ListState, spec: ListSpec, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['q', 'page', 'sort']) params.delete(key);
  for (const filter of spec.filters ?? []) {
    params.delete(filter.id);
    params.delete(`${filter.id}From`);
    params.delete(`${filter.id}To`);
    if (filter.suggest) params.delete(filter.suggest.param);
  }
  if (state.search.trim() !== '') params.set('q', state.search.trim());
  for (const filter of spec.filters ?? []) {
    const values = state.filters[filter.id];
    if (!values || values.every((value) => value === '')) continue;
    if (filter.type === 'dateRange') {
      if (values[0]) params.set(`${filter.id}From`, values[0]);
      if (values[1]) params.set(`${filter.id}To`, values[1]);
    } else if (filter.type === 'suggest') {
      if (values[0]) params.set(filter.id, values[0]);
      if (values[1] && filter.suggest) params.set(filter.suggest.param, values[1]);
    } else params.set(filter.id, values.join(','));
  }
  const defaultSort = spec.defaultSort ? `${spec.defaultSort.field}:${(spec.defaultSort.direction ?? 'ASC').toLowerCase()}` : null;
  const sort = state.sort ? `${state.sort.field}:${state.sort.direction.toLowerCase()}` : null;
  if (sort !== null && sort !== defaultSort) params.set('sort', sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const typed = (filter: FilterSpec, value: string): string | number => (filter.valueType === 'int' ? Number(value) : value);

/** The GraphQL `filter` input of a state. */
export function filterInput(state: ListState, spec: ListSpec): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const filter of spec.filters ?? []) {
    const values = state.filters[filter.id];
    if (!values) continue;
    if (filter.type === 'dateRange') {
      if (values[0]) input[filter.key] = values[0];
      if (values[1] && filter.keyTo) input[filter.keyTo] = values[1];
    } else if (filter.type === 'suggest') {
      // A chosen suggestion names its record; typed text searches by words.
      if (values[1] && filter.suggest) input[filter.suggest.key] = values[1];
      else if (values[0]) input[filter.key] = values[0];
    } else if (filter.type === 'boolean') {
      if (values[0] === '1') input[filter.key] = true;
    } else if (filter.type === 'multiselect') input[filter.key] = values.map((value) => typed(filter, value));
    else if (values[0] !== undefined) input[filter.key] = typed(filter, values[0]);
  }
  if (spec.search && state.search.trim() !== '') input[spec.search.key ?? 'text'] = state.search.trim();
  return input;
}

/** Variables of a list query for one page of the state (`filter`, `sort`, `first`, `offset`). */
export function listVariables(state: ListState, spec: ListSpec, page = state.page, pageSize = spec.pageSize ?? DEFAULT_PAGE_SIZE): Record<string, unknown> {
  const filter = filterInput(state, spec);
  return {
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
    ...(state.sort ? { sort: [state.sort] } : {}),
    first: pageSize,
    offset: (page - 1) * pageSize,
  };
}

export function hasActiveFilter(state: ListState): boolean {
  return state.search.trim() !== '' || Object.keys(state.filters).length > 0;
}

/** The address parameter of a list screen's tab. */
export const TAB_PARAM = 'tab';

/** The tab the address names, else the first (a list without tabs has none). */
export function activeTab(spec: Pick<ListSpec, 'tabs'>, params: URLSearchParams): ListTabSpec | null {
  const tabs = spec.tabs ?? [];
  const named = params.get(TAB_PARAM);
  return tabs.find((tab) => tab.id === named) ?? tabs[0] ?? null;
}

/** The address of another tab: its id (none for the first), without the previous tab's page, sort and filters. */
export function tabParams(spec: Pick<ListSpec, 'tabs'>, id: string): URLSearchParams {
  const params = new URLSearchParams();
  if (spec.tabs?.[0]?.id !== id) params.set(TAB_PARAM, id);
  return params;
}
