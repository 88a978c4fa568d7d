import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** OWASP Password Storage Cheat Sheet: scrypt with N=2^17, r=8, p=1. */
export const DEFAULT_SCRYPT_LOG_N = 17;
const CURRENT: ScryptParams = scryptParams(DEFAULT_SCRYPT_LOG_N);

/** The cost of new hashes (2^logN); stored hashes keep and are checked with their own. */
export function scryptParams(logN: number): ScryptParams {
  if (!Number.isInteger(logN) || logN < 10 || logN > 20) throw new Error(`Embedded core: scrypt cost 2^${logN} is outside 2^10 … 2^20`);
  return { N: 2 ** logN, r: 8, p: 1 };
}
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

// scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too small for N=2^17.
function maxmemFor({ N, r, p }: ScryptParams): number {
  return 128 * N * r * p + 32 * 1024 * 1024;
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, { ...params, maxmem: maxmemFor(params) }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password; the result carries its parameters and salt: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string, params: ScryptParams = CURRENT): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_LENGTH);
  const { N, r, p } = params;
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The parts of a stored hash (`scrypt$N$r$p$salt$hash`), or undefined when it is not one this core can check. */
export function parseStoredHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return undefined;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (key.length === 0) return undefined;
  return { params: { N, r, p }, salt, key };
}

/** Whether a hash costs at least what `minimum` costs (N and r; p = 1 is the only value used). */
export function atLeastAsStrong(params: ScryptParams, minimum: ScryptParams): boolean {
  return params.N >= minimum.N && params.r >= minimum.r && params.p >= 1;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(actual, parsed.key);
}

/**
 * Spends the same time as a real verification. Called when the e-mail is unknown so that
 * response time does not reveal which addresses have an account.
 */
export async function burnPasswordCheck(password: string, params: ScryptParams = CURRENT): Promise<void> {
  await derive(password, randomBytes(SALT_BYTES), params, KEY_LENGTH);
}
