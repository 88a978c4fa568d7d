/**
 * What the parents of the workbench types really are (wired in `codegen.ts`).
 */
import type { SessionUser } from '../../graphql/context';
import type { Navigation } from '../navigation';
import type { RuleChange } from './workbench.diff';
import type { DraftEntry } from './workbench.edit';
import type { RuleGuard } from './workbench.guards';
import type { MatrixCell } from './workbench.matrix';
import type { RuleVersionSummary, StoredRuleVersion } from './rule-versions';

/** The workbench of a user who may open it (checked once, in `Query.ruleWorkbench`). */
export interface RuleWorkbench {
  user: SessionUser;
}

/** A version; the files are loaded when asked for unless they are already here. */
export type RuleVersion = RuleVersionSummary | StoredRuleVersion;

/** What one user gets, straight from `computeNavigation`. */
export type RuleCellView = Navigation;

/** A validation problem with its display text. */
export interface RuleIssueView {
  file: string;
  path: string;
  line: number | null;
  message: string;
  text: string;
  needsClientRelease: boolean;
  scope: string | null;
  itemId: string | null;
  field: string | null;
}

export interface RuleDraftCheck {
  valid: boolean;
  sizeBytes: number;
  baseVersion: number;
  liveMoved: boolean;
  live: RuleVersion;
  differsFromLive: boolean;
  issues: RuleIssueView[];
  needsClientRelease: boolean;
  changes: RuleChange[];
  guards: RuleGuard[];
  /** Computed only when the matrix is asked for. */
  matrix(withAccountId: boolean): MatrixCell[];
  entries: DraftEntry[];
}
