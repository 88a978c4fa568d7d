import { forwardRef, useState } from 'react';
import { localeOf, type Locale } from '../lib/intl';
import { PickerField } from './picker-field';
import { useTranslation } from '../lib/i18n';

/**
 * A calendar month typed or picked in the user's language, whatever the browser's own
 * locale: 'März 2026' in German and 'March 2026' in English (a native month input shows the
 * browser's month names, e.g. English ones in a German portal). The same approach as
 * `DateField`: a text field in the user's format and the browser's picker behind a button
 * (`PickerField`).
 * The value is the month the GraphQL inputs and the address take ('2026-03'), '' when
 * empty, and the typed text itself when it is no month, so the form's check can name it.
 */
export interface MonthFieldProps {
  /** 'YYYY-MM', '' or unreadable text. */
  value: string;
  onChange: (value: string) => void;
  name: string;
  id?: string;
  placeholder?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
}

const ISO_MONTH = /^(\d{4})-(\d{1,2})$/;
const NUMERIC = /^(\d{1,2})\s*[./-]\s*(\d{4})$/;
const NAMED = /^(\p{L}+)\.?\s+(\d{4})$/u;

function isoMonth(year: number, month: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12) return null;
  return `${year}-${String(month).padStart(2, '0')}`;
}

const monthName = (locale: string, month: number, style: 'long' | 'short') =>
  new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

const normalise = (name: string) => name.toLocaleLowerCase('de').replace(/\.$/, '').normalize('NFC');

/** Month names a user of the language may type: long and short, and 'Januar' beside the Austrian 'Jänner'. */
const NAMES = new Map<Locale, ReadonlyMap<string, number>>();
function namesOf(locale: Locale): ReadonlyMap<string, number> {
  let names = NAMES.get(locale);
  if (names === undefined) {
    const map = new Map<string, number>();
    const locales = locale === 'de-AT' ? ['de-AT', 'de-DE'] : ['en-GB'];
    for (const tag of locales)
      for (let month = 1; month <= 12; month += 1) for (const style of ['long', 'short'] as const) map.set(normalise(monthName(tag, month, style)), month);
    names = map;
    NAMES.set(locale, names);
  }
  return names;
}

/** Typed text as 'YYYY-MM': '03.2026', '3/2026', '2026-03', 'März 2026', 'Mär. 2026' (names in the user's language). */
export function parseMonthText(text: string, locale: Locale): string | null {
  const trimmed = text.trim();
  const iso = ISO_MONTH.exec(trimmed);
  if (iso) return isoMonth(Number(iso[1]), Number(iso[2]));
  const numeric = NUMERIC.exec(trimmed);
  if (numeric) return isoMonth(Number(numeric[2]), Number(numeric[1]));
  const named = NAMED.exec(trimmed);
  if (!named) return null;
  const month = namesOf(locale).get(normalise(named[1] as string));
  return month === undefined ? null : isoMonth(Number(named[2]), month);
}

/** 'YYYY-MM' as the user's language names it: 'März 2026' / 'March 2026'; other text as it is. */
export function formatMonthText(value: string, locale: Locale): string {
  const match = ISO_MONTH.exec(value.trim());
  if (!match) return value;
  return `${monthName(locale, Number(match[2]), 'long')} ${match[1]}`;
}

export const MonthField = forwardRef<HTMLInputElement, MonthFieldProps>(function MonthField({ value, onChange, name, id, placeholder, invalid, ...aria }, ref) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  // What the user is typing stays as typed while it means the value; a value set from
  // outside (the address, the server's range, the picker) shows by its name.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed !== null && (parseMonthText(typed, locale) ?? typed) === value ? typed : formatMonthText(value, locale);
  const type = (next: string) => {
    setTyped(next);
    onChange(next.trim() === '' ? '' : (parseMonthText(next, locale) ?? next));
  };
  return (
    <PickerField
      ref={ref}
      pickerType="month"
      pickerValue={parseMonthText(value, locale) ?? ''}
      pickerLabel={t('common.month.open')}
      onPick={onChange}
      id={id}
      name={name}
      value={text}
      placeholder={placeholder ?? t('common.month.placeholder')}
      maxLength={20}
      width="11rem"
      aria-describedby={aria['aria-describedby']}
      aria-invalid={invalid || undefined}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={() => {
        if (parseMonthText(text, locale) !== null) setTyped(null);
      }}
    />
  );
});
