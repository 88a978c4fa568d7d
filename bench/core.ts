/**
 * The embedded SuperTokens core as a process of its own, for `npm run bench`: like the
 * upstream, an external system of the portal that runs on the other core than the server
 * (in production the official core runs elsewhere, too). Prints one JSON line when ready.
 */
import { startEmbeddedCore } from '../server/src/embedded/core';

const dataDir = process.argv[2];
if (!dataDir) {
  process.stderr.write('usage: bench/core.ts <data-dir>\n');
  process.exit(2);
}
const core = await startEmbeddedCore({ dataDir });
process.stdout.write(`${JSON.stringify({ ready: true, url: core.url })}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void core.close().then(() => process.exit(0));
  });
}
