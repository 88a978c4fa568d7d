import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { Viewer as ViewerModel } from '../../modules/navigation/navigation.mappers';
import type { NavItem as NavItemModel } from '../../modules/navigation/navigation.types';
import type { Report as ReportModel } from '../../modules/reporting/reporting.mappers';
import type { RuleWorkbench as RuleWorkbenchModel, RuleVersion as RuleVersionModel, RuleDraftCheck as RuleDraftCheckModel, RuleCellView as RuleCellViewModel } from '../../modules/workbench/workbench.mappers';
import type { ReferenceData as ReferenceDataModel, ScaProduct as ScaProductModel, BcProduct as BcProductModel, PmUser as PmUserModel } from '../../modules/reference/reference.mappers';
import type { Ticket as TicketModel } from '../../modules/tickets/tickets.mappers';
import type { Cid as CidModel } from '../../modules/cids/cids.mappers';
import type { Pan as PanModel, HouseConnection as HouseConnectionModel } from '../../modules/pans/pans.mappers';
import type { Location as LocationModel, LocationDetails as LocationDetailsModel } from '../../modules/locations/locations.mappers';
import type { Order as OrderModel, SigningOrder as SigningOrderModel } from '../../modules/orders/orders.mappers';
import type { GraphQLContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * The kind-specific part of a screen definition in `screens/` (columns, filters, search,
   * export, sections, form fields with their checks, cards, actions, block), as a JSON
   * object. Its shape is `schema/screens.schema.json` (from `intro` on; the server refuses
   * definitions that do not validate, so the client receives only valid ones). A JSON
   * value rather than GraphQL types on purpose: a newer definition key reaches an older
   * client as data it ignores, not as a failed query.
   */
  ScreenSpec: { input: unknown; output: unknown; }
};

/** An account (company) of the CRM or of pm. */
export type Account = {
  __typename?: 'Account';
  /** Account id (`accountid`), e.g. 'isp-0001'. */
  accountId: Scalars['ID']['output'];
  /** Company name. */
  name: Scalars['String']['output'];
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

/** A step of the acknowledgement workflow. */
export type AcknowledgementAction =
  /** PMO completes the approval: 2 → 4. */
  | 'COMPLETE'
  /** PMO or PM-AM grant the approval: 1 → 2. */
  | 'GRANT'
  /** PMO or PM-AM reject the approval with a reason: 1 → 3. */
  | 'REJECT'
  /** The assigned construction firm (baufirma, bau-main) requests approval: none or 3 → 1. */
  | 'REQUEST';

/** Who took an acknowledgement step. */
export type AcknowledgementActor = {
  __typename?: 'AcknowledgementActor';
  /** Account of the user. */
  accountId: Maybe<Scalars['String']['output']>;
  /** Name. */
  name: Maybe<Scalars['String']['output']>;
  /** Account type, e.g. 'pmo'. */
  type: Maybe<Scalars['String']['output']>;
  /** Portal user id. */
  userId: Maybe<Scalars['String']['output']>;
};

/**
 * One recorded acknowledgement step. Names staff (user id, name, account): only for users of
 * the CIDs of a PAN in PAN-Bau or HA-Bau, where the acknowledgement is shown and taken.
 */
export type AcknowledgementEntry = {
  __typename?: 'AcknowledgementEntry';
  /** When, ISO 8601. */
  at: Scalars['String']['output'];
  /** Who took the step. */
  by: AcknowledgementActor;
  /** The state before; null when none was requested before. */
  fromState: Maybe<Scalars['Int']['output']>;
  /** Entry id. */
  id: Scalars['ID']['output'];
  /** German label of the state after. */
  label: Scalars['String']['output'];
  /** Reason given (required for a rejection). */
  reason: Maybe<Scalars['String']['output']>;
  /** Running number of the step. */
  sequence: Scalars['Int']['output'];
  /** The state after (1 to 4). */
  state: Scalars['Int']['output'];
};

/** An acknowledgement (Freigabe) state (SPEC.md §3). */
export type AcknowledgementState = {
  __typename?: 'AcknowledgementState';
  /** German label; 'Keine Freigabe beantragt' when none requested yet. */
  label: Scalars['String']['output'];
  /** 1 Freigabe beantragt, 2 Freigabe erteilt, 3 Freigabe abgelehnt, 4 Freigabe abgeschlossen; null when none requested yet. */
  state: Maybe<Scalars['Int']['output']>;
};

/** The admin account a superadmin acts as after a switch: what the header names. */
export type ActingAccount = {
  __typename?: 'ActingAccount';
  /** Account the admin belongs to. */
  accountId: Maybe<Scalars['String']['output']>;
  /** First e-mail address. */
  email: Maybe<Scalars['String']['output']>;
  /** Display name. */
  name: Maybe<Scalars['String']['output']>;
  /** Account type; a missing type is 'isp'. */
  type: Scalars['String']['output'];
  /** SuperTokens user id of the admin. */
  userId: Scalars['ID']['output'];
};

/** A note to add. */
export type AddTicketNoteInput = {
  /** Optional subject line, at most 200 characters. */
  subject?: InputMaybe<Scalars['String']['input']>;
  /** The note, at most 5000 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Ticket number, e.g. 'CAS-100123'. */
  ticketNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `Mutation.addTicketNote`. */
export type AddTicketNoteResult = {
  __typename?: 'AddTicketNoteResult';
  /** Why the note was not added; null on success. */
  error: Maybe<MutationError>;
  /** The new note; null when refused. */
  note: Maybe<TicketNote>;
  /** True when the note was added. */
  ok: Scalars['Boolean']['output'];
  /** The ticket with all its notes; null when refused. */
  ticket: Maybe<Ticket>;
};

/** A location found while typing. */
export type AddressSuggestion = {
  __typename?: 'AddressSuggestion';
  /** The address. */
  address: PostalAddress;
  /** Number of CIDs there. */
  cidCount: Maybe<Scalars['Int']['output']>;
  /** One line, e.g. 'Kirchengasse 1a, 3500 Krems an der Donau'. */
  label: Scalars['String']['output'];
  /** Location id. */
  locationId: Scalars['ID']['output'];
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
  /** The detail's name in the viewer's language, e.g. 'Kabeltyp'. */
  label: Scalars['String']['output'];
  /** The value as the screens show it: Freigabe states by label, material by name. */
  text: Scalars['String']['output'];
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
  /** The action in the viewer's language, in the screens' terms, e.g. 'Freigabe beantragt'. */
  actionLabel: Scalars['String']['output'];
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
  /** The object as people know it: an account by name and e-mail, else the id. */
  targetLabel: Maybe<Scalars['String']['output']>;
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
  /** Entries at or after this instant, ISO 8601 (e.g. 2026-03-01T00:00:00+01:00), or from the start of this day (YYYY-MM-DD, Austrian time). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** 'ok', 'refused' or 'failed'. */
  outcome?: InputMaybe<Scalars['String']['input']>;
  /** Entries before this instant, ISO 8601, or up to the end of this day (YYYY-MM-DD, Austrian time, the day included). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the audit log. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** The entries of this page. */
  items: Array<AuditEntry>;
  /** Where this page lies in the whole log. */
  pageInfo: PageInfo;
};

/** How a badge for a state is drawn. */
export type BadgeTone =
  /** Failing (red). */
  | 'DANGER'
  /** In progress (blue). */
  | 'INFO'
  /** Inactive (grey). */
  | 'NEUTRAL'
  /** Working as intended (green). */
  | 'SUCCESS'
  /** Needs attention (yellow). */
  | 'WARNING';

/** A product as speed knows it: its state per audience; state 100 means active (SPEC.md §9). */
export type BcProduct = {
  __typename?: 'BcProduct';
  /** Every audience the product is active for, in the order SALES, CUSTOMER_CARE, ISP. */
  activeAudiences: Array<ProductAudience>;
  /** Whether the product is active for `audience` (its state is 100). */
  activeFor: Scalars['Boolean']['output'];
  /** Product id, the same as `ScaProduct.id`. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** The raw states per audience (100 active; other values inactive, e.g. 50 pilot, 200 phasing out). */
  states: BcProductStates;
};


/** A product as speed knows it: its state per audience; state 100 means active (SPEC.md §9). */
export type BcProductActiveForArgs = {
  audience: ProductAudience;
};

/** speed's state values of a product per audience; null when speed sends none. */
export type BcProductStates = {
  __typename?: 'BcProductStates';
  /** `state_cc`. */
  customerCare: Maybe<Scalars['Int']['output']>;
  /** `state_isp`. */
  isp: Maybe<Scalars['Int']['output']>;
  /** `state_sa`. */
  sales: Maybe<Scalars['Int']['output']>;
};

/** How a product is charged (CRM `cos_chargetype`). */
export type ChargeType =
  /** A monthly fee ('Monatlich'). */
  | 'MONTHLY'
  /** A monthly fee and a one-time set-up fee ('Monatlich und Herstellung'). */
  | 'MONTHLY_AND_SETUP'
  /** One fee, charged once ('Einmalig'), e.g. 'Expressinstallation'. */
  | 'ONE_TIME';

/** A connection (CID): one unit of a location with its fibre house connection. */
export type Cid = {
  __typename?: 'Cid';
  /** Access node (AAN), e.g. 'KRE01'. */
  aan: Maybe<Scalars['String']['output']>;
  /** The ISP of the connection; null for a free connection. */
  account: Maybe<Account>;
  /** Add-on products. */
  addOnProducts: Array<CidProduct>;
  /** Address of the connection, with its unit. */
  address: PostalAddress;
  /** The building (location) of the connection. Batched. */
  building: Maybe<CidBuilding>;
  /** When the connection went live, ISO 8601. */
  connectedAt: Maybe<Scalars['String']['output']>;
  /**
   * Construction state of the house connection. Unlike `houseConnection` also for users of
   * the location screens (an ISP's own connection): a state, no firm and no staff.
   */
  constructionState: Maybe<StateValue>;
  /** Contract data of the connection. */
  contract: CidContract;
  /**
   * The fibre house connection from pm: construction state and documentation. Batched like
   * `serviceStates`. Null for a construction firm not assigned to it.
   */
  houseConnection: Maybe<HouseConnection>;
  /** The CID, e.g. 'CID-000123'. */
  id: Scalars['ID']['output'];
  /** The location (building) id, e.g. 'LOC-000042'. */
  locationId: Maybe<Scalars['String']['output']>;
  /** Main product. */
  mainProduct: Maybe<CidProduct>;
  /** Last change, ISO 8601. */
  modifiedAt: Maybe<Scalars['String']['output']>;
  /** Serial number of the installed ONT, e.g. 'ALCL1A2B3C4D'; null without an ONT. */
  ontSerial: Maybe<Scalars['String']['output']>;
  /** ONT swaps of this connection, newest first. Batched. */
  ontSwaps: Maybe<Array<OntSwap>>;
  /** The PAN the connection belongs to (null for a construction firm not assigned to it). Batched. */
  pan: Maybe<Pan>;
  /** PAN id, e.g. 'KRE01-P03'. */
  panId: Maybe<Scalars['String']['output']>;
  /**
   * States of the services (internet, voip, iptv) from speed, as badge data. Loaded per
   * request in one batched call for all CIDs of a response. Null (with the error beside it)
   * when speed fails, so the rest of the CID still shows; the same holds for every field
   * below that comes from another system.
   */
  serviceStates: Maybe<Array<CidServiceState>>;
  /** Status: Geplant, Verfügbar, Bestellt, In Herstellung, Aktiv or Gekündigt. */
  status: OptionValue;
  /** When the contract ended, ISO 8601. */
  terminatedAt: Maybe<Scalars['String']['output']>;
  /**
   * Tickets about this CID (isp users: only their own), newest first unless sorted otherwise.
   * FORBIDDEN for users who may not open 'tickets'.
   */
  tickets: Maybe<TicketPage>;
};


/** A connection (CID): one unit of a location with its fibre house connection. */
export type CidPanArgs = {
  view?: InputMaybe<ConstructionView>;
};


/** A connection (CID): one unit of a location with its fibre house connection. */
export type CidTicketsArgs = {
  page?: InputMaybe<PageInput>;
};

/** The building (location) of a connection. */
export type CidBuilding = {
  __typename?: 'CidBuilding';
  /** Notes on access, e.g. 'Schlüssel bei der Hausverwaltung'. */
  accessNotes: Maybe<Scalars['String']['output']>;
  /** Address of the building. */
  address: PostalAddress;
  /** Kind of building, e.g. 'Mehrfamilienhaus'. */
  buildingType: Maybe<OptionValue>;
  /** Number of CIDs (units) in the building. */
  cidCount: Maybe<Scalars['Int']['output']>;
  /** Connection status of the building, e.g. 'Angeschlossen'. */
  connectionStatus: Maybe<OptionValue>;
  /** Construction state of the building's house connections, e.g. 'In Bau'. */
  constructionState: Maybe<OptionValue>;
  /** Where the fibre ends in the building (fibre termination point). */
  fibreTerminationPoint: Maybe<Scalars['String']['output']>;
  /** Number of floors. */
  floors: Maybe<Scalars['Int']['output']>;
  /** Latitude (WGS 84). */
  latitude: Maybe<Scalars['Float']['output']>;
  /** Location id, e.g. 'LOC-000042'. */
  locationId: Scalars['ID']['output'];
  /** Longitude (WGS 84). */
  longitude: Maybe<Scalars['Float']['output']>;
  /** Number of units. */
  units: Maybe<Scalars['Int']['output']>;
};

/** Contract data of a connection. */
export type CidContract = {
  __typename?: 'CidContract';
  /** The ISP holding the contract. */
  account: Maybe<Account>;
  /** Add-on products. */
  addOnProducts: Array<CidProduct>;
  /** When the connection went live, ISO 8601. */
  connectedAt: Maybe<Scalars['String']['output']>;
  /** Main product. */
  mainProduct: Maybe<CidProduct>;
  /** End of the minimum term, YYYY-MM-DD (start plus term). */
  minimumTermEnd: Maybe<Scalars['String']['output']>;
  /** Order the contract came from, e.g. 'ORD-004935' (legacy references like 'ALT-2022-01234' too). */
  orderReference: Maybe<Scalars['String']['output']>;
  /** Contract start, YYYY-MM-DD. */
  startDate: Maybe<Scalars['String']['output']>;
  /** Minimum term in months (12, 24 or 36). */
  termMonths: Maybe<Scalars['Int']['output']>;
  /** When the contract ended, ISO 8601; null while running. */
  terminatedAt: Maybe<Scalars['String']['output']>;
};

/**
 * Conditions on CIDs. `text` finds a CID by its id or by its address: each word must occur in
 * the CID, street, house number, postcode, place or ONT serial (any case).
 */
export type CidFilter = {
  /** ISP account, e.g. 'isp-0002' (ignored for isp users, who only see their own). */
  accountId?: InputMaybe<Scalars['String']['input']>;
  /** PAN, e.g. 'KRE01-P03'. */
  panId?: InputMaybe<Scalars['String']['input']>;
  /** Part of the place name, any case. */
  place?: InputMaybe<Scalars['String']['input']>;
  /** Four-digit postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Main product or add-on, e.g. 'GF-500' or 'AO-VOIP'. */
  productId?: InputMaybe<Scalars['String']['input']>;
  /** Bundesland, exactly as listed by `cidStatusCounts.byRegion`, e.g. 'Tirol'. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Status values (`CidStatusCount.status.value`, e.g. 181510004 'Aktiv'); any of them. */
  statuses?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** CID id or address words, at most 100 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** One page of CIDs. */
export type CidPage = {
  __typename?: 'CidPage';
  /** The CIDs of this page. */
  items: Array<Cid>;
  /** Where this page lies in the whole list. */
  pageInfo: PageInfo;
};

/** A product booked on a connection. */
export type CidProduct = {
  __typename?: 'CidProduct';
  /** Product id, e.g. 'GF-500'. */
  id: Scalars['ID']['output'];
  /** Display name, e.g. 'Glasfaser 500'. */
  name: Scalars['String']['output'];
};

/** CIDs in one Bundesland. */
export type CidRegionCount = {
  __typename?: 'CidRegionCount';
  /** How many. */
  count: Scalars['Int']['output'];
  /** The Bundesland; filter the list with `region`. */
  region: Scalars['String']['output'];
};

/** The state of one service of a connection (speed). */
export type CidServiceState = {
  __typename?: 'CidServiceState';
  /** German label of the state (speed `states`). */
  label: Scalars['String']['output'];
  /** Service: 'internet', 'voip' or 'iptv'. */
  service: Scalars['String']['output'];
  /** German name of the service, e.g. 'Internet', 'Telefonie', 'TV'. */
  serviceLabel: Scalars['String']['output'];
  /** Since when the service is in this state, ISO 8601. */
  since: Maybe<Scalars['String']['output']>;
  /** State code: 100 Aktiv, 200 In Bereitstellung, 300 Gesperrt, 400 Gestört, 900 Deaktiviert. */
  state: Scalars['Int']['output'];
  /** Badge colour for the state. */
  tone: BadgeTone;
};

/** CIDs with one status. */
export type CidStatusCount = {
  __typename?: 'CidStatusCount';
  /** How many. */
  count: Scalars['Int']['output'];
  /** The status; filter the list with `statuses: [status.value]`. */
  status: OptionValue;
};

/** CID counts for the 'CID Status' screen. */
export type CidStatusCounts = {
  __typename?: 'CidStatusCounts';
  /** Per Bundesland, alphabetically; all nine included. */
  byRegion: Array<CidRegionCount>;
  /** Per status, in the CRM's status order; statuses without CIDs included (count 0). */
  byStatus: Array<CidStatusCount>;
  /** All CIDs matching the filter. */
  total: Scalars['Int']['output'];
};

/** The two construction lists: the PAN's own construction and the house connections. */
export type ConstructionView =
  /** HA-Bau (/pans-branch): house-connection construction; acknowledgement scope 'ha'. */
  | 'HA_BAU'
  /** PAN-Bau (/pans): the PAN's construction; acknowledgement scope 'pan'. */
  | 'PAN_BAU';

/**
 * A new ticket. Every field is checked on the server: subjectId, type and title are required;
 * cid is required for users other than isp unless accountId is given.
 */
export type CreateTicketInput = {
  /** ISP account of the ticket, for users other than isp and tickets without a CID. */
  accountId?: InputMaybe<Scalars['String']['input']>;
  /** CID the ticket is about, e.g. 'CID-000123'. */
  cid?: InputMaybe<Scalars['String']['input']>;
  /** Contact e-mail address. */
  contactEmail?: InputMaybe<Scalars['String']['input']>;
  /** Contact name, at most 200 characters. */
  contactName?: InputMaybe<Scalars['String']['input']>;
  /** Contact phone number, e.g. '+43 664 1234567'. */
  contactPhone?: InputMaybe<Scalars['String']['input']>;
  /** Description, at most 4000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Status value (`IncidentStatus.value`); default 1 'In Bearbeitung'. Ignored for ISP users: their new tickets always start at 1. */
  status?: InputMaybe<Scalars['Int']['input']>;
  /** Subject id (`Subject.id`). */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  /** Short title, at most 200 characters. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** Type value (`IncidentType.value`). */
  type?: InputMaybe<Scalars['Int']['input']>;
};

/** Result of `Mutation.createTicket`. */
export type CreateTicketResult = {
  __typename?: 'CreateTicketResult';
  /** Why the ticket was not created; null on success. */
  error: Maybe<MutationError>;
  /** True when the ticket was created. */
  ok: Scalars['Boolean']['output'];
  /** The new ticket; null when refused. */
  ticket: Maybe<Ticket>;
  /** The new ticket number, e.g. 'CAS-105201'; null when refused. */
  ticketNumber: Maybe<Scalars['String']['output']>;
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

/**
 * The closed set of `extensions.code` values of GraphQL errors of this API (STYLE.md).
 * Not used as a field type: it documents the error contract for the explorer. An error of
 * a failed upstream call has code UPSTREAM (or NOT_FOUND / BAD_USER_INPUT when the upstream
 * refused the input) and carries the error catalogue of SPEC.md §8 in `extensions`:
 * `catalogueCode` (what the error modal shows as 'Code', e.g. 'general' or 'UNBEKANNT'),
 * `message` ('Beschreibung'), `details` ('Details', text or JSON, or null), `rule` (1–5),
 * `source` ('crm', 'speed' or 'pm') and `correlationId` (the request id, also in the
 * server log). Upstream texts with internals (stack traces, host names, SQL) are replaced
 * by a German message naming the correlation id.
 */
export type ErrorCode =
  /** The input was refused; `message` and `details` say what to fix. */
  | 'BAD_USER_INPUT'
  /** A session, but this user may not see or do this. */
  | 'FORBIDDEN'
  /** A fault of the portal itself; `correlationId` finds it in the log. */
  | 'INTERNAL'
  /** The thing asked for does not exist (or is not visible to this user). */
  | 'NOT_FOUND'
  /** No session: sign in. */
  | 'UNAUTHENTICATED'
  /** An upstream system failed or is unavailable; see `catalogueCode`, `message`, `details`. */
  | 'UPSTREAM';

/** Result of `exportRules`. */
export type ExportRulesResult = {
  __typename?: 'ExportRulesResult';
  /** German summary or reason. */
  message: Scalars['String']['output'];
  ok: Scalars['Boolean']['output'];
  /** Files removed (not part of the live version). */
  removed: Array<Scalars['String']['output']>;
  /** Files written. */
  written: Array<Scalars['String']['output']>;
};

/** A German message for one form field. */
export type FieldError = {
  __typename?: 'FieldError';
  /** Field name as in the mutation's input, e.g. 'title'. */
  field: Scalars['String']['output'];
  /** What is wrong and how to fix it. */
  message: Scalars['String']['output'];
};

/**
 * The fibre house connection of a CID, as pm knows it, with the firm building it. Belongs to the
 * CIDs of a PAN (PAN-Bau, HA-Bau) and the CID details; reached from anywhere else it answers
 * null with FORBIDDEN (an ISP sees the construction state as `Cid.constructionState`).
 */
export type HouseConnection = {
  __typename?: 'HouseConnection';
  /** Address with unit. */
  address: PostalAddress;
  /** Whether the signed-in user may document the material (the assigned construction firm). */
  canEditMaterial: Scalars['Boolean']['output'];
  /** The CID, e.g. 'CID-000123'. */
  cid: Scalars['ID']['output'];
  /** When it was completed, ISO 8601. */
  completedAt: Maybe<Scalars['String']['output']>;
  /** Construction state, e.g. 'tiefbau' 'Tiefbau'. */
  constructionState: StateValue;
  /** The material documentation; null for account types that do not load material codes (SPEC.md §6). */
  documentation: Maybe<MaterialDocumentation>;
  /** The construction firm building it. */
  firm: Maybe<Account>;
  /** Location id. */
  locationId: Maybe<Scalars['String']['output']>;
  /** Last change, ISO 8601. */
  modifiedAt: Maybe<Scalars['String']['output']>;
  /** PAN id. */
  panId: Scalars['String']['output'];
  /** Planned construction date, YYYY-MM-DD. */
  plannedDate: Maybe<Scalars['String']['output']>;
};

/** Conditions on the house connections of a PAN. */
export type HouseConnectionFilter = {
  /** Construction states (`StateValue.key`: offen, geplant, tiefbau, hauseinfuehrung, gespleisst, fertig, blockiert); any of them. */
  constructionStates?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Part of the CID or of street and house number, at most 100 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** The material of one house connection; all three are required. */
export type HouseConnectionMaterialInput = {
  /** Material code id of group 1 (cable type). */
  cable?: InputMaybe<Scalars['Int']['input']>;
  /** The CID of the house connection, e.g. 'CID-000123'. */
  cid?: InputMaybe<Scalars['String']['input']>;
  /** Material code id of group 3 (fibre colour), 'Keine Auswahl' included. */
  colour?: InputMaybe<Scalars['Int']['input']>;
  /** Material code id of group 2 (rack in the AAN), 'Keine Auswahl' included. */
  rack?: InputMaybe<Scalars['Int']['input']>;
};

/** Result of `Mutation.updateHouseConnectionMaterial`. */
export type HouseConnectionMaterialResult = {
  __typename?: 'HouseConnectionMaterialResult';
  /** Why it was not saved; null on success. */
  error: Maybe<MutationError>;
  /** The house connection as saved; null when refused. */
  houseConnection: Maybe<HouseConnection>;
  /** True when the documentation was saved. */
  ok: Scalars['Boolean']['output'];
};

/** One page of house connections. */
export type HouseConnectionPage = {
  __typename?: 'HouseConnectionPage';
  /** The house connections of this page. */
  items: Array<HouseConnection>;
  /** Where this page lies in the whole list. */
  pageInfo: PageInfo;
};

/** A ticket status: an option of the CRM option set `statuscode`. */
export type IncidentStatus = {
  __typename?: 'IncidentStatus';
  /** The ticket state the status belongs to (0 active, 1 resolved, 2 cancelled); null when unknown. */
  state: Maybe<Scalars['Int']['output']>;
  /** German label. */
  title: Scalars['String']['output'];
  /** Option value, stored on tickets as `statuscode`. */
  value: Scalars['Int']['output'];
};

/** A ticket type: an option of the CRM option set `casetypecode`. */
export type IncidentType = {
  __typename?: 'IncidentType';
  /** German label (`Label.UserLocalizedLabel.Label`). */
  title: Scalars['String']['output'];
  /** Option value (`Options[].Value`), stored on tickets as `casetypecode`. */
  value: Scalars['Int']['output'];
};

/** A location: one building with its units (CIDs). */
export type Location = {
  __typename?: 'Location';
  /** Access node (AAN), e.g. 'KRE01'. */
  aan: Maybe<Scalars['String']['output']>;
  /** Address of the building. */
  address: PostalAddress;
  /** Kind of building, e.g. 'Mehrfamilienhaus'. */
  buildingType: Maybe<OptionValue>;
  /** Number of CIDs (units) in the building. */
  cidCount: Maybe<Scalars['Int']['output']>;
  /**
   * The CIDs of the location this user may see, by CID: free and planned ones, and those of
   * the user's own account; an isp user never sees another ISP's CID. Batched for a page.
   */
  cids: Array<LocationCid>;
  /** Connection status: Nicht versorgbar, Geplant, Anschlussbereit or Angeschlossen. */
  connectionStatus: Maybe<OptionValue>;
  /** Construction state of the building's house connections: Nicht begonnen, In Bau or Fertiggestellt. */
  constructionState: Maybe<OptionValue>;
  /** Where the fibre ends in the building. */
  fibreTerminationPoint: Maybe<Scalars['String']['output']>;
  /** Number of floors. */
  floors: Maybe<Scalars['Int']['output']>;
  /** Whether the user's own ISP account holds a connection here (always false for other types). */
  hasOwnConnection: Scalars['Boolean']['output'];
  /** Location id, e.g. 'LOC-000042'. */
  id: Scalars['ID']['output'];
  /** One line for lists, e.g. 'Kirchengasse 1a, 3500 Krems an der Donau'. */
  label: Scalars['String']['output'];
  /** PAN id, e.g. 'KRE01-P03'. */
  panId: Maybe<Scalars['String']['output']>;
  /** Number of units. */
  units: Maybe<Scalars['Int']['output']>;
};

/** A CID as the location pages show it. */
export type LocationCid = {
  __typename?: 'LocationCid';
  /** The CID, e.g. 'CID-000123'. */
  id: Scalars['ID']['output'];
  /** Serial of the installed ONT; null without an ONT or for CIDs the user may not see in detail. */
  ontSerial: Maybe<Scalars['String']['output']>;
  /** Whether a fibre connection can be ordered for it now (Verfügbar or Gekündigt). */
  orderable: Scalars['Boolean']['output'];
  /** Whether it is held by the user's own ISP account. */
  own: Scalars['Boolean']['output'];
  /** Status: Geplant, Verfügbar, Bestellt, In Herstellung, Aktiv or Gekündigt. */
  status: OptionValue;
  /** Unit within the building, e.g. 'Top 3'; null for a single unit. */
  unit: Maybe<Scalars['String']['output']>;
};

/** A location seen from one of its CIDs (see `Query.locationDetails`). */
export type LocationDetails = {
  __typename?: 'LocationDetails';
  /** The CID of the page. */
  cid: LocationCid;
  /** Construction state of this CID's house connection (pm), e.g. 'Tiefbau'; null when pm does not know it. */
  houseConnectionState: Maybe<StateValue>;
  /** The building. */
  location: Location;
  /** Why not, in German; null when `orderable`. */
  notOrderableReason: Maybe<Scalars['String']['output']>;
  /**
   * ISP accounts an order can be placed for. An isp user orders for their own account (one
   * entry); sales and customer care choose the end customer's ISP.
   */
  orderAccounts: Array<Account>;
  /** Whether this user may order a fibre connection for this CID now. */
  orderable: Scalars['Boolean']['output'];
  /** Orders at this CID the user may see (isp users: their own account's), newest first. */
  orders: Array<Order>;
  /** Construction state of the PAN (pm), e.g. 'Einblasen'; null when pm does not know it. */
  panConstructionState: Maybe<StateValue>;
  /** When the PAN's construction is planned to end, YYYY-MM-DD. */
  panPlannedCompletion: Maybe<Scalars['String']['output']>;
  /**
   * Main products and add-ons orderable here for the user's audience (isp users: speed
   * `state_isp`, sales: `state_sa`, customer care: `state_cc`; active when 100), in the
   * CRM's order.
   */
  products: Array<ScaProduct>;
};

/**
 * Conditions on locations. `text` finds an address: each word must occur in the street,
 * house number, postcode or place (any case), e.g. 'kirchengasse 1a krems'.
 */
export type LocationFilter = {
  /** Connection status values (`Location.connectionStatus.value`, e.g. 181510002 'Anschlussbereit'); any of them. */
  connectionStatuses?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** One location, e.g. 'LOC-000042' (a chosen address suggestion). */
  locationId?: InputMaybe<Scalars['ID']['input']>;
  /** Only locations with at least one CID that can be ordered (Verfügbar or Gekündigt). */
  onlyOrderable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only locations where the user's own ISP account holds a connection (isp users; ignored otherwise). */
  onlyOwn?: InputMaybe<Scalars['Boolean']['input']>;
  /** Part of the place name, any case. */
  place?: InputMaybe<Scalars['String']['input']>;
  /** Four-digit postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Bundesland, e.g. 'Tirol'. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Address words, at most 100 characters and 8 words. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** One page of locations. */
export type LocationPage = {
  __typename?: 'LocationPage';
  /** The locations of this page. */
  items: Array<Location>;
  /** Where this page lies in the whole list. */
  pageInfo: PageInfo;
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
  /** How texts name the user: the name, else the e-mail, else the id. */
  displayName: Scalars['String']['output'];
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

/** A material code for documenting a house connection (speed `hc_mat_patch_codes`). */
export type MaterialCode = {
  __typename?: 'MaterialCode';
  /** Group (`c_grp`): 1 cable type, 2 rack in the AAN, 3 fibre colour. */
  group: Scalars['Int']['output'];
  /** German name of the group: 'Kabeltyp', 'Rack im AAN' or 'Farbe'. */
  groupLabel: Scalars['String']['output'];
  /** Code id (`c_id`), stored on the house connection. */
  id: Scalars['Int']['output'];
  /** Name; a code without a name is 'Keine Auswahl' in groups 2 and 3 (SPEC.md §3). */
  name: Maybe<Scalars['String']['output']>;
  /** True for the 'Keine Auswahl' entry of groups 2 and 3. */
  noChoice: Scalars['Boolean']['output'];
};

/**
 * Material documentation of a house connection. Codes come from speed's material codes; a
 * code without a name is shown as 'Keine Auswahl' in groups 2 and 3 (SPEC.md §3). A null
 * field has not been documented yet.
 */
export type MaterialDocumentation = {
  __typename?: 'MaterialDocumentation';
  /** Cable type (group 1). */
  cable: Maybe<MaterialCode>;
  /** Fibre colour (group 3). */
  colour: Maybe<MaterialCode>;
  /** When, ISO 8601. */
  documentedAt: Maybe<Scalars['String']['output']>;
  /** Who documented it. */
  documentedBy: Maybe<Scalars['String']['output']>;
  /** Rack in the AAN (group 2). */
  rack: Maybe<MaterialCode>;
};

/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds a note to a ticket; the author is the signed-in user. NOT_FOUND for a ticket the user
   * cannot see.
   */
  addTicketNote: AddTicketNoteResult;
  /** Cancels a draft, submitted or signed order; its CID becomes orderable again. */
  cancelOrder: OrderResult;
  /**
   * Moves a PAN's acknowledgement (Freigabe) on, by the rules of `AcknowledgementAction`:
   * the assigned construction firm requests (1), PMO or PM-AM grant (2) or reject with a
   * reason (3; then the firm may request again), PMO completes (4). Every step is recorded
   * with who and when and shows in `Pan.acknowledgementHistory`. An illegal step or role is
   * refused with a German message; a change by someone else in the meantime is refused as
   * CONFLICT.
   */
  changePanAcknowledgement: PanAcknowledgementResult;
  /**
   * Creates a ticket in the CRM and answers its new number. An isp user creates tickets for
   * their own account, for one of their CIDs or without one (naming another account is
   * refused); construction firms name a CID of their PANs; other users name a CID (the
   * ticket's account is the CID's ISP) or an ISP account. Refusals come back as `ok: false`
   * with German messages per field; nothing is stored until the input is valid.
   */
  createTicket: CreateTicketResult;
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
  /**
   * Writes the live version into `screens/` of this instance, for review in git
   * (the same as `npm run rules:export`). Refused in production, where the files belong to
   * the deployment.
   */
  exportRules: ExportRulesResult;
  /**
   * Publishes a draft as the new live version. Refused (`ok: false`, nothing changes)
   * when the draft is invalid, too large, unchanged, without comment, when a guard fires
   * that `confirmedGuards` does not name, or when the live version moved past
   * `draft.baseVersion` (then `error.live` and `error.changes` show the new situation).
   * Every publish and every refusal is written to the audit log.
   */
  publishRules: PublishRulesResult;
  /** Lets a deactivated user sign in again. */
  reactivateUser: UserResult;
  /**
   * A new signing link (new `source_id`, new expiry) for a submitted order that is not
   * signed yet, e.g. when the old one expired. The old link stops working.
   */
  renewOrderSigningLink: OrderResult;
  /**
   * Mails the signing link of a submitted, unsigned order to the customer again. At most
   * 3 mails per order and hour: a fourth is refused with a message saying when it is possible.
   */
  resendOrderSigningMail: OrderResult;
  /**
   * Rolls back: publishes the files of an old version as a new version (history stays
   * complete). Same guards, concurrency check and audit as `publishRules`.
   */
  rollbackRules: PublishRulesResult;
  /**
   * Saves the order form as a draft (CRM order in state draft). The first save creates the
   * order under the form's `idempotencyKey`; later saves with the same key update it. Only
   * what is filled in is checked. Refusals come back as `error` with German messages per field.
   */
  saveOrderDraft: OrderResult;
  /** E-mails the user a link to set a new password. */
  sendPasswordMail: UserResult;
  /**
   * The end customer signs on the open signing route: the signature (a PNG data URL of at
   * most 60 KB), the signer's name and the time are recorded. Answers without a session;
   * guarded by the link like `orderForSigning`. A second signature is refused.
   */
  signOrder: SignOrderResult;
  /**
   * Submits the order: every field is checked (German messages per field), the order is
   * created (or its draft updated) and submitted in the CRM under the form's
   * `idempotencyKey`, and it gets a signing link for the end customer. Sending the same key
   * again creates no second order: it answers the order stored first (`replayed: true`).
   * `ok` is only true once the CRM has stored the submitted order.
   */
  submitOrder: OrderResult;
  /**
   * Swaps the ONT of a CID ('CID/ONT-Tausch'): checks the new serial ('ALCL' and eight
   * hexadecimal digits, different from the installed one), records the swap in the CRM
   * with who and when, sets the CID's serial and writes the audit log. `expectedOldSerial`
   * is the serial the user saw: when someone swapped it in the meantime the swap is refused
   * (CONFLICT). Construction firms may only swap at CIDs of PANs assigned to them.
   * FORBIDDEN for users who may not open 'ont-swap'.
   */
  swapOnt: SwapOntResult;
  /**
   * A superadmin takes over an admin account: writes `{accountid, type, userid}` of that
   * account into the superadmin's user metadata (SPEC.md §4). The client reloads the page
   * afterwards to see the portal as that account. FORBIDDEN for every other role; an id
   * that is no admin account is answered with `ok: false` and a German message.
   */
  switchAccount: SwitchAccountResult;
  /**
   * 'Zurück zu meinem Konto': writes the superadmin's own `{accountid, type, userid}` from
   * before the first switch back into their metadata, exactly (a key they did not have is
   * removed), and forgets the switch. Audited as 'account.switchBack'. Without a switch:
   * `ok: false` with a message, nothing written. FORBIDDEN for every other role.
   */
  switchBack: SwitchBackResult;
  /**
   * Saves the settings of an account (same access as `accountSettings`). Every field is
   * checked on the server; refusals come back as `ok: false` with German messages per field.
   */
  updateAccountSettings: AccountSettingsResult;
  /**
   * Documents the material of a house connection: cable type, rack in the AAN and fibre
   * colour (material codes of groups 1, 2, 3; 'Keine Auswahl' is a valid choice for rack and
   * colour). Only the construction firm assigned to the house connection may do it.
   */
  updateHouseConnectionMaterial: HouseConnectionMaterialResult;
  /**
   * Changes name and role (admin or user). Nobody changes their own role; the last active
   * admin of an account stays admin.
   */
  updateUser: UserResult;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationAddTicketNoteArgs = {
  input: AddTicketNoteInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationCancelOrderArgs = {
  orderId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationChangePanAcknowledgementArgs = {
  input: PanAcknowledgementInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationCreateTicketArgs = {
  input: CreateTicketInput;
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
export type MutationPublishRulesArgs = {
  input: PublishRulesInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationReactivateUserArgs = {
  userId: Scalars['ID']['input'];
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationRenewOrderSigningLinkArgs = {
  orderId: Scalars['ID']['input'];
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationResendOrderSigningMailArgs = {
  orderId: Scalars['ID']['input'];
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationRollbackRulesArgs = {
  input: RollbackRulesInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationSaveOrderDraftArgs = {
  input: OrderInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationSendPasswordMailArgs = {
  userId: Scalars['ID']['input'];
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationSignOrderArgs = {
  input: SignOrderInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationSubmitOrderArgs = {
  input: OrderInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationSwapOntArgs = {
  input: SwapOntInput;
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
export type MutationUpdateHouseConnectionMaterialArgs = {
  input: HouseConnectionMaterialInput;
};


/** Entry point for every write. Other domain files add their fields with `extend type Mutation`. */
export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};

/** A refusal of a domain mutation that the user can act on, in German. */
export type MutationError = {
  __typename?: 'MutationError';
  /** What kind of refusal. */
  code: MutationErrorCode;
  /** Messages to show beside form fields; empty when the refusal concerns no field. */
  fieldErrors: Array<FieldError>;
  /** What went wrong and what to do, in German. */
  message: Scalars['String']['output'];
};

/** What kind of refusal a mutation answered with, so a client can react without parsing text. */
export type MutationErrorCode =
  /** Someone changed the data in the meantime; reload and try again. */
  | 'CONFLICT'
  /** The action is not possible in the current state (e.g. granting an approval nobody requested). */
  | 'ILLEGAL_TRANSITION'
  /** The input is incomplete or invalid; see `fieldErrors`. */
  | 'INVALID_INPUT'
  /** The user's account type or assignment does not allow this action. */
  | 'NOT_ALLOWED';

/** A menu entry, home tile or link. */
export type NavItem = {
  __typename?: 'NavItem';
  /**
   * Tiles: a number computed for the viewer with the rules of the list it counts (e.g.
   * orders awaiting the signature), cached per user for a few seconds; null when the tile
   * declares none or its source cannot answer right now (the page shows the tile without it).
   */
  count: Maybe<TileCount>;
  /** Tiles: one line under the title; null when none is declared. */
  description: Maybe<Scalars['String']['output']>;
  /** Tiles: the symbol's name, e.g. 'ticket'; null when none is declared. */
  icon: Maybe<Scalars['String']['output']>;
  /** Stable id, e.g. 'tickets'. */
  id: Scalars['ID']['output'];
  /** German label. */
  label: Scalars['String']['output'];
  /** Client route, e.g. '/tickets'. */
  route: Scalars['String']['output'];
};

/**
 * One ONT swap of a connection, with who swapped it (staff and firm). Belongs to the CID details
 * and CID/ONT-Tausch; reached from anywhere else it answers null with FORBIDDEN.
 */
export type OntSwap = {
  __typename?: 'OntSwap';
  /** Swap id. */
  id: Scalars['ID']['output'];
  /** Serial of the ONT put in. */
  newSerial: Maybe<Scalars['String']['output']>;
  /** Serial of the ONT taken out. */
  oldSerial: Maybe<Scalars['String']['output']>;
  /** Why. */
  reason: Maybe<Scalars['String']['output']>;
  /** When, ISO 8601. */
  swappedAt: Scalars['String']['output'];
  /** Who swapped it. */
  swappedBy: Maybe<Scalars['String']['output']>;
  /** The account of who swapped it. */
  swappedByAccount: Maybe<Account>;
};

/** A value of a CRM option set with its German label, e.g. 181510004 'Aktiv'. */
export type OptionValue = {
  __typename?: 'OptionValue';
  /** German label. */
  label: Scalars['String']['output'];
  /** The option value as stored in the CRM. */
  value: Scalars['Int']['output'];
};

/** A fibre-connection order for one CID. */
export type Order = {
  __typename?: 'Order';
  /** The ISP the order is for. */
  account: Account;
  /** Add-on products. */
  addOnProducts: Array<CidProduct>;
  /** Why it was cancelled. */
  cancelReason: Maybe<Scalars['String']['output']>;
  /** ISO 8601. */
  cancelledAt: Maybe<Scalars['String']['output']>;
  /** The CID ordered. */
  cid: Scalars['String']['output'];
  /** ISO 8601. */
  connectedAt: Maybe<Scalars['String']['output']>;
  /** The customer agreed to the processing of their data. */
  consentDataProcessing: Scalars['Boolean']['output'];
  /** The customer accepted the terms. */
  consentTerms: Scalars['Boolean']['output'];
  /** ISO 8601. */
  constructionStartedAt: Maybe<Scalars['String']['output']>;
  /** Minimum term in months. */
  contractTermMonths: Maybe<Scalars['Int']['output']>;
  /** ISO 8601. */
  createdAt: Scalars['String']['output'];
  /** Who created it. */
  createdBy: Maybe<Scalars['String']['output']>;
  /** The end customer. */
  customer: OrderCustomer;
  /**
   * The form's idempotency key while the order is a draft, so that the form can continue it;
   * null once submitted.
   */
  draftKey: Maybe<Scalars['String']['output']>;
  /** The order's states with when they were reached, oldest first. */
  history: Array<OrderStateChange>;
  /** Order id (CRM GUID). */
  id: Scalars['ID']['output'];
  /** Installation details. */
  installationNotes: Maybe<Scalars['String']['output']>;
  /** The location of the CID. */
  locationId: Maybe<Scalars['String']['output']>;
  /** The main product. */
  mainProduct: Maybe<CidProduct>;
  /** Order number, e.g. 'ORD-008220'. */
  number: Scalars['String']['output'];
  /** Preferred installation date, YYYY-MM-DD. */
  preferredDate: Maybe<Scalars['String']['output']>;
  /** The ordered products with their fees and the one-time and monthly sums, from the CRM's product catalogue. */
  prices: OrderPrices;
  /** ISO 8601. */
  signedAt: Maybe<Scalars['String']['output']>;
  /** Name the customer signed with. */
  signerName: Maybe<Scalars['String']['output']>;
  /**
   * The link for the end customer to sign (submitted orders) or download the signed order
   * (signed and later); null for drafts and cancelled orders.
   */
  signingLink: Maybe<SigningLink>;
  /** The mails with the signing link sent to the customer; null when none was sent. */
  signingMail: Maybe<OrderSigningMail>;
  /** State. */
  state: OrderState;
  /** German label of the state, e.g. 'Unterschrieben'. */
  stateLabel: Scalars['String']['output'];
  /** ISO 8601. */
  submittedAt: Maybe<Scalars['String']['output']>;
};

/** The end customer of an order. */
export type OrderCustomer = {
  __typename?: 'OrderCustomer';
  /** YYYY-MM-DD. */
  birthDate: Maybe<Scalars['String']['output']>;
  /** E-mail address. */
  email: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstName: Maybe<Scalars['String']['output']>;
  /** The customer's language for mails and the signing page: 'de' or 'en'. */
  language: Scalars['String']['output'];
  /** Last name or company name. */
  lastName: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone: Maybe<Scalars['String']['output']>;
  /** Frau, Herr, Divers or Firma. */
  salutation: Maybe<Scalars['String']['output']>;
};

/** Conditions on orders. */
export type OrderFilter = {
  /** One CID, e.g. 'CID-000123'. */
  cid?: InputMaybe<Scalars['String']['input']>;
  /** States; any of them. */
  states?: InputMaybe<Array<OrderState>>;
  /** Order number or customer name words, at most 100 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** The form of an order: the shape of `shared/src/order-form.ts` plus what identifies it. */
export type OrderInput = {
  /** Add-ons orderable at the location. */
  addOnProductIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** YYYY-MM-DD; the customer must be of age. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  /** The CID to order, e.g. 'CID-000123'. */
  cid: Scalars['ID']['input'];
  /** The customer agrees to the processing of their data (required to submit). */
  consentDataProcessing?: InputMaybe<Scalars['Boolean']['input']>;
  /** The customer accepts the terms (required to submit). */
  consentTerms?: InputMaybe<Scalars['Boolean']['input']>;
  /** 12, 24 or 36. */
  contractTermMonths?: InputMaybe<Scalars['Int']['input']>;
  /** E-mail address for the order confirmation. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name, at most 100 characters. */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /**
   * Created with the form (16 to 100 characters of A-Z, a-z, 0-9, - and _, e.g. a UUID) and
   * sent with every save and the submission: one form is one order, however often it is sent.
   */
  idempotencyKey: Scalars['String']['input'];
  /** Installation details, at most 1000 characters. */
  installationNotes?: InputMaybe<Scalars['String']['input']>;
  /** The end customer's ISP: required for sales and customer care, ignored for isp users (their own account). */
  ispAccountId?: InputMaybe<Scalars['String']['input']>;
  /** The customer's language for the signing mail: 'de' (default) or 'en'. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Last name (for a firm: its name), at most 100 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** One main product orderable at the location. */
  mainProductId?: InputMaybe<Scalars['String']['input']>;
  /** Phone number, e.g. '+43 664 1234567'. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, after today and within a year. */
  preferredDate?: InputMaybe<Scalars['String']['input']>;
  /** Frau, Herr, Divers or Firma. */
  salutation?: InputMaybe<Scalars['String']['input']>;
};

/** One page of orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The orders of this page. */
  items: Array<Order>;
  /** Where this page lies in the whole list. */
  pageInfo: PageInfo;
};

/** One ordered product with what it costs. */
export type OrderPriceLine = {
  __typename?: 'OrderPriceLine';
  /** How it is charged. */
  chargeType: ChargeType;
  /** Main product or add-on. */
  kind: ProductKind;
  /** Monthly fee in euros (gross); null when it has none or it is unknown. */
  monthlyFee: Maybe<Scalars['Float']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** Product id, e.g. 'AO-EXPRESS'. */
  productId: Scalars['ID']['output'];
  /** One-time fee in euros (gross); null when it has none. */
  setupFee: Maybe<Scalars['Float']['output']>;
};

/**
 * The prices of an order as an Austrian consumer contract states them: gross prices incl.
 * 20 % USt., the one-time and the monthly charges summed separately, each with its USt.
 */
export type OrderPrices = {
  __typename?: 'OrderPrices';
  /** False when a product is no longer in the catalogue, so its fee is missing from the sums. */
  complete: Scalars['Boolean']['output'];
  /** Minimum term in months the monthly sum is owed for. */
  contractTermMonths: Maybe<Scalars['Int']['output']>;
  /** The ordered products, main product first. */
  lines: Array<OrderPriceLine>;
  /** Sum of the monthly fees. */
  monthly: PriceSum;
  /** Sum of the one-time fees (set-up fees, one-time products). */
  oneTime: PriceSum;
  /** USt. rate in percent (20). */
  vatRatePercent: Scalars['Int']['output'];
};

/** Result of the order mutations. */
export type OrderResult = {
  __typename?: 'OrderResult';
  /** Why it was refused; null on success. */
  error: Maybe<MutationError>;
  /** True when the CRM stored what was asked. */
  ok: Scalars['Boolean']['output'];
  /** The order as stored; null when refused before anything was stored. */
  order: Maybe<Order>;
  /** True when the idempotency key had been used before and the stored order was answered unchanged. */
  replayed: Scalars['Boolean']['output'];
};

/** The signing-link mails of an order. */
export type OrderSigningMail = {
  __typename?: 'OrderSigningMail';
  /** How many were sent. */
  count: Scalars['Int']['output'];
  /** When the last one was sent, ISO 8601. */
  lastSentAt: Scalars['String']['output'];
  /** The address it went to. */
  to: Scalars['String']['output'];
};

/** The states of an order. */
export type OrderState =
  /** Storniert: cancelled. */
  | 'CANCELLED'
  /** Angeschlossen: the connection is live. */
  | 'CONNECTED'
  /** Entwurf: saved, not submitted. */
  | 'DRAFT'
  /** In Bau: the house connection is being built. */
  | 'IN_CONSTRUCTION'
  /** Unterschrieben: signed by the customer. */
  | 'SIGNED'
  /** Übermittelt: submitted, waiting for the customer's signature. */
  | 'SUBMITTED';

/** A state an order reached. */
export type OrderStateChange = {
  __typename?: 'OrderStateChange';
  /** When, ISO 8601. */
  at: Scalars['String']['output'];
  /** Who or what caused it, e.g. the order's creator or the signer's name; null when unknown. */
  by: Maybe<Scalars['String']['output']>;
  /** Its label in the viewer's language, e.g. 'Unterschrieben'. */
  label: Scalars['String']['output'];
  /** The state. */
  state: OrderState;
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

/** Conditions on the outage history. */
export type OutageHistoryFilter = {
  /** An affected AAN, e.g. 'KRE01'. */
  aan?: InputMaybe<Scalars['String']['input']>;
  /** True: only outages running or announced now (those with a dashboard banner); false: only past ones. */
  current?: InputMaybe<Scalars['Boolean']['input']>;
  /** 'Wartung' or 'Störung'; any of them. */
  kinds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Started on or after this day (YYYY-MM-DD, Austrian time). */
  startFrom?: InputMaybe<Scalars['String']['input']>;
  /** Started on or before this day (YYYY-MM-DD, Austrian time). */
  startTo?: InputMaybe<Scalars['String']['input']>;
  /**
   * Status values; any of them: 181510000 Geplant, 181510001 Aktiv, 181510002 Eingeschränkt,
   * 181510003 Behoben, 181510004 Abgeschlossen, 181510005 Abgesagt.
   */
  statuses?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Part of the title or the reason, any case; at most 100 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the outage history. */
export type OutageHistoryPage = {
  __typename?: 'OutageHistoryPage';
  /** The outages of this page. */
  items: Array<OutageRecord>;
  /** Where this page lies in the whole list. */
  pageInfo: PageInfo;
};

/** An outage or maintenance notification of the CRM (fields prefixed `cos_`, SPEC.md §3). */
export type OutageNotification = {
  __typename?: 'OutageNotification';
  /** Affected AANs, e.g. ['KRE01', 'KRE02']. */
  affectedAans: Array<Scalars['String']['output']>;
  /** Banner colour by the rules of SPEC.md §4: 'yellow', 'red' or 'grey'. */
  colour: Scalars['String']['output'];
  /** Duration in hours (`cos_duration`). */
  durationHours: Maybe<Scalars['Float']['output']>;
  /** Planned or expected end, ISO 8601. */
  endTime: Maybe<Scalars['String']['output']>;
  /** Id of the notification (`cos_outagenotificationid`). */
  id: Scalars['ID']['output'];
  /** 'Wartung' or 'Störung' (the formatted `cos_type`). */
  kind: Scalars['String']['output'];
  /** Reason given by the NOC. */
  reason: Maybe<Scalars['String']['output']>;
  /** Region (Bundesland). */
  region: Maybe<Scalars['String']['output']>;
  /** Start, ISO 8601. */
  startTime: Maybe<Scalars['String']['output']>;
  /** Status code (`cos_status`); 181510002 marks a Störung shown yellow (SPEC.md §9). */
  status: Maybe<Scalars['Int']['output']>;
  /** German label of the status, e.g. 'Eingeschränkt'. */
  statusLabel: Maybe<Scalars['String']['output']>;
  /** Headline (`cos_name`), e.g. 'Störung KRE01 Krems'. */
  title: Scalars['String']['output'];
};

/** An outage or maintenance of the history, current or past (CRM fields prefixed `cos_`, SPEC.md §3). */
export type OutageRecord = {
  __typename?: 'OutageRecord';
  /** Affected AANs, e.g. ['KRE01', 'KRE02']. */
  affectedAans: Array<Scalars['String']['output']>;
  /** The banner colour of a current outage by the rules of SPEC.md §4 ('yellow', 'red' or 'grey'); null for past ones. */
  bannerColour: Maybe<Scalars['String']['output']>;
  /** Whether the outage is current: not ended and not cancelled, so the dashboard shows its banner. */
  current: Scalars['Boolean']['output'];
  /** Duration in hours (`cos_duration`). */
  durationHours: Maybe<Scalars['Float']['output']>;
  /** End (planned, expected or actual), ISO 8601. */
  endTime: Maybe<Scalars['String']['output']>;
  /** Id of the notification (`cos_outagenotificationid`). */
  id: Scalars['ID']['output'];
  /** 'Wartung' or 'Störung' (the formatted `cos_type`). */
  kind: Scalars['String']['output'];
  /** Reason given by the NOC. */
  reason: Maybe<Scalars['String']['output']>;
  /** Region (Bundesland). */
  region: Maybe<Scalars['String']['output']>;
  /** Start, ISO 8601. */
  startTime: Maybe<Scalars['String']['output']>;
  /** Status code (`cos_status`), e.g. 181510003. */
  status: Maybe<Scalars['Int']['output']>;
  /** German label of the status, e.g. 'Behoben'. */
  statusLabel: Maybe<Scalars['String']['output']>;
  /** Headline (`cos_name`), e.g. 'Störung KRE01 Krems'. */
  title: Scalars['String']['output'];
};

/**
 * Paging of the domain lists (tickets, CIDs, PANs, house connections, release notes …). They
 * all page the same way, by offset: a list field takes a `page` (`PageInput`) and answers a
 * `…Page` with `items` and this `pageInfo`. The next page is `offset + pageSize`, as long
 * as `hasNextPage`. Values out of range are refused with BAD_USER_INPUT and a German
 * message, before any upstream system is asked.
 */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Whether more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items come before this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The offset of this page (items skipped). */
  offset: Scalars['Int']['output'];
  /** The page size asked for; the last page may hold fewer items. */
  pageSize: Scalars['Int']['output'];
  /** How many items match the filter in all. */
  totalCount: Scalars['Int']['output'];
};

/**
 * Which page of a list, in which order: the one set of list arguments every domain list
 * takes as `page`, the request side of `PageInfo`. Each list documents its sort fields and
 * default order; its `page` argument names its page size (mostly 1 to 100, default 20).
 */
export type PageInput = {
  /** Page size; the list's `page` argument names its range and default. */
  first?: InputMaybe<Scalars['Int']['input']>;
  /** Matches to skip, 0 to 100000; default 0. */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Up to three sort keys; without them the list has its documented default order. */
  sort?: InputMaybe<Array<SortInput>>;
};

/**
 * A PAN: one construction area of an access node (AAN) with its house connections. Belongs to
 * PAN-Bau, HA-Bau and the CID details (which show its construction state and acknowledgement):
 * reached from anywhere else, e.g. `Cid.pan` for an ISP, it answers null with FORBIDDEN.
 */
export type Pan = {
  __typename?: 'Pan';
  /** Access node, e.g. 'KRE01'. */
  aan: Scalars['String']['output'];
  /** The acknowledgement state of this view. */
  acknowledgement: AcknowledgementState;
  /** Every acknowledgement step of this view, oldest first; null when pm fails to answer. */
  acknowledgementHistory: Maybe<Array<AcknowledgementEntry>>;
  /** The acknowledgement actions the signed-in user may take now (the server checks them again). */
  allowedActions: Array<AcknowledgementAction>;
  /** Where the PAN lies. */
  area: PanArea;
  /** When construction was completed, ISO 8601. */
  completedAt: Maybe<Scalars['String']['output']>;
  /** House connections completed ('fertig'). */
  completedHouseConnections: Scalars['Int']['output'];
  /** Share of completed house connections, 0 to 1 (three decimals). */
  completedShare: Scalars['Float']['output'];
  /** Construction state of the PAN, e.g. 'tiefbau' 'Tiefbau'. */
  constructionState: StateValue;
  /**
   * The house-connection firms (baufirma) assigned to the PAN. Names loaded in one batched call;
   * null when the CRM fails. Firm assignments: only for users of PAN-Bau or HA-Bau.
   */
  houseConnectionFirms: Maybe<Array<Account>>;
  /** House connections in the PAN. */
  houseConnections: Scalars['Int']['output'];
  /** PAN id, e.g. 'KRE01-P03'. */
  id: Scalars['ID']['output'];
  /** Locations (buildings) in the PAN. */
  locationCount: Scalars['Int']['output'];
  /** The general contractor (bau-main) of the PAN. A firm assignment: only for users of PAN-Bau or HA-Bau. */
  mainContractor: Maybe<Account>;
  /** Last change, ISO 8601. */
  modifiedAt: Maybe<Scalars['String']['output']>;
  /** Number of the PAN within its AAN. */
  panNumber: Scalars['Int']['output'];
  /** Planned completion, YYYY-MM-DD. */
  plannedCompletion: Maybe<Scalars['String']['output']>;
  /** Which list this PAN is shown in; decides which acknowledgement is meant. */
  view: ConstructionView;
};

/** An acknowledgement step to take. */
export type PanAcknowledgementInput = {
  /** The step. */
  action: AcknowledgementAction;
  /**
   * The state the user saw (1 to 4, 0 = none requested yet). When it is no longer the current
   * state, the step is refused as CONFLICT. Left out, the state the server reads just before
   * the step is used (pm still refuses a change in between).
   */
  expectedState?: InputMaybe<Scalars['Int']['input']>;
  /** PAN id, e.g. 'KRE01-P03'. */
  panId: Scalars['ID']['input'];
  /** Reason; required for REJECT, at most 2000 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
  /** PAN_BAU (scope 'pan') or HA_BAU (scope 'ha'). */
  view: ConstructionView;
};

/** Result of `Mutation.changePanAcknowledgement`. */
export type PanAcknowledgementResult = {
  __typename?: 'PanAcknowledgementResult';
  /** The recorded step; null when refused. */
  entry: Maybe<AcknowledgementEntry>;
  /** Why the step was refused; null on success. */
  error: Maybe<MutationError>;
  /** True when the step was recorded. */
  ok: Scalars['Boolean']['output'];
  /** The PAN after the step (or as it is now, when refused for a conflict). */
  pan: Maybe<Pan>;
};

/** Where a PAN lies. */
export type PanArea = {
  __typename?: 'PanArea';
  /** Place. */
  place: Maybe<Scalars['String']['output']>;
  /** Postcode. */
  postcode: Maybe<Scalars['String']['output']>;
  /** Bundesland. */
  region: Maybe<Scalars['String']['output']>;
  /** Streets in the PAN. */
  streets: Array<Scalars['String']['output']>;
};

/** Conditions on PANs. */
export type PanFilter = {
  /** AAN, e.g. 'KRE01'. */
  aan?: InputMaybe<Scalars['String']['input']>;
  /** Construction firm (general contractor or house-connection firm), e.g. 'bau-0001' (ignored for construction firms, who only see their own). */
  accountId?: InputMaybe<Scalars['String']['input']>;
  /** Acknowledgement states 1 to 4 of the list's view; 0 means none requested yet. Any of them. */
  acknowledgementStates?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Construction states (`StateValue.key`: planung, genehmigung, tiefbau, einblasen, montage, abgeschlossen); any of them. */
  constructionStates?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Place, exactly, e.g. 'Krems an der Donau'. */
  place?: InputMaybe<Scalars['String']['input']>;
  /** Four-digit postcode. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Bundesland, exactly, e.g. 'Tirol'. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Part of the PAN id, place, postcode or a street, at most 100 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** One page of PANs. */
export type PanPage = {
  __typename?: 'PanPage';
  /** The PANs of this page. */
  items: Array<Pan>;
  /** Where this page lies in the whole list. */
  pageInfo: PageInfo;
};

/** A project-management user (pm `list-users`). */
export type PmUser = {
  __typename?: 'PmUser';
  /** The user's account in the CRM; looked up per request in one batched call for all users of a response. */
  account: Maybe<Account>;
  /** Account the user belongs to (`metadata.accountid`). */
  accountId: Maybe<Scalars['String']['output']>;
  /** E-mail address. */
  email: Maybe<Scalars['String']['output']>;
  /** pm user id. */
  id: Scalars['ID']['output'];
  /** Display name. */
  name: Maybe<Scalars['String']['output']>;
  /** 'user' or 'admin'. */
  role: Maybe<Scalars['String']['output']>;
  /** Account type, e.g. 'pmo' or 'pm-am'. */
  type: Maybe<Scalars['String']['output']>;
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

/** An Austrian postal address. */
export type PostalAddress = {
  __typename?: 'PostalAddress';
  /** House number, e.g. '12a'. */
  houseNumber: Maybe<Scalars['String']['output']>;
  /** Place (Ort). */
  place: Maybe<Scalars['String']['output']>;
  /** Four-digit postcode. */
  postcode: Maybe<Scalars['String']['output']>;
  /** Bundesland, e.g. 'Niederösterreich'. */
  region: Maybe<Scalars['String']['output']>;
  /** Street name. */
  street: Maybe<Scalars['String']['output']>;
  /** Unit within the building, e.g. 'Top 3'; null for a single unit. */
  unit: Maybe<Scalars['String']['output']>;
};

/** One sum of an order in euros: gross incl. USt., the USt. it contains, and net. */
export type PriceSum = {
  __typename?: 'PriceSum';
  /** Gross amount incl. USt., e.g. 34.8. */
  gross: Scalars['Float']['output'];
  /** Net amount: gross minus USt. */
  net: Scalars['Float']['output'];
  /** The USt. contained in the gross amount (20/120 of it, rounded to the cent). */
  vat: Scalars['Float']['output'];
};

/** An audience a product can be active for (speed `state_sa`, `state_cc`, `state_isp`). */
export type ProductAudience =
  /** Customer care (`state_cc`). */
  | 'CUSTOMER_CARE'
  /** ISPs (`state_isp`). */
  | 'ISP'
  /** Sales (`state_sa`). */
  | 'SALES';

/** Whether an SCA product is a main product or an add-on (CRM `cos_producttype`). */
export type ProductKind =
  /** An option booked on top of a main product ('Add On'). */
  | 'ADD_ON'
  /** A connection product ('Main'). */
  | 'MAIN';

export type PublishRulesInput = {
  /** Why: shown in the history and the audit log. Required. */
  comment: Scalars['String']['input'];
  /** Codes of the guards the publisher confirmed (`RuleGuard.code`). */
  confirmedGuards?: InputMaybe<Array<Scalars['String']['input']>>;
  draft: RuleDraftInput;
};

/** Result of a publish or rollback. */
export type PublishRulesResult = {
  __typename?: 'PublishRulesResult';
  /** Why it was refused; null on success. */
  error: Maybe<RulePublishError>;
  ok: Scalars['Boolean']['output'];
  /** The new live version; null when refused. */
  version: Maybe<RuleVersion>;
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
   * Address suggestions while typing (street, house number, postcode, place in any order
   * and case), at most `first` (1 to 20, default 8), for the search fields of 'locations'
   * and 'ont-swap'. Texts shorter than two characters answer an empty list.
   */
  addressSuggestions: Array<AddressSuggestion>;
  /**
   * The admin accounts a superadmin may switch into, sorted by type (then name and e-mail).
   * FORBIDDEN for every other role, UNAUTHENTICATED without a session.
   */
  adminAccounts: Array<AdminAccount>;
  /** The actions that occur in the log, for the filter's choices. */
  auditActions: Array<Scalars['String']['output']>;
  /**
   * The audit log, one page at a time (see `PageInfo`). Read-only: nothing in the portal
   * changes or deletes entries. FORBIDDEN for users who may not open the screen 'audit'
   * (superadmins only, see `screens/audit.yaml`). Sort fields: at, action, outcome, actor,
   * account; default at DESC (newest first), which also breaks ties.
   */
  auditLog: AuditPage;
  /**
   * One CID with its details, contract and building. NOT_FOUND when it does not exist, belongs
   * to another ISP or, for a construction firm, lies outside the PANs assigned to it (not told
   * apart). FORBIDDEN for users who may open neither
   * 'cid-details' nor 'location-details'.
   */
  cid: Maybe<Cid>;
  /**
   * How many CIDs there are per status and per Bundesland, for the 'CID Status' screen; the
   * filter narrows both (drill down with the same filter on `cids`). FORBIDDEN for users who
   * may not open 'cid-status'.
   */
  cidStatusCounts: CidStatusCounts;
  /**
   * CIDs (connections, CRM `cids`), one page at a time (see `PageInfo`), for the CID list
   * ('cids'), the CID search ('cid-search'), the drill-down of 'CID Status' ('cid-status')
   * and an ISP's own connections ('locations'). isp users see only the CIDs of their own
   * account: another ISP's CID is never found. FORBIDDEN for users who may open none of those
   * screens. Sort fields: id, status, street, postcode, place, region, account, connectedAt,
   * modifiedAt; default id ASC.
   */
  cids: CidPage;
  /**
   * A location seen from one of its CIDs, for '/locations/{cid}' and the order pages: the
   * address, building, connection and construction state, the products orderable there for
   * the user's audience and the orders at this CID. NOT_FOUND when the CID does not exist or
   * is held by another ISP (not told apart). FORBIDDEN for users who may not open
   * 'location-details', 'location-order' or 'location-order-form'.
   */
  locationDetails: LocationDetails;
  /**
   * Locations (buildings, CRM `locations`), one page at a time (see `PageInfo`), for
   * 'Standorte' ('locations') and the address search of 'CID/ONT-Tausch' ('ont-swap').
   * Locations are public address data: every user of those screens finds every address;
   * which of its CIDs a user sees is decided per CID (`Location.cids`). FORBIDDEN for users
   * who may open neither screen. Sort fields: address (street, number, place), postcode,
   * place, region, connectionStatus, modifiedAt; default address ASC.
   */
  locations: LocationPage;
  /**
   * The address search of 'CID/ONT-Tausch': every location whose address has all the words
   * (street, house number, postcode, place, any order and case) or the location of a named
   * CID, sorted naturally (street, then house number 1, 2, 2a, 10, 11), one page at a time
   * with the total. A construction firm finds only the locations of its PANs. At most 500
   * matches are sorted; a wider search is refused (BAD_USER_INPUT) with a request to narrow
   * it. FORBIDDEN for users who may not open 'ont-swap'.
   */
  ontSwapSearch: LocationPage;
  /**
   * One order by its id. NOT_FOUND when it does not exist or belongs to another ISP (not
   * told apart).
   */
  order: Order;
  /**
   * The order behind a signing link, for the end customer on the open route
   * '/locations-order/{cid}/form-sign/{source_id}': only what the customer needs to check
   * and sign. Answers without a session. NOT_FOUND with one German message for an unknown,
   * tampered, expired or cancelled link and for a `cid` that is not the order's; FORBIDDEN
   * after too many attempts from one address (rate limit).
   */
  orderForSigning: SigningOrder;
  /**
   * Fibre-connection orders (CRM `orders`), one page at a time, newest first unless sorted
   * otherwise, for the order tab of 'Standorte' ('locations') and the order pages. isp users
   * see only their own account's orders; sales and customer care see all. FORBIDDEN for
   * users who may open none of those screens. Sort fields: created, number, state, cid;
   * default created DESC.
   */
  orders: OrderPage;
  /**
   * The outage history ('Ausfallhistorie', `/outages`): every outage and maintenance the CRM
   * has announced or seen by now, current and past (CRM `outages`), one page at a time (see
   * `PageInfo`). FORBIDDEN for users who may not open the screen 'outages'. Sort fields:
   * start, end, kind, status, duration, title; default start DESC.
   */
  outageHistory: OutageHistoryPage;
  /**
   * The CRM's current outage feed: outages running now and maintenance announced for later
   * (`crm/outagenotifications`), most severe first (red, yellow, grey), then by start.
   * Cached on the server for OUTAGE_CACHE_TTL_SEC. UNAUTHENTICATED without a session.
   */
  outageNotifications: Maybe<Array<OutageNotification>>;
  /**
   * One PAN. NOT_FOUND when it does not exist or (for a construction firm) is not assigned to
   * the user's account. Screen rule as for `pans`.
   */
  pan: Maybe<Pan>;
  /**
   * The CIDs of a PAN with their house-connection construction state and documentation
   * ('pan-cids' for PAN_BAU, 'pan-branch-cids' for HA_BAU). A construction firm sees only the
   * house connections assigned to it (a general contractor: all of its PAN). Sort fields:
   * cid, constructionState, plannedDate, completedAt, modifiedAt, street; default cid ASC.
   */
  panHouseConnections: HouseConnectionPage;
  /**
   * PANs with their construction progress and acknowledgement state, one page at a time (see
   * `PageInfo`). `view` PAN_BAU is the 'PAN-Bau' list (FORBIDDEN for users who may not open
   * 'pan-bau'), HA_BAU the 'HA-Bau' list of house-connection construction ('ha-bau').
   * Construction firms see only the PANs assigned to their account. Sort fields: id, aan,
   * place, region, postcode, constructionState, plannedCompletion, completedAt,
   * acknowledgementState, modifiedAt, houseConnections, completedHouseConnections,
   * completedShare; default id ASC.
   */
  pans: PanPage;
  /** Version and environment of this portal instance; answers without a session. */
  portal: PortalInfo;
  /**
   * The screens open without a session (order-form signing), for the router of a
   * signed-out browser. Answers with and without a session.
   */
  publicRoutes: Array<RouteDescriptor>;
  /**
   * Reference data of the CRM, speed and pm (SPEC.md §7) for forms, filters and lookups.
   * Shared by all users and cached on the server (REFERENCE_CACHE_TTL_SEC), so that many
   * users cause few upstream calls; during an upstream outage the last good copy is served.
   * UNAUTHENTICATED without a session.
   */
  reference: Maybe<ReferenceData>;
  /**
   * Release notes of one audience, newest first, one page at a time (see `PageInfo`).
   * ISP is the '/releases' screen (FORBIDDEN for users who may not open 'releases'), SCA the
   * '/releases-sca' screen ('releases-sca'). Sort fields: releaseDate, title; default
   * releaseDate DESC.
   */
  releaseNotes: ReleaseNotePage;
  /**
   * Figures for the reporting screen, per Vienna month of a range (default: the last 12
   * months up to the current one). FORBIDDEN for users who may not open the screen
   * 'reporting' (nwops, see `screens/reporting.yaml`); a bad range is BAD_USER_INPUT with a
   * German message. Each series is read on its own: one that fails is null, with its error.
   */
  report: Report;
  /**
   * What the portal knows of a client path the router could not match for this user:
   * a screen they may open, a screen they may not open (403), one that needs a sign-in,
   * or no screen at all (404). Query and hash are ignored.
   */
  routeAccess: RouteAccess;
  /**
   * The rule workbench (docs/rules.md): versions, drafts, previews. FORBIDDEN
   * for everyone who may not open the screen 'workbench' (screens/workbench.yaml),
   * UNAUTHENTICATED without a session.
   */
  ruleWorkbench: RuleWorkbench;
  /**
   * Opaque version of the rules this portal instance serves (live version number and
   * hash). It changes with every publish, rollback or imported file change. Answers with
   * and without a session and costs nothing: the client compares it with
   * `Viewer.rulesVersion` on navigation and loads the viewer again when it differs.
   */
  rulesVersion: Scalars['String']['output'];
  /**
   * One screen the caller may open, with its definition: one of the signed-in user's
   * routes, or a public screen. Null for an unknown id or a screen this caller may not
   * open. `rulesVersion` is the version the client's route table came from
   * (`Viewer.rulesVersion`); the server always answers from its current rules, the
   * argument makes the client's cache hold one definition per rules version.
   */
  screen: Maybe<RouteDescriptor>;
  /**
   * Several screens at once, as `screen` answers each (ids the caller may not open are
   * left out; the first 100 ids are read): the client loads the definitions of the user's screens
   * in one request while it is idle after the first render, so that a click in the menu
   * asks only for the screen's data.
   */
  screens: Array<RouteDescriptor>;
  /** Which accounts' settings this user may open: an admin its own, a superadmin every ISP account. */
  settingsAccounts: SettingsAccounts;
  /**
   * One ticket with all its fields and notes. NOT_FOUND when the number does not exist or the
   * ticket lies outside the user's scope (another ISP's; for a construction firm, one not about
   * a CID of its PANs) — the two are not told apart. FORBIDDEN for users who may not
   * open the screen 'ticket-details'.
   */
  ticket: Maybe<Ticket>;
  /**
   * The choices of the ticket form: subjects, types and statuses of the CRM, statuses with
   * 'Problem behoben' last (SPEC.md §4). FORBIDDEN for users who may not open 'tickets'.
   */
  ticketFormOptions: TicketFormOptions;
  /**
   * Support tickets (CRM incidents), one page at a time (see `PageInfo`). isp users see only
   * the tickets of their own account; construction firms only the tickets about CIDs in the PANs
   * assigned to their account (DESIGN.md §8). FORBIDDEN for users who may not open the screen
   * 'tickets'. Sort fields: ticketNumber, title, cid, type, status, created, modified;
   * default created DESC.
   */
  tickets: TicketPage;
  /** What the create form and the filters may offer this admin. */
  userAdminOptions: UserAdminOptions;
  /**
   * The users this admin may manage, one page at a time (see `PageInfo`): an admin sees the
   * users of its own account, a superadmin everyone. FORBIDDEN for users who may not open the
   * screen 'users' (see `screens/users.yaml`). Sort fields: name, email, role, type, account,
   * status, created; default account, then role (superadmin, admin, user), then name.
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
export type QueryAddressSuggestionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryAuditLogArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryCidArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryCidStatusCountsArgs = {
  filter?: InputMaybe<CidFilter>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryCidsArgs = {
  filter?: InputMaybe<CidFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryLocationDetailsArgs = {
  cid: Scalars['ID']['input'];
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryLocationsArgs = {
  filter?: InputMaybe<LocationFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryOntSwapSearchArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryOrderForSigningArgs = {
  cid: Scalars['ID']['input'];
  sourceId: Scalars['String']['input'];
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryOutageHistoryArgs = {
  filter?: InputMaybe<OutageHistoryFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryPanArgs = {
  id: Scalars['ID']['input'];
  view: ConstructionView;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryPanHouseConnectionsArgs = {
  filter?: InputMaybe<HouseConnectionFilter>;
  page?: InputMaybe<PageInput>;
  panId: Scalars['ID']['input'];
  view: ConstructionView;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryPansArgs = {
  filter?: InputMaybe<PanFilter>;
  page?: InputMaybe<PageInput>;
  view: ConstructionView;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryReleaseNotesArgs = {
  audience: ReleaseAudience;
  filter?: InputMaybe<ReleaseNoteFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryReportArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
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
export type QueryScreenArgs = {
  id: Scalars['ID']['input'];
  rulesVersion?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryScreensArgs = {
  ids: Array<Scalars['ID']['input']>;
  rulesVersion?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryTicketArgs = {
  ticketNumber: Scalars['ID']['input'];
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryTicketsArgs = {
  filter?: InputMaybe<TicketFilter>;
  page?: InputMaybe<PageInput>;
};


/**
 * Entry point for every read. Domain files (`navigation.graphql`, `tickets.graphql`, …)
 * add their fields with `extend type Query`.
 */
export type QueryUsersArgs = {
  filter?: InputMaybe<UserFilter>;
  page?: InputMaybe<PageInput>;
};

/** What the signed-in user may load of the restricted reference lists. */
export type ReferenceAccess = {
  __typename?: 'ReferenceAccess';
  /** `ispAccounts`, `scaAccounts`. */
  accountLists: Scalars['Boolean']['output'];
  /** `materialCodes`. */
  materialCodes: Scalars['Boolean']['output'];
  /** `pmUsers`, `bauMainAccounts`, `bauHaAccounts`. */
  pmLists: Scalars['Boolean']['output'];
};

/**
 * Reference lists. Each list comes from one upstream system and is nullable on its own:
 * when that system fails, the list is null and `errors` carries the reason (code UPSTREAM
 * plus the catalogue's `catalogueCode`, `message`, `details`), while the other lists answer.
 */
export type ReferenceData = {
  __typename?: 'ReferenceData';
  /** Which of the restricted lists the signed-in user may load, so a client need not ask and fail. */
  access: ReferenceAccess;
  /** House-connection construction firms (pm `crm/accounts/bau_ha`). FORBIDDEN like `materialCodes`. */
  bauHaAccounts: Maybe<Array<Account>>;
  /** Main construction firms (pm `crm/accounts/bau_main`). FORBIDDEN like `materialCodes`. */
  bauMainAccounts: Maybe<Array<Account>>;
  /** Products with their state per audience (speed `bc_products`). */
  bcProducts: Maybe<Array<BcProduct>>;
  /** Ticket statuses (CRM option set `statuscode`); 'Problem behoben' is always last. */
  incidentStatuses: Maybe<Array<IncidentStatus>>;
  /** Ticket types (CRM option set `casetypecode`). */
  incidentTypes: Maybe<Array<IncidentType>>;
  /** ISP accounts (CRM `accounts/isp`). FORBIDDEN for isp users: ISPs do not see each other. */
  ispAccounts: Maybe<Array<Account>>;
  /**
   * Material codes for house connections (speed `hc_mat_patch_codes`), by group then id.
   * FORBIDDEN for account types that do not load them (SPEC.md §6); see `access`.
   */
  materialCodes: Maybe<Array<MaterialCode>>;
  /** Project-management users (pm `list-users`). FORBIDDEN like `materialCodes`. */
  pmUsers: Maybe<Array<PmUser>>;
  /** SCA accounts, the service centres (CRM `accounts/sca`). FORBIDDEN for isp users. */
  scaAccounts: Maybe<Array<Account>>;
  /** SCA products the portal offers (CRM `scaproducts?p=true`), in the CRM's sort order. */
  scaProducts: Maybe<Array<ScaProduct>>;
  /** The service-state catalogue (speed `states`). */
  serviceStates: Maybe<Array<ServiceState>>;
  /** Ticket subjects (CRM `subjects`), in the CRM's order. */
  subjects: Maybe<Array<Subject>>;
};

/** Who release notes are written for. */
export type ReleaseAudience =
  /** ISP customers (/releases). */
  | 'ISP'
  /** Service centres and internal departments (/releases-sca). */
  | 'SCA';

/** The notes of one portal version. */
export type ReleaseNote = {
  __typename?: 'ReleaseNote';
  /** Audience. */
  audience: ReleaseAudience;
  /** Id of the note. */
  id: Scalars['ID']['output'];
  /**
   * The notes as Markdown, exactly as the CRM holds them. They may contain raw HTML (one
   * note carries a `<script>` on purpose): the client renders Markdown safely, never raw HTML.
   */
  markdown: Scalars['String']['output'];
  /** Release date, YYYY-MM-DD. */
  releaseDate: Scalars['String']['output'];
  /** Headline. */
  title: Maybe<Scalars['String']['output']>;
  /** Version, e.g. '3.4.0'. */
  version: Scalars['String']['output'];
};

/** Conditions on release notes. */
export type ReleaseNoteFilter = {
  /** Released on or after this day (YYYY-MM-DD). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Part of the version, title or text, any case; at most 100 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Released on or before this day (YYYY-MM-DD). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** One page of release notes. */
export type ReleaseNotePage = {
  __typename?: 'ReleaseNotePage';
  /** The notes of this page. */
  items: Array<ReleaseNote>;
  /** Where this page lies in the whole list. */
  pageInfo: PageInfo;
};

/** The reporting figures of a range of months. */
export type Report = {
  __typename?: 'Report';
  /** CIDs connected in each month. */
  connections: Maybe<Array<ReportConnectionMonth>>;
  /** First month, 'YYYY-MM'. */
  from: Scalars['String']['output'];
  /** Every month of the range, oldest first. */
  months: Array<Scalars['String']['output']>;
  /** Outages that started in each month, by kind; called-off ones are not counted. */
  outages: Maybe<Array<ReportOutageMonth>>;
  /** Mean time to repair of the tickets resolved in each month. */
  repairTimes: Maybe<Array<ReportRepairTimeMonth>>;
  /** Tickets opened in each month, by their current status. */
  ticketStatuses: Maybe<ReportTicketStatuses>;
  /** Last month, 'YYYY-MM'. */
  to: Scalars['String']['output'];
};

/** CIDs connected in one month. */
export type ReportConnectionMonth = {
  __typename?: 'ReportConnectionMonth';
  connected: Scalars['Int']['output'];
  month: Scalars['String']['output'];
};

/** Outages of one month. */
export type ReportOutageMonth = {
  __typename?: 'ReportOutageMonth';
  /** Störung. */
  incidents: Scalars['Int']['output'];
  /** Wartung. */
  maintenance: Scalars['Int']['output'];
  month: Scalars['String']['output'];
};

/** Repair times of one month. */
export type ReportRepairTimeMonth = {
  __typename?: 'ReportRepairTimeMonth';
  /** Mean hours from creation to resolution; null when none was resolved. */
  meanHours: Maybe<Scalars['Float']['output']>;
  month: Scalars['String']['output'];
  /** Tickets resolved in the month. */
  resolved: Scalars['Int']['output'];
};

/** Tickets opened in one month. */
export type ReportTicketStatusMonth = {
  __typename?: 'ReportTicketStatusMonth';
  /** Count per status, in the order of `ReportTicketStatuses.statuses`. */
  counts: Array<Scalars['Int']['output']>;
  month: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** Tickets by status over the months. */
export type ReportTicketStatuses = {
  __typename?: 'ReportTicketStatuses';
  months: Array<ReportTicketStatusMonth>;
  /** The status labels, in the order of their CRM values; `counts` follow this order. */
  statuses: Array<Scalars['String']['output']>;
};

export type RollbackRulesInput = {
  /** The live version the rollback was decided on. */
  baseVersion: Scalars['Int']['input'];
  /** Why; defaults to 'Zurückgerollt auf Version N'. */
  comment?: InputMaybe<Scalars['String']['input']>;
  confirmedGuards?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The old version to publish again. */
  version: Scalars['Int']['input'];
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
  /**
   * What the screen shows, for the client's generic renderer of its `kind`: e.g. for a
   * list its data binding (a named operation of the client), columns, filters and
   * actions; for a custom screen the name of its client component (`block`). Not part
   * of the boot (`PortalBoot` carries only the route table): the client asks for it with
   * `Query.screen` when the screen is first opened.
   */
  definition: Maybe<Scalars['ScreenSpec']['output']>;
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

/** An access rule as written. */
export type RuleAccess = {
  __typename?: 'RuleAccess';
  excludeTypes: Array<Scalars['String']['output']>;
  requires: Maybe<Scalars['String']['output']>;
  roles: Array<Scalars['String']['output']>;
  sameAs: Array<Scalars['String']['output']>;
  types: Array<Scalars['String']['output']>;
};

/** An access rule (screens/README.md, 'Die Regelsprache'). Empty lists mean: no such clause. */
export type RuleAccessInput = {
  excludeTypes?: InputMaybe<Array<Scalars['String']['input']>>;
  requires?: InputMaybe<Scalars['String']['input']>;
  roles?: InputMaybe<Array<Scalars['String']['input']>>;
  sameAs?: InputMaybe<Array<Scalars['String']['input']>>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** What one user gets. */
export type RuleCellView = {
  __typename?: 'RuleCellView';
  greeting: Scalars['String']['output'];
  menu: Array<NavItem>;
  releaseNotes: Maybe<NavItem>;
  showHeader: Scalars['Boolean']['output'];
  tiles: Array<NavItem>;
};

/** A change for users, in words. */
export type RuleChange = {
  __typename?: 'RuleChange';
  /** The entry concerned. */
  itemId: Maybe<Scalars['String']['output']>;
  /** 'header', 'visibility', 'added', 'removed', 'label', 'route', 'order', 'greeting' or 'screen'. */
  kind: Scalars['String']['output'];
  /** E.g. 'HA-Bau ist für planning nicht mehr sichtbar (Menü und Kachel)'. */
  message: Scalars['String']['output'];
  /** Where: 'menu', 'tile', 'releaseNotes', 'screen', 'home'. */
  scopes: Array<Scalars['String']['output']>;
};

/** The check of a draft. */
export type RuleDraftCheck = {
  __typename?: 'RuleDraftCheck';
  /** The base version of the draft. */
  baseVersion: Scalars['Int']['output'];
  /** What would change for users, in words; empty when nothing visible changes. */
  changes: Array<RuleChange>;
  /** Whether the files differ from the live version's at all (comments included). */
  differsFromLive: Scalars['Boolean']['output'];
  /** Menu entries, tiles, release-notes links and screens of the draft, for the form. */
  entries: Array<RuleEntry>;
  /** Guards that need a confirmation before publishing. */
  guards: Array<RuleGuard>;
  /** Validation problems, each at its file, path and line. */
  issues: Array<RuleIssue>;
  /** The live version now. */
  live: RuleVersion;
  /** True when live moved past the base version: publishing would be refused. */
  liveMoved: Scalars['Boolean']['output'];
  /** Types (first: no type) × roles; each cell live and draft. */
  matrix: Array<RuleMatrixCell>;
  /**
   * True when some problem is an operation or field the running client lacks (a new
   * client release would be needed); false when the draft's data fits the running client.
   */
  needsClientRelease: Scalars['Boolean']['output'];
  /** Size of the draft in bytes. */
  sizeBytes: Scalars['Int']['output'];
  /** True when the draft validates (it may still need confirmations). */
  valid: Scalars['Boolean']['output'];
};


/** The check of a draft. */
export type RuleDraftCheckMatrixArgs = {
  withAccountId?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * A draft: the version it started from, the files that differ from it and the files it
 * removed. The server completes the draft from the base version, so a check sends only
 * what changed. Unchanged files may be sent too.
 */
export type RuleDraftInput = {
  /** The live version number when the draft was taken. */
  baseVersion: Scalars['Int']['input'];
  /** The files of the draft that differ from the base version (or all of them). */
  files: Array<RuleFileInput>;
  /** Files of the base version the draft removed. */
  removedFiles?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Result of `RuleWorkbench.edit`. */
export type RuleEditResult = {
  __typename?: 'RuleEditResult';
  /** The check of the edited draft. */
  check: RuleDraftCheck;
  /** The draft's files after the edit (unchanged when refused). */
  files: Array<RuleFile>;
  /** Why not; null when applied. */
  message: Maybe<Scalars['String']['output']>;
  /** False when the edit could not be applied (e.g. unknown entry). */
  ok: Scalars['Boolean']['output'];
};

/** An entry of the draft, for the structured form. */
export type RuleEntry = {
  __typename?: 'RuleEntry';
  /** The rule as written; null for public screens. */
  access: Maybe<RuleAccess>;
  /** File that holds it. */
  file: Scalars['String']['output'];
  id: Scalars['String']['output'];
  /** German label (title for a screen). */
  label: Scalars['String']['output'];
  /** Per-type labels. */
  labelByType: Array<RuleTypedText>;
  /** English label; null while the definition has German only. */
  labelEn: Maybe<Scalars['String']['output']>;
  /** Position; null for screens. */
  order: Maybe<Scalars['Int']['output']>;
  /** JSON pointer of the entry in its file. */
  path: Scalars['String']['output'];
  route: Scalars['String']['output'];
  /** 'menu', 'tile', 'releaseNotes' or 'screen'. */
  scope: Scalars['String']['output'];
};

/** A structured edit of one entry. Omitted fields stay as they are. */
export type RuleEntryEditInput = {
  /** The complete rule; clauses left out are removed. `sameAs` stands alone. */
  access?: InputMaybe<RuleAccessInput>;
  /** Id of the entry. */
  id: Scalars['String']['input'];
  /** New German label (title for a screen). */
  label?: InputMaybe<Scalars['String']['input']>;
  /** The complete list of per-type labels; an empty list removes them. */
  labelByType?: InputMaybe<Array<RuleTypedTextInput>>;
  /** New English label (title for a screen); the file then holds `{ de, en }`. */
  labelEn?: InputMaybe<Scalars['String']['input']>;
  /** New position (not for screens). */
  order?: InputMaybe<Scalars['Int']['input']>;
  /** 'menu', 'tile', 'releaseNotes' or 'screen'. */
  scope: Scalars['String']['input'];
};

/** Answer of `RuleWorkbench.explain`. */
export type RuleExplanation = {
  __typename?: 'RuleExplanation';
  /** German reasons, e.g. "versteckt, weil Typ 'planning' nicht in 'types' steht". */
  reasons: Array<Scalars['String']['output']>;
  visible: Scalars['Boolean']['output'];
};

/** A definition file. */
export type RuleFile = {
  __typename?: 'RuleFile';
  name: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

/** One definition file. */
export type RuleFileInput = {
  /** File name, e.g. 'menu.yaml'. */
  name: Scalars['String']['input'];
  /** The file's text (YAML or JSON). */
  text: Scalars['String']['input'];
};

/** How `screens/` on this instance relates to the live version. No silent divergence. */
export type RuleFilesStatus = {
  __typename?: 'RuleFilesStatus';
  /** Whether `exportRules` may write here (not in production). */
  canExport: Scalars['Boolean']['output'];
  /** Where the files are. */
  dir: Scalars['String']['output'];
  /** The files on disk, to load them as a draft. */
  files: Array<RuleFile>;
  /** German explanation and what to do. */
  message: Scalars['String']['output'];
  /**
   * 'IN_SYNC', 'DATABASE_AHEAD' (published in the workbench, not exported yet),
   * 'FILES_AHEAD' (being imported), 'CONFLICT' (both changed), 'FILES_INVALID' or
   * 'LIVE_INVALID' (the live version does not validate with this portal version).
   */
  status: Scalars['String']['output'];
};

/** A consequence that needs an explicit confirmation. */
export type RuleGuard = {
  __typename?: 'RuleGuard';
  /** 'NO_USER_ADMINISTRATION' or 'DASHBOARD_HIDDEN'; confirm with `confirmedGuards`. */
  code: Scalars['String']['output'];
  message: Scalars['String']['output'];
};

/** A validation problem. */
export type RuleIssue = {
  __typename?: 'RuleIssue';
  /** Field of the entry: 'label', 'order', 'access', 'labelByType', … */
  field: Maybe<Scalars['String']['output']>;
  /** File, e.g. 'screens/menu.yaml'. */
  file: Scalars['String']['output'];
  /** Id of that entry. */
  itemId: Maybe<Scalars['String']['output']>;
  /** Line in the file when known. */
  line: Maybe<Scalars['Int']['output']>;
  /** German description. */
  message: Scalars['String']['output'];
  /**
   * True when the definition needs an operation or a field the shipped client does not ask
   * for (its persisted-documents manifest): it can go live only with a new client release.
   */
  needsClientRelease: Scalars['Boolean']['output'];
  /** JSON pointer in the file, e.g. '/menu/entries/4/access/types/0'. */
  path: Scalars['String']['output'];
  /** Scope of the entry the problem is in: 'menu', 'tile', 'releaseNotes', 'screen'. */
  scope: Maybe<Scalars['String']['output']>;
  /** 'file: path (Zeile n): message', as the server log writes it. */
  text: Scalars['String']['output'];
};

/** One cell of the matrix preview. */
export type RuleMatrixCell = {
  __typename?: 'RuleMatrixCell';
  /** Whether the draft changes what this user sees. */
  changed: Scalars['Boolean']['output'];
  /** Under the draft; null when the draft is invalid. */
  draft: Maybe<RuleCellView>;
  /** Under the live rules. */
  live: RuleCellView;
  role: Scalars['String']['output'];
  /** Account type; null for no type. */
  type: Maybe<Scalars['String']['output']>;
};

/** Who to preview or explain for. */
export type RulePersonaInput = {
  /** 'user', 'admin' or 'superadmin'. */
  role: Scalars['String']['input'];
  /** Account type; null for a user without type (counts as isp). */
  type?: InputMaybe<Scalars['String']['input']>;
  /** Whether the user has an accountid (default true, as the demo accounts). */
  withAccountId?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A refused publish or rollback: nothing live changed. */
export type RulePublishError = {
  __typename?: 'RulePublishError';
  /** The draft's changes against the new live version (LIVE_MOVED). */
  changes: Array<RuleChange>;
  /**
   * 'INVALID', 'TOO_LARGE', 'COMMENT_REQUIRED', 'UNCHANGED', 'CONFIRMATION_REQUIRED',
   * 'LIVE_MOVED' or 'UNKNOWN_VERSION'.
   */
  code: Scalars['String']['output'];
  /** Guards still to confirm (CONFIRMATION_REQUIRED). */
  guards: Array<RuleGuard>;
  issues: Array<RuleIssue>;
  /** The live version now (LIVE_MOVED). */
  live: Maybe<RuleVersion>;
  /** German message for the user. */
  message: Scalars['String']['output'];
};

/** A text for one type. */
export type RuleTypedText = {
  __typename?: 'RuleTypedText';
  /** German text. */
  text: Scalars['String']['output'];
  /** English text; null while only German is written. */
  textEn: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** A label for one type. */
export type RuleTypedTextInput = {
  /** German text. */
  text: Scalars['String']['input'];
  /** English text; without it the file holds the German text alone. */
  textEn?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

/** A published, immutable version of the definitions. */
export type RuleVersion = {
  __typename?: 'RuleVersion';
  /** Name or e-mail of who published it; 'Dateien' for file imports. */
  author: Scalars['String']['output'];
  authorEmail: Maybe<Scalars['String']['output']>;
  /** The live version the draft was based on. */
  baseVersion: Maybe<Scalars['Int']['output']>;
  /** What this version changed compared with the one before it, in words. */
  changes: Array<RuleChange>;
  comment: Scalars['String']['output'];
  /** The definition files of this version. */
  files: Array<RuleFile>;
  /** SHA-256 of the definitions (equal content, equal hash). */
  hash: Scalars['String']['output'];
  /** Whether this is the version every user is served. */
  live: Scalars['Boolean']['output'];
  /** 1, 2, 3, … in publishing order. */
  number: Scalars['Int']['output'];
  /** When it was published, ISO 8601. */
  publishedAt: Scalars['String']['output'];
  /** For a rollback: the version whose files it restored. */
  restoredFrom: Maybe<Scalars['Int']['output']>;
  /** 'files' (imported from screens/), 'workbench' or 'rollback'. */
  source: Scalars['String']['output'];
};

/** The vocabulary of the rule language and the limits of a draft. */
export type RuleVocabulary = {
  __typename?: 'RuleVocabulary';
  /** Largest draft accepted, in bytes. */
  maxDraftBytes: Scalars['Int']['output'];
  /** How publishes reach the other instances: 'redis', 'postgres' or 'in-process'. */
  propagation: Scalars['String']['output'];
  /** Named conditions for `requires`. */
  requirements: Array<Scalars['String']['output']>;
  /** The roles. */
  roles: Array<Scalars['String']['output']>;
  /** The 14 account types. */
  types: Array<Scalars['String']['output']>;
};

/** Everything the workbench shows. Fields with a `draft` argument compute on the draft sent. */
export type RuleWorkbench = {
  __typename?: 'RuleWorkbench';
  /** Validation, changes against live, guards, matrix and entries of a draft. */
  check: RuleDraftCheck;
  /**
   * Applies a structured edit (label, per-type labels, order, who sees it) to the draft and
   * returns the new files with their check. Changes nothing on the server.
   */
  edit: RuleEditResult;
  /** Why a menu entry, tile, release-notes link or screen is shown or hidden for a type and role. */
  explain: RuleExplanation;
  /** How `screens/` on this instance relates to the live version. */
  files: RuleFilesStatus;
  /** The version every user is served now. */
  live: RuleVersion;
  /** One version by number; null when there is none. */
  version: Maybe<RuleVersion>;
  /** Published versions, newest first. */
  versions: Array<RuleVersion>;
  /**
   * The portal's viewer (menu, home, routes) as a user of the given type and role would get
   * it under the draft, or under the live rules without a draft. Read-only.
   */
  viewAs: Viewer;
  /** The names a rule may use, and the limits of a draft. */
  vocabulary: RuleVocabulary;
};


/** Everything the workbench shows. Fields with a `draft` argument compute on the draft sent. */
export type RuleWorkbenchCheckArgs = {
  draft: RuleDraftInput;
};


/** Everything the workbench shows. Fields with a `draft` argument compute on the draft sent. */
export type RuleWorkbenchEditArgs = {
  draft: RuleDraftInput;
  edit: RuleEntryEditInput;
};


/** Everything the workbench shows. Fields with a `draft` argument compute on the draft sent. */
export type RuleWorkbenchExplainArgs = {
  draft?: InputMaybe<RuleDraftInput>;
  itemId: Scalars['String']['input'];
  persona: RulePersonaInput;
  scope?: InputMaybe<Scalars['String']['input']>;
};


/** Everything the workbench shows. Fields with a `draft` argument compute on the draft sent. */
export type RuleWorkbenchVersionArgs = {
  number: Scalars['Int']['input'];
};


/** Everything the workbench shows. Fields with a `draft` argument compute on the draft sent. */
export type RuleWorkbenchVersionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything the workbench shows. Fields with a `draft` argument compute on the draft sent. */
export type RuleWorkbenchViewAsArgs = {
  draft?: InputMaybe<RuleDraftInput>;
  persona: RulePersonaInput;
};

/** A product of the CRM product catalogue that the portal offers. */
export type ScaProduct = {
  __typename?: 'ScaProduct';
  /**
   * The same product in speed, with its state per audience; null when speed does not know
   * it. Looked up per request in one batched call for all products of a response.
   */
  bcProduct: Maybe<BcProduct>;
  /** How the product is charged: monthly, once, or monthly plus a set-up fee (CRM `cos_chargetype`). */
  chargeType: ChargeType;
  /** Short description. */
  description: Maybe<Scalars['String']['output']>;
  /** Download bandwidth in Mbit/s; null for add-ons. */
  downloadMbit: Maybe<Scalars['Int']['output']>;
  /** Product id (`cos_productid`), e.g. 'GF-500'. */
  id: Scalars['ID']['output'];
  /** Main product or add-on. */
  kind: ProductKind;
  /** The CRM's label of the kind: 'Main' or 'Add On'. */
  kindLabel: Scalars['String']['output'];
  /** Monthly fee in euros, gross incl. 20 % USt.; null for one-time products. */
  monthlyFee: Maybe<Scalars['Float']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** One-time fee in euros, gross incl. 20 % USt. (set-up fee or the price of a one-time product); null for purely monthly products. */
  setupFee: Maybe<Scalars['Float']['output']>;
  /** Upload bandwidth in Mbit/s; null for add-ons. */
  uploadMbit: Maybe<Scalars['Int']['output']>;
};

/** A state a service of a connection can be in (speed `states`). */
export type ServiceState = {
  __typename?: 'ServiceState';
  /** German label, e.g. 'Aktiv'. */
  label: Maybe<Scalars['String']['output']>;
  /** Service: 'internet', 'voip' or 'iptv'. */
  service: Scalars['String']['output'];
  /** State code, e.g. 100. */
  state: Scalars['Int']['output'];
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

/** The customer's signature. */
export type SignOrderInput = {
  /** The CID of the link's path. */
  cid: Scalars['ID']['input'];
  /** The customer accepted the terms (AGB); signing is refused without it. */
  consentTerms?: InputMaybe<Scalars['Boolean']['input']>;
  /** The drawn signature: 'data:image/png;base64,…', at most 60 KB. */
  signature: Scalars['String']['input'];
  /** The signer's full name. */
  signerName: Scalars['String']['input'];
  /** The link's `source_id`. */
  sourceId: Scalars['String']['input'];
};

/** Result of `Mutation.signOrder`. */
export type SignOrderResult = {
  __typename?: 'SignOrderResult';
  /** Why it was refused; null on success. */
  error: Maybe<MutationError>;
  /** True when the signature was recorded. */
  ok: Scalars['Boolean']['output'];
  /** The order after signing; null when refused. */
  order: Maybe<SigningOrder>;
};

/** The open link of an order for its end customer. */
export type SigningLink = {
  __typename?: 'SigningLink';
  /** Portal path of the download page ('…/download'). */
  downloadPath: Scalars['String']['output'];
  /** Whether it has stopped working. */
  expired: Scalars['Boolean']['output'];
  /** When the link stops working, ISO 8601. */
  expiresAt: Maybe<Scalars['String']['output']>;
  /** Portal path of the signing page: '/locations-order/{cid}/form-sign/{source_id}'. */
  path: Scalars['String']['output'];
  /** The link's random id (at least 128 bits, URL-safe). */
  sourceId: Scalars['String']['output'];
  /** Absolute URL of the signing page, for an e-mail to the customer. */
  url: Scalars['String']['output'];
};

/** An order as its end customer sees it on the signing link. */
export type SigningOrder = {
  __typename?: 'SigningOrder';
  /** Add-ons with their monthly fees. */
  addOnProducts: Array<SigningProduct>;
  /** The installation address. */
  address: PostalAddress;
  /** Whether it may still be signed. */
  canSign: Scalars['Boolean']['output'];
  /** The CID, e.g. 'CID-000123'. */
  cid: Scalars['String']['output'];
  /** Minimum term in months. */
  contractTermMonths: Maybe<Scalars['Int']['output']>;
  /** The customer's e-mail address. */
  customerEmail: Maybe<Scalars['String']['output']>;
  /** The customer's name as ordered, e.g. 'Frau Anna Huber'. */
  customerName: Scalars['String']['output'];
  /** The customer's phone number as ordered. */
  customerPhone: Maybe<Scalars['String']['output']>;
  /** When the link stops working, ISO 8601. */
  expiresAt: Maybe<Scalars['String']['output']>;
  /** Installation notes as ordered. */
  installationNotes: Maybe<Scalars['String']['output']>;
  /** The ISP the customer orders from. */
  ispName: Scalars['String']['output'];
  /** The customer's language as chosen on the order form: 'de' or 'en'. */
  language: Scalars['String']['output'];
  /** Main product with its monthly fee. */
  mainProduct: Maybe<SigningProduct>;
  /** Order number. */
  number: Scalars['String']['output'];
  /** Preferred installation date, YYYY-MM-DD. */
  preferredDate: Maybe<Scalars['String']['output']>;
  /** The products with their fees and the one-time and monthly sums. */
  prices: OrderPrices;
  /** When it was signed, ISO 8601; null until signed. */
  signedAt: Maybe<Scalars['String']['output']>;
  /** Name it was signed with. */
  signerName: Maybe<Scalars['String']['output']>;
  /** SUBMITTED (to sign) or a later state (signed). */
  state: OrderState;
  /** German label of the state. */
  stateLabel: Scalars['String']['output'];
  /** When it was submitted, ISO 8601. */
  submittedAt: Maybe<Scalars['String']['output']>;
  /** Path of the terms (AGB) page served by the portal, e.g. '/agb'. */
  termsPath: Scalars['String']['output'];
};

/** A product on the signing page. */
export type SigningProduct = {
  __typename?: 'SigningProduct';
  /** How it is charged. */
  chargeType: ChargeType;
  /** Product id. */
  id: Scalars['ID']['output'];
  /** Monthly fee in euros; null when unknown or charged once. */
  monthlyFee: Maybe<Scalars['Float']['output']>;
  /** Display name. */
  name: Scalars['String']['output'];
  /** One-time fee in euros; null when it has none. */
  setupFee: Maybe<Scalars['Float']['output']>;
};

/** Sort order of one sort key. */
export type SortDirection =
  /** Ascending: A to Z, oldest first, smallest first. */
  | 'ASC'
  /** Descending: Z to A, newest first, largest first. */
  | 'DESC';

/**
 * One sort key of a list. `field` is one of the names the list documents (e.g. 'created'
 * for tickets); an unknown name is refused with BAD_USER_INPUT listing the allowed ones.
 * Up to three keys: the first decides, the others break ties. Without keys a list has its
 * documented default order.
 */
export type SortInput = {
  /** ASC (default) or DESC. */
  direction?: InputMaybe<SortDirection>;
  /** A sort field the list documents, e.g. 'created'. */
  field: Scalars['String']['input'];
};

/** A state of pm with its stable key and German label, e.g. 'tiefbau' 'Tiefbau'. */
export type StateValue = {
  __typename?: 'StateValue';
  /** Stable key, e.g. 'tiefbau'. */
  key: Scalars['String']['output'];
  /** German label. */
  label: Scalars['String']['output'];
};

/** A ticket subject (CRM `subject`). */
export type Subject = {
  __typename?: 'Subject';
  /** What the subject covers. */
  description: Maybe<Scalars['String']['output']>;
  /** Subject id. */
  id: Scalars['ID']['output'];
  /** Id of the parent subject; null for a top-level subject. */
  parentId: Maybe<Scalars['ID']['output']>;
  /** Title of the parent subject. */
  parentTitle: Maybe<Scalars['String']['output']>;
  /** Title, e.g. 'Kein Internet'. */
  title: Scalars['String']['output'];
};

/** An ONT swap. */
export type SwapOntInput = {
  /** The CID, e.g. 'CID-000123'. */
  cid: Scalars['ID']['input'];
  /** The serial the user saw installed. */
  expectedOldSerial?: InputMaybe<Scalars['String']['input']>;
  /** Serial of the new ONT, e.g. 'ALCL1A2B3C4D' (any case). */
  newSerial: Scalars['String']['input'];
  /** Why, e.g. 'ONT defekt'; at most 200 characters. */
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `Mutation.swapOnt`. */
export type SwapOntResult = {
  __typename?: 'SwapOntResult';
  /**
   * The CID after the swap, with the new serial and the swap in its history. On a CONFLICT
   * the CID as it is now (the serial installed meanwhile), so that the client shows it.
   */
  cid: Maybe<Cid>;
  /** Why it was refused; null on success. */
  error: Maybe<MutationError>;
  /** True when the swap was recorded. */
  ok: Scalars['Boolean']['output'];
  /** The swap as recorded. */
  swap: Maybe<OntSwap>;
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

/** Result of `Mutation.switchBack`. */
export type SwitchBackResult = {
  __typename?: 'SwitchBackResult';
  /** Why nothing was restored (no switch); null on success. */
  error: Maybe<SwitchAccountError>;
  /** True when the own metadata was restored; the client then reloads the page. */
  ok: Scalars['Boolean']['output'];
};

/** A support ticket (CRM incident). */
export type Ticket = {
  __typename?: 'Ticket';
  /** The ISP account the ticket belongs to. */
  account: Maybe<Account>;
  /** The CID the ticket is about, e.g. 'CID-000123'; null for a general ticket. */
  cid: Maybe<Scalars['String']['output']>;
  /** Who to contact about the ticket. */
  contact: TicketContact;
  /** Created, ISO 8601 (UTC). */
  createdAt: Scalars['String']['output'];
  /** Who created the ticket. */
  createdBy: Maybe<Scalars['String']['output']>;
  /** Description as entered (plain text). */
  description: Maybe<Scalars['String']['output']>;
  /** CRM id (`incidentid`). */
  id: Scalars['ID']['output'];
  /** Whether the ticket is still open (state 0). */
  isOpen: Scalars['Boolean']['output'];
  /** Last changed (also by a new note), ISO 8601 (UTC). */
  modifiedAt: Scalars['String']['output'];
  /**
   * Notes, oldest first. Loaded per request in one batched call for all tickets of a
   * response; null (with the error beside it) when they cannot be loaded.
   */
  notes: Maybe<Array<TicketNote>>;
  /** When the ticket was resolved, ISO 8601; null while open. */
  resolvedAt: Maybe<Scalars['String']['output']>;
  /** State the status belongs to: 0 'Aktiv', 1 'Gelöst', 2 'Storniert' (`statecode`). */
  state: Maybe<OptionValue>;
  /** Status, e.g. 1 'In Bearbeitung' (`statuscode`). */
  status: Maybe<OptionValue>;
  /** Subject of the ticket. */
  subject: Maybe<TicketSubject>;
  /** Ticket number, e.g. 'CAS-100123'; the id users see and quote. */
  ticketNumber: Scalars['ID']['output'];
  /** Short title. */
  title: Scalars['String']['output'];
  /** Type, e.g. 2 'Problem' (`casetypecode`). */
  type: Maybe<OptionValue>;
};

/** Contact person of a ticket. */
export type TicketContact = {
  __typename?: 'TicketContact';
  /** E-mail address. */
  email: Maybe<Scalars['String']['output']>;
  /** Name of the contact person. */
  name: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  phone: Maybe<Scalars['String']['output']>;
};

/** Conditions on the ticket list. */
export type TicketFilter = {
  /** Exact ISP account, e.g. 'isp-0002' (ignored for isp users, who only see their own). */
  accountId?: InputMaybe<Scalars['String']['input']>;
  /** Exact CID, e.g. 'CID-000123'. */
  cid?: InputMaybe<Scalars['String']['input']>;
  /** Created on or after this day (YYYY-MM-DD, Austrian time). */
  createdFrom?: InputMaybe<Scalars['String']['input']>;
  /** Created on or before this day (YYYY-MM-DD, Austrian time). */
  createdTo?: InputMaybe<Scalars['String']['input']>;
  /** Status values (`IncidentStatus.value`); any of them. */
  statuses?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Subject id (`Subject.id`). */
  subjectId?: InputMaybe<Scalars['ID']['input']>;
  /** Part of the ticket number, title, description or CID, any case; at most 100 characters. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Type values (`IncidentType.value`); any of them. */
  types?: InputMaybe<Array<Scalars['Int']['input']>>;
};

/** The choices of the ticket form. */
export type TicketFormOptions = {
  __typename?: 'TicketFormOptions';
  /** The status a new ticket gets when none is chosen (1 'In Bearbeitung'). */
  defaultStatus: Scalars['Int']['output'];
  /** Ticket statuses, 'Problem behoben' last. */
  statuses: Array<IncidentStatus>;
  /** Subjects, in the CRM's order. */
  subjects: Array<Subject>;
  /** Ticket types. */
  types: Array<IncidentType>;
};

/** A note on a ticket. */
export type TicketNote = {
  __typename?: 'TicketNote';
  /** Who wrote it. */
  author: Maybe<Scalars['String']['output']>;
  /** When, ISO 8601 (UTC). */
  createdAt: Scalars['String']['output'];
  /** CRM id (`annotationid`). */
  id: Scalars['ID']['output'];
  /** Optional subject line. */
  subject: Maybe<Scalars['String']['output']>;
  /** The note (plain text; shown as text, never as HTML). */
  text: Scalars['String']['output'];
};

/** One page of tickets. */
export type TicketPage = {
  __typename?: 'TicketPage';
  /** The tickets of this page. */
  items: Array<Ticket>;
  /** Where this page lies in the whole list. */
  pageInfo: PageInfo;
};

/** The subject of a ticket. */
export type TicketSubject = {
  __typename?: 'TicketSubject';
  /** Subject id. */
  id: Scalars['ID']['output'];
  /** Title, e.g. 'Kein Internet'. */
  title: Maybe<Scalars['String']['output']>;
};

/** The number on a tile and its line, e.g. 3 and '3 Bestellungen warten auf die Unterschrift'. */
export type TileCount = {
  __typename?: 'TileCount';
  /** The line in the viewer's language. */
  text: Scalars['String']['output'];
  /** The number. */
  value: Scalars['Int']['output'];
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
  /** Part of the name or e-mail, any case; at most 100 characters. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** 'active' or 'deactivated' (the same as `deactivated`, as the list's status filter names it). */
  status?: InputMaybe<Scalars['String']['input']>;
  /** Account type; a missing type counts as 'isp'. */
  type?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the user list. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The users of this page. */
  items: Array<ManagedUser>;
  /** Where this page lies in the whole list. */
  pageInfo: PageInfo;
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
  /**
   * The admin account a superadmin acts as after a switch (the header names it and offers
   * 'Zurück zu meinem Konto'); null before a switch and for everyone else. Its own type, not
   * `AdminAccount`: it names only the account the viewer acts as, never the list of admins.
   */
  actingAs: Maybe<ActingAccount>;
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
  /** The version of the rules this viewer was computed from (see `Query.rulesVersion`). */
  rulesVersion: Scalars['String']['output'];
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
  Account: ResolverTypeWrapper<Account>;
  AccountSettings: ResolverTypeWrapper<AccountSettings>;
  AccountSettingsInput: AccountSettingsInput;
  AccountSettingsResult: ResolverTypeWrapper<AccountSettingsResult>;
  AcknowledgementAction: AcknowledgementAction;
  AcknowledgementActor: ResolverTypeWrapper<AcknowledgementActor>;
  AcknowledgementEntry: ResolverTypeWrapper<AcknowledgementEntry>;
  AcknowledgementState: ResolverTypeWrapper<AcknowledgementState>;
  ActingAccount: ResolverTypeWrapper<ActingAccount>;
  AddTicketNoteInput: AddTicketNoteInput;
  AddTicketNoteResult: ResolverTypeWrapper<Omit<AddTicketNoteResult, 'ticket'> & { ticket?: Maybe<ResolversTypes['Ticket']> }>;
  AddressSuggestion: ResolverTypeWrapper<AddressSuggestion>;
  AdminAccount: ResolverTypeWrapper<AdminAccount>;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditDetail: ResolverTypeWrapper<AuditDetail>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  BadgeTone: BadgeTone;
  BcProduct: ResolverTypeWrapper<BcProductModel>;
  BcProductStates: ResolverTypeWrapper<BcProductStates>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChargeType: ChargeType;
  Cid: ResolverTypeWrapper<CidModel>;
  CidBuilding: ResolverTypeWrapper<CidBuilding>;
  CidContract: ResolverTypeWrapper<CidContract>;
  CidFilter: CidFilter;
  CidPage: ResolverTypeWrapper<Omit<CidPage, 'items'> & { items: Array<ResolversTypes['Cid']> }>;
  CidProduct: ResolverTypeWrapper<CidProduct>;
  CidRegionCount: ResolverTypeWrapper<CidRegionCount>;
  CidServiceState: ResolverTypeWrapper<CidServiceState>;
  CidStatusCount: ResolverTypeWrapper<CidStatusCount>;
  CidStatusCounts: ResolverTypeWrapper<CidStatusCounts>;
  ConstructionView: ConstructionView;
  CreateTicketInput: CreateTicketInput;
  CreateTicketResult: ResolverTypeWrapper<Omit<CreateTicketResult, 'ticket'> & { ticket?: Maybe<ResolversTypes['Ticket']> }>;
  CreateUserInput: CreateUserInput;
  ErrorCode: ErrorCode;
  ExportRulesResult: ResolverTypeWrapper<ExportRulesResult>;
  FieldError: ResolverTypeWrapper<FieldError>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  HouseConnection: ResolverTypeWrapper<HouseConnectionModel>;
  HouseConnectionFilter: HouseConnectionFilter;
  HouseConnectionMaterialInput: HouseConnectionMaterialInput;
  HouseConnectionMaterialResult: ResolverTypeWrapper<Omit<HouseConnectionMaterialResult, 'houseConnection'> & { houseConnection?: Maybe<ResolversTypes['HouseConnection']> }>;
  HouseConnectionPage: ResolverTypeWrapper<Omit<HouseConnectionPage, 'items'> & { items: Array<ResolversTypes['HouseConnection']> }>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IncidentStatus: ResolverTypeWrapper<IncidentStatus>;
  IncidentType: ResolverTypeWrapper<IncidentType>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Location: ResolverTypeWrapper<LocationModel>;
  LocationCid: ResolverTypeWrapper<LocationCid>;
  LocationDetails: ResolverTypeWrapper<LocationDetailsModel>;
  LocationFilter: LocationFilter;
  LocationPage: ResolverTypeWrapper<Omit<LocationPage, 'items'> & { items: Array<ResolversTypes['Location']> }>;
  ManagedUser: ResolverTypeWrapper<ManagedUser>;
  MaterialCode: ResolverTypeWrapper<MaterialCode>;
  MaterialDocumentation: ResolverTypeWrapper<MaterialDocumentation>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationError: ResolverTypeWrapper<MutationError>;
  MutationErrorCode: MutationErrorCode;
  NavItem: ResolverTypeWrapper<NavItemModel>;
  OntSwap: ResolverTypeWrapper<OntSwap>;
  OptionValue: ResolverTypeWrapper<OptionValue>;
  Order: ResolverTypeWrapper<OrderModel>;
  OrderCustomer: ResolverTypeWrapper<OrderCustomer>;
  OrderFilter: OrderFilter;
  OrderInput: OrderInput;
  OrderPage: ResolverTypeWrapper<Omit<OrderPage, 'items'> & { items: Array<ResolversTypes['Order']> }>;
  OrderPriceLine: ResolverTypeWrapper<OrderPriceLine>;
  OrderPrices: ResolverTypeWrapper<OrderPrices>;
  OrderResult: ResolverTypeWrapper<Omit<OrderResult, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  OrderSigningMail: ResolverTypeWrapper<OrderSigningMail>;
  OrderState: OrderState;
  OrderStateChange: ResolverTypeWrapper<OrderStateChange>;
  OutageBanner: ResolverTypeWrapper<OutageBanner>;
  OutageHistoryFilter: OutageHistoryFilter;
  OutageHistoryPage: ResolverTypeWrapper<OutageHistoryPage>;
  OutageNotification: ResolverTypeWrapper<OutageNotification>;
  OutageRecord: ResolverTypeWrapper<OutageRecord>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageInput: PageInput;
  Pan: ResolverTypeWrapper<PanModel>;
  PanAcknowledgementInput: PanAcknowledgementInput;
  PanAcknowledgementResult: ResolverTypeWrapper<Omit<PanAcknowledgementResult, 'pan'> & { pan?: Maybe<ResolversTypes['Pan']> }>;
  PanArea: ResolverTypeWrapper<PanArea>;
  PanFilter: PanFilter;
  PanPage: ResolverTypeWrapper<Omit<PanPage, 'items'> & { items: Array<ResolversTypes['Pan']> }>;
  PmUser: ResolverTypeWrapper<PmUserModel>;
  PortalInfo: ResolverTypeWrapper<PortalInfo>;
  PortalUser: ResolverTypeWrapper<PortalUser>;
  PostalAddress: ResolverTypeWrapper<PostalAddress>;
  PriceSum: ResolverTypeWrapper<PriceSum>;
  ProductAudience: ProductAudience;
  ProductKind: ProductKind;
  PublishRulesInput: PublishRulesInput;
  PublishRulesResult: ResolverTypeWrapper<Omit<PublishRulesResult, 'error' | 'version'> & { error?: Maybe<ResolversTypes['RulePublishError']>, version?: Maybe<ResolversTypes['RuleVersion']> }>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReferenceAccess: ResolverTypeWrapper<ReferenceAccess>;
  ReferenceData: ResolverTypeWrapper<ReferenceDataModel>;
  ReleaseAudience: ReleaseAudience;
  ReleaseNote: ResolverTypeWrapper<ReleaseNote>;
  ReleaseNoteFilter: ReleaseNoteFilter;
  ReleaseNotePage: ResolverTypeWrapper<ReleaseNotePage>;
  Report: ResolverTypeWrapper<ReportModel>;
  ReportConnectionMonth: ResolverTypeWrapper<ReportConnectionMonth>;
  ReportOutageMonth: ResolverTypeWrapper<ReportOutageMonth>;
  ReportRepairTimeMonth: ResolverTypeWrapper<ReportRepairTimeMonth>;
  ReportTicketStatusMonth: ResolverTypeWrapper<ReportTicketStatusMonth>;
  ReportTicketStatuses: ResolverTypeWrapper<ReportTicketStatuses>;
  RollbackRulesInput: RollbackRulesInput;
  RouteAccess: ResolverTypeWrapper<RouteAccess>;
  RouteAccessStatus: RouteAccessStatus;
  RouteDescriptor: ResolverTypeWrapper<RouteDescriptor>;
  RuleAccess: ResolverTypeWrapper<RuleAccess>;
  RuleAccessInput: RuleAccessInput;
  RuleCellView: ResolverTypeWrapper<RuleCellViewModel>;
  RuleChange: ResolverTypeWrapper<RuleChange>;
  RuleDraftCheck: ResolverTypeWrapper<RuleDraftCheckModel>;
  RuleDraftInput: RuleDraftInput;
  RuleEditResult: ResolverTypeWrapper<Omit<RuleEditResult, 'check'> & { check: ResolversTypes['RuleDraftCheck'] }>;
  RuleEntry: ResolverTypeWrapper<RuleEntry>;
  RuleEntryEditInput: RuleEntryEditInput;
  RuleExplanation: ResolverTypeWrapper<RuleExplanation>;
  RuleFile: ResolverTypeWrapper<RuleFile>;
  RuleFileInput: RuleFileInput;
  RuleFilesStatus: ResolverTypeWrapper<RuleFilesStatus>;
  RuleGuard: ResolverTypeWrapper<RuleGuard>;
  RuleIssue: ResolverTypeWrapper<RuleIssue>;
  RuleMatrixCell: ResolverTypeWrapper<Omit<RuleMatrixCell, 'draft' | 'live'> & { draft?: Maybe<ResolversTypes['RuleCellView']>, live: ResolversTypes['RuleCellView'] }>;
  RulePersonaInput: RulePersonaInput;
  RulePublishError: ResolverTypeWrapper<Omit<RulePublishError, 'live'> & { live?: Maybe<ResolversTypes['RuleVersion']> }>;
  RuleTypedText: ResolverTypeWrapper<RuleTypedText>;
  RuleTypedTextInput: RuleTypedTextInput;
  RuleVersion: ResolverTypeWrapper<RuleVersionModel>;
  RuleVocabulary: ResolverTypeWrapper<RuleVocabulary>;
  RuleWorkbench: ResolverTypeWrapper<RuleWorkbenchModel>;
  ScaProduct: ResolverTypeWrapper<ScaProductModel>;
  ScreenSpec: ResolverTypeWrapper<Scalars['ScreenSpec']['output']>;
  ServiceState: ResolverTypeWrapper<ServiceState>;
  SettingsAccounts: ResolverTypeWrapper<SettingsAccounts>;
  SettingsError: ResolverTypeWrapper<SettingsError>;
  SettingsFieldError: ResolverTypeWrapper<SettingsFieldError>;
  SignOrderInput: SignOrderInput;
  SignOrderResult: ResolverTypeWrapper<Omit<SignOrderResult, 'order'> & { order?: Maybe<ResolversTypes['SigningOrder']> }>;
  SigningLink: ResolverTypeWrapper<SigningLink>;
  SigningOrder: ResolverTypeWrapper<SigningOrderModel>;
  SigningProduct: ResolverTypeWrapper<SigningProduct>;
  SortDirection: SortDirection;
  SortInput: SortInput;
  StateValue: ResolverTypeWrapper<StateValue>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subject: ResolverTypeWrapper<Subject>;
  SwapOntInput: SwapOntInput;
  SwapOntResult: ResolverTypeWrapper<Omit<SwapOntResult, 'cid'> & { cid?: Maybe<ResolversTypes['Cid']> }>;
  SwitchAccountError: ResolverTypeWrapper<SwitchAccountError>;
  SwitchAccountResult: ResolverTypeWrapper<SwitchAccountResult>;
  SwitchBackResult: ResolverTypeWrapper<SwitchBackResult>;
  Ticket: ResolverTypeWrapper<TicketModel>;
  TicketContact: ResolverTypeWrapper<TicketContact>;
  TicketFilter: TicketFilter;
  TicketFormOptions: ResolverTypeWrapper<TicketFormOptions>;
  TicketNote: ResolverTypeWrapper<TicketNote>;
  TicketPage: ResolverTypeWrapper<Omit<TicketPage, 'items'> & { items: Array<ResolversTypes['Ticket']> }>;
  TicketSubject: ResolverTypeWrapper<TicketSubject>;
  TileCount: ResolverTypeWrapper<TileCount>;
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
  Account: Account;
  AccountSettings: AccountSettings;
  AccountSettingsInput: AccountSettingsInput;
  AccountSettingsResult: AccountSettingsResult;
  AcknowledgementActor: AcknowledgementActor;
  AcknowledgementEntry: AcknowledgementEntry;
  AcknowledgementState: AcknowledgementState;
  ActingAccount: ActingAccount;
  AddTicketNoteInput: AddTicketNoteInput;
  AddTicketNoteResult: Omit<AddTicketNoteResult, 'ticket'> & { ticket?: Maybe<ResolversParentTypes['Ticket']> };
  AddressSuggestion: AddressSuggestion;
  AdminAccount: AdminAccount;
  AuditActor: AuditActor;
  AuditDetail: AuditDetail;
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AuditPage: AuditPage;
  BcProduct: BcProductModel;
  BcProductStates: BcProductStates;
  Boolean: Scalars['Boolean']['output'];
  Cid: CidModel;
  CidBuilding: CidBuilding;
  CidContract: CidContract;
  CidFilter: CidFilter;
  CidPage: Omit<CidPage, 'items'> & { items: Array<ResolversParentTypes['Cid']> };
  CidProduct: CidProduct;
  CidRegionCount: CidRegionCount;
  CidServiceState: CidServiceState;
  CidStatusCount: CidStatusCount;
  CidStatusCounts: CidStatusCounts;
  CreateTicketInput: CreateTicketInput;
  CreateTicketResult: Omit<CreateTicketResult, 'ticket'> & { ticket?: Maybe<ResolversParentTypes['Ticket']> };
  CreateUserInput: CreateUserInput;
  ExportRulesResult: ExportRulesResult;
  FieldError: FieldError;
  Float: Scalars['Float']['output'];
  HouseConnection: HouseConnectionModel;
  HouseConnectionFilter: HouseConnectionFilter;
  HouseConnectionMaterialInput: HouseConnectionMaterialInput;
  HouseConnectionMaterialResult: Omit<HouseConnectionMaterialResult, 'houseConnection'> & { houseConnection?: Maybe<ResolversParentTypes['HouseConnection']> };
  HouseConnectionPage: Omit<HouseConnectionPage, 'items'> & { items: Array<ResolversParentTypes['HouseConnection']> };
  ID: Scalars['ID']['output'];
  IncidentStatus: IncidentStatus;
  IncidentType: IncidentType;
  Int: Scalars['Int']['output'];
  Location: LocationModel;
  LocationCid: LocationCid;
  LocationDetails: LocationDetailsModel;
  LocationFilter: LocationFilter;
  LocationPage: Omit<LocationPage, 'items'> & { items: Array<ResolversParentTypes['Location']> };
  ManagedUser: ManagedUser;
  MaterialCode: MaterialCode;
  MaterialDocumentation: MaterialDocumentation;
  Mutation: Record<PropertyKey, never>;
  MutationError: MutationError;
  NavItem: NavItemModel;
  OntSwap: OntSwap;
  OptionValue: OptionValue;
  Order: OrderModel;
  OrderCustomer: OrderCustomer;
  OrderFilter: OrderFilter;
  OrderInput: OrderInput;
  OrderPage: Omit<OrderPage, 'items'> & { items: Array<ResolversParentTypes['Order']> };
  OrderPriceLine: OrderPriceLine;
  OrderPrices: OrderPrices;
  OrderResult: Omit<OrderResult, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  OrderSigningMail: OrderSigningMail;
  OrderStateChange: OrderStateChange;
  OutageBanner: OutageBanner;
  OutageHistoryFilter: OutageHistoryFilter;
  OutageHistoryPage: OutageHistoryPage;
  OutageNotification: OutageNotification;
  OutageRecord: OutageRecord;
  PageInfo: PageInfo;
  PageInput: PageInput;
  Pan: PanModel;
  PanAcknowledgementInput: PanAcknowledgementInput;
  PanAcknowledgementResult: Omit<PanAcknowledgementResult, 'pan'> & { pan?: Maybe<ResolversParentTypes['Pan']> };
  PanArea: PanArea;
  PanFilter: PanFilter;
  PanPage: Omit<PanPage, 'items'> & { items: Array<ResolversParentTypes['Pan']> };
  PmUser: PmUserModel;
  PortalInfo: PortalInfo;
  PortalUser: PortalUser;
  PostalAddress: PostalAddress;
  PriceSum: PriceSum;
  PublishRulesInput: PublishRulesInput;
  PublishRulesResult: Omit<PublishRulesResult, 'error' | 'version'> & { error?: Maybe<ResolversParentTypes['RulePublishError']>, version?: Maybe<ResolversParentTypes['RuleVersion']> };
  Query: Record<PropertyKey, never>;
  ReferenceAccess: ReferenceAccess;
  ReferenceData: ReferenceDataModel;
  ReleaseNote: ReleaseNote;
  ReleaseNoteFilter: ReleaseNoteFilter;
  ReleaseNotePage: ReleaseNotePage;
  Report: ReportModel;
  ReportConnectionMonth: ReportConnectionMonth;
  ReportOutageMonth: ReportOutageMonth;
  ReportRepairTimeMonth: ReportRepairTimeMonth;
  ReportTicketStatusMonth: ReportTicketStatusMonth;
  ReportTicketStatuses: ReportTicketStatuses;
  RollbackRulesInput: RollbackRulesInput;
  RouteAccess: RouteAccess;
  RouteDescriptor: RouteDescriptor;
  RuleAccess: RuleAccess;
  RuleAccessInput: RuleAccessInput;
  RuleCellView: RuleCellViewModel;
  RuleChange: RuleChange;
  RuleDraftCheck: RuleDraftCheckModel;
  RuleDraftInput: RuleDraftInput;
  RuleEditResult: Omit<RuleEditResult, 'check'> & { check: ResolversParentTypes['RuleDraftCheck'] };
  RuleEntry: RuleEntry;
  RuleEntryEditInput: RuleEntryEditInput;
  RuleExplanation: RuleExplanation;
  RuleFile: RuleFile;
  RuleFileInput: RuleFileInput;
  RuleFilesStatus: RuleFilesStatus;
  RuleGuard: RuleGuard;
  RuleIssue: RuleIssue;
  RuleMatrixCell: Omit<RuleMatrixCell, 'draft' | 'live'> & { draft?: Maybe<ResolversParentTypes['RuleCellView']>, live: ResolversParentTypes['RuleCellView'] };
  RulePersonaInput: RulePersonaInput;
  RulePublishError: Omit<RulePublishError, 'live'> & { live?: Maybe<ResolversParentTypes['RuleVersion']> };
  RuleTypedText: RuleTypedText;
  RuleTypedTextInput: RuleTypedTextInput;
  RuleVersion: RuleVersionModel;
  RuleVocabulary: RuleVocabulary;
  RuleWorkbench: RuleWorkbenchModel;
  ScaProduct: ScaProductModel;
  ScreenSpec: Scalars['ScreenSpec']['output'];
  ServiceState: ServiceState;
  SettingsAccounts: SettingsAccounts;
  SettingsError: SettingsError;
  SettingsFieldError: SettingsFieldError;
  SignOrderInput: SignOrderInput;
  SignOrderResult: Omit<SignOrderResult, 'order'> & { order?: Maybe<ResolversParentTypes['SigningOrder']> };
  SigningLink: SigningLink;
  SigningOrder: SigningOrderModel;
  SigningProduct: SigningProduct;
  SortInput: SortInput;
  StateValue: StateValue;
  String: Scalars['String']['output'];
  Subject: Subject;
  SwapOntInput: SwapOntInput;
  SwapOntResult: Omit<SwapOntResult, 'cid'> & { cid?: Maybe<ResolversParentTypes['Cid']> };
  SwitchAccountError: SwitchAccountError;
  SwitchAccountResult: SwitchAccountResult;
  SwitchBackResult: SwitchBackResult;
  Ticket: TicketModel;
  TicketContact: TicketContact;
  TicketFilter: TicketFilter;
  TicketFormOptions: TicketFormOptions;
  TicketNote: TicketNote;
  TicketPage: Omit<TicketPage, 'items'> & { items: Array<ResolversParentTypes['Ticket']> };
  TicketSubject: TicketSubject;
  TileCount: TileCount;
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

export type ScreenDirectiveArgs = {
  any: Array<Scalars['String']['input']>;
};

export type ScreenDirectiveResolver<Result, Parent, ContextType = GraphQLContext, Args = ScreenDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Account'] = ResolversParentTypes['Account']> = ResolversObject<{
  accountId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type AcknowledgementActorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcknowledgementActor'] = ResolversParentTypes['AcknowledgementActor']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AcknowledgementEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcknowledgementEntry'] = ResolversParentTypes['AcknowledgementEntry']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<ResolversTypes['AcknowledgementActor'], ParentType, ContextType>;
  fromState?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sequence?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AcknowledgementStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AcknowledgementState'] = ResolversParentTypes['AcknowledgementState']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ActingAccountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActingAccount'] = ResolversParentTypes['ActingAccount']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AddTicketNoteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddTicketNoteResult'] = ResolversParentTypes['AddTicketNoteResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['TicketNote']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['Ticket']>, ParentType, ContextType>;
}>;

export type AddressSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddressSuggestion'] = ResolversParentTypes['AddressSuggestion']> = ResolversObject<{
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  cidCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
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
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actionLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actor?: Resolver<ResolversTypes['AuditActor'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['AuditDetail']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type BcProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BcProduct'] = ResolversParentTypes['BcProduct']> = ResolversObject<{
  activeAudiences?: Resolver<Array<ResolversTypes['ProductAudience']>, ParentType, ContextType>;
  activeFor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<BcProductActiveForArgs, 'audience'>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  states?: Resolver<ResolversTypes['BcProductStates'], ParentType, ContextType>;
}>;

export type BcProductStatesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BcProductStates'] = ResolversParentTypes['BcProductStates']> = ResolversObject<{
  customerCare?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  isp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sales?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CidResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cid'] = ResolversParentTypes['Cid']> = ResolversObject<{
  aan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  addOnProducts?: Resolver<Array<ResolversTypes['CidProduct']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['CidBuilding']>, ParentType, ContextType>;
  connectedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  constructionState?: Resolver<Maybe<ResolversTypes['StateValue']>, ParentType, ContextType>;
  contract?: Resolver<ResolversTypes['CidContract'], ParentType, ContextType>;
  houseConnection?: Resolver<Maybe<ResolversTypes['HouseConnection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainProduct?: Resolver<Maybe<ResolversTypes['CidProduct']>, ParentType, ContextType>;
  modifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ontSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ontSwaps?: Resolver<Maybe<Array<ResolversTypes['OntSwap']>>, ParentType, ContextType>;
  pan?: Resolver<Maybe<ResolversTypes['Pan']>, ParentType, ContextType, RequireFields<CidPanArgs, 'view'>>;
  panId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceStates?: Resolver<Maybe<Array<ResolversTypes['CidServiceState']>>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OptionValue'], ParentType, ContextType>;
  terminatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['TicketPage']>, ParentType, ContextType, Partial<CidTicketsArgs>>;
}>;

export type CidBuildingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CidBuilding'] = ResolversParentTypes['CidBuilding']> = ResolversObject<{
  accessNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  buildingType?: Resolver<Maybe<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  cidCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  connectionStatus?: Resolver<Maybe<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  constructionState?: Resolver<Maybe<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  fibreTerminationPoint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  locationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type CidContractResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CidContract'] = ResolversParentTypes['CidContract']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  addOnProducts?: Resolver<Array<ResolversTypes['CidProduct']>, ParentType, ContextType>;
  connectedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainProduct?: Resolver<Maybe<ResolversTypes['CidProduct']>, ParentType, ContextType>;
  minimumTermEnd?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderReference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  terminatedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CidPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CidPage'] = ResolversParentTypes['CidPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Cid']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type CidProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CidProduct'] = ResolversParentTypes['CidProduct']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CidRegionCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CidRegionCount'] = ResolversParentTypes['CidRegionCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CidServiceStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CidServiceState'] = ResolversParentTypes['CidServiceState']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  since?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tone?: Resolver<ResolversTypes['BadgeTone'], ParentType, ContextType>;
}>;

export type CidStatusCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CidStatusCount'] = ResolversParentTypes['CidStatusCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OptionValue'], ParentType, ContextType>;
}>;

export type CidStatusCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CidStatusCounts'] = ResolversParentTypes['CidStatusCounts']> = ResolversObject<{
  byRegion?: Resolver<Array<ResolversTypes['CidRegionCount']>, ParentType, ContextType>;
  byStatus?: Resolver<Array<ResolversTypes['CidStatusCount']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CreateTicketResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateTicketResult'] = ResolversParentTypes['CreateTicketResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['Ticket']>, ParentType, ContextType>;
  ticketNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExportRulesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExportRulesResult'] = ResolversParentTypes['ExportRulesResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removed?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  written?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type HouseConnectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HouseConnection'] = ResolversParentTypes['HouseConnection']> = ResolversObject<{
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  canEditMaterial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  constructionState?: Resolver<ResolversTypes['StateValue'], ParentType, ContextType>;
  documentation?: Resolver<Maybe<ResolversTypes['MaterialDocumentation']>, ParentType, ContextType>;
  firm?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  panId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plannedDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type HouseConnectionMaterialResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HouseConnectionMaterialResult'] = ResolversParentTypes['HouseConnectionMaterialResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  houseConnection?: Resolver<Maybe<ResolversTypes['HouseConnection']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type HouseConnectionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HouseConnectionPage'] = ResolversParentTypes['HouseConnectionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['HouseConnection']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type IncidentStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentStatus'] = ResolversParentTypes['IncidentStatus']> = ResolversObject<{
  state?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type IncidentTypeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncidentType'] = ResolversParentTypes['IncidentType']> = ResolversObject<{
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LocationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = ResolversObject<{
  aan?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  buildingType?: Resolver<Maybe<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  cidCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cids?: Resolver<Array<ResolversTypes['LocationCid']>, ParentType, ContextType>;
  connectionStatus?: Resolver<Maybe<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  constructionState?: Resolver<Maybe<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  fibreTerminationPoint?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  floors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hasOwnConnection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  panId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LocationCidResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationCid'] = ResolversParentTypes['LocationCid']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ontSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  own?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OptionValue'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LocationDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationDetails'] = ResolversParentTypes['LocationDetails']> = ResolversObject<{
  cid?: Resolver<ResolversTypes['LocationCid'], ParentType, ContextType>;
  houseConnectionState?: Resolver<Maybe<ResolversTypes['StateValue']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['Location'], ParentType, ContextType>;
  notOrderableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderAccounts?: Resolver<Array<ResolversTypes['Account']>, ParentType, ContextType>;
  orderable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  panConstructionState?: Resolver<Maybe<ResolversTypes['StateValue']>, ParentType, ContextType>;
  panPlannedCompletion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['ScaProduct']>, ParentType, ContextType>;
}>;

export type LocationPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['LocationPage'] = ResolversParentTypes['LocationPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ManagedUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ManagedUser'] = ResolversParentTypes['ManagedUser']> = ResolversObject<{
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deactivated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isSelf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  permissions?: Resolver<ResolversTypes['UserPermissions'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MaterialCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MaterialCode'] = ResolversParentTypes['MaterialCode']> = ResolversObject<{
  group?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noChoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MaterialDocumentationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MaterialDocumentation'] = ResolversParentTypes['MaterialDocumentation']> = ResolversObject<{
  cable?: Resolver<Maybe<ResolversTypes['MaterialCode']>, ParentType, ContextType>;
  colour?: Resolver<Maybe<ResolversTypes['MaterialCode']>, ParentType, ContextType>;
  documentedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  documentedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rack?: Resolver<Maybe<ResolversTypes['MaterialCode']>, ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addTicketNote?: Resolver<ResolversTypes['AddTicketNoteResult'], ParentType, ContextType, RequireFields<MutationAddTicketNoteArgs, 'input'>>;
  cancelOrder?: Resolver<ResolversTypes['OrderResult'], ParentType, ContextType, RequireFields<MutationCancelOrderArgs, 'orderId'>>;
  changePanAcknowledgement?: Resolver<ResolversTypes['PanAcknowledgementResult'], ParentType, ContextType, RequireFields<MutationChangePanAcknowledgementArgs, 'input'>>;
  createTicket?: Resolver<ResolversTypes['CreateTicketResult'], ParentType, ContextType, RequireFields<MutationCreateTicketArgs, 'input'>>;
  createUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'input'>>;
  deactivateUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'userId'>>;
  exportRules?: Resolver<ResolversTypes['ExportRulesResult'], ParentType, ContextType>;
  publishRules?: Resolver<ResolversTypes['PublishRulesResult'], ParentType, ContextType, RequireFields<MutationPublishRulesArgs, 'input'>>;
  reactivateUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationReactivateUserArgs, 'userId'>>;
  renewOrderSigningLink?: Resolver<ResolversTypes['OrderResult'], ParentType, ContextType, RequireFields<MutationRenewOrderSigningLinkArgs, 'orderId'>>;
  resendOrderSigningMail?: Resolver<ResolversTypes['OrderResult'], ParentType, ContextType, RequireFields<MutationResendOrderSigningMailArgs, 'orderId'>>;
  rollbackRules?: Resolver<ResolversTypes['PublishRulesResult'], ParentType, ContextType, RequireFields<MutationRollbackRulesArgs, 'input'>>;
  saveOrderDraft?: Resolver<ResolversTypes['OrderResult'], ParentType, ContextType, RequireFields<MutationSaveOrderDraftArgs, 'input'>>;
  sendPasswordMail?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationSendPasswordMailArgs, 'userId'>>;
  signOrder?: Resolver<ResolversTypes['SignOrderResult'], ParentType, ContextType, RequireFields<MutationSignOrderArgs, 'input'>>;
  submitOrder?: Resolver<ResolversTypes['OrderResult'], ParentType, ContextType, RequireFields<MutationSubmitOrderArgs, 'input'>>;
  swapOnt?: Resolver<ResolversTypes['SwapOntResult'], ParentType, ContextType, RequireFields<MutationSwapOntArgs, 'input'>>;
  switchAccount?: Resolver<ResolversTypes['SwitchAccountResult'], ParentType, ContextType, RequireFields<MutationSwitchAccountArgs, 'userId'>>;
  switchBack?: Resolver<ResolversTypes['SwitchBackResult'], ParentType, ContextType>;
  updateAccountSettings?: Resolver<ResolversTypes['AccountSettingsResult'], ParentType, ContextType, RequireFields<MutationUpdateAccountSettingsArgs, 'input'>>;
  updateHouseConnectionMaterial?: Resolver<ResolversTypes['HouseConnectionMaterialResult'], ParentType, ContextType, RequireFields<MutationUpdateHouseConnectionMaterialArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UserResult'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
}>;

export type MutationErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationError'] = ResolversParentTypes['MutationError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['MutationErrorCode'], ParentType, ContextType>;
  fieldErrors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NavItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NavItem'] = ResolversParentTypes['NavItem']> = ResolversObject<{
  count?: Resolver<Maybe<ResolversTypes['TileCount']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OntSwapResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OntSwap'] = ResolversParentTypes['OntSwap']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldSerial?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swappedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swappedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swappedByAccount?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
}>;

export type OptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OptionValue'] = ResolversParentTypes['OptionValue']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  account?: Resolver<ResolversTypes['Account'], ParentType, ContextType>;
  addOnProducts?: Resolver<Array<ResolversTypes['CidProduct']>, ParentType, ContextType>;
  cancelReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  connectedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  consentDataProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  consentTerms?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  constructionStartedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contractTermMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['OrderCustomer'], ParentType, ContextType>;
  draftKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderStateChange']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  installationNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mainProduct?: Resolver<Maybe<ResolversTypes['CidProduct']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['OrderPrices'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signingLink?: Resolver<Maybe<ResolversTypes['SigningLink']>, ParentType, ContextType>;
  signingMail?: Resolver<Maybe<ResolversTypes['OrderSigningMail']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderCustomer'] = ResolversParentTypes['OrderCustomer']> = ResolversObject<{
  birthDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salutation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type OrderPriceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPriceLine'] = ResolversParentTypes['OrderPriceLine']> = ResolversObject<{
  chargeType?: Resolver<ResolversTypes['ChargeType'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  monthlyFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  setupFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type OrderPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPrices'] = ResolversParentTypes['OrderPrices']> = ResolversObject<{
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  contractTermMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderPriceLine']>, ParentType, ContextType>;
  monthly?: Resolver<ResolversTypes['PriceSum'], ParentType, ContextType>;
  oneTime?: Resolver<ResolversTypes['PriceSum'], ParentType, ContextType>;
  vatRatePercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderResult'] = ResolversParentTypes['OrderResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  replayed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type OrderSigningMailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderSigningMail'] = ResolversParentTypes['OrderSigningMail']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastSentAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderStateChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStateChange'] = ResolversParentTypes['OrderStateChange']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
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

export type OutageHistoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutageHistoryPage'] = ResolversParentTypes['OutageHistoryPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['OutageRecord']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type OutageNotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutageNotification'] = ResolversParentTypes['OutageNotification']> = ResolversObject<{
  affectedAans?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  colour?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  durationHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  statusLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OutageRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OutageRecord'] = ResolversParentTypes['OutageRecord']> = ResolversObject<{
  affectedAans?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  bannerColour?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  durationHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  statusLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pan'] = ResolversParentTypes['Pan']> = ResolversObject<{
  aan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  acknowledgement?: Resolver<ResolversTypes['AcknowledgementState'], ParentType, ContextType>;
  acknowledgementHistory?: Resolver<Maybe<Array<ResolversTypes['AcknowledgementEntry']>>, ParentType, ContextType>;
  allowedActions?: Resolver<Array<ResolversTypes['AcknowledgementAction']>, ParentType, ContextType>;
  area?: Resolver<ResolversTypes['PanArea'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  completedHouseConnections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  completedShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  constructionState?: Resolver<ResolversTypes['StateValue'], ParentType, ContextType>;
  houseConnectionFirms?: Resolver<Maybe<Array<ResolversTypes['Account']>>, ParentType, ContextType>;
  houseConnections?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  mainContractor?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  modifiedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  panNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plannedCompletion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  view?: Resolver<ResolversTypes['ConstructionView'], ParentType, ContextType>;
}>;

export type PanAcknowledgementResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PanAcknowledgementResult'] = ResolversParentTypes['PanAcknowledgementResult']> = ResolversObject<{
  entry?: Resolver<Maybe<ResolversTypes['AcknowledgementEntry']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pan?: Resolver<Maybe<ResolversTypes['Pan']>, ParentType, ContextType>;
}>;

export type PanAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PanArea'] = ResolversParentTypes['PanArea']> = ResolversObject<{
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  streets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PanPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PanPage'] = ResolversParentTypes['PanPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Pan']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type PmUserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PmUser'] = ResolversParentTypes['PmUser']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  accountId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type PostalAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = ResolversObject<{
  houseNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  street?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PriceSumResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceSum'] = ResolversParentTypes['PriceSum']> = ResolversObject<{
  gross?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  net?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  vat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type PublishRulesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublishRulesResult'] = ResolversParentTypes['PublishRulesResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['RulePublishError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['RuleVersion']>, ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  accountSettings?: Resolver<ResolversTypes['AccountSettings'], ParentType, ContextType, Partial<QueryAccountSettingsArgs>>;
  addressSuggestions?: Resolver<Array<ResolversTypes['AddressSuggestion']>, ParentType, ContextType, RequireFields<QueryAddressSuggestionsArgs, 'text'>>;
  adminAccounts?: Resolver<Array<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  auditActions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  auditLog?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, Partial<QueryAuditLogArgs>>;
  cid?: Resolver<Maybe<ResolversTypes['Cid']>, ParentType, ContextType, RequireFields<QueryCidArgs, 'id'>>;
  cidStatusCounts?: Resolver<ResolversTypes['CidStatusCounts'], ParentType, ContextType, Partial<QueryCidStatusCountsArgs>>;
  cids?: Resolver<ResolversTypes['CidPage'], ParentType, ContextType, Partial<QueryCidsArgs>>;
  locationDetails?: Resolver<ResolversTypes['LocationDetails'], ParentType, ContextType, RequireFields<QueryLocationDetailsArgs, 'cid'>>;
  locations?: Resolver<ResolversTypes['LocationPage'], ParentType, ContextType, Partial<QueryLocationsArgs>>;
  ontSwapSearch?: Resolver<ResolversTypes['LocationPage'], ParentType, ContextType, RequireFields<QueryOntSwapSearchArgs, 'text'>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderForSigning?: Resolver<ResolversTypes['SigningOrder'], ParentType, ContextType, RequireFields<QueryOrderForSigningArgs, 'cid' | 'sourceId'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, Partial<QueryOrdersArgs>>;
  outageHistory?: Resolver<ResolversTypes['OutageHistoryPage'], ParentType, ContextType, Partial<QueryOutageHistoryArgs>>;
  outageNotifications?: Resolver<Maybe<Array<ResolversTypes['OutageNotification']>>, ParentType, ContextType>;
  pan?: Resolver<Maybe<ResolversTypes['Pan']>, ParentType, ContextType, RequireFields<QueryPanArgs, 'id' | 'view'>>;
  panHouseConnections?: Resolver<ResolversTypes['HouseConnectionPage'], ParentType, ContextType, RequireFields<QueryPanHouseConnectionsArgs, 'panId' | 'view'>>;
  pans?: Resolver<ResolversTypes['PanPage'], ParentType, ContextType, RequireFields<QueryPansArgs, 'view'>>;
  portal?: Resolver<ResolversTypes['PortalInfo'], ParentType, ContextType>;
  publicRoutes?: Resolver<Array<ResolversTypes['RouteDescriptor']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['ReferenceData']>, ParentType, ContextType>;
  releaseNotes?: Resolver<ResolversTypes['ReleaseNotePage'], ParentType, ContextType, RequireFields<QueryReleaseNotesArgs, 'audience'>>;
  report?: Resolver<ResolversTypes['Report'], ParentType, ContextType, Partial<QueryReportArgs>>;
  routeAccess?: Resolver<ResolversTypes['RouteAccess'], ParentType, ContextType, RequireFields<QueryRouteAccessArgs, 'path'>>;
  ruleWorkbench?: Resolver<ResolversTypes['RuleWorkbench'], ParentType, ContextType>;
  rulesVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  screen?: Resolver<Maybe<ResolversTypes['RouteDescriptor']>, ParentType, ContextType, RequireFields<QueryScreenArgs, 'id'>>;
  screens?: Resolver<Array<ResolversTypes['RouteDescriptor']>, ParentType, ContextType, RequireFields<QueryScreensArgs, 'ids'>>;
  settingsAccounts?: Resolver<ResolversTypes['SettingsAccounts'], ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['Ticket']>, ParentType, ContextType, RequireFields<QueryTicketArgs, 'ticketNumber'>>;
  ticketFormOptions?: Resolver<ResolversTypes['TicketFormOptions'], ParentType, ContextType>;
  tickets?: Resolver<ResolversTypes['TicketPage'], ParentType, ContextType, Partial<QueryTicketsArgs>>;
  userAdminOptions?: Resolver<ResolversTypes['UserAdminOptions'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, Partial<QueryUsersArgs>>;
  viewer?: Resolver<Maybe<ResolversTypes['Viewer']>, ParentType, ContextType>;
}>;

export type ReferenceAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferenceAccess'] = ResolversParentTypes['ReferenceAccess']> = ResolversObject<{
  accountLists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  materialCodes?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pmLists?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ReferenceDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReferenceData'] = ResolversParentTypes['ReferenceData']> = ResolversObject<{
  access?: Resolver<ResolversTypes['ReferenceAccess'], ParentType, ContextType>;
  bauHaAccounts?: Resolver<Maybe<Array<ResolversTypes['Account']>>, ParentType, ContextType>;
  bauMainAccounts?: Resolver<Maybe<Array<ResolversTypes['Account']>>, ParentType, ContextType>;
  bcProducts?: Resolver<Maybe<Array<ResolversTypes['BcProduct']>>, ParentType, ContextType>;
  incidentStatuses?: Resolver<Maybe<Array<ResolversTypes['IncidentStatus']>>, ParentType, ContextType>;
  incidentTypes?: Resolver<Maybe<Array<ResolversTypes['IncidentType']>>, ParentType, ContextType>;
  ispAccounts?: Resolver<Maybe<Array<ResolversTypes['Account']>>, ParentType, ContextType>;
  materialCodes?: Resolver<Maybe<Array<ResolversTypes['MaterialCode']>>, ParentType, ContextType>;
  pmUsers?: Resolver<Maybe<Array<ResolversTypes['PmUser']>>, ParentType, ContextType>;
  scaAccounts?: Resolver<Maybe<Array<ResolversTypes['Account']>>, ParentType, ContextType>;
  scaProducts?: Resolver<Maybe<Array<ResolversTypes['ScaProduct']>>, ParentType, ContextType>;
  serviceStates?: Resolver<Maybe<Array<ResolversTypes['ServiceState']>>, ParentType, ContextType>;
  subjects?: Resolver<Maybe<Array<ResolversTypes['Subject']>>, ParentType, ContextType>;
}>;

export type ReleaseNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReleaseNote'] = ResolversParentTypes['ReleaseNote']> = ResolversObject<{
  audience?: Resolver<ResolversTypes['ReleaseAudience'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  markdown?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  releaseDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReleaseNotePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReleaseNotePage'] = ResolversParentTypes['ReleaseNotePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['ReleaseNote']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type ReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = ResolversObject<{
  connections?: Resolver<Maybe<Array<ResolversTypes['ReportConnectionMonth']>>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  months?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  outages?: Resolver<Maybe<Array<ResolversTypes['ReportOutageMonth']>>, ParentType, ContextType>;
  repairTimes?: Resolver<Maybe<Array<ResolversTypes['ReportRepairTimeMonth']>>, ParentType, ContextType>;
  ticketStatuses?: Resolver<Maybe<ResolversTypes['ReportTicketStatuses']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReportConnectionMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportConnectionMonth'] = ResolversParentTypes['ReportConnectionMonth']> = ResolversObject<{
  connected?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReportOutageMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportOutageMonth'] = ResolversParentTypes['ReportOutageMonth']> = ResolversObject<{
  incidents?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maintenance?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReportRepairTimeMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportRepairTimeMonth'] = ResolversParentTypes['ReportRepairTimeMonth']> = ResolversObject<{
  meanHours?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReportTicketStatusMonthResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportTicketStatusMonth'] = ResolversParentTypes['ReportTicketStatusMonth']> = ResolversObject<{
  counts?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  month?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReportTicketStatusesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportTicketStatuses'] = ResolversParentTypes['ReportTicketStatuses']> = ResolversObject<{
  months?: Resolver<Array<ResolversTypes['ReportTicketStatusMonth']>, ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RouteAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteAccess'] = ResolversParentTypes['RouteAccess']> = ResolversObject<{
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['RouteAccessStatus'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RouteDescriptorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RouteDescriptor'] = ResolversParentTypes['RouteDescriptor']> = ResolversObject<{
  definition?: Resolver<Maybe<ResolversTypes['ScreenSpec']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  public?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RuleAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleAccess'] = ResolversParentTypes['RuleAccess']> = ResolversObject<{
  excludeTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  requires?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sameAs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RuleCellViewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleCellView'] = ResolversParentTypes['RuleCellView']> = ResolversObject<{
  greeting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  releaseNotes?: Resolver<Maybe<ResolversTypes['NavItem']>, ParentType, ContextType>;
  showHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tiles?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
}>;

export type RuleChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleChange'] = ResolversParentTypes['RuleChange']> = ResolversObject<{
  itemId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RuleDraftCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleDraftCheck'] = ResolversParentTypes['RuleDraftCheck']> = ResolversObject<{
  baseVersion?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['RuleChange']>, ParentType, ContextType>;
  differsFromLive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['RuleEntry']>, ParentType, ContextType>;
  guards?: Resolver<Array<ResolversTypes['RuleGuard']>, ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['RuleIssue']>, ParentType, ContextType>;
  live?: Resolver<ResolversTypes['RuleVersion'], ParentType, ContextType>;
  liveMoved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  matrix?: Resolver<Array<ResolversTypes['RuleMatrixCell']>, ParentType, ContextType, RequireFields<RuleDraftCheckMatrixArgs, 'withAccountId'>>;
  needsClientRelease?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sizeBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  valid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RuleEditResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleEditResult'] = ResolversParentTypes['RuleEditResult']> = ResolversObject<{
  check?: Resolver<ResolversTypes['RuleDraftCheck'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['RuleFile']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RuleEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleEntry'] = ResolversParentTypes['RuleEntry']> = ResolversObject<{
  access?: Resolver<Maybe<ResolversTypes['RuleAccess']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  labelByType?: Resolver<Array<ResolversTypes['RuleTypedText']>, ParentType, ContextType>;
  labelEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  route?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RuleExplanationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleExplanation'] = ResolversParentTypes['RuleExplanation']> = ResolversObject<{
  reasons?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RuleFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleFile'] = ResolversParentTypes['RuleFile']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RuleFilesStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleFilesStatus'] = ResolversParentTypes['RuleFilesStatus']> = ResolversObject<{
  canExport?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dir?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['RuleFile']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RuleGuardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleGuard'] = ResolversParentTypes['RuleGuard']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RuleIssueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleIssue'] = ResolversParentTypes['RuleIssue']> = ResolversObject<{
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsClientRelease?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RuleMatrixCellResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleMatrixCell'] = ResolversParentTypes['RuleMatrixCell']> = ResolversObject<{
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  draft?: Resolver<Maybe<ResolversTypes['RuleCellView']>, ParentType, ContextType>;
  live?: Resolver<ResolversTypes['RuleCellView'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RulePublishErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RulePublishError'] = ResolversParentTypes['RulePublishError']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['RuleChange']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  guards?: Resolver<Array<ResolversTypes['RuleGuard']>, ParentType, ContextType>;
  issues?: Resolver<Array<ResolversTypes['RuleIssue']>, ParentType, ContextType>;
  live?: Resolver<Maybe<ResolversTypes['RuleVersion']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RuleTypedTextResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleTypedText'] = ResolversParentTypes['RuleTypedText']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  textEn?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RuleVersionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleVersion'] = ResolversParentTypes['RuleVersion']> = ResolversObject<{
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  authorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  baseVersion?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['RuleChange']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['RuleFile']>, ParentType, ContextType>;
  hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  restoredFrom?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RuleVocabularyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleVocabulary'] = ResolversParentTypes['RuleVocabulary']> = ResolversObject<{
  maxDraftBytes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  propagation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requirements?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RuleWorkbenchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RuleWorkbench'] = ResolversParentTypes['RuleWorkbench']> = ResolversObject<{
  check?: Resolver<ResolversTypes['RuleDraftCheck'], ParentType, ContextType, RequireFields<RuleWorkbenchCheckArgs, 'draft'>>;
  edit?: Resolver<ResolversTypes['RuleEditResult'], ParentType, ContextType, RequireFields<RuleWorkbenchEditArgs, 'draft' | 'edit'>>;
  explain?: Resolver<ResolversTypes['RuleExplanation'], ParentType, ContextType, RequireFields<RuleWorkbenchExplainArgs, 'itemId' | 'persona'>>;
  files?: Resolver<ResolversTypes['RuleFilesStatus'], ParentType, ContextType>;
  live?: Resolver<ResolversTypes['RuleVersion'], ParentType, ContextType>;
  version?: Resolver<Maybe<ResolversTypes['RuleVersion']>, ParentType, ContextType, RequireFields<RuleWorkbenchVersionArgs, 'number'>>;
  versions?: Resolver<Array<ResolversTypes['RuleVersion']>, ParentType, ContextType, RequireFields<RuleWorkbenchVersionsArgs, 'first'>>;
  viewAs?: Resolver<ResolversTypes['Viewer'], ParentType, ContextType, RequireFields<RuleWorkbenchViewAsArgs, 'persona'>>;
  vocabulary?: Resolver<ResolversTypes['RuleVocabulary'], ParentType, ContextType>;
}>;

export type ScaProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScaProduct'] = ResolversParentTypes['ScaProduct']> = ResolversObject<{
  bcProduct?: Resolver<Maybe<ResolversTypes['BcProduct']>, ParentType, ContextType>;
  chargeType?: Resolver<ResolversTypes['ChargeType'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadMbit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ProductKind'], ParentType, ContextType>;
  kindLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setupFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  uploadMbit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export interface ScreenSpecScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ScreenSpec'], any> {
  name: 'ScreenSpec';
}

export type ServiceStateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceState'] = ResolversParentTypes['ServiceState']> = ResolversObject<{
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  service?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type SignOrderResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignOrderResult'] = ResolversParentTypes['SignOrderResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['SigningOrder']>, ParentType, ContextType>;
}>;

export type SigningLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SigningLink'] = ResolversParentTypes['SigningLink']> = ResolversObject<{
  downloadPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sourceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SigningOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SigningOrder'] = ResolversParentTypes['SigningOrder']> = ResolversObject<{
  addOnProducts?: Resolver<Array<ResolversTypes['SigningProduct']>, ParentType, ContextType>;
  address?: Resolver<ResolversTypes['PostalAddress'], ParentType, ContextType>;
  canSign?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contractTermMonths?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  customerEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  installationNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ispName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mainProduct?: Resolver<Maybe<ResolversTypes['SigningProduct']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  preferredDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<ResolversTypes['OrderPrices'], ParentType, ContextType>;
  signedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  signerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['OrderState'], ParentType, ContextType>;
  stateLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submittedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SigningProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SigningProduct'] = ResolversParentTypes['SigningProduct']> = ResolversObject<{
  chargeType?: Resolver<ResolversTypes['ChargeType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  monthlyFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  setupFee?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type StateValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StateValue'] = ResolversParentTypes['StateValue']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Subject'] = ResolversParentTypes['Subject']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  parentTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SwapOntResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwapOntResult'] = ResolversParentTypes['SwapOntResult']> = ResolversObject<{
  cid?: Resolver<Maybe<ResolversTypes['Cid']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['MutationError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  swap?: Resolver<Maybe<ResolversTypes['OntSwap']>, ParentType, ContextType>;
}>;

export type SwitchAccountErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwitchAccountError'] = ResolversParentTypes['SwitchAccountError']> = ResolversObject<{
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SwitchAccountResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwitchAccountResult'] = ResolversParentTypes['SwitchAccountResult']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['AdminAccount']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['SwitchAccountError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type SwitchBackResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwitchBackResult'] = ResolversParentTypes['SwitchBackResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SwitchAccountError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type TicketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Ticket'] = ResolversParentTypes['Ticket']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['Account']>, ParentType, ContextType>;
  cid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['TicketContact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  modifiedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<Array<ResolversTypes['TicketNote']>>, ParentType, ContextType>;
  resolvedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['OptionValue']>, ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['TicketSubject']>, ParentType, ContextType>;
  ticketNumber?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['OptionValue']>, ParentType, ContextType>;
}>;

export type TicketContactResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TicketContact'] = ResolversParentTypes['TicketContact']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TicketFormOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TicketFormOptions'] = ResolversParentTypes['TicketFormOptions']> = ResolversObject<{
  defaultStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  statuses?: Resolver<Array<ResolversTypes['IncidentStatus']>, ParentType, ContextType>;
  subjects?: Resolver<Array<ResolversTypes['Subject']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['IncidentType']>, ParentType, ContextType>;
}>;

export type TicketNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TicketNote'] = ResolversParentTypes['TicketNote']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TicketPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TicketPage'] = ResolversParentTypes['TicketPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Ticket']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
}>;

export type TicketSubjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TicketSubject'] = ResolversParentTypes['TicketSubject']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TileCountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TileCount'] = ResolversParentTypes['TileCount']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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
  items?: Resolver<Array<ResolversTypes['ManagedUser']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
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
  actingAs?: Resolver<Maybe<ResolversTypes['ActingAccount']>, ParentType, ContextType>;
  banners?: Resolver<Array<ResolversTypes['OutageBanner']>, ParentType, ContextType>;
  canSwitchAccount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  environment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  greeting?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  menu?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  releaseNotes?: Resolver<Maybe<ResolversTypes['NavItem']>, ParentType, ContextType>;
  routes?: Resolver<Array<ResolversTypes['RouteDescriptor']>, ParentType, ContextType>;
  rulesVersion?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  showHeader?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tiles?: Resolver<Array<ResolversTypes['NavItem']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['PortalUser'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  Account?: AccountResolvers<ContextType>;
  AccountSettings?: AccountSettingsResolvers<ContextType>;
  AccountSettingsResult?: AccountSettingsResultResolvers<ContextType>;
  AcknowledgementActor?: AcknowledgementActorResolvers<ContextType>;
  AcknowledgementEntry?: AcknowledgementEntryResolvers<ContextType>;
  AcknowledgementState?: AcknowledgementStateResolvers<ContextType>;
  ActingAccount?: ActingAccountResolvers<ContextType>;
  AddTicketNoteResult?: AddTicketNoteResultResolvers<ContextType>;
  AddressSuggestion?: AddressSuggestionResolvers<ContextType>;
  AdminAccount?: AdminAccountResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditDetail?: AuditDetailResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  BcProduct?: BcProductResolvers<ContextType>;
  BcProductStates?: BcProductStatesResolvers<ContextType>;
  Cid?: CidResolvers<ContextType>;
  CidBuilding?: CidBuildingResolvers<ContextType>;
  CidContract?: CidContractResolvers<ContextType>;
  CidPage?: CidPageResolvers<ContextType>;
  CidProduct?: CidProductResolvers<ContextType>;
  CidRegionCount?: CidRegionCountResolvers<ContextType>;
  CidServiceState?: CidServiceStateResolvers<ContextType>;
  CidStatusCount?: CidStatusCountResolvers<ContextType>;
  CidStatusCounts?: CidStatusCountsResolvers<ContextType>;
  CreateTicketResult?: CreateTicketResultResolvers<ContextType>;
  ExportRulesResult?: ExportRulesResultResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  HouseConnection?: HouseConnectionResolvers<ContextType>;
  HouseConnectionMaterialResult?: HouseConnectionMaterialResultResolvers<ContextType>;
  HouseConnectionPage?: HouseConnectionPageResolvers<ContextType>;
  IncidentStatus?: IncidentStatusResolvers<ContextType>;
  IncidentType?: IncidentTypeResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationCid?: LocationCidResolvers<ContextType>;
  LocationDetails?: LocationDetailsResolvers<ContextType>;
  LocationPage?: LocationPageResolvers<ContextType>;
  ManagedUser?: ManagedUserResolvers<ContextType>;
  MaterialCode?: MaterialCodeResolvers<ContextType>;
  MaterialDocumentation?: MaterialDocumentationResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationError?: MutationErrorResolvers<ContextType>;
  NavItem?: NavItemResolvers<ContextType>;
  OntSwap?: OntSwapResolvers<ContextType>;
  OptionValue?: OptionValueResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderCustomer?: OrderCustomerResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPriceLine?: OrderPriceLineResolvers<ContextType>;
  OrderPrices?: OrderPricesResolvers<ContextType>;
  OrderResult?: OrderResultResolvers<ContextType>;
  OrderSigningMail?: OrderSigningMailResolvers<ContextType>;
  OrderStateChange?: OrderStateChangeResolvers<ContextType>;
  OutageBanner?: OutageBannerResolvers<ContextType>;
  OutageHistoryPage?: OutageHistoryPageResolvers<ContextType>;
  OutageNotification?: OutageNotificationResolvers<ContextType>;
  OutageRecord?: OutageRecordResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Pan?: PanResolvers<ContextType>;
  PanAcknowledgementResult?: PanAcknowledgementResultResolvers<ContextType>;
  PanArea?: PanAreaResolvers<ContextType>;
  PanPage?: PanPageResolvers<ContextType>;
  PmUser?: PmUserResolvers<ContextType>;
  PortalInfo?: PortalInfoResolvers<ContextType>;
  PortalUser?: PortalUserResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  PriceSum?: PriceSumResolvers<ContextType>;
  PublishRulesResult?: PublishRulesResultResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReferenceAccess?: ReferenceAccessResolvers<ContextType>;
  ReferenceData?: ReferenceDataResolvers<ContextType>;
  ReleaseNote?: ReleaseNoteResolvers<ContextType>;
  ReleaseNotePage?: ReleaseNotePageResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportConnectionMonth?: ReportConnectionMonthResolvers<ContextType>;
  ReportOutageMonth?: ReportOutageMonthResolvers<ContextType>;
  ReportRepairTimeMonth?: ReportRepairTimeMonthResolvers<ContextType>;
  ReportTicketStatusMonth?: ReportTicketStatusMonthResolvers<ContextType>;
  ReportTicketStatuses?: ReportTicketStatusesResolvers<ContextType>;
  RouteAccess?: RouteAccessResolvers<ContextType>;
  RouteDescriptor?: RouteDescriptorResolvers<ContextType>;
  RuleAccess?: RuleAccessResolvers<ContextType>;
  RuleCellView?: RuleCellViewResolvers<ContextType>;
  RuleChange?: RuleChangeResolvers<ContextType>;
  RuleDraftCheck?: RuleDraftCheckResolvers<ContextType>;
  RuleEditResult?: RuleEditResultResolvers<ContextType>;
  RuleEntry?: RuleEntryResolvers<ContextType>;
  RuleExplanation?: RuleExplanationResolvers<ContextType>;
  RuleFile?: RuleFileResolvers<ContextType>;
  RuleFilesStatus?: RuleFilesStatusResolvers<ContextType>;
  RuleGuard?: RuleGuardResolvers<ContextType>;
  RuleIssue?: RuleIssueResolvers<ContextType>;
  RuleMatrixCell?: RuleMatrixCellResolvers<ContextType>;
  RulePublishError?: RulePublishErrorResolvers<ContextType>;
  RuleTypedText?: RuleTypedTextResolvers<ContextType>;
  RuleVersion?: RuleVersionResolvers<ContextType>;
  RuleVocabulary?: RuleVocabularyResolvers<ContextType>;
  RuleWorkbench?: RuleWorkbenchResolvers<ContextType>;
  ScaProduct?: ScaProductResolvers<ContextType>;
  ScreenSpec?: GraphQLScalarType;
  ServiceState?: ServiceStateResolvers<ContextType>;
  SettingsAccounts?: SettingsAccountsResolvers<ContextType>;
  SettingsError?: SettingsErrorResolvers<ContextType>;
  SettingsFieldError?: SettingsFieldErrorResolvers<ContextType>;
  SignOrderResult?: SignOrderResultResolvers<ContextType>;
  SigningLink?: SigningLinkResolvers<ContextType>;
  SigningOrder?: SigningOrderResolvers<ContextType>;
  SigningProduct?: SigningProductResolvers<ContextType>;
  StateValue?: StateValueResolvers<ContextType>;
  Subject?: SubjectResolvers<ContextType>;
  SwapOntResult?: SwapOntResultResolvers<ContextType>;
  SwitchAccountError?: SwitchAccountErrorResolvers<ContextType>;
  SwitchAccountResult?: SwitchAccountResultResolvers<ContextType>;
  SwitchBackResult?: SwitchBackResultResolvers<ContextType>;
  Ticket?: TicketResolvers<ContextType>;
  TicketContact?: TicketContactResolvers<ContextType>;
  TicketFormOptions?: TicketFormOptionsResolvers<ContextType>;
  TicketNote?: TicketNoteResolvers<ContextType>;
  TicketPage?: TicketPageResolvers<ContextType>;
  TicketSubject?: TicketSubjectResolvers<ContextType>;
  TileCount?: TileCountResolvers<ContextType>;
  UserAdminOptions?: UserAdminOptionsResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserFieldError?: UserFieldErrorResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserPermissions?: UserPermissionsResolvers<ContextType>;
  UserResult?: UserResultResolvers<ContextType>;
  Viewer?: ViewerResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = GraphQLContext> = ResolversObject<{
  screen?: ScreenDirectiveResolver<any, any, ContextType>;
}>;
