/**
 * Screen definitions checked against the client that will draw them (issue 19): every
 * `data.operation` must be an operation of the client's persisted-documents manifest
 * (web/src/gql/persisted-documents.json, the only documents production runs), of the
 * right type, and every field a definition shows must be selected by that operation.
 *
 * A field the schema has but the operation does not select needs a new client release
 * (a new document); a field the schema does not have at all needs a server change. The
 * message says which, so that the workbench can tell a publisher before publishing.
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  Kind,
  buildSchema,
  getNamedType,
  isObjectType,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { MANIFEST_FILE } from '../../graphql/trusted-documents/manifest';
import { loadTypeDefs } from '../../graphql/schema';

/** One operation of the client: its type, the path of its record(s) and every selected path. */
interface ClientOperation {
  type: 'query' | 'mutation';
  /** The first root field, e.g. `tickets`. */
  root: string;
  /** Whether the root field answers a page (`items` and `pageInfo`). */
  page: boolean;
  /** Every selected path below the root field (fragments inlined), e.g. `items.status.label`. */
  selected: ReadonlySet<string>;
  /** The schema type of the root field's answer. */
  rootType: GraphQLNamedType | null;
}

export interface ClientContract {
  operations: ReadonlyMap<string, ClientOperation>;
  schema: GraphQLSchema;
}

/** A mismatch at a place of one screen (JSON pointer relative to the screen). */
export interface ContractIssue {
  pointer: string;
  message: string;
  /** True when the schema has the field and only the client's document lacks it. */
  needsClientRelease: boolean;
}

function selectedPaths(set: SelectionSetNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>, prefix: string, into: Set<string>): void {
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = (selection.alias ?? selection.name).value;
      const path = prefix === '' ? name : `${prefix}.${name}`;
      into.add(path);
      if (selection.selectionSet) selectedPaths(selection.selectionSet, fragments, path, into);
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = fragments.get(selection.name.value);
      if (fragment) selectedPaths(fragment.selectionSet, fragments, prefix, into);
    } else selectedPaths(selection.selectionSet, fragments, prefix, into);
  }
}

function operationOf(document: DocumentNode, schema: GraphQLSchema): [string, ClientOperation] | null {
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (!operation?.name || operation.operation === 'subscription') return null;
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const rootField = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
  if (rootField?.kind !== Kind.FIELD) return null;
  const selected = new Set<string>();
  if (rootField.selectionSet) selectedPaths(rootField.selectionSet, fragments, '', selected);
  const rootObject = operation.operation === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = rootObject?.getFields()[rootField.name.value];
  const rootType = field ? getNamedType(field.type) : null;
  const page = rootType !== null && isObjectType(rootType) && 'items' in rootType.getFields() && 'pageInfo' in rootType.getFields();
  return [operation.name.value, { type: operation.operation, root: (rootField.alias ?? rootField.name).value, page, selected, rootType }];
}

/** The contract of a manifest (id → document text) against a schema (SDL). */
export function clientContractOf(manifest: Readonly<Record<string, string>>, typeDefs: string): ClientContract {
  const schema = buildSchema(typeDefs);
  const operations = new Map<string, ClientOperation>();
  for (const text of Object.values(manifest)) {
    const found = operationOf(parse(text), schema);
    if (found) operations.set(found[0], found[1]);
  }
  return { operations, schema };
}

let shipped: ClientContract | null | undefined;

/**
 * The contract of the shipped client: its manifest and the schema of this server, read
 * once. Null when the manifest is missing (a checkout before `npm run codegen`): then
 * there is no client to check against.
 */
export function shippedClientContract(): ClientContract | null {
  if (shipped === undefined) {
    shipped = existsSync(MANIFEST_FILE) ? clientContractOf(JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as Record<string, string>, loadTypeDefs()) : null;
  }
  return shipped;
}

/** Whether the schema has a field at `path` below `type` (dots, e.g. `status.label`). */
function schemaHas(type: GraphQLNamedType | null, path: string): boolean {
  let current: GraphQLNamedType | null = type;
  for (const part of path.split('.')) {
    if (current === null || !isObjectType(current)) return false;
    const field: { type: Parameters<typeof getNamedType>[0] } | undefined = current.getFields()[part];
    if (field === undefined) return false;
    current = getNamedType(field.type) ?? null;
  }
  return true;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_.]*)(?:\|[a-z]+)?\}/g;
/** The `{field}` placeholders of a template: a string, or a text in several languages (`{ de, en }`). */
const placeholders = (template: unknown): string[] =>
  typeof template === 'string'
    ? [...new Set([...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string))]
    : isObject(template)
      ? [...new Set(Object.values(template).flatMap(placeholders))]
      : [];

/** A field the definition reads, relative to a base path of the operation's answer. */
interface FieldUse {
  pointer: string;
  base: string;
  field: string;
  /** Also fine below this base: a template or tone applies per item when the shown value is a list. */
  itemBase?: string;
}

/** The fields a `when` condition reads: a field path, or conditions on fields. */
function conditionUses(condition: unknown, pointer: string, base: string): FieldUse[] {
  if (typeof condition === 'string') return [{ pointer, base, field: condition }];
  const all = Array.isArray(condition) ? condition : [condition];
  return all.flatMap((one, index) =>
    isObject(one) && typeof one['field'] === 'string'
      ? [{ pointer: Array.isArray(condition) ? `${pointer}/${index}/field` : `${pointer}/field`, base, field: one['field'] }]
      : [],
  );
}

/** What a shown value (column or section field) reads: its field, template, link and badge tone. */
function valueUses(value: unknown, pointer: string, base: string, params: ReadonlySet<string>): FieldUse[] {
  if (!isObject(value)) return [];
  const uses: FieldUse[] = [];
  const own = typeof value['field'] === 'string' ? value['field'] : undefined;
  const itemBase = own === undefined ? undefined : base === '' ? own : `${base}.${own}`;
  if (own !== undefined) uses.push({ pointer: `${pointer}/field`, base, field: own });
  for (const field of placeholders(value['template'])) uses.push({ pointer: `${pointer}/template`, base, field, itemBase });
  for (const field of placeholders(value['link'])) if (!params.has(field)) uses.push({ pointer: `${pointer}/link`, base, field, itemBase });
  const badge = value['badge'];
  if (isObject(badge) && typeof badge['toneField'] === 'string')
    uses.push({ pointer: `${pointer}/badge/toneField`, base, field: badge['toneField'], itemBase });
  // Computed tones read a true/false field, per item when the shown value is a list.
  listOf(isObject(badge) ? badge['rules'] : undefined).forEach((rule, index) => {
    if (isObject(rule) && typeof rule['when'] === 'string') uses.push({ pointer: `${pointer}/badge/rules/${index}/when`, base, field: rule['when'], itemBase });
  });
  uses.push(...conditionUses(value['when'], `${pointer}/when`, base));
  listOf(value['lines']).forEach((line, index) => {
    for (const field of placeholders(line)) uses.push({ pointer: `${pointer}/lines/${index}`, base, field });
  });
  listOf(value['badges']).forEach((computed, index) => {
    if (isObject(computed) && typeof computed['when'] === 'string') uses.push({ pointer: `${pointer}/badges/${index}/when`, base, field: computed['when'] });
  });
  return uses;
}

function actionUses(actions: unknown, pointer: string, base: string, params: ReadonlySet<string>): FieldUse[] {
  return listOf(actions).flatMap((action, index) => {
    if (!isObject(action)) return [];
    const at = `${pointer}/${index}`;
    const uses: FieldUse[] = [];
    uses.push(...conditionUses(action['when'], `${at}/when`, base));
    for (const field of placeholders(action['title'])) uses.push({ pointer: `${at}/title`, base, field });
    for (const field of placeholders(action['to'])) if (!params.has(field)) uses.push({ pointer: `${at}/to`, base, field });
    const form = action['form'];
    if (isObject(form)) for (const field of placeholders(form['intro'])) uses.push({ pointer: `${at}/form/intro`, base, field });
    if (isObject(form) && isObject(form['submit']) && isObject(form['submit']['params']))
      for (const [name, path] of Object.entries(form['submit']['params']))
        if (typeof path === 'string') uses.push({ pointer: `${at}/form/submit/params/${name}`, base, field: path });
    listOf(isObject(form) ? form['fields'] : undefined).forEach((formField, fieldIndex) => {
      if (!isObject(formField)) return;
      for (const key of ['prefill', 'editableWhen'] as const)
        if (typeof formField[key] === 'string') uses.push({ pointer: `${at}/form/fields/${fieldIndex}/${key}`, base, field: formField[key] });
    });
    const submit = isObject(form) ? form['submit'] : undefined;
    if (isObject(submit) && isObject(submit['params']))
      for (const [name, path] of Object.entries(submit['params']))
        if (typeof path === 'string') uses.push({ pointer: `${at}/form/submit/params/${name}`, base, field: path });
    return uses;
  });
}

function sectionUses(sections: unknown, pointer: string, base: string, params: ReadonlySet<string>): FieldUse[] {
  return listOf(sections).flatMap((section, index) => {
    if (!isObject(section)) return [];
    const at = `${pointer}/${index}`;
    const uses = [
      ...listOf(section['fields']).flatMap((field, fieldIndex) => valueUses(field, `${at}/fields/${fieldIndex}`, base, params)),
      ...actionUses(section['actions'], `${at}/actions`, base, params),
      ...(section['when'] === undefined ? [] : conditionUses(section['when'], `${at}/when`, base)),
    ];
    const below = (field: string) => (base === '' ? field : `${base}.${field}`);
    const list = section['list'];
    if (isObject(list) && typeof list['field'] === 'string') {
      uses.push({ pointer: `${at}/list/field`, base, field: list['field'] });
      const inner = below(list['field']);
      uses.push(...listOf(list['columns']).flatMap((column, columnIndex) => valueUses(column, `${at}/list/columns/${columnIndex}`, inner, params)));
      if (list['where'] !== undefined) uses.push(...conditionUses(list['where'], `${at}/list/where`, inner));
    }
    const history = section['history'];
    if (isObject(history) && typeof history['field'] === 'string') {
      uses.push({ pointer: `${at}/history/field`, base, field: history['field'] });
      for (const key of ['label', 'at', 'by', 'key'] as const)
        if (typeof history[key] === 'string') uses.push({ pointer: `${at}/history/${key}`, base: below(history['field']), field: history[key] as string });
    }
    const lineItems = section['lineItems'];
    if (isObject(lineItems) && typeof lineItems['field'] === 'string') {
      uses.push({ pointer: `${at}/lineItems/field`, base, field: lineItems['field'] });
      const inner = below(lineItems['field']);
      uses.push(...listOf(lineItems['columns']).flatMap((column, index) => valueUses(column, `${at}/lineItems/columns/${index}`, inner, params)));
      listOf(lineItems['totals']).forEach((total, index) => {
        if (!isObject(total)) return;
        if (typeof total['field'] === 'string') uses.push({ pointer: `${at}/lineItems/totals/${index}/field`, base, field: total['field'] });
        for (const field of placeholders(total['note'])) uses.push({ pointer: `${at}/lineItems/totals/${index}/note`, base, field });
      });
      for (const field of placeholders(lineItems['note'])) uses.push({ pointer: `${at}/lineItems/note`, base, field });
    }
    const records = section['records'];
    if (isObject(records) && typeof records['field'] === 'string') {
      uses.push({ pointer: `${at}/records/field`, base, field: records['field'] });
      const inner = below(records['field']);
      if (typeof records['title'] === 'string') uses.push({ pointer: `${at}/records/title`, base: inner, field: records['title'] });
      uses.push(...listOf(records['badges']).flatMap((badge, index) => valueUses(badge, `${at}/records/badges/${index}`, inner, params)));
      uses.push(...sectionUses(records['sections'], `${at}/records/sections`, inner, params));
      uses.push(...actionUses(records['actions'], `${at}/records/actions`, inner, params));
    }
    return uses;
  });
}

/** The fields a list (a list screen or a dashboard's list) reads from each row. */
function listUses(list: Json, pointer: string, base: string, params: ReadonlySet<string>): FieldUse[] {
  const rowDetail = list['rowDetail'];
  return [
    ...listOf(list['columns']).flatMap((column, index) => valueUses(column, `${pointer}/columns/${index}`, base, params)),
    ...placeholders(list['rowLink'])
      .filter((field) => !params.has(field))
      .map((field) => ({ pointer: `${pointer}/rowLink`, base, field })),
    ...(isObject(rowDetail)
      ? [
          ...(typeof rowDetail['title'] === 'string' ? [{ pointer: `${pointer}/rowDetail/title`, base, field: rowDetail['title'] }] : []),
          ...sectionUses(rowDetail['sections'], `${pointer}/rowDetail/sections`, base, params),
        ]
      : []),
    ...actionUses(list['rowActions'], `${pointer}/rowActions`, base, params),
  ];
}

/** What a dashboard's period and chart blocks read: the period the server chose, each block's rows and their fields. */
function chartUses(screen: Json): FieldUse[] {
  const uses: FieldUse[] = [];
  const period = screen['period'];
  if (isObject(period)) {
    for (const end of ['from', 'to'] as const) {
      const spec = period[end];
      if (isObject(spec) && typeof spec['field'] === 'string') uses.push({ pointer: `/period/${end}/field`, base: '', field: spec['field'] });
    }
  }
  listOf(screen['charts']).forEach((chart, index) => {
    if (!isObject(chart) || typeof chart['items'] !== 'string') return;
    const at = `/charts/${index}`;
    const items = chart['items'];
    uses.push({ pointer: `${at}/items`, base: '', field: items });
    const inRow = (value: unknown, pointer: string) => {
      if (isObject(value) && typeof value['field'] === 'string') uses.push({ pointer: `${pointer}/field`, base: items, field: value['field'] });
    };
    inRow(chart['category'], `${at}/category`);
    inRow(chart['total'], `${at}/total`);
    listOf(chart['series']).forEach((series, seriesIndex) => inRow(series, `${at}/series/${seriesIndex}`));
    const seriesFrom = chart['seriesFrom'];
    if (isObject(seriesFrom)) {
      if (typeof seriesFrom['labels'] === 'string') uses.push({ pointer: `${at}/seriesFrom/labels`, base: '', field: seriesFrom['labels'] });
      inRow(seriesFrom, `${at}/seriesFrom`);
    }
    const csv = chart['csv'];
    if (isObject(csv)) for (const field of placeholders(csv['filename'])) uses.push({ pointer: `${at}/csv/filename`, base: '', field });
  });
  return uses;
}

/** What a form screen reads from its record: each field's start value (`prefill`, else its name) and the stamp's fields. */
function formRecordUses(screen: Json): FieldUse[] {
  const form = screen['form'];
  const uses: FieldUse[] = listOf(isObject(form) ? form['fields'] : undefined).flatMap((field, index) => {
    if (!isObject(field)) return [];
    const prefill = typeof field['prefill'] === 'string' ? field['prefill'] : typeof field['name'] === 'string' ? field['name'] : null;
    return prefill === null
      ? []
      : [{ pointer: `/form/fields/${index}/${typeof field['prefill'] === 'string' ? 'prefill' : 'name'}`, base: '', field: prefill }];
  });
  const stamp = screen['stamp'];
  if (isObject(stamp)) {
    if (typeof stamp['when'] === 'string') uses.push({ pointer: '/stamp/when', base: '', field: stamp['when'] });
    for (const field of placeholders(stamp['template'])) uses.push({ pointer: '/stamp/template', base: '', field });
  }
  return uses;
}

interface Binding {
  pointer: string;
  operation: string;
  /** `item` for one record, a dashboard's data or a list of suggestions, `page` for a list. */
  shape: 'item' | 'page';
  uses: FieldUse[];
}

/** The suggestion queries of a list's filters (`suggest`), with the fields read from each suggestion. */
function suggestBindings(list: Json, pointer: string): Binding[] {
  return listOf(list['filters']).flatMap((filter, index): Binding[] => {
    const suggest = isObject(filter) ? filter['suggest'] : undefined;
    if (!isObject(suggest) || typeof suggest['operation'] !== 'string') return [];
    const at = `${pointer}/filters/${index}/suggest`;
    const detail = suggest['detail'];
    const uses: FieldUse[] = [
      ...(['value', 'label'] as const).flatMap((key) =>
        typeof suggest[key] === 'string' ? [{ pointer: `${at}/${key}`, base: '', field: suggest[key] as string }] : [],
      ),
      ...(isObject(detail) && typeof detail['field'] === 'string' ? [{ pointer: `${at}/detail/field`, base: '', field: detail['field'] }] : []),
      ...(isObject(detail) ? placeholders(detail['text']).map((field) => ({ pointer: `${at}/detail/text`, base: '', field })) : []),
    ];
    return [{ pointer: `${at}/operation`, operation: suggest['operation'], shape: 'item', uses }];
  });
}

/** A list's own binding (its page) and those of its suggestions. */
function listBindings(list: Json, pointer: string, routeParams: ReadonlySet<string>): Binding[] {
  const data = list['data'];
  const operation = isObject(data) && typeof data['operation'] === 'string' ? data['operation'] : null;
  return [
    ...(operation === null
      ? []
      : [{ pointer: `${pointer}/data/operation`, operation, shape: 'page' as const, uses: listUses(list, pointer, '', routeParams) }]),
    ...suggestBindings(list, pointer),
  ];
}

/** Every data binding of a screen with the fields read from its answer. */
function bindingsOf(screen: Json): Binding[] {
  const routeParams = new Set(
    typeof screen['route'] === 'string' ? [...screen['route'].matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1] as string) : [],
  );
  const bindings: Binding[] = [];
  const operationOfData = (data: unknown) => (isObject(data) && typeof data['operation'] === 'string' ? data['operation'] : null);
  const own = operationOfData(screen['data']);
  if (screen['kind'] === 'list') {
    bindings.push(...listBindings(screen, '', routeParams));
    listOf(screen['tabs']).forEach((tab, index) => {
      if (isObject(tab)) bindings.push(...listBindings(tab, `/tabs/${index}`, routeParams));
    });
  }
  if (own !== null && screen['kind'] !== 'list') {
    if (screen['kind'] === 'detail') {
      const uses = [
        ...(typeof screen['heading'] === 'string' ? [{ pointer: '/heading', base: '', field: screen['heading'] }] : []),
        ...listOf(screen['summary']).flatMap((value, index) => valueUses(value, `/summary/${index}`, '', routeParams)),
        ...listOf(screen['notices']).flatMap((notice, index) =>
          isObject(notice) && typeof notice['field'] === 'string'
            ? [{ pointer: `/notices/${index}/field`, base: '', field: notice['field'] }, ...conditionUses(notice['when'] ?? [], `/notices/${index}/when`, '')]
            : [],
        ),
        ...sectionUses(screen['sections'], '/sections', '', routeParams),
        ...actionUses(screen['actions'], '/actions', '', routeParams),
      ];
      bindings.push({ pointer: '/data/operation', operation: own, shape: 'item', uses });
    } else if (screen['kind'] === 'dashboard') {
      const uses = listOf(screen['cards']).flatMap((card, index): FieldUse[] => {
        if (!isObject(card)) return [];
        const at = `/cards/${index}`;
        const figures = card['figures'];
        return [
          ...(typeof card['value'] === 'string' ? [{ pointer: `${at}/value`, base: '', field: card['value'] }] : []),
          ...(isObject(figures) && typeof figures['items'] === 'string'
            ? [
                { pointer: `${at}/figures/items`, base: '', field: figures['items'] },
                ...(['label', 'value'] as const).flatMap((key) =>
                  typeof figures[key] === 'string'
                    ? [{ pointer: `${at}/figures/${key}`, base: figures['items'] as string, field: figures[key] as string }]
                    : [],
                ),
                ...placeholders(figures['link']).map((field) => ({ pointer: `${at}/figures/link`, base: figures['items'] as string, field })),
              ]
            : []),
        ];
      });
      uses.push(...chartUses(screen));
      bindings.push({ pointer: '/data/operation', operation: own, shape: 'item', uses });
    } else if (screen['kind'] === 'form') bindings.push({ pointer: '/data/operation', operation: own, shape: 'item', uses: formRecordUses(screen) });
  }
  const list = screen['list'];
  if (isObject(list)) bindings.push(...listBindings(list, '/list', routeParams));
  return bindings;
}

/** Every `submit.operation` of a screen's forms, with its place. */
function mutationsOf(
  value: unknown,
  pointer: string,
  found: Array<{ pointer: string; operation: string }> = [],
): Array<{ pointer: string; operation: string }> {
  if (Array.isArray(value)) value.forEach((item, index) => mutationsOf(item, `${pointer}/${index}`, found));
  else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'submit' && isObject(inner) && typeof inner['operation'] === 'string')
        found.push({ pointer: `${pointer}/submit/operation`, operation: inner['operation'] });
      else mutationsOf(inner, `${pointer}/${key}`, found);
    }
  }
  return found;
}

/**
 * The mismatches between one screen definition and the client: operations the manifest
 * lacks or of the wrong type, and fields their operation does not select.
 */
export function checkScreenAgainstClient(screen: unknown, contract: ClientContract): ContractIssue[] {
  if (!isObject(screen)) return [];
  const issues: ContractIssue[] = [];
  const unknown = (pointer: string, name: string, type: string) =>
    issues.push({
      pointer,
      message: `Operation '${name}' gibt es im Client nicht (keine ${type} dieses Namens im Manifest der Client-Dokumente web/src/gql/persisted-documents.json); dafür braucht es eine neue Version des Clients`,
      needsClientRelease: true,
    });
  for (const binding of bindingsOf(screen)) {
    const operation = contract.operations.get(binding.operation);
    if (operation === undefined || operation.type !== 'query') {
      unknown(binding.pointer, binding.operation, 'Abfrage');
      continue;
    }
    if (binding.shape === 'page' && !operation.page) {
      issues.push({
        pointer: binding.pointer,
        message: `Operation '${binding.operation}' liefert keine Seite einer Liste ('items' und 'pageInfo')`,
        needsClientRelease: false,
      });
      continue;
    }
    const rowPrefix = binding.shape === 'page' ? 'items' : '';
    const rowType =
      binding.shape === 'page' && operation.rootType !== null && isObjectType(operation.rootType)
        ? getNamedType(operation.rootType.getFields()['items']?.type ?? operation.rootType)
        : operation.rootType;
    for (const use of binding.uses) {
      const relative = use.base === '' ? use.field : `${use.base}.${use.field}`;
      const path = rowPrefix === '' ? relative : `${rowPrefix}.${relative}`;
      if (operation.selected.has(path)) continue;
      const perItem = use.itemBase === undefined ? undefined : `${rowPrefix === '' ? '' : `${rowPrefix}.`}${use.itemBase}.${use.field}`;
      if (perItem !== undefined && operation.selected.has(perItem)) continue;
      // A field read per item of a list (a badge's rule, a template) is named with its list.
      const itemRelative = use.itemBase === undefined ? undefined : `${use.itemBase}.${use.field}`;
      const named = !schemaHas(rowType ?? null, relative) && itemRelative !== undefined && schemaHas(rowType ?? null, itemRelative) ? itemRelative : relative;
      const inSchema = schemaHas(rowType ?? null, named);
      issues.push({
        pointer: use.pointer,
        message: inSchema
          ? `Operation '${binding.operation}' wählt das Feld '${named}' nicht aus; es gibt das Feld im Schema, der Client fragt es aber nicht ab: dafür braucht es eine neue Version des Clients`
          : `Feld '${named}' gibt es in der Antwort der Operation '${binding.operation}' nicht (auch nicht im Schema)`,
        needsClientRelease: inSchema,
      });
    }
  }
  for (const mutation of mutationsOf(screen, '')) {
    const operation = contract.operations.get(mutation.operation);
    if (operation === undefined || operation.type !== 'mutation') unknown(mutation.pointer, mutation.operation, 'Mutation');
  }
  return issues;
}
