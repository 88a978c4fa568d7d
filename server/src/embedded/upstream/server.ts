/**
 * The HTTP front of the embedded upstream (node:http). Per request, in this order: count
 * it, read the body, apply a fault rule if one matches, check the service token, bring
 * the data up to the clock, route, add the configured latency, answer.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { timingSafeEqual } from 'node:crypto';
import type { UpstreamLogger, UpstreamReply } from './context';
import type { CoreReply } from './core';
import { HttpError, generalError, internalFailureBody, statusFaultBody, systemOf, unauthorized } from './errors';
import type { CallLog, CallRecord, FaultTable } from './faults';
import { validateFaultRules } from './faults';

export const MAX_BODY_BYTES = 2 * 1024 * 1024;

export interface ServerOptions {
  host: string;
  port: number;
  latencyMs: number;
  serviceToken: string | undefined;
  enableControl: boolean;
  faults: FaultTable;
  calls: CallLog;
  logger: UpstreamLogger;
  handle(request: { method: string; path: string; rawQuery: string; headers: IncomingMessage['headers']; body: unknown }): Promise<CoreReply>;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new BodyTooLarge());
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Invalid JSON with a JSON content type: a proxy cutting a response short. */
const GARBAGE = '{"value":[{"cos_type":181510001,"cos_starttime":"2026-11-22T0<html><body>502 Bad Gateway</body>';

export async function startUpstreamServer(o: ServerOptions): Promise<RunningServer> {
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  const inflight = new Set<Promise<void>>();
  let closing = false;

  /** A delay that close() cuts short, so a 'slow' fault never outlives the server. */
  const sleep = (ms: number) =>
    ms <= 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const entry = {
            timer: setTimeout(() => {
              timers.delete(entry);
              resolve();
            }, ms),
            resolve,
          };
          timers.add(entry);
        });

  async function send(res: ServerResponse, reply: UpstreamReply, raw?: string): Promise<void> {
    await sleep(o.latencyMs);
    if (closing || res.destroyed || res.writableEnded) return;
    const payload = raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    res.writeHead(reply.status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(payload),
      ...(reply.headers ?? {}),
    });
    res.end(payload);
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams): Promise<void> {
    if (!o.enableControl) return send(res, { status: 404, body: { message: 'Not found' } });
    if (o.serviceToken !== undefined && !tokenMatches(req.headers.authorization, o.serviceToken)) {
      return send(res, { status: 401, body: { message: 'Service-Token fehlt oder ist ungültig' } });
    }
    if (path === '/__control/faults') {
      if (req.method === 'GET') return send(res, { status: 200, body: o.faults.list() });
      if (req.method === 'DELETE') {
        o.faults.clear();
        return send(res, { status: 204 });
      }
      if (req.method === 'POST') {
        try {
          const rules = validateFaultRules(JSON.parse((await readBody(req)).toString('utf8') || 'null'));
          o.faults.set(rules);
          return send(res, { status: 200, body: o.faults.list() });
        } catch (error) {
          return send(res, { status: 400, body: { message: error instanceof Error ? error.message : String(error) } });
        }
      }
    }
    if (path === '/__control/calls') {
      if (req.method === 'GET') {
        const prefix = query.get('prefix') ?? undefined;
        return send(res, { status: 200, body: { count: o.calls.count(prefix), calls: query.has('log') ? o.calls.log() : undefined } });
      }
      if (req.method === 'DELETE') {
        o.calls.reset();
        return send(res, { status: 204 });
      }
    }
    return send(res, { status: 404, body: { message: 'Not found' } });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://upstream');
    let path: string;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return send(res, { status: 400, body: { message: 'Ungültige URL-Kodierung' } });
    }
    const method = req.method ?? 'GET';
    if (path.startsWith('/__control/')) return control(req, res, path, url.searchParams);

    const rawQuery = url.search.startsWith('?') ? url.search.slice(1) : url.search;
    const clientUrl = req.headers['x-client-url'];
    const traceparent = req.headers['traceparent'];
    const call: CallRecord = {
      method,
      path,
      query: rawQuery,
      clientUrl: typeof clientUrl === 'string' ? clientUrl : null,
      ...(typeof traceparent === 'string' ? { traceparent } : {}),
    };
    o.calls.record(call);
    // The bench (B14) sums the upstream's own time per call as the baseline of a mutation.
    const arrived = performance.now();
    res.once('finish', () => {
      call.ms = Math.round((performance.now() - arrived) * 100) / 100;
    });
    const system = systemOf(path);

    let body: unknown;
    if (method !== 'GET' && method !== 'DELETE') {
      let buffer: Buffer;
      try {
        buffer = await readBody(req);
      } catch (error) {
        if (error instanceof BodyTooLarge) {
          const tooLarge = generalError(413, 'Anfrage zu groß', `Höchstens ${MAX_BODY_BYTES} Bytes`);
          return send(res, { status: 413, body: tooLarge.body, headers: { connection: 'close' } });
        }
        throw error;
      }
      const text = buffer.toString('utf8');
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text);
        } catch {
          const reply =
            system === 'crm'
              ? { error: { code: '0x80060891', message: 'Invalid JSON. A token was not recognized in the JSON content.' } }
              : system === 'speed'
                ? { code: 'BAD_REQUEST', message: 'Ungültiges JSON' }
                : { errors: { general: { message: 'Ungültiges JSON', details: 'Der Inhalt ist kein gültiges JSON' } } };
          return send(res, { status: 400, body: reply });
        }
      }
    }

    const fault = o.faults.take(path);
    if (fault) {
      switch (fault.mode) {
        case 'hang':
          // Never answered; close() tears the connection down.
          return;
        case 'slow':
          await sleep(fault.delayMs ?? 5_000);
          if (closing) return;
          break;
        case 'fail':
          return send(res, { status: 500, body: fault.body ?? internalFailureBody(path) });
        case 'garbage':
          return send(res, { status: 200 }, typeof fault.body === 'string' ? fault.body : GARBAGE);
        case 'status': {
          const status = fault.status ?? 503;
          const headers: Record<string, string> = {};
          if (status === 429 || status === 503) headers['retry-after'] = String(Math.max(1, Math.ceil((fault.delayMs ?? 1000) / 1000)));
          return send(res, { status, body: fault.body ?? statusFaultBody(system, status), headers });
        }
      }
    }

    if (o.serviceToken !== undefined && !tokenMatches(req.headers.authorization, o.serviceToken)) {
      const error = unauthorized(system);
      return send(res, { status: error.status, body: error.body, headers: { ...error.headers } });
    }

    const reply = await o.handle({ method, path, rawQuery, headers: req.headers, body });
    return send(res, { status: reply.status, headers: reply.headers }, reply.payload);
  }

  const server = createServer((req, res) => {
    const task = handle(req, res)
      .catch((error: unknown) => {
        o.logger.error({ err: error, url: req.url }, 'embedded upstream: request failed');
        if (!res.headersSent && !res.destroyed) {
          const body = error instanceof HttpError ? error.body : { message: 'Interner Fehler' };
          res.writeHead(error instanceof HttpError ? error.status : 500, { 'content-type': 'application/json; charset=utf-8' });
          res.end(JSON.stringify(body));
        }
      })
      .finally(() => inflight.delete(task));
    inflight.add(task);
  });
  // Longer than the BFF's pool idle time, so the pool, not the server, closes idle sockets.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = o.host === '0.0.0.0' || o.host === '::' ? '127.0.0.1' : o.host.includes(':') ? `[${o.host}]` : o.host;

  return {
    url: `http://${host}:${address.port}`,
    async close() {
      if (closing) return;
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      for (const t of timers) {
        clearTimeout(t.timer);
        t.resolve();
      }
      timers.clear();
      await Promise.allSettled([...inflight]);
      await closed;
    },
  };
}
