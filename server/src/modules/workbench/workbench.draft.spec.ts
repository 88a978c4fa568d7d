import { describe, expect, it } from 'vitest';
import { MAX_DRAFT_BYTES, MAX_DRAFT_FILES, checkDraft } from './workbench.draft';
import { SHIPPED, shippedWith } from '../../../test/support/workbench-rules';

const filesOf = (texts: Record<string, string>) => Object.entries(texts).map(([name, text]) => ({ name, text }));

describe('checking a draft', () => {
  it('accepts the shipped definitions and compiles them', () => {
    const result = checkDraft(filesOf(SHIPPED));
    expect(result.ok).toBe(true);
    expect(result.sizeBytes).toBeLessThan(MAX_DRAFT_BYTES / 2);
  });

  it.each([
    [
      'an oversized draft',
      [...filesOf(SHIPPED), { name: 'gross.yaml', text: `# ${'ü'.repeat(MAX_DRAFT_BYTES / 2)}` }],
      /^Der Entwurf ist \d+(,\d)? KB groß; erlaubt sind höchstens 256 KB\.$/,
    ],
    [
      'too many files',
      Array.from({ length: MAX_DRAFT_FILES + 1 }, (_v, index) => ({ name: `f${index}.yaml`, text: '' })),
      /^Der Entwurf hat 41 Dateien; erlaubt sind höchstens 40\.$/,
    ],
    ['a path as file name', [...filesOf(SHIPPED), { name: '../menu.yaml', text: '' }], /^ungültiger Dateiname '\.\.\/menu\.yaml'/],
    ['a file twice', [...filesOf(SHIPPED), { name: 'menu.yaml', text: '' }], /^Datei 'menu\.yaml' kommt im Entwurf zweimal vor$/],
    ['a NUL character', filesOf({ ...SHIPPED, 'menu.yaml': `${SHIPPED['menu.yaml']}\u0000` }), /Nullzeichen/],
    ['a YAML syntax error', filesOf(shippedWith('menu.yaml', 'label: { de: CIDs, en: CIDs }', 'label: [CIDs')), /^ungültiges YAML/],
    ['an unknown type', filesOf(shippedWith('menu.yaml', 'types: [intern]', 'types: [internal]')), /^unbekannter Typ 'internal'/],
    [
      'an unknown role',
      filesOf(shippedWith('menu.yaml', 'roles: [admin, superadmin]', 'roles: [admin, chef]')),
      /unzulässiger Wert 'chef'|unbekannte Rolle 'chef'/,
    ],
    [
      'a route without screen',
      filesOf(shippedWith('menu.yaml', 'route: /tickets', 'route: /tickets-neu')),
      /^Route '\/tickets-neu' gehört zu keinem Bildschirm/,
    ],
  ])('refuses %s with a precise German message', (_name, files, message) => {
    const result = checkDraft(files);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.message)).toContainEqual(expect.stringMatching(message));
  });

  it('locates a problem at its entry and field, with the line', () => {
    const result = checkDraft(filesOf(shippedWith('menu.yaml', 'types: [intern]', 'types: [internal]')));
    if (result.ok) throw new Error('expected issues');
    expect(result.issues[0]).toMatchObject({
      file: 'screens/menu.yaml',
      path: '/menu/entries/5/access/types/0',
      line: 55,
      scope: 'menu',
      itemId: 'cids',
      field: 'access',
    });
  });

  it('refuses a draft that closes the workbench to superadmins, pointing at its rule', () => {
    const result = checkDraft(filesOf(shippedWith('workbench.yaml', 'roles: [superadmin]', 'roles: [superadmin]\n      excludeTypes: [noc]')));
    if (result.ok) throw new Error('expected issues');
    expect(result.issues).toEqual([
      expect.objectContaining({
        file: 'screens/workbench.yaml',
        path: '/screens/0/access',
        scope: 'screen',
        itemId: 'workbench',
        message:
          "Die Regel-Werkbank (Bildschirm 'workbench') wäre für Superadmins vom Typ noc gesperrt; danach ließe sich nichts mehr zurückrollen. Sie muss für superadmin geöffnet bleiben.",
      }),
    ]);
  });
});
