/**
 * Deterministic seed data. Everything here is a pure function of the seed: no clock, no
 * Math.random. Relations are built top-down (place -> AAN -> PAN -> location -> CID ->
 * house connection, order, ticket) so they are consistent by construction.
 */
import {
  ACCOUNTS,
  BUILDING_TYPE,
  CID_STATUS,
  CHARGE_TYPE,
  CONNECTION_STATUS,
  INCIDENT_STATE,
  INCIDENT_STATUS_CODES,
  ISP_WEIGHTS,
  LOCATION_CONSTRUCTION,
  MATERIAL_CODES,
  ORDER_STATE,
  OUTAGE_REASONS_STOERUNG,
  OUTAGE_REASONS_WARTUNG,
  OUTAGE_STATUS,
  OUTAGE_TYPE,
  PRODUCTS,
  PRODUCT_TYPE,
  RELEASE_NOTES,
  SUBJECTS,
} from './catalogues';
import { Rng } from './prng';
import type { TableName } from './schema';
import { DAY, HOUR, SEED_EPOCH, isoDate, isoSeconds } from './time';
import { ACCESS_NOTES, FEMALE_FIRST_NAMES, FIBRE_TERMINATION_POINTS, FIRST_NAMES, LAST_NAMES, PLACES, STREETS } from './wordlists';
import type { Place } from './wordlists';

export const DEFAULT_SEED = 20_260_601;

export type Row = Record<string, unknown>;
export type Dataset = Record<TableName, Row[]>;

/** How many PANs the places share; the place weights split it. */
const PAN_TARGET = 330;
const TICKET_COUNT = 5_200;
const BASE_OUTAGES = 260;
const HISTORY_START = Date.UTC(2021, 0, 1);
const TICKETS_START = Date.UTC(2024, 0, 1);

export interface AanInfo {
  aan: string;
  place: Place;
}

/** The AANs of the network, needed again when outages are generated after the seed. */
export function listAans(): AanInfo[] {
  const out: AanInfo[] = [];
  for (const place of PLACES) {
    const count = place.weight >= 8 ? 2 : 1;
    for (let i = 1; i <= count; i++) out.push({ aan: `${place.code}${String(i).padStart(2, '0')}`, place });
  }
  return out;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const emailLocal = (first: string, last: string) => `${slug(first)}.${slug(last)}`.replace(/-/g, '');

export function phone(rng: Rng): string {
  return `+43 ${rng.pick(['664', '676', '650', '699', '660'])} ${rng.int(100, 999)} ${pad(rng.int(0, 9999), 4)}`;
}

/**
 * The customer of an order for a drawn name: the salutation follows the first name, then a
 * birth date, an e-mail address and a mobile number (drawn in this order, which the seed
 * depends on). The seed's orders and the simulated activity's new ones both take it.
 */
export function orderCustomer(rng: Rng, first: string, last: string): Row {
  return {
    cos_customer_salutation: FEMALE_FIRST_NAMES.has(first) ? 'Frau' : 'Herr',
    cos_customer_firstname: first,
    cos_customer_lastname: last,
    cos_customer_birthdate: isoDate(Date.UTC(rng.int(1940, 2004), rng.int(0, 11), rng.int(1, 28))),
    cos_customer_email: `${emailLocal(first, last)}@example.at`,
    cos_customer_phone: phone(rng),
  };
}

/** 'ALCL' + 8 upper-case hex digits: the Nokia/Alcatel GPON serial form the portal validates. */
function ontSerial(rng: Rng, used: Set<string>): string {
  for (;;) {
    const serial = `ALCL${rng.hex(8).toUpperCase()}`;
    if (!used.has(serial)) {
      used.add(serial);
      return serial;
    }
  }
}

/** Uniform in [from, to), rounded to whole seconds. */
function between(rng: Rng, from: number, to: number): number {
  return Math.floor((from + rng.float() * Math.max(0, to - from)) / 1000) * 1000;
}

/** Later dates more likely: the network grew over the years. */
function skewedRecent(rng: Rng, from: number, to: number): number {
  return Math.floor((from + Math.sqrt(rng.float()) * Math.max(0, to - from)) / 1000) * 1000;
}

const accountsOfType = (type: string) => ACCOUNTS.filter((a) => a.type === type).map((a) => a.accountid);

type Weights<T> = readonly (readonly [T, number])[];
// Weight tables live here rather than inline: built once instead of once per generated row.
const CID_STATUS_WEIGHTS: Weights<number> = [
  [CID_STATUS.aktiv, 70],
  [CID_STATUS.verfuegbar, 15],
  [CID_STATUS.bestellt, 3],
  [CID_STATUS.inHerstellung, 4],
  [CID_STATUS.gekuendigt, 8],
];
const BUILDING_TYPE_WEIGHTS: Weights<number> = [
  [BUILDING_TYPE.efh, 78],
  [BUILDING_TYPE.mfh, 14],
  [BUILDING_TYPE.gewerbe, 5],
  [BUILDING_TYPE.landwirtschaft, 3],
];
const MAIN_PRODUCT_WEIGHTS: Weights<string> = PRODUCTS.filter((p) => p.type === PRODUCT_TYPE.main).map(
  (p) => [p.id, p.id === 'GF-75' ? 2 : p.id === 'GF-2500' ? 1 : p.id === 'GFB-1000' ? 3 : 10] as const,
);
const ADDON_CHANCES: Weights<string> = [
  ['AO-VOIP', 0.3],
  ['AO-TV', 0.15],
  ['AO-IP', 0.05],
  ['AO-MESH', 0.1],
];
const HC_IN_PROGRESS_WEIGHTS: Weights<string> = [
  ['geplant', 3],
  ['tiefbau', 3],
  ['hauseinfuehrung', 2],
  ['gespleisst', 2],
  ['blockiert', 1],
];
const INTERNET_STATE_WEIGHTS: Weights<number> = [
  [100, 95],
  [300, 3],
  [400, 2],
];
const OLD_TICKET_STATUS_WEIGHTS: Weights<number> = [
  [5, 80],
  [1000, 6],
  [6, 4],
  [1, 4],
  [2, 2],
  [3, 2],
  [4, 2],
];
const NEW_TICKET_STATUS_WEIGHTS: Weights<number> = [
  [1, 35],
  [2, 10],
  [3, 10],
  [4, 10],
  [5, 35],
];
const NOTE_COUNT_WEIGHTS: Weights<number> = [
  [0, 2],
  [1, 4],
  [2, 3],
  [3, 2],
  [4, 1],
];

interface CidGen {
  row: Row;
  status: number;
  accountid: string | null;
  connectedon: number | null;
  createdon: number;
  main: string | null;
  addons: string[];
  firm: string;
}

export function generateDataset(seed: number = DEFAULT_SEED): Dataset {
  const data: Dataset = {
    meta: [],
    accounts: [],
    pm_users: [],
    products: [],
    subjects: [],
    mat_codes: [],
    pans: [],
    pan_acks: [],
    locations: [],
    cids: [],
    house_connections: [],
    service_states: [],
    outages: [],
    incidents: [],
    annotations: [],
    orders: [],
    ontswaps: [],
    releasenotes: [],
  };
  const accountName = new Map(ACCOUNTS.map((a) => [a.accountid, a.name]));

  // Accounts and people
  {
    const rng = new Rng(seed, 'accounts');
    for (const a of ACCOUNTS) {
      const created = between(rng, Date.UTC(2019, 0, 1), Date.UTC(2021, 0, 1));
      data.accounts.push({
        accountid: a.accountid,
        name: a.name,
        cos_accounttype: a.type,
        emailaddress1: `office@${slug(a.name.split(' ')[0] ?? a.accountid)}.example.at`,
        telephone1: phone(rng),
        address1_line1: a.street,
        address1_postalcode: a.postcode,
        address1_city: a.city,
        createdon: isoSeconds(created),
        modifiedon: isoSeconds(created + rng.int(1, 400) * DAY),
      });
    }
  }
  const pmUsers: { id: string; name: string; type: string }[] = [];
  {
    const rng = new Rng(seed, 'pm-users');
    for (let i = 0; i < 12; i++) {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const type = i % 3 === 2 ? 'pm-am' : 'pmo';
      const id = rng.guid();
      pmUsers.push({ id, name: `${first} ${last}`, type });
      data.pm_users.push({
        id,
        email: `${emailLocal(first, last)}${i}@glasfaser-netz.example.at`,
        name: `${first} ${last}`,
        accountid: 'intern-0001',
        type,
        role: i === 0 ? 'admin' : 'user',
      });
    }
  }

  // Reference catalogues
  PRODUCTS.forEach((p, i) =>
    data.products.push({
      cos_productid: p.id,
      cos_name: p.name,
      cos_producttype: p.type,
      cos_description: p.description,
      cos_downloadmbit: p.down,
      cos_uploadmbit: p.up,
      cos_chargetype: p.charge ?? CHARGE_TYPE.monthly,
      // A one-time product has no monthly fee: its price is its one-time fee.
      cos_monthlyfee: p.charge === CHARGE_TYPE.oneTime ? null : p.fee,
      cos_setupfee: p.charge === CHARGE_TYPE.oneTime ? p.fee : (p.setup ?? null),
      cos_portalvisible: p.portal,
      state_sa: p.sa,
      state_cc: p.cc,
      state_isp: p.isp,
      cos_sortorder: i + 1,
    }),
  );
  const subjectIds = new Map<string, string>();
  {
    const rng = new Rng(seed, 'subjects');
    for (const s of SUBJECTS) subjectIds.set(s.key, rng.guid());
    SUBJECTS.forEach((s, i) =>
      data.subjects.push({
        subjectid: subjectIds.get(s.key),
        title: s.title,
        description: s.description,
        _parentsubject_value: s.parent ? subjectIds.get(s.parent) : null,
        cos_sortorder: i + 1,
      }),
    );
  }
  for (const m of MATERIAL_CODES) data.mat_codes.push({ ...m });
  {
    const rng = new Rng(seed, 'releasenotes');
    for (const r of RELEASE_NOTES) {
      data.releasenotes.push({
        cos_releasenoteid: rng.guid(),
        cos_audience: r.audience,
        cos_version: r.version,
        cos_releasedate: r.date,
        cos_title: r.title,
        cos_notes: r.notes,
      });
    }
  }

  // Network: AANs, PANs, locations, CIDs, house connections
  const aans = listAans();
  const bauMain = accountsOfType('bau-main');
  const bauHa = accountsOfType('baufirma');
  const totalWeight = PLACES.reduce((s, p) => s + p.weight, 0);
  const usedSerials = new Set<string>();
  const cids: CidGen[] = [];
  const netRng = new Rng(seed, 'network');
  let locationNo = 0;
  let cidNo = 0;

  for (const place of PLACES) {
    const placeAans = aans.filter((a) => a.place === place);
    const panCount = Math.max(1, Math.round((place.weight * PAN_TARGET) / totalWeight));
    const streetPool = netRng.sample(STREETS, Math.min(STREETS.length, panCount * 4));
    const nextNumber = new Map<string, number>();
    for (let k = 0; k < panCount; k++) {
      const aan = placeAans[k % placeAans.length]!.aan;
      const panNo = Math.floor(k / placeAans.length) + 1;
      const aanPan = `${aan}-P${pad(panNo, 2)}`;
      const streets = Array.from({ length: netRng.int(3, 5) }, (_, i) => streetPool[(k * 4 + i) % streetPool.length]!);
      const uniqueStreets = [...new Set(streets)];
      const state = netRng.weighted([
        ['abgeschlossen', 82],
        ['montage', 6],
        ['einblasen', 4],
        ['tiefbau', 4],
        ['genehmigung', 2],
        ['planung', 2],
      ] as const);
      const done = state === 'abgeschlossen';
      const panCreated = between(netRng, HISTORY_START - 400 * DAY, HISTORY_START + 900 * DAY);
      const completedAt = done ? between(netRng, panCreated + 120 * DAY, SEED_EPOCH - 60 * DAY) : null;
      const plannedCompletion = done ? completedAt! - netRng.int(0, 30) * DAY : SEED_EPOCH + netRng.int(30, 360) * DAY;
      const firmMain = netRng.weighted([
        [bauMain[0]!, 5],
        [bauMain[1]!, 3],
        [bauMain[2]!, 2],
      ]);
      // bau-0001 and bau-0002 are the demo firms; they get a large share of the PANs.
      const firstFirm = netRng.weighted(bauHa.map((id, i) => [id, i < 2 ? 4 : 1] as const));
      const firms = netRng.chance(0.35) ? [...new Set([firstFirm, netRng.pick(bauHa)])] : [firstFirm];
      const pm = netRng.pick(pmUsers);
      const pan: Row = {
        aan_pan: aanPan,
        aan,
        pan_no: panNo,
        place: place.name,
        postcode: place.postcode,
        region: place.region,
        streets: uniqueStreets,
        construction_state: state,
        planned_completion: isoDate(plannedCompletion),
        completed_at: completedAt === null ? null : isoSeconds(completedAt),
        bau_main_accountid: firmMain,
        bau_ha_accountids: firms,
        pm_userid: pm.id,
        ack_state: null,
        ack_state_ha: null,
        createdon: isoSeconds(panCreated),
        modifiedon: isoSeconds(completedAt ?? panCreated + 30 * DAY),
      };
      data.pans.push(pan);

      const panCids: CidGen[] = [];
      const locCount = netRng.int(45, 90);
      for (let l = 0; l < locCount; l++) {
        locationNo++;
        const street = netRng.pick(uniqueStreets);
        const n = (nextNumber.get(street) ?? 0) + 1;
        nextNumber.set(street, n);
        // Some plots are split: "12a" after "12".
        const housenumber = netRng.chance(0.05) ? `${n}a` : String(n);
        const btype = netRng.weighted(BUILDING_TYPE_WEIGHTS);
        const units = btype === BUILDING_TYPE.mfh ? netRng.int(2, 8) : btype === BUILDING_TYPE.gewerbe ? netRng.int(1, 3) : 1;
        const floors = btype === BUILDING_TYPE.mfh ? netRng.int(2, 6) : btype === BUILDING_TYPE.gewerbe ? netRng.int(1, 3) : netRng.int(1, 2);
        const locationid = `LOC-${pad(locationNo, 6)}`;
        const servable = !netRng.chance(0.06);
        const locCreated = panCreated + netRng.int(0, 60) * DAY;
        const locCids: CidGen[] = [];
        if (servable) {
          for (let u = 1; u <= units; u++) {
            cidNo++;
            const status = done ? netRng.weighted(CID_STATUS_WEIGHTS) : CID_STATUS.geplant;
            const hasAccount = status !== CID_STATUS.geplant && status !== CID_STATUS.verfuegbar;
            const accountid = hasAccount ? netRng.weighted(ISP_WEIGHTS) : null;
            const connected =
              status === CID_STATUS.aktiv || status === CID_STATUS.gekuendigt ? skewedRecent(netRng, completedAt! + 14 * DAY, SEED_EPOCH - 2 * DAY) : null;
            const terminated = status === CID_STATUS.gekuendigt ? between(netRng, connected! + 90 * DAY, SEED_EPOCH - DAY) : null;
            const main = hasAccount ? netRng.weighted(MAIN_PRODUCT_WEIGHTS) : null;
            const addons: string[] = [];
            if (hasAccount) for (const [id, p] of ADDON_CHANCES) if (netRng.chance(p)) addons.push(id);
            const serial = connected !== null ? ontSerial(netRng, usedSerials) : null;
            const term = netRng.pick([12, 24, 24, 36]);
            const cid = `CID-${pad(cidNo, 6)}`;
            const row: Row = {
              cos_cid: cid,
              cos_status: status,
              cos_locationid: locationid,
              cos_unit: units > 1 ? `Top ${u}` : null,
              cos_street: street,
              cos_housenumber: housenumber,
              cos_postcode: place.postcode,
              cos_place: place.name,
              cos_region: place.region,
              cos_aan: aan,
              cos_aan_pan: aanPan,
              cos_ontserial: serial,
              cos_accountid: accountid,
              cos_mainproductid: main,
              cos_addonproductids: addons.length ? addons.join(',') : null,
              cos_contractstart: connected !== null ? isoDate(connected) : null,
              cos_contractterm: hasAccount ? term : null,
              cos_orderreference: null,
              cos_connectedon: connected === null ? null : isoSeconds(connected),
              cos_terminatedon: terminated === null ? null : isoSeconds(terminated),
              createdon: isoSeconds(locCreated),
              modifiedon: isoSeconds(terminated ?? connected ?? locCreated),
            };
            const gen: CidGen = {
              row,
              status,
              accountid,
              connectedon: connected,
              createdon: locCreated,
              main,
              addons,
              firm: netRng.pick(firms),
            };
            locCids.push(gen);
            data.cids.push(row);
          }
        }
        const statuses = locCids.map((c) => c.status);
        const connection = !servable
          ? CONNECTION_STATUS.nichtVersorgbar
          : !done
            ? CONNECTION_STATUS.geplant
            : statuses.some((s) => s === CID_STATUS.aktiv || s === CID_STATUS.gekuendigt)
              ? CONNECTION_STATUS.angeschlossen
              : CONNECTION_STATUS.anschlussbereit;
        const currentAccounts = [
          ...new Set(
            locCids
              .filter((c) => c.status === CID_STATUS.aktiv || c.status === CID_STATUS.bestellt || c.status === CID_STATUS.inHerstellung)
              .map((c) => c.accountid!),
          ),
        ].sort();
        data.locations.push({
          cos_locationid: locationid,
          cos_street: street,
          cos_housenumber: housenumber,
          cos_postcode: place.postcode,
          cos_place: place.name,
          cos_region: place.region,
          cos_buildingtype: btype,
          cos_units: units,
          cos_floors: floors,
          cos_connectionstatus: connection,
          // Fixed up below once the house connections exist.
          cos_constructionstate: LOCATION_CONSTRUCTION.nichtBegonnen,
          cos_aan: aan,
          cos_aan_pan: aanPan,
          cos_ftp: servable ? netRng.pick(FIBRE_TERMINATION_POINTS) : null,
          cos_accessnotes: netRng.chance(0.3) ? netRng.pick(ACCESS_NOTES) : null,
          cos_latitude: Math.round((place.lat + (netRng.float() - 0.5) * 0.05) * 1e6) / 1e6,
          cos_longitude: Math.round((place.lon + (netRng.float() - 0.5) * 0.07) * 1e6) / 1e6,
          cos_accountids: currentAccounts,
          cos_cidcount: locCids.length,
          createdon: isoSeconds(locCreated),
          modifiedon: isoSeconds(locCids.reduce((m, c) => Math.max(m, c.connectedon ?? 0), locCreated)),
        });
        panCids.push(...locCids);
      }
      cids.push(...panCids);
    }
  }

  // House connections, service states, ONT swap history
  const hcByCid = new Map<string, Row>();
  {
    const rng = new Rng(seed, 'house-connections');
    const cable = MATERIAL_CODES.filter((m) => m.c_grp === 1).map((m) => m.c_id);
    const rack = MATERIAL_CODES.filter((m) => m.c_grp === 2 && m.c_name !== null).map((m) => m.c_id);
    const colour = MATERIAL_CODES.filter((m) => m.c_grp === 3 && m.c_name !== null).map((m) => m.c_id);
    const noRack = MATERIAL_CODES.find((m) => m.c_grp === 2 && m.c_name === null)!.c_id;
    const noColour = MATERIAL_CODES.find((m) => m.c_grp === 3 && m.c_name === null)!.c_id;
    for (const c of cids) {
      const cid = c.row.cos_cid as string;
      let state: string;
      switch (c.status) {
        case CID_STATUS.aktiv:
        case CID_STATUS.gekuendigt:
          state = 'fertig';
          break;
        case CID_STATUS.inHerstellung:
          state = rng.weighted(HC_IN_PROGRESS_WEIGHTS);
          break;
        case CID_STATUS.bestellt:
          state = rng.chance(0.5) ? 'geplant' : 'offen';
          break;
        default:
          state = 'offen';
      }
      const completed = state === 'fertig' ? c.connectedon! - rng.int(1, 10) * DAY : null;
      const documented = state === 'fertig' && !rng.chance(0.03);
      const planned = state === 'offen' ? null : state === 'fertig' ? completed! - rng.int(0, 5) * DAY : SEED_EPOCH + rng.int(3, 60) * DAY;
      const firmName = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
      const row: Row = {
        cid,
        aan_pan: c.row.cos_aan_pan,
        locationid: c.row.cos_locationid,
        construction_state: state,
        bau_ha_accountid: c.firm,
        planned_date: planned === null ? null : isoDate(planned),
        completed_at: completed === null ? null : isoSeconds(completed),
        mat_cable: documented ? rng.pick(cable) : null,
        mat_rack: documented ? (rng.chance(0.1) ? noRack : rng.pick(rack)) : null,
        mat_colour: documented ? (rng.chance(0.08) ? noColour : rng.pick(colour)) : null,
        documented_by: documented ? `${firmName} (${accountName.get(c.firm)})` : null,
        documented_at: documented ? isoSeconds(completed! + rng.int(1, 48) * HOUR) : null,
        modified_at: isoSeconds(completed ?? c.createdon),
      };
      hcByCid.set(cid, row);
      data.house_connections.push(row);

      if (c.status === CID_STATUS.aktiv) {
        const internet = rng.weighted(INTERNET_STATE_WEIGHTS);
        data.service_states.push({ cid, service: 'internet', state: internet, since: c.row.cos_connectedon });
        if (c.addons.includes('AO-VOIP')) data.service_states.push({ cid, service: 'voip', state: 100, since: c.row.cos_connectedon });
        if (c.addons.includes('AO-TV')) data.service_states.push({ cid, service: 'iptv', state: 100, since: c.row.cos_connectedon });
        if (rng.chance(0.05)) {
          // The current serial is the newest; older ones are made up and kept unique.
          const swaps = rng.int(1, 2);
          let at = c.connectedon!;
          const serials = [ontSerial(rng, usedSerials)];
          for (let s = 1; s < swaps; s++) serials.push(ontSerial(rng, usedSerials));
          serials.push(c.row.cos_ontserial as string);
          for (let s = 0; s < swaps; s++) {
            at = between(rng, at + DAY, Math.max(at + 2 * DAY, SEED_EPOCH - (swaps - s) * DAY));
            data.ontswaps.push({
              cos_ontswapid: rng.guid(),
              cos_cid: cid,
              cos_oldserial: serials[s],
              cos_newserial: serials[s + 1],
              cos_swappedby: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
              cos_swappedbyaccountid: rng.chance(0.5) ? c.firm : 'intern-0001',
              cos_reason: rng.pick(['ONT defekt', 'Blitzschaden', 'Gerätetausch auf neue Hardware', 'LOS-Alarm nach Stromausfall']),
              cos_swappedon: isoSeconds(at),
            });
          }
        }
      } else if (c.status === CID_STATUS.inHerstellung) {
        data.service_states.push({ cid, service: 'internet', state: 200, since: isoSeconds(SEED_EPOCH - rng.int(2, 30) * DAY) });
      } else if (c.status === CID_STATUS.gekuendigt) {
        data.service_states.push({ cid, service: 'internet', state: 900, since: c.row.cos_terminatedon });
      }
    }
  }

  // Location construction summary from its house connections
  {
    const stateByLocation = new Map<string, string[]>();
    for (const hc of data.house_connections) {
      const list = stateByLocation.get(hc.locationid as string) ?? [];
      list.push(hc.construction_state as string);
      stateByLocation.set(hc.locationid as string, list);
    }
    for (const loc of data.locations) {
      const states = stateByLocation.get(loc.cos_locationid as string) ?? [];
      loc.cos_constructionstate = states.includes('fertig')
        ? LOCATION_CONSTRUCTION.fertig
        : states.some((s) => s !== 'offen')
          ? LOCATION_CONSTRUCTION.inBau
          : LOCATION_CONSTRUCTION.nichtBegonnen;
    }
  }

  // Acknowledgement history per PAN, for PAN-Bau ('pan') and HA-Bau ('ha')
  {
    const rng = new Rng(seed, 'acknowledgements');
    let seq = 0;
    const hcDone = new Map<string, { total: number; done: number }>();
    for (const hc of data.house_connections) {
      const e = hcDone.get(hc.aan_pan as string) ?? { total: 0, done: 0 };
      e.total++;
      if (hc.construction_state === 'fertig') e.done++;
      hcDone.set(hc.aan_pan as string, e);
    }
    for (const pan of data.pans) {
      const state = pan.construction_state as string;
      const created = Date.parse(pan.createdon as string);
      const end = pan.completed_at ? Date.parse(pan.completed_at as string) : SEED_EPOCH - 5 * DAY;
      const plan = (scope: 'pan' | 'ha'): number[] => {
        if (scope === 'pan') {
          if (state === 'abgeschlossen') return rng.chance(0.2) ? [1, 3, 1, 2, 4] : [1, 2, 4];
          if (state === 'montage') return rng.pick([[1], [1, 2], [1, 3]]);
          return [];
        }
        if (state !== 'abgeschlossen') return [];
        const counts = hcDone.get(pan.aan_pan as string);
        if (counts && counts.done === counts.total) return [1, 2, 4];
        return rng.pick([[], [1], [1, 2], [1, 3], [1, 3, 1]]);
      };
      for (const scope of ['pan', 'ha'] as const) {
        const steps = plan(scope);
        let at = scope === 'pan' ? between(rng, created, end) : between(rng, end, Math.max(end + DAY, SEED_EPOCH - 2 * DAY));
        let from: number | null = null;
        const firm = scope === 'pan' ? (pan.bau_main_accountid as string) : (pan.bau_ha_accountids as string[])[0]!;
        for (const s of steps) {
          at += rng.int(1, 12) * DAY + rng.int(0, 8) * HOUR;
          const byFirm = s === 1;
          const pmUser = rng.pick(pmUsers);
          const who = byFirm
            ? {
                userid: `user-${firm}-${rng.int(1, 3)}`,
                name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
                accountid: firm,
                type: scope === 'pan' ? 'bau-main' : 'baufirma',
              }
            : { userid: pmUser.id, name: pmUser.name, accountid: 'intern-0001', type: s === 4 ? 'pmo' : pmUser.type };
          data.pan_acks.push({
            id: rng.guid(),
            seq: ++seq,
            aan_pan: pan.aan_pan,
            scope,
            from_state: from,
            state: s,
            by_userid: who.userid,
            by_name: who.name,
            by_accountid: who.accountid,
            by_type: who.type,
            reason: s === 3 ? rng.pick(['Dokumentation unvollständig', 'Fotos der Hauseinführung fehlen', 'Messprotokoll fehlt']) : null,
            at: isoSeconds(Math.min(at, SEED_EPOCH - HOUR)),
          });
          from = s;
        }
        if (scope === 'pan') pan.ack_state = from;
        else pan.ack_state_ha = from;
      }
    }
  }

  // Orders: open ones for ordered and in-construction CIDs, connected ones for the last
  // three months, plus cancelled and draft orders on CIDs that are still free.
  {
    const rng = new Rng(seed, 'orders');
    const drafts: { row: Row; created: number }[] = [];
    const customer = () => {
      // Drawn but not used: the salutation follows the first name, and the draw keeps the rest of the seed as it was.
      rng.chance(0.5);
      return orderCustomer(rng, rng.pick(FIRST_NAMES), rng.pick(LAST_NAMES));
    };
    const order = (c: CidGen | null, free: Row | null, state: number, created: number, account: string, extra: Row): Row => {
      const cidRow = c?.row ?? free!;
      return {
        cos_orderid: rng.guid(),
        cos_ordernumber: '',
        cos_state: state,
        cos_accountid: account,
        cos_cid: cidRow.cos_cid,
        cos_locationid: cidRow.cos_locationid,
        cos_idempotencykey: rng.guid(),
        ...customer(),
        cos_mainproductid: c?.main ?? rng.pick(['GF-150', 'GF-300', 'GF-500', 'GF-1000']),
        cos_addonproductids: c ? (c.addons.length ? c.addons.join(',') : null) : rng.chance(0.3) ? 'AO-VOIP' : null,
        cos_contractterm: (cidRow.cos_contractterm as number | null) ?? 24,
        cos_preferreddate: isoDate(created + rng.int(14, 60) * DAY),
        cos_installationnotes: rng.chance(0.3) ? rng.pick(['Bitte vorher anrufen', 'Zugang über Garage', 'Kellerabteil Nr. 4']) : null,
        cos_consent_terms: state !== ORDER_STATE.draft,
        cos_consent_dataprocessing: state !== ORDER_STATE.draft,
        cos_sourceid: null,
        cos_sourceid_expireson: null,
        cos_submittedon: null,
        cos_signedon: null,
        cos_signername: null,
        cos_signatureimage: null,
        cos_constructionstartedon: null,
        cos_connectedon: null,
        cos_cancelledon: null,
        cos_cancelreason: null,
        cos_autoprogress: false,
        cos_createdby: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
        createdon: isoSeconds(created),
        modifiedon: isoSeconds(created),
        ...extra,
      };
    };
    const signerOf = (o: Row) => `${o.cos_customer_firstname} ${o.cos_customer_lastname}`;
    for (const c of cids) {
      if (c.status === CID_STATUS.bestellt || c.status === CID_STATUS.inHerstellung) {
        const created = SEED_EPOCH - rng.int(10, 90) * DAY - rng.int(0, 23) * HOUR;
        const submitted = created + rng.int(0, 3) * DAY;
        const signed = rng.chance(0.5) || c.status === CID_STATUS.inHerstellung ? submitted + rng.int(1, 5) * DAY : null;
        const state = c.status === CID_STATUS.inHerstellung ? ORDER_STATE.inConstruction : signed ? ORDER_STATE.signed : ORDER_STATE.submitted;
        const row = order(c, null, state, created, c.accountid!, { cos_submittedon: isoSeconds(submitted) });
        if (signed) {
          row.cos_signedon = isoSeconds(signed);
          row.cos_signername = signerOf(row);
        }
        if (state === ORDER_STATE.inConstruction) row.cos_constructionstartedon = isoSeconds(signed! + rng.int(5, 20) * DAY);
        row.modifiedon = isoSeconds(Math.max(submitted, signed ?? 0));
        drafts.push({ row, created });
      } else if (c.status === CID_STATUS.aktiv && c.connectedon! >= SEED_EPOCH - 90 * DAY) {
        const connected = c.connectedon!;
        const signed = connected - rng.int(30, 70) * DAY;
        const submitted = signed - rng.int(1, 5) * DAY;
        const created = submitted - rng.int(0, 3) * DAY;
        const row = order(c, null, ORDER_STATE.connected, created, c.accountid!, {
          cos_submittedon: isoSeconds(submitted),
          cos_signedon: isoSeconds(signed),
          cos_constructionstartedon: isoSeconds(signed + rng.int(7, 20) * DAY),
          cos_connectedon: isoSeconds(connected),
          modifiedon: isoSeconds(connected),
        });
        row.cos_signername = signerOf(row);
        drafts.push({ row, created });
      }
    }
    const free = cids.filter((c) => c.status === CID_STATUS.verfuegbar);
    for (let i = 0; i < 140 && free.length; i++) {
      const c = rng.pick(free);
      const created = between(rng, SEED_EPOCH - 400 * DAY, SEED_EPOCH - 5 * DAY);
      const account = rng.weighted(ISP_WEIGHTS);
      const submitted = created + rng.int(0, 2) * DAY;
      const row = order(null, c.row, ORDER_STATE.cancelled, created, account, {
        cos_submittedon: rng.chance(0.7) ? isoSeconds(submitted) : null,
        cos_cancelledon: isoSeconds(submitted + rng.int(1, 20) * DAY),
        cos_cancelreason: rng.pick(['Kunde hat storniert', 'Doppelte Bestellung', 'Bonität nicht ausreichend', 'Kunde zieht um']),
      });
      row.modifiedon = row.cos_cancelledon;
      drafts.push({ row, created });
    }
    for (let i = 0; i < 90 && free.length; i++) {
      const c = rng.pick(free);
      const created = between(rng, SEED_EPOCH - 60 * DAY, SEED_EPOCH - HOUR);
      // Demo ISPs get most drafts so a fresh login shows some.
      const account = i < 30 ? 'isp-0001' : i < 50 ? 'isp-0002' : rng.weighted(ISP_WEIGHTS);
      drafts.push({ row: order(null, c.row, ORDER_STATE.draft, created, account, {}), created });
    }
    drafts.sort((a, b) => a.created - b.created || (String(a.row.cos_orderid) < String(b.row.cos_orderid) ? -1 : 1));
    const cidRow = new Map(cids.map((c) => [c.row.cos_cid as string, c.row]));
    drafts.forEach((d, i) => {
      d.row.cos_ordernumber = `ORD-${pad(i + 1, 6)}`;
      data.orders.push(d.row);
      const s = d.row.cos_state;
      if (s !== ORDER_STATE.cancelled && s !== ORDER_STATE.draft) {
        cidRow.get(d.row.cos_cid as string)!.cos_orderreference = d.row.cos_ordernumber;
      }
    });
    for (const c of cids) {
      if (c.row.cos_orderreference === null && c.accountid !== null) {
        // Contracts from before the portal carry the reference of the migrated legacy system.
        c.row.cos_orderreference = `ALT-${new Date(c.createdon).getUTCFullYear()}-${pad(rng.int(1, 99999), 5)}`;
      }
    }
  }

  // Tickets (CRM incidents) with notes
  {
    const rng = new Rng(seed, 'tickets');
    const withAccount = cids.filter((c) => c.accountid !== null);
    const leafSubjects = SUBJECTS.filter((s) => s.titles.length > 0);
    const ispDomain = (accountid: string) => `${slug((accountName.get(accountid) ?? accountid).split(' ')[0]!)}.example.at`;
    const tickets: { row: Row; created: number }[] = [];
    for (let i = 0; i < TICKET_COUNT; i++) {
      const subject = rng.pick(leafSubjects);
      const general = subject.key === 'rechnung' || subject.key === 'sonstiges';
      const c = general && rng.chance(0.6) ? null : rng.pick(withAccount);
      const account = c ? c.accountid! : rng.weighted(ISP_WEIGHTS);
      const earliest = Math.max(TICKETS_START, c?.connectedon ?? c?.createdon ?? TICKETS_START);
      const created = skewedRecent(rng, earliest, SEED_EPOCH - HOUR);
      const age = SEED_EPOCH - created;
      let status: number;
      if (age > 21 * DAY) {
        status = rng.weighted(OLD_TICKET_STATUS_WEIGHTS);
      } else {
        status = rng.weighted(NEW_TICKET_STATUS_WEIGHTS);
      }
      const statusDef = INCIDENT_STATUS_CODES.find((s) => s.value === status)!;
      let resolved: number | null = null;
      if (statusDef.state === INCIDENT_STATE.resolved) {
        resolved = created + Math.max(HOUR / 2, rng.exp(30 * HOUR, 20 * DAY));
        resolved = Math.floor(resolved / 1000) * 1000;
        if (resolved >= SEED_EPOCH) {
          resolved = null;
          status = 1;
        }
      }
      const contactFirst = rng.pick(FIRST_NAMES);
      const contactLast = rng.pick(LAST_NAMES);
      const title = rng.pick(subject.titles).replace('{cid}', (c?.row.cos_cid as string | undefined) ?? 'ohne CID');
      const place = c ? `${c.row.cos_street} ${c.row.cos_housenumber}, ${c.row.cos_postcode} ${c.row.cos_place}` : null;
      const description =
        `${title}.` +
        (place ? ` Anschluss ${c!.row.cos_cid} (${place}).` : '') +
        rng.pick([
          ' Der Endkunde hat bereits einen Neustart des Routers versucht.',
          ' Bitte um Rückmeldung bis Ende der Woche.',
          ' Endkunde ist tagsüber erreichbar.',
          ' Fotos liegen vor und können nachgereicht werden.',
          '',
        ]);
      const casetype =
        subject.key === 'kein-internet' || subject.key === 'ont' || subject.key === 'telefonie'
          ? rng.weighted([
              [181510000, 6],
              [2, 4],
            ])
          : subject.key === 'bau'
            ? 181510001
            : rng.weighted([
                [1, 4],
                [3, 4],
                [2, 2],
              ]);
      const row: Row = {
        incidentid: rng.guid(),
        ticketnumber: '',
        title,
        description,
        _subjectid_value: subjectIds.get(subject.key),
        casetypecode: casetype,
        statuscode: status,
        statecode: INCIDENT_STATUS_CODES.find((s) => s.value === status)!.state,
        cos_cid: c ? c.row.cos_cid : null,
        _customerid_value: account,
        cos_contactname: `${contactFirst} ${contactLast}`,
        cos_contactemail: `${emailLocal(contactFirst, contactLast)}@${ispDomain(account)}`,
        cos_contactphone: phone(rng),
        cos_createdby: rng.chance(0.8) ? `${contactFirst} ${contactLast}` : `Kundenservice ${rng.pick(LAST_NAMES)}`,
        createdon: isoSeconds(created),
        modifiedon: isoSeconds(created),
        cos_resolvedon: resolved === null ? null : isoSeconds(resolved),
      };
      const noteCount = rng.weighted(NOTE_COUNT_WEIGHTS);
      let last = created;
      const until = resolved ?? SEED_EPOCH - 60_000;
      for (let n = 0; n < noteCount; n++) {
        const at = between(rng, last + 60_000, Math.max(last + 120_000, until));
        if (at >= SEED_EPOCH) break;
        last = at;
        const internal = n % 2 === 1;
        data.annotations.push({
          annotationid: rng.guid(),
          _objectid_value: row.incidentid,
          subject: internal ? 'Rückmeldung' : 'Ergänzung',
          notetext: internal
            ? rng.pick([
                'Techniker ist für morgen eingeplant.',
                'Messung im AAN zeigt normale Dämpfungswerte.',
                'Port am OLT wurde zurückgesetzt, bitte erneut prüfen.',
                'Wir haben den Bautrupp informiert.',
              ])
            : rng.pick([
                'Endkunde meldet, dass das Problem weiterhin besteht.',
                'Termin passt, Zugang ist gewährleistet.',
                'Foto der ONT-LEDs im Anhang nachgereicht.',
                'Bitte um Statusupdate.',
              ]),
          cos_author: internal
            ? `${rng.pick(['NOC', 'Kundenservice', 'Netzbetrieb'])} – ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`
            : row.cos_contactname,
          createdon: isoSeconds(at),
        });
      }
      row.modifiedon = isoSeconds(Math.max(last, resolved ?? 0));
      tickets.push({ row, created });
    }
    tickets.sort((a, b) => a.created - b.created || (String(a.row.incidentid) < String(b.row.incidentid) ? -1 : 1));
    tickets.forEach((t, i) => {
      t.row.ticketnumber = `CAS-${100_001 + i}`;
      data.incidents.push(t.row);
    });
  }

  // Outage history before the epoch; later days are produced by rolling-outages.ts.
  {
    const rng = new Rng(seed, 'outages');
    for (let i = 0; i < BASE_OUTAGES; i++) {
      const wartung = rng.chance(0.4);
      const day = Math.floor(between(rng, TICKETS_START, SEED_EPOCH - 3 * DAY) / DAY) * DAY;
      data.outages.push(outageRow(rng, aans, wartung, day, 'seed'));
    }
  }

  data.meta.push({ key: 'seed', value: String(seed) });
  return data;
}

/** One outage on the given UTC day. Shared with the rolling generator so both look alike. */
export function outageRow(rng: Rng, aans: readonly AanInfo[], wartung: boolean, dayStart: number, origin: string): Row {
  const first = rng.pick(aans);
  const sameRegion = aans.filter((a) => a.place.region === first.place.region && a !== first);
  const extra = rng.chance(0.4) && sameRegion.length ? rng.sample(sameRegion, rng.int(1, 2)) : [];
  const affected = [first, ...extra];
  let start: number;
  let end: number;
  let runstatus: number;
  let created: number;
  if (wartung) {
    // Maintenance windows are at night (21:00-01:00 UTC start) and announced ten days ahead.
    start = dayStart + rng.int(21, 24) * HOUR + rng.pick([0, 30]) * 60_000;
    end = start + rng.int(2, 6) * HOUR;
    runstatus = rng.chance(0.06) ? OUTAGE_STATUS.abgesagt : OUTAGE_STATUS.aktiv;
    created = start - 10 * DAY;
  } else {
    start = dayStart + rng.int(0, 23) * HOUR + rng.int(0, 59) * 60_000;
    end = start + Math.max(HOUR / 2, Math.round(rng.exp(14 * HOUR, 96 * HOUR) / 60_000) * 60_000);
    runstatus = rng.chance(0.35) ? OUTAGE_STATUS.eingeschraenkt : OUTAGE_STATUS.aktiv;
    created = start + rng.int(5, 40) * 60_000;
  }
  const type = wartung ? OUTAGE_TYPE.wartung : OUTAGE_TYPE.stoerung;
  return {
    cos_outagenotificationid: rng.guid(),
    cos_name: `${wartung ? 'Wartung' : 'Störung'} ${first.aan} ${first.place.name}`,
    cos_type: type,
    cos_starttime: isoSeconds(start),
    cos_endtime: isoSeconds(end),
    cos_duration: Math.round(((end - start) / HOUR) * 100) / 100,
    cos_runstatus: runstatus,
    cos_affectedaans: affected.map((a) => a.aan).join(', '),
    cos_reason: rng.pick(wartung ? OUTAGE_REASONS_WARTUNG : OUTAGE_REASONS_STOERUNG),
    cos_region: first.place.region,
    cos_origin: origin,
    createdon: isoSeconds(created),
    modifiedon: isoSeconds(created),
  };
}
