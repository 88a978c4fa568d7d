/**
 * The kind-specific part of a screen definition (`RouteDescriptor.definition`), as the
 * server validated it against `schema/screens.schema.json`. These types mirror that
 * schema; the renderers read only what they know, so a newer key is ignored, not fatal.
 */
import type { IdFormatName } from '@fibre-portal/shared/id-formats';

export type Scalar = string | number | boolean;

/** A named operation of the client (`operations/`) with its variables. */
export interface DataBinding {
  operation: string;
  /** Fixed variables, e.g. `{ view: 'PAN_BAU' }`. */
  variables?: Record<string, Scalar>;
  /** Variables from route placeholders: variable → placeholder, e.g. `{ panId: 'aan_pan' }`. */
  params?: Record<string, string>;
  /** Boolean variables, true when the user may open the route, e.g. `{ withTickets: '/tickets' }`. */
  canOpen?: Record<string, string>;
}

export type ValueFormat =
  | 'text'
  | 'number'
  | 'percent'
  | 'currency'
  | 'date'
  | 'datetime'
  | 'timestamp'
  | 'boolean'
  | 'badge'
  | 'list'
  | 'address'
  | 'hours'
  | 'months'
  | 'markdown'
  | 'multiline';

/**
 * When something shows: a field that must be true, or conditions on fields (all must
 * hold): its value is one of `in`, none of `notIn`, present or absent.
 */
export type Condition = string | FieldCondition | FieldCondition[];

export interface FieldCondition {
  field: string;
  in?: Scalar[];
  notIn?: Scalar[];
  present?: boolean;
}

export type Tone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/** A computed tone: the first rule whose field is true (per item of a list) gives the tone. */
export interface BadgeRule {
  when: string;
  tone: Tone;
  /** What the tone means, for the legend. */
  label?: string;
}

export interface BadgeSpec {
  /**
   * A field holding the tone (`SUCCESS`, `warning`, or a banner colour such as `yellow`),
   * or a value that `tones` maps to one (e.g. an order's state `SIGNED`).
   */
  toneField?: string;
  /** Tone per shown value, e.g. `{ Aktiv: 'success' }`. */
  tones?: Record<string, Tone>;
  /** Computed tones from true/false fields, e.g. `[{ when: own, tone: info }]`. */
  rules?: BadgeRule[];
  /** Tone (and its meaning) when no rule holds. */
  otherwise?: { tone: Tone; label?: string };
  /** Title of a legend under the list that explains the rules' colours. */
  legend?: string;
}

/** A shown value: a column of a list or a field of a detail section. */
export interface ValueSpec {
  field: string;
  label: string;
  format?: ValueFormat;
  /** Text with `{field}` placeholders instead of the bare value (per item of a list). */
  template?: string;
  /** Link template, e.g. `/tickets/{ticketNumber}`; shown only when the user may open it. */
  link?: string;
  /** Where the link leads, after the shown text in the link's name, e.g. 'Standortdetails öffnen'. */
  linkHint?: string;
  badge?: BadgeSpec;
  /** Sort field of the list (columns only). */
  sort?: string;
  /** Whether the column goes into the CSV export (default true). */
  export?: boolean;
  /**
   * Columns only: 1 stays visible, 2 collapses into the row's 'More' when the table is too
   * wide, 3 collapses first. Default: 1 for the first column and the first badge, else 2.
   */
  priority?: 1 | 2 | 3;
  /** Text for an empty value (default '–'). */
  empty?: string;
  /** Shown only when the condition holds. */
  when?: Condition;
  /** Texts for raw values, e.g. `{ admin: 'Admin', true: 'Deaktiviert' }`; a value without one shows as it is. */
  labels?: Record<string, string>;
  /** Small lines under the value, each a template; a line whose placeholders are all empty is left out. */
  lines?: string[];
  /** Badges computed from the row, shown after the value: each where its field is true. */
  badges?: ComputedBadgeSpec[];
}

/** A badge computed from a row: shown when `when` is true (or false, with `not: true`). */
export interface ComputedBadgeSpec {
  when: string;
  not?: boolean;
  label: string;
  tone?: Tone;
}

export interface OptionSpec {
  value: Scalar;
  label: string;
}

/**
 * Suggestions while typing into a filter (a combobox): a query answering a list for the
 * typed `text`; a chosen suggestion narrows the list by its `value` (GraphQL `key`,
 * address parameter `param`) instead of the typed words.
 */
export interface SuggestSpec {
  operation: string;
  /** Field of a suggestion whose value the chosen one filters by, e.g. `locationId`. */
  value: string;
  /** Field of a suggestion shown and put into the field, e.g. `label`. */
  label: string;
  /** Key in the GraphQL filter input for a chosen suggestion. */
  key: string;
  /** Address parameter of a chosen suggestion. */
  param: string;
  /** A second line per suggestion from a number, e.g. `{cidCount} Einheiten`; `one` for exactly 1. */
  detail?: { field: string; text: string; one?: string };
  /** Characters typed before suggestions are asked for (default 2). */
  minChars?: number;
}

export interface FilterSpec {
  /** Parameter in the address. */
  id: string;
  label: string;
  type: 'text' | 'select' | 'multiselect' | 'dateRange' | 'suggest' | 'boolean';
  /** Key in the GraphQL filter input (the start for a date range). */
  key: string;
  /** Key of the end of a date range. */
  keyTo?: string;
  valueType?: 'string' | 'int';
  options?: OptionSpec[];
  optionsFrom?: string;
  placeholder?: string;
  maxLength?: number;
  /** Texts for loaded option values (`optionsFrom`), e.g. `{ 'user.created': 'Benutzer angelegt' }`. */
  labels?: Record<string, string>;
  /** What a typed value must match (whole value), checked before anything is asked; the server checks again. */
  pattern?: string;
  patternMessage?: string;
  /** type 'suggest': where the suggestions come from. */
  suggest?: SuggestSpec;
  /** The shape of an id typed into a text filter, checked before the filter applies. */
  format?: IdFormatName;
}

/** A named rule of `@fibre-portal/shared/field-rules`, checked the same way by the server. */
export type FieldRuleName = 'text' | 'email' | 'postcode' | 'phone' | 'name' | 'role' | 'type' | 'accountid';

export interface FormFieldSpec {
  name: string;
  label: string;
  /** `list`: a list of texts (e.g. e-mail addresses) with add and remove; its entries are `name.0`, `name.1` … */
  type: 'text' | 'textarea' | 'email' | 'tel' | 'select' | 'number' | 'date' | 'list';
  /** A shared rule (same check and message as the server's); with `required` for blank values. */
  rule?: FieldRuleName;
  /** The browser's autofill hint, e.g. `postal-code`. */
  autoComplete?: string;
  /** Lists: each entry, e.g. `{ type: email, rule: email, label: 'Empfänger {number}' }`. */
  item?: { type: 'text' | 'email' | 'tel'; label: string; rule?: FieldRuleName };
  /** Lists: at most this many entries. */
  maxItems?: number;
  /** Lists: no entry twice (case-insensitive). */
  unique?: boolean;
  addLabel?: string;
  /** Lists: label of an entry's remove button, `{number}` for its position. */
  removeLabel?: string;
  emptyText?: string;
  valueType?: 'string' | 'int';
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  pattern?: string;
  patternMessage?: string;
  options?: OptionSpec[];
  optionsFrom?: string;
  default?: Scalar;
  defaultFrom?: string;
  /** Prefill from the page's data (a detail item or a row), e.g. `id`. */
  prefill?: string;
  readOnlyWhenPrefilled?: boolean;
  helper?: string;
  placeholder?: string;
  /** Editable only when this field of the page's data is true; otherwise shown read-only with `lockedHelper`. */
  editableWhen?: string;
  lockedHelper?: string;
  /** A text field's suggestions loaded from the server (any value may still be typed). */
  suggestionsFrom?: string;
  /** Texts for option values, e.g. `{ admin: 'Admin' }` (static or loaded options). */
  labels?: Record<string, string>;
}

/** A group of fields with a heading (a fieldset with its legend). */
export interface FormSectionSpec {
  title: string;
  help?: string;
  /** Names of the form's fields, in order. */
  fields: string[];
  columns?: 1 | 2;
}

export interface FormSpec {
  /** A sentence above the fields; `{field}` from the page's data (a row). */
  intro?: string;
  fields: FormFieldSpec[];
  sections?: FormSectionSpec[];
  submit: {
    operation: string;
    label: string;
    /** Input fields from the page's data: field → path. */
    params?: Record<string, string>;
    /** Message after success; `{field}` from the result. */
    success?: string;
    resultLink?: string;
    resultLinkLabel?: string;
    /** After a save that changed this field (`de`/`en`), the interface switches to that language. */
    applyLanguage?: string;
    /** After success, close the dialog and show `success` on the page (instead of in the dialog). */
    closeOnSuccess?: boolean;
    /** The colour of the submit button, e.g. danger for a deactivation. */
    tone?: Tone;
  };
}

export interface ActionSpec {
  id: string;
  label: string;
  to?: string;
  form?: FormSpec;
  block?: string;
  title?: string;
  /** Shown only when the condition holds (a field that is true, or conditions on fields). */
  when?: Condition;
  primary?: boolean;
  /** 'danger' for what cannot be undone (a cancellation). */
  tone?: 'danger';
}

/** The steps a record went through: when, which state, by whom; the last is the current one. */
export interface HistorySpec {
  field: string;
  /** Field of a step with its state's text. */
  label: string;
  /** Field of a step with its time. */
  at: string;
  /** Field of a step naming who took it. */
  by?: string;
  /** Field of a step with its state's key (for tests and tones). */
  key?: string;
  emptyText?: string;
}

/** Priced lines (products of an order) with their sums. */
export interface LineItemsSpec {
  field: string;
  columns: ValueSpec[];
  totals?: Array<{ label: string; field: string; format?: ValueFormat; note?: string; id?: string }>;
  /** A line below the sums, e.g. that prices include VAT; `{field}` from the record. */
  note?: string;
  emptyText?: string;
}

/** One card per record of a list in the data (the orders of a CID), each with its own parts and actions. */
export interface RecordsSpec {
  field: string;
  /** Field whose value heads each card, e.g. `number`. */
  title: string;
  /** Values beside the card's title, e.g. the state as a badge. */
  badges?: ValueSpec[];
  sections: SectionSpec[];
  actions?: ActionSpec[];
  emptyText?: string;
}

export interface SectionSpec {
  title: string;
  fields?: ValueSpec[];
  list?: { field: string; columns: ValueSpec[]; emptyText?: string; layout?: 'table' | 'timeline'; where?: FieldCondition[] };
  history?: HistorySpec;
  lineItems?: LineItemsSpec;
  records?: RecordsSpec;
  block?: string;
  actions?: ActionSpec[];
  wide?: boolean;
  /** Shown only when the condition holds. */
  when?: Condition;
  /** Fields without a value are left out instead of showing '–'. */
  hideEmpty?: boolean;
}

/** A notice above the sections with the text of a field, e.g. why nothing can be ordered. */
export interface NoticeSpec {
  field: string;
  tone?: 'info' | 'warning';
  when?: Condition;
}

export interface SortSpec {
  field: string;
  direction?: 'ASC' | 'DESC';
}

export interface ListSpec {
  title?: string;
  intro?: string;
  data?: DataBinding;
  columns?: ValueSpec[];
  defaultSort?: SortSpec;
  pageSize?: number;
  search?: { label: string; key?: string; placeholder?: string; maxLength?: number };
  filters?: FilterSpec[];
  export?: { filename: string };
  layout?: 'table' | 'feed';
  rowLink?: string;
  rowDetail?: { title?: string; sections: SectionSpec[] };
  rowActions?: ActionSpec[];
  blocks?: string[];
  emptyText?: string;
  backLink?: { to: string; label?: string };
  actions?: ActionSpec[];
  /**
   * Tabs, each a list of its own (in the address as `tab`, the first is the default):
   * a screen with tabs has no `data` and `columns` of its own.
   */
  tabs?: ListTabSpec[];
}

export interface ListTabSpec extends Omit<ListSpec, 'tabs' | 'intro' | 'actions' | 'backLink' | 'blocks' | 'title'> {
  id: string;
  label: string;
}

export interface DetailSpec {
  intro?: string;
  data?: DataBinding;
  heading?: string;
  /** Values in a line below the title: identifiers, the state as a badge, marks like 'Ihr Anschluss'. */
  summary?: ValueSpec[];
  notices?: NoticeSpec[];
  links?: Array<{ label: string; to: string }>;
  sections?: SectionSpec[];
  notFound?: string;
  actions?: ActionSpec[];
  /** The list the record belongs to: a breadcrumb back, and its menu entry stays marked. */
  backLink?: { to: string; label?: string };
}

export interface FormScreenSpec {
  intro?: string;
  /** The query of the initial values: each field starts with the record's value at `prefill` (default: its name). */
  data?: DataBinding;
  /** A choice above the form that sets a variable of the query and the mutation (e.g. the account); hidden with fewer than two options. */
  scope?: { variable: string; label: string; optionsFrom: string };
  /** A line about the record, e.g. who saved it last; `when` empty shows `empty`. */
  stamp?: { template: string; when: string; empty?: string; formats?: Record<string, ValueFormat> };
  form?: FormSpec;
}

export interface CardSpec {
  title: string;
  value?: string;
  link?: string;
  figures?: { items: string; label: string; value: string; link?: string };
}

/** A figure of a chart block: a column of its table, and a bar or line of its chart (unless `chart: false`). */
export interface ChartSeriesSpec {
  field: string;
  label: string;
  /** A Chakra colour token, e.g. `teal.500`. */
  colour?: string;
  /** Decimal places shown at most (default 0 for whole numbers, else 2). */
  decimals?: number;
  /** False: only a column of the table. */
  chart?: boolean;
}

/** A chart with its table of figures and a CSV download, from a list in the dashboard's data. */
export interface ChartSpec {
  title: string;
  type: 'bar' | 'line';
  /** Bars on top of each other (parts of a whole). */
  stacked?: boolean;
  /** Path of the rows in the data, e.g. `outages` (one row per category). */
  items: string;
  /** The row's category, e.g. `{ field: month, format: month }`. */
  category: { field: string; label: string; format?: 'text' | 'month' };
  series?: ChartSeriesSpec[];
  /** Series named by the data: `labels` a list of names (from the data's root), `field` the row's list of values in that order. */
  seriesFrom?: { labels: string; field: string };
  /** A last column of the table, e.g. the row's total. */
  total?: { field: string; label: string };
  /** CSV of the table; `{field}` in the name from the data's root, e.g. `stoerungen_{from}_{to}`. */
  csv?: { filename: string };
}

/** Fields of a period above a dashboard, kept in the address (`?from=…&to=…`): variables of its query. */
export interface PeriodSpec {
  type: 'month';
  legend: string;
  apply: string;
  hint?: string;
  /** `variable` is the query's variable and the address parameter; `field` the data's field with the period the server chose. */
  from: { variable: string; label: string; field?: string };
  to: { variable: string; label: string; field?: string };
}

export interface DashboardSpec {
  intro?: string;
  data?: DataBinding;
  period?: PeriodSpec;
  cards?: CardSpec[];
  charts?: ChartSpec[];
  list?: ListSpec;
  actions?: ActionSpec[];
}

export interface CustomSpec {
  intro?: string;
  block?: string;
}

/**
 * The definition of a descriptor as the renderer of its kind reads it. The server sends
 * a JSON object validated against the schema; anything else counts as no definition.
 */
export function specOf<T extends object>(screen: { definition?: unknown }): Partial<T> {
  const value = screen.definition;
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<T>) : {};
}
