import type { Language } from './validation';

/**
 * A range of calendar months ('YYYY-MM'), checked the same way by the reporting query on
 * the BFF and by the period fields of a dashboard in the browser (issue 17: a reversed
 * range is explained at the field, in the user's language, before anything is asked).
 */
export const MAX_RANGE_MONTHS = 36;

const MESSAGES = {
  de: {
    month: (value: string) => `„${value}“ ist kein Monat (erwartet: JJJJ-MM, z. B. 2026-03).`,
    order: 'Der Zeitraum endet vor seinem Beginn.',
    span: `Der Zeitraum darf höchstens ${MAX_RANGE_MONTHS} Monate umfassen.`,
  },
  en: {
    month: (value: string) => `“${value}” is not a month (expected: YYYY-MM, e.g. 2026-03).`,
    order: 'The range ends before it begins.',
    span: `The range may span at most ${MAX_RANGE_MONTHS} months.`,
  },
} as const;

export function monthRangeMessage(key: 'order' | 'span', language: Language = 'de'): string {
  return MESSAGES[language][key];
}

export function notAMonthMessage(value: string, language: Language = 'de'): string {
  return MESSAGES[language].month(value.trim().slice(0, 20));
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a text is a month 'YYYY-MM' between 2000 and 2100. */
export function isMonth(value: string): boolean {
  const match = MONTH.exec(value.trim());
  return match !== null && Number(match[1]) >= 2000 && Number(match[1]) <= 2100;
}

/** Number of months from `from` to `to`, both included. */
export function monthSpan(from: string, to: string): number {
  const index = (month: string) => {
    const [year, number] = month.split('-').map(Number) as [number, number];
    return year * 12 + number;
  };
  return index(to) - index(from) + 1;
}

/**
 * The mistakes of a range, by field ('from', 'to'); empty when it is fine. A missing end
 * is left to the server's default (the last 12 months up to the current one).
 */
export function monthRangeErrors(range: { from?: string | null; to?: string | null }, language: Language = 'de'): Partial<Record<'from' | 'to', string>> {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  const from = range.from?.trim() ?? '';
  const to = range.to?.trim() ?? '';
  if (from !== '' && !isMonth(from)) errors.from = notAMonthMessage(from, language);
  if (to !== '' && !isMonth(to)) errors.to = notAMonthMessage(to, language);
  if (errors.from === undefined && errors.to === undefined && from !== '' && to !== '') {
    if (to < from) errors.to = MESSAGES[language].order;
    else if (monthSpan(from, to) > MAX_RANGE_MONTHS) errors.to = MESSAGES[language].span;
  }
  return errors;
}
