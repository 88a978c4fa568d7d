/**
 * Data isolation (DESIGN.md §8), decided once per user and applied by every domain
 * service on every query and mutation:
 *
 * - isp users (and users without a type, who count as isp) see only the CIDs and tickets
 *   of their own accountid; without an accountid they see none;
 * - construction firms (baufirma, bau-main) see only the PANs and house connections
 *   assigned to their account (the PAN's general contractor or one of its house-connection
 *   firms, as pm's `accountid` filter means it);
 * - every other type is internal and sees all.
 *
 * A row outside the scope is treated as missing (NOT_FOUND, never found by a search), so
 * ids of other accounts cannot be probed.
 */
import type { GraphQLContext, SessionUser } from '../../graphql/context';
import { odataString } from '../../sources';
import { domainSources } from '../../sources/domain-sources';
import { effectiveType } from '../navigation';

export type DataScope =
  { kind: 'isp'; accountId: string | null } | { kind: 'firm'; accountId: string | null; type: 'baufirma' | 'bau-main' } | { kind: 'internal' };

export const CONSTRUCTION_FIRM_TYPES = ['baufirma', 'bau-main'] as const;

export function dataScopeOf(viewer: Pick<SessionUser, 'type' | 'role' | 'accountId'>): DataScope {
  const type = effectiveType(viewer);
  const accountId = viewer.accountId !== null && viewer.accountId.trim() !== '' ? viewer.accountId : null;
  if (type === 'isp') return { kind: 'isp', accountId };
  if (type === 'baufirma' || type === 'bau-main') return { kind: 'firm', accountId, type };
  return { kind: 'internal' };
}

/** Whether the scope may see CID and ticket data of `accountId` (the ISP of the row). */
export function seesIspAccount(scope: DataScope, accountId: string | null | undefined): boolean {
  if (scope.kind !== 'isp') return true;
  return scope.accountId !== null && accountId === scope.accountId;
}

/** What pm knows of a PAN's assignment. */
export interface PanAssignment {
  bau_main_accountid?: string | null;
  bau_ha_accountids?: readonly string[] | null;
}

/** Whether `accountId` is assigned to the PAN: its general contractor or one of its house-connection firms. */
export function isAssignedToPan(pan: PanAssignment, accountId: string | null): boolean {
  if (accountId === null) return false;
  return pan.bau_main_accountid === accountId || (pan.bau_ha_accountids ?? []).includes(accountId);
}

/** Whether the scope may see PAN data (construction firms: only their PANs). */
export function seesPan(scope: DataScope, pan: PanAssignment): boolean {
  return scope.kind !== 'firm' || isAssignedToPan(pan, scope.accountId);
}

/** Whether the scope may see a house connection: its own firm, or the general contractor of its PAN. */
export function seesHouseConnection(scope: DataScope, houseConnection: { bau_ha_accountid?: string | null }, pan: PanAssignment | null): boolean {
  if (scope.kind !== 'firm') return true;
  if (scope.accountId === null) return false;
  return houseConnection.bau_ha_accountid === scope.accountId || pan?.bau_main_accountid === scope.accountId;
}

/** The PANs assigned to a construction firm's account (one pm call per request); [] for everyone else. */
export async function firmPanIds(context: Pick<GraphQLContext, 'upstream'>, scope: DataScope): Promise<string[]> {
  if (scope.kind !== 'firm' || scope.accountId === null) return [];
  return domainSources(context.upstream).loaders.panIdsOfFirm.load(scope.accountId);
}

/**
 * For a construction firm, the OData condition that keeps only rows of its PANs (column
 * `cos_aan_pan` of CRM CIDs and locations); `false` when the firm has no PAN (nothing
 * matches), null for every other scope (no narrowing by PAN).
 */
export function firmPanCondition(scope: DataScope, firmPans: readonly string[]): string | false | null {
  if (scope.kind !== 'firm') return null;
  if (scope.accountId === null || firmPans.length === 0) return false;
  return `cos_aan_pan in (${firmPans.map(odataString).join(',')})`;
}
