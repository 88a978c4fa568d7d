import { readdirSync, rmSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { prepareSeededDataDir } from './store';
rmSync('/tmp/tm', { recursive: true, force: true });
let t = performance.now();
const a = await prepareSeededDataDir('/tmp/tm/a', { seedCache: '/tmp/tm/cache' });
process.stdout.write(`fresh ${a.source} ${(performance.now() - t).toFixed(0)}\n`);
const entry = readdirSync('/tmp/tm/cache').filter(f => !f.endsWith('.lock'))[0];
process.stdout.write(execSync(`du -sh /tmp/tm/cache/${entry}/pgdata /tmp/tm/cache/${entry}/pgdata/pg_wal; ls /tmp/tm/cache/${entry}/pgdata/pg_wal | wc -l`).toString());
for (let i = 0; i < 3; i++) {
  t = performance.now();
  const b = await prepareSeededDataDir(`/tmp/tm/b${i}`, { seedCache: '/tmp/tm/cache' });
  process.stdout.write(`cached ${b.source} ${(performance.now() - t).toFixed(0)}\n`);
}
