import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderWithApollo } from '../../../test/apollo';
import { AddressSearch, AddressSuggestionsQuery } from './address-search';

const user = userEvent.setup({ delay: null });

const suggestion = (locationId: string, label: string, cidCount: number) => ({ __typename: 'AddressSuggestion', locationId, label, cidCount });
const KREMS = [suggestion('LOC-000003', 'Kirchengasse 2, 3500 Krems an der Donau', 4), suggestion('LOC-000004', 'Kirchengasse 4, 3500 Krems an der Donau', 1)];

function suggestionsMock(text: string, answer: unknown[], counter?: { calls: number }): MockLink.MockedResponse {
  return {
    request: { query: AddressSuggestionsQuery, variables: { text } },
    maxUsageCount: 5,
    result: () => {
      if (counter) counter.calls += 1;
      return { data: { addressSuggestions: answer } };
    },
  };
}

function Harness({ onPick }: { onPick: (picked: { locationId: string; label: string }) => void }) {
  const [value, setValue] = useState('');
  return <AddressSearch label="Adresse suchen" value={value} onChange={setValue} onPick={onPick} />;
}

function renderSearch(mocks: MockLink.MockedResponse[]) {
  const onPick = vi.fn();
  renderWithApollo(<Harness onPick={onPick} />, { mocks });
  return { onPick, field: screen.getByRole('combobox', { name: 'Adresse suchen' }) as HTMLInputElement };
}

describe('AddressSearch', () => {
  it('suggests addresses once typing pauses, asking the server once for the whole word', async () => {
    const counter = { calls: 0 };
    const { field } = renderSearch([suggestionsMock('Kirchengasse', KREMS, counter)]);
    await user.type(field, 'Kirchengasse');
    const list = await screen.findByRole('listbox', { name: 'Adressvorschläge' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Kirchengasse 2, 3500 Krems an der Donau4 Einheiten',
      'Kirchengasse 4, 3500 Krems an der Donau1 Einheit',
    ]);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(list.id);
    expect(counter.calls).toBe(1);
  });

  it('asks nothing for a single character', async () => {
    const counter = { calls: 0 };
    const { field } = renderSearch([suggestionsMock('K', KREMS, counter)]);
    await user.type(field, 'K');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(counter.calls).toBe(0);
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through the suggestions with the arrow keys and picks one with Enter', async () => {
    const { field, onPick } = renderSearch([suggestionsMock('Kirchengasse', KREMS)]);
    await user.type(field, 'Kirchengasse');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getAllByRole('option')[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ locationId: 'LOC-000004', label: 'Kirchengasse 4, 3500 Krems an der Donau' }));
    expect(field.value).toBe('Kirchengasse 4, 3500 Krems an der Donau');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks a suggestion with the mouse and closes them with Escape', async () => {
    const { field, onPick } = renderSearch([suggestionsMock('Kirchengasse', KREMS)]);
    await user.type(field, 'Kirchengasse');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
    await user.type(field, ' ');
    await user.click(await screen.findByRole('option', { name: /Kirchengasse 2/ }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ locationId: 'LOC-000003' })));
  });
});
