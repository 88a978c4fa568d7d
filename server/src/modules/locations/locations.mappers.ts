/**
 * What the parents of the location types really are (wired in `codegen.ts`). A location's
 * CIDs and the lookups of the details page (house connection, PAN, products, orders,
 * accounts) are resolved per request through DataLoaders, from the ids kept here.
 */
import { FORMATTED } from '../../sources';
import type { CrmAddressLocation } from '../../sources/crm-orders-client';
import type { DataScope } from '../common/data-scope';
import type { OptionValue, PostalAddress } from '../common/models';

/** `Location`: the CRM row's fields, mapped once. */
export interface Location {
  id: string;
  address: PostalAddress;
  label: string;
  buildingType: OptionValue | null;
  units: number | null;
  floors: number | null;
  connectionStatus: OptionValue | null;
  constructionState: OptionValue | null;
  aan: string | null;
  panId: string | null;
  fibreTerminationPoint: string | null;
  cidCount: number | null;
  hasOwnConnection: boolean;
  /** Whose view this is: decides which CIDs `cids` shows. */
  scope: DataScope;
}

/** `LocationCid`. */
export interface LocationCid {
  id: string;
  unit: string | null;
  status: OptionValue;
  orderable: boolean;
  own: boolean;
  ontSerial: string | null;
}

/** `LocationDetails`: the CID of the page and its building; the rest is looked up on demand. */
export interface LocationDetails {
  cid: LocationCid;
  location: Location;
  panId: string | null;
  orderable: boolean;
  notOrderableReason: string | null;
}

// Reading the CRM's shape

function optionOf(value: number | null | undefined, label: string | null | undefined): OptionValue | null {
  return value === null || value === undefined ? null : { value, label: label ?? String(value) };
}

export function addressLabel(address: { street: string | null; houseNumber: string | null; postcode: string | null; place: string | null }): string {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const place = [address.postcode, address.place].filter(Boolean).join(' ');
  return [street, place].filter((part) => part !== '').join(', ');
}

export function toLocation(scope: DataScope, raw: CrmAddressLocation): Location {
  const address = {
    street: raw.cos_street ?? null,
    houseNumber: raw.cos_housenumber ?? null,
    unit: null,
    postcode: raw.cos_postcode ?? null,
    place: raw.cos_place ?? null,
    region: raw.cos_region ?? null,
  };
  return {
    id: raw.cos_locationid,
    address,
    label: addressLabel(address),
    buildingType: optionOf(raw.cos_buildingtype, raw[`cos_buildingtype${FORMATTED}`]),
    units: raw.cos_units ?? null,
    floors: raw.cos_floors ?? null,
    connectionStatus: optionOf(raw.cos_connectionstatus, raw[`cos_connectionstatus${FORMATTED}`]),
    constructionState: optionOf(raw.cos_constructionstate, raw[`cos_constructionstate${FORMATTED}`]),
    aan: raw.cos_aan ?? null,
    panId: raw.cos_aan_pan ?? null,
    fibreTerminationPoint: raw.cos_ftp ?? null,
    cidCount: raw.cos_cidcount ?? null,
    hasOwnConnection: scope.kind === 'isp' && scope.accountId !== null && (raw.cos_accountids ?? []).includes(scope.accountId),
    scope,
  };
}
