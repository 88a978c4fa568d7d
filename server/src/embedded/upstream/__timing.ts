import { rmSync } from 'node:fs';
import { startEmbeddedUpstream, prepareSeededDataDir } from './index';
rmSync('/tmp/tm', { recursive: true, force: true });
let t = performance.now();
const fresh = await prepareSeededDataDir('/tmp/tm/a', { seedCache: '/tmp/tm/cache' });
process.stdout.write(`fresh prepare ${fresh.source} ${(performance.now() - t).toFixed(0)} ms\n`);
for (const isolation of ['worker', 'in-process', 'worker'] as const) {
  t = performance.now();
  const up = await startEmbeddedUpstream({ dataDir: `/tmp/tm/${isolation}-${Math.random()}`, seedCache: '/tmp/tm/cache', isolation });
  const started = performance.now() - t;
  await (await fetch(`${up.url}/crm/outagenotifications`)).text();
  process.stdout.write(`cached start (${isolation}) ${started.toFixed(0)} ms, first answer after ${(performance.now() - t).toFixed(0)} ms\n`);
  await up.close();
}
rmSync('/tmp/tm', { recursive: true, force: true });
