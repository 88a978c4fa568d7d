import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_APP, PUBLIC_TENANT, type CoreContext } from './context';
import { badRequest, HttpError } from './http-errors';
import { API_ROOTS, checkScope, ROUTES, SUPPORTED_CDI_VERSIONS, type CoreRequest, type Route } from './routes';
import { constantTimeEqual } from './secrets';

const MAX_BODY_BYTES = 1024 * 1024;
const NAME_PATTERN = /^[a-z0-9-]+$/;

const routesByPath = new Map<string, Map<string, Route>>();
for (const route of ROUTES) {
  const byMethod = routesByPath.get(route.path) ?? new Map<string, Route>();
  byMethod.set(route.method, route);
  routesByPath.set(route.path, byMethod);
}

interface ParsedPath {
  appId: string;
  tenantId: string;
  apiPath: string;
}

/** `/[appid-<app>/][<tenant>/]<api>`, app and tenant case-insensitive as in the real core. */
function parsePath(pathname: string): ParsedPath {
  let segments: string[];
  try {
    segments = pathname
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    throw badRequest('Malformed URL path');
  }
  let appId = DEFAULT_APP;
  const first = segments[0];
  if (first !== undefined && first.toLowerCase().startsWith('appid-')) {
    appId = first.slice('appid-'.length).toLowerCase();
    if (!NAME_PATTERN.test(appId)) throw badRequest(`Invalid app id: ${appId}`);
    segments.shift();
  }
  let tenantId = PUBLIC_TENANT;
  const head = segments[0];
  if (head !== undefined && segments.length > 1 && !API_ROOTS.has(head)) {
    tenantId = head.toLowerCase();
    if (!NAME_PATTERN.test(tenantId)) throw badRequest(`Invalid tenant id: ${tenantId}`);
    segments.shift();
  }
  return { appId, tenantId, apiPath: `/${segments.join('/')}` };
}

function presentedApiKey(req: IncomingMessage): string | undefined {
  const header = req.headers['api-key'];
  if (typeof header === 'string') return header;
  const authorization = req.headers.authorization;
  if (authorization?.toLowerCase().startsWith('bearer ')) return authorization.slice(7).trim();
  return undefined;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // The rest is read and dropped so that the 413 answer still reaches the client.
      if (size > MAX_BODY_BYTES) reject(new HttpError(413, 'Request body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function parseJsonBody(raw: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw badRequest('Invalid Json Input');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('Invalid Json Input');
  return body;
}

function send(res: ServerResponse, statusCode: number, payload: object | string): void {
  const isText = typeof payload === 'string';
  const body = isText ? payload : JSON.stringify(payload);
  res.writeHead(statusCode, {
    // The SDK hands any text/* answer to recipe code as a string, so JSON must say JSON.
    'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
}

async function handle(ctx: CoreContext, apiKey: string | undefined, req: IncomingMessage, res: ServerResponse) {
  // Split by hand: `new URL('//host/x', base)` would read a leading `//` as an authority.
  const target = req.url ?? '/';
  const queryStart = target.indexOf('?');
  const pathname = queryStart === -1 ? target : target.slice(0, queryStart);
  const query = new URLSearchParams(queryStart === -1 ? '' : target.slice(queryStart + 1));
  const path = parsePath(pathname);
  const route = routesByPath.get(path.apiPath)?.get(req.method ?? '');
  if (apiKey !== undefined && !route?.open) {
    const presented = presentedApiKey(req);
    if (presented === undefined || !constantTimeEqual(presented, apiKey)) throw new HttpError(401, 'Invalid API key');
  }
  if (!route) {
    throw routesByPath.has(path.apiPath) ? new HttpError(405, 'Method not supported') : new HttpError(404, 'Not found');
  }
  const cdiVersion = req.headers['cdi-version'];
  if (typeof cdiVersion === 'string' && route.path !== '/apiversion' && !SUPPORTED_CDI_VERSIONS.includes(cdiVersion)) {
    throw badRequest(`cdi-version ${cdiVersion} not supported`);
  }
  const coreRequest: CoreRequest = {
    appId: path.appId,
    tenantId: path.tenantId,
    query,
    body: route.method === 'GET' ? undefined : parseJsonBody(await readBody(req)),
  };
  checkScope(route, coreRequest);
  send(res, 200, await route.handler(ctx, coreRequest));
}

/**
 * Postgres error class 22 ("data exception"): the input cannot be stored, e.g. a NUL
 * character in a text or JSON value. That is bad input (400), not a core failure.
 */
function isDataException(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('22');
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startCoreServer(ctx: CoreContext, options: { host: string; port: number; apiKey: string | undefined }): Promise<RunningServer> {
  let inFlight = 0;
  let drained: (() => void) | undefined;

  const server: Server = createServer((req, res) => {
    inFlight++;
    handle(ctx, options.apiKey, req, res)
      .catch((error: unknown) => {
        if (error instanceof HttpError) {
          send(res, error.statusCode, error.message);
          return;
        }
        if (isDataException(error)) {
          send(res, 400, `Invalid input: ${error.message}`);
          return;
        }
        ctx.logger.error({ err: error, method: req.method, url: req.url }, 'embedded core: request failed');
        if (!res.headersSent) send(res, 500, 'Internal Error');
        else res.destroy();
      })
      .finally(() => {
        inFlight--;
        if (inFlight === 0) drained?.();
      });
  });
  // Longer than the idle time of the clients' pools (supertokens-node's fetch keeps sockets
  // about 4 s), so the client, not the server, closes idle sockets: with Node's default of 5 s the
  // server closed a socket the client was about to reuse, and supertokens-node reported "No
  // SuperTokens core available" after a few idle seconds (the reporting specs on the shared portal).
  server.keepAliveTimeout = 65_000;
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets of the SDK's fetch and of jose's http.get would hold the port open.
      server.closeIdleConnections();
      if (inFlight > 0) {
        await Promise.race([new Promise<void>((resolve) => (drained = resolve)), new Promise<void>((resolve) => setTimeout(resolve, 5000).unref())]);
      }
      server.closeAllConnections();
      await closed;
    },
  };
}
