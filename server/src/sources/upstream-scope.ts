/**
 * The upstream side of one GraphQL request: typed clients bound to the request (its
 * request id, page URL, time budget and abort signal), per-request DataLoaders, the
 * shared cache, and errors that degrade a field without nulling it. Created for every
 * request, so creating it does nothing: clients and loaders are made on first use.
 */
import type { ServerResponse } from 'node:http';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';
import type { GraphQLFormattedError } from 'graphql';
import type { PortalEnvironment } from '../config';
import { createCrmClient } from './crm-client';
import type { CrmAccount, CrmClient } from './crm-client';
import { toUpstreamError } from './error-catalogue';
import type { FailureLogger } from './error-catalogue';
import { createPmClient } from './pm-client';
import type { PmClient } from './pm-client';
import type { CallContext } from './rest-source';
import type { SourceCaller } from './source-caller';
import { createSpeedClient } from './speed-client';
import type { SpeedBcProduct, SpeedClient } from './speed-client';
import { UpstreamFailure } from './upstream-failure';
import type { SourceSystem } from './upstream-failure';
import type { CachePolicyName, UpstreamSources } from './upstream-sources';

export interface ScopeInit {
  requestId: string;
  /** The browser's page (`X-Client-Url`): decides the environment and is forwarded. */
  clientUrl: string | null;
  environment: PortalEnvironment;
  /**
   * Where failures are logged, with the request id as `reqId` and `correlationId`.
   * Default: the sources' logger (the application logger).
   */
  logger?: FailureLogger;
  /** The response to the browser; when it closes before it is sent, upstream calls are aborted. */
  response?: ServerResponse;
}

export interface SourceClients {
  crm: CrmClient;
  speed: SpeedClient;
  pm: PmClient;
}

/** Per-request batching: N lookups by id in one resolver pass become one upstream call. */
export interface RequestLoaders {
  /** speed bc products by product id (`bc_products?ids=…`). */
  bcProductById: DataLoader<string, SpeedBcProduct | null>;
  /** CRM accounts by accountid (`accounts?$filter=accountid in (…)`). */
  accountById: DataLoader<string, CrmAccount | null>;
}

/** The upstream's multi-id filters take many ids; keep URLs well under common limits. */
const MAX_BATCH = 100;

export class UpstreamScope implements SourceClients {
  readonly requestId: string;
  readonly clientUrl: string | null;
  readonly environment: PortalEnvironment;
  private readonly logger: FailureLogger;
  private readonly response: ServerResponse | undefined;
  private readonly budgetEnd: number;
  private controller: AbortController | undefined;
  private clients: Partial<SourceClients> = {};
  private loaderSet: RequestLoaders | undefined;
  private readonly partial: GraphQLFormattedError[] = [];

  constructor(
    private readonly sources: UpstreamSources,
    init: ScopeInit,
  ) {
    this.requestId = init.requestId;
    this.clientUrl = init.clientUrl;
    this.environment = init.environment;
    this.logger = init.logger ?? sources.logger;
    this.response = init.response;
    this.budgetEnd = Date.now() + sources.settings.requestBudgetMs;
  }

  /** Aborted when the browser goes away before its answer is sent. */
  get signal(): AbortSignal | undefined {
    if (this.response === undefined) return undefined;
    if (this.controller === undefined) {
      const controller = new AbortController();
      const response = this.response;
      const onClose = () => {
        if (!response.writableFinished) controller.abort();
      };
      if (response.destroyed) onClose();
      else response.once('close', onClose);
      this.controller = controller;
    }
    return this.controller.signal;
  }

  /**
   * A scope for work that outlives the answer (`lib/background.ts`): the same request id, page
   * and environment, a time budget of its own, and no abort when the browser goes away.
   */
  detached(): UpstreamScope {
    return new UpstreamScope(this.sources, { requestId: this.requestId, clientUrl: this.clientUrl, environment: this.environment, logger: this.logger });
  }

  get crm(): CrmClient {
    return (this.clients.crm ??= createCrmClient(this.requestCaller('crm')));
  }

  get speed(): SpeedClient {
    return (this.clients.speed ??= createSpeedClient(this.requestCaller('speed')));
  }

  get pm(): PmClient {
    return (this.clients.pm ??= createPmClient(this.requestCaller('pm')));
  }

  /** A caller bound to this request, for the domain clients of `domain-sources.ts`. */
  caller(system: SourceSystem): SourceCaller {
    return this.requestCaller(system);
  }

  get loaders(): RequestLoaders {
    return (this.loaderSet ??= {
      bcProductById: new DataLoader(
        async (ids) => {
          const rows = await this.speed.bcProducts(ids);
          const byId = new Map(rows.map((row) => [row.productid, row]));
          return ids.map((id) => byId.get(id) ?? null);
        },
        { maxBatchSize: MAX_BATCH },
      ),
      accountById: new DataLoader(
        async (ids) => {
          const rows = await this.crm.accountsByIds(ids);
          const byId = new Map(rows.map((row) => [row.accountid, row]));
          return ids.map((id) => byId.get(id) ?? null);
        },
        { maxBatchSize: MAX_BATCH },
      ),
    });
  }

  /**
   * Data that is the same for every user, from the shared cache (`policy` sets its TTL).
   * The load runs detached from this request — other requests may be waiting for it —
   * while this request stops waiting when its browser goes away.
   */
  async shared<T>(system: SourceSystem, name: string, policy: CachePolicyName, load: (clients: SourceClients) => Promise<T>): Promise<T> {
    const source = this.sources.source(system, this.environment);
    const key = `${system}:${this.sources.namespaceOf(source)}:${name}`;
    // The clients only when the cache loads: a fresh entry (nearly every request) needs none.
    const loadDetached = () =>
      load(this.detachedClients({ requestId: this.requestId, clientUrl: this.clientUrl, budgetEnd: Date.now() + this.sources.settings.requestBudgetMs }));
    try {
      const result = await abortable(this.sources.cache.get(key, this.sources.policies[policy], loadDetached), this.response, system);
      return result.value;
    } catch (error) {
      throw this.toError(error);
    }
  }

  /**
   * What `shared` answers now without waiting for a load, else undefined; never failing. A
   * stale value is answered as `shared` answers it, and gets its background refresh started
   * here, as `shared` would; a missing one is left to `shared`, so that a failing load is tried
   * (and reported) once per request.
   */
  async sharedIfKept<T>(system: SourceSystem, name: string, policy: CachePolicyName, load: (clients: SourceClients) => Promise<T>): Promise<T | undefined> {
    const source = this.sources.source(system, this.environment);
    const kept = await this.sources.cache.peek<T>(`${system}:${this.sources.namespaceOf(source)}:${name}`, this.sources.policies[policy]);
    if (kept.state === 'missing') return undefined;
    if (kept.state === 'stale') void this.shared(system, name, policy, load).catch(() => undefined);
    return kept.value;
  }

  /**
   * Records an error for a field that still answers (with a stale or empty value), so
   * that the response carries both: a dashboard keeps its other data.
   */
  reportPartial(error: GraphQLError, path: ReadonlyArray<string | number>): void {
    this.partial.push({ message: error.message, path: [...path], extensions: error.extensions });
  }

  /** The recorded partial errors, once (the response plugin takes them). */
  takePartialErrors(): GraphQLFormattedError[] {
    return this.partial.splice(0, this.partial.length);
  }

  /** Any failure as the GraphQL error a browser may see; upstream failures go through the catalogue. */
  toError(error: unknown): GraphQLError {
    if (error instanceof GraphQLError) return error;
    if (error instanceof UpstreamFailure) return toUpstreamError(error, this.requestId, this.logger);
    this.logger.error({ err: error, correlationId: this.requestId, reqId: this.requestId }, 'unexpected error in an upstream call');
    return new GraphQLError(`Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut (Fehlernummer ${this.requestId}).`, {
      extensions: {
        code: 'INTERNAL',
        message: `Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut (Fehlernummer ${this.requestId}).`,
        details: null,
        correlationId: this.requestId,
      },
    });
  }

  private requestCaller(system: SourceSystem): SourceCaller {
    const source = this.sources.source(system, this.environment);
    return async (options, schema) => {
      try {
        return await source.call(options, { requestId: this.requestId, clientUrl: this.clientUrl, signal: this.signal, budgetEnd: this.budgetEnd }, schema);
      } catch (error) {
        throw this.toError(error);
      }
    };
  }

  private detachedClients(context: CallContext): SourceClients {
    const caller = (system: SourceSystem): SourceCaller => {
      const source = this.sources.source(system, this.environment);
      return (options, schema) => source.call(options, context, schema);
    };
    return { crm: createCrmClient(caller('crm')), speed: createSpeedClient(caller('speed')), pm: createPmClient(caller('pm')) };
  }
}

/**
 * Stops waiting for `promise` when the browser goes away (its response closes before it was
 * sent), as `signal` would; the work itself goes on for others. Listens on the response
 * itself: an AbortController per request only for this cost 1 % of a dashboard's CPU time.
 */
function abortable<T>(promise: Promise<T>, response: ServerResponse | undefined, system: SourceSystem): Promise<T> {
  if (response === undefined) return promise;
  const aborted = () => new UpstreamFailure({ system, kind: 'aborted', method: 'GET', path: '(shared)', detail: 'the browser went away' });
  if (response.destroyed && !response.writableFinished) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onClose = () => {
      if (!response.writableFinished) reject(aborted());
    };
    response.once('close', onClose);
    promise.then(
      (value) => {
        response.removeListener('close', onClose);
        resolve(value);
      },
      (error: unknown) => {
        response.removeListener('close', onClose);
        reject(error);
      },
    );
  });
}
