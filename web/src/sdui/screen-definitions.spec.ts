// @vitest-environment node
/**
 * The screen definitions of `screens/` and this client agree: every operation, option
 * list and block a definition names exists here, and every field a column, section or
 * form reads is selected by its operation's document. A definition that names something
 * the client does not have would only show a fallback in the browser; here it fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Kind, type DocumentNode, type SelectionSetNode } from 'graphql';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { isKnownBlock } from './blocks';
import { OPERATIONS, OPTION_SOURCES } from './operations';

const SCREENS_DIR = fileURLToPath(new URL('../../../screens/', import.meta.url));

interface Screen {
  id: string;
  kind: string;
  [key: string]: unknown;
}

const screens: Screen[] = readdirSync(SCREENS_DIR)
  .filter((name) => /\.ya?ml$/.test(name))
  .flatMap((name) => (parse(readFileSync(`${SCREENS_DIR}${name}`, 'utf8')) as { screens?: Screen[] }).screens ?? []);

/** Every dotted path a document selects (fragments inlined), e.g. 'tickets.items.status.label'. */
function selectedPaths(document: DocumentNode): Set<string> {
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])));
  const paths = new Set<string>();
  const walk = (set: SelectionSetNode, prefix: string) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const path = prefix ? `${prefix}.${(selection.alias ?? selection.name).value}` : (selection.alias ?? selection.name).value;
        paths.add(path);
        if (selection.selectionSet) walk(selection.selectionSet, path);
      } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment, prefix);
      } else walk(selection.selectionSet, prefix);
    }
  };
  for (const definition of document.definitions) if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet, '');
  return paths;
}

const selects = (paths: Set<string>, field: string) => [...paths].some((path) => path === field || path.endsWith(`.${field}`));

interface Use {
  screen: string;
  where: string;
  value: unknown;
}

/** Every object inside a definition with its place, for the checks below. */
function walkDefinition(value: unknown, where: string, screen: string, found: Use[] = []): Use[] {
  if (Array.isArray(value)) value.forEach((item, index) => walkDefinition(item, `${where}/${index}`, screen, found));
  else if (value !== null && typeof value === 'object') {
    found.push({ screen, where, value });
    for (const [key, inner] of Object.entries(value)) walkDefinition(inner, `${where}/${key}`, screen, found);
  }
  return found;
}

const uses = screens.flatMap((screen) => walkDefinition(screen, '', screen.id));
const record = (use: Use) => use.value as Record<string, unknown>;

describe('the screen definitions of screens/', () => {
  it('are found', () => {
    expect(screens.map((screen) => screen.id)).toEqual(
      expect.arrayContaining(['tickets', 'ticket-details', 'cid-details', 'pan-cids', 'outages', 'releases', 'locations']),
    );
  });

  it('are honest about their kind: a generic kind with its definition, or custom with a known component', () => {
    const required: Record<string, string[]> = {
      list: ['data', 'columns'],
      detail: ['data', 'sections'],
      form: ['form'],
      dashboard: ['data'],
      custom: ['block'],
    };
    const problems = screens.flatMap((screen) => {
      const keys = required[screen.kind];
      if (!keys) return [`${screen.id}: unknown kind ${screen.kind}`];
      // A list with tabs: each tab is a complete list.
      if (screen.kind === 'list' && Array.isArray(screen['tabs'])) {
        return (screen['tabs'] as Array<Record<string, unknown>>).flatMap((tab, index) =>
          ['id', 'label', 'data', 'columns'].filter((key) => tab[key] === undefined).map((key) => `${screen.id}/tabs/${index} lacks ${key}`),
        );
      }
      const missing = keys.filter((key) => screen[key] === undefined).map((key) => `${screen.id} (${screen.kind}) lacks ${key}`);
      // A dashboard shows figures: cards, chart blocks, or both.
      if (screen.kind === 'dashboard' && screen['cards'] === undefined && screen['charts'] === undefined)
        missing.push(`${screen.id} (dashboard) lacks cards or charts`);
      return missing;
    });
    expect(problems).toEqual([]);
  });

  it('name only operations of this client, of the right type for where they are used', () => {
    const problems: string[] = [];
    for (const use of uses) {
      const { operation } = record(use);
      if (typeof operation !== 'string') continue;
      const entry = Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
      if (!entry) problems.push(`${use.screen}${use.where}: unknown operation ${operation}`);
      else if (use.where.endsWith('/submit') !== (entry.type === 'mutation')) problems.push(`${use.screen}${use.where}: ${operation} is a ${entry.type}`);
    }
    expect(problems).toEqual([]);
  });

  it('name only option lists and blocks of this client', () => {
    const problems: string[] = [];
    for (const use of uses) {
      const { optionsFrom, defaultFrom, block, blocks } = record(use);
      for (const source of [optionsFrom, defaultFrom]) {
        if (typeof source === 'string' && !Object.hasOwn(OPTION_SOURCES, source)) problems.push(`${use.screen}${use.where}: unknown option list ${source}`);
      }
      for (const name of [block, ...(Array.isArray(blocks) ? blocks : [])]) {
        if (typeof name === 'string' && !isKnownBlock(name)) problems.push(`${use.screen}${use.where}: unknown block ${name}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('read only fields their operation selects', () => {
    const problems: string[] = [];
    const check = (screen: string, where: string, operation: unknown, fields: string[]) => {
      const entry = typeof operation === 'string' && Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
      if (!entry) return;
      const paths = selectedPaths(entry.document);
      for (const field of fields) if (!selects(paths, field)) problems.push(`${screen}${where}: ${operation} does not select '${field}'`);
    };
    const fieldsOf = (value: unknown): string[] =>
      walkDefinition(value, '', '').flatMap((use) => {
        const { field, toneField, link, to, rowLink, resultLink, when, prefill, heading } = record(use);
        const templates = [link, to, rowLink].filter((t): t is string => typeof t === 'string');
        const placeholders = templates.flatMap((t) => [...t.matchAll(/\{([A-Za-z_][\w.]*)\}/g)].map((m) => m[1]!));
        void resultLink;
        return [field, toneField, when, prefill, heading, ...placeholders].filter((f): f is string => typeof f === 'string');
      });
    for (const screen of screens) {
      const data = screen['data'] as { operation?: string; params?: Record<string, string> } | undefined;
      if (data?.operation) {
        const { form: _forms, ...rest } = screen;
        // Link placeholders may also name route parameters (e.g. a back link).
        const params = new Set(Object.values(data.params ?? {}));
        check(
          screen.id,
          '',
          data.operation,
          fieldsOf({ ...rest, data: undefined, defaultSort: undefined, actions: undefined, rowActions: undefined, list: undefined }).filter(
            (f) => !params.has(f),
          ),
        );
      }
      const list = screen['list'] as { data?: { operation?: string } } | undefined;
      if (list?.data?.operation) check(screen.id, '/list', list.data.operation, fieldsOf({ ...list, data: undefined, defaultSort: undefined }));
      const tabs = (screen['tabs'] ?? []) as Array<{ id: string; data?: { operation?: string }; filters?: Array<Record<string, unknown>> }>;
      for (const tab of tabs) {
        if (tab.data?.operation)
          check(screen.id, `/tabs/${tab.id}`, tab.data.operation, fieldsOf({ ...tab, data: undefined, defaultSort: undefined, filters: undefined }));
      }
      // Suggestions read their own answer: the chosen value, the shown label and the second line.
      for (const filter of [...tabs.flatMap((tab) => tab.filters ?? []), ...((screen['filters'] ?? []) as Array<Record<string, unknown>>)]) {
        const suggest = filter['suggest'] as { operation?: string; value?: string; label?: string; detail?: { field?: string } } | undefined;
        if (!suggest?.operation) continue;
        const fields = [suggest.value, suggest.label, suggest.detail?.field].filter((field): field is string => typeof field === 'string');
        check(screen.id, `/filters/${String(filter['id'])}/suggest`, suggest.operation, fields);
        const entry = OPERATIONS[suggest.operation];
        if (entry?.type !== 'suggest') problems.push(`${screen.id}: ${suggest.operation} is no suggestion query`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('material documentation (issue 18)', () => {
  it('confirms a saved material and shows it on the CID', () => {
    const material = screens
      .flatMap((screen) => (screen['rowActions'] as Array<{ id: string; form?: { submit: { operation: string; success?: unknown } } }>) ?? [])
      .filter((action) => action.form?.submit.operation === 'UpdateHouseConnectionMaterial');
    expect(material.length).toBeGreaterThan(0);
    for (const action of material) {
      expect(action.form?.submit.success).toEqual({ de: 'Das Material von {cid} ist gespeichert.', en: 'The material of {cid} has been saved.' });
    }
    const details = screens.find((screen) => screen.id === 'cid-details') as unknown as { sections: Array<{ fields?: Array<{ field: string }> }> };
    const fields = details.sections.flatMap((section) => section.fields ?? []).map((field) => field.field);
    expect(fields).toEqual(expect.arrayContaining(['houseConnection.documentation.cable.name', 'houseConnection.documentation.documentedAt']));
  });
});
