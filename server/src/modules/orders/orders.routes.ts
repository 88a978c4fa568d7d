/**
 * The open HTTP route of the signed order's PDF (the page
 * '/locations-order/{cid}/form-sign/{source_id}/download' links to it). Like the GraphQL
 * fields of the signing routes it needs no session: the link is the key, checked,
 * rate-limited and answered with one German message for every kind of bad link.
 */
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { httpError } from '../../http/errors';
import { environmentForUrl } from '../../lib/environment';
import { DOWNLOAD_SCREEN, LinkRefusal, signedOrderPdf } from './orders.signing';

/** Where the PDF of a signed order is served; `:cid` and `:sourceId` as in the signing link. */
export const ORDER_DOCUMENT_ROUTE = '/api/order-documents/:cid/:sourceId';
export const orderDocumentPath = (cid: string, sourceId: string) => `/api/order-documents/${encodeURIComponent(cid)}/${encodeURIComponent(sourceId)}`;

const STATUS: Readonly<Record<LinkRefusal['kind'], number>> = { invalid: 404, expired: 410, 'not-signed': 409, throttled: 429 };

/** Registers the open download route; the app wires it once (server/src/app.ts). */
export function registerOrderDocuments(app: FastifyInstance): void {
  app.get<{ Params: { cid: string; sourceId: string } }>(ORDER_DOCUMENT_ROUTE, async (request, reply) => {
    const services = app.portal.services();
    if (services === undefined) {
      return reply.code(503).send(httpError('SERVICE_UNAVAILABLE', 'Das Portal startet gerade. Bitte versuchen Sie es in wenigen Sekunden erneut.'));
    }
    // Open only while `screens/` declares the download screen public.
    if (services.rules.current().screens.find((screen) => screen.id === DOWNLOAD_SCREEN)?.public !== true)
      return reply.code(404).send(httpError('NOT_FOUND', 'Diese Seite gibt es nicht.'));
    const header = request.headers['x-client-url'];
    const clientUrl = typeof header === 'string' ? header : null;
    const upstream = services.upstream.scope({
      requestId: request.id,
      clientUrl,
      environment: environmentForUrl(services.config, clientUrl ?? `${request.protocol}://${request.host}/`),
      response: reply.raw,
    });
    try {
      const { fileName, pdf } = await signedOrderPdf({ services, upstream, ip: request.ip }, request.params.cid, request.params.sourceId);
      return (
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // A personal document: never kept by shared caches or the browser's cache.
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex')
          .send(Buffer.from(pdf))
      );
    } catch (error) {
      if (error instanceof LinkRefusal)
        return reply.code(STATUS[error.kind]).send(httpError(error.kind === 'throttled' ? 'RATE_LIMITED' : 'NOT_FOUND', error.message));
      // Upstream failures arrive masked by the error catalogue; anything else is not shown.
      const shown = error instanceof GraphQLError && typeof error.extensions['message'] === 'string' ? error.extensions['message'] : null;
      request.log.error({ err: error }, 'order document failed');
      return reply
        .code(502)
        .send(
          httpError('UPSTREAM', shown ?? `Das Dokument kann gerade nicht erstellt werden. Bitte versuchen Sie es später erneut (Fehlernummer ${request.id}).`),
        );
    }
  });
}
