import { resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { createRuleStore, type RuleStore } from './modules/navigation';
import { repoRoot } from './lib/paths';

/**
 * Long-lived things the portal needs to serve requests: connections to the
 * SuperTokens core, upstream clients, databases, the navigation rules. Started once by
 * `startServices`, closed on shutdown. Embedded stand-ins start here when their URL is unset.
 */
export interface Services {
  config: Config;
  rules: RuleStore;
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** Folder of the menu, tile and screen definitions; tests use a temporary copy. */
  screensDir?: string;
}

export async function startServices(config: Config, logger: FastifyBaseLogger, options: ServiceOptions = {}): Promise<Services> {
  const closers: Array<() => Promise<void>> = [];
  try {
    const rules = await createRuleStore({ dir: options.screensDir ?? resolve(repoRoot, 'screens'), logger });
    closers.push(() => rules.close());
    return {
      config,
      rules,
      async close() {
        for (const close of closers.reverse()) await close();
      },
    };
  } catch (error) {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    throw error;
  }
}
