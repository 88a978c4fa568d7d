import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { setLanguage } from '../../lib/i18n';
import { EntryForm, type DraftEntry } from './entry-form';
import { RawEditor } from './raw-editor';

const vocabulary = { types: ['isp', 'planning', 'pmo'], roles: ['user', 'admin'], requirements: ['accountIdOrInternalType'] };
const entry: DraftEntry = {
  scope: 'menu',
  id: 'ha-bau',
  file: 'menu.yaml',
  label: 'HA-Bau',
  labelEn: 'Home connections',
  labelByType: [],
  order: 50,
  route: '/pans-branch',
  access: { types: ['planning', 'pmo'], excludeTypes: [], roles: [], requires: null, sameAs: [] },
};
const issue = (field: string, message: string, line = 45) => ({
  __typename: 'RuleIssue' as const,
  file: 'screens/menu.yaml',
  path: `/menu/entries/4/${field}`,
  line,
  message,
  text: `screens/menu.yaml: /menu/entries/4/${field} (Zeile ${line}): ${message}`,
  needsClientRelease: false,
  scope: 'menu',
  itemId: 'ha-bau',
  field,
});

/** Puts `text` into the field as a paste does: one input event. */
async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('EntryForm', () => {
  it('sends a label for one type and the rule as ticked', async () => {
    const onApply = vi.fn(async () => null);
    renderWithProviders(<EntryForm entry={entry} issues={[]} vocabulary={vocabulary} onApply={onApply} applying={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Text für einen Typ hinzufügen' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Typ' }), 'planning');
    // Pasted, not typed key by key: each key renders the whole form, and on a busy CI machine
    // typing the three texts took longer than the test's 20 s (6.12., CI on c4aa5b2).
    await pasteInto(screen.getByRole('textbox', { name: 'Text für diesen Typ (Deutsch)' }), 'Hausanschlüsse');
    await pasteInto(screen.getByRole('textbox', { name: 'Text für diesen Typ (Englisch)' }), 'House connections');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Text (Englisch)' }));
    await pasteInto(screen.getByRole('textbox', { name: 'Text (Englisch)' }), 'HA construction');
    const roles = screen.getByRole('group', { name: /Nur diese Rollen/ });
    await userEvent.click(within(roles).getByText('admin'));
    await userEvent.click(screen.getByRole('button', { name: 'In den Entwurf übernehmen' }));
    expect(onApply).toHaveBeenCalledWith({
      scope: 'menu',
      id: 'ha-bau',
      label: 'HA-Bau',
      labelEn: 'HA construction',
      order: 50,
      labelByType: [{ type: 'planning', text: 'Hausanschlüsse', textEn: 'House connections' }],
      access: { types: ['planning', 'pmo'], excludeTypes: [], roles: ['admin'], requires: null, sameAs: [] },
    });
  });

  it("shows the server's German messages at their fields, and refuses a position that is no whole number", async () => {
    const onApply = vi.fn(async () => null);
    renderWithProviders(
      <EntryForm
        entry={entry}
        issues={[issue('order', 'erwartet ganze Zahl, gefunden Text'), issue('access', "unbekannter Typ 'plannig'")]}
        vocabulary={vocabulary}
        onApply={onApply}
        applying={false}
      />,
    );
    expect(screen.getByText('erwartet ganze Zahl, gefunden Text')).toBeTruthy();
    expect(screen.getByText("unbekannter Typ 'plannig'")).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Position' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Position' }), 'vierzig');
    await userEvent.click(screen.getByRole('button', { name: 'In den Entwurf übernehmen' }));
    const position = screen.getByRole('textbox', { name: 'Position' });
    expect(await screen.findByText('Die Position muss eine ganze Zahl sein.')).toBeTruthy();
    expect(position.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(position);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('refuses a position that is no whole number in English, at the field, and sends nothing', async () => {
    await setLanguage('en');
    try {
      const onApply = vi.fn(async () => null);
      renderWithProviders(<EntryForm entry={entry} issues={[]} vocabulary={vocabulary} onApply={onApply} applying={false} />);
      const position = screen.getByRole('textbox', { name: 'Position' });
      await userEvent.clear(position);
      await userEvent.type(position, 'forty');
      await userEvent.click(screen.getByRole('button', { name: 'Apply to the draft' }));
      expect(await screen.findByText('The position must be a whole number.')).toBeTruthy();
      expect(position.getAttribute('aria-invalid')).toBe('true');
      expect(onApply).not.toHaveBeenCalled();
      // Typing again clears the message.
      await userEvent.type(position, '{backspace}');
      expect(screen.queryByText('The position must be a whole number.')).toBeNull();
    } finally {
      await setLanguage('de');
    }
  });

  it('shows why the server could not apply the edit', async () => {
    const onApply = vi.fn(async () => "Menüeintrag 'ha-bau' gibt es im Entwurf nicht (oder seine Datei ist nicht lesbar; bitte im Rohtext korrigieren).");
    renderWithProviders(<EntryForm entry={entry} issues={[]} vocabulary={vocabulary} onApply={onApply} applying={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'In den Entwurf übernehmen' }));
    expect((await screen.findByRole('alert')).textContent).toContain("Menüeintrag 'ha-bau' gibt es im Entwurf nicht");
  });
});

describe('RawEditor', () => {
  it('numbers the lines, marks the line of a message and selects it on click', async () => {
    const text = 'menu:\n  access: {}\n  entries:\n    - id: x\n';
    renderWithProviders(
      <RawEditor
        files={[{ name: 'menu.yaml', text }]}
        issues={[issue('access', 'kaputt', 2)]}
        onChange={() => undefined}
        onAdd={() => undefined}
        onRemove={() => undefined}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Inhalt von menu.yaml' }) as HTMLTextAreaElement;
    await userEvent.click(screen.getByRole('button', { name: /Zeile 2\): kaputt/ }));
    expect(text.slice(area.selectionStart, area.selectionEnd)).toBe('  access: {}');
    expect(document.activeElement).toBe(area);
  });
});
