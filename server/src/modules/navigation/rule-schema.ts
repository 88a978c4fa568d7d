/**
 * The JSON Schema side of loading `screens/`: the shipped schema compiled once (and its
 * variant that requires English beside every German text), JSON pointers into a parsed
 * file, and Ajv's errors translated into German `RuleIssue`s with the schema's own
 * `x-error-de` messages. The loader (`rule-loader.ts`) parses, validates here, then checks
 * across files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { schemaDir } from '../../lib/paths';
import type { RuleIssue } from './navigation.types';
import type { ParsedFile } from './rule-parse';

export const SCREENS_SCHEMA_URL = pathToFileURL(join(schemaDir, 'screens.schema.json'));

export function formatIssue(issue: RuleIssue): string {
  const line = issue.line === undefined ? '' : ` (Zeile ${issue.line})`;
  return `${issue.file}: ${issue.path}${line}: ${issue.message}`;
}

// --- schema ------------------------------------------------------------------------

type SchemaNode = Record<string, unknown>;
let schemaCache: { schema: SchemaNode; validate: ValidateFunction } | undefined;

/** The JSON Schema of definition files, as shipped in `schema/`. */
export function screensSchema(): SchemaNode {
  return compiledSchema().schema;
}

export function compiledSchema(): { schema: SchemaNode; validate: ValidateFunction } {
  if (schemaCache === undefined) {
    const schema = JSON.parse(readFileSync(SCREENS_SCHEMA_URL, 'utf8')) as SchemaNode;
    // strictTypes off: 'sameAs' deliberately applies string and array keywords to one
    // value. strictRequired off: 'required' inside anyOf/if names properties declared
    // beside it, the usual JSON Schema idiom.
    // verbose: errors carry their schema objects, which hold the German messages.
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false, strictRequired: false });
    // The German message annotation of the schema; it validates nothing.
    ajv.addKeyword({ keyword: 'x-error-de', schemaType: 'object' });
    schemaCache = { schema, validate: ajv.compile(schema) };
  }
  return schemaCache;
}

const NO_ENGLISH = "Text ohne englische Fassung (erwartet: { de: '…', en: '…' })";
let strictCache: ValidateFunction | undefined;

/**
 * The schema with every text in its `{ de, en }` form only: what `requireEnglish` checks.
 * Derived from the shipped schema, so that both always agree on where texts are.
 */
export function englishRequiredSchema(): ValidateFunction {
  if (strictCache === undefined) {
    const schema = structuredClone(compiledSchema().schema) as SchemaNode & { $defs: Record<string, SchemaNode>; $id?: string };
    const defs = schema.$defs;
    const textOnly = (name: string, bilingual: string): void => {
      defs[name] = { $ref: `#/$defs/${bilingual}` };
      const target = defs[bilingual] as SchemaNode;
      target['x-error-de'] = { ...(target['x-error-de'] as Record<string, string>), type: NO_ENGLISH };
    };
    textOnly('text', 'bilingualText');
    textOnly('longText', 'bilingualLongText');
    // '' (show nothing) is the same in every language; any other empty text needs both.
    const empty = defs['emptyValueText'] as SchemaNode;
    defs['emptyValueText'] = { ...empty, then: { const: '', 'x-error-de': { const: NO_ENGLISH } } };
    schema.$id = 'https://fibre-portal.invalid/schema/screens.english-required.schema.json';
    const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictTypes: false, strictRequired: false });
    ajv.addKeyword({ keyword: 'x-error-de', schemaType: 'object' });
    strictCache = ajv.compile(schema);
  }
  return strictCache;
}

// --- pointers and values -----------------------------------------------------------

const escapePointer = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

export function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const segment of pointerSegments(pointer)) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function showValue(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

const TYPE_NAMES: Record<string, string> = {
  string: 'Text',
  array: 'Liste',
  object: 'Objekt',
  integer: 'ganze Zahl',
  number: 'Zahl',
  boolean: 'true oder false',
  null: 'nichts (null)',
};

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const typeName = (type: unknown): string => (Array.isArray(type) ? type : [type]).map((t) => TYPE_NAMES[String(t)] ?? String(t)).join(' oder ');

// --- schema errors in German -------------------------------------------------------

/** The `x-error-de` annotation of a schema object: German message per keyword. */
function messagesOf(schemaObject: unknown): Record<string, string> | undefined {
  if (schemaObject === null || typeof schemaObject !== 'object') return undefined;
  return (schemaObject as SchemaNode)['x-error-de'] as Record<string, string> | undefined;
}

/**
 * The fields a schema object adds through `allOf` branches of the form
 * `if: { properties: { kind: { const: K } } }, then: { $ref: '#/$defs/…' }` for the kind
 * of `instance` (the kind-specific fields of a screen).
 */
function kindPropertiesOf(schemaObject: SchemaNode | undefined, instance: unknown): string[] {
  const kind = instance !== null && typeof instance === 'object' ? (instance as Record<string, unknown>)['kind'] : undefined;
  const branches = Array.isArray(schemaObject?.['allOf']) ? (schemaObject['allOf'] as SchemaNode[]) : [];
  for (const branch of branches) {
    const condition = valueAt(branch, '/if/properties/kind/const');
    const ref = valueAt(branch, '/then/$ref');
    if (condition === undefined || condition !== kind || typeof ref !== 'string' || !ref.startsWith('#/')) continue;
    const target = valueAt(compiledSchema().schema, ref.slice(1)) as SchemaNode | undefined;
    return Object.keys((target?.['properties'] as SchemaNode | undefined) ?? {});
  }
  return [];
}

export function translateSchemaErrors(errors: readonly ErrorObject[], file: ParsedFile): RuleIssue[] {
  // Alternatives with their own German message (the root's "at least one section")
  // replace the errors of their branches, which would only confuse. Errors are
  // related through their schema objects (ajv's verbose mode), because schemaPath is
  // relative to whichever referenced definition ajv compiled separately.
  const explainedBranches = new Set<unknown>(
    errors
      .filter((error) => error.keyword === 'anyOf' && messagesOf(error.parentSchema)?.anyOf !== undefined)
      .flatMap((error) => (Array.isArray(error.schema) ? (error.schema as unknown[]) : [])),
  );

  const issues: RuleIssue[] = [];
  for (const error of errors) {
    // 'if' only says that a 'then'/'else' failed; that failure is reported itself.
    // 'propertyNames' repeats the error of the name, which carries `propertyName`.
    if (error.keyword === 'if' || error.keyword === 'propertyNames') continue;
    if (explainedBranches.has(error.parentSchema)) continue;

    const parent = error.parentSchema as SchemaNode | undefined;
    const custom = messagesOf(parent)?.[error.keyword];
    const params = error.params as Record<string, unknown>;
    const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;

    let pointer = error.instancePath;
    let value: unknown = valueAt(file.value, pointer);
    let property = '';
    let allowed = '';
    let message: string;

    if (propertyName !== undefined) {
      pointer = `${pointer}/${escapePointer(propertyName)}`;
      value = propertyName;
    }
    switch (error.keyword) {
      case 'additionalProperties':
      case 'unevaluatedProperties': {
        property = String(params.additionalProperty ?? params.unevaluatedProperty);
        pointer = `${error.instancePath}/${escapePointer(property)}`;
        const kindFields = error.keyword === 'unevaluatedProperties' ? kindPropertiesOf(parent, valueAt(file.value, error.instancePath)) : [];
        // A field of the screen's kind counts as unevaluated when its kind's branch failed
        // elsewhere; that failure is reported itself, so this one would only mislead.
        if (kindFields.includes(property)) continue;
        allowed = [...Object.keys((parent?.properties as SchemaNode | undefined) ?? {}), ...kindFields].join(', ');
        message = `unbekanntes Feld '${property}' (erlaubt: ${allowed})`;
        break;
      }
      case 'required':
        property = String(params.missingProperty);
        message = `Pflichtfeld '${property}' fehlt`;
        break;
      case 'enum':
        allowed = (params.allowedValues as unknown[]).map(showValue).join(', ');
        message = `unzulässiger Wert '${showValue(value)}' (erlaubt: ${allowed})`;
        break;
      case 'const':
        allowed = showValue(params.allowedValue);
        message = `erwartet ${allowed}`;
        break;
      case 'type':
        message = `erwartet ${typeName(params.type)}, gefunden ${typeName(typeOfValue(value))}`;
        break;
      case 'minItems':
        message = params.limit === 1 ? 'Liste darf nicht leer sein' : `Liste braucht mindestens ${String(params.limit)} Einträge`;
        break;
      case 'uniqueItems': {
        const later = Number(params.i);
        pointer = `${error.instancePath}/${later}`;
        value = valueAt(file.value, pointer);
        message = `doppelter Eintrag '${showValue(value)}' in der Liste`;
        break;
      }
      case 'minimum':
        message = `Zahl muss mindestens ${String(params.limit)} sein`;
        break;
      case 'maximum':
        message = `Zahl darf höchstens ${String(params.limit)} sein`;
        break;
      case 'minProperties':
        message = 'darf nicht leer sein';
        break;
      case 'minLength':
      case 'pattern':
        message = `ungültiger Text '${showValue(value)}'`;
        break;
      case 'maxLength':
        message = `Text zu lang (höchstens ${String(params.limit)} Zeichen)`;
        break;
      default:
        message = `ungültig (${error.message ?? error.keyword})`;
    }
    if (custom !== undefined) {
      message = custom
        .replace(/\{value\}/g, showValue(value))
        .replace(/\{property\}/g, property)
        .replace(/\{missingProperty\}/g, String(params.missingProperty ?? ''))
        .replace(/\{allowed\}/g, allowed);
    }
    issues.push({ file: file.display, path: pointer === '' ? '/' : pointer, line: file.lineOf(pointer), message });
  }
  return dedupe(issues);
}

function dedupe(issues: RuleIssue[]): RuleIssue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = formatIssue(issue);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
