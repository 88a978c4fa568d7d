/**
 * Formatted values as Dynamics renders them for a user with German (Austria) settings:
 * dates in Europe/Vienna, 'DD.MM.YYYY HH:mm', decimal comma. Computed by arithmetic
 * (EU summer time rule) because list pages format thousands of values per response.
 */
import { DAY, HOUR, isoSeconds } from './time';

/** Last Sunday of a month at 01:00 UTC, when EU clocks change. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  const weekday = new Date(lastDay).getUTCDay();
  return lastDay - weekday * DAY + HOUR;
}

const dstCache = new Map<number, readonly [number, number]>();

export function viennaOffsetMs(ms: number): number {
  const year = new Date(ms).getUTCFullYear();
  let range = dstCache.get(year);
  if (!range) {
    range = [lastSundayAt1Utc(year, 2), lastSundayAt1Utc(year, 9)];
    dstCache.set(year, range);
  }
  return ms >= range[0] && ms < range[1] ? 2 * HOUR : HOUR;
}

export function formatDateTime(iso: string): string {
  const ms = Date.parse(iso);
  const local = isoSeconds(ms + viennaOffsetMs(ms));
  return `${local.slice(8, 10)}.${local.slice(5, 7)}.${local.slice(0, 4)} ${local.slice(11, 16)}`;
}

export function formatDate(isoDate: string): string {
  return `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`;
}

const decimal = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 2 });

export function formatDecimal(n: number): string {
  return decimal.format(n);
}
