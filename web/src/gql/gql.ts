/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Probe {\n    portal {\n      version\n    }\n  }\n": typeof types.ProbeDocument,
    "\n  query PortalBoot {\n    viewer {\n      rulesVersion\n      ...AppHeader_viewer\n      ...HomePage_viewer\n      routes {\n        ...ScreenRoute_route\n      }\n    }\n    publicRoutes {\n      ...ScreenRoute_route\n    }\n  }\n": typeof types.PortalBootDocument,
    "\n  fragment AccountSwitch_account on AdminAccount {\n    userId\n    type\n    name\n    email\n    accountId\n    current\n  }\n": typeof types.AccountSwitch_AccountFragmentDoc,
    "\n  query AdminAccounts {\n    adminAccounts {\n      ...AccountSwitch_account\n    }\n  }\n": typeof types.AdminAccountsDocument,
    "\n  mutation SwitchAccount($userId: ID!) {\n    switchAccount(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": typeof types.SwitchAccountDocument,
    "\n  fragment AppHeader_viewer on Viewer {\n    environment\n    showHeader\n    canSwitchAccount\n    user {\n      userId\n      name\n      email\n      accountId\n      type\n    }\n    menu {\n      ...MainMenu_items\n    }\n  }\n": typeof types.AppHeader_ViewerFragmentDoc,
    "\n  fragment MainMenu_items on NavItem {\n    id\n    label\n    route\n  }\n": typeof types.MainMenu_ItemsFragmentDoc,
    "\n  query RulesVersion {\n    rulesVersion\n  }\n": typeof types.RulesVersionDocument,
    "\n  query RouteAccess($path: String!) {\n    routeAccess(path: $path) {\n      path\n      status\n      title\n    }\n  }\n": typeof types.RouteAccessDocument,
    "\n  fragment AuditTable_entry on AuditEntry {\n    id\n    at\n    action\n    outcome\n    targetType\n    targetId\n    accountId\n    actor {\n      userId\n      email\n      role\n      ip\n      clientUrl\n      requestId\n    }\n    details {\n      key\n      value\n    }\n  }\n": typeof types.AuditTable_EntryFragmentDoc,
    "\n  query AuditPage($filter: AuditFilter, $first: Int, $after: ID) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      hasMore\n      nextCursor\n      entries {\n        ...AuditTable_entry\n      }\n    }\n    auditActions\n  }\n": typeof types.AuditPageDocument,
    "\n  fragment SettingsForm_settings on AccountSettings {\n    accountId\n    contactName\n    street\n    postcode\n    place\n    phone\n    email\n    noticeEmails\n    mailLanguage\n    updatedAt\n    updatedBy\n  }\n": typeof types.SettingsForm_SettingsFragmentDoc,
    "\n  query SettingsPage($accountId: String) {\n    settingsAccounts {\n      canChoose\n      current\n      accounts\n    }\n    accountSettings(accountId: $accountId) {\n      ...SettingsForm_settings\n    }\n  }\n": typeof types.SettingsPageDocument,
    "\n  mutation UpdateAccountSettings($accountId: String, $input: AccountSettingsInput!) {\n    updateAccountSettings(accountId: $accountId, input: $input) {\n      ok\n      settings {\n        ...SettingsForm_settings\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateAccountSettingsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      user {\n        ...UsersTable_user\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ok\n      user {\n        ...UsersTable_user\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  mutation DeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": typeof types.DeactivateUserDocument,
    "\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": typeof types.ReactivateUserDocument,
    "\n  mutation SendPasswordMail($userId: ID!) {\n    sendPasswordMail(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": typeof types.SendPasswordMailDocument,
    "\n  query UsersPage($filter: UserFilter, $first: Int, $offset: Int, $auditPath: String!) {\n    users(filter: $filter, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      users {\n        ...UsersTable_user\n      }\n    }\n    userAdminOptions {\n      roles\n      types\n      fixedType\n      fixedAccountId\n      accounts\n    }\n    auditAccess: routeAccess(path: $auditPath) {\n      status\n    }\n  }\n": typeof types.UsersPageDocument,
    "\n  fragment UsersTable_user on ManagedUser {\n    userId\n    email\n    name\n    role\n    type\n    accountId\n    deactivated\n    isSelf\n    permissions {\n      canEdit\n      canChangeRole\n      canDeactivate\n      canReactivate\n      canSendPasswordMail\n    }\n  }\n": typeof types.UsersTable_UserFragmentDoc,
    "\n  query WorkbenchHistory {\n    ruleWorkbench {\n      versions(first: 50) {\n        ...WorkbenchVersion_version\n        baseVersion\n      }\n    }\n  }\n": typeof types.WorkbenchHistoryDocument,
    "\n  query WorkbenchVersionFiles($number: Int!) {\n    ruleWorkbench {\n      version(number: $number) {\n        number\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n": typeof types.WorkbenchVersionFilesDocument,
    "\n  query WorkbenchVersionChanges($number: Int!) {\n    ruleWorkbench {\n      version(number: $number) {\n        number\n        changes {\n          ...WorkbenchChange_change\n        }\n      }\n    }\n  }\n": typeof types.WorkbenchVersionChangesDocument,
    "\n  fragment MatrixPreview_cell on RuleMatrixCell {\n    type\n    role\n    changed\n    live {\n      showHeader\n      menu {\n        id\n        label\n      }\n      tiles {\n        id\n        label\n      }\n    }\n    draft {\n      showHeader\n      menu {\n        id\n        label\n      }\n      tiles {\n        id\n        label\n      }\n    }\n  }\n": typeof types.MatrixPreview_CellFragmentDoc,
    "\n  query WorkbenchMatrix($draft: RuleDraftInput!, $withAccountId: Boolean!) {\n    ruleWorkbench {\n      check(draft: $draft) {\n        valid\n        matrix(withAccountId: $withAccountId) {\n          ...MatrixPreview_cell\n        }\n      }\n    }\n  }\n": typeof types.WorkbenchMatrixDocument,
    "\n  query WorkbenchViewAs($draft: RuleDraftInput, $persona: RulePersonaInput!) {\n    ruleWorkbench {\n      viewAs(draft: $draft, persona: $persona) {\n        ...HomePage_viewer\n        showHeader\n        user {\n          name\n          type\n          role\n          accountId\n        }\n        menu {\n          id\n          label\n          route\n        }\n      }\n    }\n  }\n": typeof types.WorkbenchViewAsDocument,
    "\n  query WorkbenchExplain($draft: RuleDraftInput, $persona: RulePersonaInput!, $itemId: String!, $scope: String) {\n    ruleWorkbench {\n      explain(draft: $draft, persona: $persona, itemId: $itemId, scope: $scope) {\n        visible\n        reasons\n      }\n    }\n  }\n": typeof types.WorkbenchExplainDocument,
    "\n  fragment WorkbenchVersion_version on RuleVersion {\n    number\n    live\n    source\n    comment\n    author\n    authorEmail\n    publishedAt\n    restoredFrom\n  }\n": typeof types.WorkbenchVersion_VersionFragmentDoc,
    "\n  fragment WorkbenchIssue_issue on RuleIssue {\n    file\n    path\n    line\n    message\n    text\n    scope\n    itemId\n    field\n  }\n": typeof types.WorkbenchIssue_IssueFragmentDoc,
    "\n  fragment WorkbenchChange_change on RuleChange {\n    kind\n    scopes\n    itemId\n    message\n  }\n": typeof types.WorkbenchChange_ChangeFragmentDoc,
    "\n  query WorkbenchOverview {\n    ruleWorkbench {\n      live {\n        ...WorkbenchVersion_version\n        files {\n          name\n          text\n        }\n      }\n      vocabulary {\n        types\n        roles\n        requirements\n        maxDraftBytes\n        propagation\n      }\n      files {\n        status\n        message\n        canExport\n        dir\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n": typeof types.WorkbenchOverviewDocument,
    "\n  query WorkbenchCheck($draft: RuleDraftInput!) {\n    ruleWorkbench {\n      check(draft: $draft) {\n        valid\n        sizeBytes\n        baseVersion\n        liveMoved\n        differsFromLive\n        live {\n          number\n          author\n          comment\n        }\n        issues {\n          ...WorkbenchIssue_issue\n        }\n        changes {\n          ...WorkbenchChange_change\n        }\n        guards {\n          code\n          message\n        }\n        entries {\n          scope\n          id\n          file\n          label\n          labelByType {\n            type\n            text\n          }\n          order\n          route\n          access {\n            types\n            excludeTypes\n            roles\n            requires\n            sameAs\n          }\n        }\n      }\n    }\n  }\n": typeof types.WorkbenchCheckDocument,
    "\n  query WorkbenchEdit($draft: RuleDraftInput!, $edit: RuleEntryEditInput!) {\n    ruleWorkbench {\n      edit(draft: $draft, edit: $edit) {\n        ok\n        message\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n": typeof types.WorkbenchEditDocument,
    "\n  mutation PublishRules($input: PublishRulesInput!) {\n    publishRules(input: $input) {\n      ok\n      version {\n        ...WorkbenchVersion_version\n      }\n      error {\n        code\n        message\n        issues {\n          ...WorkbenchIssue_issue\n        }\n        guards {\n          code\n          message\n        }\n        live {\n          number\n          author\n          comment\n        }\n        changes {\n          ...WorkbenchChange_change\n        }\n      }\n    }\n  }\n": typeof types.PublishRulesDocument,
    "\n  mutation RollbackRules($input: RollbackRulesInput!) {\n    rollbackRules(input: $input) {\n      ok\n      version {\n        ...WorkbenchVersion_version\n      }\n      error {\n        code\n        message\n        guards {\n          code\n          message\n        }\n        live {\n          number\n          author\n          comment\n        }\n      }\n    }\n  }\n": typeof types.RollbackRulesDocument,
    "\n  mutation ExportRules {\n    exportRules {\n      ok\n      message\n      written\n      removed\n    }\n  }\n": typeof types.ExportRulesDocument,
    "\n  fragment HomePage_viewer on Viewer {\n    greeting\n    banners {\n      ...OutageBanners_banners\n    }\n    tiles {\n      ...HomeTiles_tiles\n    }\n    releaseNotes {\n      ...ReleaseNotesLink_link\n    }\n  }\n": typeof types.HomePage_ViewerFragmentDoc,
    "\n  fragment HomeTiles_tiles on NavItem {\n    id\n    label\n    route\n  }\n": typeof types.HomeTiles_TilesFragmentDoc,
    "\n  fragment OutageBanners_banners on OutageBanner {\n    id\n    kind\n    colour\n    title\n    startTime\n    endTime\n    reason\n  }\n": typeof types.OutageBanners_BannersFragmentDoc,
    "\n  fragment ReleaseNotesLink_link on NavItem {\n    id\n    label\n    route\n  }\n": typeof types.ReleaseNotesLink_LinkFragmentDoc,
    "\n  fragment ScreenPlaceholder_screen on RouteDescriptor {\n    id\n    title\n    kind\n  }\n": typeof types.ScreenPlaceholder_ScreenFragmentDoc,
    "\n  fragment ScreenRoute_route on RouteDescriptor {\n    id\n    route\n    kind\n    title\n    public\n    ...ScreenPlaceholder_screen\n  }\n": typeof types.ScreenRoute_RouteFragmentDoc,
};
const documents: Documents = {
    "\n  query Probe {\n    portal {\n      version\n    }\n  }\n": types.ProbeDocument,
    "\n  query PortalBoot {\n    viewer {\n      rulesVersion\n      ...AppHeader_viewer\n      ...HomePage_viewer\n      routes {\n        ...ScreenRoute_route\n      }\n    }\n    publicRoutes {\n      ...ScreenRoute_route\n    }\n  }\n": types.PortalBootDocument,
    "\n  fragment AccountSwitch_account on AdminAccount {\n    userId\n    type\n    name\n    email\n    accountId\n    current\n  }\n": types.AccountSwitch_AccountFragmentDoc,
    "\n  query AdminAccounts {\n    adminAccounts {\n      ...AccountSwitch_account\n    }\n  }\n": types.AdminAccountsDocument,
    "\n  mutation SwitchAccount($userId: ID!) {\n    switchAccount(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": types.SwitchAccountDocument,
    "\n  fragment AppHeader_viewer on Viewer {\n    environment\n    showHeader\n    canSwitchAccount\n    user {\n      userId\n      name\n      email\n      accountId\n      type\n    }\n    menu {\n      ...MainMenu_items\n    }\n  }\n": types.AppHeader_ViewerFragmentDoc,
    "\n  fragment MainMenu_items on NavItem {\n    id\n    label\n    route\n  }\n": types.MainMenu_ItemsFragmentDoc,
    "\n  query RulesVersion {\n    rulesVersion\n  }\n": types.RulesVersionDocument,
    "\n  query RouteAccess($path: String!) {\n    routeAccess(path: $path) {\n      path\n      status\n      title\n    }\n  }\n": types.RouteAccessDocument,
    "\n  fragment AuditTable_entry on AuditEntry {\n    id\n    at\n    action\n    outcome\n    targetType\n    targetId\n    accountId\n    actor {\n      userId\n      email\n      role\n      ip\n      clientUrl\n      requestId\n    }\n    details {\n      key\n      value\n    }\n  }\n": types.AuditTable_EntryFragmentDoc,
    "\n  query AuditPage($filter: AuditFilter, $first: Int, $after: ID) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      hasMore\n      nextCursor\n      entries {\n        ...AuditTable_entry\n      }\n    }\n    auditActions\n  }\n": types.AuditPageDocument,
    "\n  fragment SettingsForm_settings on AccountSettings {\n    accountId\n    contactName\n    street\n    postcode\n    place\n    phone\n    email\n    noticeEmails\n    mailLanguage\n    updatedAt\n    updatedBy\n  }\n": types.SettingsForm_SettingsFragmentDoc,
    "\n  query SettingsPage($accountId: String) {\n    settingsAccounts {\n      canChoose\n      current\n      accounts\n    }\n    accountSettings(accountId: $accountId) {\n      ...SettingsForm_settings\n    }\n  }\n": types.SettingsPageDocument,
    "\n  mutation UpdateAccountSettings($accountId: String, $input: AccountSettingsInput!) {\n    updateAccountSettings(accountId: $accountId, input: $input) {\n      ok\n      settings {\n        ...SettingsForm_settings\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateAccountSettingsDocument,
    "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      user {\n        ...UsersTable_user\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.CreateUserDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ok\n      user {\n        ...UsersTable_user\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  mutation DeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": types.DeactivateUserDocument,
    "\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": types.ReactivateUserDocument,
    "\n  mutation SendPasswordMail($userId: ID!) {\n    sendPasswordMail(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": types.SendPasswordMailDocument,
    "\n  query UsersPage($filter: UserFilter, $first: Int, $offset: Int, $auditPath: String!) {\n    users(filter: $filter, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      users {\n        ...UsersTable_user\n      }\n    }\n    userAdminOptions {\n      roles\n      types\n      fixedType\n      fixedAccountId\n      accounts\n    }\n    auditAccess: routeAccess(path: $auditPath) {\n      status\n    }\n  }\n": types.UsersPageDocument,
    "\n  fragment UsersTable_user on ManagedUser {\n    userId\n    email\n    name\n    role\n    type\n    accountId\n    deactivated\n    isSelf\n    permissions {\n      canEdit\n      canChangeRole\n      canDeactivate\n      canReactivate\n      canSendPasswordMail\n    }\n  }\n": types.UsersTable_UserFragmentDoc,
    "\n  query WorkbenchHistory {\n    ruleWorkbench {\n      versions(first: 50) {\n        ...WorkbenchVersion_version\n        baseVersion\n      }\n    }\n  }\n": types.WorkbenchHistoryDocument,
    "\n  query WorkbenchVersionFiles($number: Int!) {\n    ruleWorkbench {\n      version(number: $number) {\n        number\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n": types.WorkbenchVersionFilesDocument,
    "\n  query WorkbenchVersionChanges($number: Int!) {\n    ruleWorkbench {\n      version(number: $number) {\n        number\n        changes {\n          ...WorkbenchChange_change\n        }\n      }\n    }\n  }\n": types.WorkbenchVersionChangesDocument,
    "\n  fragment MatrixPreview_cell on RuleMatrixCell {\n    type\n    role\n    changed\n    live {\n      showHeader\n      menu {\n        id\n        label\n      }\n      tiles {\n        id\n        label\n      }\n    }\n    draft {\n      showHeader\n      menu {\n        id\n        label\n      }\n      tiles {\n        id\n        label\n      }\n    }\n  }\n": types.MatrixPreview_CellFragmentDoc,
    "\n  query WorkbenchMatrix($draft: RuleDraftInput!, $withAccountId: Boolean!) {\n    ruleWorkbench {\n      check(draft: $draft) {\n        valid\n        matrix(withAccountId: $withAccountId) {\n          ...MatrixPreview_cell\n        }\n      }\n    }\n  }\n": types.WorkbenchMatrixDocument,
    "\n  query WorkbenchViewAs($draft: RuleDraftInput, $persona: RulePersonaInput!) {\n    ruleWorkbench {\n      viewAs(draft: $draft, persona: $persona) {\n        ...HomePage_viewer\n        showHeader\n        user {\n          name\n          type\n          role\n          accountId\n        }\n        menu {\n          id\n          label\n          route\n        }\n      }\n    }\n  }\n": types.WorkbenchViewAsDocument,
    "\n  query WorkbenchExplain($draft: RuleDraftInput, $persona: RulePersonaInput!, $itemId: String!, $scope: String) {\n    ruleWorkbench {\n      explain(draft: $draft, persona: $persona, itemId: $itemId, scope: $scope) {\n        visible\n        reasons\n      }\n    }\n  }\n": types.WorkbenchExplainDocument,
    "\n  fragment WorkbenchVersion_version on RuleVersion {\n    number\n    live\n    source\n    comment\n    author\n    authorEmail\n    publishedAt\n    restoredFrom\n  }\n": types.WorkbenchVersion_VersionFragmentDoc,
    "\n  fragment WorkbenchIssue_issue on RuleIssue {\n    file\n    path\n    line\n    message\n    text\n    scope\n    itemId\n    field\n  }\n": types.WorkbenchIssue_IssueFragmentDoc,
    "\n  fragment WorkbenchChange_change on RuleChange {\n    kind\n    scopes\n    itemId\n    message\n  }\n": types.WorkbenchChange_ChangeFragmentDoc,
    "\n  query WorkbenchOverview {\n    ruleWorkbench {\n      live {\n        ...WorkbenchVersion_version\n        files {\n          name\n          text\n        }\n      }\n      vocabulary {\n        types\n        roles\n        requirements\n        maxDraftBytes\n        propagation\n      }\n      files {\n        status\n        message\n        canExport\n        dir\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n": types.WorkbenchOverviewDocument,
    "\n  query WorkbenchCheck($draft: RuleDraftInput!) {\n    ruleWorkbench {\n      check(draft: $draft) {\n        valid\n        sizeBytes\n        baseVersion\n        liveMoved\n        differsFromLive\n        live {\n          number\n          author\n          comment\n        }\n        issues {\n          ...WorkbenchIssue_issue\n        }\n        changes {\n          ...WorkbenchChange_change\n        }\n        guards {\n          code\n          message\n        }\n        entries {\n          scope\n          id\n          file\n          label\n          labelByType {\n            type\n            text\n          }\n          order\n          route\n          access {\n            types\n            excludeTypes\n            roles\n            requires\n            sameAs\n          }\n        }\n      }\n    }\n  }\n": types.WorkbenchCheckDocument,
    "\n  query WorkbenchEdit($draft: RuleDraftInput!, $edit: RuleEntryEditInput!) {\n    ruleWorkbench {\n      edit(draft: $draft, edit: $edit) {\n        ok\n        message\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n": types.WorkbenchEditDocument,
    "\n  mutation PublishRules($input: PublishRulesInput!) {\n    publishRules(input: $input) {\n      ok\n      version {\n        ...WorkbenchVersion_version\n      }\n      error {\n        code\n        message\n        issues {\n          ...WorkbenchIssue_issue\n        }\n        guards {\n          code\n          message\n        }\n        live {\n          number\n          author\n          comment\n        }\n        changes {\n          ...WorkbenchChange_change\n        }\n      }\n    }\n  }\n": types.PublishRulesDocument,
    "\n  mutation RollbackRules($input: RollbackRulesInput!) {\n    rollbackRules(input: $input) {\n      ok\n      version {\n        ...WorkbenchVersion_version\n      }\n      error {\n        code\n        message\n        guards {\n          code\n          message\n        }\n        live {\n          number\n          author\n          comment\n        }\n      }\n    }\n  }\n": types.RollbackRulesDocument,
    "\n  mutation ExportRules {\n    exportRules {\n      ok\n      message\n      written\n      removed\n    }\n  }\n": types.ExportRulesDocument,
    "\n  fragment HomePage_viewer on Viewer {\n    greeting\n    banners {\n      ...OutageBanners_banners\n    }\n    tiles {\n      ...HomeTiles_tiles\n    }\n    releaseNotes {\n      ...ReleaseNotesLink_link\n    }\n  }\n": types.HomePage_ViewerFragmentDoc,
    "\n  fragment HomeTiles_tiles on NavItem {\n    id\n    label\n    route\n  }\n": types.HomeTiles_TilesFragmentDoc,
    "\n  fragment OutageBanners_banners on OutageBanner {\n    id\n    kind\n    colour\n    title\n    startTime\n    endTime\n    reason\n  }\n": types.OutageBanners_BannersFragmentDoc,
    "\n  fragment ReleaseNotesLink_link on NavItem {\n    id\n    label\n    route\n  }\n": types.ReleaseNotesLink_LinkFragmentDoc,
    "\n  fragment ScreenPlaceholder_screen on RouteDescriptor {\n    id\n    title\n    kind\n  }\n": types.ScreenPlaceholder_ScreenFragmentDoc,
    "\n  fragment ScreenRoute_route on RouteDescriptor {\n    id\n    route\n    kind\n    title\n    public\n    ...ScreenPlaceholder_screen\n  }\n": types.ScreenRoute_RouteFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Probe {\n    portal {\n      version\n    }\n  }\n"): (typeof documents)["\n  query Probe {\n    portal {\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PortalBoot {\n    viewer {\n      rulesVersion\n      ...AppHeader_viewer\n      ...HomePage_viewer\n      routes {\n        ...ScreenRoute_route\n      }\n    }\n    publicRoutes {\n      ...ScreenRoute_route\n    }\n  }\n"): (typeof documents)["\n  query PortalBoot {\n    viewer {\n      rulesVersion\n      ...AppHeader_viewer\n      ...HomePage_viewer\n      routes {\n        ...ScreenRoute_route\n      }\n    }\n    publicRoutes {\n      ...ScreenRoute_route\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountSwitch_account on AdminAccount {\n    userId\n    type\n    name\n    email\n    accountId\n    current\n  }\n"): (typeof documents)["\n  fragment AccountSwitch_account on AdminAccount {\n    userId\n    type\n    name\n    email\n    accountId\n    current\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccounts {\n    adminAccounts {\n      ...AccountSwitch_account\n    }\n  }\n"): (typeof documents)["\n  query AdminAccounts {\n    adminAccounts {\n      ...AccountSwitch_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchAccount($userId: ID!) {\n    switchAccount(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchAccount($userId: ID!) {\n    switchAccount(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppHeader_viewer on Viewer {\n    environment\n    showHeader\n    canSwitchAccount\n    user {\n      userId\n      name\n      email\n      accountId\n      type\n    }\n    menu {\n      ...MainMenu_items\n    }\n  }\n"): (typeof documents)["\n  fragment AppHeader_viewer on Viewer {\n    environment\n    showHeader\n    canSwitchAccount\n    user {\n      userId\n      name\n      email\n      accountId\n      type\n    }\n    menu {\n      ...MainMenu_items\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MainMenu_items on NavItem {\n    id\n    label\n    route\n  }\n"): (typeof documents)["\n  fragment MainMenu_items on NavItem {\n    id\n    label\n    route\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RulesVersion {\n    rulesVersion\n  }\n"): (typeof documents)["\n  query RulesVersion {\n    rulesVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RouteAccess($path: String!) {\n    routeAccess(path: $path) {\n      path\n      status\n      title\n    }\n  }\n"): (typeof documents)["\n  query RouteAccess($path: String!) {\n    routeAccess(path: $path) {\n      path\n      status\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditTable_entry on AuditEntry {\n    id\n    at\n    action\n    outcome\n    targetType\n    targetId\n    accountId\n    actor {\n      userId\n      email\n      role\n      ip\n      clientUrl\n      requestId\n    }\n    details {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment AuditTable_entry on AuditEntry {\n    id\n    at\n    action\n    outcome\n    targetType\n    targetId\n    accountId\n    actor {\n      userId\n      email\n      role\n      ip\n      clientUrl\n      requestId\n    }\n    details {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditPage($filter: AuditFilter, $first: Int, $after: ID) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      hasMore\n      nextCursor\n      entries {\n        ...AuditTable_entry\n      }\n    }\n    auditActions\n  }\n"): (typeof documents)["\n  query AuditPage($filter: AuditFilter, $first: Int, $after: ID) {\n    auditLog(filter: $filter, first: $first, after: $after) {\n      hasMore\n      nextCursor\n      entries {\n        ...AuditTable_entry\n      }\n    }\n    auditActions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsForm_settings on AccountSettings {\n    accountId\n    contactName\n    street\n    postcode\n    place\n    phone\n    email\n    noticeEmails\n    mailLanguage\n    updatedAt\n    updatedBy\n  }\n"): (typeof documents)["\n  fragment SettingsForm_settings on AccountSettings {\n    accountId\n    contactName\n    street\n    postcode\n    place\n    phone\n    email\n    noticeEmails\n    mailLanguage\n    updatedAt\n    updatedBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsPage($accountId: String) {\n    settingsAccounts {\n      canChoose\n      current\n      accounts\n    }\n    accountSettings(accountId: $accountId) {\n      ...SettingsForm_settings\n    }\n  }\n"): (typeof documents)["\n  query SettingsPage($accountId: String) {\n    settingsAccounts {\n      canChoose\n      current\n      accounts\n    }\n    accountSettings(accountId: $accountId) {\n      ...SettingsForm_settings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountSettings($accountId: String, $input: AccountSettingsInput!) {\n    updateAccountSettings(accountId: $accountId, input: $input) {\n      ok\n      settings {\n        ...SettingsForm_settings\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountSettings($accountId: String, $input: AccountSettingsInput!) {\n    updateAccountSettings(accountId: $accountId, input: $input) {\n      ok\n      settings {\n        ...SettingsForm_settings\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      user {\n        ...UsersTable_user\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateUser($input: CreateUserInput!) {\n    createUser(input: $input) {\n      ok\n      user {\n        ...UsersTable_user\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ok\n      user {\n        ...UsersTable_user\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      ok\n      user {\n        ...UsersTable_user\n      }\n      error {\n        message\n        fieldErrors {\n          field\n          message\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateUser($userId: ID!) {\n    deactivateUser(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateUser($userId: ID!) {\n    reactivateUser(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordMail($userId: ID!) {\n    sendPasswordMail(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordMail($userId: ID!) {\n    sendPasswordMail(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsersPage($filter: UserFilter, $first: Int, $offset: Int, $auditPath: String!) {\n    users(filter: $filter, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      users {\n        ...UsersTable_user\n      }\n    }\n    userAdminOptions {\n      roles\n      types\n      fixedType\n      fixedAccountId\n      accounts\n    }\n    auditAccess: routeAccess(path: $auditPath) {\n      status\n    }\n  }\n"): (typeof documents)["\n  query UsersPage($filter: UserFilter, $first: Int, $offset: Int, $auditPath: String!) {\n    users(filter: $filter, first: $first, offset: $offset) {\n      totalCount\n      hasMore\n      users {\n        ...UsersTable_user\n      }\n    }\n    userAdminOptions {\n      roles\n      types\n      fixedType\n      fixedAccountId\n      accounts\n    }\n    auditAccess: routeAccess(path: $auditPath) {\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsersTable_user on ManagedUser {\n    userId\n    email\n    name\n    role\n    type\n    accountId\n    deactivated\n    isSelf\n    permissions {\n      canEdit\n      canChangeRole\n      canDeactivate\n      canReactivate\n      canSendPasswordMail\n    }\n  }\n"): (typeof documents)["\n  fragment UsersTable_user on ManagedUser {\n    userId\n    email\n    name\n    role\n    type\n    accountId\n    deactivated\n    isSelf\n    permissions {\n      canEdit\n      canChangeRole\n      canDeactivate\n      canReactivate\n      canSendPasswordMail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchHistory {\n    ruleWorkbench {\n      versions(first: 50) {\n        ...WorkbenchVersion_version\n        baseVersion\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchHistory {\n    ruleWorkbench {\n      versions(first: 50) {\n        ...WorkbenchVersion_version\n        baseVersion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchVersionFiles($number: Int!) {\n    ruleWorkbench {\n      version(number: $number) {\n        number\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchVersionFiles($number: Int!) {\n    ruleWorkbench {\n      version(number: $number) {\n        number\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchVersionChanges($number: Int!) {\n    ruleWorkbench {\n      version(number: $number) {\n        number\n        changes {\n          ...WorkbenchChange_change\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchVersionChanges($number: Int!) {\n    ruleWorkbench {\n      version(number: $number) {\n        number\n        changes {\n          ...WorkbenchChange_change\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MatrixPreview_cell on RuleMatrixCell {\n    type\n    role\n    changed\n    live {\n      showHeader\n      menu {\n        id\n        label\n      }\n      tiles {\n        id\n        label\n      }\n    }\n    draft {\n      showHeader\n      menu {\n        id\n        label\n      }\n      tiles {\n        id\n        label\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment MatrixPreview_cell on RuleMatrixCell {\n    type\n    role\n    changed\n    live {\n      showHeader\n      menu {\n        id\n        label\n      }\n      tiles {\n        id\n        label\n      }\n    }\n    draft {\n      showHeader\n      menu {\n        id\n        label\n      }\n      tiles {\n        id\n        label\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchMatrix($draft: RuleDraftInput!, $withAccountId: Boolean!) {\n    ruleWorkbench {\n      check(draft: $draft) {\n        valid\n        matrix(withAccountId: $withAccountId) {\n          ...MatrixPreview_cell\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchMatrix($draft: RuleDraftInput!, $withAccountId: Boolean!) {\n    ruleWorkbench {\n      check(draft: $draft) {\n        valid\n        matrix(withAccountId: $withAccountId) {\n          ...MatrixPreview_cell\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchViewAs($draft: RuleDraftInput, $persona: RulePersonaInput!) {\n    ruleWorkbench {\n      viewAs(draft: $draft, persona: $persona) {\n        ...HomePage_viewer\n        showHeader\n        user {\n          name\n          type\n          role\n          accountId\n        }\n        menu {\n          id\n          label\n          route\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchViewAs($draft: RuleDraftInput, $persona: RulePersonaInput!) {\n    ruleWorkbench {\n      viewAs(draft: $draft, persona: $persona) {\n        ...HomePage_viewer\n        showHeader\n        user {\n          name\n          type\n          role\n          accountId\n        }\n        menu {\n          id\n          label\n          route\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchExplain($draft: RuleDraftInput, $persona: RulePersonaInput!, $itemId: String!, $scope: String) {\n    ruleWorkbench {\n      explain(draft: $draft, persona: $persona, itemId: $itemId, scope: $scope) {\n        visible\n        reasons\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchExplain($draft: RuleDraftInput, $persona: RulePersonaInput!, $itemId: String!, $scope: String) {\n    ruleWorkbench {\n      explain(draft: $draft, persona: $persona, itemId: $itemId, scope: $scope) {\n        visible\n        reasons\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkbenchVersion_version on RuleVersion {\n    number\n    live\n    source\n    comment\n    author\n    authorEmail\n    publishedAt\n    restoredFrom\n  }\n"): (typeof documents)["\n  fragment WorkbenchVersion_version on RuleVersion {\n    number\n    live\n    source\n    comment\n    author\n    authorEmail\n    publishedAt\n    restoredFrom\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkbenchIssue_issue on RuleIssue {\n    file\n    path\n    line\n    message\n    text\n    scope\n    itemId\n    field\n  }\n"): (typeof documents)["\n  fragment WorkbenchIssue_issue on RuleIssue {\n    file\n    path\n    line\n    message\n    text\n    scope\n    itemId\n    field\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WorkbenchChange_change on RuleChange {\n    kind\n    scopes\n    itemId\n    message\n  }\n"): (typeof documents)["\n  fragment WorkbenchChange_change on RuleChange {\n    kind\n    scopes\n    itemId\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchOverview {\n    ruleWorkbench {\n      live {\n        ...WorkbenchVersion_version\n        files {\n          name\n          text\n        }\n      }\n      vocabulary {\n        types\n        roles\n        requirements\n        maxDraftBytes\n        propagation\n      }\n      files {\n        status\n        message\n        canExport\n        dir\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchOverview {\n    ruleWorkbench {\n      live {\n        ...WorkbenchVersion_version\n        files {\n          name\n          text\n        }\n      }\n      vocabulary {\n        types\n        roles\n        requirements\n        maxDraftBytes\n        propagation\n      }\n      files {\n        status\n        message\n        canExport\n        dir\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchCheck($draft: RuleDraftInput!) {\n    ruleWorkbench {\n      check(draft: $draft) {\n        valid\n        sizeBytes\n        baseVersion\n        liveMoved\n        differsFromLive\n        live {\n          number\n          author\n          comment\n        }\n        issues {\n          ...WorkbenchIssue_issue\n        }\n        changes {\n          ...WorkbenchChange_change\n        }\n        guards {\n          code\n          message\n        }\n        entries {\n          scope\n          id\n          file\n          label\n          labelByType {\n            type\n            text\n          }\n          order\n          route\n          access {\n            types\n            excludeTypes\n            roles\n            requires\n            sameAs\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchCheck($draft: RuleDraftInput!) {\n    ruleWorkbench {\n      check(draft: $draft) {\n        valid\n        sizeBytes\n        baseVersion\n        liveMoved\n        differsFromLive\n        live {\n          number\n          author\n          comment\n        }\n        issues {\n          ...WorkbenchIssue_issue\n        }\n        changes {\n          ...WorkbenchChange_change\n        }\n        guards {\n          code\n          message\n        }\n        entries {\n          scope\n          id\n          file\n          label\n          labelByType {\n            type\n            text\n          }\n          order\n          route\n          access {\n            types\n            excludeTypes\n            roles\n            requires\n            sameAs\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkbenchEdit($draft: RuleDraftInput!, $edit: RuleEntryEditInput!) {\n    ruleWorkbench {\n      edit(draft: $draft, edit: $edit) {\n        ok\n        message\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkbenchEdit($draft: RuleDraftInput!, $edit: RuleEntryEditInput!) {\n    ruleWorkbench {\n      edit(draft: $draft, edit: $edit) {\n        ok\n        message\n        files {\n          name\n          text\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishRules($input: PublishRulesInput!) {\n    publishRules(input: $input) {\n      ok\n      version {\n        ...WorkbenchVersion_version\n      }\n      error {\n        code\n        message\n        issues {\n          ...WorkbenchIssue_issue\n        }\n        guards {\n          code\n          message\n        }\n        live {\n          number\n          author\n          comment\n        }\n        changes {\n          ...WorkbenchChange_change\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishRules($input: PublishRulesInput!) {\n    publishRules(input: $input) {\n      ok\n      version {\n        ...WorkbenchVersion_version\n      }\n      error {\n        code\n        message\n        issues {\n          ...WorkbenchIssue_issue\n        }\n        guards {\n          code\n          message\n        }\n        live {\n          number\n          author\n          comment\n        }\n        changes {\n          ...WorkbenchChange_change\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RollbackRules($input: RollbackRulesInput!) {\n    rollbackRules(input: $input) {\n      ok\n      version {\n        ...WorkbenchVersion_version\n      }\n      error {\n        code\n        message\n        guards {\n          code\n          message\n        }\n        live {\n          number\n          author\n          comment\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RollbackRules($input: RollbackRulesInput!) {\n    rollbackRules(input: $input) {\n      ok\n      version {\n        ...WorkbenchVersion_version\n      }\n      error {\n        code\n        message\n        guards {\n          code\n          message\n        }\n        live {\n          number\n          author\n          comment\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportRules {\n    exportRules {\n      ok\n      message\n      written\n      removed\n    }\n  }\n"): (typeof documents)["\n  mutation ExportRules {\n    exportRules {\n      ok\n      message\n      written\n      removed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomePage_viewer on Viewer {\n    greeting\n    banners {\n      ...OutageBanners_banners\n    }\n    tiles {\n      ...HomeTiles_tiles\n    }\n    releaseNotes {\n      ...ReleaseNotesLink_link\n    }\n  }\n"): (typeof documents)["\n  fragment HomePage_viewer on Viewer {\n    greeting\n    banners {\n      ...OutageBanners_banners\n    }\n    tiles {\n      ...HomeTiles_tiles\n    }\n    releaseNotes {\n      ...ReleaseNotesLink_link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeTiles_tiles on NavItem {\n    id\n    label\n    route\n  }\n"): (typeof documents)["\n  fragment HomeTiles_tiles on NavItem {\n    id\n    label\n    route\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutageBanners_banners on OutageBanner {\n    id\n    kind\n    colour\n    title\n    startTime\n    endTime\n    reason\n  }\n"): (typeof documents)["\n  fragment OutageBanners_banners on OutageBanner {\n    id\n    kind\n    colour\n    title\n    startTime\n    endTime\n    reason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReleaseNotesLink_link on NavItem {\n    id\n    label\n    route\n  }\n"): (typeof documents)["\n  fragment ReleaseNotesLink_link on NavItem {\n    id\n    label\n    route\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScreenPlaceholder_screen on RouteDescriptor {\n    id\n    title\n    kind\n  }\n"): (typeof documents)["\n  fragment ScreenPlaceholder_screen on RouteDescriptor {\n    id\n    title\n    kind\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScreenRoute_route on RouteDescriptor {\n    id\n    route\n    kind\n    title\n    public\n    ...ScreenPlaceholder_screen\n  }\n"): (typeof documents)["\n  fragment ScreenRoute_route on RouteDescriptor {\n    id\n    route\n    kind\n    title\n    public\n    ...ScreenPlaceholder_screen\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;