import { cpSync, rmSync, readdirSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { openUpstreamDatabase } from './store';
import { DEFAULT_SEED_CACHE_ROOT } from './store';
const entry = readdirSync(DEFAULT_SEED_CACHE_ROOT).filter(f => !f.startsWith('tmp') && !f.endsWith('.lock')).sort().pop()!;
const src = `${DEFAULT_SEED_CACHE_ROOT}/${entry}/pgdata`;
process.stdout.write(`wal files ${readdirSync(src + '/pg_wal').length}\n`);
for (let i = 0; i < 3; i++) {
  rmSync('/tmp/t2', { recursive: true, force: true });
  let t = performance.now();
  await cp(src, '/tmp/t2/upstream', { recursive: true });
  const cpMs = performance.now() - t;
  t = performance.now();
  const db = await openUpstreamDatabase('/tmp/t2/upstream');
  const openMs = performance.now() - t;
  t = performance.now();
  await db.close();
  process.stdout.write(`cp ${cpMs.toFixed(0)} open ${openMs.toFixed(0)} close ${(performance.now() - t).toFixed(0)}\n`);
}
// reopen-and-close shrinks the WAL?
const db = await openUpstreamDatabase('/tmp/t2/upstream');
await db.exec('checkpoint');
await db.close();
process.stdout.write(`wal files after reopen ${readdirSync('/tmp/t2/upstream/pg_wal').length}\n`);
rmSync('/tmp/t2', { recursive: true, force: true });
