/**
 * What the parents of the PAN types really are (wired in `codegen.ts`): a PAN or house
 * connection of pm, mapped once, with the view (PAN-Bau or HA-Bau) it is shown in. The
 * firms' names, the acknowledgement history, the actions the user may take and the
 * material names are resolved per request.
 */
import type { PanAssignment } from '../common/data-scope';
import type { PostalAddress } from '../common/models';

export type ConstructionView = 'PAN_BAU' | 'HA_BAU';

export interface StateValue {
  key: string;
  label: string;
}

export interface AcknowledgementState {
  state: number | null;
  label: string;
}

/** `Pan`: pm's PAN in one view; `houseConnectionFirms`, `acknowledgementHistory` and `allowedActions` are resolvers. */
export interface Pan {
  id: string;
  aan: string;
  panNumber: number;
  area: { place: string | null; postcode: string | null; region: string | null; streets: string[] };
  view: ConstructionView;
  constructionState: StateValue;
  plannedCompletion: string | null;
  completedAt: string | null;
  mainContractor: { accountId: string; name: string } | null;
  locationCount: number;
  houseConnections: number;
  completedHouseConnections: number;
  completedShare: number;
  acknowledgement: AcknowledgementState;
  modifiedAt: string | null;
  /** Who is assigned: decides visibility and who may request approval. */
  assignment: PanAssignment & { bau_ha_accountids: string[] };
}

/** `HouseConnection`: pm's house connection; `documentation` (material names) is a resolver. */
export interface HouseConnection {
  cid: string;
  panId: string;
  locationId: string | null;
  address: PostalAddress;
  constructionState: StateValue;
  firm: { accountId: string; name: string } | null;
  plannedDate: string | null;
  completedAt: string | null;
  /** Material code ids as pm stores them (groups 1, 2, 3). */
  material: { cable: number | null; rack: number | null; colour: number | null; documentedBy: string | null; documentedAt: string | null };
  canEditMaterial: boolean;
  modifiedAt: string | null;
}
