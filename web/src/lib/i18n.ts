import { createContext, createElement, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'portal.language';

type Texts = Record<string, unknown>;

/** What `t` takes besides the key: the values of `{{placeholders}}`, `count` (plurals), `defaultValue`. */
export interface TranslateOptions {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
}
export type TFunction = (key: string, options?: TranslateOptions) => string;

/**
 * The portal's translations: a key (`'tickets.list.title'`, a path in the domain files)
 * looked up in the current language, then in German, with `{{placeholders}}` and plurals
 * (`key_one`/`key_other` by `Intl.PluralRules`, `key_zero` for a count of 0 where present).
 * It does what the portal used of i18next and react-i18next – the same keys, files and
 * results – in about 1 KB instead of 14.5 KB gzip in the first load (issue 20, B8; see
 * docs/decisions.md). The texts are plain strings (React escapes them), as with i18next's
 * `escapeValue: false`.
 */
class Translations {
  language: Language = 'de';
  private readonly bundles: Partial<Record<Language, Texts>> = {};
  private readonly listeners = new Set<(language: Language) => void>();
  private readonly fixed = new Map<Language, TFunction>();
  private readonly plurals = new Map<Language, Intl.PluralRules>();

  /** The text of `key` in the current language. */
  readonly t: TFunction = (key, options) => this.translate(this.language, key, options);

  /** A `t` bound to one language: a new function per language, so memoized users render again on a switch. */
  fixedT(language: Language): TFunction {
    let t = this.fixed.get(language);
    if (t === undefined) {
      t = (key, options) => this.translate(language, key, options);
      this.fixed.set(language, t);
    }
    return t;
  }

  hasTexts(language: Language): boolean {
    return this.bundles[language] !== undefined;
  }

  /** Adds texts of a language; keys already there stay (a domain added twice changes nothing). */
  addTexts(language: Language, texts: Texts): void {
    this.bundles[language] = mergeMissing(this.bundles[language] ?? {}, texts);
  }

  async changeLanguage(language: Language): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language;
      for (const listener of [...this.listeners]) listener(language);
    }
    return this.t;
  }

  on(_event: 'languageChanged', listener: (language: Language) => void): void {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: (language: Language) => void): void {
    this.listeners.delete(listener);
  }

  /** For `useSyncExternalStore`. */
  readonly subscribe = (onChange: () => void): (() => void) => {
    this.listeners.add(onChange);
    return () => this.listeners.delete(onChange);
  };

  private translate(language: Language, key: string, options: TranslateOptions = {}): string {
    const { count } = options;
    for (const code of language === 'de' ? (['de'] as const) : [language, 'de' as const]) {
      const candidates = [key];
      if (typeof count === 'number') {
        candidates.unshift(`${key}_${this.pluralRules(code).select(count)}`);
        if (count === 0) candidates.unshift(`${key}_zero`);
      }
      for (const candidate of candidates) {
        const found = lookup(this.bundles[code], candidate);
        if (typeof found === 'string') return interpolate(found, options);
      }
    }
    return options.defaultValue === undefined ? key : interpolate(options.defaultValue, options);
  }

  private pluralRules(language: Language): Intl.PluralRules {
    let rules = this.plurals.get(language);
    if (rules === undefined) {
      rules = new Intl.PluralRules(language);
      this.plurals.set(language, rules);
    }
    return rules;
  }
}

function lookup(texts: Texts | undefined, path: string): unknown {
  let value: unknown = texts;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Texts)[part];
  }
  return value;
}

/** `{{name}}` (or `{{a.b}}`) replaced by its value; a placeholder without a value given stays as written, as in i18next. */
function interpolate(text: string, values: TranslateOptions): string {
  return text.includes('{{')
    ? text.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
        const variable = name.trim();
        if (Object.prototype.hasOwnProperty.call(values, variable)) return String(values[variable] ?? '');
        const value = lookup(values, variable);
        return value === undefined ? whole : String(value ?? '');
      })
    : text;
}

function mergeMissing(target: Texts, source: Texts): Texts {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing === undefined) target[key] = value;
    else if (isTexts(existing) && isTexts(value)) target[key] = mergeMissing({ ...existing }, value);
  }
  return target;
}

const isTexts = (value: unknown): value is Texts => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The one instance of the page. */
export const i18n = new Translations();
export type I18n = Translations;

const I18nContext = createContext<Translations>(i18n);

/** Makes `i18n` the instance `useTranslation` reads (the page has one; the provider keeps the app's tree explicit). */
export function I18nProvider({ i18n: value, children }: { i18n: Translations; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value }, children);
}

/** `t` in the current language and the instance; renders again when the language changes. */
export function useTranslation(): { t: TFunction; i18n: Translations } {
  const instance = useContext(I18nContext);
  const language = useSyncExternalStore(
    instance.subscribe,
    () => instance.language,
    () => instance.language,
  );
  return useMemo(() => ({ t: instance.fixedT(language), i18n: instance }), [instance, language]);
}

/**
 * Translations live in one file per domain and language (`i18n/de/tickets.json` …), so that
 * features can be translated independently; a file's name is its top-level key (`t('tickets.…')`).
 * German is in the first load; English is fetched when chosen (issue 10, B8: the first load
 * carries one language, not two).
 */
const germanFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../i18n/de/*.json',
    '!../i18n/de/workbench.json',
    '!../i18n/de/ordering.json',
    '!../i18n/de/ontSwap.json',
    '!../i18n/de/pans.json',
    '!../i18n/de/sdui.json',
    '!../i18n/de/auth.json',
    '!../i18n/de/home.json',
    '!../i18n/de/forbidden.json',
    '!../i18n/de/notFound.json',
  ],
  { eager: true },
);
/**
 * The German texts of features no first page shows (issue 20, B8: texts per route), those
 * of the screen renderers (sdui/texts.ts), and those only one of the two first pages shows (the
 * login's, home's): each comes with its chunk, which registers it (`addGermanTexts`) before it renders.
 */
const germanFeatureFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../i18n/de/sdui.json',
  '../i18n/de/workbench.json',
  '../i18n/de/ordering.json',
  '../i18n/de/ontSwap.json',
  '../i18n/de/pans.json',
  '../i18n/de/auth.json',
  '../i18n/de/home.json',
  '../i18n/de/forbidden.json',
  '../i18n/de/notFound.json',
]);

/** Adds the German texts of a feature's domain (`t('workbench.…')`); called by the feature's chunk when it loads. */
export function addGermanTexts(domain: string, texts: Record<string, unknown>): void {
  i18n.addTexts('de', { [domain]: texts });
}
const englishFiles = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/en/*.json');

function byDomain(entries: Array<[string, { default: Record<string, unknown> }]>): Record<string, unknown> {
  const resource: Record<string, unknown> = {};
  for (const [path, module] of entries) {
    const match = /\/i18n\/\w+\/([\w-]+)\.json$/.exec(path);
    if (match) resource[match[1]!] = module.default;
  }
  return resource;
}

/** The translations of one language, keyed by domain. */
export async function loadTranslations(language: Language): Promise<Record<string, unknown>> {
  if (language === 'de') {
    const features = await Promise.all(
      Object.entries(germanFeatureFiles).map(async ([path, load]) => [path, await load()] as [string, { default: Record<string, unknown> }]),
    );
    return byDomain([...Object.entries(germanFiles), ...features]);
  }
  return byDomain(
    await Promise.all(Object.entries(englishFiles).map(async ([path, load]) => [path, await load()] as [string, { default: Record<string, unknown> }])),
  );
}

/** Makes sure the translations of `language` are there (German always is). */
export async function ensureLanguage(language: Language): Promise<void> {
  if (i18n.hasTexts(language)) return;
  i18n.addTexts(language, await loadTranslations(language));
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
}

/**
 * The language the client asks in, also as a cookie: the server reads it when it answers a
 * page with its first answers in the HTML (server/src/graphql/initial-state.ts), which it
 * must give in the language the client would ask in. Only the choice, for a year.
 */
export const LANGUAGE_COOKIE = 'portal-language';
function rememberForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

let initialized = false;

/**
 * German by default (SPEC.md §1); English when the user chose it. Until the English files
 * arrived, texts fall back to German; `languageReady()` resolves when the chosen language is there.
 */
export function initI18n(language: Language = storedLanguage()) {
  if (!initialized) {
    initialized = true;
    i18n.addTexts('de', byDomain(Object.entries(germanFiles)));
    i18n.language = language;
    if (language === 'en') rememberForServer(language);
  }
  return i18n;
}

/** Resolves when the translations of the current language are loaded (at once for German). */
export function languageReady(): Promise<void> {
  return ensureLanguage(i18n.language === 'en' ? 'en' : 'de');
}

export async function setLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  rememberForServer(language);
  await ensureLanguage(language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

/**
 * Shows the page in `language` without making it the user's choice (nothing is stored):
 * the open signing page speaks the customer's language, the one chosen on the order form.
 */
export async function showLanguage(language: Language) {
  await ensureLanguage(language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}
