/**
 * Every string that enters through GraphQL is checked once, at the boundary, before any
 * resolver runs (issue 16, item 4): well-formed Unicode (a lone UTF-16 surrogate makes
 * `encodeURIComponent` throw deep inside an upstream client), no control characters
 * (line breaks and tabs only in the fields listed in STRING_RULES as multi-line), and at
 * most the field's length. The check walks the arguments of every field the operation
 * selects — literals and variables alike, input objects and lists included — against the
 * schema, so a new argument or input field is covered without an entry here; an entry only
 * widens the default. The modules keep their own, usually stricter, domain limits with
 * field messages of their forms; this is the floor every string stands on.
 *
 * It runs in the request gate (limits/request-gate.ts) on the gate's own schema and the
 * gate's parsed document, before the session is verified: a refusal costs no core call.
 */
import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

export type Language = 'de' | 'en';

export interface StringRule {
  /** Longest accepted value, in UTF-16 code units (what the browser's `maxLength` counts). */
  max: number;
  /** Line breaks and tabs are allowed (a note, a description, a file). */
  multiline?: boolean;
}

/** A single-line String or ID without an entry below. */
export const DEFAULT_STRING_RULE: StringRule = { max: 10_000 };

/**
 * Fields that differ from the default, keyed `InputType.field` for input-object fields and
 * `Type.field(argument)` for arguments. The spec checks that every key names a string field
 * of the schema.
 */
export const STRING_RULES: Readonly<Record<string, StringRule>> = {
  'OrderInput.installationNotes': { max: 10_000, multiline: true },
  'CreateTicketInput.description': { max: 10_000, multiline: true },
  'AddTicketNoteInput.text': { max: 10_000, multiline: true },
  'PanAcknowledgementInput.reason': { max: 10_000, multiline: true },
  'Mutation.cancelOrder(reason)': { max: 10_000, multiline: true },
  'PublishRulesInput.comment': { max: 10_000, multiline: true },
  'RollbackRulesInput.comment': { max: 10_000, multiline: true },
  // A screens/ file in the rule workbench (the draft as a whole is limited to 256 KB).
  'RuleFileInput.text': { max: 300_000, multiline: true },
  // A PNG data URL; the signing check limits the image itself to 60 KB.
  'SignOrderInput.signature': { max: 100_000 },
};

export type StringProblem = 'malformed' | 'control' | 'lineBreak' | 'tooLong';

const MESSAGES: Record<Language, Record<StringProblem, (field: string, rule: StringRule) => string>> = {
  de: {
    malformed: (field) => `Der Text für „${field}“ enthält ungültige Zeichen (kein gültiger Unicode-Text). Bitte geben Sie den Text erneut ein.`,
    control: (field) => `Der Text für „${field}“ enthält Steuerzeichen. Bitte geben Sie nur sichtbaren Text ein.`,
    lineBreak: (field) => `Der Text für „${field}“ darf keine Zeilenumbrüche oder Tabulatoren enthalten. Bitte geben Sie ihn in einer Zeile ein.`,
    tooLong: (field, rule) => `Der Text für „${field}“ ist zu lang: höchstens ${rule.max.toLocaleString('de-AT')} Zeichen.`,
  },
  en: {
    malformed: (field) => `The text for "${field}" contains invalid characters (not valid Unicode). Please enter the text again.`,
    control: (field) => `The text for "${field}" contains control characters. Please enter visible text only.`,
    lineBreak: (field) => `The text for "${field}" must not contain line breaks or tabs. Please enter it on one line.`,
    tooLong: (field, rule) => `The text for "${field}" is too long: at most ${rule.max.toLocaleString('en-GB')} characters.`,
  },
};

/** C0 controls, DEL and C1 controls. */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
/** The same without tab, line feed and carriage return. */
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE = /[\t\n\r]/;
/** In `u` mode a surrogate pair is one code point: only a lone half matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** What is wrong with one string under a rule, or null. */
export function stringProblem(value: string, rule: StringRule): StringProblem | null {
  if (LONE_SURROGATE.test(value)) return 'malformed';
  if (value.length > rule.max) return 'tooLong';
  if (rule.multiline) return CONTROL_BUT_LINES.test(value) ? 'control' : null;
  if (CONTROL.test(value)) return LINE.test(value) && !CONTROL_BUT_LINES.test(value) ? 'lineBreak' : 'control';
  return null;
}

export function stringInputMessage(problem: StringProblem, field: string, rule: StringRule, language: Language = 'de'): string {
  return MESSAGES[language][problem](field, rule);
}

export interface StringRefusal {
  path: string;
  problem: StringProblem;
  rule: StringRule;
}

const isStringScalar = (type: GraphQLInputType) => {
  const name = getNamedType(type).name;
  return name === 'String' || name === 'ID';
};

/** Whether a type can carry a string anywhere inside (input objects followed once each). */
function carriesString(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (named.name === 'String' || named.name === 'ID') return true;
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((field) => carriesString(field.type, seen));
}

/** The first bad string inside one coerced value, or null. */
function checkValue(value: unknown, type: GraphQLInputType, path: string, rule: StringRule): StringRefusal | null {
  if (value === null || value === undefined) return null;
  if (isNonNullType(type)) return checkValue(value, type.ofType, path, rule);
  if (isListType(type)) {
    if (!Array.isArray(value)) return checkValue(value, type.ofType, path, rule);
    for (let index = 0; index < value.length; index += 1) {
      const found = checkValue(value[index], type.ofType, `${path}[${index}]`, rule);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(type)) {
    for (const field of Object.values(type.getFields())) {
      const found = checkValue(
        (value as Record<string, unknown>)[field.name],
        field.type,
        `${path}.${field.name}`,
        STRING_RULES[`${type.name}.${field.name}`] ?? DEFAULT_STRING_RULE,
      );
      if (found) return found;
    }
    return null;
  }
  if (isStringScalar(type) && typeof value === 'string') {
    const problem = stringProblem(value, rule);
    return problem ? { path, problem, rule } : null;
  }
  return null;
}

interface Site {
  parent: string;
  field: GraphQLField<unknown, unknown>;
  node: FieldNode;
}

/** The selected fields that take a string somewhere in their arguments, per operation of a document. */
const sitesCache = new WeakMap<DocumentNode, Map<string, Site[]>>();

function sitesOf(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): Site[] {
  let perOperation = sitesCache.get(document);
  if (!perOperation) {
    perOperation = new Map();
    sitesCache.set(document, perOperation);
  }
  const key = operation.name?.value ?? '';
  const known = perOperation.get(key);
  if (known) return known;

  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  // The operation and the fragments it reaches, so that another operation's fragments are not judged with these variables.
  const reached: Array<OperationDefinitionNode | FragmentDefinitionNode> = [operation];
  const seen = new Set<string>();
  for (let index = 0; index < reached.length; index += 1) {
    visit(reached[index]!, {
      FragmentSpread(node) {
        const fragment = fragments.get(node.name.value);
        if (fragment && !seen.has(fragment.name.value)) {
          seen.add(fragment.name.value);
          reached.push(fragment);
        }
      },
    });
  }
  const sites: Site[] = [];
  const typeInfo = new TypeInfo(schema);
  for (const definition of reached) {
    visit(
      definition,
      visitWithTypeInfo(typeInfo, {
        Field(node) {
          const field = typeInfo.getFieldDef();
          const parent = typeInfo.getParentType();
          if (field && parent && node.arguments && node.arguments.length > 0 && field.args.some((arg) => carriesString(arg.type))) {
            sites.push({ parent: parent.name, field, node });
          }
        },
      }),
    );
  }
  perOperation.set(key, sites);
  return sites;
}

/** The first bad string among the arguments of an operation, or null. Variables that do not coerce are left to graphql-js. */
export function findBadString(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): StringRefusal | null {
  const sites = sitesOf(schema, document, operation);
  if (sites.length === 0) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 1 });
  if (coerced.errors) return null;
  for (const site of sites) {
    let values: Record<string, unknown>;
    try {
      values = getArgumentValues(site.field, site.node, coerced.coerced);
    } catch {
      // graphql-js refuses the arguments itself, with its own message.
      continue;
    }
    for (const arg of site.field.args) {
      const rule = STRING_RULES[`${site.parent}.${site.field.name}(${arg.name})`] ?? DEFAULT_STRING_RULE;
      const found = checkValue(values[arg.name], arg.type, arg.name, rule);
      if (found) return found;
    }
  }
  return null;
}
