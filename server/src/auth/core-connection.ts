import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { startEmbeddedCore, type EmbeddedCore } from '../embedded/core';

export interface CoreConnection {
  connectionURI: string;
  apiKey?: string;
  embedded: boolean;
  release(): Promise<void>;
}

/**
 * supertokens-node is a process-wide singleton bound to one core URL. The embedded core is
 * therefore shared by every app of a process that uses the same data folder, and restarts
 * on the port it had, so a portal rebuilt in the same process (tests) reaches it again.
 */
const shared = new Map<string, { core: Promise<EmbeddedCore>; refs: number }>();
const lastPort = new Map<string, number>();

export async function connectToCore(config: Config, logger: FastifyBaseLogger): Promise<CoreConnection> {
  if (config.SUPERTOKENS_CONNECTION_URI) {
    return { connectionURI: config.SUPERTOKENS_CONNECTION_URI, apiKey: config.SUPERTOKENS_API_KEY, embedded: false, release: async () => undefined };
  }
  const dataDir = resolve(config.DATA_DIR);
  let entry = shared.get(dataDir);
  if (!entry) {
    const core = startEmbeddedCore({
      dataDir,
      apiKey: config.EMBEDDED_CORE_API_KEY,
      port: lastPort.get(dataDir) ?? 0,
      accessTokenValiditySec: config.ACCESS_TOKEN_VALIDITY_SEC,
      scryptLogN: config.EMBEDDED_CORE_SCRYPT_LOG_N,
      logger: {
        info: (o, msg) => (typeof o === 'string' ? logger.debug(o) : logger.debug(o, msg)),
        warn: (...args) => logger.warn({ args }, 'embedded core warning'),
        error: (...args) => logger.error({ args }, 'embedded core error'),
      },
    });
    entry = { core, refs: 0 };
    shared.set(dataDir, entry);
    core.catch(() => shared.delete(dataDir));
  }
  entry.refs += 1;
  const core = await entry.core;
  lastPort.set(dataDir, Number(new URL(core.url).port));
  const current = entry;
  let released = false;
  return {
    connectionURI: core.url,
    apiKey: config.EMBEDDED_CORE_API_KEY,
    embedded: true,
    async release() {
      if (released) return;
      released = true;
      current.refs -= 1;
      if (current.refs === 0) {
        shared.delete(dataDir);
        await core.close();
      }
    },
  };
}
