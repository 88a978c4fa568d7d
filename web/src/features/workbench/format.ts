import { formatDateTime, formatNumber, localeOf } from '../../lib/intl';

/** '22.11.2026, 08:40' (de) or '22/11/2026, 08:40' (en), Vienna time. */
export function formatTime(iso: string, language: string): string {
  return formatDateTime(iso, localeOf(language));
}

/** '11,2 KB'. */
export function formatKilobytes(bytes: number, language: string): string {
  return `${formatNumber(bytes / 1024, localeOf(language), { maximumFractionDigits: 1 })} KB`;
}
