// Load at a fixed rate, evenly spaced (issue 20, B2/B7). autocannon's `overallRate` is a budget
// per connection and second: each connection sends back to back until it has used its share of
// the second, then waits for the next one. At 50 % of the maximum the server thus runs flat out
// with all 30 requests in flight for half of every second and idles the other half, and B2's
// "fixed rate" measured the queue of those bursts again. Here request i is due at
// start + i / rate; its latency counts from that moment (not from when it was sent), so a late
// client or a busy connection pool shows in the figures instead of hiding them (as wrk2 does).
//
// Like autocannon it writes a prepared request on kept-alive sockets and reads only the status
// line and Content-Length of the answers: node:http cost about 1 ms of CPU per request on the
// shared core and could not keep 1,000 requests a second.
import net from 'node:net';
import { percentile } from './stats.mjs';

const TICK_MS = 1;
const HEADER_END = Buffer.from('\r\n\r\n');

function requestBytes(target, method, headers, body) {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  const lines = [`${method} ${target.pathname}${target.search} HTTP/1.1`, `host: ${target.host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`content-length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
}

/** One kept-alive connection with one request in flight at a time. */
function connection(target, onAnswer, onError) {
  const socket = net.connect({ host: target.hostname, port: Number(target.port) });
  socket.setNoDelay(true);
  let buffered = Buffer.alloc(0);
  const state = { socket, busy: false, due: 0 };
  socket.on('data', (chunk) => {
    buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
    const end = buffered.indexOf(HEADER_END);
    if (end < 0) return;
    const head = buffered.subarray(0, end).toString('latin1');
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) {
      onError(state, new Error(`answer without Content-Length: ${head.split('\r\n')[0]}`));
      return;
    }
    const total = end + 4 + Number(length[1]);
    if (buffered.length < total) return;
    buffered = buffered.subarray(total);
    const status = Number(head.slice(9, 12));
    state.busy = false;
    onAnswer(state, status);
  });
  socket.on('error', (error) => onError(state, error));
  return state;
}

/**
 * Sends `rate` requests per second for `durationS` seconds over `connections` kept-alive
 * connections. Resolves with request count, errors and latency percentiles (ms, from the due time).
 */
export function paced({ url, method = 'GET', headers = {}, body, rate, durationS, connections = 30 }) {
  const target = new URL(url);
  const bytes = requestBytes(target, method, headers, body);
  const total = Math.max(1, Math.round(rate * durationS));
  const latencies = [];
  /** Due times of requests waiting for a free connection (all 30 busy). */
  const waiting = [];
  let sent = 0;
  let finished = 0;
  let errors = 0;
  let non2xx = 0;
  let started = 0;

  return new Promise((resolve) => {
    let timer;
    const done = () => {
      clearInterval(timer);
      for (const c of pool) c.socket.destroy();
      const elapsedS = (performance.now() - started) / 1000;
      resolve({
        requests: { total: finished, average: finished / elapsedS },
        errors,
        non2xx,
        timeouts: 0,
        latency: {
          p50: percentile(latencies, 50),
          p90: percentile(latencies, 90),
          p99: percentile(latencies, 99),
          max: latencies.reduce((a, b) => Math.max(a, b), 0),
        },
      });
    };
    const settle = () => {
      if (finished + errors === total) done();
    };
    const send = (c, due) => {
      c.busy = true;
      c.due = due;
      c.socket.write(bytes);
    };
    const onAnswer = (c, status) => {
      latencies.push(performance.now() - c.due);
      finished++;
      if (status < 200 || status >= 300) non2xx++;
      if (waiting.length > 0) send(c, waiting.shift());
      settle();
    };
    const onError = (c, error) => {
      if (c.busy) errors++;
      c.busy = true;
      c.socket.destroy();
      if (errors === 1) process.stderr.write(`paced: ${error.message}\n`);
      // The requests that waited for a connection count as failed once every connection is gone.
      if (pool.every((other) => other.socket.destroyed)) {
        errors += waiting.length + (total - sent);
        waiting.length = 0;
        sent = total;
      }
      settle();
    };
    const pool = Array.from({ length: connections }, () => connection(target, onAnswer, onError));
    let connected = 0;
    for (const c of pool) {
      c.socket.once('connect', () => {
        if (++connected < connections) return;
        started = performance.now();
        timer = setInterval(() => {
          const now = performance.now();
          // Every request due by now goes out, each with its own due time.
          while (sent < total) {
            const due = started + (sent * 1000) / rate;
            if (due > now) break;
            sent++;
            const free = pool.find((candidate) => !candidate.busy);
            if (free) send(free, due);
            else waiting.push(due);
          }
        }, TICK_MS);
      });
    }
  });
}
