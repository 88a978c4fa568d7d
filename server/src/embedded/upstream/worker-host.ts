/**
 * Main-thread side of the worker mode: starts worker.ts in a worker thread and forwards
 * requests to it. The TypeScript loader (tsx) is registered inside the worker, because
 * a worker does not inherit the loader hooks of its parent.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { UpstreamLogger } from './context';
import type { CoreOptions, CoreReply, CoreRequest, UpstreamCore } from './core';

export type HostMessage = { type: 'request'; id: number; request: CoreRequest } | { type: 'close' };
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'reply'; id: number; reply: CoreReply }
  | { type: 'reply-error'; id: number; message: string }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; args: unknown[] }
  | { type: 'closed' };

function bootstrapUrl(): URL {
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const entry = new URL('./worker.ts', import.meta.url).href;
  const code = `import { register } from ${JSON.stringify(tsxApi)};\nregister();\nawait import(${JSON.stringify(entry)});\n`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

export async function startWorkerCore(o: Omit<CoreOptions, 'logger'> & { logger: UpstreamLogger }): Promise<UpstreamCore> {
  const { logger, ...data } = o;
  const worker = new Worker(bootstrapUrl(), { workerData: data });
  const pending = new Map<number, { resolve(reply: CoreReply): void; reject(error: Error): void }>();
  let nextId = 1;
  let exited = false;

  const failAll = (error: Error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  let onReady: (() => void) | null = null;
  let onFailed: ((error: Error) => void) | null = null;
  let onClosed: (() => void) | null = null;
  const ready = new Promise<void>((resolve, reject) => {
    onReady = resolve;
    onFailed = reject;
  });

  worker.on('message', (message: WorkerMessage) => {
    switch (message.type) {
      case 'ready':
        onReady?.();
        break;
      case 'failed':
        onFailed?.(new Error(`Embedded upstream worker failed to start: ${message.message}`));
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
      case 'closed':
        onClosed?.();
        break;
    }
  });
  worker.on('error', (error) => {
    onFailed?.(error);
    failAll(error);
    logger.error({ err: error }, 'embedded upstream: worker error');
  });
  worker.on('exit', (code) => {
    exited = true;
    const error = new Error(`Embedded upstream worker exited (code ${code})`);
    onFailed?.(error);
    failAll(error);
    onClosed?.();
  });

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
          const closed = new Promise<void>((resolve) => {
            onClosed = resolve;
          });
          worker.postMessage({ type: 'close' } satisfies HostMessage);
          await closed;
        }
        await worker.terminate();
      })();
      return closing;
    },
  };
}
