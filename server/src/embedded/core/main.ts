/**
 * The embedded SuperTokens core as a process of its own (`npm run core`): several portal
 * replicas then share ONE core through SUPERTOKENS_CONNECTION_URI (+ SUPERTOKENS_API_KEY),
 * exactly as they would share the official core. Configured from the environment:
 *
 *   DATA_DIR          its PGlite lives in `${DATA_DIR}/core` (default ./data, the folder the
 *                     portal's embedded core uses, so the demo accounts are the same)
 *   CORE_HOST         address to listen on (default 127.0.0.1)
 *   CORE_PORT         port (default 3567, the official core's)
 *   CORE_API_KEY      when set, required on every request except the JWKS, as the official
 *                     core's `api_keys`; the portal sends it as SUPERTOKENS_API_KEY
 *   ACCESS_TOKEN_VALIDITY_SEC, EMBEDDED_CORE_SCRYPT_LOG_N, LOG_LEVEL as for the portal
 *
 * Prints one JSON line `{"ready":true,"url":…}` on stdout when it answers; logs JSON lines
 * on stderr. A wrong variable stops the start with one German line and exit status 2.
 * SIGTERM/SIGINT finish the requests in flight, close the database and release the lock.
 */
import { z } from 'zod';
import { startEmbeddedCore, type CoreLogger } from './index';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  DATA_DIR: z.string().trim().min(1).default('./data'),
  CORE_HOST: z.string().trim().min(1).default('127.0.0.1'),
  CORE_PORT: z.coerce.number().int().min(0).max(65535).default(3567),
  CORE_API_KEY: z
    .string()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    // The official core takes letters, digits, '=' and '-', at least 20 characters.
    .refine((v) => v === undefined || /^[A-Za-z0-9=_-]{20,}$/.test(v)),
  ACCESS_TOKEN_VALIDITY_SEC: z.coerce.number().int().min(1).max(86_400).default(3600),
  EMBEDDED_CORE_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  LOG_LEVEL: z.enum(LEVELS).default('info'),
});

const ACCEPTS: Record<keyof z.input<typeof envSchema>, string> = {
  DATA_DIR: 'ein Verzeichnispfad',
  CORE_HOST: 'ein Hostname oder eine IP-Adresse',
  CORE_PORT: 'eine ganze Zahl von 0 bis 65535',
  CORE_API_KEY: 'ein Schlüssel aus mindestens 20 Zeichen (Buchstaben, Ziffern, =, _ und -)',
  ACCESS_TOKEN_VALIDITY_SEC: 'eine ganze Zahl von 1 bis 86400 (Sekunden)',
  EMBEDDED_CORE_SCRYPT_LOG_N: 'eine ganze Zahl von 10 bis 20',
  LOG_LEVEL: LEVELS.join(', '),
};

function fail(line: string): never {
  process.stderr.write(`${line}\n`);
  process.exit(2);
}

const parsed = envSchema.safeParse(process.env);
if (!parsed.success) {
  const variable = String(parsed.error.issues[0]!.path[0]) as keyof typeof ACCEPTS;
  const value = process.env[variable];
  fail(`Ungültige Konfiguration des Cores: ${variable}=${value === undefined ? '(leer)' : `"${value}"`} – erlaubt ist ${ACCEPTS[variable]}.`);
}
const env = parsed.data;

const rank = (level: (typeof LEVELS)[number]) => (level === 'silent' ? Infinity : LEVELS.length - LEVELS.indexOf(level));
const write =
  (level: 'info' | 'warn' | 'error') =>
  (...args: unknown[]) => {
    if (rank(level) < rank(env.LOG_LEVEL)) return;
    const [first, second] = args;
    const fields = typeof first === 'object' && first !== null && !(first instanceof Error) ? first : { detail: first };
    const err = (fields as { err?: unknown }).err;
    const entry = {
      level,
      time: Date.now(),
      ...fields,
      ...(err instanceof Error ? { err: err.stack ?? err.message } : {}),
      ...(typeof second === 'string' ? { msg: second } : {}),
    };
    process.stderr.write(`${JSON.stringify(entry)}\n`);
  };
const logger: CoreLogger = { info: write('info'), warn: write('warn'), error: write('error') };

let core: Awaited<ReturnType<typeof startEmbeddedCore>>;
try {
  core = await startEmbeddedCore({
    dataDir: env.DATA_DIR,
    host: env.CORE_HOST,
    port: env.CORE_PORT,
    apiKey: env.CORE_API_KEY,
    accessTokenValiditySec: env.ACCESS_TOKEN_VALIDITY_SEC,
    scryptLogN: env.EMBEDDED_CORE_SCRYPT_LOG_N,
    logger,
  });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') fail(`Der Core kann nicht starten: ${env.CORE_HOST}:${env.CORE_PORT} ist schon belegt (CORE_PORT).`);
  if (code === 'EADDRNOTAVAIL') fail(`Der Core kann nicht starten: die Adresse ${env.CORE_HOST} gibt es auf diesem Rechner nicht (CORE_HOST).`);
  if (code === 'EACCES') fail(`Der Core kann nicht starten: keine Berechtigung für ${env.CORE_HOST}:${env.CORE_PORT} oder DATA_DIR=${env.DATA_DIR}.`);
  if (error instanceof Error && error.message.includes('is in use by process')) {
    fail(`Der Core kann nicht starten: DATA_DIR=${env.DATA_DIR} wird schon von einem anderen Core verwendet.`);
  }
  throw error;
}
process.stdout.write(`${JSON.stringify({ ready: true, url: core.url })}\n`);
logger.info({ url: core.url, dataDir: env.DATA_DIR }, 'SuperTokens-Core bereit');

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'SuperTokens-Core wird beendet');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    core.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Beenden des Cores fehlgeschlagen');
        process.exit(1);
      },
    );
  });
}
