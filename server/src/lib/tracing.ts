/**
 * Optional OpenTelemetry tracing (issue 15): with OTEL_EXPORTER_OTLP_ENDPOINT set, spans cover
 * each HTTP request, the root GraphQL fields (the resolvers that call upstream) and each upstream
 * call, and upstream requests carry a W3C `traceparent`. Without it nothing of OpenTelemetry is
 * imported, and every hook below is one null check.
 *
 * The SDK is imported dynamically in `startTracing`, which `buildApp` awaits before it registers
 * any route; the bundle (scripts/build.ts) keeps the packages external, so the import resolves
 * from node_modules at run time.
 */
import type * as OpenTelemetryApi from '@opentelemetry/api';
import type { Context, Span, Tracer } from '@opentelemetry/api';
import type { Config } from '../config';

interface Active {
  api: typeof OpenTelemetryApi;
  tracer: Tracer;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let active: Active | null = null;
let starting: Promise<void> | null = null;

/** Whether tracing is on in this process (the SDK has been loaded). */
export function tracingEnabled(): boolean {
  return active !== null;
}

/** Loads and registers the SDK once per process when the endpoint is configured. */
export function startTracing(config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME'>): Promise<void> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return Promise.resolve();
  starting ??= load(endpoint, config.OTEL_SERVICE_NAME);
  return starting;
}

async function load(endpoint: string, serviceName: string): Promise<void> {
  const [api, core, sdk, exporterModule, resources, hooks] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/context-async-hooks'),
  ]);
  // The variable names the collector's base URL (OTel convention); traces go to /v1/traces below it.
  const exporter = new exporterModule.OTLPTraceExporter({ url: new URL('v1/traces', endpoint.endsWith('/') ? endpoint : `${endpoint}/`).href });
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter })],
  });
  // AsyncLocalStorage carries the request span into resolvers and upstream calls.
  api.context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  active = {
    api,
    tracer: provider.getTracer('fibre-portal'),
    flush: () => provider.forceFlush(),
    shutdown: () => provider.shutdown(),
  };
}

/** Sends every finished span now (tests, and before the process ends). */
export async function flushTracing(): Promise<void> {
  await active?.flush();
}

export async function shutdownTracing(): Promise<void> {
  await active?.shutdown();
}

/** An open span for one incoming HTTP request. */
export interface RequestSpan {
  readonly span: Span;
  readonly context: Context;
  readonly method: string;
}

/** Opens the request span, continuing an incoming `traceparent`; null when tracing is off. */
export function startRequestSpan(method: string, headers: Record<string, string | string[] | undefined>): RequestSpan | null {
  if (!active) return null;
  const { api, tracer } = active;
  const parent = api.propagation.extract(api.ROOT_CONTEXT, headers);
  const span = tracer.startSpan(method, { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
  return { span, context: api.trace.setSpan(parent, span), method };
}

/** Ends the request span with route and status; the name becomes "METHOD /route". */
export function endRequestSpan(request: RequestSpan | null, route: string | undefined, status: number, operationName: string | undefined): void {
  if (!request || !active) return;
  const { span } = request;
  if (route) {
    span.updateName(`${request.method} ${route}`);
    span.setAttribute('http.route', route);
  }
  span.setAttribute('http.response.status_code', status);
  // The name the body sends (also for refused requests); operationNamePlugin names it from the document otherwise.
  if (operationName) span.setAttribute('graphql.operation.name', operationName);
  if (status >= 500) span.setStatus({ code: active.api.SpanStatusCode.ERROR });
  span.end();
}

/** Runs `fn` with the request span as the active context, so nested spans become its children. */
export function withRequestSpan<T>(request: RequestSpan | null, fn: () => T): T {
  if (!request || !active) return fn();
  return active.api.context.with(request.context, fn);
}

/**
 * An Apollo plugin (registered only with tracing on) that names the GraphQL operation on the
 * request span, which is the active span while Apollo resolves the operation.
 */
export function operationNamePlugin() {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operationName }: { operationName?: string | null }) {
          if (active && operationName) active.api.trace.getActiveSpan()?.setAttribute('graphql.operation.name', operationName);
        },
      };
    },
  };
}

/** Runs a root-field resolver inside its own span (child of the request span). */
export function inResolverSpan<T>(parentType: string, field: string, fn: () => T): T {
  if (!active) return fn();
  const { api, tracer } = active;
  return tracer.startActiveSpan(`${parentType}.${field}`, { attributes: { 'graphql.field.path': field, 'graphql.field.parent_type': parentType } }, (span) => {
    const fail = (error: unknown) => {
      span.setStatus({ code: api.SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      span.end();
      throw error;
    };
    try {
      const result = fn();
      if (result instanceof Promise) {
        return result.then((value: unknown) => {
          span.end();
          return value;
        }, fail) as T;
      }
      span.end();
      return result;
    } catch (error) {
      return fail(error);
    }
  });
}

/** One upstream call: its span, and the headers that carry it to the upstream. */
export interface UpstreamSpan {
  readonly headers: Record<string, string>;
  status(code: number): void;
  end(error?: string): void;
}

/** Opens the span of an upstream call (child of the active span); null when tracing is off. */
export function startUpstreamSpan(system: string, method: string, path: string): UpstreamSpan | null {
  if (!active) return null;
  const { api, tracer } = active;
  const span = tracer.startSpan(`${system} ${method}`, {
    kind: api.SpanKind.CLIENT,
    attributes: { 'upstream.system': system, 'http.request.method': method, 'url.path': path },
  });
  const headers: Record<string, string> = {};
  api.propagation.inject(api.trace.setSpan(api.context.active(), span), headers);
  return {
    headers,
    status: (code) => span.setAttribute('http.response.status_code', code),
    end: (error) => {
      if (error !== undefined) span.setStatus({ code: api.SpanStatusCode.ERROR, message: error });
      span.end();
    },
  };
}

type ResolverMap = Record<string, unknown>;

/**
 * Wraps the Query and Mutation field resolvers in spans; nested fields stay unwrapped (they
 * read what the root fields loaded, and a span per field would cost more than it tells).
 */
export function traceRootFields<T extends ResolverMap>(resolvers: T): T {
  const traced: ResolverMap = { ...resolvers };
  for (const parentType of ['Query', 'Mutation']) {
    const fields = resolvers[parentType] as Record<string, unknown> | undefined;
    if (!fields) continue;
    traced[parentType] = Object.fromEntries(
      Object.entries(fields).map(([field, resolver]) => [
        field,
        typeof resolver === 'function'
          ? (...args: unknown[]) => inResolverSpan(parentType, field, () => (resolver as (...a: unknown[]) => unknown)(...args))
          : resolver,
      ]),
    );
  }
  return traced as T;
}
