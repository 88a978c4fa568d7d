/**
 * The portal as `npm start` runs it (production mode, `buildApp(loadConfig())`), plus a
 * bench-only plugin that exists in this process and nowhere else (issue 10):
 *
 * - `GET /__bench/raw-dashboard`: B1/B2's baseline, a raw Fastify JSON route returning the
 *   same bytes as the dashboard page query, from the same in-memory data (the object
 *   GraphQL answered once, serialised per request as Apollo Server serialises it).
 * - `POST /__bench/raw-dashboard/prime`: takes that answer (body: the GraphQL response).
 * - `GET /__bench/stats`, `POST /__bench/stats/reset`: event-loop delay, memory and CPU time (B1, B7),
 *   stalls with their CPU and collection time, and the machine around the process (B2).
 * - `POST /__bench/sessions`: N new users with metadata and a session from the core (B4),
 *   without N password hashes.
 * - `GET /__bench/shell`: B10's baseline, the dashboard as a static page: the HTML and CSS a
 *   browser rendered, without any script (`POST /__bench/shell` takes it; until then the
 *   client's index.html without scripts).
 *
 * Built by bench/build-server.ts into server/dist-bench/server.js and started by bench/run.mjs with plain
 * `node`, as `npm start` runs the built server; prints one JSON line when ready.
 * With the embedded core in a process of its own (bench/core.ts), it seeds the demo accounts there.
 */
import { openSync, readFileSync, readSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PerformanceObserver, constants as perfConstants, monitorEventLoopDelay, type PerformanceEntry } from 'node:perf_hooks';
import { getHeapSpaceStatistics } from 'node:v8';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import supertokens from 'supertokens-node';
import Session from 'supertokens-node/recipe/session';
import UserMetadata from 'supertokens-node/recipe/usermetadata';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { webDistDir } from '../server/src/lib/paths';
import { seedDemoAccounts } from '../server/src/auth';

function registerBenchRoutes(app: FastifyInstance) {
  let dashboard: unknown = null;
  app.post('/__bench/raw-dashboard/prime', async (request) => {
    dashboard = request.body;
    return { ok: true };
  });
  app.get('/__bench/raw-dashboard', async (_request, reply) => {
    if (dashboard === null) return reply.code(409).send({ message: 'not primed' });
    // Serialised per request, as Apollo Server does it (JSON.stringify and a newline): the same bytes.
    return reply.type('application/json; charset=utf-8').send(`${JSON.stringify(dashboard)}\n`);
  });

  // A histogram records the whole time between two ticks of its own timer: each value is the
  // timer's period plus the delay (idle at 10 ms: p50 ≈ 10 ms; a 20-ms block shows as ~30 ms).
  // `eventLoopDelayMs` is the 10-ms histogram with the period taken off: the delay a callback
  // due at a regular moment waits, sampled at most every 10 ms of wall time. The 1-ms histogram
  // (`eventLoopDelay1Ms`, period not taken off) ticks once per loop iteration under load, so
  // idle stretches outnumber blocks and its p99 is lower without the loop being freer.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const loop1 = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  loop1.enable();
  const summary = (h: ReturnType<typeof monitorEventLoopDelay>, periodMs: number) => ({
    p50: Math.max(0, h.percentile(50) / 1e6 - periodMs),
    p99: Math.max(0, h.percentile(99) / 1e6 - periodMs),
    max: Math.max(0, h.max / 1e6 - periodMs),
    mean: Math.max(0, h.mean / 1e6 - periodMs),
    samples: h.count,
  });
  // Garbage-collection pauses since the last reset, by kind (B7: what a long tail is made of).
  const gcKinds: Record<number, string> = {
    [perfConstants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
    [perfConstants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
    [perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
    [perfConstants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
  };
  let gc: Record<string, { count: number; totalMs: number; maxMs: number }> = {};
  /** The pauses themselves (start, end; performance.now()), to see how much of a stall was collection. */
  let gcPauses: Array<[number, number]> = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { detail?: { kind?: number } }>) {
      const kind = gcKinds[entry.detail?.kind ?? -1] ?? 'other';
      const stats = (gc[kind] ??= { count: 0, totalMs: 0, maxMs: 0 });
      stats.count += 1;
      stats.totalMs += entry.duration;
      stats.maxMs = Math.max(stats.maxMs, entry.duration);
      if (gcPauses.length < 100_000) gcPauses.push([entry.startTime, entry.startTime + entry.duration]);
    }
  }).observe({ entryTypes: ['gc'] });

  // Stalls (B2): stretches of more than STALL_MS between two ticks of a 1-ms timer, with the CPU
  // time the process and its main thread used in them. A stall with as much main-thread CPU as
  // wall time was work of the event loop (requests, collection); one where the process used the
  // core but not its main thread was V8's or libuv's helper threads (concurrent marking,
  // compilers), which share the one core the server is pinned to; one with little CPU at all was
  // time the core ran something else: another process, or the hypervisor (steal). That tells a
  // slow server from a busy machine.
  const STALL_MS = 5;
  let stalls: Array<{ at: number; wallMs: number; cpuMs: number; mainCpuMs: number | null; answered: number }> = [];
  // Answers sent (all routes): how many requests a stall's work was.
  let answered = 0;
  app.addHook('onResponse', (_request, _reply, done) => {
    answered++;
    done();
  });
  // The main thread's time on a core (ns, /proc/self/task/<pid>/schedstat, read in place: ~2.5 µs); null off Linux.
  const mainSchedstat = (() => {
    try {
      return openSync(`/proc/self/task/${process.pid}/schedstat`, 'r');
    } catch {
      return null;
    }
  })();
  const schedBuffer = Buffer.alloc(128);
  const mainCpuNs = () => {
    if (mainSchedstat === null) return null;
    const length = readSync(mainSchedstat, schedBuffer, 0, schedBuffer.length, 0);
    return Number(schedBuffer.toString('latin1', 0, length).split(' ')[0]);
  };
  // Only while a scenario asks for it (`POST /__bench/stats/reset?stalls=on`, B2): the CPU
  // readings at each tick were about 3 % of the samples of a loaded server's CPU profile.
  let lastTick = performance.now();
  let lastCpu = process.cpuUsage();
  let lastMain = mainCpuNs();
  let lastAnswered = 0;
  let recorder: ReturnType<typeof setInterval> | undefined;
  const recordStalls = (on: boolean) => {
    clearInterval(recorder);
    recorder = on ? setInterval(tick, 1).unref() : undefined;
    lastTick = performance.now();
    lastCpu = process.cpuUsage();
    lastMain = mainCpuNs();
    lastAnswered = answered;
  };
  const tick = () => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const main = mainCpuNs();
    const wallMs = now - lastTick;
    if (wallMs > STALL_MS && stalls.length < 100_000)
      stalls.push({
        at: lastTick,
        wallMs,
        cpuMs: (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000,
        mainCpuMs: main === null || lastMain === null ? null : (main - lastMain) / 1e6,
        answered: answered - lastAnswered,
      });
    lastTick = now;
    lastCpu = cpu;
    lastMain = main;
    lastAnswered = answered;
  };
  // performance.now() on the monotonic clock of a V8 CPU profile (µs), to find a stall in one (BENCH_CPU_PROFILE).
  const monotonicOffsetUs = Number(process.hrtime.bigint() / 1000n) - performance.now() * 1000;
  const stallSummary = () => {
    const overlap = (from: number, to: number) => gcPauses.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0);
    const tenths = (value: number) => Math.round(value * 10) / 10;
    const sum = (values: number[]) => tenths(values.reduce((a, b) => a + b, 0));
    return {
      thresholdMs: STALL_MS,
      count: stalls.length,
      wallMs: sum(stalls.map((s) => s.wallMs)),
      cpuMs: sum(stalls.map((s) => s.cpuMs)),
      mainCpuMs: sum(stalls.map((s) => s.mainCpuMs ?? 0)),
      gcMs: sum(stalls.map((s) => overlap(s.at, s.at + s.wallMs))),
      longest: [...stalls]
        .sort((a, b) => b.wallMs - a.wallMs)
        .slice(0, 3)
        .map((s) => ({
          wallMs: tenths(s.wallMs),
          cpuMs: tenths(s.cpuMs),
          mainCpuMs: s.mainCpuMs === null ? null : tenths(s.mainCpuMs),
          gcMs: tenths(overlap(s.at, s.at + s.wallMs)),
          answered: s.answered,
          atMonotonicUs: Math.round(s.at * 1000 + monotonicOffsetUs),
        })),
    };
  };

  // The machine around the process (Linux; empty elsewhere): how often the kernel took the core
  // from the main thread (involuntary context switches), per thread the time on a core and
  // waiting for one, and per core the busy and steal time.
  const readFile = (path: string) => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return null;
    }
  };
  const involuntarySwitches = () => Number(/nonvoluntary_ctxt_switches:\s*(\d+)/.exec(readFile('/proc/self/status') ?? '')?.[1] ?? NaN);
  /** Per core (cpu0, cpu1, …): busy and steal time in ms (USER_HZ = 100, so 10-ms steps). */
  const coreTimes = () =>
    Object.fromEntries(
      (readFile('/proc/stat') ?? '')
        .split('\n')
        .filter((line) => /^cpu\d+ /.test(line))
        .map((line) => {
          const [name, user, nice, system, , , irq, softirq, steal] = line.split(/\s+/);
          const ms = (value: string | undefined) => Number(value ?? 0) * 10;
          return [name!, { busyMs: ms(user) + ms(nice) + ms(system) + ms(irq) + ms(softirq), stealMs: ms(steal) }];
        }),
    );
  /**
   * Per thread of this process, from the scheduler (`/proc/self/task/<tid>/schedstat`, ns): time
   * on a core, and time runnable but waiting for one (another thread or process had it). The main
   * thread (tid = pid) apart from V8's and libuv's helpers (collector, compiler, thread pool),
   * which run on the same core when the process is pinned to one.
   */
  const threadTimes = () => {
    const times = { main: { cpuMs: 0, waitMs: 0 }, helpers: { cpuMs: 0, waitMs: 0 } };
    let tasks: string[];
    try {
      tasks = readdirSync('/proc/self/task');
    } catch {
      return times;
    }
    for (const task of tasks) {
      const [onCpu = 0, waiting = 0] = (readFile(`/proc/self/task/${task}/schedstat`) ?? '').split(' ').map(Number);
      const which = Number(task) === process.pid ? times.main : times.helpers;
      which.cpuMs += onCpu / 1e6;
      which.waitMs += waiting / 1e6;
    }
    return times;
  };
  let machineAtReset = { switches: involuntarySwitches(), cores: coreTimes(), cpuUs: process.cpuUsage(), threads: threadTimes() };
  const machineSince = () => {
    const cores = coreTimes();
    const cpu = process.cpuUsage();
    const threads = threadTimes();
    return {
      involuntarySwitches: involuntarySwitches() - machineAtReset.switches,
      threads: Object.fromEntries(
        (['main', 'helpers'] as const).map((which) => [
          which,
          {
            cpuMs: Math.round(threads[which].cpuMs - machineAtReset.threads[which].cpuMs),
            runQueueWaitMs: Math.round(threads[which].waitMs - machineAtReset.threads[which].waitMs),
          },
        ]),
      ),
      processCpuMs: Math.round((cpu.user + cpu.system - machineAtReset.cpuUs.user - machineAtReset.cpuUs.system) / 1000),
      cores: Object.fromEntries(
        Object.entries(cores).map(([name, now]) => {
          const then = machineAtReset.cores[name] ?? { busyMs: 0, stealMs: 0 };
          return [name, { busyMs: now.busyMs - then.busyMs, stealMs: now.stealMs - then.stealMs }];
        }),
      ),
    };
  };

  app.post<{ Querystring: { stalls?: string } }>('/__bench/stats/reset', async (request) => {
    recordStalls(request.query.stalls === 'on');
    loop.reset();
    loop1.reset();
    gc = {};
    gcPauses = [];
    stalls = [];
    machineAtReset = { switches: involuntarySwitches(), cores: coreTimes(), cpuUs: process.cpuUsage(), threads: threadTimes() };
    return { ok: true };
  });
  app.get('/__bench/stats', async () => ({
    eventLoopDelayMs: { resolutionMs: 10, periodSubtracted: true, ...summary(loop, 10) },
    eventLoopRawMs: { resolutionMs: 10, periodSubtracted: false, ...summary(loop, 0) },
    eventLoopDelay1Ms: { resolutionMs: 1, periodSubtracted: false, ...summary(loop1, 0) },
    memory: process.memoryUsage(),
    gc,
    stalls: stallSummary(),
    machine: machineSince(),
    heapSpaces: Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [
        space.space_name,
        { usedMb: Math.round(space.space_used_size / 1e5) / 10, sizeMb: Math.round(space.space_size / 1e5) / 10 },
      ]),
    ),
    // CPU time of this process so far (µs): B1 divides it by the requests of a round.
    cpuUs: (({ user, system }) => user + system)(process.cpuUsage()),
  }));

  // The memory after a full garbage collection (B7): what the process keeps, not where the
  // collector happened to be. Without --expose-gc (bench/run.mjs passes it) as it is, and says so.
  // One collection leaves the pages it freed in the resident set until V8 gives them back: the
  // RSS right after it was the RSS before it to the byte (27 Nov, 687,579,136 both), and a plain
  // Node process with 145 MB of garbage read 387 MB before, 210 MB after one collection and 81 MB
  // after a second one. Under B7's load even two were not enough: the RSS fell for a second and
  // more (6 Dec: 666, 577, 524, 524 MB at 500-ms steps; the run before read 714 and 660). So
  // collections 500 ms apart until the RSS falls by less than 1 % (10 s at most): what the
  // process keeps, not what it is still giving back, which depended on how far the heap had
  // grown. The reading after the first collection and every reading are reported beside it.
  app.get('/__bench/memory', async () => {
    const collect = (globalThis as { gc?: () => void }).gc;
    collect?.();
    const afterOne = process.memoryUsage();
    const rssReadings = [afterOne.rss];
    let memory = afterOne;
    for (let reading = 0; reading < 20; reading++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      collect?.();
      memory = process.memoryUsage();
      rssReadings.push(memory.rss);
      const before = rssReadings.at(-2)!;
      if (before - memory.rss < before * 0.01) break;
    }
    return { collected: collect !== undefined, memory, afterOne, rssReadings };
  });

  app.post<{ Body: { count: number; type?: string; role?: string } }>('/__bench/sessions', async (request) => {
    const { count, type = 'pmo', role = 'user' } = request.body;
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) {
      const userId = randomUUID();
      await UserMetadata.updateUserMetadata(userId, {
        name: `Lastperson ${i + 1}`,
        role,
        type,
        accountid: `${type}-8${String(i).padStart(3, '0')}`,
        userid: userId,
      });
      const session = await Session.createNewSessionWithoutRequestResponse('public', supertokens.convertToRecipeUserId(userId), {
        email: `last.${i + 1}@example.at`,
      });
      tokens.push(session.getAllSessionTokensDangerously().accessToken);
    }
    return { tokens };
  });

  let shell: string | null = null;
  app.addContentTypeParser('text/html', { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 }, (_request, body, done) => done(null, body));
  app.post('/__bench/shell', { bodyLimit: 5 * 1024 * 1024 }, async (request) => {
    shell = String(request.body);
    return { ok: true, bytes: shell.length };
  });
  app.get('/__bench/shell', async (_request, reply) => {
    const html =
      shell ??
      readFileSync(join(webDistDir, 'index.html'), 'utf8')
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, '');
    return reply.type('text/html; charset=utf-8').send(html);
  });
}

const config = loadConfig();
const app = await buildApp(config);
// Registered before listen, in this process only: the production app has none of these routes.
registerBenchRoutes(app);
await app.listen({ port: config.PORT, host: config.HOST });
await app.portal.ready;
// With the core in a process of its own (SUPERTOKENS_CONNECTION_URI), the portal does not seed the demo accounts itself.
if (config.SUPERTOKENS_CONNECTION_URI) await seedDemoAccounts(app.log);
process.stdout.write(`${JSON.stringify({ ready: true, url: `http://${config.HOST}:${(app.server.address() as { port: number }).port}`, pid: process.pid })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
