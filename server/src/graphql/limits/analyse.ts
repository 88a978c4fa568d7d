/**
 * One GraphQL document checked against the limits once: parsed with the token limit,
 * measured by the limit rules, and remembered with what the request gate needs per
 * request (which operations mutate, whether the cost depends on variables).
 */
import { GraphQLError, Kind, parse, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { costUsesVariables, operationCost, type FragmentLookup } from './measure';
import { checkLimits, LIMIT_MESSAGES, limitError, type GraphQLLimits } from './rules';

export interface AnalysedDocument {
  text: string;
  document: DocumentNode;
  /** By name; an anonymous operation under ''. */
  operations: ReadonlyMap<string, OperationDefinitionNode>;
  fragment: FragmentLookup;
  /** True when a page-size argument takes a variable: the cost is then checked per request. */
  costUsesVariables: boolean;
}

export type Analysis = { ok: true; document: AnalysedDocument } | { ok: false; errors: GraphQLError[] };

export const PARSE_ERROR_CODE = 'GRAPHQL_PARSE_FAILED';

// graphql-js words it "more that N tokens" (sic); match both spellings.
const TOO_MANY_TOKENS = /Document contains more tha[nt] \d+ tokens/;

export function parseWithinLimits(text: string, limits: Pick<GraphQLLimits, 'maxTokens'>): DocumentNode | GraphQLError {
  try {
    return parse(text, { maxTokens: limits.maxTokens, noLocation: false });
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    if (TOO_MANY_TOKENS.test(error.message)) {
      return new GraphQLError(LIMIT_MESSAGES.tokens(limits.maxTokens), { extensions: { code: PARSE_ERROR_CODE, limit: 'tokens', max: limits.maxTokens } });
    }
    return new GraphQLError(`Die Abfrage ist kein gültiges GraphQL. Bitte prüfen Sie die Schreibweise (${error.message}).`, {
      source: error.source,
      positions: error.positions,
      extensions: { code: PARSE_ERROR_CODE },
    });
  }
}

/** Parses and measures `text`; `ok: false` carries the German refusals (at most one per limit). */
export function analyseDocument(schema: GraphQLSchema, text: string, limits: GraphQLLimits): Analysis {
  const document = parseWithinLimits(text, limits);
  if (document instanceof GraphQLError) return { ok: false, errors: [document] };
  const errors = checkLimits(schema, document, limits);
  if (errors.length > 0) return { ok: false, errors: [...errors] };
  return { ok: true, document: describe(text, document) };
}

function describe(text: string, document: DocumentNode): AnalysedDocument {
  const operations = new Map<string, OperationDefinitionNode>();
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.set(definition.name?.value ?? '', definition);
    else if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const fragment: FragmentLookup = (name) => fragments.get(name);
  return {
    text,
    document,
    operations,
    fragment,
    costUsesVariables: [...operations.values()].some((operation) => costUsesVariables(operation, fragment)),
  };
}

/**
 * The operations a request may run: the named one, or all of them when no name is given
 * (Apollo then runs the only one, or refuses a document with several).
 */
export function selectedOperations(document: AnalysedDocument, operationName: unknown): OperationDefinitionNode[] {
  if (typeof operationName === 'string' && operationName !== '') {
    const operation = document.operations.get(operationName);
    return operation ? [operation] : [];
  }
  return [...document.operations.values()];
}

/** Whether the request may run a mutation (then the session is checked against the core). */
export function mayMutate(document: AnalysedDocument, operationName: unknown): boolean {
  return selectedOperations(document, operationName).some((operation) => operation.operation === 'mutation');
}

/** The cost check again with the request's page sizes, for documents whose cost depends on them. */
export function checkCostForRequest(
  schema: GraphQLSchema,
  document: AnalysedDocument,
  operationName: unknown,
  variables: Readonly<Record<string, unknown>> | undefined,
  limits: GraphQLLimits,
): GraphQLError | null {
  if (!document.costUsesVariables) return null;
  for (const operation of selectedOperations(document, operationName)) {
    const cost = operationCost(schema, operation, document.fragment, { defaultListSize: limits.defaultListSize, variables });
    if (cost > limits.maxCost) return limitError('cost', LIMIT_MESSAGES.cost(cost, limits.maxCost), operation, { actual: cost, max: limits.maxCost });
  }
  return null;
}
