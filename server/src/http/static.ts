import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { httpError } from './errors';
import { preloadLinks, readPagePreloads, type ShellPage } from './page-preloads';
import { plainAccessToken } from '../auth/verified-tokens';

/** Paths that belong to APIs or files: never answered with the app shell. */
const NON_SPA_PREFIXES = ['/graphql', '/healthz', '/api/', '/assets/', '/__'];

/**
 * For the shell of a client route: a block to put into it (the page's first answers,
 * graphql/initial-state.ts) with the kind of the screen it opens, or null.
 */
export type ShellAddition = (request: FastifyRequest, reply: FastifyReply) => Promise<{ block: string; screenKind: string | null; signedIn?: boolean } | null>;

/** `html` with `addition` before its first script (module scripts run after parsing, so any place before works), else at the end. */
export function withAddition(html: string, addition: string): string {
  const at = html.search(/<script\b/i);
  return at < 0 ? html + addition : html.slice(0, at) + addition + html.slice(at);
}

/** `html` with `links` at the end of its head: after the entry's own script and styles, which the page needs first. */
export function withPreloads(html: string, links: string): string {
  const at = html.search(/<\/head>/i);
  return links === '' || at < 0 ? html : html.slice(0, at) + links + html.slice(at);
}

/**
 * Serves the built client from `web/dist` and answers client routes (a reload on
 * `/tickets/123`) with `index.html`. Unknown API-like paths and missing files are 404.
 * A shell that carries a user's first answers (`addition`) is never stored (`no-store`);
 * the plain shell is revalidated on every load (`no-cache`). Each shell names the chunks its
 * page will load (page-preloads.ts): the signed-in frame and the screen's renderer with the
 * first answers; the signed-in frame for a browser with an access token but no answers (a
 * token to refresh); the login for a browser without one.
 */
export async function registerWebClient(app: FastifyInstance, distDir: string, addition: ShellAddition = async () => null) {
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

  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild) return sendMissingBuild(reply);
    // Read per request: a rebuilt client (new asset names) is served without a restart.
    const [html, carried, preloads] = await Promise.all([readFile(join(distDir, 'index.html'), 'utf8'), addition(request, reply), readPagePreloads(distDir)]);
    const page: ShellPage =
      carried !== null
        ? carried.signedIn === false
          ? { signedIn: false }
          : { signedIn: true, screenKind: carried.screenKind }
        : plainAccessToken(request) !== undefined
          ? { signedIn: true, screenKind: null }
          : { signedIn: false };
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', carried === null ? 'no-cache' : 'no-store')
      .send(withPreloads(carried === null ? html : withAddition(html, carried.block), preloadLinks(preloads, page)));
  };
  const sendMissingBuild = (reply: FastifyReply) =>
    reply
      .code(503)
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><html lang="de"><meta charset="utf-8"><title>Portal</title><p>Der Web-Client ist nicht gebaut. Bitte <code>npm run build</code> ausführen.</p></html>',
      );

  app.get('/', (request, reply) => sendShell(request, reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isClientRoute(request)) return sendShell(request, reply);
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
