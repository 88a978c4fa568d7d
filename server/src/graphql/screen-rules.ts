/**
 * Field-level authorization (DESIGN.md §4, §8; issue 16): `@screen(any: [...])` in
 * `schema/` says which screens a field's data belongs to. On a field it guards that field;
 * on an object type it guards every field that returns the type, wherever in the schema it
 * is reached from. A user must be able to open at least one screen of each rule that
 * applies (the field's own and its type's), decided by the same rules from `screens/` that
 * build the user's navigation.
 *
 * This module reads the directives once, when the schema is built; `withScreenGuards`
 * wraps the resolvers of the guarded fields. Nothing is evaluated for unguarded fields.
 */
import {
  buildSchema,
  defaultFieldResolver,
  getNamedType,
  isObjectType,
  valueFromASTUntyped,
  type ConstDirectiveNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import { assertAnyScreen, type ScreenContext } from '../modules/common/screen-access';

export const SCREEN_DIRECTIVE = 'screen';

/** Screen ids of which the user must be able to open at least one. */
export type ScreenSet = readonly [string, ...string[]];

/** Where a field's rule comes from, for the docs and the field walk. */
export interface FieldScreenRule {
  /** Every set must be passed: the field's own rule first, then its type's. */
  sets: readonly ScreenSet[];
  /** `field`, `type` or both. */
  from: ReadonlyArray<'field' | 'type'>;
}

function screenSetOf(directives: ReadonlyArray<ConstDirectiveNode> | undefined, where: string): ScreenSet | null {
  const directive = directives?.find((node) => node.name.value === SCREEN_DIRECTIVE);
  if (directive === undefined) return null;
  const argument = directive.arguments?.find((node) => node.name.value === 'any');
  const value = argument ? (valueFromASTUntyped(argument.value) as unknown) : null;
  if (!Array.isArray(value) || value.length === 0 || !value.every((id) => typeof id === 'string' && id !== '')) {
    throw new Error(`@${SCREEN_DIRECTIVE} on ${where} needs at least one screen id in 'any'.`);
  }
  return value as unknown as ScreenSet;
}

/** Type-level rules: `Type` → the screens its data belongs to. */
export function typeScreenRules(schema: GraphQLSchema): Map<string, ScreenSet> {
  const rules = new Map<string, ScreenSet>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const node of [type.astNode, ...type.extensionASTNodes]) {
      const set = screenSetOf(node?.directives, type.name);
      if (set !== null) rules.set(type.name, set);
    }
  }
  return rules;
}

/** Every guarded field: `Type.field` → the rule that applies to it. */
export function screenRulesOf(schema: GraphQLSchema): Map<string, FieldScreenRule> {
  const byType = typeScreenRules(schema);
  const rules = new Map<string, FieldScreenRule>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const coordinate = `${type.name}.${field.name}`;
      const own = screenSetOf(field.astNode?.directives, coordinate);
      const ofType = byType.get(getNamedType(field.type).name) ?? null;
      const sets: ScreenSet[] = [];
      const from: Array<'field' | 'type'> = [];
      if (own !== null) {
        sets.push(own);
        from.push('field');
      }
      if (ofType !== null) {
        sets.push(ofType);
        from.push('type');
      }
      if (sets.length > 0) rules.set(coordinate, { sets, from });
    }
  }
  return rules;
}

/** Every screen id the directives name (a spec checks that each is defined in `screens/`). */
export function screenIdsOf(schema: GraphQLSchema): Set<string> {
  return new Set([...screenRulesOf(schema).values()].flatMap((rule) => rule.sets.flat()));
}

type ResolverEntry = GraphQLFieldResolver<unknown, ScreenContext> | { resolve?: GraphQLFieldResolver<unknown, ScreenContext> } | undefined;
type ResolverMap = Record<string, Record<string, ResolverEntry> | unknown>;

function resolverOf(maps: readonly object[], typeName: string, fieldName: string): GraphQLFieldResolver<unknown, ScreenContext> {
  for (let index = maps.length - 1; index >= 0; index -= 1) {
    const ofType = (maps[index] as ResolverMap)[typeName] as Record<string, ResolverEntry> | undefined;
    const entry = ofType?.[fieldName];
    if (typeof entry === 'function') return entry;
    if (entry !== undefined && typeof entry.resolve === 'function') return entry.resolve;
  }
  return defaultFieldResolver as GraphQLFieldResolver<unknown, ScreenContext>;
}

/**
 * The screen sets a request has passed: a list of 20 PANs asks `Pan.mainContractor` 20
 * times, the rules are evaluated once. Keyed by the per-request context, so it goes with it.
 */
const decisions = new WeakMap<object, Set<ScreenSet>>();

/**
 * The resolver maps plus one map that overrides every guarded field with its checked
 * version. A refused field throws FORBIDDEN (the navigation module's German message naming
 * the screen), so GraphQL answers null at that path with the error beside it and keeps the
 * rest of the answer (DESIGN.md §7). The check is a table lookup per screen id in the
 * compiled rules (`canOpenScreen`), once per request and rule; the directives are read
 * here, once.
 */
export function withScreenGuards<T extends object>(typeDefs: string, maps: readonly T[]): T[] {
  const schema = buildSchema(typeDefs);
  const guards: Record<string, Record<string, GraphQLFieldResolver<unknown, ScreenContext>>> = {};
  for (const [coordinate, rule] of screenRulesOf(schema)) {
    const [typeName, fieldName] = coordinate.split('.') as [string, string];
    const resolve = resolverOf(maps, typeName, fieldName);
    const sets = rule.sets;
    (guards[typeName] ??= {})[fieldName] = (parent, args, context, info) => {
      let passed = decisions.get(context);
      if (passed === undefined) decisions.set(context, (passed = new Set()));
      for (const set of sets) {
        if (passed.has(set)) continue;
        assertAnyScreen(context, set);
        passed.add(set);
      }
      return resolve(parent, args, context, info);
    };
  }
  return [...maps, guards as T];
}
