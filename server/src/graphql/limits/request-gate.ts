/**
 * What may reach Apollo Server. Runs first on every /graphql request — before the session
 * is verified against the core — so that refusing a request costs a map lookup (unknown
 * document in production) or one bounded parse and walk (text in development), never a
 * core call or an execution.
 *
 * - A trusted document (by id, or by a text equal to one) runs in every mode.
 * - Any other text runs only where `acceptUntrusted` (development, or GRAPHQL_EXPLORER=1),
 *   and only within the limits.
 * - The request that goes on to Apollo carries the document text and no persisted-query
 *   extension, so Apollo's own persisted-query cache never learns a document.
 */
import type { GraphQLError } from 'graphql';
import { type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { FastifyRequest } from 'fastify';
import { analyseDocument, checkCostForRequest, mayMutate, selectedOperations, type AnalysedDocument } from './analyse';
import type { GraphQLLimits } from './rules';
import { sha256Hex, type TrustedDocuments } from '../trusted-documents/manifest';
import { findBadString, stringInputMessage } from '../input-strings';

export interface RequestGateOptions {
  schema: GraphQLSchema;
  limits: GraphQLLimits;
  trusted: TrustedDocuments;
  /** Development, or the explorer switched on: any text within the limits may run. */
  acceptUntrusted: boolean;
}

export type GateDecision =
  | {
      ok: true;
      /** The request may run a mutation: verify the session against the core. */
      mayMutate: boolean;
      /** The admitted document (trusted, or analysed within the limits). */
      document: AnalysedDocument;
    }
  | { ok: false; status: number; body: { errors: GraphQLFormattedError[] } };

export const GATE_MESSAGES = {
  untrusted:
    'Diese Anfrage gehört nicht zu den freigegebenen Abfragen des Portals. Bitte laden Sie die Seite neu; bleibt der Fehler, wenden Sie sich an den Support.',
  unknownId: 'Die Abfrage mit dieser Kennung ist nicht bekannt. Bitte senden Sie den Abfragetext mit.',
  idMismatch: 'Kennung und Abfragetext passen nicht zusammen. Bitte senden Sie die Kennung des mitgesendeten Textes.',
  noDocument: 'Die Anfrage enthält keine GraphQL-Operation. Bitte senden Sie den Abfragetext (query) oder seine Kennung (extensions.persistedQuery).',
  notAnObject:
    'Die Anfrage muss ein JSON-Objekt mit einer GraphQL-Operation sein (Content-Type: application/json). Bitte senden Sie eine Operation je Anfrage.',
} as const;

/** Apollo's code for "send the text", which Apollo Client's persisted-query link answers by resending with the text. */
export const PERSISTED_QUERY_NOT_FOUND = 'PERSISTED_QUERY_NOT_FOUND';
export const UNTRUSTED_DOCUMENT = 'UNTRUSTED_DOCUMENT';

const ACCEPTED_TEXTS_KEPT = 500;

type Params = Record<string, unknown>;
const isRecord = (value: unknown): value is Params => typeof value === 'object' && value !== null && !Array.isArray(value);

function refuse(code: string, message: string, extra: Record<string, unknown> = {}): GateDecision {
  return { ok: false, status: 400, body: { errors: [{ message, extensions: { code, ...extra } }] } };
}

function refuseWith(errors: readonly GraphQLError[]): GateDecision {
  return { ok: false, status: 400, body: { errors: errors.map((error) => error.toJSON()) } };
}

/** GET carries JSON in query-string parameters; POST has it parsed already. */
function jsonParam(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The id a client sent: Apollo's `extensions.persistedQuery.sha256Hash` (version 1) or the
 * GraphQL-over-HTTP `documentId` (`sha256:<hex>` or bare hex). Lower-cased.
 */
function documentIdOf(params: Params): string | undefined {
  const extensions = jsonParam(params['extensions']);
  if (isRecord(extensions) && isRecord(extensions['persistedQuery'])) {
    const hash = extensions['persistedQuery']['sha256Hash'];
    return typeof hash === 'string' ? hash.toLowerCase() : '';
  }
  const documentId = params['documentId'];
  if (typeof documentId === 'string') return documentId.replace(/^sha256:/i, '').toLowerCase();
  return undefined;
}

/** The request as Apollo should see it: the document's text, no persisted-query extension, no documentId. */
function rewrite(params: Params, text: string, isGet: boolean) {
  params['query'] = text;
  delete params['documentId'];
  const extensions = jsonParam(params['extensions']);
  if (isRecord(extensions) && 'persistedQuery' in extensions) {
    const { persistedQuery: _dropped, ...rest } = extensions;
    if (Object.keys(rest).length === 0) delete params['extensions'];
    else params['extensions'] = isGet ? JSON.stringify(rest) : rest;
  }
}

export function createRequestGate(options: RequestGateOptions) {
  const { schema, limits, trusted, acceptUntrusted } = options;
  // Texts of the explorer or a developer, analysed once (insertion order = age).
  const acceptedTexts = new Map<string, AnalysedDocument>();

  const analyseText = (text: string, hash: string): AnalysedDocument | GateDecision => {
    const known = acceptedTexts.get(hash);
    if (known) return known;
    const analysis = analyseDocument(schema, text, limits);
    if (!analysis.ok) return refuseWith(analysis.errors);
    if (acceptedTexts.size >= ACCEPTED_TEXTS_KEPT) acceptedTexts.delete(acceptedTexts.keys().next().value!);
    acceptedTexts.set(hash, analysis.document);
    return analysis.document;
  };

  return function admit(request: FastifyRequest): GateDecision {
    const isGet = request.method === 'GET';
    const params = isGet ? request.query : request.body;
    // Arrays (batches), strings (text/plain) and empty bodies are no single operation.
    if (!isRecord(params)) return refuse('BAD_REQUEST', GATE_MESSAGES.notAnObject);

    const text = typeof params['query'] === 'string' ? params['query'] : undefined;
    const id = documentIdOf(params);
    let document: AnalysedDocument | undefined;

    if (id !== undefined) {
      document = trusted.get(id);
      if (document && text !== undefined && text !== document.text) return refuse('BAD_REQUEST', GATE_MESSAGES.idMismatch);
      if (!document && (!acceptUntrusted || text === undefined)) {
        return acceptUntrusted ? refuse(PERSISTED_QUERY_NOT_FOUND, GATE_MESSAGES.unknownId) : refuse(UNTRUSTED_DOCUMENT, GATE_MESSAGES.untrusted);
      }
    }
    if (!document) {
      if (text === undefined) return refuse('BAD_REQUEST', GATE_MESSAGES.noDocument);
      const hash = sha256Hex(text);
      document = trusted.get(hash);
      if (!document) {
        if (!acceptUntrusted) return refuse(UNTRUSTED_DOCUMENT, GATE_MESSAGES.untrusted);
        const analysed = analyseText(text, hash);
        if ('ok' in analysed) return analysed;
        document = analysed;
      }
    }

    const variables = jsonParam(params['variables']);
    const tooCostly = checkCostForRequest(schema, document, params['operationName'], isRecord(variables) ? variables : undefined, limits);
    if (tooCostly) return refuseWith([tooCostly]);
    // Every string argument, literal or variable, is well-formed, free of control characters and within its length (input-strings.ts).
    for (const operation of selectedOperations(document, params['operationName'])) {
      const bad = findBadString(schema, document.document, operation, isRecord(variables) ? variables : undefined);
      if (bad) {
        const message = stringInputMessage(bad.problem, bad.path, bad.rule);
        return refuse('BAD_USER_INPUT', message, { message, field: bad.path, problem: bad.problem });
      }
    }

    rewrite(params, document.text, isGet);
    return { ok: true, mayMutate: mayMutate(document, params['operationName']), document };
  };
}
