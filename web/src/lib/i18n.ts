import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'portal.language';

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
  ],
  { eager: true },
);
/**
 * The German texts of features no first page shows (issue 20, B8: texts per route), and those
 * of the screen renderers (sdui/texts.ts): each comes with its chunk, which registers it
 * (`addGermanTexts`) before it renders.
 */
const germanFeatureFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../i18n/de/sdui.json',
  '../i18n/de/workbench.json',
  '../i18n/de/ordering.json',
  '../i18n/de/ontSwap.json',
  '../i18n/de/pans.json',
]);
const pendingGerman: Record<string, unknown> = {};

/** Adds the German texts of a feature's domain (`t('workbench.…')`); called by the feature's chunk when it loads. */
export function addGermanTexts(domain: string, texts: Record<string, unknown>): void {
  // Before i18next is set up, the texts wait for `initI18n`.
  if (i18n.store === undefined) pendingGerman[domain] = texts;
  else i18n.addResourceBundle('de', 'translation', { [domain]: texts }, true, false);
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

/** Makes sure the translations of `language` are in i18next (German always is). */
export async function ensureLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadTranslations(language));
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
 * German by default (SPEC.md §1); English when the user chose it. Until the English files
 * arrived, texts fall back to German; `languageReady()` resolves when the chosen language is there.
 */
export function initI18n(language: Language = storedLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { de: { translation: { ...byDomain(Object.entries(germanFiles)), ...pendingGerman } } },
      lng: language,
      fallbackLng: 'de',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
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
