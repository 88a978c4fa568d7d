/**
 * The way back above a record (issue 17: orientation): named like the list's menu entry, to
 * the list as the user left it (filters, sort, page), from the address the record was opened
 * from or, after that entry is gone, from what the list last had in this browser tab.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { originFromState, originState, rememberList, sameList, withRememberedQuery } from '../list-origin';
import { breadcrumbs } from './screen-header';

const TITLES: Record<string, string> = { '/locations': 'HA-Bestellung', '/tickets': 'Tickets', '/pans': 'PAN-Bau' };
const titleOf = (target: string) => TITLES[target.split('?')[0] ?? ''] ?? null;

afterEach(() => window.sessionStorage.clear());

describe('breadcrumbs', () => {
  it("name the list by its title for the user's type, not by a label of the definition", () => {
    expect(breadcrumbs('/locations', undefined, null, titleOf)).toEqual([{ to: '/locations', label: 'HA-Bestellung' }]);
    expect(breadcrumbs('/pans', 'Zurück zu PAN-Bau', null, titleOf)).toEqual([{ to: '/pans', label: 'PAN-Bau' }]);
  });

  it('add the tab a backLink names (the order overview: HA-Bestellung › Bestellungen)', () => {
    expect(breadcrumbs('/locations?tab=order', 'Bestellungen', null, titleOf)).toEqual([
      { to: '/locations', label: 'HA-Bestellung' },
      { to: '/locations?tab=order', label: 'Bestellungen' },
    ]);
  });

  it('keep the filters, sort and page the list last had in this browser tab, for the same tab only', () => {
    rememberList('/tickets', '?status=1&sort=created&page=3');
    expect(breadcrumbs('/tickets', undefined, null, titleOf)).toEqual([{ to: '/tickets?status=1&sort=created&page=3', label: 'Tickets' }]);
    rememberList('/locations', '?tab=order&state=SIGNED');
    expect(withRememberedQuery('/locations?tab=order')).toBe('/locations?tab=order&state=SIGNED');
    // The first tab's way back does not lead into the orders tab.
    expect(withRememberedQuery('/locations')).toBe('/locations');
  });

  it('lead to the exact list a record was opened from, also one without backLink (a CID from the CID search)', () => {
    const origin = originFromState(originState({ to: '/cids-search?postcode=3500&page=2', label: 'CID-Suche' }));
    expect(breadcrumbs(null, undefined, origin, titleOf)).toEqual([{ to: '/cids-search?postcode=3500&page=2', label: 'CID-Suche' }]);
    const fromOrders = originFromState(originState({ to: '/locations?tab=order&cid=CID-000123', label: 'HA-Bestellung', tab: 'Bestellungen' }));
    expect(breadcrumbs('/locations', undefined, fromOrders, titleOf)).toEqual([
      { to: '/locations', label: 'HA-Bestellung' },
      { to: '/locations?tab=order&cid=CID-000123', label: 'Bestellungen' },
    ]);
    // Another list's address does not replace the backLink.
    expect(breadcrumbs('/tickets', undefined, origin, titleOf)).toEqual([{ to: '/tickets', label: 'Tickets' }]);
  });

  it('ignore a history state that is not an origin', () => {
    expect(originFromState(null)).toBeNull();
    expect(originFromState({ listOrigin: { to: 'https://evil.example/', label: 'x' } })).toBeNull();
    expect(sameList('/locations?tab=order&q=1', '/locations?tab=order')).toBe(true);
    expect(sameList('/locations?q=1', '/locations?tab=order')).toBe(false);
  });
});
