/**
 * Calendar months in Vienna time: the provider is Austrian, so 'March' means March on
 * the wall clocks of Vienna, whatever time zone a server runs in.
 */
export const TIME_ZONE = 'Europe/Vienna';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

function wallClock(instant: number): Record<string, number> {
  return Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
}

/** 'YYYY-MM' of an instant, in Vienna. */
export function monthOf(instant: number): string {
  const clock = wallClock(instant);
  return `${clock['year']}-${String(clock['month']).padStart(2, '0')}`;
}

/** The instant a month begins in Vienna (midnight of the 1st; never inside a DST switch). */
export function monthStart(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const utcMidnight = Date.UTC(year, monthNumber - 1, 1);
  const clock = wallClock(utcMidnight);
  const offset = Date.UTC(clock['year']!, clock['month']! - 1, clock['day']!, clock['hour']!, clock['minute']!, clock['second']!) - utcMidnight;
  return new Date(utcMidnight - offset);
}

/** The month after `month`. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}
