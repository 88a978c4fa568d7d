/**
 * One reliability scenario in a process of its own (supertokens-node serves one portal per
 * process, and each scenario wants a fresh one): `node --expose-gc --import tsx
 * server/reliability/scenario.ts <name> [--quick]`. Log lines go to stdout; the last line is
 * `FIGURES <json>` for run.ts.
 */
import type { Figure, ScenarioOptions } from './figures';
import { nothingLost } from './nothing-lost';
import { bruteForceLatency } from './brute-force-latency';
import { upstreamFaults } from './upstream-faults';
import { load } from './load';
import { graphqlAttack } from './graphql-attack';

export const SCENARIOS: Record<string, (options: ScenarioOptions) => Promise<Figure[]>> = {
  'brute-force-latency': bruteForceLatency,
  'upstream-faults': upstreamFaults,
  'graphql-attack': graphqlAttack,
  load,
  'nothing-lost': nothingLost,
};

async function main() {
  const [name, ...rest] = process.argv.slice(2);
  const scenario = name === undefined ? undefined : SCENARIOS[name];
  if (!scenario) {
    process.stderr.write(`Unbekanntes Szenario: ${name ?? '(keins)'} – bekannt sind ${Object.keys(SCENARIOS).join(', ')}.\n`);
    process.exit(2);
  }
  const figures = await scenario({ quick: rest.includes('--quick'), log: (line) => process.stdout.write(`${line}\n`) });
  process.stdout.write(`FIGURES ${JSON.stringify(figures)}\n`);
  process.exit(0);
}

if (process.argv[1]?.endsWith('scenario.ts')) void main();
