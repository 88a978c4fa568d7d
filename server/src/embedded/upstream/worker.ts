/**
 * Worker-thread entry: runs the upstream core (PGlite, timeline, routes) off the main
 * thread, so the synchronous WASM work of the database never blocks the BFF's event loop.
 * Started by worker-host.ts; speaks the messages defined there.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { UpstreamLogger } from './context';
import { openUpstreamCore } from './core';
import type { CoreOptions, UpstreamCore } from './core';
import type { HostMessage, WorkerMessage } from './worker-host';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

function logAt(level: 'info' | 'warn' | 'error') {
  return (...args: unknown[]) => {
    try {
      post({ type: 'log', level, args });
    } catch {
      // Something in the arguments cannot be cloned; its text still helps.
      post({ type: 'log', level, args: args.map((a) => (a instanceof Error ? a.stack ?? a.message : typeof a === 'object' ? JSON.stringify(a) : a)) });
    }
  };
}

const logger: UpstreamLogger = { info: logAt('info'), warn: logAt('warn'), error: logAt('error') };

let core: UpstreamCore;
try {
  core = await openUpstreamCore({ ...(workerData as Omit<CoreOptions, 'logger'>), logger });
  post({ type: 'ready' });
} catch (error) {
  post({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  port.close();
  throw error;
}

port.on('message', (message: HostMessage) => {
  if (message.type === 'request') {
    core.handle(message.request).then(
      (reply) => post({ type: 'reply', id: message.id, reply }),
      (error: unknown) => post({ type: 'reply-error', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  } else if (message.type === 'close') {
    void core.close().then(() => {
      post({ type: 'closed' });
      port.close();
    });
  }
});
