import { describe, expect, it } from 'vitest';
import { checkDraft } from './workbench.draft';
import { applyEntryEdit, listEntries } from './workbench.edit';
import { SHIPPED } from '../../../test/support/workbench-rules';

const files = Object.entries(SHIPPED).map(([name, text]) => ({ name, text }));
const textOf = (result: ReturnType<typeof applyEntryEdit>, name: string) => {
  if (!result.ok) throw new Error(result.message);
  return result.files.find((file) => file.name === name)?.text ?? '';
};
/** The lines that differ, as [before, after] pairs of the changed region. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA -= 1;
    endB -= 1;
  }
  return { removed: a.slice(start, endA + 1), added: b.slice(start, endB + 1) };
}

describe('structured edits of a draft', () => {
  it('lists menu entries, tiles, release-notes links and screens with their rules', () => {
    const entries = listEntries(files);
    expect(entries.find((entry) => entry.scope === 'menu' && entry.id === 'locations')).toMatchObject({
      file: 'menu.yaml',
      path: '/menu/entries/2',
      label: 'Standorte',
      labelByType: [
        { type: 'sales', text: 'HA-Bestellung' },
        { type: 'customer-care', text: 'HA-Bestellung' },
      ],
      order: 30,
      access: { types: ['isp', 'sales', 'customer-care'], excludeTypes: [], roles: [], requires: null, sameAs: [] },
    });
    expect(entries.find((entry) => entry.scope === 'tile' && entry.id === 'ha-bau')?.access?.sameAs).toEqual(['ha-bau']);
    expect(entries.find((entry) => entry.scope === 'screen' && entry.id === 'location-order-sign')?.access).toBeNull();
  });

  it('adds a label for one type right after the label, touching only those lines', () => {
    const result = applyEntryEdit(files, {
      scope: 'menu',
      id: 'ha-bau',
      labelByType: [{ type: 'planning', text: 'Hausanschlüsse', textEn: 'House connections' }],
    });
    expect(changedLines(SHIPPED['menu.yaml'] ?? '', textOf(result, 'menu.yaml'))).toEqual({
      removed: [],
      added: ['      labelByType:', '        planning: { de: Hausanschlüsse, en: House connections }'],
    });
  });

  it('lists German and English texts apart, and changes one language without losing the other', () => {
    const entry = listEntries(files).find((candidate) => candidate.scope === 'menu' && candidate.id === 'locations');
    expect(entry).toMatchObject({
      label: 'Standorte',
      labelEn: 'Locations',
      labelByType: [{ type: 'sales', text: 'HA-Bestellung', textEn: 'Connection orders' }, { type: 'customer-care' }],
    });
    const english = applyEntryEdit(files, { scope: 'menu', id: 'locations', labelEn: 'Sites' });
    expect(changedLines(SHIPPED['menu.yaml'] ?? '', textOf(english, 'menu.yaml'))).toEqual({
      removed: ['      label: { de: Standorte, en: Locations }'],
      added: ['      label: { de: Standorte, en: Sites }'],
    });
    const german = applyEntryEdit(files, { scope: 'menu', id: 'locations', label: 'Orte' });
    expect(changedLines(SHIPPED['menu.yaml'] ?? '', textOf(german, 'menu.yaml')).added).toEqual(['      label: { de: Orte, en: Locations }']);
    expect(checkDraft(german.ok ? german.files : []).ok).toBe(true);
  });

  it('rewrites who sees an entry in the house style and keeps every comment', () => {
    const result = applyEntryEdit(files, { scope: 'menu', id: 'ha-bau', access: { types: ['bau-main', 'baufirma', 'pmo'], roles: ['admin'] } });
    expect(changedLines(SHIPPED['menu.yaml'] ?? '', textOf(result, 'menu.yaml'))).toEqual({
      removed: ['        types: [bau-main, baufirma, pm-am, planning, pmo]'],
      added: ['        types: [bau-main, baufirma, pmo]', '        roles: [admin]'],
    });
    const tile = applyEntryEdit(files, { scope: 'tile', id: 'reporting', access: { sameAs: ['ont-swap'] }, order: 85, label: 'Berichte' });
    expect(changedLines(SHIPPED['home.yaml'] ?? '', textOf(tile, 'home.yaml'))).toEqual({
      removed: ['      label: { de: Reporting, en: Reporting }', '      route: /reporting', '      order: 100', '      access:', '        types: [nwops]'],
      added: ['      label: { de: Berichte, en: Reporting }', '      route: /reporting', '      order: 85', '      access: { sameAs: ont-swap }'],
    });
    expect(checkDraft(tile.ok ? tile.files : []).ok).toBe(true);
  });

  it('removes per-type labels with an empty list', () => {
    const result = applyEntryEdit(files, { scope: 'menu', id: 'locations', labelByType: [] });
    expect(textOf(result, 'menu.yaml')).not.toContain('HA-Bestellung');
  });

  it('refuses an entry the draft does not have, and a rule for a public screen', () => {
    expect(applyEntryEdit(files, { scope: 'menu', id: 'gibt-es-nicht', label: 'x' })).toEqual({
      ok: false,
      message: "Menüeintrag 'gibt-es-nicht' gibt es im Entwurf nicht (oder seine Datei ist nicht lesbar; bitte im Rohtext korrigieren).",
    });
    expect(applyEntryEdit(files, { scope: 'screen', id: 'location-order-sign', access: { roles: ['admin'] } })).toMatchObject({ ok: false });
  });

  it('edits JSON definition files too', () => {
    const json = [
      ...files.filter((file) => file.name !== 'reporting.yaml'),
      {
        name: 'reporting.json',
        text: JSON.stringify({
          screens: [{ id: 'reporting', route: '/reporting', title: 'Reporting', kind: 'custom', block: 'reporting', access: { sameAs: 'reporting' } }],
        }),
      },
    ];
    const result = applyEntryEdit(json, { scope: 'screen', id: 'reporting', label: 'Berichte' });
    expect(JSON.parse(textOf(result, 'reporting.json')).screens[0].title).toBe('Berichte');
  });
});
