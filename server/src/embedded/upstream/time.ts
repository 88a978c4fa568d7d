export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/**
 * Reference time of the seeded history: every seeded date lies before it, so the seed
 * does not depend on the clock. Outages after it are generated day by day from `now`
 * (see rolling-outages.ts), which keeps the dashboard feed alive as real time passes.
 */
export const SEED_EPOCH = Date.UTC(2026, 10, 1);

/** ISO 8601 in UTC without milliseconds, the way the Dynamics Web API writes DateTime values. */
export function isoSeconds(ms: number): string {
  const secs = Math.floor(ms / 1000);
  const days = Math.floor(secs / 86_400);
  const rest = secs - days * 86_400;
  const h = Math.floor(rest / 3600);
  const m = Math.floor((rest % 3600) / 60);
  const s = rest % 60;
  return `${civilDate(days)}T${two(h)}:${two(m)}:${two(s)}Z`;
}

export function isoDate(ms: number): string {
  return civilDate(Math.floor(ms / DAY));
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Days since 1970-01-01 to 'YYYY-MM-DD' by plain arithmetic (H. Hinnant's civil-from-days);
 * the seed formats a few hundred thousand dates and Date objects made that the slowest part.
 */
function civilDate(daysSinceEpoch: number): string {
  const z = daysSinceEpoch + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${two(month)}-${two(d)}`;
}

export function dayIndex(ms: number): number {
  return Math.floor((ms - SEED_EPOCH) / DAY);
}
