/**
 * The outage history ('Ausfallhistorie') through the portal's GraphQL API, with the
 * embedded CRM over HTTP: current and past outages newest first, current ones marked with
 * their banner colour exactly as the dashboard shows them, the filters, sorting and pages,
 * bad input refused without an upstream call, and no data without a session.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedPortal } from '../../../test/shared-portal';
import type { PortalUnderTest } from '../../../test/portal';
import { TestClient } from '../../../test/http-client';

interface Outage {
  id: string;
  kind: string;
  title: string;
  startTime: string | null;
  endTime: string | null;
  durationHours: number | null;
  status: number | null;
  statusLabel: string | null;
  affectedAans: string[];
  reason: string | null;
  current: boolean;
  bannerColour: string | null;
}

interface HistoryPage {
  outageHistory: { items: Outage[]; pageInfo: { totalCount: number; offset: number; hasNextPage: boolean } };
}

const HISTORY = `query History($filter: OutageHistoryFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
  outageHistory(filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
    items { id kind title startTime endTime durationHours status statusLabel affectedAans reason current bannerColour }
    pageInfo { totalCount offset hasNextPage }
  }
}`;

describe('the outage history', () => {
  let portal: PortalUnderTest;
  let noc: TestClient;
  let isp: TestClient;

  beforeAll(async () => {
    portal = await sharedPortal();
    [noc, isp] = [await portal.signIn('user.noc'), await portal.signIn('user.isp')];
  }, 180_000);

  const history = async (client: TestClient, variables: Record<string, unknown> = {}) => {
    const response = await client.graphql<HistoryPage>(HISTORY, variables);
    return response;
  };

  it('lists current and past outages, newest first, for every signed-in type', async () => {
    for (const client of [noc, isp]) {
      const { data, errors } = await history(client, { first: 100 });
      expect(errors).toBeUndefined();
      const page = data!.outageHistory;
      expect(page.pageInfo.totalCount).toBeGreaterThan(200);
      expect(page.items).toHaveLength(100);
      const starts = page.items.map((outage) => outage.startTime ?? '');
      expect(starts).toEqual([...starts].sort().reverse());
      expect(page.items.some((outage) => !outage.current)).toBe(true);
      for (const outage of page.items) {
        expect(['Wartung', 'Störung']).toContain(outage.kind);
        expect(outage.bannerColour === null).toBe(!outage.current);
      }
    }
  });

  it('marks exactly the outages of the dashboard feed as current, in their banner colour', async () => {
    const { data } = await history(noc, { filter: { current: true }, first: 100 });
    const feed = await noc.graphql<{ outageNotifications: Array<{ id: string; colour: string }> }>('{ outageNotifications { id colour } }');
    const current = new Map(data!.outageHistory.items.map((outage) => [outage.id, outage.bannerColour]));
    expect(new Map(feed.data!.outageNotifications.map((n) => [n.id, n.colour]))).toEqual(current);
    const past = await history(noc, { filter: { current: false }, first: 5 });
    expect(past.data!.outageHistory.items.every((outage) => !outage.current && outage.bannerColour === null)).toBe(true);
    expect(past.data!.outageHistory.pageInfo.totalCount + current.size).toBe((await history(noc, { first: 1 })).data!.outageHistory.pageInfo.totalCount);
  });

  it('filters by kind, status, AAN, start day and text', async () => {
    const { data, errors } = await history(noc, {
      filter: { kinds: ['Störung'], statuses: [181510003], aan: 'kre01', startFrom: '2025-01-01', startTo: '2026-12-31' },
      first: 100,
    });
    expect(errors).toBeUndefined();
    const items = data!.outageHistory.items;
    expect(items.length).toBeGreaterThan(0);
    for (const outage of items) {
      expect(outage.kind).toBe('Störung');
      expect(outage.statusLabel).toBe('Behoben');
      expect(outage.affectedAans).toContain('KRE01');
      expect(outage.startTime! >= '2024-12-31T23:00:00Z' && outage.startTime! < '2026-12-31T23:00:00Z').toBe(true);
    }
    const word = 'stromausfall';
    const byText = await history(noc, { filter: { text: word.toUpperCase() }, first: 100 });
    const found = byText.data!.outageHistory.items;
    expect(found.length).toBeGreaterThan(0);
    for (const outage of found) expect(`${outage.title} ${outage.reason ?? ''}`.toLowerCase()).toContain(word);
  });

  it('sorts by a documented field and pages by offset', async () => {
    const first = await history(noc, { sort: [{ field: 'duration', direction: 'ASC' }], first: 10 });
    const second = await history(noc, { sort: [{ field: 'duration', direction: 'ASC' }], first: 10, offset: 10 });
    const durations = [...first.data!.outageHistory.items, ...second.data!.outageHistory.items].map((outage) => outage.durationHours ?? 0);
    expect(durations).toEqual([...durations].sort((a, b) => a - b));
    expect(second.data!.outageHistory.pageInfo).toMatchObject({ offset: 10, hasNextPage: true });
    const ids = new Set([...first.data!.outageHistory.items, ...second.data!.outageHistory.items].map((outage) => outage.id));
    expect(ids.size).toBe(20);
  });

  it('refuses bad input with German messages per field, before any upstream call', async () => {
    portal.upstream.calls.reset();
    const { errors } = await history(noc, {
      filter: { kinds: ['Ausfall'], statuses: [7], aan: 'Krems', startFrom: '2026-13-01', text: 'x'.repeat(101) },
      sort: [{ field: 'colour' }],
    });
    expect(portal.upstream.calls.count()).toBe(0);
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const details = errors?.[0]?.extensions?.['details'] as Record<string, string>;
    expect(Object.keys(details).sort()).toEqual(['filter.aan', 'filter.kinds', 'filter.startFrom', 'filter.statuses', 'filter.text', 'sort']);
    expect(details['filter.aan']).toBe('Ein AAN hat die Form KRE01 (drei Buchstaben und zwei Ziffern).');
  });

  it('answers nothing without a session', async () => {
    const { errors, data } = await history(new TestClient(portal.app));
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(data).toBeNull();
  });
});
