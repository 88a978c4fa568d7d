/** How the ordering pages write dates, times and fees in the chosen language (`lib/intl.ts`). */
import { formatCurrency, formatDate as formatDateIntl, formatDateTime } from '../../lib/intl';

/** '2026-11-22' → '22.11.2026' (de) or '22/11/2026' (en). */
export function formatDay(day: string | null | undefined): string {
  return day ? formatDate(day.slice(0, 10)) : '–';
}

/** An instant with its time of day, Vienna time, in the chosen language. */
export function formatInstant(iso: string | null | undefined): string {
  return iso ? formatDateTime(iso) : '–';
}

export function formatDate(iso: string | null | undefined): string {
  return iso ? formatDateIntl(iso) : '–';
}

export function formatFee(fee: number | null | undefined): string {
  return fee === null || fee === undefined ? '–' : formatCurrency(fee);
}

export function addressLine(address: {
  street?: string | null;
  houseNumber?: string | null;
  unit?: string | null;
  postcode?: string | null;
  place?: string | null;
}): string {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const first = [street, address.unit].filter(Boolean).join(', ');
  const place = [address.postcode, address.place].filter(Boolean).join(' ');
  return [first, place].filter((part) => part !== '').join(', ');
}
