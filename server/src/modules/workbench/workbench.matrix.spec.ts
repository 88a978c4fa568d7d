/**
 * The matrix is `computeNavigation` per cell, nothing else: every cell is compared with
 * the evaluator (whose own matrix spec checks it against SPEC.md), and a draft marks
 * exactly the cells whose users would see something else.
 */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, ROLES, computeNavigation } from '../navigation';
import { MATRIX_TYPES, computeMatrix } from './workbench.matrix';
import { rulesOf, shippedRules, shippedWith } from '../../../test/support/workbench-rules';

const live = shippedRules();

describe('the matrix preview', () => {
  it('has no type plus the 14 types, each with user, admin and superadmin', () => {
    const cells = computeMatrix(live, null, { withAccountId: true });
    expect(MATRIX_TYPES).toEqual([null, ...ACCOUNT_TYPES]);
    expect(cells.map((cell) => `${cell.type ?? '-'}/${cell.role}`)).toEqual(MATRIX_TYPES.flatMap((type) => ROLES.map((role) => `${type ?? '-'}/${role}`)));
  });

  it.each([true, false])('gives every cell exactly what computeNavigation gives that user (with accountid: %s)', (withAccountId) => {
    for (const cell of computeMatrix(live, live, { withAccountId })) {
      const expected = computeNavigation(live, { type: cell.type, role: cell.role, accountId: withAccountId ? 'acc-1' : null });
      expect(cell.live).toEqual(expected);
      expect(cell.draft).toEqual(expected);
      expect(cell.changed).toBe(false);
    }
  });

  it('shows no type exactly as isp, the type it counts as', () => {
    const cells = computeMatrix(live, null, { withAccountId: true });
    for (const role of ROLES) {
      expect(cells.find((cell) => cell.type === null && cell.role === role)?.live).toEqual(
        cells.find((cell) => cell.type === 'isp' && cell.role === role)?.live,
      );
    }
  });

  it('marks exactly the cells whose users see something else under the draft', () => {
    const draft = rulesOf(shippedWith('menu.yaml', 'types: [bau-main, baufirma, pm-am, planning, pmo]', 'types: [bau-main, baufirma, pm-am, pmo]'));
    const changed = computeMatrix(live, draft, { withAccountId: true }).filter((cell) => cell.changed);
    expect(changed.map((cell) => `${cell.type}/${cell.role}`)).toEqual(['planning/user', 'planning/admin', 'planning/superadmin']);
    expect(changed[0]?.live.menu.map((item) => item.id)).toContain('ha-bau');
    expect(changed[0]?.draft?.menu.map((item) => item.id)).not.toContain('ha-bau');
  });

  it('marks a label change for one type in that type only, also without accountid (tiles)', () => {
    const draft = rulesOf(
      shippedWith(
        'home.yaml',
        '      label: { de: HA-Bau, en: Connection construction }\n',
        '      label: { de: HA-Bau, en: Connection construction }\n      labelByType:\n        pmo: { de: Hausanschlüsse, en: House connections }\n',
      ),
    );
    const changed = computeMatrix(live, draft, { withAccountId: false }).filter((cell) => cell.changed);
    expect(changed.map((cell) => `${cell.type}/${cell.role}`)).toEqual(['pmo/user', 'pmo/admin', 'pmo/superadmin']);
    expect(changed[0]?.draft?.tiles.find((tile) => tile.id === 'ha-bau')?.label).toBe('Hausanschlüsse');
  });

  it('has no draft side for an invalid draft', () => {
    const cells = computeMatrix(live, null, { withAccountId: true });
    expect(cells.every((cell) => cell.draft === null && !cell.changed)).toBe(true);
  });
});
