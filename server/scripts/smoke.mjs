/**
 * Smoke test of the built server (issue 15): starts `server/dist/main.js` with the given
 * Node binary on the embedded default (development, fresh data folder), waits for
 * /healthz, signs in, runs one GraphQL query, stops it with SIGTERM (it must end with status 0)
 * and exits non-zero on any failure. Plain JavaScript, so that it runs under the Node it tests.
 * "Today" of the upstream's demo activity is pinned (DEMO_TODAY, as in the cluster test and the
 * browser tests): a fresh data folder otherwise writes every ticket, order and connection since
 * the seed epoch first (1,700 rows on 26.11., 25–38 s on the shared machine), once per folder,
 * which is the upstream's start and not what this test is about.
 *
 *   node server/scripts/smoke.mjs [--node /path/to/node]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({ options: { node: { type: 'string', default: process.execPath } }, strict: true });
const entry = join(root, 'server', 'dist', 'main.js');
if (!existsSync(entry)) {
  process.stderr.write('Smoke-Test: server/dist/main.js fehlt – bitte zuerst npm run build ausführen.\n');
  process.exit(2);
}

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => resolve(address.port));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'portal-smoke-'));
const started = Date.now();
let output = '';
const child = spawn(values.node, [entry], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DEMO_TODAY: '2026-11-01T00:00:00Z',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const base = `http://127.0.0.1:${port}`;

async function run() {
  const version = await new Promise((resolve, reject) => {
    const probe = spawn(values.node, ['--version']);
    let text = '';
    probe.stdout.on('data', (chunk) => (text += chunk));
    probe.on('exit', (code) => (code === 0 ? resolve(text.trim()) : reject(new Error(`${values.node} --version failed`))));
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server beendet mit ${child.exitCode}`);
    const status = await fetch(`${base}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() - started > 300_000) throw new Error('/healthz nicht 200 nach 300 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const healthyAfter = Date.now() - started;
  const signIn = await fetch(`${base}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', rid: 'emailpassword', 'st-auth-mode': 'header' },
    body: JSON.stringify({
      formFields: [
        { id: 'email', value: 'admin.isp@example.at' },
        { id: 'password', value: 'Portal!2026' },
      ],
    }),
  });
  const signInBody = await signIn.json();
  const token = signIn.headers.get('st-access-token');
  if (signInBody.status !== 'OK' || !token) throw new Error(`Anmeldung fehlgeschlagen: ${JSON.stringify(signInBody)}`);
  const query = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: 'query Smoke { viewer { greeting user { email accountId } } }' }),
  });
  const answer = await query.json();
  if (query.status !== 200 || answer.errors || answer.data?.viewer?.user?.email !== 'admin.isp@example.at') {
    throw new Error(`Abfrage fehlgeschlagen (${query.status}): ${JSON.stringify(answer)}`);
  }
  // The portal ends by itself on SIGTERM, promptly and with status 0 (docs/deployment.md, "Beenden").
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const signalled = Date.now();
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  const { code, signal } = await exited;
  clearTimeout(timer);
  const stoppedAfter = Date.now() - signalled;
  if (code !== 0) throw new Error(`Beenden mit SIGTERM: Status ${code ?? signal} nach ${(stoppedAfter / 1000).toFixed(1)} s`);
  process.stdout.write(
    `Smoke-Test bestanden auf Node ${version}: /healthz 200 nach ${(healthyAfter / 1000).toFixed(1)} s, Anmeldung und Abfrage (${answer.data.viewer.greeting}) in Ordnung, mit SIGTERM beendet nach ${stoppedAfter} ms.\n`,
  );
}

let failed = false;
try {
  await run();
} catch (error) {
  failed = true;
  process.stderr.write(`Smoke-Test fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}\n${output}\n`);
} finally {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
