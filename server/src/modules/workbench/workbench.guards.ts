/**
 * Publishing guards that ask for an explicit confirmation (issue 9): a valid draft may
 * still cut people off from what they need. The publish names the codes it confirms;
 * a guard that fires and is not confirmed refuses the publish.
 */
import { ACCOUNT_TYPES, ROLES, canOpenScreen, computeNavigation, screenForPath } from '../navigation';
import type { RuleSet } from '../navigation';
import { describeUsers } from './workbench.diff';

export type GuardCode = 'NO_USER_ADMINISTRATION' | 'DASHBOARD_HIDDEN';

export interface RuleGuard {
  code: GuardCode;
  message: string;
}

/** The user administration's route (SPEC.md §2) and the dashboard's, the home page. */
const USER_ADMINISTRATION_ROUTE = '/users';
const DASHBOARD_ROUTE = '/';

interface Cell {
  key: string;
  user: { type: string; role: (typeof ROLES)[number]; accountId: string | null };
}

const CELLS: Cell[] = ACCOUNT_TYPES.flatMap((type, typeIdx) =>
  ROLES.flatMap((role, roleIdx) =>
    [false, true].map((withAccount) => ({ key: `${typeIdx}|${roleIdx}|${withAccount ? 1 : 0}`, user: { type, role, accountId: withAccount ? 'x' : null } })),
  ),
);

function dashboardCells(ruleSet: RuleSet): Set<string> {
  return new Set(CELLS.filter((cell) => computeNavigation(ruleSet, cell.user).menu.some((item) => item.route === DASHBOARD_ROUTE)).map((cell) => cell.key));
}

export function checkGuards(live: RuleSet, draft: RuleSet): RuleGuard[] {
  const guards: RuleGuard[] = [];

  const users = screenForPath(draft, USER_ADMINISTRATION_ROUTE);
  const anyoneAdministers = users !== null && CELLS.some((cell) => canOpenScreen(draft, cell.user, users.id));
  if (!anyoneAdministers) {
    guards.push({
      code: 'NO_USER_ADMINISTRATION',
      message: `Danach kann kein Typ mehr die Benutzerverwaltung (${USER_ADMINISTRATION_ROUTE}) öffnen – auch kein Admin und kein Superadmin. Benutzer ließen sich im Portal nicht mehr anlegen oder deaktivieren.`,
    });
  }

  const before = dashboardCells(live);
  const after = dashboardCells(draft);
  const hidden = new Set([...before].filter((key) => !after.has(key)));
  if (hidden.size > 0) {
    guards.push({ code: 'DASHBOARD_HIDDEN', message: `Das Dashboard verschwindet aus dem Menü für ${describeUsers(hidden)}.` });
  }
  return guards;
}
