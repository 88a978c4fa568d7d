/**
 * The numbers on the home tiles (issue 18): what needs the viewer's attention, counted with
 * the rules of the list behind the tile. Each source calls that list's own service with the
 * viewer's context, so screen access and data scope are the list's (an ISP counts its own
 * orders; a user who may not open the list gets no number). Counts are cached per user and
 * source for `TILE_COUNT_TTL_MS`, then shown for up to `TILE_COUNT_STALE_MS` more while one new
 * count runs in the background; requests that must wait for a count share the one under way. A
 * source that fails answers null for its tile only, so the page shows the tile without a number
 * instead of failing.
 */
import type { GraphQLContext } from '../../graphql/context';
import type { TileCountSource } from '../navigation';
import type { OrdersService } from '../orders';
import type { PansService } from '../pans';
import type { TicketsService } from '../tickets';
import { toTileCount, type TileCount, type TileCountTexts } from './dashboard.mappers';
import { MAX_ENTRIES, TILE_COUNT_STALE_MS, TILE_COUNT_TTL_MS, cache, counting, generations } from './tile-count-cache';

type CountContext = Pick<GraphQLContext, 'viewer' | 'services' | 'upstream' | 'logger'> &
  Parameters<PansService['listPans']>[0] &
  Parameters<TicketsService['listTickets']>[0] &
  Parameters<OrdersService['listOrders']>[0];

/** The list services the counts ask, injected so that a spec can count from stand-ins. */
export interface DashboardServiceDeps {
  orders: Pick<OrdersService, 'listOrders'>;
  tickets: Pick<TicketsService, 'listTickets'>;
  pans: Pick<PansService, 'listPans'>;
}

/** 'Wartet auf Details': the ticket waits for the reporter's answer. */
const TICKET_AWAITING_ANSWER = 3;

/** Which Freigabe states wait for the viewer's step: PMO/PM-AM grant a requested one, PMO completes a granted one, the firm requests again after a rejection. */
function freigabeStatesFor(type: string | null | undefined): number[] {
  if (type === 'pmo') return [1, 2];
  if (type === 'pm-am') return [1];
  if (type === 'baufirma' || type === 'bau-main') return [3];
  return [];
}

export function createDashboardService({ orders, tickets, pans }: DashboardServiceDeps) {
  const sources: Readonly<Record<TileCountSource, (context: CountContext) => Promise<number>>> = {
    'orders-awaiting-signature': async (context) =>
      (await orders.listOrders(context, { filter: { states: ['SUBMITTED'] }, page: { first: 1 } })).pageInfo.totalCount,
    'tickets-awaiting-answer': async (context) =>
      (await tickets.listTickets(context, { filter: { statuses: [TICKET_AWAITING_ANSWER] }, page: { first: 1 } })).pageInfo.totalCount,
    'pans-awaiting-freigabe': async (context) => {
      const states = freigabeStatesFor(context.viewer?.type);
      if (states.length === 0) return 0;
      return (await pans.listPans(context, 'PAN_BAU', { filter: { acknowledgementStates: states }, page: { first: 1 } })).pageInfo.totalCount;
    },
  };

  /** The viewer's count of a source, cached; null when the source fails (logged). */
  async function tileCount(context: CountContext, source: TileCountSource, now: number): Promise<number | null> {
    const viewer = context.viewer;
    if (viewer === null) return null;
    // The same user under another account (a superadmin's switch) counts anew.
    const key = `${viewer.userId}:${viewer.accountId ?? ''}:${viewer.type ?? ''}:${source}`;
    const cached = cache.get(key);
    if (cached !== undefined && cached.expires > now) return cached.value;
    if (cached !== undefined && cached.expires + TILE_COUNT_STALE_MS > now) {
      void countOnce(context, source, key, now);
      return cached.value;
    }
    return countOnce(context, source, key, now);
  }

  /** Counts `source` for `key`, or joins the count under way; caches what it finds. */
  function countOnce(context: CountContext, source: TileCountSource, key: string, now: number): Promise<number | null> {
    const running = counting.get(key);
    if (running !== undefined) return running;
    const generation = generations.get(source) ?? 0;
    const run = (async () => {
      try {
        const value = await sources[source](context);
        // A write of this source while it counted (forgetTileCounts) makes the number old.
        if ((generations.get(source) ?? 0) === generation) {
          if (!cache.has(key) && cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
          cache.set(key, { value, expires: now + TILE_COUNT_TTL_MS });
        }
        return value;
      } catch (error) {
        context.logger.warn({ err: error, source }, 'tile count unavailable');
        return null;
      }
    })();
    counting.set(key, run);
    // `run` never rejects (a failure answers null).
    void run.then(() => {
      if (counting.get(key) === run) counting.delete(key);
    });
    return run;
  }

  return {
    /** `NavItem.count`: the tile's number and line for the viewer; null without a count or when its source fails. */
    async countOf(
      context: CountContext,
      count: (TileCountTexts & { source: TileCountSource }) | null | undefined,
      now = Date.now(),
    ): Promise<TileCount | null> {
      if (!count) return null;
      const value = await tileCount(context, count.source, now);
      return value === null ? null : toTileCount(count, value);
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
