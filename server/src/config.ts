import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * The portal's configuration, read from the environment once at start.
 * Every external system is optional: unset means the embedded stand-in (DESIGN.md §3).
 */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const ENVIRONMENTS = ['ont', 'cid', 'test'] as const;
export type PortalEnvironment = (typeof ENVIRONMENTS)[number];

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isUrlWithProtocol(v, protocols));

function isUrlWithProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'));

/** `host=env,host=env` — which portal host belongs to which environment (SPEC.md §7). */
const hostEnvironments = z
  .string()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || v.split(',').every((pair) => /^[a-z0-9.-]+(:\d+)?=(ont|cid|test)$/i.test(pair.trim())))
  .transform((v) =>
    v === ''
      ? {}
      : Object.fromEntries(
          v.split(',').map((pair) => {
            const [host, env] = pair.trim().split('=') as [string, PortalEnvironment];
            return [host.toLowerCase(), env];
          }),
        ),
  );

/** Named ranges proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell the client address in X-Forwarded-For: unset or 0 trusts nobody, a
 * number that many proxy hops, otherwise a comma-separated list of addresses and CIDRs.
 * `true` (trust everyone) is refused: any client could then choose its own address.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v) => v?.trim() ?? '')
  .refine((v) => v === '' || /^\d{1,2}$/.test(v) || v.split(',').every((entry) => isProxyEntry(entry.trim())))
  .transform((v): false | number | string[] => {
    if (v === '' || v === '0') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((entry) => entry.trim());
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  PORTAL_HOSTS: hostEnvironments,
  DEFAULT_ENVIRONMENT: z.enum(ENVIRONMENTS).default('test'),
  GRAPHQL_EXPLORER: flag,
  SUPERTOKENS_CONNECTION_URI: optionalUrl(['http:', 'https:']),
  SUPERTOKENS_API_KEY: optionalString,
  EMBEDDED_CORE_API_KEY: optionalString,
  ACCESS_TOKEN_VALIDITY_SEC: z.coerce.number().int().min(1).max(86_400).default(3600),
  CRM_URL: optionalUrl(['http:', 'https:']),
  SPEED_URL: optionalUrl(['http:', 'https:']),
  PM_URL: optionalUrl(['http:', 'https:']),
  // Per-environment overrides of the system URLs; unset = the system's URL above.
  CRM_URL_ONT: optionalUrl(['http:', 'https:']),
  CRM_URL_CID: optionalUrl(['http:', 'https:']),
  CRM_URL_TEST: optionalUrl(['http:', 'https:']),
  SPEED_URL_ONT: optionalUrl(['http:', 'https:']),
  SPEED_URL_CID: optionalUrl(['http:', 'https:']),
  SPEED_URL_TEST: optionalUrl(['http:', 'https:']),
  PM_URL_ONT: optionalUrl(['http:', 'https:']),
  PM_URL_CID: optionalUrl(['http:', 'https:']),
  PM_URL_TEST: optionalUrl(['http:', 'https:']),
  UPSTREAM_TOKEN: optionalString,
  // How long the shell of a page may wait for the boot and screen it carries (0: never; graphql/initial-state.ts).
  INITIAL_STATE_DEADLINE_MS: z.coerce.number().int().min(0).max(5_000).default(300),
  UPSTREAM_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  // SPEC.md §9: 60 s per request; every upstream call of a request shares this budget.
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(60_000),
  UPSTREAM_READ_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
  UPSTREAM_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(50).max(3_000).default(3_000),
  UPSTREAM_MAX_SOCKETS: z.coerce.number().int().min(1).max(1_024).default(64),
  UPSTREAM_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(5),
  UPSTREAM_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  REFERENCE_CACHE_TTL_SEC: z.coerce.number().int().min(1).max(86_400).default(300),
  OUTAGE_CACHE_TTL_SEC: z.coerce.number().int().min(1).max(3_600).default(30),
  CACHE_STALE_IF_ERROR_SEC: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 86_400)
    .default(86_400),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  // Every key and channel of the portal in Redis starts with this, so that several portals
  // (or test runs) can share one Redis server.
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/)
    .default('portal:'),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: z.string().trim().min(3).default('Glasfaser-Portal <no-reply@portal.example.at>'),
  // Minutes, fractions allowed, so that tests can use seconds-long lifetimes.
  ADMIN_SESSION_ABSOLUTE_MIN: z.coerce.number().positive().max(43_200).default(720),
  ADMIN_SESSION_IDLE_MIN: z.coerce.number().positive().max(43_200).default(30),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(1).max(1_000_000).default(5000),
  GRAPHQL_DEFAULT_LIST_SIZE: z.coerce.number().int().min(1).max(10_000).default(20),
  // Days an order's signing link works for its end customer (issue 7).
  ORDER_SIGN_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // The terms (AGB) the signing page links to: a UTF-8 text file; the built-in text without it.
  ORDER_TERMS_FILE: z.string().trim().min(1).optional(),
  // Cost of new password hashes in the embedded core (scrypt N = 2^value); tests use less.
  EMBEDDED_CORE_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  // Sign-in attempts one address may make per hour (issue 11); offices behind one NAT may need more.
  LOGIN_ATTEMPTS_PER_IP_HOUR: z.coerce.number().int().min(10).max(100_000).default(100),
  // A sign-in the throttle refuses is answered after this pause: an attack's flood of refused
  // attempts then costs it time instead of costing the portal CPU (issue 11).
  LOGIN_REFUSAL_DELAY_MS: z.coerce.number().int().min(0).max(10_000).default(1_000),
  // How long a replica reuses a user's metadata (role, type, account, deactivation) between
  // reads from the core; writes through this replica take effect at once; 0 reads every time.
  USER_METADATA_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  // With NODE_ENV=production, embedded stand-ins run only when the operator asks for the demo.
  PORTAL_DEMO: flag,
  // The embedded upstream's demo activity (tickets, orders, connections after the seed) up to this day instead of the clock's.
  DEMO_TODAY: optionalString
    .refine((v) => v === undefined || (/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?Z)?$/.test(v) && Number.isFinite(Date.parse(v))))
    .transform((v) => (v === undefined ? undefined : Date.parse(v.length === 10 ? `${v}T12:00:00Z` : v))),
  TRUST_PROXY: trustProxy,
  // /metrics: on its own port, or on the portal port behind a bearer token; neither = not served.
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^[A-Za-z0-9._~+/=-]{16,256}$/.test(v)),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http:', 'https:']),
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('fibre-portal'),
});

/** What each variable accepts, for the one-line start-up error. */
const ACCEPTS: Record<keyof z.input<typeof envSchema>, string> = {
  PORT: 'eine ganze Zahl von 0 bis 65535',
  HOST: 'einen Hostnamen oder eine IP-Adresse',
  DATA_DIR: 'einen Verzeichnispfad',
  LOG_LEVEL: LOG_LEVELS.join(', '),
  NODE_ENV: 'development, production oder test',
  PUBLIC_URL: 'eine http(s)-URL, z. B. https://portal.example.at',
  PORTAL_HOSTS: 'Paare host=umgebung, durch Kommas getrennt, Umgebung ont, cid oder test',
  DEFAULT_ENVIRONMENT: 'ont, cid oder test',
  GRAPHQL_EXPLORER: '0 oder 1',
  SUPERTOKENS_CONNECTION_URI: 'eine http(s)-URL eines SuperTokens-Cores',
  SUPERTOKENS_API_KEY: 'einen API-Schlüssel',
  EMBEDDED_CORE_API_KEY: 'einen API-Schlüssel',
  ACCESS_TOKEN_VALIDITY_SEC: 'eine ganze Zahl von 1 bis 86400 (Sekunden)',
  CRM_URL: 'eine http(s)-URL, unter der die CRM-Pfade /crm/… liegen',
  SPEED_URL: 'eine http(s)-URL, unter der die speed-Pfade /speed/… und /intern/speed/… liegen',
  PM_URL: 'eine http(s)-URL, unter der die pm-Pfade /pm/… liegen',
  CRM_URL_ONT: 'eine http(s)-URL des CRM für die Umgebung ont',
  CRM_URL_CID: 'eine http(s)-URL des CRM für die Umgebung cid',
  CRM_URL_TEST: 'eine http(s)-URL des CRM für die Umgebung test',
  SPEED_URL_ONT: 'eine http(s)-URL von speed für die Umgebung ont',
  SPEED_URL_CID: 'eine http(s)-URL von speed für die Umgebung cid',
  SPEED_URL_TEST: 'eine http(s)-URL von speed für die Umgebung test',
  PM_URL_ONT: 'eine http(s)-URL von pm für die Umgebung ont',
  PM_URL_CID: 'eine http(s)-URL von pm für die Umgebung cid',
  PM_URL_TEST: 'eine http(s)-URL von pm für die Umgebung test',
  UPSTREAM_TOKEN: 'ein Service-Token',
  INITIAL_STATE_DEADLINE_MS: 'eine ganze Zahl von 0 bis 5000 (Millisekunden; 0 schaltet die ersten Antworten in der Seite ab)',
  UPSTREAM_LATENCY_MS: 'eine ganze Zahl von 0 bis 60000',
  UPSTREAM_TIMEOUT_MS: 'eine ganze Zahl von 100 bis 60000 (Millisekunden je Anfrage)',
  UPSTREAM_READ_TIMEOUT_MS: 'eine ganze Zahl von 50 bis 60000 (Millisekunden je lesendem Aufruf)',
  UPSTREAM_CONNECT_TIMEOUT_MS: 'eine ganze Zahl von 50 bis 3000 (Millisekunden für den Verbindungsaufbau)',
  UPSTREAM_MAX_SOCKETS: 'eine ganze Zahl von 1 bis 1024 (Verbindungen je System)',
  UPSTREAM_BREAKER_FAILURES: 'eine ganze Zahl von 1 bis 1000 (Fehler in Folge, bis ein System als gestört gilt)',
  UPSTREAM_BREAKER_COOLDOWN_MS: 'eine ganze Zahl von 50 bis 600000 (Millisekunden bis zum nächsten Versuch)',
  REFERENCE_CACHE_TTL_SEC: 'eine ganze Zahl von 1 bis 86400 (Sekunden)',
  OUTAGE_CACHE_TTL_SEC: 'eine ganze Zahl von 1 bis 3600 (Sekunden)',
  CACHE_STALE_IF_ERROR_SEC: 'eine ganze Zahl von 0 bis 604800 (Sekunden)',
  DATABASE_URL: 'eine postgres://-URL',
  REDIS_URL: 'eine redis://-URL',
  REDIS_KEY_PREFIX: '1 bis 64 Zeichen aus Buchstaben, Ziffern, :, _, . und -, z. B. portal:',
  SMTP_URL: 'eine smtp:// oder smtps://-URL',
  MAIL_FROM: 'eine Absenderadresse',
  ORDER_TERMS_FILE: 'der Pfad einer Textdatei mit den AGB',
  ADMIN_SESSION_ABSOLUTE_MIN: 'eine Zahl größer 0 bis 43200 (Minuten, Dezimalstellen erlaubt)',
  ADMIN_SESSION_IDLE_MIN: 'eine Zahl größer 0 bis 43200 (Minuten, Dezimalstellen erlaubt)',
  GRAPHQL_MAX_COST: 'eine ganze Zahl von 1 bis 1000000',
  GRAPHQL_DEFAULT_LIST_SIZE: 'eine ganze Zahl von 1 bis 10000',
  ORDER_SIGN_LINK_DAYS: 'eine ganze Zahl von 1 bis 365 (Tage, die ein Link zum Unterschreiben einer Bestellung gilt)',
  EMBEDDED_CORE_SCRYPT_LOG_N: 'eine ganze Zahl von 10 bis 20 (Kosten 2^Wert der Passwort-Hashes des eingebetteten Cores)',
  LOGIN_ATTEMPTS_PER_IP_HOUR: 'eine ganze Zahl von 10 bis 100000 (Anmeldeversuche je Adresse und Stunde)',
  LOGIN_REFUSAL_DELAY_MS: 'eine ganze Zahl von 0 bis 10000 (Millisekunden bis zur Antwort auf einen abgelehnten Anmeldeversuch)',
  USER_METADATA_CACHE_MS: 'eine ganze Zahl von 0 bis 60000 (Millisekunden, 0 = ohne Zwischenspeicher)',
  PORTAL_DEMO: '0 oder 1 (1 = eingebettete Ersatzsysteme auch mit NODE_ENV=production)',
  DEMO_TODAY: 'ein Tag JJJJ-MM-TT (12:00 UTC) oder ein Zeitpunkt JJJJ-MM-TTThh:mm:ssZ, bis zu dem die Demodaten reichen',
  TRUST_PROXY: 'eine Anzahl Proxy-Stufen (0–99) oder eine Liste von Adressen/CIDRs, durch Kommas getrennt, z. B. 10.0.0.0/8,fd00::/8',
  METRICS_PORT: 'eine ganze Zahl von 1 bis 65535, verschieden von PORT',
  METRICS_TOKEN: 'ein Token aus 16 bis 256 Zeichen A–Z, a–z, 0–9 und ._~+/=-',
  OTEL_EXPORTER_OTLP_ENDPOINT: 'eine http(s)-URL eines OTLP-Empfängers, z. B. http://otel-collector:4318',
  OTEL_SERVICE_NAME: 'einen Dienstnamen für die Traces',
};

/** Every variable the portal reads (deployment descriptions are checked against this). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(ACCEPTS);

export type Config = z.output<typeof envSchema> & {
  /** Derived: production hardening applies (no explorer, no introspection unless GRAPHQL_EXPLORER=1). */
  isProduction: boolean;
  explorerEnabled: boolean;
  publicUrl: string;
};

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError with one readable line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0]) as keyof typeof ACCEPTS;
    const shown = env[variable] === undefined ? '(leer)' : `"${env[variable]}"`;
    throw new ConfigError(variable, `Ungültige Konfiguration: ${variable}=${shown} – erlaubt ist ${ACCEPTS[variable] ?? 'ein gültiger Wert'}.`);
  }
  const parsed = result.data;
  if (parsed.METRICS_PORT !== undefined && parsed.METRICS_PORT === parsed.PORT) {
    throw new ConfigError('METRICS_PORT', `Ungültige Konfiguration: METRICS_PORT="${env['METRICS_PORT']}" – erlaubt ist ${ACCEPTS.METRICS_PORT}.`);
  }
  const isProduction = parsed.NODE_ENV === 'production';
  return {
    ...parsed,
    isProduction,
    explorerEnabled: parsed.GRAPHQL_EXPLORER ?? !isProduction,
    publicUrl: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
  };
}

/** The embedded stand-ins and the variables that replace them (DESIGN.md §3). */
const STAND_INS: ReadonlyArray<{ name: string; missing(config: Config): string[] }> = [
  { name: 'Core', missing: (c) => (c.SUPERTOKENS_CONNECTION_URI ? [] : ['SUPERTOKENS_CONNECTION_URI']) },
  {
    name: 'Umsysteme',
    missing: (c) =>
      (['CRM', 'SPEED', 'PM'] as const)
        .filter((system) =>
          ENVIRONMENTS.some((environment) => (c[`${system}_URL_${environment.toUpperCase() as 'ONT' | 'CID' | 'TEST'}`] ?? c[`${system}_URL`]) === undefined),
        )
        .map((system) => `${system}_URL`),
  },
  { name: 'Portal-Datenbank', missing: (c) => (c.DATABASE_URL ? [] : ['DATABASE_URL']) },
  // Mail has no demo-only outbox in production: an unsent reset mail in a folder nobody reads
  // locks users out silently, so SMTP_URL is required like the other systems.
  { name: 'Mail', missing: (c) => (c.SMTP_URL ? [] : ['SMTP_URL']) },
];

/**
 * With NODE_ENV=production every embedded stand-in must be replaced by its real system, or
 * the operator asks for the demo with PORTAL_DEMO=1. Returns the one-line refusal, or null.
 * Checked by the process entry before anything starts; in-process tests build apps directly.
 */
export function productionStandInRefusal(config: Config): string | null {
  if (!config.isProduction || config.PORTAL_DEMO === true) return null;
  const missing = STAND_INS.flatMap((standIn) => standIn.missing(config));
  if (missing.length === 0) return null;
  return `Produktivbetrieb ohne eingebettete Ersatzsysteme: es fehlen ${missing.join(', ')} – setzen Sie diese Variablen, oder PORTAL_DEMO=1 für einen Demobetrieb mit zufälligen Passwörtern.`;
}

/** Whether demo accounts get random passwords instead of the one published in the README. */
export function demoPasswordsAreRandom(config: Config): boolean {
  return config.isProduction && config.PORTAL_DEMO === true;
}
