/**
 * The pieces of the cluster test (`npm run test:cluster`), each a real process or server:
 * a fresh PostgreSQL database and a Redis key prefix of its own, ONE SuperTokens core
 * (`npm run core`, built), the upstream stand-in (`npm run upstream`, built), built portal
 * replicas (`node server/dist/main.js`) in production mode and HAProxy in front of them. Every wait is bounded; `Stack.close`
 * ends everything it started (also after a failure) and drops the database and the keys.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import pg from 'pg';
import { repoRoot } from '../src/lib/paths';
import { freePort } from '@fibre-portal/shared/test-support/free-port';

export interface Proc {
  name: string;
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
}

/** Debian installs HAProxy under /usr/sbin, which is not on every user's PATH. */
export function haproxyBinary(): string | undefined {
  const dirs = [...(process.env['PATH'] ?? '').split(':'), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'haproxy')).find((file) => isAbsoluteFile(file));
}

function isAbsoluteFile(file: string): boolean {
  return file.startsWith('/') && existsSync(file);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it answers true; throws after `timeoutMs` or when `proc` exits first. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number, proc?: Proc): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc && proc.child.exitCode !== null) throw new Error(`${what}: process exited with ${proc.child.exitCode}\n${tail(proc.log)}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs / 1000} s${proc ? `\n${tail(proc.log)}` : ''}`);
    await sleep(200);
  }
}

export function tail(file: string, lines = 15): string {
  if (!existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

async function httpOk(url: string, headers: Record<string, string> = {}): Promise<boolean> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.ok;
}

/** A mail server that accepts every mail and keeps it in memory: the portal's SMTP is configured, not faked. */
function startSmtpSink(): Promise<{ url: string; mails: string[]; close(): Promise<void> }> {
  const mails: string[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 cluster-smtp ESMTP\r\n');
    let inData = false;
    let data = '';
    // A replica killed with SIGKILL resets its connection: that ends the conversation, not the test.
    const lines = createInterface({ input: socket, crlfDelay: Infinity });
    lines.on('error', () => socket.destroy());
    lines.on('line', (line) => {
      if (inData) {
        if (line === '.') {
          inData = false;
          mails.push(data);
          data = '';
          socket.write('250 OK\r\n');
        } else data += `${line}\n`;
        return;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') socket.write('250 cluster-smtp\r\n');
      else if (verb === 'DATA') {
        inData = true;
        socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
      } else if (verb === 'QUIT') socket.end('221 Bye\r\n');
      else socket.write('250 OK\r\n');
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `smtp://127.0.0.1:${port}`, mails, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

export interface ReplicaSpec {
  name: string;
  port: number;
  url: string;
  proc?: Proc;
}

export class Stack {
  readonly runId = randomBytes(4).toString('hex');
  readonly dir = join(tmpdir(), `portal-cluster-${this.runId}`);
  readonly procs: Proc[] = [];
  readonly redisPrefix = `cluster-${this.runId}:`;
  readonly apiKey = `cluster-core-key-${randomBytes(12).toString('hex')}`;
  readonly upstreamToken = `cluster-upstream-${randomBytes(12).toString('hex')}`;
  databaseUrl = '';
  private databaseName = '';
  coreUrl = '';
  upstreamUrl = '';
  smtpUrl = '';
  proxyUrl = '';
  replicas: ReplicaSpec[] = [];
  /** What HAProxy's active check asks. */
  healthPath = '/healthz';
  private smtp?: Awaited<ReturnType<typeof startSmtpSink>>;
  private closed = false;

  constructor(
    private readonly adminDatabaseUrl: string,
    private readonly redisUrl: string,
    private readonly log: (line: string) => void,
  ) {
    mkdirSync(this.dir, { recursive: true });
  }

  /** Starts a process of this stack with its output in `${dir}/<name>.log`. */
  spawn(name: string, command: string, args: string[], env: Record<string, string>): Proc {
    const log = join(this.dir, `${name}.log`);
    const out = createWriteStream(log);
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: process.env['HOME'] ?? this.dir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(out, { end: false });
    child.stderr!.pipe(out, { end: false });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const proc = { name, child, log, exited };
    this.procs.push(proc);
    return proc;
  }

  async createDatabase(): Promise<void> {
    const client = new pg.Client({ connectionString: this.adminDatabaseUrl, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
    } catch (error) {
      throw new Error(`PostgreSQL at ${this.adminDatabaseUrl} is not reachable (set TEST_DATABASE_URL): ${(error as Error).message}`, { cause: error });
    }
    this.databaseName = `portal_cluster_${this.runId}`;
    try {
      await client.query(`CREATE DATABASE ${this.databaseName}`);
    } finally {
      await client.end();
    }
    const url = new URL(this.adminDatabaseUrl);
    url.pathname = `/${this.databaseName}`;
    this.databaseUrl = url.toString();
  }

  async checkRedis(): Promise<void> {
    const redis = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 5_000, retryStrategy: () => null });
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      throw new Error(`Redis at ${this.redisUrl} is not reachable (set TEST_REDIS_URL): ${(error as Error).message}`, { cause: error });
    } finally {
      redis.disconnect();
    }
  }

  async startSmtp(): Promise<void> {
    this.smtp = await startSmtpSink();
    this.smtpUrl = this.smtp.url;
  }

  async startCore(): Promise<void> {
    const port = await freePort();
    const proc = this.spawn('core', process.execPath, [Stack.built('core')], {
      DATA_DIR: join(this.dir, 'core-data'),
      CORE_PORT: String(port),
      CORE_API_KEY: this.apiKey,
      // Cheaper hashes: three replicas and the load share two cores with the core's hashing.
      EMBEDDED_CORE_SCRYPT_LOG_N: '12',
      LOG_LEVEL: 'warn',
    });
    this.coreUrl = `http://127.0.0.1:${port}`;
    await waitFor('core', () => httpOk(`${this.coreUrl}/apiversion`, { 'api-key': this.apiKey }), 90_000, proc);
  }

  async startUpstream(): Promise<void> {
    const port = await freePort();
    const proc = this.spawn(
      'upstream',
      process.execPath,
      // The seed's data only (no demo activity up to today): the same rows on any day, and no seconds spent writing them.
      [
        Stack.built('upstream'),
        '--data-dir',
        join(this.dir, 'upstream-data'),
        '--port',
        String(port),
        '--service-token',
        this.upstreamToken,
        '--demo-today',
        '2026-11-01T00:00:00Z',
      ],
      {},
    );
    this.upstreamUrl = `http://127.0.0.1:${port}`;
    await waitFor('upstream', () => httpOk(`${this.upstreamUrl}/crm/scaproducts`, { authorization: `Bearer ${this.upstreamToken}` }), 120_000, proc);
  }

  /** Calls the core's CDI as an operator's tool would (API key, cdi-version). */
  async cdi<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.coreUrl}${path}`, {
      method,
      headers: { 'api-key': this.apiKey, 'cdi-version': '5.4', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`core ${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  async upstreamGet<T>(path: string): Promise<T> {
    const response = await fetch(`${this.upstreamUrl}${path}`, {
      headers: { authorization: `Bearer ${this.upstreamToken}` },
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new Error(`upstream ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** The environment of a replica: every external system by URL, so nothing embedded starts. */
  replicaEnv(replica: ReplicaSpec): Record<string, string> {
    return {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(replica.port),
      DATA_DIR: join(this.dir, replica.name),
      PUBLIC_URL: this.proxyUrl,
      DATABASE_URL: this.databaseUrl,
      REDIS_URL: this.redisUrl,
      REDIS_KEY_PREFIX: this.redisPrefix,
      SUPERTOKENS_CONNECTION_URI: this.coreUrl,
      SUPERTOKENS_API_KEY: this.apiKey,
      CRM_URL: this.upstreamUrl,
      SPEED_URL: this.upstreamUrl,
      PM_URL: this.upstreamUrl,
      UPSTREAM_TOKEN: this.upstreamToken,
      SMTP_URL: this.smtpUrl,
      // Only HAProxy on loopback talks to the replicas.
      TRUST_PROXY: '127.0.0.1',
      // Every client of this test comes from 127.0.0.1; the per-account limits are what is tested.
      LOGIN_ATTEMPTS_PER_IP_HOUR: '100000',
      LOGIN_REFUSAL_DELAY_MS: '200',
      LOG_LEVEL: 'warn',
    };
  }

  /** A built entry (`npm run build -w server`): the test runs what an operator ships, with plain node. */
  static built(name: 'main' | 'core' | 'upstream'): string {
    const file = join(repoRoot, 'server', 'dist', `${name}.js`);
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build --workspace server (npm run test:cluster does)`);
    return file;
  }

  async planReplicas(count: number): Promise<void> {
    for (let i = 1; i <= count; i++) {
      const port = await freePort();
      this.replicas.push({ name: `r${i}`, port, url: `http://127.0.0.1:${port}` });
    }
    this.proxyUrl = `http://127.0.0.1:${await freePort()}`;
  }

  startReplica(replica: ReplicaSpec): Proc {
    mkdirSync(join(this.dir, replica.name), { recursive: true });
    replica.proc = this.spawn(replica.name, process.execPath, [Stack.built('main')], this.replicaEnv(replica));
    return replica.proc;
  }

  async waitForReplica(replica: ReplicaSpec, timeoutMs: number): Promise<void> {
    await waitFor(`replica ${replica.name}`, () => httpOk(`${replica.url}/healthz`), timeoutMs, replica.proc);
  }

  /** HAProxy from Debian in front of the replicas; `safeOperations` may be retried on another replica. */
  async startProxy(safeOperations: string[]): Promise<void> {
    const port = Number(new URL(this.proxyUrl).port);
    const patterns = join(this.dir, 'retry-safe-operations.lst');
    writeFileSync(patterns, safeOperations.map((name) => `"operationName":"${name}"\n`).join(''));
    // /readyz (503 while the core, the database, Redis or the rules are unreachable) where the
    // portal has it; /healthz (liveness) otherwise.
    const ready = await fetch(`${this.replicas[0]!.url}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    this.healthPath = ready ? '/readyz' : '/healthz';
    const config = haproxyConfig(port, this.replicas, patterns, this.healthPath);
    const file = join(this.dir, 'haproxy.cfg');
    writeFileSync(file, config);
    const binary = haproxyBinary() ?? 'haproxy';
    const check = spawn(binary, ['-c', '-q', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
    let checkOutput = '';
    check.stderr!.on('data', (chunk: Buffer) => (checkOutput += chunk.toString()));
    const valid = await new Promise<number | null>((resolve) => check.once('exit', resolve));
    if (valid !== 0) throw new Error(`haproxy -c refused the configuration:\n${checkOutput}`);
    const proc = this.spawn('haproxy', binary, ['-db', '-f', file], {});
    await waitFor('haproxy', () => httpOk(`${this.proxyUrl}/healthz`), 20_000, proc);
  }

  /** What HAProxy's request log says about retries (read after the load). */
  proxyRetries(): { total: number; retried: number; redispatched: number; byServer: Record<string, number> } {
    const file = this.procs.find((p) => p.name === 'haproxy')?.log;
    const lines = file && existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
    const result = { total: 0, retried: 0, redispatched: 0, byServer: {} as Record<string, number> };
    for (const line of lines) {
      const match = /^req (\S+) (-?\d+) (\+?)(\d+) /.exec(line);
      if (!match) continue;
      result.total += 1;
      result.byServer[match[1]!] = (result.byServer[match[1]!] ?? 0) + 1;
      if (Number(match[4]) > 0 || match[3] === '+') result.retried += 1;
      if (match[3] === '+') result.redispatched += 1;
    }
    return result;
  }

  async stopProc(proc: Proc, timeoutMs = 10_000): Promise<number | null> {
    if (proc.child.exitCode !== null || proc.child.signalCode !== null) return proc.child.exitCode;
    proc.child.kill('SIGTERM');
    const code = await Promise.race([proc.exited, sleep(timeoutMs).then(() => 'timeout' as const)]);
    if (code === 'timeout') {
      proc.child.kill('SIGKILL');
      await proc.exited;
      return null;
    }
    return code;
  }

  /** Ends every process (proxy first, core last), drops the database and the Redis keys. */
  async close(keepDir = false): Promise<string[]> {
    if (this.closed) return [];
    this.closed = true;
    const problems: string[] = [];
    const order = ['haproxy', ...this.replicas.map((r) => r.name), 'upstream', 'core'];
    const byOrder = [...this.procs].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
    // Replicas must end on SIGTERM by themselves, with status 0 (docs/deployment.md, "Beenden").
    // One that had ended before (the one killed under load) is not asked.
    const replicaNames = new Set(this.replicas.map((r) => r.name));
    const stopped = await Promise.all(
      byOrder
        .filter((p) => p.name !== 'upstream' && p.name !== 'core')
        .map(async (p) => {
          const running = p.child.exitCode === null && p.child.signalCode === null;
          const signalled = Date.now();
          const code = await this.stopProc(p);
          return { name: p.name, running, code, ms: Date.now() - signalled };
        }),
    );
    const replicaStops = stopped.filter((s) => s.running && replicaNames.has(s.name));
    if (replicaStops.length > 0) {
      this.log(
        `replicas on SIGTERM: ${replicaStops.map((s) => `${s.name} ${s.code === null ? 'killed after 10 s' : `exit ${s.code}`} in ${s.ms} ms`).join(', ')}`,
      );
    }
    for (const s of replicaStops) {
      if (s.code !== 0) problems.push(`${s.name} ${s.code === null ? 'did not end within 10 s of SIGTERM (SIGKILL)' : `exited with ${s.code} on SIGTERM`}`);
    }
    for (const p of byOrder.filter((p) => p.name === 'upstream' || p.name === 'core')) {
      const code = await this.stopProc(p);
      if (code !== 0 && code !== null) problems.push(`${p.name} exited with ${code} on SIGTERM`);
    }
    await this.smtp?.close().catch(() => undefined);
    if (this.databaseName) {
      const client = new pg.Client({ connectionString: this.adminDatabaseUrl, connectionTimeoutMillis: 5_000 });
      try {
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${this.databaseName} WITH (FORCE)`);
      } catch (error) {
        problems.push(`database ${this.databaseName} not dropped: ${(error as Error).message}`);
      } finally {
        await client.end().catch(() => undefined);
      }
    }
    const redis = new Redis(this.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      const deadline = Date.now() + 10_000;
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.redisPrefix}*`, 'COUNT', 500);
        if (keys.length > 0) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0' && Date.now() < deadline);
    } catch (error) {
      problems.push(`Redis keys ${this.redisPrefix}* not removed: ${(error as Error).message}`);
    } finally {
      redis.disconnect();
    }
    if (!keepDir) rmSync(this.dir, { recursive: true, force: true });
    else this.log(`logs kept in ${this.dir}`);
    return problems;
  }
}

/**
 * Round robin over the replicas. Connection failures are always retried on another
 * replica (nothing reached the dead one); a request that may have reached it is retried
 * only when it is safe to run twice: a GraphQL query, or an order submission, which
 * carries its idempotency key. `X-Cluster-Replica` pins a request to one replica and
 * names the replica that answered (test only).
 */
function haproxyConfig(port: number, replicas: ReplicaSpec[], safeOperationsFile: string, healthPath: string): string {
  const servers = replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check`);
  const pins = replicas.map((r) => `  use-server ${r.name} if { req.hdr(x-cluster-replica) -m str ${r.name} }`);
  return `global
  maxconn 4096
  # One raw line per request: server, status, retries ('+' = sent to another server), time, method.
  log stderr format raw local0 info

defaults
  mode http
  log global
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout queue 5s
  retries 3
  option redispatch 1
  option forwardfor
  log-format "req %s %ST %rc %Ta %HM"

frontend portal
  bind 127.0.0.1:${port}
  default_backend replicas

backend replicas
  balance roundrobin
  option http-buffer-request
  option httpchk GET ${healthPath}
  http-check expect status 200
  # Passive: a replica whose connections fail is taken out at once; the active check brings it back.
  # A check may take a while on a busy machine; only refused connections count at once.
  timeout check 3s
  default-server inter 1s fastinter 500ms downinter 1s fall 3 rise 2 observe layer4 error-limit 1 on-error mark-down
  retry-on conn-failure empty-response junk-response 502 503 504
  acl retry_safe req.body -m sub -f ${safeOperationsFile}
  http-request disable-l7-retry if METH_POST !retry_safe
${pins.join('\n')}
  http-response set-header X-Cluster-Replica %s
${servers.join('\n')}
`;
}
