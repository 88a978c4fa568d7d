/**
 * What the parents of the PAN types really are (wired in `codegen.ts`): a PAN or house
 * connection of pm, mapped once, with the view (PAN-Bau or HA-Bau) it is shown in. The
 * firms' names, the acknowledgement history, the actions the user may take and the
 * material names are resolved per request. Below the types, the mapping from pm's rows.
 */
import type { PmAcknowledgement, PmHouseConnection, PmPan } from '../../sources/pm-pans-client';
import type { PanAssignment } from '../common/data-scope';
import type { PostalAddress } from '../common/models';
import { ackLabel } from './pans.acknowledgement-rules';

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

const stateValue = (key: string, label: string | null | undefined) => ({ key, label: label ?? key });

/** The acknowledgement state of a PAN in a view (PAN-Bau and HA-Bau acknowledge apart). */
export function ackStateOf(raw: PmPan, view: ConstructionView): number | null {
  return view === 'PAN_BAU' ? raw.ack_state : raw.ack_state_ha;
}

/** pm's PAN as `Pan` in one view. */
export function toPan(raw: PmPan, view: ConstructionView): Pan {
  const state = ackStateOf(raw, view);
  const mainId = raw.bau_main_accountid ?? null;
  return {
    id: raw.aan_pan,
    aan: raw.aan,
    panNumber: raw.pan_no,
    area: { place: raw.area.place ?? null, postcode: raw.area.postcode ?? null, region: raw.area.region ?? null, streets: raw.area.streets ?? [] },
    view,
    constructionState: stateValue(raw.construction_state, raw.construction_state_label),
    plannedCompletion: raw.planned_completion ?? null,
    completedAt: raw.completed_at ?? null,
    mainContractor: mainId === null ? null : { accountId: mainId, name: raw.bau_main_name ?? mainId },
    locationCount: raw.location_count,
    houseConnections: raw.hc_total,
    completedHouseConnections: raw.hc_completed,
    completedShare: raw.hc_completed_share,
    acknowledgement: { state, label: ackLabel(state) },
    modifiedAt: raw.modifiedon ?? null,
    assignment: { bau_main_accountid: mainId, bau_ha_accountids: raw.bau_ha_accountids ?? [] },
  };
}

/** pm's house connection as `HouseConnection`; whether the viewer may document material is decided by the service. */
export function toHouseConnection(raw: PmHouseConnection, canEditMaterial: boolean): HouseConnection {
  const firmId = raw.bau_ha_accountid ?? null;
  return {
    cid: raw.cid,
    panId: raw.aan_pan,
    locationId: raw.locationid ?? null,
    address: {
      street: raw.address.street ?? null,
      houseNumber: raw.address.housenumber ?? null,
      unit: raw.address.unit ?? null,
      postcode: raw.address.postcode ?? null,
      place: raw.address.place ?? null,
      region: null,
    },
    constructionState: stateValue(raw.construction_state, raw.construction_state_label),
    firm: firmId === null ? null : { accountId: firmId, name: raw.bau_ha_name ?? firmId },
    plannedDate: raw.planned_date ?? null,
    completedAt: raw.completed_at ?? null,
    material: {
      cable: raw.material.cable,
      rack: raw.material.rack,
      colour: raw.material.colour,
      documentedBy: raw.material.documented_by ?? null,
      documentedAt: raw.material.documented_at ?? null,
    },
    canEditMaterial,
    modifiedAt: raw.modified_at ?? null,
  };
}

export interface AcknowledgementEntry {
  id: string;
  sequence: number;
  fromState: number | null;
  state: number;
  label: string;
  by: { userId: string | null; name: string | null; accountId: string | null; type: string | null };
  reason: string | null;
  at: string;
}

/** One step of a PAN's acknowledgement history. */
export function toAcknowledgementEntry(raw: PmAcknowledgement): AcknowledgementEntry {
  return {
    id: raw.id,
    sequence: raw.seq,
    fromState: raw.from_state,
    state: raw.state,
    label: raw.state_label ?? ackLabel(raw.state),
    by: { userId: raw.by.userid ?? null, name: raw.by.name ?? null, accountId: raw.by.accountid ?? null, type: raw.by.type ?? null },
    reason: raw.reason ?? null,
    at: raw.at,
  };
}
