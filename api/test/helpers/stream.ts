// Reading `GET /api/stream` in tests (issue #30 §4): the stream is opened through `app.inject` with
// `payloadAsStream` (the answer resolves once the headers are out; its body keeps flowing), and its
// frames are parsed as EventSource parses them.
import type { FastifyInstance } from 'fastify';
import type { StreamEvent } from '@bizmarkt/shared/contract';
import type { TestClient } from './client';

export interface OpenStream {
  status: number;
  headers: Record<string, unknown>;
  /** Every byte received so far, as text. */
  readonly text: string;
  /** The events received so far, parsed. */
  readonly events: StreamEvent[];
  /** Resolves with the first event (received or to come) that matches; rejects after `ms`. */
  next(wanted: (event: StreamEvent) => boolean, ms?: number): Promise<StreamEvent>;
  /** Resolves when the server has ended the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

function parseFrames(text: string): StreamEvent[] {
  const events: StreamEvent[] = [];
  for (const block of text.split('\n\n').slice(0, -1)) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice('data: '.length));
    if (data.length > 0) events.push(JSON.parse(data.join('\n')) as StreamEvent);
  }
  return events;
}

/** Opens the client's stream on `app` (the client's cookies, another instance allowed). */
export async function openStream(app: FastifyInstance, client: Pick<TestClient, 'cookies'>, headers: Record<string, string> = {}): Promise<OpenStream> {
  const controller = new AbortController();
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await app.inject({
    method: 'GET',
    url: '/api/stream',
    headers: { accept: 'text/event-stream', cookie, ...headers },
    payloadAsStream: true,
    signal: controller.signal,
  });
  let text = '';
  const waiters = new Set<() => void>();
  const body = response.stream();
  const ended = new Promise<void>((resolve) => {
    body.on('end', resolve);
    body.on('close', resolve);
    body.on('error', () => resolve());
  });
  body.setEncoding('utf8');
  body.on('data', (chunk: string) => {
    text += chunk;
    for (const waiter of waiters) waiter();
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    get text() {
      return text;
    },
    get events() {
      return parseFrames(text);
    },
    next(wanted, ms = 5000) {
      return new Promise<StreamEvent>((resolve, reject) => {
        const check = () => {
          const found = parseFrames(text).find(wanted);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching stream event within ${ms} ms; received: ${text}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    ended,
    close() {
      body.destroy();
      controller.abort();
    },
  };
}
