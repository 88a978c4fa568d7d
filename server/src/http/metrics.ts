import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { registry } from '../lib/metrics';
import { httpError } from './errors';

/** Constant-time comparison of `Authorization: Bearer …` with METRICS_TOKEN. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * /metrics (Prometheus text). Never open on the portal port: with METRICS_PORT it is served
 * only there (for a scraper on the internal network), otherwise on the portal port only with
 * `Authorization: Bearer METRICS_TOKEN`; with neither it does not exist (404).
 */
export function registerMetrics(app: FastifyInstance, config: Config) {
  app.get('/metrics', async (request, reply) => {
    if (config.METRICS_PORT !== undefined || config.METRICS_TOKEN === undefined) {
      return reply.code(404).send(httpError('NOT_FOUND', 'Diese Seite gibt es nicht.'));
    }
    if (!bearerMatches(request.headers.authorization, config.METRICS_TOKEN)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send(httpError('UNAUTHENTICATED', 'Für /metrics ist ein gültiges Token nötig.'));
    }
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });

  const port = config.METRICS_PORT;
  if (port === undefined) return;
  let server: Server | undefined;
  app.addHook('onListen', async () => {
    server = createServer((request, response) => {
      const path = (request.url ?? '/').split('?')[0];
      if (request.method !== 'GET' || path !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      if (config.METRICS_TOKEN !== undefined && !bearerMatches(request.headers.authorization, config.METRICS_TOKEN)) {
        response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
        return;
      }
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    const listening = server;
    await new Promise<void>((resolve, reject) => {
      listening.once('error', reject);
      listening.listen(port, config.HOST, () => resolve());
    });
    app.log.info({ port }, 'Metriken auf eigenem Port');
  });
  app.addHook('onClose', async () => {
    const listening = server;
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
  });
}
