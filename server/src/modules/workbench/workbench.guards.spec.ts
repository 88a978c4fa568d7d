import { describe, expect, it } from 'vitest';
import { checkGuards } from './workbench.guards';
import { rulesOf, shippedRules, shippedWith } from '../../../test/support/workbench-rules';

const live = shippedRules();
const USERS_RULE = `        roles: [admin, superadmin]
        excludeTypes: [intern, finanz, marketing, c-management, nwops, planning, noc]
        requires: accountIdOrInternalType`;

describe('publishing guards', () => {
  it('lets an ordinary change through without asking', () => {
    expect(checkGuards(live, rulesOf(shippedWith('menu.yaml', 'label: { de: Tickets, en: Tickets }', 'label: { de: Störungen, en: Faults }')))).toEqual([]);
  });

  it('asks before nobody can open the user administration any more', () => {
    const { 'users.yaml': _screen, ...others } = shippedWith(
      'menu.yaml',
      `    - id: users\n      label: { de: Benutzer, en: Users }\n      route: /users\n      order: 100\n      access:\n${USERS_RULE}\n\n`,
      '',
    );
    const draft = rulesOf(others);
    expect(checkGuards(live, draft).map((guard) => guard.code)).toEqual(['NO_USER_ADMINISTRATION']);
    expect(checkGuards(live, draft)[0]?.message).toContain('kann kein Typ mehr die Benutzerverwaltung (/users) öffnen');
  });

  it('does not ask when some type can still administer users', () => {
    const draft = rulesOf(shippedWith('menu.yaml', USERS_RULE, '        types: [isp]\n        roles: [superadmin]\n        requires: accountIdOrInternalType'));
    expect(checkGuards(live, draft)).toEqual([]);
  });

  it.each([
    ['for one type', 'excludeTypes: [noc]', 'Das Dashboard verschwindet aus dem Menü für noc.'],
    [
      'for a role',
      'roles: [admin, superadmin]',
      'Das Dashboard verschwindet aus dem Menü für isp als user mit Accountid sowie baufirma, intern, pmo, pm-am, bau-main, customer-care, sales, finanz, marketing, c-management, nwops, planning und noc als user.',
    ],
  ])('asks before the dashboard disappears %s', (_name, rule, message) => {
    const draft = rulesOf(shippedWith('menu.yaml', '      order: 10\n      access: {}', `      order: 10\n      access:\n        ${rule}`));
    expect(checkGuards(live, draft)).toEqual([{ code: 'DASHBOARD_HIDDEN', message }]);
  });

  it('compares the dashboard with the live version: what live already hides is no new loss', () => {
    const hidden = rulesOf(shippedWith('menu.yaml', '      order: 10\n      access: {}', '      order: 10\n      access:\n        excludeTypes: [noc]'));
    expect(checkGuards(hidden, hidden)).toEqual([]);
  });
});
