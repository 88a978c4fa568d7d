import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite(process.env.DB ?? '/tmp/h5/explain-db', { extensions: { pg_trgm } });
await db.waitReady;
if (process.env.SETUP) await db.exec(process.env.SETUP);
const [a, b] = process.argv.slice(2);
const n = Number(process.env.N ?? 60);
async function once(sql: string): Promise<[number, string]> { const c = process.cpuUsage(); const r = await db.query(sql); const u = process.cpuUsage(c); return [(u.user + u.system) / 1000, JSON.stringify(r.rows)]; }
for (let i = 0; i < 5; i++) { await once(a!); await once(b!); }
const ta: number[] = [], tb: number[] = []; let same = true;
for (let i = 0; i < n; i++) { const x = await once(a!); const y = await once(b!); ta.push(x[0]); tb.push(y[0]); if (x[1] !== y[1]) same = false; }
const med = (x: number[]) => [...x].sort((p, q) => p - q)[x.length >> 1]!;
console.log(`A median ${med(ta).toFixed(3)} | B median ${med(tb).toFixed(3)} ms cpu; same rows: ${same}`);
await db.close();
