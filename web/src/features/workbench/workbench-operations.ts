import { graphql } from '../../gql';

/** A published version as the workbench lists it. */
export const WorkbenchVersionFragment = graphql(`
  fragment WorkbenchVersion_version on RuleVersion {
    number
    live
    source
    comment
    author
    authorEmail
    publishedAt
    restoredFrom
  }
`);

export const WorkbenchIssueFragment = graphql(`
  fragment WorkbenchIssue_issue on RuleIssue {
    file
    path
    line
    message
    text
    needsClientRelease
    scope
    itemId
    field
  }
`);

export const WorkbenchChangeFragment = graphql(`
  fragment WorkbenchChange_change on RuleChange {
    kind
    scopes
    itemId
    message
  }
`);

export const WorkbenchOverviewQuery = graphql(`
  query WorkbenchOverview {
    ruleWorkbench {
      live {
        ...WorkbenchVersion_version
        files {
          name
          text
        }
      }
      vocabulary {
        types
        roles
        requirements
        maxDraftBytes
        propagation
      }
      files {
        status
        message
        canExport
        dir
        files {
          name
          text
        }
      }
    }
  }
`);

export const WorkbenchCheckQuery = graphql(`
  query WorkbenchCheck($draft: RuleDraftInput!) {
    ruleWorkbench {
      check(draft: $draft) {
        valid
        sizeBytes
        baseVersion
        liveMoved
        differsFromLive
        live {
          number
          author
          comment
        }
        issues {
          ...WorkbenchIssue_issue
        }
        needsClientRelease
        changes {
          ...WorkbenchChange_change
        }
        guards {
          code
          message
        }
        entries {
          scope
          id
          file
          label
          labelEn
          labelByType {
            type
            text
            textEn
          }
          order
          route
          access {
            types
            excludeTypes
            roles
            requires
            sameAs
          }
        }
      }
    }
  }
`);

export const WorkbenchEditQuery = graphql(`
  query WorkbenchEdit($draft: RuleDraftInput!, $edit: RuleEntryEditInput!) {
    ruleWorkbench {
      edit(draft: $draft, edit: $edit) {
        ok
        message
        files {
          name
          text
        }
      }
    }
  }
`);

export const PublishRulesMutation = graphql(`
  mutation PublishRules($input: PublishRulesInput!) {
    publishRules(input: $input) {
      ok
      version {
        ...WorkbenchVersion_version
      }
      error {
        code
        message
        issues {
          ...WorkbenchIssue_issue
        }
        guards {
          code
          message
        }
        live {
          number
          author
          comment
        }
        changes {
          ...WorkbenchChange_change
        }
      }
    }
  }
`);

export const RollbackRulesMutation = graphql(`
  mutation RollbackRules($input: RollbackRulesInput!) {
    rollbackRules(input: $input) {
      ok
      version {
        ...WorkbenchVersion_version
      }
      error {
        code
        message
        guards {
          code
          message
        }
        live {
          number
          author
          comment
        }
      }
    }
  }
`);

export const ExportRulesMutation = graphql(`
  mutation ExportRules {
    exportRules {
      ok
      message
      written
      removed
    }
  }
`);

/** Who a preview or an explanation is for; `type` null is "no type". */
export interface Persona {
  type: string | null;
  role: string;
  withAccountId: boolean;
}
