/**
 * Static measures of one GraphQL operation: depth, aliases, directives, repeated fields,
 * cost and how deeply introspection lists nest. Every measure follows fragment spreads
 * and memoises per fragment, so a "fragment bomb" (fragments that spread each other ten
 * times over) is measured in time linear in the document, never expanded.
 */
import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export type FragmentLookup = (name: string) => FragmentDefinitionNode | undefined;

/** Arguments that set how many items a list field returns (the page size). */
export const PAGE_SIZE_ARGUMENTS: ReadonlySet<string> = new Set(['first', 'last', 'limit', 'pageSize', 'top', 'take']);

/** Root fields of introspection; their subtrees are measured by `introspectionListNesting`. */
const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(['__schema', '__type']);

const isIntrospectionRoot = (field: FieldNode) => INTROSPECTION_ROOTS.has(field.name.value);

/**
 * Memoised per fragment name; a name found while its own measure is still running is a
 * cycle (NoFragmentCyclesRule refuses it later) and counts as `cycleValue` instead of
 * recursing for ever.
 */
function memoised<T>(cycleValue: T) {
  const done = new Map<string, T>();
  const running = new Set<string>();
  return (name: string, compute: () => T): T => {
    const known = done.get(name);
    if (known !== undefined) return known;
    if (running.has(name)) return cycleValue;
    running.add(name);
    const value = compute();
    running.delete(name);
    done.set(name, value);
    return value;
  };
}

/** Longest chain of nested fields; `{ viewer { user { name } } }` has depth 3. Introspection subtrees count 1. */
export function operationDepth(operation: OperationDefinitionNode, fragment: FragmentLookup): number {
  const memo = memoised(0);
  const depth = (set: SelectionSetNode | undefined): number => {
    if (!set) return 0;
    let deepest = 0;
    for (const selection of set.selections) {
      let d: number;
      if (selection.kind === Kind.FIELD) d = isIntrospectionRoot(selection) ? 1 : 1 + depth(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) d = depth(selection.selectionSet);
      else d = memo(selection.name.value, () => depth(fragment(selection.name.value)?.selectionSet));
      if (d > deepest) deepest = d;
    }
    return deepest;
  };
  return depth(operation.selectionSet);
}

/** Aliases as executed: a fragment spread twice counts twice. */
export function operationAliases(operation: OperationDefinitionNode, fragment: FragmentLookup): number {
  const memo = memoised(0);
  const count = (set: SelectionSetNode | undefined): number => {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) total += (selection.alias ? 1 : 0) + count(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet);
      else total += memo(selection.name.value, () => count(fragment(selection.name.value)?.selectionSet));
    }
    return total;
  };
  return count(operation.selectionSet);
}

/** Directives as executed: on the operation, its variables, fields, fragments and spreads. */
export function operationDirectives(operation: OperationDefinitionNode, fragment: FragmentLookup): number {
  const memo = memoised(0);
  const count = (set: SelectionSetNode | undefined): number => {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      total += selection.directives?.length ?? 0;
      if (selection.kind === Kind.FIELD) total += count(selection.selectionSet);
      else if (selection.kind === Kind.INLINE_FRAGMENT) total += count(selection.selectionSet);
      else {
        const name = selection.name.value;
        total += memo(name, () => {
          const definition = fragment(name);
          return (definition?.directives?.length ?? 0) + count(definition?.selectionSet);
        });
      }
    }
    return total;
  };
  const onVariables = (operation.variableDefinitions ?? []).reduce((sum, v) => sum + (v.directives?.length ?? 0), 0);
  return (operation.directives?.length ?? 0) + onVariables + count(operation.selectionSet);
}

export interface RepeatedField {
  responseName: string;
  count: number;
}

/**
 * The response name asked most often within one selection set, fragments flattened in.
 * graphql-js compares every pair of same-named fields when it validates (quadratic): 990
 * copies of one field take about 130 ms to validate, so repeats are limited before that.
 */
export function mostRepeatedField(operation: OperationDefinitionNode, fragment: FragmentLookup): RepeatedField {
  const levelMemo = memoised<Map<string, number>>(new Map());
  const nestedMemo = memoised<RepeatedField>({ responseName: '', count: 0 });
  let worst: RepeatedField = { responseName: '', count: 0 };
  const consider = (candidate: RepeatedField) => {
    if (candidate.count > worst.count) worst = candidate;
  };

  // Response names of one level, with inline fragments and spreads flattened into it.
  const level = (set: SelectionSetNode | undefined, into: Map<string, number>) => {
    if (!set) return;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.alias?.value ?? selection.name.value;
        into.set(name, (into.get(name) ?? 0) + 1);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        level(selection.selectionSet, into);
      } else {
        const counts = levelMemo(selection.name.value, () => {
          const own = new Map<string, number>();
          level(fragment(selection.name.value)?.selectionSet, own);
          return own;
        });
        for (const [name, n] of counts) into.set(name, (into.get(name) ?? 0) + n);
      }
    }
  };

  // Every selection set below this one (fields' sub-selections), each judged on its own.
  const nested = (set: SelectionSetNode | undefined): RepeatedField => {
    let local: RepeatedField = { responseName: '', count: 0 };
    const take = (candidate: RepeatedField) => {
      if (candidate.count > local.count) local = candidate;
    };
    if (!set) return local;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.selectionSet) {
          const counts = new Map<string, number>();
          level(selection.selectionSet, counts);
          for (const [responseName, count] of counts) take({ responseName, count });
          take(nested(selection.selectionSet));
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        take(nested(selection.selectionSet));
      } else {
        take(nestedMemo(selection.name.value, () => nested(fragment(selection.name.value)?.selectionSet)));
      }
    }
    return local;
  };

  const root = new Map<string, number>();
  level(operation.selectionSet, root);
  for (const [responseName, count] of root) consider({ responseName, count });
  consider(nested(operation.selectionSet));
  return worst;
}

export interface CostOptions {
  /** Items a list field is assumed to return when no page-size argument says otherwise. */
  defaultListSize: number;
  /** The request's variables; a page size given as a variable is read from here. */
  variables?: Readonly<Record<string, unknown>>;
}

interface FieldInfo {
  /** The named type of the field's value (list and non-null unwrapped). */
  type: GraphQLNamedType;
  isList: boolean;
}

// Per schema type and field name. graphql-js' type predicates are slow outside
// NODE_ENV=production (they look for duplicate graphql copies), and a 900-field document
// would ask them thousands of times; the schema never changes while the portal runs.
const fieldInfoCache = new WeakMap<GraphQLNamedType, Map<string, FieldInfo | null>>();

function fieldInfo(parent: GraphQLNamedType | undefined, name: string): FieldInfo | undefined {
  if (!parent) return undefined;
  let fields = fieldInfoCache.get(parent);
  if (!fields) fieldInfoCache.set(parent, (fields = new Map()));
  let info = fields.get(name);
  if (info === undefined) {
    const definition: GraphQLField<unknown, unknown> | undefined = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
    info = definition ? { type: getNamedType(definition.type), isList: isListType(getNullableType(definition.type)) } : null;
    fields.set(name, info);
  }
  return info ?? undefined;
}

function pageSize(field: FieldNode, options: CostOptions): number {
  for (const argument of field.arguments ?? []) {
    if (!PAGE_SIZE_ARGUMENTS.has(argument.name.value)) continue;
    const size = sizeOf(argument.value, options.variables);
    if (size !== undefined) return Math.max(1, size);
  }
  return options.defaultListSize;
}

function sizeOf(value: ValueNode, variables: CostOptions['variables']): number | undefined {
  if (value.kind === Kind.INT) return Number.parseInt(value.value, 10);
  if (value.kind === Kind.VARIABLE) {
    const given = variables?.[value.name.value];
    return typeof given === 'number' && Number.isFinite(given) ? Math.trunc(given) : undefined;
  }
  return undefined;
}

/**
 * Static cost: every field costs 1, and a list field multiplies the cost of what it
 * selects by its page size (a page-size argument, else `defaultListSize`). Nested lists
 * therefore multiply, which is what makes them expensive to resolve. `__typename` and
 * introspection are free here (introspection has its own limit).
 */
export function operationCost(schema: GraphQLSchema, operation: OperationDefinitionNode, fragment: FragmentLookup, options: CostOptions): number {
  // Variables do not change between spreads of one request, so a fragment costs the same everywhere.
  const memo = memoised(0);
  const cost = (set: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined): number => {
    if (!set) return 0;
    let total = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__typename' || INTROSPECTION_ROOTS.has(name)) continue;
        const info = fieldInfo(parent, name);
        const inner = selection.selectionSet ? cost(selection.selectionSet, info?.type) : 0;
        total += 1 + (info?.isList ? pageSize(selection, options) * inner : inner);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const narrowed = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        total += cost(selection.selectionSet, narrowed);
      } else {
        const name = selection.name.value;
        total += memo(name, () => {
          const definition = fragment(name);
          return definition ? cost(definition.selectionSet, schema.getType(definition.typeCondition.name.value)) : 0;
        });
      }
    }
    return total;
  };
  return cost(operation.selectionSet, rootType(schema, operation));
}

function rootType(schema: GraphQLSchema, operation: OperationDefinitionNode): GraphQLCompositeType | undefined {
  const type = schema.getRootType(operation.operation);
  return type && isCompositeType(type) ? type : undefined;
}

/** Whether a page-size argument takes a variable anywhere in the operation (its cost then depends on the request). */
export function costUsesVariables(operation: OperationDefinitionNode, fragment: FragmentLookup): boolean {
  const memo = memoised(false);
  const uses = (set: SelectionSetNode | undefined): boolean => {
    if (!set) return false;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if ((selection.arguments ?? []).some((a) => PAGE_SIZE_ARGUMENTS.has(a.name.value) && a.value.kind === Kind.VARIABLE)) return true;
        if (uses(selection.selectionSet)) return true;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (uses(selection.selectionSet)) return true;
      } else if (memo(selection.name.value, () => uses(fragment(selection.name.value)?.selectionSet))) {
        return true;
      }
    }
    return false;
  };
  return uses(operation.selectionSet);
}

/**
 * How many list fields nest inside each other within introspection. The standard
 * introspection query needs 3 (types › fields › args); more is the known introspection
 * attack (`types { fields { type { fields { … } } } }`), whose answer grows exponentially.
 * `__schema` and `__type` are only valid on the root type, so only the root level (with its
 * fragments) is searched for them.
 */
export function introspectionListNesting(schema: GraphQLSchema, operation: OperationDefinitionNode, fragment: FragmentLookup): number {
  const memo = memoised(0);
  const nesting = (set: SelectionSetNode | undefined, parent: GraphQLNamedType | undefined): number => {
    if (!set) return 0;
    let deepest = 0;
    for (const selection of set.selections) {
      let n: number;
      if (selection.kind === Kind.FIELD) {
        const info = fieldInfo(parent, selection.name.value);
        n = (info?.isList ? 1 : 0) + nesting(selection.selectionSet, info?.type);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        n = nesting(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent);
      } else {
        const definition = fragment(selection.name.value);
        n = memo(selection.name.value, () => (definition ? nesting(definition.selectionSet, schema.getType(definition.typeCondition.name.value)) : 0));
      }
      if (n > deepest) deepest = n;
    }
    return deepest;
  };
  const roots = { __schema: schema.getType('__Schema'), __type: schema.getType('__Type') } as const;
  const seen = new Set<string>();
  const atRoot = (set: SelectionSetNode | undefined): number => {
    if (!set) return 0;
    let deepest = 0;
    for (const selection of set.selections) {
      let n = 0;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__schema' || name === '__type') n = nesting(selection.selectionSet, roots[name]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        n = atRoot(selection.selectionSet);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        n = atRoot(fragment(selection.name.value)?.selectionSet);
      }
      if (n > deepest) deepest = n;
    }
    return deepest;
  };
  return atRoot(operation.selectionSet);
}
