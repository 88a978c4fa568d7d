import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertokens from 'supertokens-node';
import EmailPassword from 'supertokens-node/recipe/emailpassword';
import Multitenancy from 'supertokens-node/recipe/multitenancy';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import type { TypeEmailPasswordEmailDeliveryInput } from 'supertokens-node/lib/build/recipe/emailpassword/types';
import { afterAll, beforeAll } from 'vitest';
import { preparePgliteDir } from '../../src/lib/pglite-cluster';
import { startEmbeddedCore, type EmbeddedCore } from '../../src/embedded/core';

// Test helpers for the embedded-core specs. Each spec file runs in its own process (vitest
// pool "forks"), so the process-global supertokens.init happens once per file.

/**
 * A fresh data directory whose `core` folder already holds an empty, initialised PGlite
 * cluster (copied, see lib/pglite-cluster). The schema itself is still created by the core under test.
 */
export async function makeDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'embedded-core-'));
  await preparePgliteDir(join(dir, 'core'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The password cost of the cores these helpers start: scrypt 2^12 instead of the production 2^17.
 * A sign-up or sign-in hashes once; at 2^17 that is 0.3 s on a quiet machine and seconds on a busy
 * one, and the core's specs sign up and in dozens of times. The cost is a parameter of the same
 * code; restart.spec.ts starts its core with the default and checks that a stored hash has N = 2^17.
 */
export const SPEC_SCRYPT_LOG_N = 12;

/**
 * An embedded core for the tests of one spec file: started on a fresh data directory (with
 * the spec's clock or API key, passwords hashed at SPEC_SCRYPT_LOG_N) before them, the SDK pointed
 * at it, and closed and removed after them. The answer reads the running core.
 */
export function useEmbeddedCore(options: { now?: () => number; apiKey?: string } = {}): () => EmbeddedCore {
  let core: EmbeddedCore | undefined;
  let removeDataDir: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const data = await makeDataDir();
    removeDataDir = data.remove;
    core = await startEmbeddedCore({ dataDir: data.dir, scryptLogN: SPEC_SCRYPT_LOG_N, ...options });
    initSupertokens(core.url, options.apiKey);
  });
  afterAll(async () => {
    await core?.close();
    await removeDataDir?.();
  });
  return () => {
    if (!core) throw new Error('the embedded core runs only inside the tests of its spec file');
    return core;
  };
}

/** A clock the test can move forward; starts at real time so the SDK's own checks agree. */
export function makeClock(): { now: () => number; advance(ms: number): void } {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance(ms) {
      offset += ms;
    },
  };
}

/** Mails the SDK would send; nothing leaves the machine. */
export const outbox: TypeEmailPasswordEmailDeliveryInput[] = [];

export function initSupertokens(connectionURI: string, apiKey?: string): void {
  supertokens.init({
    supertokens: { connectionURI, apiKey },
    appInfo: {
      appName: 'Glasfaser-Portal (Test)',
      apiDomain: 'http://localhost:3001',
      websiteDomain: 'http://localhost:3000',
      apiBasePath: '/auth',
      websiteBasePath: '/auth',
    },
    recipeList: [
      EmailPassword.init({
        emailDelivery: {
          service: {
            sendEmail: async (input) => {
              outbox.push(input);
            },
          },
        },
      }),
      Session.init(),
      UserMetadata.init(),
      Multitenancy.init(),
    ],
  });
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/** A request as the SDK would send it, but with full control over method, headers and body. */
export async function rawRequest(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | object } = {},
): Promise<RawResponse> {
  const body = init.body === undefined || typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  const response = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
      ...init.headers,
    },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    text,
    json: <T>() => JSON.parse(text) as T,
  };
}

export function decodeJwtPart(token: string, index: 0 | 1): Record<string, unknown> {
  const part = token.split('.')[index];
  if (part === undefined) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** jose refetches the JWKS for an unknown kid only after a 500 ms cool-down. */
export function waitForJwksCooldown(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 600));
}
