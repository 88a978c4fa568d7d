import { DEFAULT_SCRYPT_LOG_N, scryptParams } from './passwords';
import { join } from 'node:path';
import { DEFAULT_APP, type CoreContext, type CoreLogger } from './context';
import { lockDataDirectory, openCoreDatabase, type CoreDatabase } from './database';
import { startCoreServer } from './server';
import { createSigningKeys } from './signing-keys';

export { SUPPORTED_CDI_VERSIONS } from './routes';

export interface EmbeddedCoreOptions {
  /** PGlite database lives in `${dataDir}/core`. */
  dataDir: string;
  /** When set, required on every request except the JWKS (header `api-key` or `Authorization: Bearer`). */
  apiKey?: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 0: a random free port. */
  port?: number;
  /** Default 3600. */
  accessTokenValiditySec?: number;
  /** Default 100 days, like the real core. */
  refreshTokenValidityMin?: number;
  /** Default one hour. */
  passwordResetTokenLifetimeMs?: number;
  /** How often a new signing key is made, default 24 h; old keys stay in the JWKS until their tokens expire. */
  keyRotationIntervalMs?: number;
  logger?: CoreLogger;
  /** Injectable clock (ms), for tests of expiry and rotation. */
  now?: () => number;
  /** Cost of new password hashes, scrypt N = 2^scryptLogN (default 17, OWASP); lower only for tests. */
  scryptLogN?: number;
}

export interface EmbeddedCore {
  url: string;
  close(): Promise<void>;
}

export type { CoreLogger };

const silentLogger: CoreLogger = { info() {}, warn() {}, error() {} };

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) throw new Error(`Embedded core: ${name} must be a positive number`);
  return value;
}

/**
 * Starts a SuperTokens-compatible core (CDI 5.4) on a loopback port, storing its data with
 * PGlite under `${dataDir}/core`, so that supertokens-node runs against it unmodified.
 */
export async function startEmbeddedCore(options: EmbeddedCoreOptions): Promise<EmbeddedCore> {
  const now = options.now ?? Date.now;
  const logger = options.logger ?? silentLogger;
  // Whole seconds: the JWT carries seconds and `expiry` must equal exp * 1000.
  const accessTokenValiditySec = Math.floor(options.accessTokenValiditySec ?? 3600);
  const settings = {
    accessTokenValidityMs: positive('accessTokenValiditySec', accessTokenValiditySec) * 1000,
    refreshTokenValidityMs: positive('refreshTokenValidityMin', options.refreshTokenValidityMin ?? 60 * 24 * 100) * 60_000,
    passwordResetTokenLifetimeMs: positive('passwordResetTokenLifetimeMs', options.passwordResetTokenLifetimeMs ?? 3_600_000),
    passwordHash: scryptParams(options.scryptLogN ?? DEFAULT_SCRYPT_LOG_N),
  };
  const rotationIntervalMs = positive('keyRotationIntervalMs', options.keyRotationIntervalMs ?? 24 * 3_600_000);
  if (options.apiKey !== undefined && options.apiKey.trim() === '') {
    throw new Error('Embedded core: apiKey must not be empty when given');
  }

  const directory = join(options.dataDir, 'core');
  const unlock = await lockDataDirectory(directory);
  let db: CoreDatabase;
  try {
    db = await openCoreDatabase(directory);
  } catch (error) {
    await unlock();
    throw error;
  }
  try {
    const keys = createSigningKeys({
      db,
      now,
      rotationIntervalMs,
      accessTokenValidityMs: settings.accessTokenValidityMs,
    });
    const ctx: CoreContext = { db, now, keys, settings, logger };
    // Made now rather than on the first sign-in, which would otherwise pay for RSA key generation.
    await keys.signingKey(DEFAULT_APP, 'dynamic');
    const server = await startCoreServer(ctx, {
      host: options.host ?? '127.0.0.1',
      port: options.port ?? 0,
      apiKey: options.apiKey,
    });
    logger.info({ url: server.url, dataDir: options.dataDir }, 'embedded SuperTokens core started');
    let closing: Promise<void> | undefined;
    return {
      url: server.url,
      close() {
        closing ??= server
          .close()
          .finally(() => db.close())
          .finally(unlock);
        return closing;
      },
    };
  } catch (error) {
    await db.close();
    await unlock();
    throw error;
  }
}
