/**
 * What a browser may learn from an error (issue 11, error masking). A resolver either
 * throws a deliberate `GraphQLError` with a code of the closed set (STYLE.md), or the
 * error is a bug or an outage whose text may carry stack traces, host names or SQL. The
 * latter leaves as code INTERNAL with one German sentence and a correlation id (the
 * request id); the original is logged under that id.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

/** Codes a resolver may throw on purpose (STYLE.md's closed set, plus the start-up 503). */
export const DELIBERATE_CODES: ReadonlySet<string> = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'UPSTREAM',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
]);

/**
 * Codes of Apollo Server and graphql-js for a request that could not run at all: their
 * messages describe the request (a syntax error, an unknown field), not the server.
 */
export const REQUEST_ERROR_CODES: ReadonlySet<string> = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'BAD_REQUEST',
]);

export const INTERNAL_ERROR_MESSAGE = 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.';

const codeOf = (error: GraphQLError) => (typeof error.extensions?.['code'] === 'string' ? error.extensions['code'] : undefined);

/**
 * `instanceof` is not enough: Apollo Server resolves its own copy of graphql-js (another
 * version than the BFF's), whose errors are GraphQLErrors of that copy. graphql-js tags
 * every GraphQLError, subclasses included, with Symbol.toStringTag 'GraphQLError'.
 */
export function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof GraphQLError || (error instanceof Error && Object.prototype.toString.call(error) === '[object GraphQLError]');
}

/**
 * True when the error may be shown as it is. Execution errors (they have a path) must have
 * been thrown as a GraphQLError with a closed-set code; a plain Error, a thrown string, a
 * non-null violation or a GraphQLError with any other code is masked. Request-level errors
 * (no path) pass with Apollo's request codes; anything else there (a failed context
 * creation, Apollo's INTERNAL_SERVER_ERROR) is masked too.
 */
export function isDeliberateError(error: unknown): boolean {
  if (!isGraphQLError(error)) return false;
  if (error.path === undefined) {
    const code = codeOf(error);
    return code !== undefined && (REQUEST_ERROR_CODES.has(code) || DELIBERATE_CODES.has(code));
  }
  const thrown = error.originalError ?? error;
  if (!isGraphQLError(thrown)) return false;
  const code = codeOf(thrown);
  return code !== undefined && DELIBERATE_CODES.has(code);
}

/** graphql-js appends spelling hints ("Did you mean …?") that reveal field and type names. */
export function withoutSuggestions(message: string): string {
  return message.replace(/\s*Did you mean [^?]*\?/g, '').trim();
}

/**
 * graphql-js refuses variables of the wrong type (a null for `ID!`, text for `Int`) with
 * English sentences before any resolver runs. The portal speaks German (SPEC.md §8): the
 * message names the variable or input field in German, the original stays in `details`
 * for developers. Null for any other message.
 */
export function germanVariableMessage(message: string): string | null {
  const variable = /^Variable "\$([A-Za-z_][A-Za-z0-9_]*)"/.exec(message);
  if (variable === null) return null;
  const at = /at "([^"]{1,200})"/.exec(message);
  const where = at ? `„${at[1]}“` : `„$${variable[1]}“`;
  if (/was not provided|must not be null|not to be null/.test(message)) {
    return `Der Wert für ${where} fehlt. Bitte senden Sie einen Wert des Typs, den das Schema verlangt.`;
  }
  return `Der Wert für ${where} hat nicht den Typ, den das Schema verlangt. Bitte prüfen Sie die Anfrage.`;
}

/** Apollo's `formatError`: masks what is not deliberate; in production also drops spelling hints. */
export function createFormatError({ production }: { production: boolean }) {
  return function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
    if (!isDeliberateError(error)) {
      return {
        message: INTERNAL_ERROR_MESSAGE,
        ...(formatted.locations ? { locations: formatted.locations } : {}),
        ...(formatted.path ? { path: formatted.path } : {}),
        extensions: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE },
      };
    }
    const german = formatted.path === undefined && formatted.extensions?.['code'] === 'BAD_USER_INPUT' ? germanVariableMessage(formatted.message) : null;
    if (german !== null) {
      const details = production ? withoutSuggestions(formatted.message) : formatted.message;
      return { ...formatted, message: german, extensions: { ...formatted.extensions, message: german, details } };
    }
    if (!production) return formatted;
    return { ...formatted, message: withoutSuggestions(formatted.message) };
  };
}

interface MaskingContext {
  requestId: string;
  /** The request's logger (its lines carry `reqId`). */
  logger: { error(details: object, message: string): void };
}

/**
 * Completes the masking with what `formatError` cannot see, the request: logs each masked
 * original under the request id, and puts that id on every INTERNAL error as
 * `correlationId` (and as the modal's 'Details'), so support can find the log line.
 */
export function errorMaskingPlugin<TContext extends MaskingContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) {
            if (isDeliberateError(error)) continue;
            const original = isGraphQLError(error) && error.originalError ? error.originalError : error;
            contextValue.logger.error(
              { err: original, correlationId: contextValue.requestId, path: isGraphQLError(error) ? error.path : undefined },
              'masked GraphQL error: the browser sees only INTERNAL and the correlation id',
            );
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          const correlationId = contextValue.requestId;
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) =>
            error.extensions?.['code'] === 'INTERNAL' && error.extensions['correlationId'] === undefined
              ? { ...error, extensions: { details: `Fehlernummer: ${correlationId}`, ...error.extensions, correlationId } }
              : error,
          );
        },
      };
    },
  };
}
