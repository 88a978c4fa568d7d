import type { GraphQLResolveInfo } from 'graphql';
import type { Viewer as ViewerModel } from '../../modules/navigation/navigation.mappers';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** An admin account a superadmin may switch into (SPEC.md §3, admin list entry). */
export type AdminAccount = {
  __typename?: 'AdminAccount';
  /** Account the admin belongs to. */
  accountId: Maybe<Scalars['String']['output']>;
  /** Whether the superadmin currently acts as this account (the last switch went here). */
  current: Scalars['Boolean']['output'];
  /** First e-mail address. */
  email: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Maybe<Scalars['String']['output']>;
  /** Account type; a missing type is 'isp'. */
  type: Scalars['String']['output'];
  /** SuperTokens user id of the admin. */
  userId: Scalars['ID']['output'];
};

/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * A superadmin takes over an admin account: writes `{accountid, type, userid}` of that
   * account into the superadmin's user metadata (SPEC.md §4). The client reloads the page
   * afterwards to see the portal as that account. FORBIDDEN for every other role; an id
   * that is no admin account is answered with `ok: false` and a German message.
   */
  switchAccount: SwitchAccountResult;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationSwitchAccountArgs = {
  userId: Scalars['ID']['input'];
};

/** A menu entry, home tile or link. */
export type NavItem = {
  __typename?: 'NavItem';
  /** Stable id, e.g. 'tickets'. */
  id: Scalars['ID']['output'];
  /** German label. */
  label: Scalars['String']['output'];
  /** Client route, e.g. '/tickets'. */
  route: Scalars['String']['output'];
};

/** An outage or maintenance notice shown on the dashboard. */
export type OutageBanner = {
  __typename?: 'OutageBanner';
  /** 'yellow', 'red' or 'grey'. */
  colour: Scalars['String']['output'];
  /** End, ISO 8601. */
  endTime: Maybe<Scalars['String']['output']>;
  /** Id of the outage notification. */
  id: Scalars['ID']['output'];
  /** 'Wartung' or 'Störung'. */
  kind: Scalars['String']['output'];
  /** Reason given by the NOC. */
  reason: Maybe<Scalars['String']['output']>;
  /** Start, ISO 8601. */
  startTime: Maybe<Scalars['String']['output']>;
  /** Headline. */
  title: Scalars['String']['output'];
};

/** Facts about the running portal, for the client's footer and for support. */
export type PortalInfo = {
  __typename?: 'PortalInfo';
  /** Environment decided by the portal host: 'ont', 'cid' or 'test'. */
  environment: Scalars['String']['output'];
  /** Version of the portal build. */
  version: Scalars['String']['output'];
};

/** The signed-in user as the portal knows them (session and user metadata). */
export type PortalUser = {
  __typename?: 'PortalUser';
  /** Account the user belongs to. */
  accountId: Maybe<Scalars['String']['output']>;
  /** First e-mail address. */
  email: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Maybe<Scalars['String']['output']>;
  /** 'user', 'admin' or 'superadmin'. */
  role: Scalars['String']['output'];
  /** Account type; a missing type is 'isp'. */
  type: Scalars['String']['output'];
  /** SuperTokens user id. */
  userId: Scalars['ID']['output'];
};

/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The admin accounts a superadmin may switch into, sorted by type (then name and e-mail).
   * FORBIDDEN for every other role, UNAUTHENTICATED without a session.
   */
  adminAccounts: Array<AdminAccount>;
  /** Version and environment of this portal instance; answers without a session. */
  portal: PortalInfo;
  /**
   * The screens open without a session (order-form signing), for the router of a
   * signed-out browser. Answers with and without a session.
   */
  publicRoutes: Array<RouteDescriptor>;
  /**
   * What the portal knows of a client path the router could not match for this user:
   * a screen they may open, a screen they may not open (403), one that needs a sign-in,
   * or no screen at all (404). Query and hash are ignored.
   */
  routeAccess: RouteAccess;
  /** The signed-in user and what they may see; null without a session. */
  viewer: Maybe<Viewer>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryRouteAccessArgs = {
  path: Scalars['String']['input'];
};

/** The answer of `Query.routeAccess`. */
export type RouteAccess = {
  __typename?: 'RouteAccess';
  /** The path as asked. */
  path: Scalars['String']['output'];
  /** What the client should show. */
  status: RouteAccessStatus;
  /** German title of the matched screen; null when no screen matches. */
  title: Maybe<Scalars['String']['output']>;
};

/** How the portal answers a client path (see `Query.routeAccess`). */
export type RouteAccessStatus =
  /** A screen of the portal that this user may not open: the client shows 'kein Zugriff'. */
  | 'FORBIDDEN'
  /** No screen has this path: the client shows its 404 page. */
  | 'NOT_FOUND'
  /** A screen the user may open. */
  | 'OPEN'
  /** A screen that needs a session, asked without one: the client sends the user to sign in. */
  | 'SIGN_IN_REQUIRED';

/** A screen of the client: its route pattern and how to render it, from `screens/`. */
export type RouteDescriptor = {
  __typename?: 'RouteDescriptor';
  /** Stable screen id, e.g. 'ticket-details'. */
  id: Scalars['ID']['output'];
  /**
   * Which generic renderer shows the screen: 'list', 'detail', 'form', 'dashboard' or
   * 'custom'. A string, not an enum, so that an older client meets a newer kind with a
   * visible fallback instead of a failed query.
   */
  kind: Scalars['String']['output'];
  /** Open without a session (the order-form signing routes). */
  public: Scalars['Boolean']['output'];
  /** Route pattern with `:param` segments, e.g. '/tickets/:ticketnumber'. */
  route: Scalars['String']['output'];
  /** German title, with the per-type override applied. */
  title: Scalars['String']['output'];
};

/** A refusal the superadmin can act on. */
export type SwitchAccountError = {
  __typename?: 'SwitchAccountError';
  /** German message for the user. */
  message: Scalars['String']['output'];
};

/** Result of `Mutation.switchAccount`. */
export type SwitchAccountResult = {
  __typename?: 'SwitchAccountResult';
  /** The account now in use; null when refused. */
  account: Maybe<AdminAccount>;
  /** Why the switch was refused; null on success. */
  error: Maybe<SwitchAccountError>;
  /** True when the metadata was written; the client then reloads the page. */
  ok: Scalars['Boolean']['output'];
};

/** The signed-in user's view of the portal, computed on the server from the rules in `screens/`. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Outage banners for the dashboard. */
  banners: Array<OutageBanner>;
  /**
   * Whether the user may switch into admin accounts (superadmins). When true, the header
   * shows 'Sie sind eingeloggt als' with the accounts of `Query.adminAccounts`.
   */
  canSwitchAccount: Scalars['Boolean']['output'];
  /** 'ont', 'cid' or 'test'. */
  environment: Scalars['String']['output'];
  /** 'Willkommen im ISP-Portal!' or 'Willkommen im CID-Portal!'. */
  greeting: Scalars['String']['output'];
  /** Header menu in display order; empty when the header menu is hidden. */
  menu: Array<NavItem>;
  /** The release-notes link, or null. */
  releaseNotes: Maybe<NavItem>;
  /**
   * Every screen this user may open, public ones included, in definition order. The
   * client builds its router from these; a path outside them is answered by `routeAccess`.
   */
  routes: Array<RouteDescriptor>;
  /**
   * Whether the header menu shows (SPEC.md §2: an accountid or an internal-style type).
   * When false, `menu` is empty; the header still shows the user and the Logout link.
   */
  showHeader: Scalars['Boolean']['output'];
  /** Home tiles in display order. */
  tiles: Array<NavItem>;
  /** The signed-in user. */
  user: PortalUser;
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AdminAccount: ResolverTypeWrapper<AdminAccount>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavItem: ResolverTypeWrapper<NavItem>;
  OutageBanner: ResolverTypeWrapper<OutageBanner>;
  PortalInfo: ResolverTypeWrapper<PortalInfo>;
  PortalUser: ResolverTypeWrapper<PortalUser>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RouteAccess: ResolverTypeWrapper<RouteAccess>;
  RouteAccessStatus: RouteAccessStatus;
  RouteDescriptor: ResolverTypeWrapper<RouteDescriptor>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SwitchAccountError: ResolverTypeWrapper<SwitchAccountError>;
  SwitchAccountResult: ResolverTypeWrapper<SwitchAccountResult>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AdminAccount: AdminAccount;
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Mutation: Record<PropertyKey, never>;
  NavItem: NavItem;
  OutageBanner: OutageBanner;
  PortalInfo: PortalInfo;
  PortalUser: PortalUser;
  Query: Record<PropertyKey, never>;
  RouteAccess: RouteAccess;
  RouteDescriptor: RouteDescriptor;
  String: Scalars['String']['output'];
  SwitchAccountError: SwitchAccountError;
  SwitchAccountResult: SwitchAccountResult;
  Viewer: ViewerModel;
}>;

export type AdminAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAccount'] = ResolversParentTypes['AdminAccount']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  switchAccount?: Resolver<ResolversTypes['SwitchAccountResult'], ParentType, ContextType, RequireFields<MutationSwitchAccountArgs, 'userId'>>;
}>;

export type NavItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NavItem'] = ResolversParentTypes['NavItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutageBannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutageBanner'] = ResolversParentTypes['OutageBanner']> = ResolversObject<{
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PortalInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalInfo'] = ResolversParentTypes['PortalInfo']> = ResolversObject<{
  environment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PortalUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PortalUser'] = ResolversParentTypes['PortalUser']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  adminAccounts?: Resolver<Array<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  portal?: Resolver<ResolversTypes['PortalInfo'], ParentType, ContextType>;
  publicRoutes?: Resolver<Array<ResolversTypes['RouteDescriptor']>, ParentType, ContextType>;
  routeAccess?: Resolver<ResolversTypes['RouteAccess'], ParentType, ContextType, RequireFields<QueryRouteAccessArgs, 'path'>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type RouteAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteAccess'] = ResolversParentTypes['RouteAccess']> = ResolversObject<{
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RouteAccessStatus'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RouteDescriptorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteDescriptor'] = ResolversParentTypes['RouteDescriptor']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SwitchAccountErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwitchAccountError'] = ResolversParentTypes['SwitchAccountError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SwitchAccountResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwitchAccountResult'] = ResolversParentTypes['SwitchAccountResult']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['SwitchAccountError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  banners?: Resolver<Array<ResolversTypes['OutageBanner']>, ParentType, ContextType>;
  canSwitchAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  greeting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  releaseNotes?: Resolver<Maybe<ResolversTypes['NavItem']>, ParentType, ContextType>;
  routes?: Resolver<Array<ResolversTypes['RouteDescriptor']>, ParentType, ContextType>;
  showHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tiles?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['PortalUser'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  AdminAccount?: AdminAccountResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavItem?: NavItemResolvers<ContextType>;
  OutageBanner?: OutageBannerResolvers<ContextType>;
  PortalInfo?: PortalInfoResolvers<ContextType>;
  PortalUser?: PortalUserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RouteAccess?: RouteAccessResolvers<ContextType>;
  RouteDescriptor?: RouteDescriptorResolvers<ContextType>;
  SwitchAccountError?: SwitchAccountErrorResolvers<ContextType>;
  SwitchAccountResult?: SwitchAccountResultResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

