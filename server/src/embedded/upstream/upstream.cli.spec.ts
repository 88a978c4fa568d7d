import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

let dataDir: string | null = null;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('runs as a process of its own, reports its URL and stops on SIGTERM', async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fibre-upstream-cli-'));
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main, '--data-dir', dataDir, '--port', '0', '--control', '--latency-ms', '5'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const lines = createInterface({ input: child.stdout! });
    const [first] = (await once(lines, 'line')) as [string];
    const { ready, url } = JSON.parse(first) as { ready: boolean; url: string };
    expect(ready).toBe(true);
    const states = await fetch(`${url}/speed/states`);
    expect(states.status).toBe(200);
    const calls = (await (await fetch(`${url}/__control/calls?prefix=/speed`)).json()) as { count: number };
    expect(calls.count).toBe(1);
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
  }
}, 120_000);
