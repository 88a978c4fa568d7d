/**
 * PAN-Bau and HA-Bau through the portal's GraphQL API, with pm of the embedded upstream
 * over HTTP: the lists, the CIDs of a PAN with their documentation, material documentation
 * by the assigned firm, isolation between construction firms, and every acknowledgement
 * transition and refusal, each recorded (or not) in pm's history and in the audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedPortal } from '../../../test/shared-portal';
import type { PortalUnderTest } from '../../../test/portal';
import type { TestClient } from '../../../test/http-client';

interface GraphQLError {
  message: string;
  path?: unknown[];
  extensions?: Record<string, unknown>;
}

type View = 'PAN_BAU' | 'HA_BAU';
type Action = 'REQUEST' | 'GRANT' | 'REJECT' | 'COMPLETE';
type Who = 'user.baufirma' | 'user.bau-main' | 'user.pmo' | 'user.pm-am' | 'user.planning';

interface RawPan {
  aan_pan: string;
  bau_main_accountid: string;
  bau_ha_accountids: string[];
  ack_state: number | null;
  ack_state_ha: number | null;
  hc_total: number;
}

const FIRM = 'bau-0001';
const MAIN = 'baumain-0001';

const LIST = `query Pans($view: ConstructionView!, $filter: PanFilter, $sort: [SortInput!], $first: Int, $offset: Int) {
  pans(view: $view, filter: $filter, page: { sort: $sort, first: $first, offset: $offset }) {
    items {
      id aan panNumber view area { place postcode region streets } constructionState { key label }
      mainContractor { accountId name } houseConnectionFirms { accountId name }
      houseConnections completedHouseConnections completedShare acknowledgement { state label } allowedActions
    }
    pageInfo { totalCount offset pageSize hasNextPage }
  }
}`;

const CHANGE = `mutation Change($input: PanAcknowledgementInput!) {
  changePanAcknowledgement(input: $input) {
    ok
    pan { id acknowledgement { state label } allowedActions }
    entry { id sequence fromState state label reason at by { userId name accountId type } }
    error { code message fieldErrors { field message } }
  }
}`;

const HOUSE_CONNECTIONS = `query Hcs($panId: ID!, $view: ConstructionView!, $filter: HouseConnectionFilter, $first: Int) {
  panHouseConnections(panId: $panId, view: $view, filter: $filter, page: { first: $first }) {
    items {
      cid panId constructionState { key label } firm { accountId name } canEditMaterial address { street houseNumber }
      documentation { cable { id name } rack { id name noChoice } colour { id name noChoice } documentedBy documentedAt }
    }
    pageInfo { totalCount }
  }
}`;

const MATERIAL = `mutation Material($input: HouseConnectionMaterialInput!) {
  updateHouseConnectionMaterial(input: $input) {
    ok
    houseConnection { cid documentation { cable { id name } rack { id name noChoice } colour { id name noChoice } documentedBy } }
    error { code message fieldErrors { field message } }
  }
}`;

interface ChangeResult {
  changePanAcknowledgement: {
    ok: boolean;
    pan: { id: string; acknowledgement: { state: number | null; label: string }; allowedActions: Action[] } | null;
    entry: {
      sequence: number;
      fromState: number | null;
      state: number;
      label: string;
      reason: string | null;
      at: string;
      by: { userId: string; name: string; accountId: string | null; type: string };
    } | null;
    error: { code: string; message: string; fieldErrors: Array<{ field: string; message: string }> } | null;
  };
}

const codeOf = (errors: GraphQLError[] | undefined) => errors?.[0]?.extensions?.['code'];

describe('PAN-Bau and HA-Bau through GraphQL', () => {
  let portal: PortalUnderTest;
  const clients = {} as Record<Who | 'user.isp', TestClient>;
  /** PANs where both demo firms are assigned (bau-0001 builds house connections, baumain-0001 is the general contractor). */
  let shared: RawPan[];
  /** A PAN neither demo firm is assigned to. */
  let foreign: RawPan;

  const pm = async (path: string) => (await portal.upstreamSend('GET', path)).body;
  const rawPan = async (id: string): Promise<RawPan> => pm(`/pm/pans/${id}`);
  const stateOf = (pan: RawPan, view: View) => (view === 'PAN_BAU' ? pan.ack_state : pan.ack_state_ha);
  /** pm stores any transition: the spec puts a PAN into the state a case starts from. */
  const putState = async (id: string, view: View, state: number) => {
    const response = await portal.upstreamSend('POST', `/pm/pans/${id}/acknowledgements`, {
      scope: view === 'PAN_BAU' ? 'pan' : 'ha',
      state,
      by: { userid: 'spec', name: 'Testaufbau' },
    });
    if (response.status !== 201) throw new Error(`setting up ${id} failed: ${JSON.stringify(response.body)}`);
  };
  const history = async (id: string, view: View) => (await pm(`/pm/pans/${id}/acknowledgements?scope=${view === 'PAN_BAU' ? 'pan' : 'ha'}`)) as unknown[];

  beforeAll(async () => {
    portal = await sharedPortal();
    const who: Array<Who | 'user.isp'> = ['user.baufirma', 'user.bau-main', 'user.pmo', 'user.pm-am', 'user.planning', 'user.isp'];
    const signedIn = await Promise.all(who.map((name) => portal.signIn(name)));
    who.forEach((name, index) => (clients[name] = signedIn[index]!));
    const all = (await pm('/pm/pans?limit=1000')).items as RawPan[];
    shared = all.filter((pan) => pan.bau_main_accountid === MAIN && pan.bau_ha_accountids.includes(FIRM));
    foreign = all.find((pan) => pan.bau_main_accountid !== MAIN && !pan.bau_ha_accountids.includes(FIRM))!;
    if (shared.length < 12 || foreign === undefined) throw new Error('the seed has fewer PANs than the spec needs');
  }, 180_000);

  describe('the lists', () => {
    it('answer PAN-Bau pages with construction state, progress, firms and acknowledgement', async () => {
      const response = await clients['user.pmo'].graphql<{ pans: { items: Array<Record<string, any>>; pageInfo: Record<string, unknown> } }>(LIST, {
        view: 'PAN_BAU',
        first: 20,
      });
      expect(response.errors).toBeUndefined();
      const { items, pageInfo } = response.data!.pans;
      expect(pageInfo).toMatchObject({ totalCount: 333, offset: 0, pageSize: 20, hasNextPage: true });
      expect(items[0]).toMatchObject({
        id: expect.stringMatching(/^[A-Z]{3}\d{2}-P\d{2}$/),
        view: 'PAN_BAU',
        constructionState: { key: expect.any(String), label: expect.any(String) },
        mainContractor: { accountId: expect.stringMatching(/^baumain-/), name: expect.any(String) },
        acknowledgement: { label: expect.any(String) },
      });
      for (const pan of items) {
        expect(pan.completedShare).toBeCloseTo(pan.houseConnections === 0 ? 0 : pan.completedHouseConnections / pan.houseConnections, 2);
        for (const firm of pan.houseConnectionFirms) expect(firm.name).not.toBe(firm.accountId);
      }
    });

    it('look up the firms of 20 PANs in one call', async () => {
      portal.upstream.calls.reset();
      await clients['user.pm-am'].graphql(`{ pans(view: HA_BAU, page: { first: 20 }) { items { id houseConnectionFirms { name } } } }`);
      expect(portal.upstream.calls.count('/pm/pans')).toBe(1);
      expect(portal.upstream.calls.count('/crm/accounts')).toBeLessThanOrEqual(1);
    });

    it('filter by construction state and sort by share completed', async () => {
      const response = await clients['user.planning'].graphql<{ pans: { items: Array<{ constructionState: { key: string }; completedShare: number }> } }>(
        LIST,
        {
          view: 'HA_BAU',
          filter: { constructionStates: ['tiefbau', 'montage'] },
          sort: [{ field: 'completedShare', direction: 'DESC' }],
          first: 50,
        },
      );
      expect(response.errors).toBeUndefined();
      const items = response.data!.pans.items;
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((pan) => ['tiefbau', 'montage'].includes(pan.constructionState.key))).toBe(true);
      const shares = items.map((pan) => pan.completedShare);
      expect(shares).toEqual([...shares].sort((a, b) => b - a));
    });

    it('show a construction firm only the PANs assigned to it', async () => {
      for (const [who, account] of [
        ['user.baufirma', FIRM],
        ['user.bau-main', MAIN],
      ] as const) {
        const response = await clients[who].graphql<{
          pans: {
            items: Array<{ mainContractor: { accountId: string }; houseConnectionFirms: Array<{ accountId: string }> }>;
            pageInfo: { totalCount: number };
          };
        }>(LIST, { view: 'PAN_BAU', first: 100, filter: { accountId: 'bau-0002' } });
        expect(response.errors).toBeUndefined();
        const { items, pageInfo } = response.data!.pans;
        expect(pageInfo.totalCount).toBeGreaterThan(0);
        expect(pageInfo.totalCount).toBeLessThan(333);
        for (const pan of items) {
          expect(pan.mainContractor.accountId === account || pan.houseConnectionFirms.some((firm) => firm.accountId === account)).toBe(true);
        }
      }
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a page size of 0', { first: 0 }, 'Die Seitengröße (first) muss zwischen 1 und 100 liegen.'],
      ['an unknown sort field', { sort: [{ field: 'hc_total' }] }, 'Nach „hc_total“ kann diese Liste nicht sortiert werden.'],
      ['an unknown construction state', { filter: { constructionStates: ['fertig'] } }, 'Baustatus: unbekannter Wert fertig.'],
      ['a 10,000-character text', { filter: { text: 'P'.repeat(10_000) } }, 'Der Suchtext ist zu lang'],
      ['an AAN in the wrong format', { filter: { aan: 'Krems' } }, 'Ein AAN hat die Form KRE01'],
    ])('refuse %s in German, with no upstream call', async (_name, variables, message) => {
      portal.upstream.calls.reset();
      const response = await clients['user.pmo'].graphql(LIST, { view: 'PAN_BAU', ...variables });
      expect(codeOf(response.errors)).toBe('BAD_USER_INPUT');
      expect(response.errors![0]!.message).toContain(message);
      expect(portal.upstream.calls.count()).toBe(0);
    });

    it('are FORBIDDEN for an ISP', async () => {
      for (const view of ['PAN_BAU', 'HA_BAU']) {
        const response = await clients['user.isp'].graphql(LIST, { view });
        expect(codeOf(response.errors)).toBe('FORBIDDEN');
      }
    });
  });

  describe('another firm’s PAN', () => {
    it('cannot be read or written by a construction firm: NOT_FOUND, as if it did not exist', async () => {
      const firm = clients['user.baufirma'];
      const read = await firm.graphql(`query($id: ID!) { pan(id: $id, view: PAN_BAU) { id } }`, { id: foreign.aan_pan });
      const missing = await firm.graphql(`query($id: ID!) { pan(id: $id, view: PAN_BAU) { id } }`, { id: 'ZZZ99-P99' });
      expect(codeOf(read.errors)).toBe('NOT_FOUND');
      expect(read.errors![0]!.message).toBe(missing.errors![0]!.message);
      const hcs = await firm.graphql(HOUSE_CONNECTIONS, { panId: foreign.aan_pan, view: 'PAN_BAU' });
      expect(codeOf(hcs.errors)).toBe('NOT_FOUND');

      const before = await rawPan(foreign.aan_pan);
      const change = await firm.graphql(CHANGE, { input: { panId: foreign.aan_pan, view: 'HA_BAU', action: 'REQUEST' } });
      expect(codeOf(change.errors)).toBe('NOT_FOUND');
      expect(await rawPan(foreign.aan_pan)).toMatchObject({ ack_state: before.ack_state, ack_state_ha: before.ack_state_ha });

      const foreignHc = (await pm(`/pm/pans/${foreign.aan_pan}/house-connections?limit=1`)).items[0] as { cid: string; material: unknown };
      const material = await firm.graphql(MATERIAL, { input: { cid: foreignHc.cid, cable: 1, rack: 11, colour: 21 } });
      expect(codeOf(material.errors)).toBe('NOT_FOUND');
      expect((await pm(`/pm/house-connections/${foreignHc.cid}`)).material).toEqual(foreignHc.material);
    });

    it('is visible to the PMO', async () => {
      const response = await clients['user.pmo'].graphql<{ pan: { id: string } }>(`query($id: ID!) { pan(id: $id, view: HA_BAU) { id } }`, {
        id: foreign.aan_pan,
      });
      expect(response.data!.pan.id).toBe(foreign.aan_pan);
    });
  });

  describe('the CIDs of a PAN and their material documentation', () => {
    it('shows a house-connection firm its own house connections and the general contractor all of the PAN', async () => {
      const pan = shared[0]!;
      const own = await clients['user.baufirma'].graphql<{
        panHouseConnections: { items: Array<{ firm: { accountId: string }; canEditMaterial: boolean }>; pageInfo: { totalCount: number } };
      }>(HOUSE_CONNECTIONS, { panId: pan.aan_pan, view: 'HA_BAU', first: 100 });
      expect(own.errors).toBeUndefined();
      expect(own.data!.panHouseConnections.items.every((hc) => hc.firm.accountId === FIRM && hc.canEditMaterial)).toBe(true);
      const all = await clients['user.bau-main'].graphql<{ panHouseConnections: { pageInfo: { totalCount: number } } }>(HOUSE_CONNECTIONS, {
        panId: pan.aan_pan,
        view: 'PAN_BAU',
        first: 1,
      });
      expect(all.data!.panHouseConnections.pageInfo.totalCount).toBe(pan.hc_total);
      const pmo = await clients['user.pmo'].graphql<{ panHouseConnections: { items: Array<{ canEditMaterial: boolean }> } }>(HOUSE_CONNECTIONS, {
        panId: pan.aan_pan,
        view: 'PAN_BAU',
        first: 5,
      });
      expect(pmo.data!.panHouseConnections.items.every((hc) => !hc.canEditMaterial)).toBe(true);
    });

    it("lets the assigned firm document the material, 'Keine Auswahl' included, signed with its name", async () => {
      const hc = (await pm(`/pm/pans/${shared[1]!.aan_pan}/house-connections?accountid=${FIRM}&limit=1`)).items[0] as { cid: string };
      const response = await clients['user.baufirma'].graphql<{ updateHouseConnectionMaterial: Record<string, any> }>(MATERIAL, {
        input: { cid: hc.cid.toLowerCase(), cable: 2, rack: 10, colour: 20 },
      });
      expect(response.errors).toBeUndefined();
      expect(response.data!.updateHouseConnectionMaterial).toMatchObject({
        ok: true,
        error: null,
        houseConnection: {
          cid: hc.cid,
          documentation: {
            cable: { id: 2, name: 'Mikrokabel 12F' },
            rack: { id: 10, name: 'Keine Auswahl', noChoice: true },
            colour: { id: 20, name: 'Keine Auswahl', noChoice: true },
            documentedBy: expect.stringContaining('(Huber Tiefbau GmbH)'),
          },
        },
      });
      expect((await pm(`/pm/house-connections/${hc.cid}`)).material).toMatchObject({ cable: 2, rack: 10, colour: 20 });
      const audit = await portal.services.audit.list({ action: 'houseConnection.material' }, { first: 10 });
      expect(audit.entries.some((entry) => entry.targetId === hc.cid && entry.outcome === 'ok')).toBe(true);
    });

    it.each<[string, Who, Record<string, unknown>, string, Record<string, string>]>([
      ['the PMO', 'user.pmo', { cable: 1, rack: 11, colour: 21 }, 'NOT_ALLOWED', {}],
      [
        'a code of another group',
        'user.baufirma',
        { cable: 10, rack: 11, colour: 21 },
        'INVALID_INPUT',
        { cable: 'Kein Materialcode der Gruppe Kabeltyp. Bitte wählen Sie einen Eintrag aus der Liste.' },
      ],
      ['a missing colour', 'user.baufirma', { cable: 1, rack: 11 }, 'INVALID_INPUT', { colour: 'Feld ist nicht optional' }],
    ])('refuses material from %s and changes nothing', async (_name, who, codes, code, fields) => {
      const hc = (await pm(`/pm/pans/${shared[2]!.aan_pan}/house-connections?accountid=${FIRM}&limit=1`)).items[0] as { cid: string; material: unknown };
      const response = await clients[who].graphql<{
        updateHouseConnectionMaterial: { ok: boolean; error: { code: string; message: string; fieldErrors: Array<{ field: string; message: string }> } };
      }>(MATERIAL, { input: { cid: hc.cid, ...codes } });
      expect(response.errors).toBeUndefined();
      const result = response.data!.updateHouseConnectionMaterial;
      expect(result).toMatchObject({ ok: false, error: { code } });
      expect(Object.fromEntries(result.error.fieldErrors.map((e) => [e.field, e.message]))).toEqual(fields);
      expect((await pm(`/pm/house-connections/${hc.cid}`)).material).toEqual(hc.material);
    });
  });

  describe('acknowledgement', () => {
    /** [name, view, state the PAN starts in (null = none yet), who, action, reason, expected state or refusal code, message part] */
    const cases: Array<[string, View, number | null, Who, Action, string | null, number | string, string]> = [
      ['the firm requests approval for the first time', 'HA_BAU', null, 'user.baufirma', 'REQUEST', null, 1, ''],
      ['the general contractor requests approval for the first time', 'PAN_BAU', null, 'user.bau-main', 'REQUEST', 'Tiefbau fertig', 1, ''],
      ['the firm requests again after a rejection', 'PAN_BAU', 3, 'user.baufirma', 'REQUEST', 'Mängel behoben', 1, ''],
      ['the general contractor requests again after a rejection', 'HA_BAU', 3, 'user.bau-main', 'REQUEST', null, 1, ''],
      ['the PMO grants', 'PAN_BAU', 1, 'user.pmo', 'GRANT', null, 2, ''],
      ['PM-AM grants', 'HA_BAU', 1, 'user.pm-am', 'GRANT', null, 2, ''],
      ['the PMO rejects with a reason', 'PAN_BAU', 1, 'user.pmo', 'REJECT', 'Dokumentation fehlt', 3, ''],
      ['PM-AM rejects with a reason', 'HA_BAU', 1, 'user.pm-am', 'REJECT', 'Fotos unscharf', 3, ''],
      ['the PMO completes', 'HA_BAU', 2, 'user.pmo', 'COMPLETE', null, 4, ''],
      ['a request while one is pending', 'PAN_BAU', 1, 'user.baufirma', 'REQUEST', null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe beantragt.'],
      ['a request after the grant', 'HA_BAU', 2, 'user.bau-main', 'REQUEST', null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe erteilt.'],
      ['a request after completion', 'PAN_BAU', 4, 'user.baufirma', 'REQUEST', null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe abgeschlossen.'],
      ['a request by the PMO', 'PAN_BAU', null, 'user.pmo', 'REQUEST', null, 'NOT_ALLOWED', 'zugewiesene Baufirma'],
      ['a request by planning', 'HA_BAU', 3, 'user.planning', 'REQUEST', null, 'NOT_ALLOWED', 'zugewiesene Baufirma'],
      ['a grant of nothing requested', 'HA_BAU', null, 'user.pmo', 'GRANT', null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Keine Freigabe beantragt.'],
      ['a grant of a rejected approval', 'PAN_BAU', 3, 'user.pm-am', 'GRANT', null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe abgelehnt.'],
      ['a grant by the firm', 'HA_BAU', 1, 'user.baufirma', 'GRANT', null, 'NOT_ALLOWED', 'nur PMO und PM-AM'],
      ['a rejection without a reason', 'PAN_BAU', 1, 'user.pmo', 'REJECT', '   ', 'INVALID_INPUT', 'Bitte geben Sie einen Grund für die Ablehnung an'],
      ['a rejection of a granted approval', 'HA_BAU', 2, 'user.pm-am', 'REJECT', 'zu spät', 'ILLEGAL_TRANSITION', 'nur eine beantragte Freigabe'],
      ['a completion of a pending approval', 'PAN_BAU', 1, 'user.pmo', 'COMPLETE', null, 'ILLEGAL_TRANSITION', 'nur eine erteilte Freigabe'],
      ['a completion by PM-AM', 'HA_BAU', 2, 'user.pm-am', 'COMPLETE', null, 'NOT_ALLOWED', 'nur das PMO'],
      ['a second completion', 'PAN_BAU', 4, 'user.pmo', 'COMPLETE', null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe abgeschlossen.'],
    ];

    /**
     * A PAN for a case: one with no acknowledgement yet in the view (used once each, as a
     * first request moves it on), or one of the others, put into the starting state.
     */
    const used = new Set<string>();
    const panFor = async (view: View, start: number | null, index: number): Promise<string> => {
      const rotation = shared.filter((pan) => pan.ack_state !== null && pan.ack_state_ha !== null);
      if (start !== null) {
        const id = rotation[index % rotation.length]!.aan_pan;
        await putState(id, view, start);
        return id;
      }
      const fresh = shared.find((pan) => stateOf(pan, view) === null && !used.has(`${view} ${pan.aan_pan}`));
      if (fresh === undefined) throw new Error(`no PAN without acknowledgement left in ${view}`);
      used.add(`${view} ${fresh.aan_pan}`);
      return fresh.aan_pan;
    };

    it.each(cases.map((row, index) => [...row, index] as const))('%s', async (_name, view, start, who, action, reason, expected, message, index) => {
      const id = await panFor(view, start, index);
      const historyBefore = (await history(id, view)).length;
      const response = await clients[who].graphql<ChangeResult>(CHANGE, { input: { panId: id, view, action, reason } });
      expect(response.errors).toBeUndefined();
      const result = response.data!.changePanAcknowledgement;
      const auditEntries = (await portal.services.audit.list({ action: `pan.acknowledgement.${action.toLowerCase()}` }, { first: 200 })).entries.filter(
        (entry) => entry.targetId === id,
      );

      if (typeof expected === 'number') {
        expect(result).toMatchObject({ ok: true, error: null, pan: { id, acknowledgement: { state: expected } } });
        expect(result.entry).toMatchObject({
          fromState: start,
          state: expected,
          reason: reason?.trim() || null,
          by: { type: who.slice('user.'.length), name: expect.any(String) },
        });
        expect(Date.now() - Date.parse(result.entry!.at)).toBeLessThan(5 * 60_000);
        expect(stateOf(await rawPan(id), view)).toBe(expected);
        expect(await history(id, view)).toHaveLength(historyBefore + 1);
        expect(auditEntries[0]).toMatchObject({ outcome: 'ok', details: expect.objectContaining({ view, from: start, to: expected }) });
      } else {
        expect(result).toMatchObject({ ok: false, entry: null, error: { code: expected }, pan: { id, acknowledgement: { state: start } } });
        expect(result.error!.message).toContain(message);
        if (expected === 'INVALID_INPUT') expect(result.error!.fieldErrors.map((e) => e.field)).toEqual(['reason']);
        expect(stateOf(await rawPan(id), view)).toBe(start);
        expect(await history(id, view)).toHaveLength(historyBefore);
        expect(auditEntries[0]).toMatchObject({ outcome: 'refused', details: expect.objectContaining({ code: expected }) });
      }
    });

    it('runs from request to completion with the right accounts, each step in the history with who and when', async () => {
      const id = await panFor('PAN_BAU', null, 0);
      const step = async (who: Who, action: Action, reason?: string) => {
        const response = await clients[who].graphql<ChangeResult>(CHANGE, { input: { panId: id, view: 'PAN_BAU', action, reason } });
        expect(response.data!.changePanAcknowledgement.error).toBeNull();
        return response.data!.changePanAcknowledgement;
      };
      expect((await step('user.baufirma', 'REQUEST')).pan!.allowedActions).toEqual([]);
      await step('user.pm-am', 'REJECT', 'Hausanschlüsse in der Bachgasse fehlen');
      await step('user.baufirma', 'REQUEST', 'Nachgeholt');
      expect((await step('user.pmo', 'GRANT')).pan!.allowedActions).toEqual(['COMPLETE']);
      const done = await step('user.pmo', 'COMPLETE');
      expect(done.pan!.acknowledgement).toEqual({ state: 4, label: 'Freigabe abgeschlossen' });

      const response = await clients['user.bau-main'].graphql<{
        pan: {
          acknowledgementHistory: Array<{
            fromState: number | null;
            state: number;
            label: string;
            reason: string | null;
            at: string;
            by: { type: string; name: string };
          }>;
        };
      }>(`query($id: ID!) { pan(id: $id, view: PAN_BAU) { acknowledgementHistory { fromState state label reason at by { type name accountId userId } } } }`, {
        id,
      });
      const entries = response.data!.pan.acknowledgementHistory;
      expect(entries.map((e) => [e.fromState, e.state, e.by.type])).toEqual([
        [null, 1, 'baufirma'],
        [1, 3, 'pm-am'],
        [3, 1, 'baufirma'],
        [1, 2, 'pmo'],
        [2, 4, 'pmo'],
      ]);
      expect(entries[1]!.reason).toBe('Hausanschlüsse in der Bachgasse fehlen');
      expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort());
      expect(entries.every((e) => e.label && e.by.name)).toBe(true);
    });

    it('refuses a step on a state the user no longer sees as CONFLICT, without writing', async () => {
      const id = shared.find((pan) => pan.ack_state_ha !== null)!.aan_pan;
      await putState(id, 'HA_BAU', 2);
      portal.upstream.calls.reset();
      const response = await clients['user.pmo'].graphql<ChangeResult>(CHANGE, { input: { panId: id, view: 'HA_BAU', action: 'GRANT', expectedState: 1 } });
      expect(response.data!.changePanAcknowledgement).toMatchObject({ ok: false, error: { code: 'CONFLICT' }, pan: { acknowledgement: { state: 2 } } });
      expect(response.data!.changePanAcknowledgement.error!.message).toContain('wurde inzwischen geändert');
      expect(portal.upstream.calls.log().filter((call) => call.method === 'POST')).toEqual([]);
    });

    it('turns pm’s 409 of a change in between into CONFLICT', async () => {
      const id = shared.find((pan) => pan.ack_state !== null)!.aan_pan;
      await putState(id, 'PAN_BAU', 1);
      portal.upstream.faults.set([{ pathPrefix: `/pm/pans/${id}/acknowledgements`, mode: 'status', status: 409, times: 1 }]);
      const response = await clients['user.pm-am'].graphql<ChangeResult>(CHANGE, { input: { panId: id, view: 'PAN_BAU', action: 'GRANT', expectedState: 1 } });
      portal.upstream.faults.clear();
      expect(response.errors).toBeUndefined();
      expect(response.data!.changePanAcknowledgement).toMatchObject({ ok: false, entry: null, error: { code: 'CONFLICT' } });
      expect(stateOf(await rawPan(id), 'PAN_BAU')).toBe(1);
    });

    it('refuses a PAN id in the wrong format and a reason of 2001 characters', async () => {
      portal.upstream.calls.reset();
      const id = await clients['user.pmo'].graphql(CHANGE, { input: { panId: 'KRE01P03', view: 'PAN_BAU', action: 'GRANT' } });
      expect(codeOf(id.errors)).toBe('BAD_USER_INPUT');
      const long = await clients['user.pmo'].graphql<ChangeResult>(CHANGE, {
        input: { panId: shared[6]!.aan_pan, view: 'PAN_BAU', action: 'REJECT', reason: 'x'.repeat(2001) },
      });
      expect(long.data!.changePanAcknowledgement.error).toMatchObject({ code: 'INVALID_INPUT', fieldErrors: [{ field: 'reason' }] });
      expect(portal.upstream.calls.count()).toBe(0);
    });
  });
});
