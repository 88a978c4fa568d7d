import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES } from '../navigation';
import type { Role } from '../navigation';
import { FORMATTED } from '../../sources';
import { mayLoad } from './reference.permissions';
import { optionTitle, toMaterialCode, toPmUser, toScaProduct } from './reference.mappers';
import { activeAudiences, isActiveFor, orderIncidentStatuses } from './reference.service';
import type { ProductAudience } from './reference.service';

describe('product activity per audience (state 100 = active, SPEC.md §9)', () => {
  it.each<[string, { sales: number | null; customerCare: number | null; isp: number | null }, ProductAudience, boolean]>([
    ['100 for sales', { sales: 100, customerCare: 0, isp: 0 }, 'SALES', true],
    ['0 for sales', { sales: 0, customerCare: 100, isp: 100 }, 'SALES', false],
    ['100 for customer care', { sales: 0, customerCare: 100, isp: 0 }, 'CUSTOMER_CARE', true],
    ['200 (phasing out) for customer care', { sales: 100, customerCare: 200, isp: 100 }, 'CUSTOMER_CARE', false],
    ['100 for isp', { sales: 0, customerCare: 0, isp: 100 }, 'ISP', true],
    ['50 (pilot) for isp', { sales: 100, customerCare: 100, isp: 50 }, 'ISP', false],
    ['99 for isp', { sales: 100, customerCare: 100, isp: 99 }, 'ISP', false],
    ['101 for isp', { sales: 100, customerCare: 100, isp: 101 }, 'ISP', false],
    ['no state for isp', { sales: 100, customerCare: 100, isp: null }, 'ISP', false],
  ])('a product with %s is active for %s: %s', (_name, states, audience, expected) => {
    expect(isActiveFor(states, audience)).toBe(expected);
  });

  it('lists the active audiences in a fixed order', () => {
    expect(activeAudiences({ sales: 100, customerCare: 0, isp: 100 })).toEqual(['SALES', 'ISP']);
    expect(activeAudiences({ sales: 50, customerCare: 0, isp: 200 })).toEqual([]);
  });
});

describe("incident statuses: 'Problem behoben' always last (SPEC.md §4)", () => {
  const status = (value: number, title: string) => ({ value, title, state: null });
  it.each([
    ['in the middle', ['In Bearbeitung', 'Problem behoben', 'Abgebrochen'], ['In Bearbeitung', 'Abgebrochen', 'Problem behoben']],
    ['first', ['Problem behoben', 'In Bearbeitung', 'Recherche'], ['In Bearbeitung', 'Recherche', 'Problem behoben']],
    ['already last', ['In Bearbeitung', 'Problem behoben'], ['In Bearbeitung', 'Problem behoben']],
    ['absent', ['In Bearbeitung', 'Recherche'], ['In Bearbeitung', 'Recherche']],
    ['with other spacing and case', [' problem behoben ', 'Recherche'], ['Recherche', ' problem behoben ']],
  ])("moves 'Problem behoben' %s to the end and keeps the others' order", (_where, titles, expected) => {
    expect(orderIncidentStatuses(titles.map((title, i) => status(i, title))).map((s) => s.title)).toEqual(expected);
  });
});

describe("material codes: a code without a name is 'Keine Auswahl' in groups 2 and 3 (SPEC.md §3)", () => {
  it.each([
    [
      { c_id: 10, c_grp: 2, c_name: null },
      { name: 'Keine Auswahl', noChoice: true, groupLabel: 'Rack im AAN' },
    ],
    [
      { c_id: 20, c_grp: 3, c_name: null },
      { name: 'Keine Auswahl', noChoice: true, groupLabel: 'Farbe' },
    ],
    [
      { c_id: 21, c_grp: 3, c_name: '  ' },
      { name: 'Keine Auswahl', noChoice: true },
    ],
    [
      { c_id: 9, c_grp: 1, c_name: null },
      { name: null, noChoice: false, groupLabel: 'Kabeltyp' },
    ],
    [
      { c_id: 11, c_grp: 2, c_name: 'Rack A01' },
      { name: 'Rack A01', noChoice: false },
    ],
    [
      { c_id: 1, c_grp: 1, c_name: 'Mikrokabel 4F' },
      { name: 'Mikrokabel 4F', noChoice: false },
    ],
  ])('maps %j', (raw, expected) => {
    expect(toMaterialCode(raw)).toMatchObject({ id: raw.c_id, group: raw.c_grp, ...expected });
  });
});

describe('SCA products', () => {
  const base = { cos_productid: 'X', cos_name: 'X' };
  it.each([
    [{ ...base, cos_producttype: 181510000, [`cos_producttype${FORMATTED}`]: 'Main' }, 'MAIN', 'Main'],
    [{ ...base, cos_producttype: 181510001, [`cos_producttype${FORMATTED}`]: 'Add On' }, 'ADD_ON', 'Add On'],
    [{ ...base, cos_producttype: 181510001 }, 'ADD_ON', 'Add On'],
    [{ ...base, cos_producttype: 181510000 }, 'MAIN', 'Main'],
  ])('reads the kind of %j', (raw, kind, label) => {
    expect(toScaProduct(raw)).toMatchObject({ kind, kindLabel: label });
  });
});

describe('option sets', () => {
  it('take the user-localised label, or the value when there is none', () => {
    expect(optionTitle({ Value: 1, Label: { UserLocalizedLabel: { Label: 'Frage' } } })).toBe('Frage');
    expect(optionTitle({ Value: 7, Label: { UserLocalizedLabel: null } })).toBe('7');
  });
});

describe('PM users', () => {
  it('take id and metadata.accountid', () => {
    expect(toPmUser({ id: 'u1', email: 'a@b.at', metadata: { accountid: 'intern-0001', name: 'A B', type: 'pmo', role: 'user' } })).toEqual({
      id: 'u1',
      email: 'a@b.at',
      accountId: 'intern-0001',
      name: 'A B',
      type: 'pmo',
      role: 'user',
    });
  });
});

describe('who loads material codes and PM lists (SPEC.md §6)', () => {
  // Every type but isp and intern.
  const allowed = new Set<string>(ACCOUNT_TYPES.filter((type) => type !== 'isp' && type !== 'intern'));
  const cases = [...ACCOUNT_TYPES.map((type) => [type, allowed.has(type)] as const), [null, false] as const];
  it.each(cases)('type %s: %s', (type, expected) => {
    for (const role of ['user', 'admin', 'superadmin'] as Role[]) {
      expect(mayLoad('materialCodes', { type, role })).toBe(expected);
      expect(mayLoad('pmLists', { type, role })).toBe(expected);
    }
  });

  it.each([
    ['isp', false],
    [null, false],
    ['intern', true],
    ['baufirma', true],
  ] as const)('account lists for type %s: %s', (type, expected) => {
    expect(mayLoad('accountLists', { type, role: 'user' })).toBe(expected);
  });
});
