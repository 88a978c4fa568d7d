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
    "\n  query PortalBoot {\n    viewer {\n      ...AppHeader_viewer\n      ...HomePage_viewer\n      routes {\n        ...ScreenRoute_route\n      }\n    }\n    publicRoutes {\n      ...ScreenRoute_route\n    }\n  }\n": typeof types.PortalBootDocument,
    "\n  fragment AccountSwitch_account on AdminAccount {\n    userId\n    type\n    name\n    email\n    accountId\n    current\n  }\n": typeof types.AccountSwitch_AccountFragmentDoc,
    "\n  query AdminAccounts {\n    adminAccounts {\n      ...AccountSwitch_account\n    }\n  }\n": typeof types.AdminAccountsDocument,
    "\n  mutation SwitchAccount($userId: ID!) {\n    switchAccount(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": typeof types.SwitchAccountDocument,
    "\n  fragment AppHeader_viewer on Viewer {\n    environment\n    showHeader\n    canSwitchAccount\n    user {\n      userId\n      name\n      email\n      accountId\n      type\n    }\n    menu {\n      ...MainMenu_items\n    }\n  }\n": typeof types.AppHeader_ViewerFragmentDoc,
    "\n  fragment MainMenu_items on NavItem {\n    id\n    label\n    route\n  }\n": typeof types.MainMenu_ItemsFragmentDoc,
    "\n  query RouteAccess($path: String!) {\n    routeAccess(path: $path) {\n      path\n      status\n      title\n    }\n  }\n": typeof types.RouteAccessDocument,
    "\n  fragment HomePage_viewer on Viewer {\n    greeting\n    banners {\n      ...OutageBanners_banners\n    }\n    tiles {\n      ...HomeTiles_tiles\n    }\n    releaseNotes {\n      ...ReleaseNotesLink_link\n    }\n  }\n": typeof types.HomePage_ViewerFragmentDoc,
    "\n  fragment HomeTiles_tiles on NavItem {\n    id\n    label\n    route\n  }\n": typeof types.HomeTiles_TilesFragmentDoc,
    "\n  fragment OutageBanners_banners on OutageBanner {\n    id\n    kind\n    colour\n    title\n    startTime\n    endTime\n    reason\n  }\n": typeof types.OutageBanners_BannersFragmentDoc,
    "\n  fragment ReleaseNotesLink_link on NavItem {\n    id\n    label\n    route\n  }\n": typeof types.ReleaseNotesLink_LinkFragmentDoc,
    "\n  fragment ScreenPlaceholder_screen on RouteDescriptor {\n    id\n    title\n    kind\n  }\n": typeof types.ScreenPlaceholder_ScreenFragmentDoc,
    "\n  fragment ScreenRoute_route on RouteDescriptor {\n    id\n    route\n    kind\n    title\n    public\n    ...ScreenPlaceholder_screen\n  }\n": typeof types.ScreenRoute_RouteFragmentDoc,
};
const documents: Documents = {
    "\n  query Probe {\n    portal {\n      version\n    }\n  }\n": types.ProbeDocument,
    "\n  query PortalBoot {\n    viewer {\n      ...AppHeader_viewer\n      ...HomePage_viewer\n      routes {\n        ...ScreenRoute_route\n      }\n    }\n    publicRoutes {\n      ...ScreenRoute_route\n    }\n  }\n": types.PortalBootDocument,
    "\n  fragment AccountSwitch_account on AdminAccount {\n    userId\n    type\n    name\n    email\n    accountId\n    current\n  }\n": types.AccountSwitch_AccountFragmentDoc,
    "\n  query AdminAccounts {\n    adminAccounts {\n      ...AccountSwitch_account\n    }\n  }\n": types.AdminAccountsDocument,
    "\n  mutation SwitchAccount($userId: ID!) {\n    switchAccount(userId: $userId) {\n      ok\n      error {\n        message\n      }\n    }\n  }\n": types.SwitchAccountDocument,
    "\n  fragment AppHeader_viewer on Viewer {\n    environment\n    showHeader\n    canSwitchAccount\n    user {\n      userId\n      name\n      email\n      accountId\n      type\n    }\n    menu {\n      ...MainMenu_items\n    }\n  }\n": types.AppHeader_ViewerFragmentDoc,
    "\n  fragment MainMenu_items on NavItem {\n    id\n    label\n    route\n  }\n": types.MainMenu_ItemsFragmentDoc,
    "\n  query RouteAccess($path: String!) {\n    routeAccess(path: $path) {\n      path\n      status\n      title\n    }\n  }\n": types.RouteAccessDocument,
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
export function graphql(source: "\n  query PortalBoot {\n    viewer {\n      ...AppHeader_viewer\n      ...HomePage_viewer\n      routes {\n        ...ScreenRoute_route\n      }\n    }\n    publicRoutes {\n      ...ScreenRoute_route\n    }\n  }\n"): (typeof documents)["\n  query PortalBoot {\n    viewer {\n      ...AppHeader_viewer\n      ...HomePage_viewer\n      routes {\n        ...ScreenRoute_route\n      }\n    }\n    publicRoutes {\n      ...ScreenRoute_route\n    }\n  }\n"];
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
export function graphql(source: "\n  query RouteAccess($path: String!) {\n    routeAccess(path: $path) {\n      path\n      status\n      title\n    }\n  }\n"): (typeof documents)["\n  query RouteAccess($path: String!) {\n    routeAccess(path: $path) {\n      path\n      status\n      title\n    }\n  }\n"];
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