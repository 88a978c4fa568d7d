import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The JSON body of every plain-HTTP error the portal answers (GraphQL errors have their own shape). */
export interface HttpErrorBody {
  error: { code: string; message: string };
}

export function httpError(code: string, message: string): HttpErrorBody {
  return { error: { code, message } };
}

/**
 * Fastify's own errors (bad JSON, wrong content type, body too large…) answered in German,
 * as a 4xx with a message that tells the caller what to do. Anything unexpected is a 500
 * with a correlation id, its details only in the log.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected error');
    return reply
      .code(500)
      .send(httpError('INTERNAL', `Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut (Fehlernummer ${request.id}).`));
  }
  return reply.code(status).send(httpError(codeFor(error), germanMessageFor(error)));
}

function codeFor(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'PAYLOAD_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'UNSUPPORTED_MEDIA_TYPE';
    default:
      return 'BAD_REQUEST';
  }
}

function germanMessageFor(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Die Anfrage ist zu groß. Bitte senden Sie weniger Daten.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Dieser Inhaltstyp wird nicht unterstützt. Bitte senden Sie JSON mit Content-Type: application/json.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Die Anfrage enthält keinen Inhalt. Bitte senden Sie ein JSON-Objekt.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'Die Anfrage enthält kein gültiges JSON. Bitte prüfen Sie den Inhalt.';
    default:
      if (error instanceof SyntaxError) return 'Die Anfrage enthält kein gültiges JSON. Bitte prüfen Sie den Inhalt.';
      return 'Die Anfrage ist ungültig. Bitte prüfen Sie Adresse und Inhalt.';
  }
}
