/**
 * The numbers on the home tiles through the portal's GraphQL API with the embedded upstream:
 * counted with the rules of the list behind the tile (an ISP counts its own orders), shown
 * only on the tiles the viewer sees, changed by the viewer's own writes at once, and a source
 * that fails leaves its tile without a number while the rest of the page answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedPortal } from '../../../test/shared-portal';
import type { PortalUnderTest } from '../../../test/portal';
import type { TestClient } from '../../../test/http-client';
import { orderInput } from '../../../test/support/orders';
import { cache } from './tile-count-cache';

const TILES = `query { viewer { greeting tiles { id count { value text } } } }`;
type Tile = { id: string; count: { value: number; text: string } | null };

describe('counts on the home tiles', () => {
  let portal: PortalUnderTest;
  let isp: TestClient;
  let isp2: TestClient;
  let pmo: TestClient;
  const tiles = async (client: TestClient) => {
    const response = await client.graphql<{ viewer: { greeting: string; tiles: Tile[] } }>(TILES, {});
    expect(response.errors).toBeUndefined();
    return response.data!.viewer;
  };
  const upstreamCount = async (filter: string) =>
    (await portal.upstreamSend('GET', `/crm/orders?$count=true&$top=1&$filter=${encodeURIComponent(filter)}`)).body['@odata.count'] as number;

  beforeAll(async () => {
    portal = await sharedPortal();
    [isp, isp2, pmo] = await Promise.all([portal.signIn('user.isp'), portal.signIn('user.isp2'), portal.signIn('user.pmo')]);
  }, 180_000);

  it('counts the orders of the ISP’s own account that await the signature, and a submission counts at once', async () => {
    const expected = await upstreamCount(`cos_accountid eq 'isp-0001' and cos_statekey eq 'submitted'`);
    const before = (await tiles(isp)).tiles.find((tile) => tile.id === 'order-connection')!;
    expect(before.count!.value).toBe(expected);
    expect(before.count!.text).toMatch(
      expected === 1
        ? /^1 Bestellung wartet auf die Unterschrift$/
        : expected === 0
          ? /^Keine Bestellung/
          : new RegExp(`^${expected} Bestellungen warten auf die Unterschrift$`),
    );
    // Another ISP counts only its own.
    const other = (await tiles(isp2)).tiles.find((tile) => tile.id === 'order-connection')!;
    expect(other.count!.value).toBe(await upstreamCount(`cos_accountid eq 'isp-0002' and cos_statekey eq 'submitted'`));

    const free = await portal.upstreamSend('GET', `/crm/cids?$top=40&$orderby=cos_cid desc&$filter=${encodeURIComponent('cos_status eq 181510001')}`);
    const cid = (free.body.value as Array<{ cos_cid: string }>)[7]!.cos_cid;
    const submitted = await isp.graphql<{ submitOrder: { ok: boolean } }>(`mutation S($input: OrderInput!) { submitOrder(input: $input) { ok } }`, {
      input: orderInput(cid),
    });
    expect(submitted.data!.submitOrder.ok).toBe(true);
    expect((await tiles(isp)).tiles.find((tile) => tile.id === 'order-connection')!.count!.value).toBe(expected + 1);
  });

  it('puts numbers only on the tiles the viewer sees, with the rules of their lists', async () => {
    const viewer = await tiles(pmo);
    const ids = viewer.tiles.map((tile) => tile.id);
    expect(ids).not.toContain('order-connection');
    const pans = viewer.tiles.find((tile) => tile.id === 'pan-bau')!;
    // The PMO's step: grant a requested Freigabe (1) or complete a granted one (2).
    const list = await pmo.graphql<{ pans: { pageInfo: { totalCount: number } } }>(
      `query { pans(view: PAN_BAU, filter: { acknowledgementStates: [1, 2] }, page: { first: 1 }) { pageInfo { totalCount } } }`,
      {},
    );
    expect(list.errors).toBeUndefined();
    expect(pans.count!.value).toBe(list.data!.pans.pageInfo.totalCount);
    expect(pans.count!.value).toBeGreaterThan(0);
    expect(pans.count!.text).toBe(`${pans.count!.value} PANs warten auf Ihre Freigabe`);
    // Tiles without a declared count have none.
    expect(viewer.tiles.find((tile) => tile.id === 'outages')!.count).toBeNull();
  });

  it('leaves a tile without its number when its source fails, and answers the rest of the page', async () => {
    cache.clear();
    portal.upstream.faults.set([{ pathPrefix: '/crm/orders', mode: 'fail', times: 20 }]);
    try {
      const viewer = await tiles(isp);
      expect(viewer.greeting).toBe('Willkommen im ISP-Portal!');
      expect(viewer.tiles.find((tile) => tile.id === 'order-connection')!.count).toBeNull();
      expect(viewer.tiles.find((tile) => tile.id === 'tickets')!.count).not.toBeNull();
    } finally {
      portal.upstream.faults.set([]);
    }
  });
});
