/**
 * `npm run test:reliability [-- --quick] [-- --only name,name]`: the figures of issue 11
 * that need time or load, each printed against its target, one scenario per process
 * (scenario.ts). Exit status 1 when a target is missed. docs/security.md says what each
 * scenario does and how long the run takes.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../src/lib/paths';
import { startPortalProcess } from './portal-process';
import type { Figure } from './figures';

const ORDER = ['brute-force-latency', 'upstream-faults', 'graphql-attack', 'load', 'nothing-lost'];

function runScenario(name: string, quick: boolean): Promise<Figure[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'server/reliability/scenario.ts', name, ...(quick ? ['--quick'] : [])], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let figures: Figure[] | undefined;
    const errors: string[] = [];
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('FIGURES ')) figures = JSON.parse(line.slice('FIGURES '.length)) as Figure[];
      else process.stdout.write(`   ${line}\n`);
    });
    createInterface({ input: child.stderr }).on('line', (line) => {
      errors.push(line);
      process.stdout.write(`   ! ${line}\n`);
    });
    child.on('exit', (code) => {
      resolve(figures ?? [{ name: `${name}: the scenario ran`, measured: `exit ${code}: ${errors.slice(-3).join(' | ')}`, target: 'runs', ok: false }]);
    });
  });
}

async function main() {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick') || process.env['RELIABILITY_QUICK'] === '1';
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? new Set(args[onlyAt + 1]?.split(',')) : null;
  const started = Date.now();
  const figures: Figure[] = [];
  // One start of the portal seeds the demo accounts and upstream data; every scenario copies it.
  const template = mkdtempSync(join(tmpdir(), 'portal-reliability-template-'));
  process.stdout.write('Seeding a data folder for the scenarios (demo accounts, upstream data)…\n');
  const seeded = await startPortalProcess(template, { LOG_LEVEL: 'warn' }, 300_000, { waitForUpstream: false });
  seeded.child.kill('SIGTERM');
  await seeded.exited;
  process.env['RELIABILITY_TEMPLATE_DIR'] = template;
  process.stdout.write(`   (${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
  for (const name of ORDER) {
    if (only && !only.has(name)) continue;
    const scenarioStarted = Date.now();
    process.stdout.write(`\n== ${name}${quick ? ' (quick)' : ''}\n`);
    const measured = await runScenario(name, quick);
    figures.push(...measured);
    for (const figure of measured) process.stdout.write(`   ${figure.ok ? 'OK  ' : 'MISS'} ${figure.name}: ${figure.measured} (target ${figure.target})\n`);
    process.stdout.write(`   (${((Date.now() - scenarioStarted) / 1000).toFixed(0)} s)\n`);
  }
  process.stdout.write(`\nReliability figures (${quick ? 'quick' : 'full'} run, ${((Date.now() - started) / 1000).toFixed(0)} s):\n`);
  for (const figure of figures)
    process.stdout.write(`${figure.ok ? 'OK  ' : 'MISS'}  ${figure.name}\n      measured ${figure.measured} · target ${figure.target}\n`);
  rmSync(template, { recursive: true, force: true });
  const missed = figures.filter((figure) => !figure.ok).length;
  process.stdout.write(missed === 0 ? '\nAll targets met.\n' : `\n${missed} target(s) missed.\n`);
  process.exit(missed === 0 ? 0 : 1);
}

void main();
