// A fixed request rate, evenly spaced, for latency at a given load (the issue's "p99 ≤ 20 ms at
// 1,000 req/s" and the poll ladder). autocannon's rate mode does not give that: each connection sends
// its share of the second back to back as soon as the second starts and then waits for the next one
// (lib/httpClient.js, `reqsMadeThisSecond`), so 1,000 req/s over 50 connections is a burst at full
// speed for a tenth of a second and silence for the rest; and its coordinated-omission correction
// takes `Math.ceil(1 / rate)` as the expected interval in milliseconds (1 ms for any rate of one or
// more per second), so every answer slower than that adds made-up samples to its histogram. Here the
// n-th request is due at start + n / rate seconds, whether or not earlier ones have been answered
// (open loop), and its latency counts from that moment: a server that stalls is charged for every
// request that waited behind the stall, queued in the agent included.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface OpenLoopOptions {
  url: string;
  /** Requests per second, evenly spaced. */
  rate: number;
  durationSeconds: number;
  /** Keep-alive connections the requests share (more wait in the agent's queue, and that wait counts). */
  connections: number;
  /** The headers of the n-th request (a function: a different session per request). */
  headers?: Record<string, string> | ((index: number) => Record<string, string>);
  /** An answer later than this counts as a timeout. */
  timeoutMs?: number;
}

export interface OpenLoopResult {
  sent: number;
  /** Answered, whatever the status. */
  answered: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** From each request's due time to its answer's end, ms (answered ones). */
  latencies: number[];
  seconds: number;
}

/** How many requests are due `elapsedMs` after the start, at `rate` per second (at most `total`). */
export function dueBy(elapsedMs: number, rate: number, total: number): number {
  return Math.min(total, Math.floor((elapsedMs * rate) / 1000) + 1);
}

export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.durationSeconds);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const result: OpenLoopResult = { sent: 0, answered: 0, non2xx: 0, errors: 0, timeouts: 0, latencies: [], seconds: options.durationSeconds };
  const headersOf = (index: number) => (typeof options.headers === 'function' ? options.headers(index) : (options.headers ?? {}));
  let pending = 0;
  let allSettled: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (allSettled = resolve));
  const finish = () => {
    pending -= 1;
    if (pending === 0 && result.sent === total) allSettled();
  };

  const send = (index: number, dueAt: number) => {
    pending += 1;
    result.sent += 1;
    let done = false;
    const end = (count: () => void) => {
      if (done) return;
      done = true;
      count();
      finish();
    };
    const request = http.get(options.url, { agent, headers: headersOf(index), timeout: timeoutMs }, (response) => {
      response.resume();
      response.once('end', () =>
        end(() => {
          result.answered += 1;
          if (response.statusCode === undefined || response.statusCode < 200 || response.statusCode >= 300) result.non2xx += 1;
          result.latencies.push(performance.now() - dueAt);
        }),
      );
      response.once('error', () => end(() => (result.errors += 1)));
    });
    request.once('timeout', () => {
      result.timeouts += 1;
      request.destroy(new Error('timeout'));
    });
    request.once('error', (error) => end(() => error.message !== 'timeout' && (result.errors += 1)));
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - start;
      const due = dueBy(elapsed, options.rate, total);
      while (result.sent < due) send(result.sent, start + (result.sent * 1000) / options.rate);
      if (result.sent >= total) resolve();
      else setTimeout(tick, 1);
    };
    tick();
  });
  if (pending > 0) await settled;
  agent.destroy();
  return result;
}
