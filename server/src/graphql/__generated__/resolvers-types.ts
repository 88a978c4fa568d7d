import type { GraphQLResolveInfo } from 'graphql';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
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
  /** Version and environment of this portal instance; answers without a session. */
  portal: PortalInfo;
  /** The signed-in user and what they may see; null without a session. */
  viewer: Maybe<Viewer>;
};

/** The signed-in user's view of the portal, computed on the server from the rules in `screens/`. */
export type Viewer = {
  __typename?: 'Viewer';
  /** Outage banners for the dashboard. */
  banners: Array<OutageBanner>;
  /** 'ont', 'cid' or 'test'. */
  environment: Scalars['String']['output'];
  /** 'Willkommen im ISP-Portal!' or 'Willkommen im CID-Portal!'. */
  greeting: Scalars['String']['output'];
  /** Header menu in display order; empty when the header menu is hidden. */
  menu: Array<NavItem>;
  /** The release-notes link, or null. */
  releaseNotes: Maybe<NavItem>;
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
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  NavItem: ResolverTypeWrapper<NavItem>;
  OutageBanner: ResolverTypeWrapper<OutageBanner>;
  PortalInfo: ResolverTypeWrapper<PortalInfo>;
  PortalUser: ResolverTypeWrapper<PortalUser>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Viewer: ResolverTypeWrapper<Viewer>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  NavItem: NavItem;
  OutageBanner: OutageBanner;
  PortalInfo: PortalInfo;
  PortalUser: PortalUser;
  Query: Record<PropertyKey, never>;
  String: Scalars['String']['output'];
  Viewer: Viewer;
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
  portal?: Resolver<ResolversTypes['PortalInfo'], ParentType, ContextType>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type ViewerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Viewer'] = ResolversParentTypes['Viewer']> = ResolversObject<{
  banners?: Resolver<Array<ResolversTypes['OutageBanner']>, ParentType, ContextType>;
  environment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  greeting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  releaseNotes?: Resolver<Maybe<ResolversTypes['NavItem']>, ParentType, ContextType>;
  tiles?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['PortalUser'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  NavItem?: NavItemResolvers<ContextType>;
  OutageBanner?: OutageBannerResolvers<ContextType>;
  PortalInfo?: PortalInfoResolvers<ContextType>;
  PortalUser?: PortalUserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

