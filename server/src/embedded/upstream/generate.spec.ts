import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, CID_STATUS, INCIDENT_STATUS_CODES, MATERIAL_CODES, ORDER_STATE, OUTAGE_TYPE } from './catalogues';
import { DEFAULT_SEED, generateDataset } from './generate';
import type { Dataset, Row } from './generate';
import { outagesOfDay } from './timeline';
import { listAans } from './generate';
import { FEMALE_FIRST_NAMES, PLACES } from './wordlists';
import { SEED_EPOCH } from './time';

let data: Dataset;

beforeAll(() => {
  data = generateDataset(DEFAULT_SEED);
});

const byKey = (rows: Row[], key: string) => new Map(rows.map((r) => [r[key] as string, r]));

/**
 * Checks every row and collects what is wrong: one expect per row would make these
 * 100,000-row checks slow, and a list of offenders says more than the first failure.
 */
function violations<T>(rows: readonly T[], check: (row: T) => string | null | undefined | false): string[] {
  const out: string[] = [];
  for (const row of rows) {
    const problem = check(row);
    if (problem) out.push(problem);
    if (out.length >= 10) break;
  }
  return out;
}

describe('seed determinism', () => {
  // The whole dataset a second time: seconds on a quiet machine, 40 s on a loaded CI machine.
  it('gives the same data for the same seed', { timeout: 120_000 }, () => {
    const again = generateDataset(DEFAULT_SEED);
    // JSON equality covers every value and the row order the COPY uses.
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
  });

  it('gives different data for another seed', () => {
    const other = generateDataset(DEFAULT_SEED + 1);
    expect(other.incidents[0]!.incidentid).not.toBe(data.incidents[0]!.incidentid);
    expect(other.cids.map((c) => c.cos_ontserial).slice(0, 50)).not.toEqual(data.cids.map((c) => c.cos_ontserial).slice(0, 50));
  });

  it('makes the outages of a day after the seed a function of seed and day only', () => {
    const aans = listAans();
    expect(outagesOfDay(DEFAULT_SEED, 12, aans)).toEqual(outagesOfDay(DEFAULT_SEED, 12, aans));
    const days = Array.from({ length: 30 }, (_, d) => outagesOfDay(DEFAULT_SEED, d, aans)).flat();
    expect(days.length).toBeGreaterThan(10);
    expect(new Set(days.map((o) => o.cos_outagenotificationid)).size).toBe(days.length);
  });
});

describe('seed volumes', () => {
  it.each([
    ['locations', 20_000],
    ['cids', 15_000],
    ['pans', 300],
    ['incidents', 5_000],
    ['outages', 200],
  ] as const)('has at least %i %s', (table, minimum) => {
    expect(data[table].length).toBeGreaterThanOrEqual(minimum);
  });

  it('assigns at least 15,000 CIDs to ISP accounts, most to the two demo ISPs', () => {
    const assigned = data.cids.filter((c) => c.cos_accountid !== null);
    expect(assigned.length).toBeGreaterThanOrEqual(15_000);
    const demo = assigned.filter((c) => c.cos_accountid === 'isp-0001' || c.cos_accountid === 'isp-0002');
    expect(demo.length / assigned.length).toBeGreaterThan(0.4);
  });

  it('has the demo accounts', () => {
    const ids = data.accounts.map((a) => a.accountid);
    for (const id of ['isp-0001', 'isp-0002', 'bau-0001', 'bau-0002', 'baumain-0001']) expect(ids).toContain(id);
    expect(data.accounts.filter((a) => a.cos_accounttype === 'isp').length).toBeGreaterThanOrEqual(4);
    expect(data.accounts.filter((a) => a.cos_accounttype === 'sca').length).toBeGreaterThanOrEqual(2);
  });

  it('gives every customer the salutation of their first name', () => {
    for (const o of data.orders) expect(o.cos_customer_salutation).toBe(FEMALE_FIRST_NAMES.has(o.cos_customer_firstname as string) ? 'Frau' : 'Herr');
    expect(FEMALE_FIRST_NAMES.has('Elisabeth')).toBe(true);
    expect(FEMALE_FIRST_NAMES.has('Bernhard')).toBe(false);
  });

  it('has a new ISP without any connection, order or ticket (isp-0009)', () => {
    expect(data.accounts.find((a) => a.accountid === 'isp-0009')).toMatchObject({ cos_accounttype: 'isp', name: 'Neuland Glasfaser GmbH' });
    expect(data.cids.filter((c) => c.cos_accountid === 'isp-0009')).toEqual([]);
    expect(data.orders.filter((o) => o.cos_accountid === 'isp-0009')).toEqual([]);
    expect(data.incidents.filter((i) => i._customerid_value === 'isp-0009')).toEqual([]);
  });

  it('has both outage kinds and release notes for both audiences', () => {
    expect(new Set(data.outages.map((o) => o.cos_type))).toEqual(new Set([OUTAGE_TYPE.wartung, OUTAGE_TYPE.stoerung]));
    expect(new Set(data.releasenotes.map((r) => r.cos_audience))).toEqual(new Set(['isp', 'sca']));
  });

  it('keeps every seeded date before the seed epoch', () => {
    const epoch = new Date(SEED_EPOCH).toISOString();
    expect(violations(data.incidents, (t) => (t.createdon as string) >= epoch && `${t.ticketnumber} ${t.createdon}`)).toEqual([]);
    expect(violations(data.outages, (o) => (o.cos_endtime as string) >= epoch && `${o.cos_outagenotificationid}`)).toEqual([]);
  });
});

describe('seed relations', () => {
  it('puts each location in the area of its PAN', () => {
    const pans = byKey(data.pans, 'aan_pan');
    const bad = violations(data.locations, (loc) => {
      const pan = pans.get(loc.cos_aan_pan as string);
      if (!pan) return `${loc.cos_locationid}: no PAN`;
      if (loc.cos_place !== pan.place || loc.cos_postcode !== pan.postcode) return `${loc.cos_locationid}: other place than its PAN`;
      if (!(pan.streets as string[]).includes(loc.cos_street as string)) return `${loc.cos_locationid}: street not in its PAN`;
    });
    expect(bad).toEqual([]);
  });

  it('gives every address once', () => {
    const addresses = data.locations.map((l) => `${l.cos_postcode}|${l.cos_street}|${l.cos_housenumber}`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('keeps CIDs consistent with their location, PAN and house connection', () => {
    const locations = byKey(data.locations, 'cos_locationid');
    const hcs = byKey(data.house_connections, 'cid');
    const bad = violations(data.cids, (cid) => {
      const loc = locations.get(cid.cos_locationid as string);
      if (!loc || cid.cos_aan_pan !== loc.cos_aan_pan || cid.cos_street !== loc.cos_street) return `${cid.cos_cid}: location mismatch`;
      if (hcs.get(cid.cos_cid as string)?.aan_pan !== cid.cos_aan_pan) return `${cid.cos_cid}: house connection mismatch`;
      if (!/^CID-\d{6}$/.test(cid.cos_cid as string)) return `${cid.cos_cid}: id format`;
      const assigned = cid.cos_status !== CID_STATUS.geplant && cid.cos_status !== CID_STATUS.verfuegbar;
      if ((cid.cos_accountid !== null) !== assigned) return `${cid.cos_cid}: account does not fit status ${cid.cos_status}`;
    });
    expect(bad).toEqual([]);
    expect(data.house_connections.length).toBe(data.cids.length);
  });

  it('lists at each location exactly the ISPs with a current CID there', () => {
    const current = new Map<string, Set<string>>();
    for (const c of data.cids) {
      if ([CID_STATUS.aktiv, CID_STATUS.bestellt, CID_STATUS.inHerstellung].includes(c.cos_status as 181510004)) {
        const set = current.get(c.cos_locationid as string) ?? new Set();
        set.add(c.cos_accountid as string);
        current.set(c.cos_locationid as string, set);
      }
    }
    const bad = violations(data.locations, (loc) => {
      const expected = [...(current.get(loc.cos_locationid as string) ?? [])].sort().join(',');
      return (loc.cos_accountids as string[]).join(',') !== expected && `${loc.cos_locationid}: ${String(loc.cos_accountids)} vs ${expected}`;
    });
    expect(bad).toEqual([]);
  });

  it('gives unique, well-formed ONT serials and swap histories that end in the current serial', () => {
    const serials = data.cids.map((c) => c.cos_ontserial).filter((s): s is string => s !== null);
    expect(new Set(serials).size).toBe(serials.length);
    expect(violations(serials, (s) => !/^ALCL[0-9A-F]{8}$/.test(s) && s)).toEqual([]);
    const cids = byKey(data.cids, 'cos_cid');
    const swapsByCid = new Map<string, Row[]>();
    for (const s of data.ontswaps) swapsByCid.set(s.cos_cid as string, [...(swapsByCid.get(s.cos_cid as string) ?? []), s]);
    expect(swapsByCid.size).toBeGreaterThan(100);
    for (const [cid, swaps] of swapsByCid) {
      swaps.sort((a, b) => String(a.cos_swappedon).localeCompare(String(b.cos_swappedon)));
      for (let i = 1; i < swaps.length; i++) expect(swaps[i]!.cos_oldserial).toBe(swaps[i - 1]!.cos_newserial);
      expect(swaps.at(-1)!.cos_newserial).toBe(cids.get(cid)!.cos_ontserial);
    }
  });

  it("gives tickets a CID of the ticket's own account", () => {
    const cids = byKey(data.cids, 'cos_cid');
    const subjects = new Set(data.subjects.map((s) => s.subjectid));
    const bad = violations(data.incidents, (t) => {
      if (!subjects.has(t._subjectid_value as string)) return `${t.ticketnumber}: unknown subject`;
      if (t.statecode !== INCIDENT_STATUS_CODES.find((s) => s.value === t.statuscode)!.state) return `${t.ticketnumber}: statecode`;
      if (t.cos_cid !== null && cids.get(t.cos_cid as string)?.cos_accountid !== t._customerid_value) return `${t.ticketnumber}: CID of another account`;
      if (t.cos_resolvedon !== null && (t.cos_resolvedon as string) < (t.createdon as string)) return `${t.ticketnumber}: resolved before created`;
    });
    expect(bad).toEqual([]);
    expect(data.incidents.filter((t) => t.cos_cid !== null).length).toBeGreaterThan(4_000);
    const numbers = data.incidents.map((t) => t.ticketnumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('attaches notes to existing tickets, inside their lifetime', () => {
    const tickets = byKey(data.incidents, 'incidentid');
    const bad = violations(data.annotations, (n) => {
      const t = tickets.get(n._objectid_value as string);
      if (!t) return `${n.annotationid}: no ticket`;
      const at = n.createdon as string;
      return (at <= (t.createdon as string) || at > (t.modifiedon as string)) && `${n.annotationid}: outside ${t.ticketnumber}`;
    });
    expect(bad).toEqual([]);
  });

  it('matches orders with the state of their CID', () => {
    const cids = byKey(data.cids, 'cos_cid');
    for (const o of data.orders) {
      const cid = cids.get(o.cos_cid as string)!;
      expect(cid.cos_locationid).toBe(o.cos_locationid);
      if (o.cos_state === ORDER_STATE.submitted || o.cos_state === ORDER_STATE.signed) expect(cid.cos_status).toBe(CID_STATUS.bestellt);
      if (o.cos_state === ORDER_STATE.inConstruction) expect(cid.cos_status).toBe(CID_STATUS.inHerstellung);
      if (o.cos_state === ORDER_STATE.connected) {
        expect(cid.cos_status).toBe(CID_STATUS.aktiv);
        expect(cid.cos_orderreference).toBe(o.cos_ordernumber);
      }
      if (o.cos_state !== ORDER_STATE.draft && o.cos_state !== ORDER_STATE.cancelled) expect(cid.cos_accountid).toBe(o.cos_accountid);
    }
    const states = new Set(data.orders.map((o) => o.cos_state));
    expect(states).toEqual(new Set(Object.values(ORDER_STATE)));
  });

  it('keeps the acknowledgement history consistent with each PAN and assigns firms that exist', () => {
    const firms = new Set(ACCOUNTS.filter((a) => a.type === 'baufirma').map((a) => a.accountid));
    const mains = new Set(ACCOUNTS.filter((a) => a.type === 'bau-main').map((a) => a.accountid));
    const history = new Map<string, Row[]>();
    for (const a of data.pan_acks) {
      const key = `${a.aan_pan}|${a.scope}`;
      history.set(key, [...(history.get(key) ?? []), a]);
    }
    for (const pan of data.pans) {
      expect(mains.has(pan.bau_main_accountid as string)).toBe(true);
      for (const f of pan.bau_ha_accountids as string[]) expect(firms.has(f)).toBe(true);
      for (const [scope, column] of [
        ['pan', 'ack_state'],
        ['ha', 'ack_state_ha'],
      ] as const) {
        const entries = (history.get(`${pan.aan_pan}|${scope}`) ?? []).sort((a, b) => (a.seq as number) - (b.seq as number));
        expect(entries.at(-1)?.state ?? null).toBe(pan[column]);
        entries.forEach((e, i) => expect(e.from_state).toBe(i === 0 ? null : entries[i - 1]!.state));
        for (const e of entries) if (e.state === 3) expect(e.reason).toBeTruthy();
      }
    }
    const demoFirmPans = data.pans.filter((p) => (p.bau_ha_accountids as string[]).includes('bau-0001'));
    expect(demoFirmPans.length).toBeGreaterThan(20);
  });

  it('documents material only with codes of the right group', () => {
    const group = new Map(MATERIAL_CODES.map((m) => [m.c_id, m.c_grp]));
    const bad = violations(data.house_connections, (hc) => {
      for (const [field, grp] of [
        ['mat_cable', 1],
        ['mat_rack', 2],
        ['mat_colour', 3],
      ] as const) {
        if (hc[field] !== null && group.get(hc[field] as number) !== grp) return `${hc.cid}: ${field}`;
      }
    });
    expect(bad).toEqual([]);
    expect(data.house_connections.filter((hc) => hc.mat_cable !== null).length).toBeGreaterThan(10_000);
  });

  it('uses real Austrian places with their Bundesland', () => {
    const regions = new Set(data.locations.map((l) => l.cos_region));
    expect(regions.size).toBe(9);
    const known = new Set(PLACES.map((p) => `${p.postcode} ${p.name}`));
    expect(violations(data.locations, (l) => !known.has(`${l.cos_postcode} ${l.cos_place}`) && `${l.cos_locationid}`)).toEqual([]);
  });
});
