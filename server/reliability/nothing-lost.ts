/**
 * Nothing lost (issue 11): the real portal process takes orders and tickets from several
 * browsers at once and is killed with SIGKILL in the middle; restarted on the same
 * DATA_DIR, every order or ticket whose submission was acknowledged exists exactly once,
 * the browsers resend what was not acknowledged (same idempotency key for orders) without
 * doubling anything, and the embedded core and the databases open cleanly (sign-in and a
 * session from before the crash work).
 */
import { randomUUID } from 'node:crypto';
import { orderInput } from '../test/support/orders';
import { HttpClient, startPortalProcess, upstreamGet, type PortalProcess } from './portal-process';
import { scenarioDataDir, type Figure, type ScenarioOptions } from './figures';

const TOKEN = 'reliability-upstream-token';
const SUBMIT = `mutation Submit($input: OrderInput!) { submitOrder(input: $input) { ok replayed order { id number state } error { code message } } }`;
const CREATE_TICKET = `mutation Create($input: CreateTicketInput!) { createTicket(input: $input) { ok ticketNumber error { code message } } }`;

interface Submission {
  kind: 'order' | 'ticket';
  /** Order: the idempotency key's input; ticket: the unique title. */
  input: Record<string, unknown>;
  acknowledged?: string;
}

type OData<T> = { '@odata.count'?: number; value: T[] };

export async function nothingLost(options: ScenarioOptions): Promise<Figure[]> {
  const data = scenarioDataDir();
  const dataDir = data.dir;
  const env = { UPSTREAM_TOKEN: TOKEN };
  let portal: PortalProcess | undefined;
  try {
    const started = Date.now();
    portal = await startPortalProcess(dataDir, env);
    options.log(`portal started in ${((Date.now() - started) / 1000).toFixed(0)} s `);

    // Free CIDs of no order yet (as the ordering spec finds them) and a ticket subject.
    const free = await upstreamGet<OData<{ cos_cid: string }>>(
      portal.upstreamUrl,
      TOKEN,
      `/crm/cids?$top=200&$orderby=cos_cid desc&$filter=${encodeURIComponent('cos_status eq 181510001')}`,
    );
    const candidates = free.value.map((row) => row.cos_cid);
    const ordered = await upstreamGet<OData<{ cos_cid: string }>>(
      portal.upstreamUrl,
      TOKEN,
      `/crm/orders?$select=cos_cid&$filter=${encodeURIComponent(`cos_cid in (${candidates.map((cid) => `'${cid}'`).join(',')})`)}`,
    );
    const taken = new Set(ordered.value.map((row) => row.cos_cid));
    const freeCids = candidates.filter((cid) => !taken.has(cid));
    const subjectId = (await upstreamGet<OData<{ subjectid: string }>>(portal.upstreamUrl, TOKEN, '/crm/subjects')).value[0]!.subjectid;

    const browsers = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const browser = new HttpClient(portal!.url);
        const answer = await browser.signIn('user.isp@example.at');
        if (answer.status !== 'OK') throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
        return browser;
      }),
    );
    const run = randomUUID().slice(0, 8);
    const submissions: Submission[] = [];
    let killed = false;
    const send = async (browser: HttpClient, submission: Submission) => {
      try {
        if (submission.kind === 'order') {
          const response = await browser.graphql<{ submitOrder: { ok: boolean; order: { id: string } | null } }>(SUBMIT, { input: submission.input });
          if (response.data?.submitOrder.ok) submission.acknowledged = response.data.submitOrder.order!.id;
        } else {
          const response = await browser.graphql<{ createTicket: { ok: boolean; ticketNumber: string | null } }>(CREATE_TICKET, { input: submission.input });
          if (response.data?.createTicket.ok) submission.acknowledged = response.data.createTicket.ticketNumber!;
        }
      } catch {
        // The connection died with the process: not acknowledged.
      }
    };
    const target = options.quick ? 12 : 30;
    const streams = browsers.map(async (browser, b) => {
      for (let i = 0; !killed; i++) {
        const cid = i % 2 === 0 ? freeCids.pop() : undefined;
        const submission: Submission =
          cid !== undefined
            ? { kind: 'order', input: orderInput(cid) }
            : { kind: 'ticket', input: { title: `Absturztest ${run} ${b}-${i}`, description: 'Nichts darf verloren gehen.', subjectId, type: 2 } };
        submissions.push(submission);
        await send(browser, submission);
      }
    });
    // Kill once enough were acknowledged, while the others are in flight.
    while (submissions.filter((s) => s.acknowledged).length < target) await new Promise((resolve) => setTimeout(resolve, 20));
    portal.child.kill('SIGKILL');
    killed = true;
    await portal.exited;
    await Promise.all(streams);
    const acknowledged = submissions.filter((s) => s.acknowledged);
    const open = submissions.filter((s) => !s.acknowledged);
    options.log(`killed with ${acknowledged.length} acknowledged and ${open.length} in flight`);

    const restartedAt = Date.now();
    portal = await startPortalProcess(dataDir, env);
    const restartMs = Date.now() - restartedAt;
    const fresh = new HttpClient(portal.url);
    const signIn = await fresh.signIn('user.isp@example.at');
    // A session from before the crash: the core kept it.
    browsers[0]!.baseUrl = portal.url;
    const old = await browsers[0]!.graphql<{ viewer: { user: { email: string } } | null }>('{ viewer { user { email } } }');

    // The browsers send again what was not acknowledged: the same order form, a new ticket try is not resent (no key).
    for (const submission of open.filter((s) => s.kind === 'order')) {
      await send(fresh, submission);
    }

    const acknowledgedBefore = new Set(acknowledged);
    let exactlyOnce = 0;
    let resentOnce = 0;
    const resent = open.filter((s) => s.kind === 'order');
    const problems: string[] = [];
    for (const submission of submissions) {
      const filter =
        submission.kind === 'order'
          ? `cos_idempotencykey eq '${String(submission.input['idempotencyKey'])}'`
          : `title eq '${String(submission.input['title'])}'`;
      const path = submission.kind === 'order' ? '/crm/orders' : '/crm/incidents';
      const found = await upstreamGet<OData<unknown>>(portal.upstreamUrl, TOKEN, `${path}?$count=true&$top=5&$filter=${encodeURIComponent(filter)}`);
      const count = found['@odata.count'] ?? found.value.length;
      const wanted = submission.acknowledged !== undefined;
      if (wanted && count === 1) {
        if (acknowledgedBefore.has(submission)) exactlyOnce += 1;
        else resentOnce += 1;
      } else if (wanted || count > 1) problems.push(`${submission.kind} ${filter}: ${count}`);
    }
    const ackCount = acknowledged.length;
    const figures: Figure[] = [
      {
        name: 'Nothing lost: acknowledged orders/tickets present exactly once after SIGKILL and restart',
        measured: `${exactlyOnce} of ${ackCount}${problems.length ? ` (${problems.slice(0, 3).join('; ')})` : ''}`,
        target: 'all, none doubled',
        ok: exactlyOnce === ackCount && problems.length === 0 && ackCount > 0,
      },
      {
        name: 'Nothing lost: orders in flight at the kill, sent again with their key, present exactly once',
        measured: `${resentOnce} of ${resent.length}`,
        target: 'all',
        ok: resentOnce === resent.length,
      },
      {
        name: 'Nothing lost: core and databases open cleanly after SIGKILL (sign-in, old session)',
        measured: `restart ${(restartMs / 1000).toFixed(1)} s, sign-in ${signIn.status}, old session ${old.data?.viewer?.user.email ?? 'lost'}`,
        target: 'sign-in OK, session kept',
        ok: signIn.status === 'OK' && old.data?.viewer?.user.email === 'user.isp@example.at',
      },
    ];
    return figures;
  } finally {
    if (portal && portal.child.exitCode === null) {
      portal.child.kill('SIGTERM');
      await portal.exited;
    }
    data.remove();
  }
}
