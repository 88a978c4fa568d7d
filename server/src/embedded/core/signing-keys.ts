import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import type { Queryable } from './database';

export type KeyKind = 'dynamic' | 'static';

export interface PublicJwk {
  kty: 'RSA';
  kid: string;
  n: string;
  e: string;
  alg: 'RS256';
  use: 'sig';
}

export interface SigningKey {
  kid: string;
  kind: KeyKind;
  createdAt: number;
  privateKey: KeyObject;
  publicKey: KeyObject;
  jwk: PublicJwk;
}

export interface SigningKeys {
  /** The key new access tokens are signed with; a dynamic key is rotated here when due. */
  signingKey(appId: string, kind: KeyKind): Promise<SigningKey>;
  /** A key that may still have unexpired tokens, by kid. */
  findKey(appId: string, kid: string): Promise<SigningKey | undefined>;
  /** Every key whose tokens may still be valid, as the JWKS document. */
  jwks(appId: string): Promise<{ keys: PublicJwk[] }>;
}

export interface SigningKeysOptions {
  db: Queryable;
  now: () => number;
  rotationIntervalMs: number;
  accessTokenValidityMs: number;
}

interface KeyRow {
  kid: string;
  kind: KeyKind;
  created_at: number | string;
  private_key_pem: string;
  public_jwk: PublicJwk;
}

function generateRsaKeyPair(): Promise<{ privateKey: KeyObject; publicKey: KeyObject }> {
  return new Promise((resolve, reject) =>
    generateKeyPair('rsa', { modulusLength: 2048, publicExponent: 0x10001 }, (error, publicKey, privateKey) =>
      error ? reject(error) : resolve({ publicKey, privateKey }),
    ),
  );
}

function toJwk(kid: string, publicKey: KeyObject): PublicJwk {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.kty !== 'RSA' || typeof jwk.n !== 'string' || typeof jwk.e !== 'string') {
    throw new Error('Generated signing key is not an RSA key');
  }
  return { kty: 'RSA', kid, n: jwk.n, e: jwk.e, alg: 'RS256', use: 'sig' };
}

/**
 * RS256 signing keys, kept in the database so that tokens survive a restart.
 *
 * Dynamic keys (`d-<ms>`) rotate every `rotationIntervalMs`. A replaced key keeps being
 * published until the last token it could have signed has expired, i.e. until
 * `successor.createdAt + accessTokenValidityMs`; then it is deleted. The static key (`s-<ms>`)
 * is only made for sessions created with `useDynamicSigningKey: false` and never rotates.
 */
export function createSigningKeys(options: SigningKeysOptions): SigningKeys {
  const { db, now, rotationIntervalMs, accessTokenValidityMs } = options;
  // Sorted oldest first; this process is the only writer (PGlite is single-process).
  const cache = new Map<string, Promise<SigningKey[]>>();
  const creating = new Map<string, Promise<SigningKey>>();

  function load(appId: string): Promise<SigningKey[]> {
    let keys = cache.get(appId);
    if (!keys) {
      keys = db
        .query<KeyRow>(
          `SELECT kid, kind, created_at, private_key_pem, public_jwk
             FROM signing_keys WHERE app_id = $1 ORDER BY created_at, kid`,
          [appId],
        )
        .then((result) =>
          result.rows.map((row) => ({
            kid: row.kid,
            kind: row.kind,
            createdAt: Number(row.created_at),
            privateKey: createPrivateKey(row.private_key_pem),
            publicKey: createPublicKey(row.private_key_pem),
            jwk: row.public_jwk,
          })),
        );
      // A failed load must not poison the cache for later requests.
      keys.catch(() => cache.delete(appId));
      cache.set(appId, keys);
    }
    return keys;
  }

  /** Keys whose tokens may still be valid, after deleting those that can have none. */
  async function liveKeys(appId: string): Promise<SigningKey[]> {
    const keys = await load(appId);
    const at = now();
    const dynamic = keys.filter((k) => k.kind === 'dynamic');
    const retired = dynamic.filter((key, i) => {
      const successor = dynamic[i + 1];
      return successor !== undefined && successor.createdAt + accessTokenValidityMs <= at;
    });
    if (retired.length > 0) {
      const kids = retired.map((k) => k.kid);
      await db.query('DELETE FROM signing_keys WHERE app_id = $1 AND kid = ANY($2)', [appId, kids]);
      for (const kid of kids) {
        const index = keys.findIndex((k) => k.kid === kid);
        if (index >= 0) keys.splice(index, 1);
      }
    }
    return keys;
  }

  async function create(appId: string, kind: KeyKind): Promise<SigningKey> {
    const keys = await load(appId);
    const { privateKey, publicKey } = await generateRsaKeyPair();
    let createdAt = now();
    const prefix = kind === 'dynamic' ? 'd-' : 's-';
    while (keys.some((k) => k.kid === `${prefix}${createdAt}`)) createdAt += 1;
    const kid = `${prefix}${createdAt}`;
    const jwk = toJwk(kid, publicKey);
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await db.query(
      `INSERT INTO signing_keys (app_id, kid, kind, created_at, private_key_pem, public_jwk)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [appId, kid, kind, createdAt, pem, jwk],
    );
    const key: SigningKey = { kid, kind, createdAt, privateKey, publicKey, jwk };
    keys.push(key);
    keys.sort((a, b) => a.createdAt - b.createdAt);
    return key;
  }

  return {
    async signingKey(appId, kind) {
      const keys = await liveKeys(appId);
      const newest = keys.filter((k) => k.kind === kind).at(-1);
      const due = newest === undefined || (kind === 'dynamic' && now() - newest.createdAt >= rotationIntervalMs);
      if (!due) return newest;
      // One key per rotation even when many requests notice at once.
      const flightKey = `${appId}\u0000${kind}`;
      let pending = creating.get(flightKey);
      if (!pending) {
        pending = create(appId, kind).finally(() => creating.delete(flightKey));
        creating.set(flightKey, pending);
      }
      return pending;
    },

    async findKey(appId, kid) {
      return (await liveKeys(appId)).find((k) => k.kid === kid);
    },

    async jwks(appId) {
      return { keys: (await liveKeys(appId)).map((k) => k.jwk) };
    },
  };
}
