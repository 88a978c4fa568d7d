/**
 * The rule workbench (issue 9): versioned navigation rules in the portal database, served
 * live and fanned out to every replica, with drafts, previews, publish and rollback.
 */
export { createVersionedRuleStore, FILES_AUTHOR } from './versioned-rule-store';
export type { FilesReport, FilesStatus, PublishOutcome, VersionedRuleStore } from './versioned-rule-store';
export { createWorkbenchResolvers } from './workbench.resolvers';
export { createWorkbenchService } from './workbench.service';
export type { WorkbenchService } from './workbench.service';
