import { useMemo } from 'react';
import type { ValueSpec } from '../definition';
import { fillText, formatValue, labelOf, localeOf, valueAt, type FormatTexts, type Locale } from '../values';
import '../texts';
import { useTranslation } from '../../lib/i18n';

export interface Formatter {
  locale: Locale;
  texts: FormatTexts;
  /** The text of a field of a row as a cell and the CSV export show it ('' when empty). */
  text(spec: Pick<ValueSpec, 'field' | 'format' | 'template' | 'labels'>, row: unknown): string;
  /** A template with `{field}` and `{field|format}` placeholders, formatted in the interface language. */
  fill(template: string, data: unknown): string;
}

// One formatter per language and translation function, shared by every cell: building one
// per cell asked i18next for its texts each time, and a list renders some hundred cells
// (ticket list profile: about 130 ms in this hook's memo). The texts are read when used, so
// translations that arrive later are seen.
const shared = new WeakMap<object, Map<string, Formatter>>();

/** Formatting in the interface language: de-AT dates and numbers in German, en-GB in English. */
export function useFormatter(): Formatter {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const byLanguage = shared.get(t) ?? new Map<string, Formatter>();
    shared.set(t, byLanguage);
    const cached = byLanguage.get(language);
    if (cached) return cached;
    const formatter = buildFormatter(language, t);
    byLanguage.set(language, formatter);
    return formatter;
  }, [language, t]);
}

function buildFormatter(language: string, t: ReturnType<typeof useTranslation>['t']): Formatter {
  const locale = localeOf(language);
  const texts: FormatTexts = {
    get yes() {
      return t('sdui.value.yes');
    },
    get no() {
      return t('sdui.value.no');
    },
    hours: (value) => t('sdui.value.hours', { value }),
    months: (value) => t('sdui.value.months', { value }),
  };
  const format = (value: unknown, name: ValueSpec['format']) => formatValue(value, name, locale, texts);
  const fill: Formatter['fill'] = (template, data) => fillText(template, data, format);
  const text: Formatter['text'] = (spec, row) => {
    const value = valueAt(row, spec.field);
    if (spec.labels !== undefined && value !== null && value !== undefined && value !== '') {
      const labelled = (item: unknown) => labelOf(item, spec.labels) ?? formatValue(item, spec.format, locale, texts);
      if (!Array.isArray(value)) return labelled(value);
      if (spec.template === undefined) return value.map(labelled).join(', ');
    }
    if (spec.template === undefined) return formatValue(value, spec.format, locale, texts);
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return '';
    // A multiline list shows each item on its own line (the audit log's details).
    const separator = spec.format === 'multiline' ? '\n' : ', ';
    return Array.isArray(value) ? value.map((item) => fill(spec.template!, item)).join(separator) : fill(spec.template, row);
  };
  return { locale, texts, text, fill };
}
