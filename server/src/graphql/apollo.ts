import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ApolloServer, HeaderMap, type HTTPGraphQLRequest, type HTTPGraphQLResponse } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError } from 'graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Services } from '../services';
import type { GraphQLContext } from './context';
import { loadTypeDefs } from './schema';
import { outageService, resolvers } from './resolvers';
import { createBootCache, type BootCache, type BootInputs } from './boot-cache';
import { createInitialStateSource, type InitialStateSource } from './initial-state';
import { readManifest } from './trusted-documents/manifest';
import type { AnalysedDocument } from './limits/analyse';
import { httpError } from '../http/errors';
import { isSessionError, replyWithSessionError, resolveViewer } from '../auth';
import { plainAccessToken } from '../auth/verified-tokens';
import type { SessionUser } from './context';
import { partialErrorsPlugin } from '../sources';
import { environmentForUrl } from '../lib/environment';
import { requestLanguage } from '../lib/language';
import { setUpRequestGate } from './limits';
import { createFormatError, errorMaskingPlugin } from './error-masking';
import { metricsPlugin } from './metrics-plugin';
import { portalMetrics } from '../lib/metrics';
import { languagePlugin } from './language-plugin';
import { operationNamePlugin, traceRootFields, tracingEnabled, withRequestSpan } from '../lib/tracing';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved before GraphQL runs; null without a session. */
    viewer: SessionUser | null;
  }
}

export interface GraphQLOptions {
  config: Config;
  /** Resolves once the embedded stand-ins and clients are up. */
  services: () => Services | undefined;
  webDistDir: string;
}

/**
 * Mounts Apollo Server at /graphql (POST and GET queries). A browser that opens
 * /graphql gets the offline GraphiQL explorer from the built client instead.
 */
export async function registerGraphQL(app: FastifyInstance, options: GraphQLOptions): Promise<{ initialState: InitialStateSource }> {
  const { config } = options;
  const typeDefs = loadTypeDefs();
  // Limits and trusted documents, checked before the session (limits/request-gate.ts).
  const { admit, schema } = setUpRequestGate({ config, typeDefs, logger: app.log });
  // Boot answers per session, used only while every input is the same (boot-cache.ts).
  const bootCache = createBootCache({ schema });
  const apollo = new ApolloServer<GraphQLContext>({
    typeDefs,
    // With tracing on, each Query/Mutation field runs in a span of its own (lib/tracing.ts).
    resolvers: tracingEnabled() ? resolvers.map(traceRootFields) : resolvers,
    introspection: config.explorerEnabled,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: !config.isProduction,
    // The gate resolves persisted ids; Apollo's own APQ cache would let anyone register a document.
    persistedQueries: false,
    formatError: createFormatError({ production: config.isProduction }),
    logger: app.log,
    // The process entry (main.ts) owns SIGTERM/SIGINT: app.close() drains Fastify and then stops
    // Apollo (onClose below). Apollo's own signal handlers (on by default outside NODE_ENV=test)
    // started a second stop() on the same signal; the one from onClose then waited forever for
    // it (Apollo 5.5 resolves that wait only when a stop fails), so a replica never exited on
    // SIGTERM and was killed after its grace period.
    stopOnTerminationSignals: false,
    // No drain plugin: it closes Fastify from inside Apollo's stop, and Fastify's own close already drains.
    // Cache hints are not used (responses carry user data and are never cached by HTTP): without
    // the default cache-control plugin Apollo does not wrap every field resolver (issue 10, B1).
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      partialErrorsPlugin(),
      errorMaskingPlugin(),
      languagePlugin(),
      metricsPlugin(),
      ...(tracingEnabled() ? [operationNamePlugin()] : []),
    ],
  });
  await apollo.start();
  app.decorateRequest('viewer', null);
  app.addHook('onClose', async () => apollo.stop());

  /** Apollo's answer to the request, as @as-integrations/fastify asks for it. */
  const execute = (request: FastifyRequest, reply: FastifyReply): Promise<HTTPGraphQLResponse> =>
    apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: graphQLRequestOf(request),
      context: () => buildContext(request, reply, options, headerClientUrl(request)),
    });

  const explorerFile = join(options.webDistDir, 'explorer.html');
  app.route({
    method: ['GET', 'POST'],
    url: '/graphql',
    handler: async (request, reply) => {
      if (request.method === 'GET' && wantsHtml(request)) {
        if (!config.explorerEnabled) {
          return reply.code(404).send(httpError('NOT_FOUND', 'Der GraphQL-Explorer ist in dieser Umgebung abgeschaltet.'));
        }
        if (!existsSync(explorerFile)) {
          return reply
            .code(503)
            .type('text/html; charset=utf-8')
            .send(
              '<!doctype html><html lang="de"><meta charset="utf-8"><p>Der Explorer ist nicht gebaut. Bitte <code>npm run build</code> ausführen.</p></html>',
            );
        }
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(readFileSync(explorerFile));
      }
      // Answers carry one user's data: no browser or proxy keeps them (Apollo's cache-control plugin is off).
      reply.header('cache-control', 'no-store');
      const admission = admit(request);
      if (!admission.ok) {
        const body = request.body as { operationName?: unknown } | undefined;
        portalMetrics.graphqlRequest(typeof body?.operationName === 'string' ? body.operationName : null, 'refused');
        return reply.code(admission.status).type('application/json; charset=utf-8').send(admission.body);
      }
      const services = options.services();
      // The version of the rules this answer comes from: the client compares it with the one its
      // routes came from after a navigation, instead of asking for it with a request of its own.
      if (services) reply.header('x-rules-version', services.ruleVersions.rulesVersion());
      if (services) {
        try {
          // A mutation checks the session in the core: after sign-out or deactivation an old access token must not write.
          request.viewer = await resolveViewer(request, reply, { checkDatabase: admission.mayMutate });
        } catch (error) {
          if (isSessionError(error)) return replyWithSessionError(error, request, reply);
          throw error;
        }
      }
      const started = performance.now();
      const boot = services ? await bootLookup(bootCache, request, reply, services, admission.document) : null;
      if (boot?.answer !== undefined) {
        portalMetrics.bootAnswer('hit');
        portalMetrics.graphqlRequest(boot.operationName, 'ok', (performance.now() - started) / 1000);
        for (const [name, value] of boot.answer.headers) void reply.header(name, value);
        return reply.code(boot.answer.status).send(boot.answer.body);
      }
      // The request span is the active context while GraphQL runs: resolver and upstream spans nest under it.
      return withRequestSpan(request.traceSpan, async () => {
        const response = await execute(request, reply);
        for (const [name, value] of response.headers) void reply.header(name, value);
        void reply.code(response.status ?? 200);
        if (response.body.kind !== 'complete') return reply.send(Readable.from(response.body.asyncIterator));
        if (boot !== null && services) {
          portalMetrics.bootAnswer('miss');
          await keepBootAnswer(bootCache, boot, response.status ?? 200, response.headers, response.body.string, request, reply, services);
        }
        return response.body.string;
      });
    },
  });

  // The boot and the screen of a page, in the page's shell (initial-state.ts).
  const initialState =
    config.INITIAL_STATE_DEADLINE_MS === 0
      ? async () => null
      : createInitialStateSource({
          apollo,
          manifest: readManifest(),
          deadlineMs: config.INITIAL_STATE_DEADLINE_MS,
          async contextFor(request, reply, clientUrl) {
            if (!options.services()) return null;
            request.viewer = await resolveViewer(request, reply);
            // A token that does not verify (one to refresh): the plain shell, the client refreshes and asks itself.
            // Without any token: a visitor, whose page carries the visitor's boot (the login's).
            if (request.viewer === null && plainAccessToken(request) !== undefined) return null;
            // The language the client will ask in: its choice (cookie), else German, never the browser's (web/src/lib/i18n.ts).
            return {
              ...(await buildContext(request, reply, options, clientUrl)),
              language: requestLanguage(request.viewer?.language, languageCookie(request)),
            };
          },
        });
  return { initialState };
}

/** The client's language choice (`portal-language`), as the web client writes it; undefined without one. */
function languageCookie(request: FastifyRequest): string | undefined {
  return /(?:^|;\s*)portal-language=(de|en)(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
}

function headerClientUrl(request: FastifyRequest): string | null {
  const header = request.headers['x-client-url'];
  return typeof header === 'string' ? header : null;
}

/** The request as Apollo reads it (the same as @as-integrations/fastify builds it). */
function graphQLRequestOf(request: FastifyRequest): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return {
    body: request.body,
    method: request.method.toUpperCase(),
    headers,
    search: new URL(request.url, `${request.protocol}://${request.hostname}/`).search,
  };
}

interface BootLookup {
  key: string;
  operationName: string | null;
  inputs: BootInputs;
  answer: ReturnType<BootCache['get']>;
}

/**
 * For a request whose answer may be kept (a boot query of a signed-in user, boot-cache.ts):
 * its key, the inputs of its answer now, and the kept answer if those are the same.
 */
async function bootLookup(
  cache: BootCache,
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  document: AnalysedDocument,
): Promise<BootLookup | null> {
  const viewer = request.viewer;
  if (request.method !== 'POST' || viewer === null) return null;
  const params = request.body as Record<string, unknown>;
  const clientUrl = headerClientUrl(request);
  const environment = environmentForUrl(services.config, clientUrl);
  const found = cache.keyOf(
    {
      document,
      operationName: params['operationName'],
      variables: params['variables'],
      extensions: params['extensions'],
      accept: request.headers.accept,
      contentType: request.headers['content-type'],
      language: requestLanguage(viewer.language, request.headers['accept-language']),
      environment,
    },
    viewer,
  );
  if (found === null) return null;
  const inputs = await bootInputs(services, viewer, request, reply, clientUrl, environment);
  if (inputs === null) return null;
  return { ...found, inputs, answer: cache.get(found.key, inputs) };
}

/**
 * What a boot answer depends on besides the request: rules, viewer, banners. Null when the
 * outage feed is not in the cache: the execution then loads it. A stale copy counts as the
 * execution would read it (its banners, and a refresh started): while its refresh runs, the
 * boot is served kept instead of executed by every request until the upstream answers (under
 * load some 30 executions in a row, a 60-ms stall of the event loop each TTL; issue 20, B2).
 */
async function bootInputs(
  services: Services,
  viewer: SessionUser,
  request: FastifyRequest,
  reply: FastifyReply,
  clientUrl: string | null,
  environment: ReturnType<typeof environmentForUrl>,
): Promise<BootInputs | null> {
  const ruleSet = services.rules.current();
  const rulesVersion = services.ruleVersions.rulesVersion();
  const banners = await outageService.keptBanners(services.upstream.scope({ requestId: request.id, clientUrl, environment, response: reply.raw }));
  return banners === undefined ? null : { viewer, ruleSet, rulesVersion, banners };
}

/** Keeps an answer without errors, if its inputs did not change while it was computed. */
async function keepBootAnswer(
  cache: BootCache,
  boot: BootLookup,
  status: number,
  headers: HeaderMap,
  body: string,
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
): Promise<void> {
  if (status !== 200) return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return;
  }
  if (parsed === null || typeof parsed !== 'object' || Object.keys(parsed).join() !== 'data') return;
  const { viewer } = boot.inputs;
  const clientUrl = headerClientUrl(request);
  const after = await bootInputs(services, viewer, request, reply, clientUrl, environmentForUrl(services.config, clientUrl));
  if (after === null || !cache.sameInputs(boot.inputs, after)) return;
  cache.set(boot.key, boot.inputs, { status, headers: [...headers], body: Buffer.from(body) });
  portalMetrics.bootAnswer('kept');
}

function wantsHtml(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return !query?.['query'] && (request.headers.accept ?? '').includes('text/html');
}

/** The context of a request from the page at `clientUrl` (the `X-Client-Url` a client sends, or the page's own address). */
async function buildContext(request: FastifyRequest, reply: FastifyReply, options: GraphQLOptions, clientUrl: string | null): Promise<GraphQLContext> {
  const services = options.services();
  if (!services) {
    throw new GraphQLError('Das Portal startet gerade. Bitte versuchen Sie es in wenigen Sekunden erneut.', {
      extensions: { code: 'SERVICE_UNAVAILABLE', http: { status: 503 } },
    });
  }
  return {
    requestId: request.id,
    clientUrl,
    logger: request.log,
    services,
    viewer: request.viewer,
    language: requestLanguage(request.viewer?.language, request.headers['accept-language']),
    request,
    reply,
    upstream: services.upstream.scope({
      requestId: request.id,
      clientUrl,
      environment: environmentForUrl(services.config, clientUrl),
      response: reply.raw,
    }),
  };
}
