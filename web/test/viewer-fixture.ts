import type { BootViewer } from '../src/app/boot';

type NavItem = { id: string; label: string; route: string; icon?: string | null; description?: string | null };
type Screen = { id: string; route: string; kind: string; title: string; public?: boolean; definition?: unknown };

/** Adds the `__typename` Apollo's cache writes and reads; the generated types leave it out. */
export const typed = <T extends object>(typename: string, value: T): T => ({ __typename: typename, ...value });
const navItem = (item: NavItem) => typed('NavItem', { icon: null, description: null, ...item });
export const routeDescriptor = (screen: Screen) => typed('RouteDescriptor', { public: false, ...screen });

/** A viewer as the boot query returns it; defaults describe a pmo user in the test environment. */
export function viewerFixture(
  overrides: {
    user?: Partial<BootViewer['user']>;
    menu?: NavItem[];
    tiles?: NavItem[];
    releaseNotes?: NavItem | null;
    banners?: Array<Partial<BootViewer['banners'][number]> & { id: string }>;
    routes?: Screen[];
    environment?: string;
    showHeader?: boolean;
    canSwitchAccount?: boolean;
    /** The admin account a switched superadmin acts as. */
    actingAs?: { userId: string; name: string | null; email: string | null; type: string; accountId: string | null } | null;
    greeting?: string;
    /** The rules version the viewer was computed from (`Viewer.rulesVersion`). */
    rulesVersion?: string;
  } = {},
): BootViewer {
  return typed('Viewer', {
    rulesVersion: overrides.rulesVersion ?? '1-0000000000000000',
    environment: overrides.environment ?? 'test',
    showHeader: overrides.showHeader ?? true,
    canSwitchAccount: overrides.canSwitchAccount ?? false,
    actingAs: overrides.actingAs ? typed('AdminAccount', overrides.actingAs) : null,
    greeting: overrides.greeting ?? 'Willkommen im CID-Portal!',
    user: typed('PortalUser', {
      userId: 'u-pmo',
      name: 'Lukas Steiner',
      email: 'user.pmo@example.at',
      accountId: 'pmo-0001',
      type: 'pmo',
      ...overrides.user,
    }),
    menu: (
      overrides.menu ?? [
        { id: 'dashboard', label: 'Dashboard', route: '/' },
        { id: 'pan-bau', label: 'PAN-Bau', route: '/pans' },
        { id: 'ha-bau', label: 'HA-Bau', route: '/pans-branch' },
        { id: 'cid-search', label: 'CID', route: '/cids-search' },
        { id: 'tickets', label: 'Tickets', route: '/tickets' },
      ]
    ).map(navItem),
    tiles: (
      overrides.tiles ?? [
        { id: 'pan-bau', label: 'PAN-Bau', route: '/pans' },
        { id: 'ha-bau', label: 'HA-Bau', route: '/pans-branch' },
        { id: 'cid-search', label: 'CID', route: '/cids-search' },
        { id: 'tickets', label: 'Tickets', route: '/tickets' },
        { id: 'outages', label: 'Ausfallhistorie', route: '/outages' },
      ]
    ).map(navItem),
    releaseNotes:
      overrides.releaseNotes === undefined
        ? navItem({ id: 'releases-sca', label: 'Release Notes', route: '/releases-sca' })
        : overrides.releaseNotes && navItem(overrides.releaseNotes),
    banners: (overrides.banners ?? []).map((banner) =>
      typed('OutageBanner', { kind: 'Störung', colour: 'red', title: 'Ausfall', startTime: null, endTime: null, reason: null, ...banner }),
    ),
    routes: (
      overrides.routes ?? [
        { id: 'pan-bau', route: '/pans', kind: 'list', title: 'PAN-Bau' },
        { id: 'tickets', route: '/tickets', kind: 'list', title: 'Tickets' },
        { id: 'ticket-details', route: '/tickets/:ticketnumber', kind: 'detail', title: 'Ticketdetails' },
      ]
    ).map(routeDescriptor),
  });
}
