import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@fibre-portal/shared/test-support/free-port';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface PortalProcess {
  baseUrl: string;
  dataDir: string;
  logs: () => string;
  /** SIGTERM, then SIGKILL after 15 s; how the process ended and how long it took after the SIGTERM. */
  stop(): Promise<PortalExit>;
}

export interface PortalExit {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** From the SIGTERM to the exit (0 when it had ended before). */
  ms: number;
}

/**
 * Starts the portal (the server entry on the built client) on its own port with a fresh
 * data folder, and waits until /healthz answers 200 (at most `healthyWithinMs`). Browser
 * tests and the replica spec start theirs here. `built`: the built server
 * (`server/dist/main.js`, what `npm start` runs; `npm run build --workspace server` first)
 * instead of the sources through tsx, which compile the whole server at every start.
 */
export async function startPortal(env: Record<string, string> = {}, { healthyWithinMs = 120_000, built = false } = {}): Promise<PortalProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  let output = '';
  const entry = built ? ['server/dist/main.js'] : ['--import', 'tsx', 'server/src/main.ts'];
  if (built && !existsSync(join(repoRoot, 'server', 'dist', 'main.js'))) throw new Error('server/dist/main.js is missing: npm run build --workspace server');
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      EMBEDDED_CORE_SCRYPT_LOG_N: '12',
      DEMO_TODAY: '2026-11-01T00:00:00Z',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + healthyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Portal exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Portal did not become healthy within ${healthyWithinMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    logs: () => output,
    async stop() {
      let ms = 0;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        const signalled = Date.now();
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
        ms = Date.now() - signalled;
        // A pending 15 s timer would keep the test runner alive after the last test.
        clearTimeout(timer);
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGKILL');
          await exited;
        }
      }
      child.stdout?.destroy();
      child.stderr?.destroy();
      rmSync(dataDir, { recursive: true, force: true });
      return { exitCode: child.exitCode, signal: child.signalCode, ms };
    },
  };
}
