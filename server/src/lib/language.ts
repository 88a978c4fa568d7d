/**
 * The viewer's language and texts written in both languages (issue 17). German is the
 * default (SPEC.md §1); English is the only other language.
 *
 * A text in `screens/` is either a plain string (German, during the transition) or
 * `{ de, en }`. The server resolves every descriptor to one language before it leaves
 * the BFF, so the client only ever sees strings.
 */

export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de';

/** A text in both languages, as written in `screens/*.yaml`. */
export interface BilingualText {
  de: string;
  en: string;
}

/** A text as a definition may hold it: German only (transition) or both languages. */
export type LocalizedText = string | BilingualText;

export function isLanguage(value: unknown): value is Language {
  return value === 'de' || value === 'en';
}

/** Whether a value is a `{ de, en }` text (an object with a German string and nothing but de/en). */
export function isBilingual(value: unknown): value is { de: string; en?: string } {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  if (typeof record['de'] !== 'string') return false;
  return Object.keys(record).every((key) => key === 'de' || (key === 'en' && typeof record['en'] === 'string'));
}

/** The text in `language`; a missing English text falls back to German. */
export function textIn(text: LocalizedText | { de: string; en?: string }, language: Language): string {
  if (typeof text === 'string') return text;
  return language === 'en' ? (text.en ?? text.de) : text.de;
}

/**
 * A copy of `value` with every `{ de, en }` text replaced by the text in `language`;
 * everything else is kept as it is (same objects where nothing changed).
 */
export function localizeDeep<T>(value: T, language: Language): T {
  if (value === null || typeof value !== 'object') return value;
  if (isBilingual(value)) return textIn(value, language) as T;
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item: unknown) => {
      const resolved = localizeDeep(item, language);
      if (resolved !== item) changed = true;
      return resolved;
    });
    return (changed ? next : value) as T;
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const resolved = localizeDeep(item, language);
    if (resolved !== item) changed = true;
    next[key] = resolved;
  }
  return (changed ? next : value) as T;
}

/**
 * The first of our languages an `Accept-Language` header asks for, by quality
 * (`en-GB,en;q=0.9,de;q=0.8` → en); null when it names neither.
 */
export function languageFromAcceptLanguage(header: string | readonly string[] | null | undefined): Language | null {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (text === '') return null;
  const ranked = String(text)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.quality > 0 && Number.isFinite(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? null;
}

/**
 * The language of a request: the user's own setting when there is one, else what the
 * browser asks for (`Accept-Language`, which the client sets to its chosen language),
 * else German.
 */
export function requestLanguage(userSetting: string | null | undefined, acceptLanguage: string | readonly string[] | null | undefined): Language {
  if (isLanguage(userSetting)) return userSetting;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * The server's message mechanism: every user-facing message is written in both languages
 * where it is made, and the request's language (`context.language`) picks one.
 *
 *   throw notFound(say(context.language, { de: 'Dieses Ticket gibt es nicht.', en: 'This ticket does not exist.' }));
 */
export function say(language: Language, message: BilingualText): string {
  return message[language];
}
