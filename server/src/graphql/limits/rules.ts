/**
 * The API limits of issue 11, with German messages that say what to change: as direct
 * checks (`checkLimits`, used by the gate) and as graphql-js validation rules. They run in the request gate before the session is verified
 * (see request-gate.ts), so a refused document costs one parse and one walk, nothing more.
 */
import {
  GraphQLError,
  Kind,
  type ASTNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import {
  type FragmentLookup,
  introspectionListNesting,
  mostRepeatedField,
  operationAliases,
  operationCost,
  operationDepth,
  operationDirectives,
} from './measure';

export interface GraphQLLimits {
  maxDepth: number;
  maxAliases: number;
  /** Lexical tokens per document (graphql-js `parse` option `maxTokens`). */
  maxTokens: number;
  maxDirectives: number;
  /** How often one response name may appear in one selection set. */
  maxRepeatedField: number;
  maxCost: number;
  defaultListSize: number;
  /** List fields nested in each other inside introspection (the standard query needs 3). */
  maxIntrospectionListNesting: number;
}

/** Issue 11's figures; the cost figures come from the configuration. */
export const DEFAULT_LIMITS: GraphQLLimits = {
  maxDepth: 8,
  maxAliases: 15,
  maxTokens: 1000,
  maxDirectives: 50,
  maxRepeatedField: 20,
  maxCost: 5000,
  defaultListSize: 20,
  maxIntrospectionListNesting: 3,
};

export type LimitName = 'depth' | 'aliases' | 'tokens' | 'directives' | 'repeatedField' | 'cost' | 'introspection';

/** The code Apollo uses for refused documents, so clients treat these like any validation error. */
export const LIMIT_ERROR_CODE = 'GRAPHQL_VALIDATION_FAILED';

export function limitError(limit: LimitName, message: string, node?: ASTNode, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { nodes: node, extensions: { code: LIMIT_ERROR_CODE, limit, ...extra } });
}

export const LIMIT_MESSAGES = {
  depth: (actual: number, max: number) =>
    `Die Abfrage ist zu tief verschachtelt (Tiefe ${actual}, erlaubt sind höchstens ${max}). Bitte fragen Sie weniger verschachtelte Felder ab.`,
  aliases: (actual: number, max: number) =>
    `Die Abfrage verwendet zu viele Aliasse (${actual}, erlaubt sind höchstens ${max}). Bitte teilen Sie die Abfrage auf mehrere Anfragen auf.`,
  tokens: (max: number) =>
    `Die Abfrage ist zu lang (mehr als ${max} Bestandteile). Bitte fragen Sie weniger Felder ab oder teilen Sie die Abfrage auf mehrere Anfragen auf.`,
  directives: (actual: number, max: number) =>
    `Die Abfrage enthält zu viele Direktiven (${actual}, erlaubt sind höchstens ${max}). Bitte verwenden Sie weniger Direktiven wie @include oder @skip.`,
  repeatedField: (name: string, actual: number, max: number) =>
    `Das Feld „${name}“ wird in einer Auswahl ${actual}-mal abgefragt (erlaubt sind höchstens ${max}). Bitte fragen Sie jedes Feld nur einmal ab.`,
  cost: (actual: number, max: number) =>
    `Die Abfrage ist zu aufwendig (Kosten ${actual}, erlaubt sind höchstens ${max}). Bitte fragen Sie kleinere Seiten (z. B. first: 20) oder weniger Listenfelder ab.`,
  introspection: (actual: number, max: number) =>
    `Die Schema-Abfrage verschachtelt zu viele Listen (${actual}, erlaubt sind höchstens ${max}). Bitte verwenden Sie die Standard-Introspection, wie sie der Explorer sendet.`,
} as const;

type LimitCheck = (operation: OperationDefinitionNode, fragment: FragmentLookup, schema: GraphQLSchema) => GraphQLError | null;

function over(limit: LimitName, actual: number, max: number, message: string, operation: OperationDefinitionNode): GraphQLError | null {
  return actual > max ? limitError(limit, message, operation, { actual, max }) : null;
}

/** One check per limit (tokens are checked while parsing); each measures one operation. */
export function limitChecks(limits: GraphQLLimits, variables?: Readonly<Record<string, unknown>>): LimitCheck[] {
  return [
    (operation, fragment) => {
      const depth = operationDepth(operation, fragment);
      return over('depth', depth, limits.maxDepth, LIMIT_MESSAGES.depth(depth, limits.maxDepth), operation);
    },
    (operation, fragment) => {
      const aliases = operationAliases(operation, fragment);
      return over('aliases', aliases, limits.maxAliases, LIMIT_MESSAGES.aliases(aliases, limits.maxAliases), operation);
    },
    (operation, fragment) => {
      const directives = operationDirectives(operation, fragment);
      return over('directives', directives, limits.maxDirectives, LIMIT_MESSAGES.directives(directives, limits.maxDirectives), operation);
    },
    (operation, fragment) => {
      const worst = mostRepeatedField(operation, fragment);
      return over(
        'repeatedField',
        worst.count,
        limits.maxRepeatedField,
        LIMIT_MESSAGES.repeatedField(worst.responseName, worst.count, limits.maxRepeatedField),
        operation,
      );
    },
    (operation, fragment, schema) => {
      const cost = operationCost(schema, operation, fragment, { defaultListSize: limits.defaultListSize, variables });
      return over('cost', cost, limits.maxCost, LIMIT_MESSAGES.cost(cost, limits.maxCost), operation);
    },
    (operation, fragment, schema) => {
      const nesting = introspectionListNesting(schema, operation, fragment);
      const max = limits.maxIntrospectionListNesting;
      return over('introspection', nesting, max, LIMIT_MESSAGES.introspection(nesting, max), operation);
    },
  ];
}

/**
 * The limits checked directly on the document, without graphql-js `validate()`: its
 * TypeInfo walk over every node costs more than all measures together (3.7 ms of 5.3 ms
 * for a 900-field document), and the measures need no TypeInfo.
 */
export function checkLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  limits: GraphQLLimits,
  variables?: Readonly<Record<string, unknown>>,
): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const fragment: FragmentLookup = (name) => fragments.get(name);
  const checks = limitChecks(limits, variables);
  const errors: GraphQLError[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const check of checks) {
      const error = check(definition, fragment, schema);
      if (error) errors.push(error);
    }
  }
  return errors;
}

/** The same limits as validation rules, for `validate()` or Apollo's `validationRules`. */
export function limitRules(limits: GraphQLLimits, variables?: Readonly<Record<string, unknown>>): ValidationRule[] {
  return limitChecks(limits, variables).map((check): ValidationRule => (context: ValidationContext) => ({
    OperationDefinition(operation) {
      const error = check(operation, (name) => context.getFragment(name) ?? undefined, context.getSchema());
      if (error) context.reportError(error);
    },
  }));
}
