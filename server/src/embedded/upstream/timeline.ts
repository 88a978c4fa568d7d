/**
 * What changes in the upstream as time passes, driven by the injected clock and applied
 * lazily when a request arrives: outages of each new day appear (so the dashboard feed is
 * never stale, however long after the seed the portal runs), and signed orders move on.
 */
import { rollActivity } from './activity';
import type { AppContext } from './context';
import { listAans, outageRow } from './generate';
import type { AanInfo } from './generate';
import { advanceOrders, nextOrderDue } from './orders';
import { Rng } from './prng';
import { TABLES } from './schema';
import { OUTAGE_REASONS_STOERUNG, OUTAGE_REASONS_WARTUNG, OUTAGE_STATUS, OUTAGE_TYPE } from './catalogues';
import { DAY, HOUR, SEED_EPOCH, dayIndex, isoSeconds } from './time';

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

/**
 * The outages that show every banner colour on the day the portal starts (SPEC.md: a
 * running Störung is red, a Störung with 181510002 and a started Wartung are yellow, the
 * rest grey): a running Störung, a restricted one, a maintenance that has begun and one
 * announced for three days later. Placed around `now`, a pure function of (seed, now).
 */
export function demoOutages(seed: number, now: number, aans: readonly AanInfo[]): Record<string, unknown>[] {
  const rng = new Rng(seed, `demo-outages-${dayIndex(now)}`);
  const hour = Math.floor(now / HOUR) * HOUR;
  const [red, yellow, started, future] = rng.sample(aans, 4) as [AanInfo, AanInfo, AanInfo, AanInfo];
  const row = (aan: AanInfo, wartung: boolean, start: number, end: number, runstatus: number, created: number) => ({
    cos_outagenotificationid: rng.guid(),
    cos_name: `${wartung ? 'Wartung' : 'Störung'} ${aan.aan} ${aan.place.name}`,
    cos_type: wartung ? OUTAGE_TYPE.wartung : OUTAGE_TYPE.stoerung,
    cos_starttime: isoSeconds(start),
    cos_endtime: isoSeconds(end),
    cos_duration: Math.round(((end - start) / HOUR) * 100) / 100,
    cos_runstatus: runstatus,
    cos_affectedaans: aan.aan,
    cos_reason: rng.pick(wartung ? OUTAGE_REASONS_WARTUNG : OUTAGE_REASONS_STOERUNG),
    cos_region: aan.place.region,
    cos_origin: 'demo',
    createdon: isoSeconds(created),
    modifiedon: isoSeconds(created),
  });
  const futureStart = Math.floor(now / DAY) * DAY + 3 * DAY + 21 * HOUR;
  return [
    row(red, false, hour - 2 * HOUR, hour + 30 * HOUR, OUTAGE_STATUS.aktiv, hour - 2 * HOUR + 10 * 60_000),
    row(yellow, false, hour - 5 * HOUR, hour + 20 * HOUR, OUTAGE_STATUS.eingeschraenkt, hour - 5 * HOUR + 15 * 60_000),
    row(started, true, hour - HOUR, hour + 6 * HOUR, OUTAGE_STATUS.aktiv, hour - HOUR - 10 * DAY),
    row(future, true, futureStart, futureStart + 4 * HOUR, OUTAGE_STATUS.aktiv, futureStart - 10 * DAY),
  ];
}

export interface Timeline {
  /** Brings the data up to the clock; cheap when nothing is due. */
  catchUp(nowMs: number): Promise<void>;
  scheduleOrderCheck(atMs: number): void;
}

export interface TimelineOptions {
  /**
   * Pins "today" for the demo activity (tickets, orders, connections after the seed epoch,
   * see activity.ts): it is written up to this instant and no further, whatever the clock
   * says, so specs see the same data on any day. Without it the activity follows the clock.
   */
  demoToday?: number;
}

export async function createTimeline(ctx: AppContext, seed: number, options: TimelineOptions = {}): Promise<Timeline> {
  const aans = listAans();
  const meta = await ctx.db.query<{ value: string }>(`select value from meta where key = 'rolled_through_day'`);
  let rolledThrough = Number(meta.rows[0]?.value ?? -1);
  // The instant up to which the demo activity is written (the seed epoch before the first catch-up).
  const activityMeta = await ctx.db.query<{ value: string }>(`select value from meta where key = 'activity_through'`);
  let activityThrough = Number(activityMeta.rows[0]?.value ?? SEED_EPOCH);
  /** Activity is written in steps of at least this much, so a request does not write for the last few seconds. */
  const ACTIVITY_STEP = 5 * 60_000;
  const activityHorizon = (now: number) => Math.floor(Math.min(now, options.demoToday ?? now) / 1000) * 1000;
  let orderDue: number | null = await nextOrderDue(ctx);
  let running: Promise<void> | null = null;
  // The day the demo outages were last placed for; this process places them once, on its first request.
  const demoMeta = await ctx.db.query<{ value: string }>(`select value from meta where key = 'demo_outages_day'`);
  let demoPlaced = false;
  const demoDay = demoMeta.rows[0] === undefined ? null : Number(demoMeta.rows[0].value);

  async function insertOutages(tx: Pick<AppContext['db'], 'query'>, rows: Record<string, unknown>[]): Promise<void> {
    const columns = TABLES.outages.columns.map(([name]) => name);
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
  }

  async function placeDemoOutages(now: number): Promise<void> {
    demoPlaced = true;
    const today = dayIndex(now);
    if (demoDay === today) return;
    await ctx.db.transaction(async (tx) => {
      await insertOutages(tx, demoOutages(seed, now, aans));
      await tx.query(`insert into meta (key, value) values ('demo_outages_day', $1) on conflict (key) do update set value = excluded.value`, [String(today)]);
    });
  }

  async function rollOutages(toDay: number): Promise<void> {
    const from = Math.max(rolledThrough + 1, 0, toDay - MAX_DAYS_PER_STEP);
    const rows: Record<string, unknown>[] = [];
    for (let day = from; day <= toDay; day++) rows.push(...outagesOfDay(seed, day, aans));
    await ctx.db.transaction(async (tx) => {
      await insertOutages(tx, rows);
      await tx.query(`update meta set value = $1 where key = 'rolled_through_day'`, [String(toDay)]);
    });
    rolledThrough = toDay;
  }

  async function rollDemoActivity(now: number): Promise<void> {
    const horizon = activityHorizon(now);
    const started = performance.now();
    await ctx.db.transaction(async (tx) => {
      const rows = await rollActivity(ctx, tx, seed, activityThrough, horizon);
      await tx.query(`insert into meta (key, value) values ('activity_through', $1) on conflict (key) do update set value = excluded.value`, [String(horizon)]);
      if (rows > 0)
        ctx.logger.info({ rows, through: isoSeconds(horizon), ms: Math.round(performance.now() - started) }, 'embedded upstream: demo activity written');
    });
    activityThrough = horizon;
  }

  const activityDue = (now: number) => activityHorizon(now) >= activityThrough + ACTIVITY_STEP;

  async function step(now: number): Promise<void> {
    const targetDay = dayIndex(now) + LOOKAHEAD_DAYS;
    if (targetDay > rolledThrough) await rollOutages(targetDay);
    if (!demoPlaced) await placeDemoOutages(now);
    if (activityDue(now)) await rollDemoActivity(now);
    if (orderDue !== null && now >= orderDue) orderDue = await advanceOrders(ctx, now);
  }

  return {
    async catchUp(now: number) {
      const idle = demoPlaced && dayIndex(now) + LOOKAHEAD_DAYS <= rolledThrough && (orderDue === null || now < orderDue) && !activityDue(now);
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
