/**
 * The long-lived side of the upstream systems: one `RestSource` per system and base URL
 * (each with its own breaker), one keep-alive pool, the shared cache. Started once by
 * `startServices`; every GraphQL request gets an `UpstreamScope` from `scope()`.
 *
 * Base URLs: per system, `<SYSTEM>_URL_<ENV>` for the environment of the request's portal
 * host (SPEC.md §7), else `<SYSTEM>_URL`, else the embedded upstream (DESIGN.md §3).
 * Under a base URL live the paths of SPEC.md §7: `/crm/…`, `/speed/…` and
 * `/intern/speed/…`, `/pm/…`.
 */
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Config, PortalEnvironment } from '../config';
import { registerSensitiveHost } from './error-catalogue';
import { createTransport } from './http-transport';
import type { Transport } from './http-transport';
import { RestSource } from './rest-source';
import type { SourceSettings, SourceStats } from './rest-source';
import { createSharedCache, memoryCacheStore, redisCacheStore } from './shared-cache';
import type { CachePolicy, SharedCache } from './shared-cache';
import { UpstreamScope } from './upstream-scope';
import type { ScopeInit } from './upstream-scope';
import { SOURCE_SYSTEMS } from './upstream-failure';
import type { SourceSystem } from './upstream-failure';
import { portalVersion } from '../lib/version';

const ENVIRONMENTS: readonly PortalEnvironment[] = ['ont', 'cid', 'test'];

type UrlVariable = `${Uppercase<SourceSystem>}_URL` | `${Uppercase<SourceSystem>}_URL_${Uppercase<PortalEnvironment>}`;

/** The configured base URL of a system in an environment, or undefined (= embedded). */
export function configuredBaseUrl(config: Config, system: SourceSystem, environment: PortalEnvironment): string | undefined {
  const upper = system.toUpperCase() as Uppercase<SourceSystem>;
  const specific = config[`${upper}_URL_${environment.toUpperCase() as Uppercase<PortalEnvironment>}` as UrlVariable];
  return specific ?? config[`${upper}_URL` as UrlVariable];
}

/** Whether some system in some environment has no URL, so the embedded upstream must run. */
export function needsEmbeddedUpstream(config: Config): boolean {
  return SOURCE_SYSTEMS.some((system) => ENVIRONMENTS.some((environment) => configuredBaseUrl(config, system, environment) === undefined));
}

export type CachePolicyName = 'reference' | 'outages';

export interface UpstreamSettings extends SourceSettings {
  /** The whole request's budget (SPEC.md §9). */
  requestBudgetMs: number;
}

export interface UpstreamLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface UpstreamSourcesOptions {
  config: Config;
  /** Base URL of the embedded upstream, used for every system and environment without a URL. */
  embeddedUrl?: string;
  /** Service credentials for configured systems, sent as `Authorization: Bearer …`. */
  token?: string;
  /** The embedded upstream's service token, for systems it serves. */
  embeddedToken?: string;
  redis: Redis | null;
  /** Prefix of every key in Redis (tests use one per run). */
  redisPrefix: string;
  logger: UpstreamLogger;
  now?: () => number;
  /** The clock of the shared cache alone (entry ages and lifetimes); `now` when not given. */
  cacheNow?: () => number;
}

export interface UpstreamSources {
  readonly settings: UpstreamSettings;
  readonly logger: UpstreamLogger;
  readonly cache: SharedCache;
  readonly policies: Readonly<Record<CachePolicyName, CachePolicy>>;
  baseUrl(system: SourceSystem, environment: PortalEnvironment): string;
  source(system: SourceSystem, environment: PortalEnvironment): RestSource;
  /** Short stable id of a source's base URL, for cache keys. */
  namespaceOf(source: RestSource): string;
  /** The upstream side of one GraphQL request. */
  scope(init: ScopeInit): UpstreamScope;
  stats(): SourceStats[];
  close(): Promise<void>;
}

/** Headers Dynamics needs to answer in the shape the portal reads. */
const CRM_HEADERS = {
  'odata-version': '4.0',
  'odata-maxversion': '4.0',
  prefer: 'odata.include-annotations="OData.Community.Display.V1.FormattedValue"',
};

export function createUpstreamSources(options: UpstreamSourcesOptions): UpstreamSources {
  const { config, logger } = options;
  const settings: UpstreamSettings = {
    token: options.token,
    connectTimeoutMs: config.UPSTREAM_CONNECT_TIMEOUT_MS,
    readTimeoutMs: Math.min(config.UPSTREAM_READ_TIMEOUT_MS, config.UPSTREAM_TIMEOUT_MS),
    breakerFailures: config.UPSTREAM_BREAKER_FAILURES,
    breakerCooldownMs: config.UPSTREAM_BREAKER_COOLDOWN_MS,
    maxRetryAfterWaitMs: 5_000,
    userAgent: `fibre-portal-bff/${portalVersion}`,
    requestBudgetMs: config.UPSTREAM_TIMEOUT_MS,
  };
  const transport: Transport = createTransport({ maxSockets: config.UPSTREAM_MAX_SOCKETS });
  const store = options.redis
    ? redisCacheStore(options.redis, `${options.redisPrefix}cache:`, logger)
    : memoryCacheStore(undefined, options.cacheNow ?? options.now);
  const cache = createSharedCache({ store, logger, now: options.cacheNow ?? options.now });
  const staleIfErrorMs = config.CACHE_STALE_IF_ERROR_SEC * 1000;
  const policies: Record<CachePolicyName, CachePolicy> = {
    reference: { ttlMs: config.REFERENCE_CACHE_TTL_SEC * 1000, staleIfErrorMs },
    outages: { ttlMs: config.OUTAGE_CACHE_TTL_SEC * 1000, staleIfErrorMs },
  };

  const baseUrl = (system: SourceSystem, environment: PortalEnvironment): string => {
    const url = configuredBaseUrl(config, system, environment) ?? options.embeddedUrl;
    if (url === undefined) throw new Error(`No base URL for ${system} in ${environment}: set ${system.toUpperCase()}_URL or start the embedded upstream`);
    return url;
  };

  const sources = new Map<string, RestSource>();
  const namespaces = new WeakMap<RestSource, string>();
  const source = (system: SourceSystem, environment: PortalEnvironment): RestSource => {
    const url = baseUrl(system, environment);
    const key = `${system} ${url}`;
    let found = sources.get(key);
    if (!found) {
      const embedded = configuredBaseUrl(config, system, environment) === undefined;
      const token = embedded ? options.embeddedToken : options.token;
      found = new RestSource(system, url, transport, { ...settings, token }, logger, system === 'crm' ? CRM_HEADERS : {}, options.now);
      sources.set(key, found);
      namespaces.set(found, createHash('sha256').update(url).digest('hex').slice(0, 12));
      registerSensitiveHost(new URL(url).hostname);
    }
    return found;
  };
  // Create every source now: a wrong URL fails the start, not the first request.
  for (const system of SOURCE_SYSTEMS) for (const environment of ENVIRONMENTS) source(system, environment);

  const api: UpstreamSources = {
    settings,
    logger,
    cache,
    policies,
    baseUrl,
    source,
    namespaceOf: (s) => namespaces.get(s)!,
    scope: (init) => new UpstreamScope(api, init),
    stats: () => [...sources.values()].map((s) => s.stats()),
    async close() {
      await cache.settled();
      transport.close();
    },
  };
  return api;
}
