import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One measured figure against its target, as `npm run test:reliability` prints it. */
export interface Figure {
  name: string;
  measured: string;
  target: string;
  ok: boolean;
}

export interface ScenarioOptions {
  /** Shorter runs with the same targets (docs/security.md). */
  quick: boolean;
  log(line: string): void;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
export const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
export const times = (value: number) => `${value.toFixed(2)}×`;

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/**
 * A data folder for a scenario: a copy of the template run.ts seeded once (demo accounts
 * and upstream data already there, which saves a minute of password hashing per scenario),
 * or an empty one.
 */
export function scenarioDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-reliability-'));
  const template = process.env['RELIABILITY_TEMPLATE_DIR'];
  if (template) cpSync(template, dir, { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
