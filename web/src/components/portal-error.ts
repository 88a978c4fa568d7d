import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

/** What the error modal shows (SPEC.md §8): 'Code: ..', 'Beschreibung: ..', 'Details: ..'. */
export interface PortalError {
  code: string;
  /** Empty: the modal says it in plain words, by `kind`. */
  message: string;
  /** Shown only when present. */
  details: string | null;
  kind?: FailureKind;
}

/**
 * Why a request failed, as far as the page is concerned: the portal could not be reached
 * (`network`), it answered with a server error and no catalogue body (`server`), the record
 * is not there or not visible (`not-found`, `forbidden`), the input was refused
 * (`bad-input`), or something else (`other`, the error modal's business).
 */
export type FailureKind = 'network' | 'server' | 'not-found' | 'forbidden' | 'bad-input' | 'other';

const KIND_BY_CODE: Record<string, FailureKind> = { NOT_FOUND: 'not-found', FORBIDDEN: 'forbidden', BAD_USER_INPUT: 'bad-input' };

export function failureKind(error: unknown): FailureKind {
  if (CombinedGraphQLErrors.is(error)) {
    const kinds = new Set(error.errors.map((graphQLError) => KIND_BY_CODE[String(graphQLError.extensions?.['code'] ?? '')] ?? 'other'));
    return kinds.size === 1 ? [...kinds][0]! : 'other';
  }
  if (ServerError.is(error)) return portalErrorFromBody(parseJson(error.bodyText)) === null ? 'server' : 'other';
  if (ServerParseError.is(error)) return 'server';
  // fetch() rejects with a TypeError when there is no answer at all (offline, refused, reset);
  // an aborted or timed-out request is an AbortError / TimeoutError.
  if (error instanceof TypeError || (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError'))) return 'network';
  return 'other';
}

/**
 * Context flag of a query whose page shows a BAD_USER_INPUT at the fields it names
 * (`badInputDetails`); the error link then leaves it out of the error modal, which stays
 * for what is truly unexpected.
 */
export const HANDLES_BAD_INPUT = 'handlesBadInput';

/** The field problems of a refused input (BAD_USER_INPUT `details`, keyed by argument path), or null. */
export function badInputDetails(error: unknown): Readonly<Record<string, unknown>> | null {
  if (!CombinedGraphQLErrors.is(error) || failureKind(error) !== 'bad-input') return null;
  const details: Record<string, unknown> = {};
  for (const graphQLError of error.errors) {
    const value = graphQLError.extensions?.['details'];
    if (isRecord(value)) Object.assign(details, value);
    else details[''] = graphQLError.message;
  }
  return details;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Rule 5 of the catalogue; the texts are translated by the modal. */
export const UNKNOWN_CODE = 'UNBEKANNT';
/** The portal could not be reached at all; the modal says so in plain words. */
export const NETWORK_CODE = 'NETZWERK';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Details may be a text or structured data; structured data is shown as JSON. */
function detailsText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** A GraphQL error as it arrives: `GraphQLFormattedError`, or any JSON of that shape. */
type GraphQLErrorLike = Pick<GraphQLFormattedError, 'message' | 'extensions'> | Record<string, unknown>;

/**
 * An upstream failure carries the catalogue's code (`catalogueCode`: 'general', the
 * upstream's own code, or 'UNBEKANNT') next to the BFF's class (`code`: 'UPSTREAM'); the
 * modal shows the catalogue's. The BFF's own errors (FORBIDDEN, BAD_USER_INPUT …) have only `code`.
 */
function fromGraphQLError(error: GraphQLErrorLike): PortalError {
  const extensions = isRecord(error['extensions']) ? error['extensions'] : {};
  return {
    code: text(extensions['catalogueCode']) ?? text(extensions['code']) ?? UNKNOWN_CODE,
    message: text(extensions['message']) ?? text(error['message']) ?? '',
    details: detailsText(extensions['details']),
  };
}

/**
 * The catalogue's rules 1–5 (SPEC.md §8) for an error response body, as upstream
 * systems and the BFF's plain-HTTP answers send it. Null when the body fits none of 1–3.
 */
export function portalErrorFromBody(body: unknown): PortalError | null {
  if (!isRecord(body)) return null;
  const errors = body['errors'];
  if (Array.isArray(errors) && errors.length > 0 && isRecord(errors[0])) {
    // A GraphQL response (the BFF normalised the upstream body into `extensions`).
    return fromGraphQLError(errors[0]);
  }
  if (isRecord(errors)) {
    const general = errors['general'];
    if (general !== undefined) {
      // Rule 1: code 'general', the message, and details if present.
      if (isRecord(general)) {
        return { code: 'general', message: text(general['message']) ?? JSON.stringify(general), details: detailsText(general['details']) };
      }
      return { code: 'general', message: String(general), details: detailsText(errors['details']) };
    }
    // Rule 2: the errors object as it is.
    return { code: UNKNOWN_CODE, message: JSON.stringify(errors, null, 2), details: null };
  }
  const error = body['error'];
  if (error !== undefined && error !== null) {
    // Rule 3: the error that is there.
    if (isRecord(error)) {
      return {
        code: text(error['code']) ?? UNKNOWN_CODE,
        message: text(error['message']) ?? JSON.stringify(error),
        details: detailsText(error['details']),
      };
    }
    return { code: UNKNOWN_CODE, message: String(error), details: null };
  }
  return null;
}

/**
 * Every error the client can meet, as the modal shows it. GraphQL errors carry
 * `extensions.code/message/details`; a failed HTTP response is read by the catalogue's
 * rules; anything else is rule 4 (own code and message) or rule 5 (unknown).
 */
export function toPortalErrors(error: unknown): PortalError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors.map(fromGraphQLError);
  if (ServerError.is(error)) {
    const fromBody = portalErrorFromBody(parseJson(error.bodyText));
    if (fromBody !== null) return [fromBody];
    // No catalogue body (a proxy's HTML page, an empty 502): plain words, never the raw body.
    return [{ code: `HTTP ${error.statusCode}`, message: '', details: null, kind: 'server' }];
  }
  if (ServerParseError.is(error)) return [{ code: `HTTP ${error.statusCode}`, message: '', details: null, kind: 'server' }];
  if (failureKind(error) === 'network') return [{ code: NETWORK_CODE, message: '', details: null, kind: 'network' }];
  if (isRecord(error) || error instanceof Error) {
    const record = error as unknown as Record<string, unknown>;
    const code = text(record['code']);
    const message = text(record['message']);
    if (code !== null && message !== null) return [{ code, message, details: detailsText(record['details']) }];
    // Rule 5, with what the browser said (e.g. 'Failed to fetch') as details.
    return [{ code: UNKNOWN_CODE, message: '', details: message }];
  }
  return [{ code: UNKNOWN_CODE, message: '', details: null }];
}
