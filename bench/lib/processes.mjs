// Starting the processes of a bench run: the embedded upstream and the portal, each pinned
// to its own core with taskset where the machine has two or more.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';

export const repoRoot = new URL('../../', import.meta.url).pathname;

/** Core plan: the server alone on core 0; load generator, upstream and browser on core 1. */
export function corePlan() {
  const count = cpus().length;
  const taskset = spawnSync('taskset', ['--version'], { encoding: 'utf8' }).status === 0;
  if (!taskset || count < 2) return { pinned: false, cores: count, server: null, rest: null, note: taskset ? 'nur ein Kern' : 'taskset fehlt' };
  return { pinned: true, cores: count, server: '0', rest: `1-${count - 1}` };
}

/** Pins this process (the load generator) to the non-server cores. */
export function pinSelf(plan) {
  if (plan.pinned) spawnSync('taskset', ['-p', '-c', plan.rest, String(process.pid)]);
}

/** Moves a running process with all its threads to `cpuList`. */
export function pinProcess(child, cpuList) {
  const result = spawnSync('taskset', ['-a', '-p', '-c', cpuList, String(child.pid)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`taskset -a -p -c ${cpuList} ${child.pid}: ${result.stderr.trim()}`);
}

/**
 * The cores of the browser scenarios' Chromium: all of them (a user's machine has several; on one
 * core, V8's background compiler and Chromium's other processes preempted the page's main
 * thread: Lighthouse's TBT of the ticket list 140-166 ms on core 1 alone, 18-42 ms on both),
 * while this process, the load generator and Lighthouse, keeps to its own. Null when not pinned
 * or with BENCH_BROWSER_CORES=shared (the browser on the non-server cores, as before 27 Nov).
 */
export function browserCores(ctx) {
  if (!ctx.plan?.pinned || ctx.knobs.browserCores !== 'all') return null;
  return { browser: `0-${ctx.plan.cores - 1}`, driver: ctx.plan.rest };
}

/** Launches a browser (`launch`) on `cores.browser`: it inherits this process's cores, which then return to `cores.driver`. */
export async function launchOn(cores, launch) {
  if (cores === null) return launch();
  pinProcess(process, cores.browser);
  try {
    return await launch();
  } finally {
    pinProcess(process, cores.driver);
  }
}

/**
 * Builds the portal of the bench (bench/server.ts) as `npm start` runs the server: bundled, run
 * with plain node (bench/build-server.ts). Returns the bundle's path for startNodeProcess; with
 * BENCH_TSX=1 the source under tsx instead, as before 6 Dec (its live heap after B7 was 78.7 MB
 * against the bundle's 67.1 MB: tsx keeps each module's transformed source and source map).
 */
export function buildPortal() {
  if (process.env.BENCH_TSX === '1') return 'bench/server.ts';
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/build-server.ts'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  return 'server/dist-bench/server.js';
}

/**
 * Starts `node --import tsx <script> …args` (a built `.js` without tsx) pinned to `cpuList`, and
 * resolves with the JSON line it prints when ready. Its stderr goes to `log` (an array of lines, for failures).
 */
export function startNodeProcess({ script, args = [], env = {}, cpuList = null, name, nodeFlags = [] }) {
  const nodeArgs = [...nodeFlags, ...(script.endsWith('.js') ? [] : ['--import', 'tsx']), script, ...args];
  const [command, commandArgs] = cpuList ? ['taskset', ['-c', cpuList, process.execPath, ...nodeArgs]] : [process.execPath, nodeArgs];
  const child = spawn(command, commandArgs, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  createInterface({ input: child.stderr }).on('line', (line) => {
    log.push(line);
    if (log.length > 200) log.shift();
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name}: not ready after 240 s\n${log.slice(-20).join('\n')}`)), 240_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}\n${log.slice(-30).join('\n')}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        // BENCH_PROCESS_OUTPUT=1: what a process prints besides its ready line (e.g. `--trace-gc`), on stderr with its name and the time.
        if (process.env.BENCH_PROCESS_OUTPUT === '1') process.stderr.write(`[${name} ${new Date().toISOString().slice(11, 23)}] ${line}\n`);
        return;
      }
      if (message.ready) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve({ ...message, child, log, stop: () => stopChild(child) });
      }
    });
  });
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
