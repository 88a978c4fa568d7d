import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORAGE_KEY = 'portal.language';

/**
 * Translations live in one file per domain and language (`i18n/de/tickets.json` …), so that
 * features can be translated independently; a file's name is its top-level key (`t('tickets.…')`).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/*/*.json', { eager: true });

export function translations(language: Language): Record<string, unknown> {
  const resource: Record<string, unknown> = {};
  for (const [path, module] of Object.entries(files)) {
    const match = /\/i18n\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] === language) resource[match[2]!] = module.default;
  }
  return resource;
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return value === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
}

/** German by default (SPEC.md §1); English when the user chose it. */
export function initI18n(language: Language = storedLanguage()) {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { de: { translation: translations('de') }, en: { translation: translations('en') } },
      lng: language,
      fallbackLng: 'de',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18n;
}

export function setLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}
