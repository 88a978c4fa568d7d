import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { httpError } from './errors';

/** Paths that belong to APIs or files: never answered with the app shell. */
const NON_SPA_PREFIXES = ['/graphql', '/healthz', '/api/', '/assets/', '/__'];

/**
 * Serves the built client from `web/dist` and answers client routes (a reload on
 * `/tickets/123`) with `index.html`. Unknown API-like paths and missing files are 404.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string) {
  const hasBuild = existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Hashed assets never change; the shell must always be revalidated.
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const sendShell = (reply: FastifyReply) =>
    hasBuild
      ? reply.header('Cache-Control', 'no-cache').sendFile('index.html')
      : reply
          .code(503)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><html lang="de"><meta charset="utf-8"><title>Portal</title><p>Der Web-Client ist nicht gebaut. Bitte <code>npm run build</code> ausführen.</p></html>',
          );

  app.get('/', (_request, reply) => sendShell(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isClientRoute(request)) return sendShell(reply);
    return reply.code(404).send(httpError('NOT_FOUND', `Die Adresse ${request.method} ${request.url.split('?')[0]} gibt es nicht.`));
  });
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (NON_SPA_PREFIXES.some((prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`))) return false;
  // A last segment with a file extension is an asset request, not a route.
  if (/\.[a-z0-9]{1,8}$/i.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
