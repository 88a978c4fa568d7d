/** The portal's time zone: an Austrian provider's history is read in Vienna time. */
const TIME_ZONE = 'Europe/Vienna';

/** '22.11.2026, 08:40' (de) or '11/22/2026, 08:40' (en), Vienna time. */
export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'de-AT', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** '11,2 KB'. */
export function formatKilobytes(bytes: number, language: string): string {
  return `${(bytes / 1024).toLocaleString(language === 'en' ? 'en-GB' : 'de-AT', { maximumFractionDigits: 1 })} KB`;
}
