import type { AccountType, Requirement, Role, ScreenKind } from './navigation.vocabulary';
import type { LocalizedText } from '../../lib/language';

export type { LocalizedText };

/**
 * An access rule as written in `screens/*.yaml`. Every present clause must hold;
 * a rule without clauses (`{}`) lets everyone through. `sameAs` stands alone and
 * borrows the rule of other entries (visible when any of them is).
 */
export interface AccessRule {
  /** Only these types (a missing type counts as isp). */
  types?: AccountType[];
  /** Everyone except these types. */
  excludeTypes?: AccountType[];
  /** Only these roles. */
  roles?: Role[];
  /** A named condition, e.g. the header-menu condition `accountIdOrInternalType`. */
  requires?: Requirement;
  /** The rule of another menu entry, tile, release-notes link or screen (or any of several). */
  sameAs?: string | string[];
}

/**
 * Per-type replacements of a text, e.g. `{ sales: { de: 'HA-Bestellung', en: 'Order connection' } }`.
 * Every text of a definition is `{ de, en }`, or a plain German string (transition).
 */
export type TextByType = Partial<Record<AccountType, LocalizedText>>;

/** A menu entry, home tile or release-notes link. */
export interface NavEntryDefinition {
  id: string;
  label: LocalizedText;
  labelByType?: TextByType;
  /** Client route, optionally with a query (`/locations?tab=order`). */
  route: string;
  /** Display position within its list; lower comes first, unique per list. */
  order: number;
  access: AccessRule;
  /** Tiles only: the tile's symbol. */
  icon?: string;
  /** Tiles only: one line under the title. */
  description?: LocalizedText;
  /** Tiles only: a number computed on the server for the viewer, with its texts ('{count}' stands for it). */
  count?: TileCountDefinition;
}

/** Where a tile's number comes from; each source applies the rules of the list it counts. */
export type TileCountSource = 'orders-awaiting-signature' | 'tickets-awaiting-answer' | 'pans-awaiting-freigabe';

export interface TileCountDefinition {
  source: TileCountSource;
  text: LocalizedText;
  one?: LocalizedText;
  none?: LocalizedText;
}

/** The header menu: its own visibility rule plus its entries. */
export interface MenuDefinition {
  access: AccessRule;
  entries: NavEntryDefinition[];
}

export interface GreetingDefinition {
  text: LocalizedText;
  textByType?: TextByType;
}

/** Everything the home page shows besides banners. */
export interface HomeDefinition {
  greeting: GreetingDefinition;
  tiles: NavEntryDefinition[];
  /** Candidates for the one release-notes link; the first visible by order wins. */
  releaseNotes: NavEntryDefinition[];
}

/**
 * What a screen shows beyond its route and rule, per kind (columns, filters, sections,
 * form fields, cards, block …). Validated by `schema/screens.schema.json`; the server
 * passes it to the client as it stands, the client's generic renderers interpret it.
 */
export type ScreenSpec = Readonly<Record<string, unknown>>;

/** A screen (route) of the client, with its kind-specific fields (see `ScreenSpec`). */
export interface ScreenDefinition {
  id: string;
  /** Route pattern with `:param` segments, e.g. `/tickets/:ticketnumber`. */
  route: string;
  title: LocalizedText;
  titleByType?: TextByType;
  kind: ScreenKind;
  /** Absent only for public screens. */
  access?: AccessRule;
  /** Open without a session (the order-form signing routes). */
  public?: boolean;
  /** Kind-specific fields; every key not named above belongs to the `ScreenSpec`. */
  [key: string]: unknown;
}

/** The content of one definitions file: any of the three sections. */
export interface DefinitionsFile {
  $schema?: string;
  menu?: MenuDefinition;
  home?: HomeDefinition;
  screens?: ScreenDefinition[];
}

/** The user the rules are evaluated for. A missing or empty type counts as isp. */
export interface NavigationUser {
  type?: string | null;
  role: Role;
  accountId?: string | null;
}

/** A menu entry, tile or link as the client receives it (DESIGN.md section 5). */
export interface NavItem {
  readonly id: string;
  readonly label: string;
  readonly route: string;
  readonly icon?: string | null;
  readonly description?: string | null;
  /** The count's source and its texts in the viewer's language; the number is resolved per request. */
  readonly count?: { readonly source: TileCountSource; readonly text: string; readonly one: string | null; readonly none: string | null } | null;
}

/** A screen the user may open; the client builds its router from these. */
export interface RouteDescriptor {
  readonly id: string;
  /** Route pattern with `:param` segments. */
  readonly route: string;
  readonly kind: ScreenKind;
  readonly title: string;
  readonly public: boolean;
  /** The kind-specific fields of the definition; null when it has none. */
  readonly definition: ScreenSpec | null;
}

/** Everything navigation-related one user gets. Shared and frozen: never mutate it. */
export interface Navigation {
  readonly greeting: string;
  /** Whether the header menu shows (SPEC.md section 2); `menu` is empty when not. */
  readonly showHeader: boolean;
  readonly menu: readonly NavItem[];
  readonly tiles: readonly NavItem[];
  readonly releaseNotes: NavItem | null;
  readonly routes: readonly RouteDescriptor[];
}

/** Result of `explainVisibility`: the verdict and the German reasons behind it. */
export interface VisibilityExplanation {
  visible: boolean;
  reasons: string[];
}

/** Where an id is looked up by `explainVisibility`. */
export type ItemScope = 'menu' | 'tile' | 'releaseNotes' | 'screen';

/**
 * A validated, merged set of definitions. Created only by the loaders of this
 * module, which also precompute its evaluation tables; treat it as immutable.
 */
export interface RuleSet {
  /** SHA-256 of the definitions (stable key order): equal content, equal hash. */
  readonly hash: string;
  /** The parsed file contents by file name, as loaded (for versioning and export). */
  readonly sources: Readonly<Record<string, unknown>>;
  readonly menu: MenuDefinition;
  readonly home: HomeDefinition;
  /** All screens in file-name order, then in file order. */
  readonly screens: readonly ScreenDefinition[];
}

/** One problem in the definitions, located as precisely as possible. */
export interface RuleIssue {
  /** Display name of the file, e.g. `screens/menu.yaml`. */
  file: string;
  /** JSON pointer inside the file, `/` for the whole file. */
  path: string;
  /** 1-based line in the file when known (YAML sources). */
  line?: number;
  /** German description of what is wrong and what was expected. */
  message: string;
  /** A definition needs a field or operation the shipped client does not ask for (client-contract.ts). */
  needsClientRelease?: boolean;
}

/** The minimal logger this module needs; a Fastify/pino logger fits. */
export interface NavigationLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
