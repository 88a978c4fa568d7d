import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { startServices, type Services } from './services';
import { registerGraphQL } from './graphql/apollo';
import { registerAuth } from './auth';
import { registerWebClient } from './http/static';
import { errorHandler } from './http/errors';
import { webDistDir as defaultWebDistDir } from './lib/paths';
import { registerSecurityHeaders } from './http/security-headers';
import { portalVersion } from './lib/version';
import { registerOrderDocuments, registerTermsPage } from './modules/orders';
import { registerReadiness } from './http/readiness';
import { registerMetrics } from './http/metrics';
import { endRequestSpan, shutdownTracing, startRequestSpan, startTracing, tracingEnabled, type RequestSpan } from './lib/tracing';

/** Request bodies above this are refused with 413 (GraphQL documents and forms are small). */
export const BODY_LIMIT_BYTES = 100 * 1024;

export interface PortalState {
  /** Resolves when every stand-in and client is started; rejects if start-up failed. */
  ready: Promise<Services>;
  services(): Services | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    portal: PortalState;
  }
  interface FastifyRequest {
    /** The request's span; null unless OTEL_EXPORTER_OTLP_ENDPOINT is set (lib/tracing.ts). */
    traceSpan: RequestSpan | null;
  }
}

export interface BuildOptions {
  /** Where the built client lives; tests point this at a fixture. */
  webDistDir?: string;
  /** Replaces the start-up of external systems; tests use it to observe the 'starting' phase. */
  startServices?: typeof startServices;
  /** Folder of the menu, tile and screen definitions; tests use a temporary copy. */
  screensDir?: string;
  /** Where the log goes instead of stdout; tests read it (correlation ids of masked errors). */
  logStream?: { write(line: string): void };
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify 5 refuses a bare hop count (it cannot tell a proxy
 * from a client), so a count becomes the classic rule: the nearest `hops` peers are proxies.
 * That is safe only where clients cannot reach the portal port directly (docs/deployment.md).
 */
export function fastifyTrustProxy(value: Config['TRUST_PROXY']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/**
 * Builds the portal's HTTP app: GraphQL, auth, the web client and health. Routes are
 * registered at once; external systems start in the background, and `/healthz` answers
 * 503 until they are up.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Before any route: with an OTLP endpoint the SDK is loaded now; without one nothing is imported.
  await startTracing(config);
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["st-auth-mode"]'], remove: true },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: () => randomUUID(),
    // request.ip is the peer unless TRUST_PROXY names it a proxy; every per-address limit and the audit log use it.
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    return503OnClosing: true,
  });
  app.setErrorHandler(errorHandler);
  if (tracingEnabled()) registerRequestSpans(app);
  // First, at the root: every route registered below inherits the headers.
  registerSecurityHeaders(app, { production: config.isProduction });

  let services: Services | undefined;
  const ready = (options.startServices ?? startServices)(config, app.log, { screensDir: options.screensDir }).then((started) => {
    services = started;
    return started;
  });
  // A failed start is reported by `ready` and /healthz; avoid an unhandled rejection here.
  ready.catch((error: unknown) => app.log.error({ err: error }, 'start-up of the portal services failed'));
  app.decorate('portal', { ready, services: () => services });
  app.addHook('onClose', async () => {
    await ready.then((s) => s.close()).catch(() => undefined);
  });

  app.get('/healthz', async (_request, reply) => {
    if (!services) return reply.code(503).send({ status: 'starting', version: portalVersion });
    return { status: 'ok', version: portalVersion };
  });

  registerReadiness(app, () => services);
  registerMetrics(app, config);

  await registerAuth(app, () => services !== undefined);
  const webDistDir = options.webDistDir ?? defaultWebDistDir;
  const { initialState } = await registerGraphQL(app, { config, services: () => services, webDistDir });
  registerOrderDocuments(app);
  registerTermsPage(app);
  await registerWebClient(app, webDistDir, initialState);
  return app;
}

/** A span per HTTP request, named by method and route; the hooks exist only with tracing on. */
function registerRequestSpans(app: FastifyInstance) {
  app.decorateRequest('traceSpan', null);
  app.addHook('onRequest', async (request) => {
    request.traceSpan = startRequestSpan(request.method, request.headers);
  });
  app.addHook('onResponse', async (request, reply) => {
    const body = request.body as { operationName?: unknown } | undefined;
    const operationName = typeof body?.operationName === 'string' ? body.operationName : undefined;
    endRequestSpan(request.traceSpan, request.routeOptions.url, reply.statusCode, operationName);
  });
  // Spans still in the batch go out before the process ends.
  app.addHook('onClose', async () => shutdownTracing());
}
