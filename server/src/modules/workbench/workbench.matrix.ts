/**
 * The matrix preview: for every type (and no type) × role, what that user gets —
 * exactly `computeNavigation`, the function that serves the viewer. A cell is "changed"
 * when anything the user sees differs between the live rules and the draft.
 */
import { ACCOUNT_TYPES, ROLES, computeNavigation } from '../navigation';
import type { Navigation, RuleSet, Role } from '../navigation';

/** Rows of the matrix: no type first (it counts as isp), then the 14 types of SPEC.md §6. */
export const MATRIX_TYPES: ReadonlyArray<string | null> = [null, ...ACCOUNT_TYPES];

export interface MatrixCell {
  /** Null for "no type". */
  type: string | null;
  role: Role;
  live: Navigation;
  /** Null when the draft is invalid. */
  draft: Navigation | null;
  changed: boolean;
}

/** Everything a user of the cell sees, as a comparable string. */
function fingerprint(navigation: Navigation): string {
  const items = (list: ReadonlyArray<{ id: string; label: string; route: string }>) => list.map((item) => [item.id, item.label, item.route]);
  return JSON.stringify([
    navigation.greeting,
    navigation.showHeader,
    items(navigation.menu),
    items(navigation.tiles),
    navigation.releaseNotes === null ? null : items([navigation.releaseNotes]),
    navigation.routes.map((route) => [route.id, route.title]),
  ]);
}

export function computeMatrix(live: RuleSet, draft: RuleSet | null, options: { withAccountId: boolean }): MatrixCell[] {
  const accountId = options.withAccountId ? 'vorschau-0001' : null;
  return MATRIX_TYPES.flatMap((type) =>
    ROLES.map((role): MatrixCell => {
      const user = { type, role, accountId };
      const liveNavigation = computeNavigation(live, user);
      const draftNavigation = draft === null ? null : computeNavigation(draft, user);
      return {
        type,
        role,
        live: liveNavigation,
        draft: draftNavigation,
        changed: draftNavigation !== null && fingerprint(draftNavigation) !== fingerprint(liveNavigation),
      };
    }),
  );
}
