/**
 * What changes in the upstream as time passes, driven by the injected clock and applied
 * lazily when a request arrives: outages of each new day appear (so the dashboard feed is
 * never stale, however long after the seed the portal runs), and signed orders move on.
 */
import type { AppContext } from './context';
import { listAans, outageRow } from './generate';
import type { AanInfo } from './generate';
import { advanceOrders, nextOrderDue } from './orders';
import { Rng } from './prng';
import { TABLES } from './schema';
import { DAY, SEED_EPOCH, dayIndex } from './time';

/** Maintenance is announced ten days ahead, so days are generated a little further out. */
const LOOKAHEAD_DAYS = 14;
/** A clock years past the seed must not make one request generate forever. */
const MAX_DAYS_PER_STEP = 3_660;

/** Outages of one day after the seed epoch; a pure function of (seed, day). */
export function outagesOfDay(seed: number, day: number, aans: readonly AanInfo[]): Record<string, unknown>[] {
  const rng = new Rng(seed, `outage-day-${day}`);
  const dayStart = SEED_EPOCH + day * DAY;
  const rows: Record<string, unknown>[] = [];
  if (rng.chance(0.3)) rows.push(outageRow(rng, aans, true, dayStart, 'rolling'));
  if (rng.chance(0.5)) rows.push(outageRow(rng, aans, false, dayStart, 'rolling'));
  if (rng.chance(0.12)) rows.push(outageRow(rng, aans, false, dayStart, 'rolling'));
  return rows;
}

export interface Timeline {
  /** Brings the data up to the clock; cheap when nothing is due. */
  catchUp(nowMs: number): Promise<void>;
  scheduleOrderCheck(atMs: number): void;
}

export async function createTimeline(ctx: AppContext, seed: number): Promise<Timeline> {
  const aans = listAans();
  const meta = await ctx.db.query<{ value: string }>(`select value from meta where key = 'rolled_through_day'`);
  let rolledThrough = Number(meta.rows[0]?.value ?? -1);
  let orderDue: number | null = await nextOrderDue(ctx);
  let running: Promise<void> | null = null;

  async function rollOutages(toDay: number): Promise<void> {
    const from = Math.max(rolledThrough + 1, 0, toDay - MAX_DAYS_PER_STEP);
    const rows: Record<string, unknown>[] = [];
    for (let day = from; day <= toDay; day++) rows.push(...outagesOfDay(seed, day, aans));
    const columns = TABLES.outages.columns.map(([name]) => name);
    await ctx.db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500) {
        const chunk = rows.slice(i, i + 500);
        const params: unknown[] = [];
        const tuples = chunk.map(
          (row) =>
            `(${columns
              .map((c) => {
                params.push(row[c] ?? null);
                return `$${params.length}`;
              })
              .join(', ')})`,
        );
        await tx.query(`insert into outages (${columns.map((c) => `"${c}"`).join(', ')}) values ${tuples.join(', ')} on conflict do nothing`, params);
      }
      await tx.query(`update meta set value = $1 where key = 'rolled_through_day'`, [String(toDay)]);
    });
    rolledThrough = toDay;
  }

  async function step(now: number): Promise<void> {
    const targetDay = dayIndex(now) + LOOKAHEAD_DAYS;
    if (targetDay > rolledThrough) await rollOutages(targetDay);
    if (orderDue !== null && now >= orderDue) orderDue = await advanceOrders(ctx, now);
  }

  return {
    async catchUp(now: number) {
      const idle = dayIndex(now) + LOOKAHEAD_DAYS <= rolledThrough && (orderDue === null || now < orderDue);
      if (idle) return;
      // One catch-up at a time; concurrent requests wait for it and then see its result.
      while (running) await running;
      running = step(now).finally(() => {
        running = null;
      });
      await running;
    },
    scheduleOrderCheck(atMs: number) {
      if (orderDue === null || atMs < orderDue) orderDue = atMs;
    },
  };
}
