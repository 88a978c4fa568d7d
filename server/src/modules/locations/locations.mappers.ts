/**
 * What the parents of the location types really are (wired in `codegen.ts`). A location's
 * CIDs and the lookups of the details page (house connection, PAN, products, orders,
 * accounts) are resolved per request through DataLoaders, from the ids kept here.
 */
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
