/**
 * GraphQL attack corpus under load (issue 11), against the portal in production mode
 * (trusted documents only): signed-in clients send the client's dashboard query as the web
 * app does (its manifest id), closed loop, 8 in flight. Then 10 % of the requests are
 * replaced by the attack corpus (deep, wide, aliased, token-heavy, directive-heavy, costly,
 * fragment bomb, unknown documents, a batch, a 150 KB body). Figures: the clean throughput
 * kept, every attack refused, and a refusal's latency against the clean query's.
 */
import type { FastifyInstance } from 'fastify';
import { signInAs, type TestClient } from '../test/http-client';
import { fixtureDist, startApp } from '../test/hardening/kit';
import { clientOperation } from './in-process';
import { clientManifest } from '../test/hardening/kit';
import { ms, percentile, pct, times, scenarioDataDir, type Figure, type ScenarioOptions } from './figures';

const repeat = (text: string, count: number) => Array.from({ length: count }, () => text).join(' ');
const fragmentBomb = [
  '{ ...F11 }',
  'fragment F0 on Query { portal { version } }',
  ...Array.from({ length: 11 }, (_, i) => `fragment F${i + 1} on Query { ...F${i} ...F${i} }`),
].join('\n');

const ATTACKS: unknown[] = [
  { query: `{ viewer { user { name ${'{ a '.repeat(8)}${'}'.repeat(8)} } } }` },
  { query: '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }' },
  { query: `{ portal { ${repeat('version', 900)} } }` },
  { query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: portal { version }`).join(' ')} }` },
  { query: `{ portal { version } ${repeat('__typename', 1100)} }` },
  { query: `{ portal { version ${repeat('@skip(if: false)', 51)} } }` },
  { query: '{ publicRoutes(first: 1000000) { id route } }' },
  { query: fragmentBomb },
  { query: '{ viewer { user { email } } }' },
  { extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } },
  [{ query: '{ portal { version } }' }, { query: '{ portal { version } }' }],
  { query: `{ portal { version } } # ${'x'.repeat(150_000)}` },
];

export async function graphqlAttack(options: ScenarioOptions): Promise<Figure[]> {
  const data = scenarioDataDir();
  let app: FastifyInstance | undefined;
  try {
    app = await startApp({ DATA_DIR: data.dir, NODE_ENV: 'production', UPSTREAM_READ_TIMEOUT_MS: '15000' }, { webDistDir: fixtureDist(data.dir) });
    const client = await signInAs(app, 'user.isp');
    const boot = clientOperation('PortalBoot');
    const id = Object.entries(clientManifest()).find(([, text]) => text === boot)![0];
    const clean = { extensions: { persistedQuery: { version: 1, sha256Hash: id } } };
    const post = (c: TestClient, body: unknown) =>
      c.request({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', rid: 'anti-csrf' }, payload: JSON.stringify(body) });

    const secondsPerPhase = options.quick ? 6 : 15;
    const phase = async (maliciousShare: number) => {
      const cleanMs: number[] = [];
      const attackMs: number[] = [];
      let cleanFailed = 0;
      let accepted = 0;
      let n = 0;
      const end = performance.now() + secondsPerPhase * 1000;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (performance.now() < end) {
            const i = n++;
            const malicious = maliciousShare > 0 && i % Math.round(1 / maliciousShare) === 0;
            const t0 = performance.now();
            const response = await post(client, malicious ? ATTACKS[i % ATTACKS.length] : clean);
            const took = performance.now() - t0;
            if (malicious) {
              attackMs.push(took);
              if (response.statusCode === 200) accepted += 1;
            } else {
              cleanMs.push(took);
              if (response.statusCode !== 200 || (JSON.parse(response.body) as { errors?: unknown[] }).errors) cleanFailed += 1;
            }
          }
        }),
      );
      return { cleanPerSecond: cleanMs.length / secondsPerPhase, cleanMs, attackMs, cleanFailed, accepted };
    };

    await phase(0); // warm-up
    const before = await phase(0);
    const mixed = await phase(0.1);
    const after = await phase(0);
    const baseline = (before.cleanPerSecond + after.cleanPerSecond) / 2;
    const kept = mixed.cleanPerSecond / baseline;
    const cleanP50 = percentile([...before.cleanMs, ...after.cleanMs], 50);
    const attackP50 = percentile(mixed.attackMs, 50);
    options.log(
      `clean only: ${before.cleanPerSecond.toFixed(0)}/s and ${after.cleanPerSecond.toFixed(0)}/s; with 10 % attacks: ${mixed.cleanPerSecond.toFixed(0)}/s clean + ${(mixed.attackMs.length / secondsPerPhase).toFixed(0)}/s attacks`,
    );
    return [
      {
        name: 'GraphQL attack mix (10 % malicious): clean throughput kept',
        measured: `${times(kept)} (${mixed.cleanPerSecond.toFixed(0)}/s vs ${baseline.toFixed(0)}/s; clean errors ${before.cleanFailed + mixed.cleanFailed + after.cleanFailed})`,
        target: '≥ 0.90×, 0 clean errors',
        ok: kept >= 0.9 && before.cleanFailed + mixed.cleanFailed + after.cleanFailed === 0,
      },
      {
        name: 'GraphQL attack mix: attacks refused',
        measured: `${pct(1 - mixed.accepted / mixed.attackMs.length)} of ${mixed.attackMs.length}`,
        target: '100 %',
        ok: mixed.accepted === 0 && mixed.attackMs.length > 0,
      },
      {
        name: 'GraphQL attack mix: refusal latency vs. the dashboard query (median, under load)',
        measured: `${ms(attackP50)} vs ${ms(cleanP50)}`,
        target: 'refusal ≤ normal query',
        ok: attackP50 <= cleanP50,
      },
    ];
  } finally {
    await app?.close();
    data.remove();
  }
}
