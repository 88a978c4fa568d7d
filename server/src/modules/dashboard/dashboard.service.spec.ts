// @vitest-environment node
/**
 * The tile counts' cache: fresh for `TILE_COUNT_TTL_MS`, then shown while one new count runs in
 * the background; requests that must wait share one count; a write of the source while it
 * counts keeps its number out of the cache.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createDashboardService, type DashboardServiceDeps } from './dashboard.service';
import { cache, counting, forgetTileCounts, generations, TILE_COUNT_STALE_MS, TILE_COUNT_TTL_MS } from './tile-count-cache';

type Context = Parameters<ReturnType<typeof createDashboardService>['countOf']>[0];

const TEXTS = { source: 'orders-awaiting-signature' as const, text: '{count} Bestellungen', one: null, none: null };
const warnings: unknown[] = [];
const context = {
  viewer: { userId: 'user-1', accountId: 'isp-0001', type: 'ISP' },
  logger: { warn: (...args: unknown[]) => void warnings.push(args) },
} as unknown as Context;

/** A list of orders whose count the spec sets, and which answers when the spec lets it. */
function orders() {
  const state = { total: 3, calls: 0, pending: [] as Array<() => void> };
  const deps = {
    orders: {
      listOrders: async () => {
        state.calls++;
        await new Promise<void>((resolve) => state.pending.push(resolve));
        return { pageInfo: { totalCount: state.total } };
      },
    },
    tickets: { listTickets: async () => ({ pageInfo: { totalCount: 0 } }) },
    pans: { listPans: async () => ({ pageInfo: { totalCount: 0 } }) },
  } as unknown as DashboardServiceDeps;
  const answer = async () => {
    for (const resolve of state.pending.splice(0)) resolve();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { state, service: createDashboardService(deps), answer };
}

describe('the tile counts', () => {
  beforeEach(() => {
    cache.clear();
    counting.clear();
    generations.clear();
    warnings.length = 0;
  });

  it('lets the requests that need a count while it runs share it', async () => {
    const { state, service, answer } = orders();
    const counts = Array.from({ length: 50 }, () => service.countOf(context, TEXTS, 1_000));
    await answer();
    expect((await Promise.all(counts)).map((count) => count?.value)).toEqual(Array(50).fill(3));
    expect(state.calls).toBe(1);
  });

  it('shows an expired count at once and counts anew once in the background, then shows the new one', async () => {
    const { state, service, answer } = orders();
    const first = service.countOf(context, TEXTS, 1_000);
    await answer();
    expect((await first)?.value).toBe(3);

    state.total = 4;
    const expired = 1_000 + TILE_COUNT_TTL_MS + 1;
    // No waiting for the list: the old number, and one count under way for all of them.
    const shown = await Promise.all(Array.from({ length: 20 }, () => service.countOf(context, TEXTS, expired)));
    expect(shown.map((count) => count?.value)).toEqual(Array(20).fill(3));
    expect(state.calls).toBe(2);
    await answer();
    expect((await service.countOf(context, TEXTS, expired + 1))?.value).toBe(4);
    expect(state.calls).toBe(2);
  });

  it('waits for a new count once the old one is too old to show', async () => {
    const { state, service, answer } = orders();
    const first = service.countOf(context, TEXTS, 1_000);
    await answer();
    await first;
    state.total = 7;
    const late = service.countOf(context, TEXTS, 1_000 + TILE_COUNT_TTL_MS + TILE_COUNT_STALE_MS + 1);
    await answer();
    expect((await late)?.value).toBe(7);
  });

  it('keeps a count out of the cache when the source was written while it ran', async () => {
    const { state, service, answer } = orders();
    const before = service.countOf(context, TEXTS, 1_000);
    // An order is signed on this replica while the count runs: its number may be the old one.
    forgetTileCounts('orders-awaiting-signature');
    state.total = 4;
    await answer();
    expect((await before)?.value).toBe(4);
    expect(cache.size).toBe(0);
    const after = service.countOf(context, TEXTS, 1_001);
    await answer();
    expect((await after)?.value).toBe(4);
    expect(state.calls).toBe(2);
  });

  it('answers null for a source that fails, logs it, and counts again at the next request', async () => {
    const deps = {
      orders: {
        listOrders: async () => {
          throw new Error('CRM down');
        },
      },
    } as unknown as DashboardServiceDeps;
    const service = createDashboardService(deps);
    expect(await service.countOf(context, TEXTS, 1_000)).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(await service.countOf(context, TEXTS, 1_001)).toBeNull();
    expect(warnings).toHaveLength(2);
  });
});
