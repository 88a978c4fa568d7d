/**
 * Issue 20, budgets that cannot regress unnoticed (no time is measured, so they are
 * deterministic): the upstream calls each menu screen's data costs, cold and within the
 * cache TTL, and the bytes of the boot answer every page load starts with. The operations
 * are the web client's own persisted documents, with the variables its lists send first.
 *
 * The ceilings are today's figures; a change that lowers one should lower its ceiling here.
 * Lists are not cached in the BFF (a changed row would show stale), so opening a list again
 * costs what it cost the first time; reference lists and the outage feed are cached.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortalUnderTest } from './portal';
import { sharedPortal } from './shared-portal';
import type { TestClient } from './http-client';

const persisted = JSON.parse(readFileSync(new URL('../../web/src/gql/persisted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;

/** The client's document of operation `name`. */
function operation(name: string): string {
  const text = Object.values(persisted).find((document) => new RegExp(`^(query|mutation) ${name}\\b`).test(document));
  if (text === undefined) throw new Error(`the web client has no operation ${name}`);
  return text;
}

interface ScreenBudget {
  user: string;
  screen: string;
  operation: string;
  variables: Record<string, unknown>;
  /** Upstream calls on a cold cache, and when the same user opens the screen again. */
  cold: number;
  again: number;
}

const SCREENS: ScreenBudget[] = [
  // The page of locations and their CIDs (one call for all rows).
  { user: 'user.isp', screen: '/locations', operation: 'LocationList', variables: { first: 20 }, cold: 2, again: 2 },
  { user: 'user.isp', screen: '/tickets', operation: 'TicketList', variables: { first: 20 }, cold: 1, again: 1 },
  // The PANs and their acknowledgements (one call for all rows).
  { user: 'user.pmo', screen: '/pans', operation: 'PanList', variables: { view: 'PAN_BAU', first: 20 }, cold: 2, again: 2 },
  { user: 'user.pmo', screen: '/cids-search', operation: 'CidList', variables: { first: 20 }, cold: 1, again: 1 },
];

/**
 * Bytes of `PortalBoot` for a signed-in ISP user: 12.5 KB when it carried every screen
 * definition, 4,275 bytes since it carries only the route table (issue 19), with the
 * dashboard's counts, and 5,293 bytes with the demo's four current outage banners (issue 18);
 * the ceiling leaves room for a few more menu entries or banners, not for definitions.
 */
const BOOT_BYTES_CEILING = 6 * 1024;

describe('budgets per screen (issue 20)', () => {
  let portal: PortalUnderTest;
  const clients = new Map<string, TestClient>();

  beforeAll(async () => {
    // Long TTLs and deadlines: this counts calls; a burst on a busy machine must not span two TTLs.
    portal = await sharedPortal({ settings: { REFERENCE_CACHE_TTL_SEC: 600, OUTAGE_CACHE_TTL_SEC: 600, UPSTREAM_READ_TIMEOUT_MS: 30_000 } });
    for (const user of new Set(SCREENS.map((s) => s.user))) clients.set(user, await portal.signIn(user));
  }, 300_000);

  it.each(SCREENS)(
    '$screen ($operation as $user): at most $cold upstream calls cold, $again again',
    async ({ user, operation: name, variables, cold, again }) => {
      const client = clients.get(user)!;
      const counts: number[] = [];
      for (let i = 0; i < 2; i++) {
        portal.upstream.calls.reset();
        const response = await client.graphql(operation(name), variables);
        expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
        counts.push(portal.upstream.calls.count());
      }
      expect(counts[0], `cold: ${JSON.stringify(portal.upstream.calls.log().map((c) => c.path))}`).toBeLessThanOrEqual(cold);
      expect(counts[1], 'again, within the TTL').toBeLessThanOrEqual(again);
    },
  );

  it(`PortalBoot stays under ${BOOT_BYTES_CEILING} bytes`, async () => {
    const client = clients.get('user.isp')!;
    const response = await client.request({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', rid: 'anti-csrf' },
      payload: JSON.stringify({ query: operation('PortalBoot') }),
    });
    expect(response.statusCode).toBe(200);
    expect(Buffer.byteLength(response.body)).toBeLessThanOrEqual(BOOT_BYTES_CEILING);
  });
});
