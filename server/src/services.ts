import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { demoPasswordsAreRandom, type Config } from './config';
import { createRuleStore, type RuleStore } from './modules/navigation';
import { shippedScreensDir } from './lib/paths';
import { connectToCore } from './auth/core-connection';
import { initSupertokens, seedDemoAccounts } from './auth';
import { createMailer, type Mailer } from './auth/mailer';
import { startMetadataFanout } from './auth/metadata-fanout';
import { startRevocationFanout } from './auth/revocations';
import {
  createCheckGate,
  createLoginThrottle,
  DEFAULT_LOGIN_LIMITS,
  memoryCounterStore,
  redisCounterStore,
  type CounterStore,
  type LoginThrottle,
} from './auth/throttle';
import { startEmbeddedUpstream, type EmbeddedUpstream } from './embedded/upstream';
import { createUpstreamSources, needsEmbeddedUpstream, type UpstreamSources } from './sources';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { MIGRATIONS } from './db/migrations';
import { createAuditLog, type AuditLog } from './modules/audit/audit.service';
import { createSettingsStore, mailLanguageFor } from './modules/settings/settings.store';
import { createVersionedRuleStore, type VersionedRuleStore } from './modules/workbench/versioned-rule-store';
import { drainBackground } from './lib/background';

/** How long shutdown waits for mails that follow an answer: well inside main.ts's 15-s bound, longer than an SMTP send. */
const BACKGROUND_DRAIN_MS = 5_000;

/**
 * Long-lived things the portal needs to serve requests: connections to the
 * SuperTokens core, upstream clients, databases, the navigation rules. Started once by
 * `startServices`, closed on shutdown. Embedded stand-ins start here when their URL is unset.
 */
export interface Services {
  config: Config;
  /** The rules served: the live version in the portal database (docs/rules.md). */
  rules: RuleStore;
  /** The same store with its versions, publish and export, for the rule workbench. */
  ruleVersions: VersionedRuleStore;
  mailer: Mailer;
  throttle: LoginThrottle;
  /** Shared Redis connection when REDIS_URL is set. */
  redis: Redis | null;
  /** What every key of this portal in Redis starts with (REDIS_KEY_PREFIX, or a test's own). */
  redisPrefix: string;
  /** REST clients of the CRM, speed and pm, with their breakers and the shared cache. */
  upstream: UpstreamSources;
  /** The embedded stand-in for systems without a URL (tests inject faults and count calls here). */
  embeddedUpstream: EmbeddedUpstream | null;
  /** The portal database: PGlite under DATA_DIR, or PostgreSQL with DATABASE_URL. */
  db: Database;
  audit: AuditLog;
  /** Where the SuperTokens core answers (embedded or official), for tools and tests. */
  core: { connectionURI: string; apiKey?: string };
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Folder of the menu, tile and screen definitions; tests use a temporary copy. */
  screensDir?: string;
  /** Key prefix in Redis, so that test runs sharing a server do not meet. */
  redisPrefix?: string;
  /** The clock of the login throttle; tests move it instead of sleeping through delays. */
  throttleClock?: () => number;
  /** The clock of the upstream cache (entry ages and lifetimes); tests move it instead of sleeping through a TTL. */
  cacheClock?: () => number;
  /** The clock of the admin session lifetime (auth/admin-session.ts); tests move it instead of sleeping through idle and absolute limits. */
  sessionClock?: () => number;
}

export async function startServices(config: Config, logger: FastifyBaseLogger, options: ServiceOptions = {}): Promise<Services> {
  const closers: Array<() => Promise<void>> = [];
  const closeAll = async () => {
    for (const close of closers.reverse()) await close().catch((error: unknown) => logger.warn({ err: error }, 'close failed'));
    closers.length = 0;
  };
  try {
    // Validates screens/ first, so that invalid files refuse the start before anything else runs.
    const screensDir = options.screensDir ?? shippedScreensDir;
    const files = await createRuleStore({ dir: screensDir, logger });
    closers.push(() => files.close());

    const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
    if (redis) {
      await redis.connect();
      closers.push(async () => void (await redis.quit()));
    }
    const prefix = options.redisPrefix ?? config.REDIS_KEY_PREFIX;
    if (redis) {
      const fanout = await startMetadataFanout(redis, prefix, logger);
      closers.push(() => fanout.close());
      const revocations = await startRevocationFanout(redis, prefix, logger);
      closers.push(() => revocations.close());
    }
    const clock = options.throttleClock ?? Date.now;
    const counters: CounterStore = redis ? redisCounterStore(redis, `${prefix}throttle:`) : memoryCounterStore(clock);
    const throttle = createLoginThrottle(counters, { ...DEFAULT_LOGIN_LIMITS, attemptsPerIp: config.LOGIN_ATTEMPTS_PER_IP_HOUR }, clock);
    const suspiciousChecks = createCheckGate({ now: clock });
    const mailer = createMailer(config, logger);
    closers.push(async () => mailer.close());

    // Systems without a URL are served by the embedded upstream (DESIGN.md §3). It starts
    // alongside the core; its own random service token keeps the Bearer path exercised.
    const embeddedToken = config.UPSTREAM_TOKEN ?? randomBytes(24).toString('base64url');
    const embeddedStart = needsEmbeddedUpstream(config)
      ? startEmbeddedUpstream({
          dataDir: config.DATA_DIR,
          latencyMs: config.UPSTREAM_LATENCY_MS,
          ...(config.DEMO_TODAY === undefined ? {} : { demoToday: config.DEMO_TODAY }),
          serviceToken: embeddedToken,
          enableControl: !config.isProduction,
          logger: {
            info: (o, msg) => (typeof o === 'string' ? logger.debug(o) : logger.debug(o, msg)),
            warn: (...args) => logger.warn({ args }, 'embedded upstream warning'),
            error: (...args) => logger.error({ args }, 'embedded upstream error'),
          },
        })
      : Promise.resolve(null);
    closers.push(async () => (await embeddedStart.catch(() => null))?.close());
    // The core starts alongside the portal database: both are mostly file copies and WebAssembly start-up.
    const coreStart = connectToCore(config, logger);
    closers.push(async () => (await coreStart.catch(() => null))?.release());
    // Awaited further down; until then a failure must not count as an unhandled rejection.
    embeddedStart.catch(() => undefined);
    coreStart.catch(() => undefined);

    const db = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      onConnectionError: (error) => logger.warn({ err: error }, 'Verbindung zur Portal-Datenbank abgebrochen; sie wird bei der nächsten Abfrage neu aufgebaut'),
    });
    closers.push(() => db.close());
    const applied = await migrate(db, MIGRATIONS);
    if (applied.length > 0) logger.info({ applied, kind: db.kind }, 'portal database migrated');
    const audit = createAuditLog(db);
    // screens/ seeds the database and follows it; the live version is served and fanned out.
    const rules = await createVersionedRuleStore({ files, dir: screensDir, db, redis, redisPrefix: prefix, logger });
    closers.push(() => rules.close());

    const core = await coreStart;
    // Reset mails speak the user's language, else the one the account chose in its settings.
    const settings = createSettingsStore(db);
    const mailLanguage = (metadata: { language?: string | null; accountid?: string | null }) => mailLanguageFor(settings, metadata);
    initSupertokens({
      config,
      mailer,
      throttle,
      suspiciousChecks,
      logger,
      mailLanguage,
      connectionURI: core.connectionURI,
      apiKey: core.apiKey,
      ...(options.sessionClock === undefined ? {} : { sessionClock: options.sessionClock }),
    });
    if (core.embedded) {
      await seedDemoAccounts(logger, {
        randomPasswords: demoPasswordsAreRandom(config),
        hashImport: { connectionURI: core.connectionURI, apiKey: core.apiKey, scryptLogN: config.EMBEDDED_CORE_SCRYPT_LOG_N },
      });
    }

    const embeddedUpstream = await embeddedStart;
    const upstream = createUpstreamSources({
      config,
      embeddedUrl: embeddedUpstream?.url,
      token: config.UPSTREAM_TOKEN,
      embeddedToken,
      redis,
      redisPrefix: prefix,
      logger,
      ...(options.cacheClock === undefined ? {} : { cacheNow: options.cacheClock }),
    });
    closers.push(() => upstream.close());
    // Closed first (closers run in reverse): work that followed an answer, a confirmation mail,
    // still needs the mailer, the database and the upstream clients.
    closers.push(async () => {
      const left = await drainBackground(BACKGROUND_DRAIN_MS);
      if (left > 0) logger.warn({ left, waitedMs: BACKGROUND_DRAIN_MS }, 'background work still running at shutdown, left behind');
    });

    return {
      config,
      rules,
      ruleVersions: rules,
      mailer,
      throttle,
      redis,
      redisPrefix: prefix,
      upstream,
      embeddedUpstream,
      db,
      audit,
      core: { connectionURI: core.connectionURI, apiKey: core.apiKey },
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
