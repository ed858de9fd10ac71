// The event stream (issue #30 §4; docs/architecture/event-stream.md), measured with plain HTTP
// clients, no browser:
// - delivery: a message sent through API instance A (POST /api/messages) until the other party's
//   stream, open on instance B, has the event (two processes on one PostgreSQL: the change feed's
//   way across instances); buyer and seller write to each other in turn, within the send limit.
// - open streams: how many one instance holds, and its memory per stream (RSS before and after,
//   streams spread over logged-in users within the per-user cap), plus what that means for this
//   machine's memory and file-descriptor limit.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import { percentile } from './api';

export interface StreamDeliveryResult {
  database: string;
  deliveries: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface StreamCapacityResult {
  database: string;
  /** Streams opened and confirmed open (their first frame received) at once on one instance. */
  held: number;
  refused: number;
  rssBeforeMiB: number;
  rssAfterMiB: number;
  /** (RSS after − RSS before) / held. */
  kibPerStream: number;
  /** The API process's open-file limit (each stream is one socket). */
  fileLimit: number | null;
  /** Streams this machine's free memory would hold at that cost (before the file limit). */
  memoryBound: number;
}

/** One open stream: the text received so far and a way to wait for a match. */
export interface SseClient {
  status: number;
  waitFor(text: string, timeoutMs?: number): Promise<number>;
  close(): void;
}

/** Opens `GET /api/stream` with the cookies; resolves once the first frame (`retry:`) arrived. */
export function openSse(apiUrl: string, cookie: string, agent?: http.Agent): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    let text = '';
    const waiters = new Set<() => void>();
    const request = http.get(`${apiUrl}/api/stream`, { headers: { accept: 'text/event-stream', cookie }, ...(agent ? { agent } : {}) }, (response) => {
      const client: SseClient = {
        status: response.statusCode ?? 0,
        waitFor(wanted, timeoutMs = 10_000) {
          return new Promise((done, fail) => {
            const check = () => {
              if (!text.includes(wanted)) return;
              waiters.delete(check);
              clearTimeout(timer);
              done(performance.now());
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no "${wanted}" on the stream within ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => request.destroy(),
      };
      if (response.statusCode !== 200) {
        response.resume();
        resolve(client);
        return;
      }
      response.setEncoding('utf8');
      let first = true;
      response.on('data', (chunk: string) => {
        text += chunk;
        if (first) {
          first = false;
          resolve(client);
        }
        for (const waiter of [...waiters]) waiter();
      });
      response.on('error', () => undefined);
    });
    request.on('error', reject);
  });
}

async function postJson(apiUrl: string, path: string, cookie: string, body: unknown): Promise<Response> {
  const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '';
  return fetch(`${apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie, 'x-xsrf-token': decodeURIComponent(xsrf) },
    body: JSON.stringify(body),
  });
}

/** A listing both have a dialog about, from the buyer's list (the seed's PRO buyer and seller). */
export async function sharedDialog(apiUrl: string, buyerCookie: string): Promise<{ businessId: number; sellerId: number; buyerId: number }> {
  const response = await fetch(`${apiUrl}/api/dialogs`, { headers: { accept: 'application/json', cookie: buyerCookie } });
  if (!response.ok) throw new Error(`GET /api/dialogs: ${response.status}`);
  const body = (await response.json()) as {
    data: Array<{ id: number; dialogs: Array<{ buyer_id: number; seller_id: number | null; hide_messages: boolean }> }>;
  };
  for (const group of body.data) {
    const dialog = group.dialogs.find((d) => d.seller_id !== null && !d.hide_messages);
    if (dialog && dialog.seller_id !== null) return { businessId: group.id, sellerId: dialog.seller_id, buyerId: dialog.buyer_id };
  }
  throw new Error('the buyer has no open dialog with an unmasked seller');
}

/**
 * `samples` messages, buyer and seller in turn, each sent through `sendUrl` and awaited on the other
 * party's stream on `streamUrl`. Spaced so both stay within the send limit (20 a minute each).
 */
export async function measureDelivery(options: {
  database: string;
  sendUrl: string;
  streamUrl: string;
  buyerCookie: string;
  sellerCookie: string;
  samples: number;
  spacingMs: number;
}): Promise<StreamDeliveryResult> {
  const { businessId, buyerId } = await sharedDialog(options.sendUrl, options.buyerCookie);
  const buyerStream = await openSse(options.streamUrl, options.buyerCookie);
  const sellerStream = await openSse(options.streamUrl, options.sellerCookie);
  if (buyerStream.status !== 200 || sellerStream.status !== 200) throw new Error(`stream refused: ${buyerStream.status}/${sellerStream.status}`);
  const times: number[] = [];
  try {
    for (let i = 0; i < options.samples; i += 1) {
      const fromBuyer = i % 2 === 0;
      const text = `bench delivery ${process.pid}-${i}-${Date.now()}`;
      const receiver = fromBuyer ? sellerStream : buyerStream;
      const arrived = receiver.waitFor(JSON.stringify(text).slice(1, -1));
      const started = performance.now();
      const sent = await postJson(options.sendUrl, '/api/messages', fromBuyer ? options.buyerCookie : options.sellerCookie, {
        type: 'text',
        business_id: businessId,
        message: text,
        ...(fromBuyer ? {} : { opponent_id: buyerId }),
      });
      if (sent.status !== 201) throw new Error(`POST /api/messages: ${sent.status} ${await sent.text()}`);
      times.push((await arrived) - started);
      await new Promise((resolve) => setTimeout(resolve, options.spacingMs));
    }
  } finally {
    buyerStream.close();
    sellerStream.close();
  }
  return { database: options.database, deliveries: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: Math.max(...times) };
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function fileLimit(pid: number): number | null {
  try {
    const limits = fs.readFileSync(`/proc/${pid}/limits`, 'utf8');
    const soft = /Max open files\s+(\d+)/.exec(limits)?.[1];
    return soft ? Number(soft) : null;
  } catch {
    return null;
  }
}

/** Opens `perUser` streams for each cookie on one instance (process `pid`) and reads its memory. */
export async function measureOpenStreams(options: {
  database: string;
  apiUrl: string;
  pid: number;
  cookies: readonly string[];
  perUser: number;
}): Promise<StreamCapacityResult> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  // Let the process settle before the first reading.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = rssMiB(options.pid);
  const clients: SseClient[] = [];
  let refused = 0;
  try {
    const opens: Array<Promise<SseClient>> = [];
    for (const cookie of options.cookies) for (let i = 0; i < options.perUser; i += 1) opens.push(openSse(options.apiUrl, cookie, agent));
    for (const client of await Promise.all(opens)) {
      if (client.status === 200) clients.push(client);
      else refused += 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = rssMiB(options.pid);
    const kibPerStream = clients.length === 0 ? 0 : ((after - before) * 1024) / clients.length;
    const freeKiB = os.freemem() / 1024;
    return {
      database: options.database,
      held: clients.length,
      refused,
      rssBeforeMiB: before,
      rssAfterMiB: after,
      kibPerStream,
      fileLimit: fileLimit(options.pid),
      memoryBound: kibPerStream > 0 ? Math.floor(freeKiB / kibPerStream) : 0,
    };
  } finally {
    for (const client of clients) client.close();
    agent.destroy();
  }
}
