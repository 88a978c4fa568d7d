/**
 * Resolvers of `schema/workbench.graphql`. They translate; the rules are in
 * `workbench.service.ts`.
 */
import type { Resolvers } from '../../graphql/__generated__/resolvers-types';
import type { ItemScope } from '../navigation';
import type { EntryEdit } from './workbench.edit';
import type { WorkbenchService } from './workbench.service';

export interface WorkbenchResolverDeps {
  workbench: WorkbenchService;
}

const edited = (edit: {
  scope: string;
  id: string;
  label?: string | null;
  labelEn?: string | null;
  order?: number | null;
  labelByType?: ReadonlyArray<{ type: string; text: string; textEn?: string | null }> | null;
  access?: { types?: string[] | null; excludeTypes?: string[] | null; roles?: string[] | null; requires?: string | null; sameAs?: string[] | null } | null;
}): EntryEdit => ({
  scope: edit.scope as ItemScope,
  id: edit.id,
  label: edit.label,
  labelEn: edit.labelEn,
  order: edit.order,
  labelByType: edit.labelByType === undefined || edit.labelByType === null ? edit.labelByType : [...edit.labelByType],
  access:
    edit.access === undefined || edit.access === null
      ? edit.access
      : {
          types: edit.access.types ?? [],
          excludeTypes: edit.access.excludeTypes ?? [],
          roles: edit.access.roles ?? [],
          requires: edit.access.requires ?? null,
          sameAs: edit.access.sameAs ?? [],
        },
});

export function createWorkbenchResolvers({ workbench }: WorkbenchResolverDeps): Resolvers {
  return {
    Query: {
      rulesVersion: (_parent, _args, context) => workbench.rulesVersion(context),
      ruleWorkbench: (_parent, _args, context) => workbench.open(context),
    },
    Viewer: {
      rulesVersion: (_parent, _args, context) => workbench.rulesVersion(context),
    },
    Mutation: {
      publishRules: (_parent, { input }, context) => workbench.publish(context, input),
      rollbackRules: (_parent, { input }, context) => workbench.rollback(context, input),
      exportRules: (_parent, _args, context) => workbench.exportRules(context),
    },
    RuleWorkbench: {
      live: (_parent, _args, context) => workbench.live(context),
      versions: (_parent, { first }, context) => workbench.versions(context, first),
      version: (_parent, { number }, context) => workbench.version(context, number),
      files: (_parent, _args, context) => workbench.files(context),
      vocabulary: (_parent, _args, context) => workbench.vocabulary(context),
      check: (_parent, { draft }, context) => workbench.check(context, draft),
      edit: (_parent, { draft, edit }, context) => workbench.edit(context, draft, edited(edit)),
      viewAs: (_parent, { draft, persona }, context) => workbench.viewAs(context, draft, persona),
      explain: (_parent, { draft, persona, itemId, scope }, context) => workbench.explain(context, draft, persona, itemId, scope),
    },
    RuleVersion: {
      number: (version) => version.version,
      live: (version, _args, context) => workbench.isLive(context, version),
      author: (version) => version.author.name,
      authorEmail: (version) => version.author.email,
      publishedAt: (version) => version.createdAt,
      files: (version, _args, context) => workbench.versionFiles(context, version),
      changes: (version, _args, context) => workbench.versionChanges(context, version),
    },
    RuleDraftCheck: {
      matrix: (check, { withAccountId }) => check.matrix(withAccountId),
    },
    RuleCellView: {
      menu: (navigation) => [...navigation.menu],
      tiles: (navigation) => [...navigation.tiles],
    },
  };
}
