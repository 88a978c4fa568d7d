/**
 * Load (issue 11): 200 signed-in users at once for 60 s on the client's own operations —
 * the dashboard (PortalBoot), the ticket and CID lists, ticket and CID details, and one
 * ticket created per user — each user waiting 2–6 s between clicks, as people do.
 * Counts every answer that is not a 200 without errors, and watches the heap (after a full
 * GC) from the end of the warm-up to the end of the run.
 */
import { randomUUID } from 'node:crypto';
import { startPortal } from '../test/portal';
import { clientOperation, demoSessions, failed, sleep } from './in-process';
import { ms, percentile, scenarioDataDir, type Figure, type ScenarioOptions } from './figures';

const ACCOUNTS = [
  'user.isp@example.at',
  'admin.isp@example.at',
  'user.isp2@example.at',
  'admin.isp2@example.at',
  'user.customer-care@example.at',
  'admin.customer-care@example.at',
];

const gc = () => (globalThis as { gc?: () => void }).gc?.();

export async function load(options: ScenarioOptions): Promise<Figure[]> {
  const users = options.quick ? 100 : 200;
  const durationMs = options.quick ? 20_000 : 60_000;
  // Production-like deadlines: the fast test defaults would turn a busy moment into timeouts.
  const data = scenarioDataDir();
  const portal = await startPortal({
    DATA_DIR: data.dir,
    UPSTREAM_READ_TIMEOUT_MS: '15000',
    UPSTREAM_BREAKER_FAILURES: '5',
    UPSTREAM_BREAKER_COOLDOWN_MS: '10000',
  });
  try {
    const boot = clientOperation('PortalBoot');
    const ticketList = clientOperation('TicketList');
    const cidList = clientOperation('CidList');
    const ticketDetails = clientOperation('TicketDetails');
    const cidDetails = clientOperation('CidDetails');
    const createTicket = clientOperation('CreateTicket');
    const subjectId = ((await portal.upstreamSend('GET', '/crm/subjects')).body as { value: Array<{ subjectid: string }> }).value[0]!.subjectid;

    const sessions = await demoSessions(portal.app, ACCOUNTS, users);
    options.log(`${users} sessions of ${ACCOUNTS.length} demo accounts; ${durationMs / 1000} s, 2–6 s between clicks`);

    const latencies: number[] = [];
    const byOperation = new Map<string, number[]>();
    const errors: string[] = [];
    let created = 0;
    const heap: Array<{ at: number; mb: number }> = [];
    const started = Date.now();
    const end = started + durationMs;
    const sampler = setInterval(() => {
      gc();
      heap.push({ at: Date.now() - started, mb: process.memoryUsage().heapUsed / 1_048_576 });
    }, 5_000);

    const ask = async (client: (typeof sessions)[number]['client'], query: string, variables: Record<string, unknown>, what: string) => {
      const t0 = performance.now();
      const response = await client.graphql<Record<string, any>>(query, variables);
      const took = performance.now() - t0;
      latencies.push(took);
      byOperation.set(what, [...(byOperation.get(what) ?? []), took]);
      if (failed(response)) errors.push(`${what}: ${response.status} ${JSON.stringify(response.errors?.[0] ?? '').slice(0, 200)}`);
      return response.data;
    };

    await Promise.all(
      sessions.map(async ({ email, client }, index) => {
        await sleep(Math.random() * 3_000);
        const isp = email.includes('isp');
        const createAt = started + 2_000 + Math.random() * (durationMs - 6_000);
        let tickets: string[] = [];
        let cids: string[] = [];
        let didCreate = false;
        // The ticket is due at `createAt`, or at the latest before the user leaves.
        for (;;) {
          const leaving = Date.now() >= end;
          if (leaving && didCreate) break;
          if (!didCreate && (leaving || Date.now() >= createAt)) {
            didCreate = true;
            const input = {
              title: `Lasttest ${index} ${randomUUID().slice(0, 8)}`,
              description: 'Kein Sync seit heute früh.',
              subjectId,
              type: 2,
              ...(isp ? {} : { accountId: 'isp-0001' }),
            };
            const data = await ask(client, createTicket, { input }, 'CreateTicket');
            if (data?.['createTicket']?.ok) created += 1;
            else errors.push(`CreateTicket refused: ${JSON.stringify(data?.['createTicket']?.error)}`);
            if (leaving) break;
          } else {
            const dice = Math.random();
            if (dice < 0.3) await ask(client, boot, {}, 'PortalBoot');
            else if (dice < 0.55) {
              const data = await ask(client, ticketList, { first: 20, offset: Math.floor(Math.random() * 3) * 20 }, 'TicketList');
              tickets = (data?.['tickets']?.items ?? []).map((t: { ticketNumber: string }) => t.ticketNumber);
            } else if (dice < 0.75) {
              const data = await ask(client, cidList, { first: 20 }, 'CidList');
              cids = (data?.['cids']?.items ?? []).map((c: { id: string }) => c.id);
            } else if (dice < 0.875 && tickets.length > 0)
              await ask(client, ticketDetails, { ticketNumber: tickets[Math.floor(Math.random() * tickets.length)] }, 'TicketDetails');
            else if (cids.length > 0) await ask(client, cidDetails, { id: cids[Math.floor(Math.random() * cids.length)] }, 'CidDetails');
            else await ask(client, boot, {}, 'PortalBoot');
          }
          await sleep(2_000 + Math.random() * 4_000);
        }
      }),
    );
    clearInterval(sampler);
    gc();
    heap.push({ at: Date.now() - started, mb: process.memoryUsage().heapUsed / 1_048_576 });

    const seconds = (Date.now() - started) / 1000;
    // Stable: after the first quarter (caches and pools warm), the heap grows by at most 20 %.
    const warm = heap.find((sample) => sample.at >= durationMs / 4) ?? heap[0]!;
    const last = heap.at(-1)!;
    const growth = last.mb / warm.mb;
    options.log(
      `per operation p50/p95: ${[...byOperation].map(([what, list]) => `${what} ${ms(percentile(list, 50))}/${ms(percentile(list, 95))} (${list.length})`).join(', ')}`,
    );
    options.log(`heap after GC (MB): ${heap.map((sample) => sample.mb.toFixed(0)).join(' ')}`);
    if (errors.length > 0) options.log(`first errors: ${[...new Set(errors)].slice(0, 5).join(' || ')}`);
    return [
      {
        name: `Load: ${users} users for ${durationMs / 1000} s, errors`,
        measured: `${errors.length} of ${latencies.length} requests (${(latencies.length / seconds).toFixed(0)}/s, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}); tickets created ${created} of ${users}`,
        target: '0 errors, one ticket per user',
        ok: errors.length === 0 && created === users,
      },
      {
        name: 'Load: memory stable (heap after GC, end of warm-up → end)',
        measured: `${warm.mb.toFixed(0)} MB → ${last.mb.toFixed(0)} MB (${growth.toFixed(2)}×)`,
        target: '≤ 1.20×',
        ok: growth <= 1.2,
      },
    ];
  } finally {
    await portal.close();
    data.remove();
  }
}
