/**
 * `npm test`: the static checks (codegen, types, lint, format; `npm run test:checks`, one after
 * the other) and the specs (`vitest run`) at the same time. Each alone leaves much of the two
 * cores idle: the checks are one process each, the specs wait on portals, timers and sockets.
 * The specs write to the terminal as they run; the checks' output follows when both are done.
 * Fails when either fails. `npm run test:checks` or `npx vitest run` run one part alone.
 */
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(command, args, { capture }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const [checks, specs] = await Promise.all([
  run(npm, ['run', '--silent', 'test:checks'], { capture: true }),
  run(npx, ['vitest', 'run', ...process.argv.slice(2)], { capture: false }),
]);
process.stdout.write(
  `\n=== Statische Prüfungen (codegen, Typen, Lint, Format): ${checks.code === 0 ? 'ok' : `fehlgeschlagen (exit ${checks.code})`}, ${checks.seconds} s\n`,
);
process.stdout.write(checks.output);
process.stdout.write(`=== Specs (vitest): ${specs.code === 0 ? 'ok' : `fehlgeschlagen (exit ${specs.code})`}, ${specs.seconds} s\n`);
process.exit(checks.code !== 0 || specs.code !== 0 ? 1 : 0);
