/**
 * The field walk of the isolation matrix (issue 16, DESIGN.md §8): a field that reaches
 * another screen's data must carry that screen's rule, wherever it is reached from.
 *
 * Which root fields an account may use is asked of the running portal: every query and
 * mutation is sent once per value of its enum arguments, with empty placeholder arguments
 * (which no mutation accepts as input, so nothing is written); a FORBIDDEN (or
 * UNAUTHENTICATED) answer at the root means refused. The rate limit of the open signing
 * link answers FORBIDDEN too; it is about the address, not the account, and does not count.
 *
 * A type "belongs to another screen" for an account when a refused root field serves it (its
 * return type, the items of a `…Page`, the objects of a `…Result`) and no permitted one
 * does. From every permitted root the walk follows every field of every object type it
 * reaches. A field whose type belongs to another screen must have a `@screen` rule (on the
 * field or on the type); a rule the account fails stops the walk there, because the
 * server answers FORBIDDEN at that path.
 */
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { screenRulesOf, type FieldScreenRule } from '../../src/graphql/screen-rules';
import { SIGNATURE_THROTTLE_MESSAGE, SIGNING_THROTTLE_MESSAGE } from '../../src/modules/orders/orders.throttle';

type Answer = { data?: unknown; errors?: Array<{ message: string; path?: ReadonlyArray<string | number>; extensions?: Record<string, unknown> }> };

export interface WalkActor {
  label: string;
  graphql(query: string, variables: Record<string, unknown>): Promise<Answer>;
  /** The portal's own rule evaluation for this account (`canOpenScreen`). */
  mayOpen(screenId: string): boolean;
}

export interface WalkResult {
  actor: string;
  permittedRoots: string[];
  refusedRoots: string[];
  /** Types served only by refused queries. */
  foreignTypes: string[];
  /** Every field of every reached object type (`Type.field`), leaves included. */
  fieldsWalked: Set<string>;
  /** Fields that reach a foreign type without a rule, with the path that reaches them. */
  unguarded: string[];
  /** Fields whose rule refuses this account (the walk stops there). */
  stoppedAt: string[];
}

/** A placeholder for a required argument: empty, so that a permitted field refuses it as input. */
function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [placeholder(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = placeholder(field.type);
    }
    return value;
  }
  const name = getNamedType(type).name;
  if (name === 'Int' || name === 'Float') return 0;
  if (name === 'Boolean') return false;
  return '';
}

const required = (arg: GraphQLArgument) => isNonNullType(arg.type) && arg.defaultValue === undefined;

/** One request per combination of the values of the required enum arguments (at most 16). */
function probes(operation: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Array<{ query: string; variables: Record<string, unknown> }> {
  const args = field.args.filter(required);
  let combinations: Array<Record<string, unknown>> = [{}];
  for (const arg of args) {
    const named = getNullableType(arg.type);
    const values = isEnumType(named) ? named.getValues().map((value) => value.value) : [placeholder(arg.type)];
    combinations = combinations.flatMap((combination) => values.map((value) => ({ ...combination, [arg.name]: value }))).slice(0, 16);
  }
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${operation} FieldWalk${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
  return combinations.map((variables) => ({ query, variables }));
}

function refused(answer: Answer, root: string): boolean {
  const value = (answer.data as Record<string, unknown> | null | undefined)?.[root] ?? null;
  const codes = (answer.errors ?? []).filter((error) => error.path?.[0] === root).map((error) => error.extensions?.['code']);
  const messages = (answer.errors ?? []).map((error) => error.message);
  if (messages.includes(SIGNING_THROTTLE_MESSAGE) || messages.includes(SIGNATURE_THROTTLE_MESSAGE)) return false;
  return value === null && codes.some((code) => code === 'FORBIDDEN' || code === 'UNAUTHENTICATED');
}

/** The types a root field serves: its own, the items of a page, the objects of a result. */
function servedTypes(field: GraphQLField<unknown, unknown>): string[] {
  const named = getNamedType(field.type);
  if (!isObjectType(named)) return [];
  const served = [named.name];
  if (/(Page|Result)$/.test(named.name)) {
    for (const inner of Object.values(named.getFields())) {
      const type = getNamedType(inner.type);
      if (isObjectType(type) && !/^(PageInfo|MutationError|.*Error)$/.test(type.name)) served.push(type.name);
    }
  }
  return served;
}

function fails(actor: WalkActor, rule: FieldScreenRule): boolean {
  return rule.sets.some((set) => !set.some((screenId) => actor.mayOpen(screenId)));
}

export async function walkFields(schema: GraphQLSchema, actor: WalkActor): Promise<WalkResult> {
  const rules = screenRulesOf(schema);
  const roots = [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ operation: 'query' as const, parent: schema.getQueryType()!, field })),
    ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({
      operation: 'mutation' as const,
      parent: schema.getMutationType()!,
      field,
    })),
  ];
  const permitted: typeof roots = [];
  const refusedRoots: string[] = [];
  for (const root of roots) {
    let allowed = false;
    for (const probe of probes(root.operation, root.field)) {
      if (!refused(await actor.graphql(probe.query, probe.variables), root.field.name)) {
        allowed = true;
        break;
      }
    }
    if (allowed) permitted.push(root);
    else refusedRoots.push(`${root.parent.name}.${root.field.name}`);
  }
  const permittedRoots = permitted.map((root) => `${root.parent.name}.${root.field.name}`);
  const permittedTypes = new Set(permitted.flatMap((root) => servedTypes(root.field)));
  const refusedTypes = roots.filter((root) => !permitted.includes(root)).flatMap((root) => servedTypes(root.field));
  const foreignTypes = [...new Set(refusedTypes)].filter((type) => !permittedTypes.has(type)).sort();
  const foreign = new Set(foreignTypes);

  const fieldsWalked = new Set<string>();
  const unguarded: string[] = [];
  const stoppedAt: string[] = [];
  const reached = new Map<string, string>();
  const queue: Array<{ type: GraphQLObjectType; path: string }> = [];
  const follow = (parent: GraphQLObjectType, field: GraphQLField<unknown, unknown>, path: string) => {
    const coordinate = `${parent.name}.${field.name}`;
    fieldsWalked.add(coordinate);
    const target = getNamedType(field.type);
    if (!isObjectType(target)) return;
    const where = `${path} › ${coordinate}`;
    const rule = rules.get(coordinate);
    if (rule === undefined && foreign.has(target.name)) {
      unguarded.push(`${where} reaches ${target.name} without a @screen rule`);
      return;
    }
    if (rule !== undefined && fails(actor, rule)) {
      stoppedAt.push(coordinate);
      return;
    }
    if (reached.has(target.name)) return;
    reached.set(target.name, where);
    queue.push({ type: target, path: where });
  };
  for (const root of permitted) follow(root.parent, root.field, actor.label);
  while (queue.length > 0) {
    const { type, path } = queue.shift()!;
    for (const field of Object.values(type.getFields())) follow(type, field, path);
  }
  return { actor: actor.label, permittedRoots, refusedRoots, foreignTypes, fieldsWalked, unguarded, stoppedAt };
}
