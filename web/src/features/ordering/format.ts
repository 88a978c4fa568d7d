/** How the ordering pages write dates, times, fees and order states (Austrian German). */

const DAY = new Intl.DateTimeFormat('de-AT', { timeZone: 'Europe/Vienna', day: '2-digit', month: '2-digit', year: 'numeric' });
const INSTANT = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const EURO = new Intl.NumberFormat('de-AT', { style: 'currency', currency: 'EUR' });

/** '2026-11-22' → '22.11.2026'. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '–';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

export function formatInstant(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : INSTANT.format(date);
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : DAY.format(date);
}

export function formatFee(fee: number | null | undefined): string {
  return fee === null || fee === undefined ? '–' : EURO.format(fee);
}

/** Badge colours of the order states. */
export const STATE_PALETTE: Readonly<Record<string, string>> = {
  DRAFT: 'gray',
  SUBMITTED: 'blue',
  SIGNED: 'purple',
  IN_CONSTRUCTION: 'orange',
  CONNECTED: 'green',
  CANCELLED: 'red',
};

export function addressLine(address: { street?: string | null; houseNumber?: string | null; unit?: string | null; postcode?: string | null; place?: string | null }): string {
  const street = [address.street, address.houseNumber].filter(Boolean).join(' ');
  const first = [street, address.unit].filter(Boolean).join(', ');
  const place = [address.postcode, address.place].filter(Boolean).join(' ');
  return [first, place].filter((part) => part !== '').join(', ');
}
