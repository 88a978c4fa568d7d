import { loadConfig, ConfigError, productionStandInRefusal, type Config } from './config';
import { isBuilt } from './lib/paths';

/** Reads the configuration; a bad or missing production variable ends the process here. */
function configOrExit(): Config {
  // A built server is what gets shipped: unless told otherwise it runs hardened (no stacks,
  // no "did you mean", no stand-ins); `npm start` asks for development explicitly.
  const env = isBuilt && !process.env['NODE_ENV'] ? { ...process.env, NODE_ENV: 'production' } : process.env;
  try {
    const config = loadConfig(env);
    const refusal = productionStandInRefusal(config);
    if (refusal) throw new ConfigError('NODE_ENV', refusal);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
}

/** Process entry: configuration, listen, graceful shutdown. `buildApp` holds everything else. */
async function main() {
  const config = configOrExit();
  // Loaded only once the configuration holds: a refused configuration ends the process before the
  // application's modules (GraphQL, supertokens-node, PGlite, …) are read, in well under a second.
  const { buildApp } = await import('./app');
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Portal wird beendet');
    const started = Date.now();
    // Fastify stops accepting, drains in-flight requests, then onClose hooks stop Apollo, the
    // stand-ins and the connections (Redis, PostgreSQL, SMTP). Idle, that takes milliseconds;
    // a close that hangs all the same ends here, with status 1, before a typical grace period.
    const force = setTimeout(() => {
      app.log.error({ ms: Date.now() - started, openResources: process.getActiveResourcesInfo() }, 'Beenden nicht abgeschlossen, Prozess wird abgebrochen');
      process.exit(1);
    }, 15_000);
    force.unref();
    app.close().then(
      () => {
        // What is still open here (the log's pipes, pooled sockets) ends with the process.
        app.log.info({ ms: Date.now() - started, openResources: process.getActiveResourcesInfo() }, 'Portal beendet');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  try {
    await app.portal.ready;
  } catch {
    await app.close();
    process.exit(1);
  }
  app.log.info(`Portal bereit: ${config.publicUrl}`);
}

void main();
