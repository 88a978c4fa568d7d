import type { ScryptParams } from './passwords';
import type { CoreDatabase } from './database';
import type { SigningKeys } from './signing-keys';

export interface CoreLogger {
  info(o: object | string, msg?: string): void;
  warn(...a: unknown[]): void;
  error(...a: unknown[]): void;
}

export interface CoreSettings {
  accessTokenValidityMs: number;
  refreshTokenValidityMs: number;
  passwordResetTokenLifetimeMs: number;
  /** Cost of new password hashes (scrypt). */
  passwordHash: ScryptParams;
}

/** What every recipe handler needs; built once per core instance. */
export interface CoreContext {
  db: CoreDatabase;
  now: () => number;
  keys: SigningKeys;
  settings: CoreSettings;
  logger: CoreLogger;
}

/** The app a connection URI without `/appid-<x>` addresses. */
export const DEFAULT_APP = 'public';

/** The default tenant, and the only tenant this core hosts. */
export const PUBLIC_TENANT = 'public';
