/**
 * Worker-thread entry: runs the upstream core (PGlite, timeline, routes) off the main
 * thread, so the synchronous WASM work of the database never blocks the BFF's event loop.
 * Started by worker-host.ts; speaks the messages defined there.
 */
import { parentPort } from 'node:worker_threads';
import type { UpstreamLogger } from './context';
import { openUpstreamCore } from './core';
import type { UpstreamCore } from './core';
import type { HostMessage, WorkerMessage } from './worker-host';

const port = parentPort!;
const post = (message: WorkerMessage) => port.postMessage(message);

function logAt(level: 'info' | 'warn' | 'error') {
  return (...args: unknown[]) => {
    try {
      post({ type: 'log', level, args });
    } catch {
      // Something in the arguments cannot be cloned; its text still helps.
      post({ type: 'log', level, args: args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : typeof a === 'object' ? JSON.stringify(a) : a)) });
    }
  };
}

const logger: UpstreamLogger = { info: logAt('info'), warn: logAt('warn'), error: logAt('error') };
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

let core: UpstreamCore | null = null;

port.on('message', (message: HostMessage) => {
  switch (message.type) {
    case 'open':
      openUpstreamCore({ ...message.options, logger }).then(
        (opened) => {
          core = opened;
          post({ type: 'ready' });
        },
        (error: unknown) => post({ type: 'failed', message: describe(error) }),
      );
      break;
    case 'request':
      if (!core) {
        post({ type: 'reply-error', id: message.id, message: 'not open' });
        break;
      }
      core.handle(message.request).then(
        (reply) => post({ type: 'reply', id: message.id, reply }),
        (error: unknown) => post({ type: 'reply-error', id: message.id, message: describe(error) }),
      );
      break;
    case 'close':
      void (core?.close() ?? Promise.resolve()).then(() => {
        post({ type: 'closed' });
        port.close();
      });
      break;
  }
});

post({ type: 'booted' });
