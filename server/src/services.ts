import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';

/**
 * Long-lived things the portal needs to serve requests: connections to the
 * SuperTokens core, upstream clients, databases. Started once by `startServices`,
 * closed on shutdown. Embedded stand-ins are started here when their URL is unset.
 */
export interface Services {
  config: Config;
  close(): Promise<void>;
}

export async function startServices(config: Config, logger: FastifyBaseLogger): Promise<Services> {
  const closers: Array<() => Promise<void>> = [];
  logger.debug({ dataDir: config.DATA_DIR }, 'services starting');
  return {
    config,
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
}
