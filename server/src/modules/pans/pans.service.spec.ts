import { describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENT_TRANSITIONS, REASON_REQUIRED, allowedActions, decideAcknowledgement } from './pans.acknowledgement-rules';
import type { AckAction } from './pans.acknowledgement-rules';
import { toPan } from './pans.mappers';
import { panQuery } from './pans.service';
import type { PmPan } from '../../sources/pm-pans-client';

type State = 1 | 2 | 3 | 4 | null;

/**
 * The workflow of SPEC.md §3 / issue 6, written out independently of the table in the
 * service: every step that is allowed, with who takes it.
 */
const ALLOWED: ReadonlyArray<[AckAction, State, string, boolean, 1 | 2 | 3 | 4]> = [
  ['REQUEST', null, 'baufirma', true, 1],
  ['REQUEST', null, 'bau-main', true, 1],
  ['REQUEST', 3, 'baufirma', true, 1],
  ['REQUEST', 3, 'bau-main', true, 1],
  ['GRANT', 1, 'pmo', false, 2],
  ['GRANT', 1, 'pm-am', false, 2],
  ['REJECT', 1, 'pmo', false, 3],
  ['REJECT', 1, 'pm-am', false, 3],
  ['COMPLETE', 2, 'pmo', false, 4],
];

describe('acknowledgement transitions that are allowed', () => {
  it.each(ALLOWED)('%s from %s by %s (assigned: %s) leads to %s', (action, current, type, assigned, to) => {
    expect(decideAcknowledgement({ action, current, type, assigned, reason: 'Kabelweg geändert' })).toEqual({ ok: true, to });
  });

  it('allows nothing else: every other action, state, type and assignment is refused', () => {
    const actions: AckAction[] = ['REQUEST', 'GRANT', 'REJECT', 'COMPLETE'];
    const states: State[] = [null, 1, 2, 3, 4];
    const types = ['isp', 'baufirma', 'bau-main', 'pmo', 'pm-am', 'planning', 'intern', 'noc', 'c-management'];
    let allowed = 0;
    for (const action of actions)
      for (const current of states)
        for (const type of types)
          for (const assigned of [true, false]) {
            const decision = decideAcknowledgement({ action, current, type, assigned, reason: 'Grund' });
            // A pm type is never "assigned" to a PAN; the rows list the assignment the step needs.
            const expected = ALLOWED.some(([a, s, t, needsAssignment]) => a === action && s === current && t === type && (!needsAssignment || assigned));
            expect(decision.ok, `${action} from ${current} by ${type} (assigned ${assigned})`).toBe(expected);
            if (decision.ok) allowed += 1;
          }
    // REQUEST twice per firm type (assigned only), the pm steps for both assignments.
    expect(allowed).toBe(4 + 2 * 5);
  });
});

describe('acknowledgement refusals, with a German message', () => {
  it.each<[string, AckAction, State, string, boolean, string | null, 'NOT_ALLOWED' | 'ILLEGAL_TRANSITION' | 'INVALID_INPUT', string]>([
    ['a request while one is pending', 'REQUEST', 1, 'baufirma', true, null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe beantragt.'],
    ['a request after the grant', 'REQUEST', 2, 'bau-main', true, null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe erteilt.'],
    ['a request after completion', 'REQUEST', 4, 'baufirma', true, null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe abgeschlossen.'],
    ['a request by a firm not assigned', 'REQUEST', null, 'baufirma', false, null, 'NOT_ALLOWED', 'zugewiesene Baufirma'],
    ['a request by the PMO', 'REQUEST', null, 'pmo', false, null, 'NOT_ALLOWED', 'zugewiesene Baufirma'],
    ['a request by an ISP', 'REQUEST', 3, 'isp', false, null, 'NOT_ALLOWED', 'zugewiesene Baufirma'],
    ['a grant of nothing requested', 'GRANT', null, 'pmo', false, null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Keine Freigabe beantragt.'],
    ['a grant of a granted approval', 'GRANT', 2, 'pm-am', false, null, 'ILLEGAL_TRANSITION', 'nur eine beantragte Freigabe'],
    ['a grant of a rejected approval', 'GRANT', 3, 'pmo', false, null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe abgelehnt.'],
    ['a grant of a completed approval', 'GRANT', 4, 'pmo', false, null, 'ILLEGAL_TRANSITION', 'nur eine beantragte Freigabe'],
    ['a grant by the firm itself', 'GRANT', 1, 'baufirma', true, null, 'NOT_ALLOWED', 'nur PMO und PM-AM'],
    ['a grant by planning', 'GRANT', 1, 'planning', false, null, 'NOT_ALLOWED', 'nur PMO und PM-AM'],
    ['a rejection without a reason', 'REJECT', 1, 'pmo', false, null, 'INVALID_INPUT', REASON_REQUIRED],
    ['a rejection with a blank reason', 'REJECT', 1, 'pm-am', false, '   ', 'INVALID_INPUT', REASON_REQUIRED],
    ['a rejection of a granted approval', 'REJECT', 2, 'pmo', false, 'zu spät', 'ILLEGAL_TRANSITION', 'nur eine beantragte Freigabe'],
    ['a rejection by the general contractor', 'REJECT', 1, 'bau-main', true, 'nein', 'NOT_ALLOWED', 'nur PMO und PM-AM'],
    ['a completion of a pending approval', 'COMPLETE', 1, 'pmo', false, null, 'ILLEGAL_TRANSITION', 'nur eine erteilte Freigabe'],
    ['a completion of a rejected approval', 'COMPLETE', 3, 'pmo', false, null, 'ILLEGAL_TRANSITION', 'nur eine erteilte Freigabe'],
    ['a completion twice', 'COMPLETE', 4, 'pmo', false, null, 'ILLEGAL_TRANSITION', 'Aktueller Stand: Freigabe abgeschlossen.'],
    ['a completion by PM-AM', 'COMPLETE', 2, 'pm-am', false, null, 'NOT_ALLOWED', 'nur das PMO'],
    ['a completion by the firm', 'COMPLETE', 2, 'baufirma', true, null, 'NOT_ALLOWED', 'nur das PMO'],
  ])('refuses %s', (_name, action, current, type, assigned, reason, code, message) => {
    const decision = decideAcknowledgement({ action, current, type, assigned, reason });
    expect(decision.ok).toBe(false);
    if (decision.ok) return;
    expect(decision.code).toBe(code);
    expect(decision.message).toContain(message);
    expect(decision.fieldErrors).toEqual(code === 'INVALID_INPUT' ? [{ field: 'reason', message: REASON_REQUIRED }] : []);
  });

  it('names its role rule before its state rule: a wrong role hears about the role', () => {
    const decision = decideAcknowledgement({ action: 'COMPLETE', current: 1, type: 'baufirma', assigned: true, reason: null });
    expect(decision).toMatchObject({ ok: false, code: 'NOT_ALLOWED' });
  });

  it('has one row per action', () => {
    expect(ACKNOWLEDGEMENT_TRANSITIONS.map((row) => row.action).sort()).toEqual(['COMPLETE', 'GRANT', 'REJECT', 'REQUEST']);
  });
});

describe('the actions a user is offered', () => {
  it.each<[State, string, boolean, AckAction[]]>([
    [null, 'baufirma', true, ['REQUEST']],
    [null, 'baufirma', false, []],
    [3, 'bau-main', true, ['REQUEST']],
    [1, 'pmo', false, ['GRANT', 'REJECT']],
    [1, 'pm-am', false, ['GRANT', 'REJECT']],
    [1, 'baufirma', true, []],
    [2, 'pmo', false, ['COMPLETE']],
    [2, 'pm-am', false, []],
    [4, 'pmo', false, []],
    [null, 'isp', false, []],
  ])('state %s, type %s (assigned: %s): %j', (current, type, assigned, expected) => {
    expect(allowedActions(current, type, assigned)).toEqual(expected);
  });
});

describe('PAN lists: what pm is asked', () => {
  it('limits a construction firm to its own account, whatever account it filters for', () => {
    const query = panQuery({ kind: 'firm', accountId: 'bau-0001', type: 'baufirma' }, 'PAN_BAU', { filter: { accountId: 'bau-0002' } });
    expect(query.params).toMatchObject({ accountid: 'bau-0001', sort: 'aan_pan', limit: 20, offset: 0 });
  });

  it('gives a construction firm without an account nothing, without asking pm', () => {
    expect(panQuery({ kind: 'firm', accountId: null, type: 'bau-main' }, 'HA_BAU', {}).params).toBeNull();
  });

  it('filters the acknowledgement of the view, with 0 as none requested', () => {
    expect(panQuery({ kind: 'internal' }, 'HA_BAU', { filter: { acknowledgementStates: [0, 3] } }).params).toMatchObject({ ack_state_ha: 'none,3' });
    expect(panQuery({ kind: 'internal' }, 'PAN_BAU', { filter: { acknowledgementStates: [1] } }).params).toMatchObject({ ack_state: '1' });
  });

  it('sorts by the view’s acknowledgement and by share, descending with a minus', () => {
    const query = panQuery({ kind: 'internal' }, 'HA_BAU', {
      page: {
        sort: [
          { field: 'acknowledgementState', direction: 'DESC' },
          { field: 'completedShare', direction: 'ASC' },
        ],
      },
    });
    expect(query.params).toMatchObject({ sort: '-ack_state_ha,hc_completed_share' });
  });

  it.each([
    [{ page: { first: 0 } }, 'first'],
    [{ page: { sort: [{ field: 'ack_state' }] } }, 'sort'],
    [{ filter: { constructionStates: ['fertig'] } }, 'filter.constructionStates'],
    [{ filter: { acknowledgementStates: [5] } }, 'filter.acknowledgementStates'],
    [{ filter: { region: 'Bayern' } }, 'filter.region'],
    [{ filter: { aan: 'KREMS' } }, 'filter.aan'],
    [{ filter: { text: 'x'.repeat(10_000) } }, 'filter.text'],
  ])('refuses %j naming %s', (args, field) => {
    expect(() => panQuery({ kind: 'internal' }, 'PAN_BAU', args)).toThrow(
      expect.objectContaining({
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', details: expect.objectContaining({ [field]: expect.any(String) }) }),
      }),
    );
  });
});

describe('reading a PAN of pm', () => {
  const raw: PmPan = {
    aan_pan: 'KRE01-P03',
    aan: 'KRE01',
    pan_no: 3,
    area: { place: 'Krems an der Donau', postcode: '3500', region: 'Niederösterreich', streets: ['Wiener Straße'] },
    construction_state: 'tiefbau',
    construction_state_label: 'Tiefbau',
    planned_completion: '2027-03-31',
    completed_at: null,
    bau_main_accountid: 'baumain-0001',
    bau_main_name: 'Alpenbau',
    bau_ha_accountids: ['bau-0001'],
    ack_state: 2,
    ack_state_label: 'Freigabe erteilt',
    ack_state_ha: null,
    ack_state_ha_label: null,
    location_count: 40,
    hc_total: 60,
    hc_completed: 15,
    hc_completed_share: 0.25,
    modifiedon: '2026-10-01T10:00:00Z',
  };

  it('shows the acknowledgement of the view it is listed in', () => {
    expect(toPan(raw, 'PAN_BAU').acknowledgement).toEqual({ state: 2, label: 'Freigabe erteilt' });
    expect(toPan(raw, 'HA_BAU').acknowledgement).toEqual({ state: null, label: 'Keine Freigabe beantragt' });
  });
});
