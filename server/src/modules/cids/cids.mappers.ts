/**
 * What the parents of the CID types really are (wired in `codegen.ts`): the CID as read
 * from the CRM, mapped once. Service states, house connection, PAN, building, ONT swaps
 * and tickets are resolved per request through DataLoaders, from `id`, `locationId` and
 * `panId`. Below the types, the mapping from the rows of the CRM and speed.
 */
import { FORMATTED } from '../../sources';
import type { CrmCid, CrmLocation, CrmOntSwap } from '../../sources/crm-cids-client';
import type { CrmOrder } from '../../sources/crm-orders-client';
import type { SpeedCidServiceState } from '../../sources/speed-service-states-client';
import type { OptionValue, PostalAddress } from '../common/models';
import { productsOf } from '../common/products';
import type { ServiceState } from '../reference';

export interface CidProduct {
  id: string;
  name: string;
}

export interface CidContract {
  account: { accountId: string; name: string } | null;
  mainProduct: CidProduct | null;
  addOnProducts: CidProduct[];
  startDate: string | null;
  termMonths: number | null;
  minimumTermEnd: string | null;
  orderReference: string | null;
  connectedAt: string | null;
  terminatedAt: string | null;
}

/** `Cid`: the CRM row's fields; the batched lookups are resolvers. */
export interface Cid {
  id: string;
  status: OptionValue;
  address: PostalAddress;
  locationId: string | null;
  aan: string | null;
  panId: string | null;
  ontSerial: string | null;
  account: { accountId: string; name: string } | null;
  mainProduct: CidProduct | null;
  addOnProducts: CidProduct[];
  connectedAt: string | null;
  terminatedAt: string | null;
  modifiedAt: string | null;
  contract: CidContract;
}

/** The CRM option set `cos_status` of CIDs, in its order (README of the upstream). */
export const CID_STATUSES: readonly OptionValue[] = [
  { value: 181510000, label: 'Geplant' },
  { value: 181510001, label: 'Verfügbar' },
  { value: 181510002, label: 'Bestellt' },
  { value: 181510003, label: 'In Herstellung' },
  { value: 181510004, label: 'Aktiv' },
  { value: 181510005, label: 'Gekündigt' },
];

/** Start plus term, on the same day of the month (or the month's last day). */
export function minimumTermEnd(start: string | null | undefined, termMonths: number | null | undefined): string | null {
  if (!start || !termMonths) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(start);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1 + termMonths;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(Number(match[3]), lastDay))).toISOString().slice(0, 10);
}

/** The CRM's CID as `Cid`, its contract included. */
export function toCid(raw: CrmCid): Cid {
  const accountId = raw.cos_accountid ?? null;
  const account = accountId === null ? null : { accountId, name: raw[`cos_accountid${FORMATTED}`] ?? accountId };
  const mainProductId = raw.cos_mainproductid ?? null;
  const mainProduct = mainProductId === null ? null : { id: mainProductId, name: raw[`cos_mainproductid${FORMATTED}`] ?? mainProductId };
  const addOnProducts = productsOf(raw.cos_addonproductids, raw[`cos_addonproductids${FORMATTED}`]);
  const connectedAt = raw.cos_connectedon ?? null;
  const terminatedAt = raw.cos_terminatedon ?? null;
  const statusLabel = raw[`cos_status${FORMATTED}`] ?? CID_STATUSES.find((status) => status.value === raw.cos_status)?.label ?? String(raw.cos_status);
  return {
    id: raw.cos_cid,
    status: { value: raw.cos_status, label: statusLabel },
    address: {
      street: raw.cos_street ?? null,
      houseNumber: raw.cos_housenumber ?? null,
      unit: raw.cos_unit ?? null,
      postcode: raw.cos_postcode ?? null,
      place: raw.cos_place ?? null,
      region: raw.cos_region ?? null,
    },
    locationId: raw.cos_locationid ?? null,
    aan: raw.cos_aan ?? null,
    panId: raw.cos_aan_pan ?? null,
    ontSerial: raw.cos_ontserial ?? null,
    account,
    mainProduct,
    addOnProducts,
    connectedAt,
    terminatedAt,
    modifiedAt: raw.modifiedon ?? null,
    contract: {
      account,
      mainProduct,
      addOnProducts,
      startDate: raw.cos_contractstart ?? null,
      termMonths: raw.cos_contractterm ?? null,
      minimumTermEnd: minimumTermEnd(raw.cos_contractstart, raw.cos_contractterm),
      orderReference: raw.cos_orderreference ?? null,
      connectedAt,
      terminatedAt,
    },
  };
}

/** The CID with the products and order number of its signed order, where the CID row lacks them. */
export function fromSignedOrder(cid: Cid, order: CrmOrder): Cid {
  const mainId = order.cos_mainproductid ?? null;
  const mainProduct = mainId === null ? null : { id: mainId, name: order[`cos_mainproductid${FORMATTED}`] ?? mainId };
  const addOnProducts = productsOf(order.cos_addonproductids, order[`cos_addonproductids${FORMATTED}`]);
  return {
    ...cid,
    mainProduct,
    addOnProducts,
    contract: {
      ...cid.contract,
      mainProduct,
      addOnProducts,
      termMonths: cid.contract.termMonths ?? order.cos_contractterm ?? null,
      orderReference: cid.contract.orderReference ?? order.cos_ordernumber,
    },
  };
}

export type BadgeTone = 'SUCCESS' | 'INFO' | 'WARNING' | 'DANGER' | 'NEUTRAL';

/** speed's state codes as badge colours. */
export const SERVICE_STATE_TONES: Readonly<Record<number, BadgeTone>> = { 100: 'SUCCESS', 200: 'INFO', 300: 'WARNING', 400: 'DANGER', 900: 'NEUTRAL' };

export const SERVICE_LABELS: Readonly<Record<string, string>> = { internet: 'Internet', voip: 'Telefonie', iptv: 'TV' };

const SERVICE_ORDER = ['internet', 'voip', 'iptv'];

export interface CidServiceState {
  service: string;
  serviceLabel: string;
  state: number;
  label: string;
  tone: BadgeTone;
  since: string | null;
}

/** speed's service states of a CID, in the order internet, telephony, TV, named from the state catalogue. */
export function toServiceStates(rows: readonly SpeedCidServiceState[], catalogue: readonly ServiceState[]): CidServiceState[] {
  const labelOf = (service: string, state: number) =>
    catalogue.find((entry) => entry.service === service && entry.state === state)?.label ??
    catalogue.find((entry) => entry.state === state)?.label ??
    `Status ${state}`;
  const rank = (service: string) => (SERVICE_ORDER.includes(service) ? SERVICE_ORDER.indexOf(service) : SERVICE_ORDER.length);
  return [...rows]
    .sort((a, b) => rank(a.service) - rank(b.service) || a.service.localeCompare(b.service))
    .map((row) => ({
      service: row.service,
      serviceLabel: SERVICE_LABELS[row.service] ?? row.service,
      state: row.state,
      label: labelOf(row.service, row.state),
      tone: SERVICE_STATE_TONES[row.state] ?? 'NEUTRAL',
      since: row.since ?? null,
    }));
}

export interface CidBuilding {
  locationId: string;
  address: PostalAddress;
  buildingType: OptionValue | null;
  units: number | null;
  floors: number | null;
  fibreTerminationPoint: string | null;
  accessNotes: string | null;
  connectionStatus: OptionValue | null;
  constructionState: OptionValue | null;
  latitude: number | null;
  longitude: number | null;
  cidCount: number | null;
}

function optionOf(value: number | null | undefined, label: string | null | undefined): OptionValue | null {
  return value === null || value === undefined ? null : { value, label: label ?? String(value) };
}

/** The CRM's location of a CID as its building. */
export function toBuilding(raw: CrmLocation): CidBuilding {
  return {
    locationId: raw.cos_locationid,
    address: {
      street: raw.cos_street ?? null,
      houseNumber: raw.cos_housenumber ?? null,
      unit: null,
      postcode: raw.cos_postcode ?? null,
      place: raw.cos_place ?? null,
      region: raw.cos_region ?? null,
    },
    buildingType: optionOf(raw.cos_buildingtype, raw[`cos_buildingtype${FORMATTED}`]),
    units: raw.cos_units ?? null,
    floors: raw.cos_floors ?? null,
    fibreTerminationPoint: raw.cos_ftp ?? null,
    accessNotes: raw.cos_accessnotes ?? null,
    connectionStatus: optionOf(raw.cos_connectionstatus, raw[`cos_connectionstatus${FORMATTED}`]),
    constructionState: optionOf(raw.cos_constructionstate, raw[`cos_constructionstate${FORMATTED}`]),
    latitude: raw.cos_latitude ?? null,
    longitude: raw.cos_longitude ?? null,
    cidCount: raw.cos_cidcount ?? null,
  };
}

export interface OntSwap {
  id: string;
  oldSerial: string | null;
  newSerial: string | null;
  swappedBy: string | null;
  swappedByAccount: { accountId: string; name: string } | null;
  reason: string | null;
  swappedAt: string;
}

/** One ONT swap of the CRM's history. */
export function toOntSwap(raw: CrmOntSwap): OntSwap {
  const accountId = raw.cos_swappedbyaccountid ?? null;
  return {
    id: raw.cos_ontswapid,
    oldSerial: raw.cos_oldserial ?? null,
    newSerial: raw.cos_newserial ?? null,
    swappedBy: raw.cos_swappedby ?? null,
    swappedByAccount: accountId === null ? null : { accountId, name: raw[`cos_swappedbyaccountid${FORMATTED}`] ?? accountId },
    reason: raw.cos_reason ?? null,
    swappedAt: raw.cos_swappedon,
  };
}
