/**
 * Bad input to every filter of every list the portal ships (issue 17, "Bad input"), table-
 * driven from screens/*.yaml, in German and English: the message stands at the field (the
 * input is marked invalid and names it), in the chosen language, and nothing runs — the list
 * is not asked again (the filter bar does not apply, so the address and the query stay).
 * Choices (select, multiselect, boolean) take no typed input; a value outside their options
 * that arrives through the address is dropped before any query (the last table).
 *
 * The inventory with the other forms is in docs/testing.md.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'yaml';
import { renderWithApollo } from '../../test/apollo';
import { setLanguage, i18n } from '../lib/i18n';
import { FilterBar } from './components/filter-bar';
import type { FilterSpec, ListSpec } from './definition';
import { parseListState } from './list-state';
import { shippedScreen } from '../../test/support/sdui/screens';

const FILES = Object.fromEntries(
  Object.entries(import.meta.glob<string>('../../../screens/*.yaml', { query: '?raw', import: 'default', eager: true })).map(([path, text]) => [
    path.slice(path.lastIndexOf('/') + 1),
    text,
  ]),
);

interface ListCase {
  file: string;
  screenId: string;
  /** The tab's id, for a list with tabs. */
  tab?: string;
}

/** Every list (and tab of a list, and dashboard list) of the shipped screens that has filters. */
const LISTS: ListCase[] = Object.entries(FILES).flatMap(([file, text]) =>
  ((parse(text) as { screens?: Array<Record<string, unknown>> }).screens ?? []).flatMap((screen): ListCase[] => {
    const id = String(screen['id']);
    const tabs = (screen['tabs'] as Array<Record<string, unknown>> | undefined) ?? [];
    if (tabs.length > 0) return tabs.filter((tab) => tab['filters']).map((tab) => ({ file, screenId: id, tab: String(tab['id']) }));
    return screen['filters'] || (screen['list'] as Record<string, unknown> | undefined)?.['filters'] ? [{ file, screenId: id }] : [];
  }),
);

function listSpec(list: ListCase, language: 'de' | 'en'): ListSpec {
  const definition = shippedScreen(list.file, list.screenId, language).definition as Partial<ListSpec> & { list?: ListSpec };
  if (list.tab) return (definition.tabs ?? []).find((tab) => tab.id === list.tab) as ListSpec;
  return definition.list ?? (definition as ListSpec);
}

/** A value of the wrong shape for each id format of shared/id-formats.ts. */
const BAD_ID: Record<string, string> = {
  cid: 'abc',
  pan: 'P3',
  aan: 'K1',
  postcode: '12',
  accountId: '!!',
  productId: '!!!',
  ticketNumber: 'abc',
  guid: 'xyz',
};

/** Typed bad input for a filter, or null when the filter takes no typed text that could be wrong. */
function badInput(filter: FilterSpec): { kind: string; values: string[] } | null {
  if (filter.type === 'dateRange') return { kind: 'an end before the start', values: ['30.11.2026', '01.11.2026'] };
  if (filter.type !== 'text' && filter.type !== 'suggest') return null;
  if (filter.format) return { kind: `a ${filter.format} of the wrong shape`, values: [BAD_ID[filter.format] ?? '!'] };
  if (filter.pattern) return { kind: 'text against its pattern', values: ['!'] };
  return null;
}

interface FilterCase {
  name: string;
  list: ListCase;
  filterId: string;
  kind: string;
  values: string[];
}

const CASES: FilterCase[] = LISTS.flatMap((list) =>
  (listSpec(list, 'de').filters ?? []).flatMap((filter) => {
    const bad = badInput(filter);
    return bad === null
      ? []
      : [{ name: `${list.screenId}${list.tab ? `?tab=${list.tab}` : ''} › ${filter.id}: ${bad.kind}`, list, filterId: filter.id, ...bad }];
  }),
);

/** Words that are German, not English; a message for English must have none. */
const GERMAN = /\b(Bitte|eine|einer|hat|die|der|das|Form|Ziffern|Datum|Stellen|geben|Sie|liegt|vor)\b|[äöüß]/;

async function showBadInput(testCase: FilterCase, language: 'de' | 'en') {
  const spec = listSpec(testCase.list, language);
  const filter = (spec.filters ?? []).find((candidate) => candidate.id === testCase.filterId)!;
  const onApply = vi.fn();
  const user = userEvent.setup();
  renderWithApollo(<FilterBar spec={spec} state={{ page: 1, sort: null, search: '', filters: {} }} onApply={onApply} />);
  const inputs =
    filter.type === 'dateRange'
      ? [
          screen.getByLabelText(i18n.t('sdui.filter.from', { label: filter.label }), { exact: true }),
          screen.getByLabelText(i18n.t('sdui.filter.to', { label: filter.label }), { exact: true }),
        ]
      : [screen.getAllByLabelText(filter.label, { exact: true })[0]!];
  testCase.values.forEach((value, index) => fireEvent.change(inputs[index]!, { target: { value } }));
  await user.click(screen.getByRole('button', { name: i18n.t('sdui.filter.apply') }));
  const input = inputs[0]!;
  await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
  const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  const message = describedBy
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
  return { message, onApply };
}

describe.each(['de', 'en'] as const)('bad input to the filters of every list, in %s', (language) => {
  beforeAll(async () => {
    await setLanguage(language);
  });
  afterAll(async () => {
    await setLanguage('de');
  });

  it('covers every list with typed filters', () => {
    // Audit, CIDs, CID search, locations, orders, outages, PAN-Bau, HA-Bau, releases (twice), tickets.
    expect(new Set(CASES.map((testCase) => testCase.list.screenId + (testCase.list.tab ?? ''))).size).toBeGreaterThanOrEqual(11);
  });

  it.each(CASES)('$name: message at the field, nothing applied', async (testCase) => {
    const { message, onApply } = await showBadInput(testCase, language);
    expect(message).not.toBe('');
    if (language === 'en') expect(message).not.toMatch(GERMAN);
    else expect(message).toMatch(/[A-Za-zÄÖÜäöüß]/);
    expect(onApply).not.toHaveBeenCalled();
  });
});

describe('choices from the address', () => {
  const CHOICES = LISTS.flatMap((list) =>
    (listSpec(list, 'de').filters ?? [])
      .filter((filter) => (filter.type === 'select' || filter.type === 'multiselect') && filter.options !== undefined)
      .map((filter) => ({ name: `${list.screenId}${list.tab ? `?tab=${list.tab}` : ''} › ${filter.id}`, list, filter })),
  );

  it.each(CHOICES)('$name: a value outside the options is dropped before any query', ({ list, filter }) => {
    const spec = listSpec(list, 'de');
    const state = parseListState(new URLSearchParams({ [filter.id]: 'gibt-es-nicht' }), spec);
    expect(state.filters[filter.id] ?? []).toEqual([]);
  });
});
