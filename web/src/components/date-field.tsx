import { useEffect, useState } from 'react';
import { localeOf, type Locale } from '../lib/intl';
import { PickerField } from './picker-field';
import { useTranslation } from '../lib/i18n';

/**
 * A calendar day typed or picked in the user's language, whatever the browser's own locale:
 * 25.11.2026 in German and 25/11/2026 in English (a native date input shows mm/dd/yyyy or
 * English month names depending on the browser's locale). The field's value is the ISO day ('2026-11-25') the GraphQL inputs take, '' when empty,
 * and the typed text itself when it is no day at all, so the form's check can name it.
 */
export interface DateFieldProps {
  /** ISO day, '' or unreadable text. */
  value: string;
  onChange: (value: string) => void;
  name: string;
  id?: string;
  'aria-label'?: string;
  /** ISO days the calendar offers (a typed day outside is left to the form's check). */
  min?: string;
  max?: string;
  invalid?: boolean;
  size?: 'sm' | 'md';
  /** Id of the element that describes the field (its error text). */
  'aria-describedby'?: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SEPARATOR: Record<Locale, string> = { 'de-AT': '.', 'en-GB': '/' };

/** A real calendar day as ISO text, or null ('2026-02-30' is none). */
export function isoDay(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** Typed text as an ISO day: d.m.yyyy, d/m/yyyy, d-m-yyyy or yyyy-mm-dd (a four-digit year, so half-typed text is no day). */
export function parseDayText(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DAY.exec(trimmed);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  if (!local) return null;
  return isoDay(Number(local[3]), Number(local[2]), Number(local[1]));
}

/** An ISO day as the user's language writes it: 25.11.2026 / 25/11/2026. */
export function formatDayText(iso: string, locale: Locale): string {
  const match = ISO_DAY.exec(iso);
  if (!match) return iso;
  return [match[3], match[2], match[1]].join(SEPARATOR[locale]);
}

/**
 * The field: the day as text in the user's format, and a calendar button that opens the
 * browser's own date picker (`PickerField`); the picked day comes back into the text field
 * as 25.11.2026 whatever the browser shows.
 */
export function DateField({ value, onChange, name, id, min, max, invalid, size = 'sm', ...aria }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const [text, setText] = useState(() => formatDayText(value, locale));
  // A value set from outside (the address, a reset, the picker) replaces the text; the text
  // being typed stays as typed while it means the same day.
  useEffect(() => {
    setText((current) => ((parseDayText(current) ?? current) === value ? current : formatDayText(value, locale)));
  }, [value, locale]);
  const type = (next: string) => {
    setText(next);
    onChange(next.trim() === '' ? '' : (parseDayText(next) ?? next));
  };
  return (
    <PickerField
      pickerType="date"
      pickerValue={parseDayText(value) ?? ''}
      pickerMin={parseDayText(min ?? '') ?? undefined}
      pickerMax={parseDayText(max ?? '') ?? undefined}
      pickerLabel={t('common.date.open')}
      onPick={onChange}
      size={size}
      id={id}
      name={name}
      value={text}
      placeholder={t('common.date.placeholder')}
      inputMode="numeric"
      maxLength={10}
      width="9.5rem"
      aria-label={aria['aria-label']}
      aria-describedby={aria['aria-describedby']}
      aria-invalid={invalid || undefined}
      onChange={(event) => type(event.currentTarget.value)}
      onBlur={() => {
        const parsed = parseDayText(text);
        if (parsed !== null) setText(formatDayText(parsed, locale));
      }}
    />
  );
}
