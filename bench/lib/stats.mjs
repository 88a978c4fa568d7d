// Medians, A/B rounds and result entries.

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Alternating rounds A B A B A B (`rounds` of each), so that drift of the machine hits
 * both sides alike; returns every round's value and the median of each side.
 */
export async function alternate(rounds, runA, runB) {
  const a = [];
  const b = [];
  for (let i = 0; i < rounds; i++) {
    a.push(await runA(i));
    b.push(await runB(i));
  }
  return { a, b, medianA: median(a), medianB: median(b) };
}

export const round = (value, digits = 2) => (value === null || value === undefined || Number.isNaN(value) ? null : Number(value.toFixed(digits)));

/** One line of latest.json. */
export function entry({ id, scenario, value, baseline, ratio, target, met, unit, details }) {
  return {
    id,
    scenario,
    value: typeof value === 'number' ? round(value, 3) : value,
    baseline: typeof baseline === 'number' ? round(baseline, 3) : baseline,
    ratio: ratio === null || ratio === undefined ? null : round(ratio, 3),
    target,
    met,
    unit,
    details,
  };
}
