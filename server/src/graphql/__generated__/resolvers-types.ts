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

/** Settings of an ISP account, stored in the portal database. */
export type AccountSettings = {
  __typename?: 'AccountSettings';
  /** The account. */
  accountId: Scalars['String']['output'];
  /** Contact: company or person. */
  contactName: Scalars['String']['output'];
  /** Contact: e-mail address. */
  email: Scalars['String']['output'];
  /** Language of the e-mails the portal sends to this account's users (invitation, password reset): 'de' or 'en'. */
  mailLanguage: Scalars['String']['output'];
  /** Addresses that receive outage and maintenance notices. */
  noticeEmails: Array<Scalars['String']['output']>;
  /** Contact: phone number. */
  phone: Scalars['String']['output'];
  /** Contact: place. */
  place: Scalars['String']['output'];
  /** Contact: postcode, 4 or 5 digits. */
  postcode: Scalars['String']['output'];
  /** Contact: street and number. */
  street: Scalars['String']['output'];
  /** When the settings were last saved, ISO 8601; null while never saved. */
  updatedAt: Maybe<Scalars['String']['output']>;
  /** E-mail of whoever saved them last. */
  updatedBy: Maybe<Scalars['String']['output']>;
};

/** The settings form. All fields are checked on the server; contactName and email are required. */
export type AccountSettingsInput = {
  contactName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** 'de' (default) or 'en'. */
  mailLanguage?: InputMaybe<Scalars['String']['input']>;
  /** At most 20 distinct addresses. */
  noticeEmails?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  phone?: InputMaybe<Scalars['String']['input']>;
  place?: InputMaybe<Scalars['String']['input']>;
  postcode?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `Mutation.updateAccountSettings`. */
export type AccountSettingsResult = {
  __typename?: 'AccountSettingsResult';
  /** Why the save was refused; null on success. */
  error: Maybe<SettingsError>;
  /** True when the settings were saved. */
  ok: Scalars['Boolean']['output'];
  /** The settings as saved; null when refused. */
  settings: Maybe<AccountSettings>;
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

/** The acting user and where the request came from. */
export type AuditActor = {
  __typename?: 'AuditActor';
  /** The page the browser was on (X-Client-Url). */
  clientUrl: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  /** Client address. */
  ip: Maybe<Scalars['String']['output']>;
  /** Request id, as in the server log. */
  requestId: Maybe<Scalars['String']['output']>;
  role: Maybe<Scalars['String']['output']>;
  type: Maybe<Scalars['String']['output']>;
  userId: Maybe<Scalars['String']['output']>;
};

/** One fact of an audit entry. */
export type AuditDetail = {
  __typename?: 'AuditDetail';
  key: Scalars['String']['output'];
  /** Text as is; other values as JSON. */
  value: Scalars['String']['output'];
};

/** Who did what, when and from where. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** Account concerned. */
  accountId: Maybe<Scalars['String']['output']>;
  /** What, e.g. 'user.created', 'user.deactivated', 'settings.changed'. */
  action: Scalars['String']['output'];
  /** Who acted, from where. */
  actor: AuditActor;
  /** When, ISO 8601. */
  at: Scalars['String']['output'];
  /** Further facts of the entry (requested values, reasons, changes), as key and JSON or text value. */
  details: Array<AuditDetail>;
  id: Scalars['ID']['output'];
  /** 'ok' (done), 'refused' (not allowed or invalid) or 'failed' (an error on our side). */
  outcome: Scalars['String']['output'];
  /** Id of the object concerned. */
  targetId: Maybe<Scalars['String']['output']>;
  /** Kind of object concerned, e.g. 'user' or 'account'. */
  targetType: Maybe<Scalars['String']['output']>;
};

/** Conditions on the audit log. */
export type AuditFilter = {
  /** Exact accountid the action concerned. */
  accountId?: InputMaybe<Scalars['String']['input']>;
  /** Exact action, e.g. 'user.created'. */
  action?: InputMaybe<Scalars['String']['input']>;
  /** Part of the actor's e-mail, any case. */
  actorEmail?: InputMaybe<Scalars['String']['input']>;
  /** Entries at or after this instant, ISO 8601 (e.g. 2026-03-01T00:00:00+01:00). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** 'ok', 'refused' or 'failed'. */
  outcome?: InputMaybe<Scalars['String']['input']>;
  /** Entries before this instant, ISO 8601. */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the audit log. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** The entries, newest first. */
  entries: Array<AuditEntry>;
  /** Whether older entries match the filter. */
  hasMore: Scalars['Boolean']['output'];
  /** Pass as `after` for the next page; null on the last page. */
  nextCursor: Maybe<Scalars['ID']['output']>;
};

/** The sign-up fields of SPEC.md §3 without a password. All are checked on the server. */
export type CreateUserInput = {
  /** Account; an admin's own account when left out. */
  accountId?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** 'admin' or 'user'. */
  role?: InputMaybe<Scalars['String']['input']>;
  /** Account type; an admin's own type when left out. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A user as the administration shows them (SuperTokens user and user metadata). */
export type ManagedUser = {
  __typename?: 'ManagedUser';
  /** Account the user belongs to. */
  accountId: Maybe<Scalars['String']['output']>;
  /** When the user was created, ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Whether the user is deactivated (metadata status 'deactivated'). */
  deactivated: Scalars['Boolean']['output'];
  /** First e-mail address. */
  email: Maybe<Scalars['String']['output']>;
  /** Whether this is the signed-in admin. */
  isSelf: Scalars['Boolean']['output'];
  /** Display name. */
  name: Maybe<Scalars['String']['output']>;
  /** What the signed-in admin may do with this user now. */
  permissions: UserPermissions;
  /** 'user', 'admin' or 'superadmin'. */
  role: Scalars['String']['output'];
  /** Account type; a missing type is 'isp'. */
  type: Scalars['String']['output'];
  /** SuperTokens user id. */
  userId: Scalars['ID']['output'];
};

/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Creates a user with the sign-up fields, within the admin's scope (an admin: own type and
   * account). No password is set by anyone but the user: the new user receives an e-mail
   * with a link to choose one. Refusals come back as `ok: false` with German messages.
   */
  createUser: UserResult;
  /**
   * Deactivates a user: they cannot sign in, and their open sessions fail on the next
   * request. Nobody deactivates themselves or the last active admin of an account.
   */
  deactivateUser: UserResult;
  /** Lets a deactivated user sign in again. */
  reactivateUser: UserResult;
  /** E-mails the user a link to set a new password. */
  sendPasswordMail: UserResult;
  /**
   * A superadmin takes over an admin account: writes `{accountid, type, userid}` of that
   * account into the superadmin's user metadata (SPEC.md §4). The client reloads the page
   * afterwards to see the portal as that account. FORBIDDEN for every other role; an id
   * that is no admin account is answered with `ok: false` and a German message.
   */
  switchAccount: SwitchAccountResult;
  /**
   * Saves the settings of an account (same access as `accountSettings`). Every field is
   * checked on the server; refusals come back as `ok: false` with German messages per field.
   */
  updateAccountSettings: AccountSettingsResult;
  /**
   * Changes name and role (admin or user). Nobody changes their own role; the last active
   * admin of an account stays admin.
   */
  updateUser: UserResult;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationDeactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationReactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationSendPasswordMailArgs = {
  userId: Scalars['ID']['input'];
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationSwitchAccountArgs = {
  userId: Scalars['ID']['input'];
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationUpdateAccountSettingsArgs = {
  accountId?: InputMaybe<Scalars['String']['input']>;
  input: AccountSettingsInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
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
   * The settings of an ISP account: an admin's own account; a superadmin names one with
   * `accountId` (default: the account it acts as). FORBIDDEN for users who may not open the
   * screen 'settings' (see `screens/settings.yaml`) and for another account's admin.
   */
  accountSettings: AccountSettings;
  /**
   * The admin accounts a superadmin may switch into, sorted by type (then name and e-mail).
   * FORBIDDEN for every other role, UNAUTHENTICATED without a session.
   */
  adminAccounts: Array<AdminAccount>;
  /** The actions that occur in the log, for the filter's choices. */
  auditActions: Array<Scalars['String']['output']>;
  /**
   * The audit log, newest first, one page at a time. Read-only: nothing in the portal
   * changes or deletes entries. FORBIDDEN for users who may not open the screen 'audit'
   * (superadmins only, see `screens/audit.yaml`).
   */
  auditLog: AuditPage;
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
  /** Which accounts' settings this user may open: an admin its own, a superadmin every ISP account. */
  settingsAccounts: SettingsAccounts;
  /** What the create form and the filters may offer this admin. */
  userAdminOptions: UserAdminOptions;
  /**
   * The users this admin may manage, one page at a time, sorted by account, role and name:
   * an admin sees the users of its own account, a superadmin everyone. FORBIDDEN for users
   * who may not open the screen 'users' (see `screens/users.yaml`).
   */
  users: UserPage;
  /** The signed-in user and what they may see; null without a session. */
  viewer: Maybe<Viewer>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryAccountSettingsArgs = {
  accountId?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['ID']['input']>;
  filter?: InputMaybe<AuditFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryRouteAccessArgs = {
  path: Scalars['String']['input'];
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
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

/** The accounts whose settings a user may open. */
export type SettingsAccounts = {
  __typename?: 'SettingsAccounts';
  /** The accounts to choose from, sorted. */
  accounts: Array<Scalars['String']['output']>;
  /** Whether the user may choose the account (superadmins). */
  canChoose: Scalars['Boolean']['output'];
  /** The account opened when none is named. */
  current: Maybe<Scalars['String']['output']>;
};

/** A refusal, in German. */
export type SettingsError = {
  __typename?: 'SettingsError';
  /** Messages to show beside the fields; a notice address is named 'noticeEmails.<index>'. */
  fieldErrors: Array<SettingsFieldError>;
  /** What went wrong. */
  message: Scalars['String']['output'];
};

/** A message for one form field. */
export type SettingsFieldError = {
  __typename?: 'SettingsFieldError';
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
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

/** A change of name and role; a field left out stays as it is. */
export type UpdateUserInput = {
  name?: InputMaybe<Scalars['String']['input']>;
  /** 'admin' or 'user'. */
  role?: InputMaybe<Scalars['String']['input']>;
  userId: Scalars['ID']['input'];
};

/** What the create form and the filters may offer. */
export type UserAdminOptions = {
  __typename?: 'UserAdminOptions';
  /** Accounts known from existing users. */
  accounts: Array<Scalars['String']['output']>;
  /** The account every new user of this admin gets; null when the admin chooses. */
  fixedAccountId: Maybe<Scalars['String']['output']>;
  /** The type every new user of this admin gets; null when the admin chooses. */
  fixedType: Maybe<Scalars['String']['output']>;
  /** Roles a new user may get. */
  roles: Array<Scalars['String']['output']>;
  /** Types a new user may get. */
  types: Array<Scalars['String']['output']>;
};

/** A refusal the admin can act on, in German. */
export type UserError = {
  __typename?: 'UserError';
  /** Messages to show beside the form fields. */
  fieldErrors: Array<UserFieldError>;
  /** What went wrong. */
  message: Scalars['String']['output'];
};

/** A message for one form field. */
export type UserFieldError = {
  __typename?: 'UserFieldError';
  /** Field name as in the input: email, name, role, type or accountId. */
  field: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** Conditions on the user list. */
export type UserFilter = {
  /** Exact accountid. */
  accountId?: InputMaybe<Scalars['String']['input']>;
  /** Only deactivated (true) or only active (false) users. */
  deactivated?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the name or e-mail, any case. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Account type; a missing type counts as 'isp'. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the user list. */
export type UserPage = {
  __typename?: 'UserPage';
  /** Whether a next page exists. */
  hasMore: Scalars['Boolean']['output'];
  /** How many users match the filter in all. */
  totalCount: Scalars['Int']['output'];
  /** The users of this page. */
  users: Array<ManagedUser>;
};

/** The actions the server would allow on one user; the client offers exactly these. */
export type UserPermissions = {
  __typename?: 'UserPermissions';
  /** Change the role between admin and user. */
  canChangeRole: Scalars['Boolean']['output'];
  canDeactivate: Scalars['Boolean']['output'];
  /** Change the name. */
  canEdit: Scalars['Boolean']['output'];
  canReactivate: Scalars['Boolean']['output'];
  canSendPasswordMail: Scalars['Boolean']['output'];
};

/** Result of a user administration mutation. */
export type UserResult = {
  __typename?: 'UserResult';
  /** Why the action was refused or did not complete; null on success. */
  error: Maybe<UserError>;
  /** True when the action was carried out. */
  ok: Scalars['Boolean']['output'];
  /** The user as it is now; null when there is none to show. */
  user: Maybe<ManagedUser>;
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
  AccountSettings: ResolverTypeWrapper<AccountSettings>;
  AccountSettingsInput: AccountSettingsInput;
  AccountSettingsResult: ResolverTypeWrapper<AccountSettingsResult>;
  AdminAccount: ResolverTypeWrapper<AdminAccount>;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditDetail: ResolverTypeWrapper<AuditDetail>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreateUserInput: CreateUserInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ManagedUser: ResolverTypeWrapper<ManagedUser>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavItem: ResolverTypeWrapper<NavItem>;
  OutageBanner: ResolverTypeWrapper<OutageBanner>;
  PortalInfo: ResolverTypeWrapper<PortalInfo>;
  PortalUser: ResolverTypeWrapper<PortalUser>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RouteAccess: ResolverTypeWrapper<RouteAccess>;
  RouteAccessStatus: RouteAccessStatus;
  RouteDescriptor: ResolverTypeWrapper<RouteDescriptor>;
  SettingsAccounts: ResolverTypeWrapper<SettingsAccounts>;
  SettingsError: ResolverTypeWrapper<SettingsError>;
  SettingsFieldError: ResolverTypeWrapper<SettingsFieldError>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SwitchAccountError: ResolverTypeWrapper<SwitchAccountError>;
  SwitchAccountResult: ResolverTypeWrapper<SwitchAccountResult>;
  UpdateUserInput: UpdateUserInput;
  UserAdminOptions: ResolverTypeWrapper<UserAdminOptions>;
  UserError: ResolverTypeWrapper<UserError>;
  UserFieldError: ResolverTypeWrapper<UserFieldError>;
  UserFilter: UserFilter;
  UserPage: ResolverTypeWrapper<UserPage>;
  UserPermissions: ResolverTypeWrapper<UserPermissions>;
  UserResult: ResolverTypeWrapper<UserResult>;
  Viewer: ResolverTypeWrapper<ViewerModel>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AccountSettings: AccountSettings;
  AccountSettingsInput: AccountSettingsInput;
  AccountSettingsResult: AccountSettingsResult;
  AdminAccount: AdminAccount;
  AuditActor: AuditActor;
  AuditDetail: AuditDetail;
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  Boolean: Scalars['Boolean']['output'];
  CreateUserInput: CreateUserInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  ManagedUser: ManagedUser;
  Mutation: Record<PropertyKey, never>;
  NavItem: NavItem;
  OutageBanner: OutageBanner;
  PortalInfo: PortalInfo;
  PortalUser: PortalUser;
  Query: Record<PropertyKey, never>;
  RouteAccess: RouteAccess;
  RouteDescriptor: RouteDescriptor;
  SettingsAccounts: SettingsAccounts;
  SettingsError: SettingsError;
  SettingsFieldError: SettingsFieldError;
  String: Scalars['String']['output'];
  SwitchAccountError: SwitchAccountError;
  SwitchAccountResult: SwitchAccountResult;
  UpdateUserInput: UpdateUserInput;
  UserAdminOptions: UserAdminOptions;
  UserError: UserError;
  UserFieldError: UserFieldError;
  UserFilter: UserFilter;
  UserPage: UserPage;
  UserPermissions: UserPermissions;
  UserResult: UserResult;
  Viewer: ViewerModel;
}>;

export type AccountSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountSettings'] = ResolversParentTypes['AccountSettings']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mailLanguage?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noticeEmails?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AccountSettingsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AccountSettingsResult'] = ResolversParentTypes['AccountSettingsResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SettingsError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['AccountSettings']>, ParentType, ContextType>;
}>;

export type AdminAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminAccount'] = ResolversParentTypes['AdminAccount']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AuditActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = ResolversObject<{
  clientUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requestId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditDetail'] = ResolversParentTypes['AuditDetail']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['AuditActor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['AuditDetail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ManagedUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ManagedUser'] = ResolversParentTypes['ManagedUser']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['UserPermissions'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  createUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deactivateUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'userId'>>;
  reactivateUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationReactivateUserArgs, 'userId'>>;
  sendPasswordMail?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationSendPasswordMailArgs, 'userId'>>;
  switchAccount?: Resolver<ResolversTypes['SwitchAccountResult'], ParentType, ContextType, RequireFields<MutationSwitchAccountArgs, 'userId'>>;
  updateAccountSettings?: Resolver<ResolversTypes['AccountSettingsResult'], ParentType, ContextType, RequireFields<MutationUpdateAccountSettingsArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
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
  accountSettings?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType, Partial<QueryAccountSettingsArgs>>;
  adminAccounts?: Resolver<Array<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  auditActions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  portal?: Resolver<ResolversTypes['PortalInfo'], ParentType, ContextType>;
  publicRoutes?: Resolver<Array<ResolversTypes['RouteDescriptor']>, ParentType, ContextType>;
  routeAccess?: Resolver<ResolversTypes['RouteAccess'], ParentType, ContextType, RequireFields<QueryRouteAccessArgs, 'path'>>;
  settingsAccounts?: Resolver<ResolversTypes['SettingsAccounts'], ParentType, ContextType>;
  userAdminOptions?: Resolver<ResolversTypes['UserAdminOptions'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
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

export type SettingsAccountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettingsAccounts'] = ResolversParentTypes['SettingsAccounts']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  canChoose?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  current?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SettingsErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettingsError'] = ResolversParentTypes['SettingsError']> = ResolversObject<{
  fieldErrors?: Resolver<Array<ResolversTypes['SettingsFieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SettingsFieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SettingsFieldError'] = ResolversParentTypes['SettingsFieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SwitchAccountErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwitchAccountError'] = ResolversParentTypes['SwitchAccountError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SwitchAccountResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwitchAccountResult'] = ResolversParentTypes['SwitchAccountResult']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['SwitchAccountError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserAdminOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserAdminOptions'] = ResolversParentTypes['UserAdminOptions']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  fixedAccountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fixedType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  fieldErrors?: Resolver<Array<ResolversTypes['UserFieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserFieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserFieldError'] = ResolversParentTypes['UserFieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['ManagedUser']>, ParentType, ContextType>;
}>;

export type UserPermissionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPermissions'] = ResolversParentTypes['UserPermissions']> = ResolversObject<{
  canChangeRole?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canDeactivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canReactivate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSendPasswordMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type UserResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserResult'] = ResolversParentTypes['UserResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['ManagedUser']>, ParentType, ContextType>;
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
  AccountSettings?: AccountSettingsResolvers<ContextType>;
  AccountSettingsResult?: AccountSettingsResultResolvers<ContextType>;
  AdminAccount?: AdminAccountResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditDetail?: AuditDetailResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  ManagedUser?: ManagedUserResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavItem?: NavItemResolvers<ContextType>;
  OutageBanner?: OutageBannerResolvers<ContextType>;
  PortalInfo?: PortalInfoResolvers<ContextType>;
  PortalUser?: PortalUserResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RouteAccess?: RouteAccessResolvers<ContextType>;
  RouteDescriptor?: RouteDescriptorResolvers<ContextType>;
  SettingsAccounts?: SettingsAccountsResolvers<ContextType>;
  SettingsError?: SettingsErrorResolvers<ContextType>;
  SettingsFieldError?: SettingsFieldErrorResolvers<ContextType>;
  SwitchAccountError?: SwitchAccountErrorResolvers<ContextType>;
  SwitchAccountResult?: SwitchAccountResultResolvers<ContextType>;
  UserAdminOptions?: UserAdminOptionsResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserFieldError?: UserFieldErrorResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserPermissions?: UserPermissionsResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

