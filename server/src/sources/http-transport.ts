/**
 * One HTTP exchange with an upstream system over a keep-alive pool (node:http/https).
 * node:http rather than the global fetch because fetch cannot bound the connect phase
 * (undici's 10 s default is not configurable without its Agent, which is not a
 * dependency here), and the issue asks for ≤ 3 s.
 *
 * The transport knows nothing about JSON, retries or breakers; it either answers with
 * status, headers and text, or fails with a `TransportError` saying why.
 */
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type TransportFailureKind =
  /** No TCP/TLS connection within the connect timeout. */
  | 'connect-timeout'
  /** Connected, but no complete answer before the deadline. */
  | 'timeout'
  /** Refused, reset, DNS failure and the like; `code` carries the system error code. */
  | 'network'
  /** The caller gave up (the browser went away). */
  | 'aborted'
  /** The answer is larger than the transport accepts. */
  | 'too-large';

export class TransportError extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    message: string,
    /** System error code such as ECONNREFUSED, when there is one. */
    readonly code: string | undefined = undefined,
    /** Whether the request may have reached the upstream (matters for retrying writes). */
    readonly maybeSent = true,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export interface TransportRequest {
  method: HttpMethod;
  url: URL;
  headers: Record<string, string>;
  body?: string;
  connectTimeoutMs: number;
  /** Absolute time (ms since epoch) by which the whole answer must be in. */
  deadline: number;
  signal?: AbortSignal;
}

export interface TransportResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Whether this exchange reused a pooled connection. */
  reusedSocket: boolean;
}

export interface TransportOptions {
  maxSockets: number;
  /** Idle pooled connections close after this, before the typical server idle timeout (5 s). */
  idleTimeoutMs?: number;
  /** Largest answer accepted; reference lists are small, domain lists are paged. */
  maxBodyBytes?: number;
}

export interface Transport {
  send(request: TransportRequest): Promise<TransportResponse>;
  /** Closes the pooled connections. */
  close(): void;
}

const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

export function createTransport(options: TransportOptions): Transport {
  const agentOptions = {
    keepAlive: true,
    maxSockets: options.maxSockets,
    // Idle sockets only: node's agent destroys a socket on this timeout while it is in the free list.
    timeout: options.idleTimeoutMs ?? 4_000,
    scheduling: 'lifo' as const,
  };
  const httpAgent = new HttpAgent(agentOptions);
  const httpsAgent = new HttpsAgent(agentOptions);
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;

  function send(r: TransportRequest): Promise<TransportResponse> {
    return new Promise<TransportResponse>((resolve, reject) => {
      if (r.signal?.aborted) return reject(new TransportError('aborted', 'Die Anfrage wurde abgebrochen.', undefined, false));
      const remaining = r.deadline - Date.now();
      if (remaining <= 0) return reject(new TransportError('timeout', 'Das Zeitbudget der Anfrage ist aufgebraucht.', undefined, false));

      const https = r.url.protocol === 'https:';
      const headers: Record<string, string> = { ...r.headers };
      if (r.body !== undefined) headers['content-length'] = String(Buffer.byteLength(r.body));
      const req = (https ? httpsRequest : httpRequest)(r.url, { method: r.method, headers, agent: https ? httpsAgent : httpAgent });

      let settled = false;
      let connected = false;
      let connectTimer: NodeJS.Timeout | undefined;
      let deadlineTimer: NodeJS.Timeout | undefined;
      const finish = (error: TransportError | null, response?: TransportResponse) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadlineTimer);
        clearTimeout(connectTimer);
        r.signal?.removeEventListener('abort', onAbort);
        if (error) {
          req.destroy();
          reject(error);
        } else resolve(response!);
      };
      const onAbort = () => finish(new TransportError('aborted', 'Die Anfrage wurde abgebrochen.', undefined, connected));
      r.signal?.addEventListener('abort', onAbort, { once: true });
      deadlineTimer = setTimeout(() => finish(new TransportError('timeout', `Keine Antwort innerhalb von ${remaining} ms.`, undefined, connected)), remaining);

      req.on('socket', (socket) => {
        if (!socket.connecting) {
          connected = true;
          return;
        }
        const connectMs = Math.min(r.connectTimeoutMs, remaining);
        connectTimer = setTimeout(
          () => finish(new TransportError('connect-timeout', `Keine Verbindung innerhalb von ${connectMs} ms.`, undefined, false)),
          connectMs,
        );
        socket.once(https ? 'secureConnect' : 'connect', () => {
          connected = true;
          clearTimeout(connectTimer);
        });
      });

      req.on('error', (error: NodeJS.ErrnoException) => {
        finish(new TransportError('network', error.message, error.code, connected));
      });

      req.on('response', (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBodyBytes) {
            finish(new TransportError('too-large', `Die Antwort ist größer als ${maxBodyBytes} Bytes.`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', (error: NodeJS.ErrnoException) => finish(new TransportError('network', error.message, error.code)));
        res.on('aborted', () => finish(new TransportError('network', 'Die Verbindung wurde während der Antwort getrennt.', 'ECONNRESET')));
        res.on('end', () =>
          finish(null, {
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            reusedSocket: req.reusedSocket,
          }),
        );
      });

      if (r.body !== undefined) req.end(r.body);
      else req.end();
    });
  }

  return {
    send,
    close() {
      httpAgent.destroy();
      httpsAgent.destroy();
    },
  };
}
