/**
 * Validation of definition files: the shipped files pass, and every kind of broken
 * file is refused with a German message that names the file, the place and what
 * was expected.
 */
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { computeNavigation } from './navigation.service';
import { shippedTexts } from '../../../test/support/navigation';
import { ACCOUNT_TYPES, REQUIREMENTS, ROLES, RULE_KEYS, SCREEN_KINDS } from './navigation.vocabulary';
import { SCREENS_SCHEMA_URL, formatIssue, loadRuleSetFromObjects, loadRuleSetFromTexts } from './rule-loader';
import type { RuleIssue } from './navigation.types';

const schema = JSON.parse(readFileSync(SCREENS_SCHEMA_URL, 'utf8')) as {
  $defs: Record<string, { enum?: string[]; properties?: Record<string, unknown> }>;
};

/** The shipped texts with one replacement applied; fails if the target text is absent. */
function withChange(file: string, from: string | RegExp, to: string): Record<string, string> {
  const texts = shippedTexts();
  const before = texts[file];
  if (before === undefined) throw new Error(`no shipped file ${file}`);
  const after = before.replace(from, to);
  if (after === before) throw new Error(`'${String(from)}' not found in ${file}; the case would test nothing`);
  return { ...texts, [file]: after };
}

function issuesOf(texts: Record<string, string>): RuleIssue[] {
  const result = loadRuleSetFromTexts(texts);
  if (result.ok) throw new Error('expected the definitions to be refused');
  return [...result.error.issues];
}

describe('the shipped definitions', () => {
  it('load without issues', () => {
    const result = loadRuleSetFromTexts(shippedTexts());
    expect(result.ok ? [] : result.error.issues).toEqual([]);
  });

  it('are parsed once per content: the same texts give an equal rule set of its own, a changed text is read again', () => {
    const first = loadRuleSetFromTexts(shippedTexts());
    const again = loadRuleSetFromTexts(shippedTexts());
    if (!first.ok || !again.ok) throw new Error('expected the shipped definitions to load');
    expect(again.ruleSet).not.toBe(first.ruleSet);
    expect(Object.isFrozen(again.ruleSet)).toBe(true);
    expect(again.ruleSet).toEqual(first.ruleSet);
    const user = { type: 'isp', role: 'admin' as const, accountId: 'A' };
    expect(computeNavigation(again.ruleSet, user)).toEqual(computeNavigation(first.ruleSet, user));
    const broken = withChange('tickets.yaml', 'operation: TicketList', 'operation: TicketLists');
    expect(loadRuleSetFromTexts(broken).ok).toBe(false);
    expect(loadRuleSetFromTexts(broken, { client: null }).ok).toBe(true);
    expect(loadRuleSetFromTexts(broken).ok).toBe(false);
  });

  it.each(Object.keys(shippedTexts()).map((file) => ({ file })))('validate $file against the JSON Schema on its own', ({ file }) => {
    // A fresh validator, independent of the loader, as an editor or CI tool would use it.
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    const valid = validate(parse(shippedTexts()[file] ?? ''));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('use the same vocabulary in the schema as the evaluator', () => {
    expect(schema.$defs.accountType?.enum).toEqual([...ACCOUNT_TYPES]);
    expect(schema.$defs.role?.enum).toEqual([...ROLES]);
    expect(schema.$defs.screenKind?.enum).toEqual([...SCREEN_KINDS]);
    expect(schema.$defs.requirement?.enum).toEqual([...REQUIREMENTS]);
    expect(Object.keys(schema.$defs.rule?.properties ?? {})).toEqual([...RULE_KEYS]);
  });

  it('give the same rule set from objects as from the texts', () => {
    const texts = shippedTexts();
    const objects = Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, parse(text) as unknown]));
    const fromTexts = loadRuleSetFromTexts(texts);
    const fromObjects = loadRuleSetFromObjects(objects);
    if (!fromTexts.ok || !fromObjects.ok) throw new Error('shipped definitions refused');
    expect(fromObjects.ruleSet.hash).toBe(fromTexts.ruleSet.hash);
    const user = { type: 'pmo', role: 'admin' as const, accountId: 'A' };
    expect(computeNavigation(fromObjects.ruleSet, user)).toEqual(computeNavigation(fromTexts.ruleSet, user));
  });
});

describe('loadRuleSetFromObjects', () => {
  it('copies its input, so later changes to the draft do not change the loaded rules', () => {
    const objects = Object.fromEntries(Object.entries(shippedTexts()).map(([name, text]) => [name, parse(text) as unknown]));
    const result = loadRuleSetFromObjects(objects);
    if (!result.ok) throw result.error;
    (objects['menu.yaml'] as { menu: { entries: Array<{ label: { de: string } }> } }).menu.entries[0]!.label.de = 'Geändert';
    expect(result.ruleSet.menu.entries[0]?.label).toEqual({ de: 'Dashboard', en: 'Dashboard' });
    expect(Object.isFrozen(result.ruleSet.sources['menu.yaml'])).toBe(true);
  });

  it('refuses an invalid draft with the file and path but no line', () => {
    const objects = Object.fromEntries(Object.entries(shippedTexts()).map(([name, text]) => [name, parse(text) as unknown]));
    (objects['tickets.yaml'] as { screens: Array<{ kind: string }> }).screens[1]!.kind = 'detial';
    const result = loadRuleSetFromObjects(objects);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual([
      {
        file: 'screens/tickets.yaml',
        path: '/screens/1/kind',
        line: undefined,
        message: "unbekannte Bildschirmart 'detial' (erlaubt: list, detail, form, dashboard, custom)",
      },
    ]);
  });

  it('refuses an empty set of files', () => {
    const result = loadRuleSetFromObjects({});
    expect(result.ok ? '' : result.error.message).toBe('screens: /: keine Definitionsdateien gefunden');
  });
});

describe('an invalid definition', () => {
  it('names file, JSON pointer, line and the allowed types for an unknown type', () => {
    const texts = withChange('menu.yaml', 'types: [pmo, pm-am, bau-main, baufirma, planning]', 'types: [ispp, pm-am, bau-main, baufirma, planning]');
    const issues = issuesOf(texts);
    const line = (texts['menu.yaml'] ?? '').split('\n').findIndex((text) => text.includes('ispp')) + 1;
    expect(issues.map(formatIssue)).toEqual([
      `screens/menu.yaml: /menu/entries/3/access/types/0 (Zeile ${line}): unbekannter Typ 'ispp' (erlaubt: isp, baufirma, intern, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, c-management, nwops, planning, noc)`,
    ]);
  });

  it.each([
    {
      kind: 'malformed YAML',
      texts: () => withChange('tickets.yaml', 'kind: list', 'kind: [list'),
      file: 'screens/tickets.yaml',
      path: '/',
      message: 'ungültiges YAML',
    },
    {
      kind: 'a duplicate YAML key',
      texts: () => withChange('tickets.yaml', 'kind: list', 'kind: list\n    kind: detail'),
      file: 'screens/tickets.yaml',
      path: '/',
      message: 'ungültiges YAML: doppelter Schlüssel',
    },
    {
      kind: 'an empty file',
      texts: () => withChange('outages.yaml', /screens:[\s\S]*/, ''),
      file: 'screens/outages.yaml',
      path: '/',
      message: 'erwartet Objekt, gefunden nichts (null)',
    },
    {
      kind: 'a file without any section',
      texts: () => withChange('outages.yaml', /screens:[\s\S]*/, '$schema: ../schema/screens.schema.json\n'),
      file: 'screens/outages.yaml',
      path: '/',
      message: "die Datei braucht mindestens einen der Abschnitte 'menu', 'home' oder 'screens'",
    },
    {
      kind: 'an unknown section',
      texts: () => withChange('outages.yaml', 'screens:', 'screen:'),
      file: 'screens/outages.yaml',
      path: '/screen',
      message: "unbekanntes Feld 'screen' (erlaubt: $schema, menu, home, screens)",
    },
    {
      kind: 'an unknown role',
      texts: () => withChange('menu.yaml', 'roles: [admin, superadmin]', 'roles: [admin, owner]'),
      file: 'screens/menu.yaml',
      path: '/menu/entries/9/access/roles/1',
      message: "unbekannte Rolle 'owner' (erlaubt: user, admin, superadmin)",
    },
    {
      kind: 'an unknown rule name',
      texts: () => withChange('menu.yaml', 'types: [intern]', 'typs: [intern]'),
      file: 'screens/menu.yaml',
      path: '/menu/entries/5/access/typs',
      message: "unbekannte Regel 'typs' (erlaubt: types, excludeTypes, roles, requires, sameAs)",
    },
    {
      kind: 'an unknown named condition',
      texts: () => withChange('menu.yaml', 'requires: accountIdOrInternalType\n\n  entries', 'requires: accountId\n\n  entries'),
      file: 'screens/menu.yaml',
      path: '/menu/access/requires',
      message: "unbekannte Bedingung 'accountId' (erlaubt: accountIdOrInternalType)",
    },
    {
      kind: 'an unknown type as label override',
      texts: () => withChange('menu.yaml', 'sales: { de: HA-Bestellung', 'sale: { de: HA-Bestellung'),
      file: 'screens/menu.yaml',
      path: '/menu/entries/2/labelByType/sale',
      message: "unbekannter Typ 'sale'",
    },
    {
      kind: 'an unknown screen id in sameAs',
      texts: () => withChange('tickets.yaml', 'access: { sameAs: tickets }\n\n  - id: ticket-details', 'access: { sameAs: ticket }\n\n  - id: ticket-details'),
      file: 'screens/tickets.yaml',
      path: '/screens/0/access/sameAs',
      message: "unbekannte ID 'ticket' in 'sameAs'",
    },
    {
      kind: 'an unknown id inside a sameAs list',
      texts: () => withChange('cids.yaml', 'sameAs: [cids, cid-search,', 'sameAs: [cids, cid-serch,'),
      file: 'screens/cids.yaml',
      path: '/screens/4/access/sameAs/1',
      message: "unbekannte ID 'cid-serch' in 'sameAs'",
    },
    {
      kind: 'sameAs combined with another rule',
      texts: () =>
        withChange(
          'tickets.yaml',
          'access: { sameAs: tickets }\n\n  - id: ticket-details',
          'access: { sameAs: tickets, roles: [admin] }\n\n  - id: ticket-details',
        ),
      file: 'screens/tickets.yaml',
      path: '/screens/0/access',
      message: "'sameAs' steht allein und lässt sich nicht mit anderen Regeln kombinieren",
    },
    {
      kind: 'a sameAs cycle',
      texts: () =>
        withChange('cids.yaml', 'access:\n      sameAs: [cids, cid-search, cid-status, ont-swap, pan-bau, ha-bau]', 'access:\n      sameAs: cid-building'),
      file: 'screens/cids.yaml',
      path: '/screens/4/access/sameAs',
      message: "Zirkelbezug in 'sameAs': 'cid-details' → 'cid-building' → 'cid-details'",
    },
    {
      kind: 'a type both allowed and excluded',
      texts: () => withChange('menu.yaml', 'excludeTypes: [intern, c-management]', 'types: [intern, isp]\n        excludeTypes: [intern, c-management]'),
      file: 'screens/menu.yaml',
      path: '/menu/entries/8/access/excludeTypes/0',
      message: "Typ 'intern' steht sowohl in 'types' als auch in 'excludeTypes'",
    },
    {
      kind: 'a missing label',
      texts: () => withChange('home.yaml', '      label: { de: Reporting, en: Reporting }\n', ''),
      file: 'screens/home.yaml',
      path: '/home/tiles/9',
      message: "Pflichtfeld 'label' fehlt",
    },
    {
      kind: 'an order that is not a number',
      texts: () => withChange('home.yaml', 'order: 110', 'order: zehn'),
      file: 'screens/home.yaml',
      path: '/home/tiles/10/order',
      message: 'erwartet ganze Zahl, gefunden Text',
    },
    {
      kind: 'an empty English text',
      texts: () => withChange('menu.yaml', 'label: { de: Dashboard, en: Dashboard }', "label: { de: Dashboard, en: '' }"),
      file: 'screens/menu.yaml',
      path: '/menu/entries/0/label/en',
      message: 'Text darf nicht leer sein',
    },
    {
      kind: 'a text without its English counterpart in { de, en }',
      texts: () => withChange('menu.yaml', 'label: { de: Dashboard, en: Dashboard }', 'label: { de: Dashboard }'),
      file: 'screens/menu.yaml',
      path: '/menu/entries/0/label',
      message: "Pflichtfeld 'en' fehlt: ein Text hat 'de' und 'en'",
    },
    {
      kind: 'a text in a language the portal does not speak',
      texts: () => withChange('menu.yaml', 'label: { de: Dashboard, en: Dashboard }', 'label: { de: Dashboard, en: Dashboard, fr: Tableau }'),
      file: 'screens/menu.yaml',
      path: '/menu/entries/0/label/fr',
      message: "unbekannte Sprache 'fr' (erlaubt: de, en)",
    },
    {
      kind: 'an empty label',
      texts: () => withChange('menu.yaml', 'label: { de: Dashboard, en: Dashboard }', "label: ''"),
      file: 'screens/menu.yaml',
      path: '/menu/entries/0/label',
      message: 'Text darf nicht leer sein',
    },
    {
      kind: 'an invalid id',
      texts: () => withChange('tickets.yaml', 'id: ticket-details', 'id: Ticket_Details'),
      file: 'screens/tickets.yaml',
      path: '/screens/1/id',
      message: "ungültige ID 'Ticket_Details'",
    },
    {
      kind: 'an invalid route pattern',
      texts: () => withChange('tickets.yaml', 'route: /tickets/:ticketnumber', 'route: /tickets/{ticketnumber}'),
      file: 'screens/tickets.yaml',
      path: '/screens/1/route',
      message: "ungültiges Routenmuster '/tickets/{ticketnumber}'",
    },
    {
      kind: 'an unknown screen kind',
      texts: () => withChange('outages.yaml', 'kind: list', 'kind: table'),
      file: 'screens/outages.yaml',
      path: '/screens/0/kind',
      message: "unbekannte Bildschirmart 'table' (erlaubt: list, detail, form, dashboard, custom)",
    },
    {
      kind: 'an unknown screen field',
      texts: () => withChange('outages.yaml', 'kind: list', 'kind: list\n    colums: [id]'),
      file: 'screens/outages.yaml',
      path: '/screens/0/colums',
      message: "unbekanntes Feld 'colums' für einen Bildschirm dieser Art (erlaubt: id, route, title, titleByType, kind, access, public, intro, data, columns,",
    },
    {
      kind: 'a screen without access that is not public',
      texts: () => withChange('outages.yaml', '    access: { sameAs: outages }\n', ''),
      file: 'screens/outages.yaml',
      path: '/screens/0',
      message: "Pflichtfeld 'access' fehlt (nur öffentliche Bildschirme",
    },
    {
      kind: 'a public screen with an access rule',
      texts: () => withChange('locations.yaml', '    public: true\n', '    public: true\n    access: {}\n'),
      file: 'screens/locations.yaml',
      path: '/screens/4',
      message: "ein öffentlicher Bildschirm hat keine 'access'-Regel",
    },
    {
      kind: 'a duplicate menu id',
      texts: () => withChange('menu.yaml', '- id: cids\n', '- id: cid-search\n'),
      file: 'screens/menu.yaml',
      path: '/menu/entries/6/id',
      message: "doppelte ID 'cid-search' (Menüeintrag bereits in screens/menu.yaml: /menu/entries/5)",
    },
    {
      kind: 'a duplicate screen id across files',
      texts: () => withChange('outages.yaml', 'id: outages', 'id: tickets'),
      file: 'screens/tickets.yaml',
      path: '/screens/0/id',
      message: "doppelte ID 'tickets' (Bildschirm bereits in screens/outages.yaml: /screens/0)",
    },
    {
      kind: 'a duplicate screen route that differs only in parameter names',
      texts: () => withChange('outages.yaml', 'route: /outages', 'route: /tickets/:id'),
      file: 'screens/tickets.yaml',
      path: '/screens/1/route',
      message: "doppelte Route (gleiches Muster wie '/tickets/:id' bei Bildschirm 'outages' in screens/outages.yaml: /screens/0)",
    },
    {
      kind: 'a duplicate tile route',
      texts: () => withChange('home.yaml', 'route: /outages', 'route: /tickets'),
      file: 'screens/home.yaml',
      path: '/home/tiles/10/route',
      message: "doppelte Route '/tickets' (bereits bei Kachel 'tickets' in screens/home.yaml: /home/tiles/8)",
    },
    {
      kind: 'a duplicate order',
      texts: () => withChange('home.yaml', 'order: 110', 'order: 100'),
      file: 'screens/home.yaml',
      path: '/home/tiles/10/order',
      message: "doppelte Reihenfolge 100 (bereits bei Kachel 'reporting'",
    },
    {
      kind: 'a second menu section',
      texts: () => ({ ...shippedTexts(), 'more.yaml': shippedTexts()['menu.yaml'] ?? '' }),
      file: 'screens/more.yaml',
      path: '/menu',
      message: "Abschnitt 'menu' ist doppelt (bereits in screens/menu.yaml: /menu)",
    },
    {
      kind: 'a missing home section',
      texts: () => {
        const { 'home.yaml': _home, ...rest } = shippedTexts();
        return rest;
      },
      file: 'screens',
      path: '/',
      message: "Abschnitt 'home' fehlt",
    },
    {
      kind: 'a route that leads to no screen',
      texts: () => withChange('home.yaml', 'route: /reporting', 'route: /reports'),
      file: 'screens/home.yaml',
      path: '/home/tiles/9/route',
      message: "Route '/reports' gehört zu keinem Bildschirm",
    },
    {
      kind: 'a tile shown to users who may not open its screen',
      texts: () => withChange('reporting.yaml', 'access: { sameAs: reporting }', 'access: { types: [noc] }'),
      file: 'screens/home.yaml',
      path: '/home/tiles/9/access',
      message:
        "Kachel 'reporting' ist sichtbar für Typ 'nwops' als user ohne Accountid, Typ 'nwops' als user mit Accountid, Typ 'nwops' als admin ohne Accountid und 3 weitere, aber der Bildschirm 'reporting' (/reporting) darf dort nicht geöffnet werden",
    },
    {
      kind: 'a list without a definition',
      texts: () => withChange('workbench.yaml', '    kind: custom\n    block: workbench\n', '    kind: list\n'),
      file: 'screens/workbench.yaml',
      path: '/screens/0',
      message: "eine Liste braucht 'data' und 'columns' (Pflichtfeld 'data' fehlt) oder 'tabs'; ein eigener Baustein ist 'kind: custom' mit 'block'",
    },
    {
      kind: 'a list with tabs that also has data of its own',
      texts: () => withChange('locations.yaml', '    tabs:\n', '    data: { operation: LocationList }\n    tabs:\n'),
      file: 'screens/locations.yaml',
      path: '/screens/0',
      message: "eine Liste mit 'tabs' hat keine eigenen 'data' und 'columns': sie stehen in jedem Reiter",
    },
    {
      kind: 'a tab without columns',
      texts: () => withChange('locations.yaml', /\n {8}columns:\n {10}- \{ field: number[\s\S]*?(?=\n {8}export: \{ filename: bestellungen)/, ''),
      file: 'screens/locations.yaml',
      path: '/screens/0/tabs/1',
      message: "ein Reiter braucht 'id', 'label', 'data' und 'columns' (Pflichtfeld 'columns' fehlt)",
    },
    {
      kind: 'two tabs with the same id',
      texts: () => withChange('locations.yaml', '      - id: order\n', '      - id: locations\n'),
      file: 'screens/locations.yaml',
      path: '/screens/0/tabs/1/id',
      message:
        "doppelter Reiter 'locations' (bereits in screens/locations.yaml: /screens/0/tabs/0): die Adresse (?tab=locations) könnte sie nicht unterscheiden",
    },
    {
      kind: 'a suggest filter without its suggestions',
      texts: () => withChange('locations.yaml', '            type: suggest\n', '            type: text\n'),
      file: 'screens/locations.yaml',
      path: '/screens/0/tabs/0/filters/0',
      message: "'suggest' gibt es nur bei Filtern der Art 'suggest'",
    },
    {
      kind: 'a detail view without sections',
      texts: () => withChange('tickets.yaml', / {4}sections:\n {6}- title: \{ de: Ticket, en: Ticket \}\n[\s\S]*$/, ''),
      file: 'screens/tickets.yaml',
      path: '/screens/1',
      message: "eine Detailansicht braucht 'data' und 'sections' (Pflichtfeld 'sections' fehlt)",
    },
    {
      kind: 'a form without its form',
      texts: () => withChange('settings.yaml', /\n {4}form:\n[\s\S]*$/, '\n'),
      file: 'screens/settings.yaml',
      path: '/screens/0',
      message: "ein Formular braucht 'form' (Pflichtfeld 'form' fehlt)",
    },
    {
      kind: 'a form field with a rule neither side knows',
      texts: () => withChange('settings.yaml', 'rule: postcode', 'rule: plz'),
      file: 'screens/settings.yaml',
      path: '/screens/0/form/fields/2/rule',
      message: "unbekannte Prüfregel 'plz' (erlaubt: text, email, postcode, phone, name, role, type, accountid)",
    },
    {
      kind: 'a list field without its entries',
      texts: () => withChange('settings.yaml', /\n {10}item: .*\n/, '\n'),
      file: 'screens/settings.yaml',
      path: '/screens/0/form/fields/6',
      message: "eine Liste ('type: list') braucht 'item'",
    },
    {
      kind: 'a dashboard without cards',
      texts: () => withChange('reporting.yaml', /\n {4}charts:\n[\s\S]*$/, '\n'),
      file: 'screens/reporting.yaml',
      path: '/screens/0',
      message: "eine Übersicht braucht 'cards' oder 'charts'",
    },
    {
      kind: 'a chart of an unknown type',
      texts: () => withChange('reporting.yaml', 'type: line', 'type: pie'),
      file: 'screens/reporting.yaml',
      path: '/screens/0/charts/1/type',
      message: "unbekannte Diagrammart 'pie' (erlaubt: bar, line)",
    },
    {
      kind: 'a custom screen without its component',
      texts: () => withChange('workbench.yaml', '    block: workbench\n', ''),
      file: 'screens/workbench.yaml',
      path: '/screens/0',
      message: "eine Spezialansicht ('kind: custom') braucht 'block' mit dem Namen der Komponente des Clients",
    },
    {
      kind: "a column 'priority' outside the columns of a list",
      texts: () =>
        withChange(
          'tickets.yaml',
          '          - { field: title, label: { de: Titel, en: Title } }\n          - field: status.label',
          '          - { field: title, label: { de: Titel, en: Title }, priority: 1 }\n          - field: status.label',
        ),
      file: 'screens/tickets.yaml',
      path: '/screens/1/sections/0/fields/0/priority',
      message: "'priority' gilt nur für Spalten einer Liste",
    },
    {
      kind: 'invalid JSON',
      texts: () => ({ ...shippedTexts(), 'extra.json': '{ "screens": [ }' }),
      file: 'screens/extra.json',
      path: '/',
      message: 'ungültiges JSON',
    },
  ])('refuses $kind with a message naming file and path', ({ texts, file, path, message }) => {
    const issues = issuesOf(texts());
    const match = issues.find((issue) => issue.file === file && issue.path === path);
    expect(match, `issues: ${issues.map(formatIssue).join(' | ')}`).toBeDefined();
    expect(match?.message).toContain(message);
    expect(formatIssue(match as RuleIssue).startsWith(`${file}: ${path}`)).toBe(true);
  });

  it('reads a plain German text, and with requireEnglish names every text without its English counterpart', () => {
    const texts = withChange('menu.yaml', 'label: { de: Dashboard, en: Dashboard }', 'label: Dashboard');
    expect(loadRuleSetFromTexts(texts).ok).toBe(true);
    const menuOnly = { 'menu.yaml': texts['menu.yaml'] ?? '', 'home.yaml': shippedTexts()['home.yaml'] ?? '' };
    const strict = loadRuleSetFromTexts(menuOnly, { requireEnglish: true });
    expect(strict.ok ? [] : strict.error.issues.filter((issue) => issue.file === 'screens/menu.yaml').map(formatIssue)).toEqual([
      "screens/menu.yaml: /menu/entries/0/label (Zeile 14): Text ohne englische Fassung (erwartet: { de: '…', en: '…' })",
    ]);
  });

  describe('against the client (its persisted-documents manifest and the schema)', () => {
    const lineOf = (texts: Record<string, string>, file: string, text: string) => (texts[file] ?? '').split('\n').findIndex((line) => line.includes(text)) + 1;

    it('refuses an operation the client lacks, naming file, line and operation', () => {
      const texts = withChange('tickets.yaml', 'operation: TicketList', 'operation: TicketLists');
      const issues = issuesOf(texts);
      expect(issues.map(formatIssue)).toEqual([
        `screens/tickets.yaml: /screens/0/data/operation (Zeile ${lineOf(texts, 'tickets.yaml', 'TicketLists')}): Operation 'TicketLists' gibt es im Client nicht (keine Abfrage dieses Namens im Manifest der Client-Dokumente web/src/gql/persisted-documents.json); dafür braucht es eine neue Version des Clients`,
      ]);
      expect(issues[0]?.needsClientRelease).toBe(true);
    });

    it('refuses a mutation where a query belongs', () => {
      const issues = issuesOf(withChange('tickets.yaml', 'operation: TicketList', 'operation: CreateTicket'));
      expect(issues.map((issue) => issue.message)).toEqual([expect.stringContaining("Operation 'CreateTicket' gibt es im Client nicht (keine Abfrage")]);
    });

    it('refuses a column the operation does not select, and says it needs a client release', () => {
      const texts = withChange(
        'tickets.yaml',
        '{ field: title, label: { de: Titel, en: Title }, sort: title }',
        '{ field: description, label: { de: Beschreibung, en: Description } }',
      );
      const issues = issuesOf(texts);
      expect(issues.map(formatIssue)).toEqual([
        `screens/tickets.yaml: /screens/0/columns/1/field (Zeile ${lineOf(texts, 'tickets.yaml', 'field: description')}): Operation 'TicketList' wählt das Feld 'description' nicht aus; es gibt das Feld im Schema, der Client fragt es aber nicht ab: dafür braucht es eine neue Version des Clients`,
      ]);
      expect(issues[0]?.needsClientRelease).toBe(true);
    });

    it('refuses a field the schema does not have, which no client release can fix', () => {
      const issues = issuesOf(
        withChange('tickets.yaml', '{ field: title, label: { de: Titel, en: Title } }', '{ field: titel, label: { de: Titel, en: Title } }'),
      );
      expect(issues).toEqual([
        expect.objectContaining({
          path: '/screens/1/sections/0/fields/0/field',
          message: "Feld 'titel' gibt es in der Antwort der Operation 'TicketDetails' nicht (auch nicht im Schema)",
          needsClientRelease: false,
        }),
      ]);
    });

    it('checks nested lists, link placeholders and dashboard figures against their own records', () => {
      const issues = issuesOf({
        ...withChange('tickets.yaml', '- { field: author, label: { de: Von, en: By } }', '- { field: authr, label: { de: Von, en: By } }'),
        'cids.yaml': (shippedTexts()['cids.yaml'] ?? '').replace('label: status.label, value: count', 'label: status.labl, value: count'),
      });
      expect(issues.map((issue) => issue.path).sort()).toEqual(['/screens/0/cards/1/figures/label', '/screens/1/sections/2/list/columns/2/field']);
    });

    it('refuses a form field its query does not answer, naming file, line and field', () => {
      const texts = withChange('settings.yaml', '{ name: place, label: { de: Ort, en: Place }', '{ name: fax, label: { de: Ort, en: Place }');
      const issues = issuesOf(texts);
      expect(issues.map(formatIssue)).toEqual([
        `screens/settings.yaml: /screens/0/form/fields/3/name (Zeile ${lineOf(texts, 'settings.yaml', 'name: fax')}): Feld 'fax' gibt es in der Antwort der Operation 'AccountSettings' nicht (auch nicht im Schema)`,
      ]);
    });

    it('checks the lists of tabs, the fields of suggestions and the fields of computed badges', () => {
      const texts = withChange(
        'locations.yaml',
        '{ field: mainProduct.name, label: { de: Produkt, en: Product } }',
        '{ field: account.name, label: { de: ISP, en: ISP } }',
      );
      const changed = {
        ...texts,
        'locations.yaml': (texts['locations.yaml'] ?? '')
          .replace('              label: label\n', '              label: address.street\n')
          .replace('{ when: orderable, tone: success', '{ when: ontSerial, tone: success'),
      };
      const issues = issuesOf(changed);
      expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
        [
          '/screens/0/tabs/0/columns/7/badge/rules/1/when',
          "Operation 'LocationList' wählt das Feld 'cids.ontSerial' nicht aus; es gibt das Feld im Schema, der Client fragt es aber nicht ab: dafür braucht es eine neue Version des Clients",
        ],
        [
          '/screens/0/tabs/0/filters/0/suggest/label',
          "Operation 'AddressSuggestions' wählt das Feld 'address.street' nicht aus; es gibt das Feld im Schema, der Client fragt es aber nicht ab: dafür braucht es eine neue Version des Clients",
        ],
        [
          '/screens/0/tabs/1/columns/4/field',
          "Operation 'OrderList' wählt das Feld 'account.name' nicht aus; es gibt das Feld im Schema, der Client fragt es aber nicht ab: dafür braucht es eine neue Version des Clients",
        ],
      ]);
      expect(issues.every((issue) => issue.needsClientRelease)).toBe(true);
    });

    it('checks the chart blocks of a dashboard against their rows', () => {
      const texts = withChange('reporting.yaml', '{ field: incidents, label', '{ field: incident, label');
      const issues = issuesOf(texts);
      expect(issues.map(formatIssue)).toEqual([
        `screens/reporting.yaml: /screens/0/charts/0/series/1/field (Zeile ${lineOf(texts, 'reporting.yaml', 'field: incident,')}): Feld 'outages.incident' gibt es in der Antwort der Operation 'Report' nicht (auch nicht im Schema)`,
      ]);
    });

    it('skips the check when there is no client to check against', () => {
      expect(loadRuleSetFromTexts(withChange('tickets.yaml', 'operation: TicketList', 'operation: TicketLists'), { client: null }).ok).toBe(true);
    });
  });

  it('accepts definitions in JSON as well as YAML', () => {
    const texts = shippedTexts();
    const { 'outages.yaml': outages, ...rest } = texts;
    const result = loadRuleSetFromTexts({ ...rest, 'outages.json': JSON.stringify(parse(outages ?? '')) });
    expect(result.ok ? [] : result.error.issues).toEqual([]);
  });

  it('reports the line of a YAML syntax error', () => {
    const texts = withChange('tickets.yaml', 'kind: detail', 'kind: detail\n  broken: [');
    const issue = issuesOf(texts)[0];
    expect(issue?.file).toBe('screens/tickets.yaml');
    expect(issue?.line).toBeGreaterThan(10);
  });
});
