/**
 * Main-thread side of the worker mode: starts worker.ts in a worker thread and forwards
 * requests to it. The worker boots (loads its modules) while the caller prepares the data
 * folder; `open` then hands it the options and the compiled PGlite module. The
 * TypeScript loader (tsx) is registered inside the worker, because a worker does not
 * inherit the loader hooks of its parent.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { UpstreamLogger } from './context';
import type { CoreOptions, CoreReply, CoreRequest, UpstreamCore } from './core';

export type WorkerCoreOptions = Omit<CoreOptions, 'logger'>;

export type HostMessage = { type: 'open'; options: WorkerCoreOptions } | { type: 'request'; id: number; request: CoreRequest } | { type: 'close' };
export type WorkerMessage =
  | { type: 'booted' }
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'reply'; id: number; reply: CoreReply }
  | { type: 'reply-error'; id: number; message: string }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; args: unknown[] }
  | { type: 'closed' };

export interface BootingWorker {
  open(options: WorkerCoreOptions): Promise<UpstreamCore>;
  /** Stops a worker that will not be opened (e.g. the data folder could not be prepared). */
  terminate(): Promise<void>;
}

function bootstrapUrl(): URL {
  // Beside this file: worker.ts when run from source (tsx, vitest), worker.js if ever compiled.
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(fromSource ? './worker.ts' : './worker.js', import.meta.url).href;
  if (!fromSource) return new URL(entry);
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const code = `import { register } from ${JSON.stringify(tsxApi)};\nregister();\nawait import(${JSON.stringify(entry)});\n`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

export function bootUpstreamWorker(logger: UpstreamLogger): BootingWorker {
  const worker = new Worker(bootstrapUrl());
  const pending = new Map<number, { resolve(reply: CoreReply): void; reject(error: Error): void }>();
  let nextId = 1;
  let exited = false;
  /** Settles the current phase: booting, then opening, then closing. */
  let phase: { resolve(): void; reject(error: Error): void } | null = null;
  const waitFor = () =>
    new Promise<void>((resolve, reject) => {
      phase = { resolve, reject };
    });
  const booted = waitFor();

  worker.on('message', (message: WorkerMessage) => {
    switch (message.type) {
      case 'booted':
      case 'ready':
      case 'closed':
        phase?.resolve();
        break;
      case 'failed':
        phase?.reject(new Error(`Embedded upstream worker failed to start: ${message.message}`));
        break;
      case 'reply':
        pending.get(message.id)?.resolve(message.reply);
        pending.delete(message.id);
        break;
      case 'reply-error':
        pending.get(message.id)?.reject(new Error(message.message));
        pending.delete(message.id);
        break;
      case 'log':
        logger[message.level](...(message.args as [object, string?]));
        break;
    }
  });
  worker.on('error', (error) => {
    logger.error({ err: error }, 'embedded upstream: worker error');
    phase?.reject(error);
  });
  worker.on('exit', (code) => {
    exited = true;
    const error = new Error(`Embedded upstream worker exited (code ${code})`);
    for (const p of pending.values()) p.reject(error);
    pending.clear();
    // An exit while closing is the expected end.
    phase?.reject(error);
  });

  return {
    async open(options) {
      await booted;
      const ready = waitFor();
      worker.postMessage({ type: 'open', options } satisfies HostMessage);
      await ready;
      let closing: Promise<void> | null = null;
      return {
        handle(request) {
          if (exited) return Promise.reject(new Error('Embedded upstream worker is not running'));
          const id = nextId++;
          return new Promise<CoreReply>((resolve, reject) => {
            pending.set(id, { resolve, reject });
            worker.postMessage({ type: 'request', id, request } satisfies HostMessage);
          });
        },
        close() {
          closing ??= (async () => {
            if (!exited) {
              const closed = waitFor().catch(() => {});
              worker.postMessage({ type: 'close' } satisfies HostMessage);
              await closed;
            }
            await worker.terminate();
          })();
          return closing;
        },
      };
    },
    async terminate() {
      await worker.terminate();
    },
  };
}
