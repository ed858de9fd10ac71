import {
  ERROR_LOG_BATCH_SIZE,
  ERROR_LOG_ENDPOINT,
  ERROR_LOG_FLUSH_INTERVAL_MS,
  ERROR_LOG_MAX_EVENTS,
  ERROR_LOG_SEND_TIMEOUT_MS,
  ERROR_LOG_STORAGE_KEY,
} from '../constants';
import type { ErrorLogBatch, ErrorLogEvent } from '../contract/error-log';
import { createErrorLogEvent } from './event';
import { ERROR_LOG_MAX_BATCH_BYTES, ErrorLogQueue, type ErrorLogQueueOptions } from './queue';
import type { QueueStorage } from './storage';

class MemoryStorage implements QueueStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const PAGE = { href: 'http://localhost/search?q=x', userAgent: 'JestBrowser/1.0' };

function event(message: string, stack: string | null = null): ErrorLogEvent {
  const error = new Error(message);
  error.stack = stack ?? `Error: ${message}\n    at test`;
  return createErrorLogEvent(error, { type: 'manual' }, { ...PAGE, now: new Date('2030-01-02T03:04:05.000Z') });
}

type FetchArgs = [RequestInfo | URL, RequestInit | undefined];

/** fetch that answers `status` (204 by default) and records every batch it was given. */
function fetchAnswering(status = 204, headers: Record<string, string> = {}) {
  const batches: ErrorLogBatch[] = [];
  const fetchMock = jest.fn(async (...[, init]: FetchArgs) => {
    batches.push(JSON.parse(String(init?.body)) as ErrorLogBatch);
    return new Response(null, { status, headers });
  });
  return { fetchMock, batches };
}

function makeQueue(options: ErrorLogQueueOptions = {}) {
  const storage: QueueStorage = options.storage ?? new MemoryStorage();
  const queue = new ErrorLogQueue({ page: () => PAGE, isOnline: () => true, sendBeacon: null, ...options, storage: options.storage === null ? null : storage });
  return { queue, storage };
}

function stored(storage: QueueStorage): ErrorLogEvent[] {
  return JSON.parse(storage.getItem(ERROR_LOG_STORAGE_KEY) ?? '[]') as ErrorLogEvent[];
}

const messages = (events: readonly ErrorLogEvent[]) => events.map((e) => e.message);

afterEach(() => {
  jest.useRealTimers();
});

describe('ErrorLogQueue limits', () => {
  it('keeps at most 200 events, dropping the oldest, in memory and in storage', () => {
    const { queue, storage } = makeQueue({ isOnline: () => false });
    for (let i = 0; i < ERROR_LOG_MAX_EVENTS + 5; i++) queue.enqueue(event(`e${i}`));
    expect(queue.size).toBe(ERROR_LOG_MAX_EVENTS);
    expect(queue.events[0]!.message).toBe('e5');
    expect(queue.events.at(-1)!.message).toBe(`e${ERROR_LOG_MAX_EVENTS + 4}`);
    expect(messages(stored(storage))).toEqual(messages(queue.events));
  });

  it('builds events with the fields of spec §3 and caps their sizes', () => {
    const error = new TypeError('x'.repeat(10_000));
    const made = createErrorLogEvent(
      error,
      { type: 'window.onerror', line: 12, column: 7, url: 'http://localhost/app.js', extra: { remote: 'mfe_listings' } },
      { href: PAGE.href, userAgent: PAGE.userAgent, now: new Date('2030-01-02T03:04:05.000Z') },
    );
    expect(made).toMatchObject({
      name: 'TypeError',
      type: 'window.onerror',
      timestamp: '2030-01-02T03:04:05.000Z',
      href: PAGE.href,
      userAgent: PAGE.userAgent,
      extra: { remote: 'mfe_listings' },
      line: 12,
      column: 7,
      url: 'http://localhost/app.js',
    });
    expect(made.message.length).toBe(2_000);
    expect(typeof made.stack).toBe('string');
    const huge = createErrorLogEvent('boom', { type: 'manual', extra: { blob: 'y'.repeat(50_000) } }, { ...PAGE, now: new Date() });
    expect(JSON.stringify(huge.extra).length).toBeLessThan(4_100);
    expect(huge).toMatchObject({ name: 'Error', message: 'boom', stack: null });
  });
});

describe('ErrorLogQueue batching', () => {
  it('sends nothing below 8 events and one batch of 8 when the eighth arrives', async () => {
    const { fetchMock, batches } = fetchAnswering();
    const { queue, storage } = makeQueue({ fetch: fetchMock });
    for (let i = 0; i < 7; i++) queue.enqueue(event(`e${i}`));
    expect(fetchMock).not.toHaveBeenCalled();

    queue.enqueue(event('e7'));
    // The eighth event starts the send by itself (fetch is called synchronously).
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await queue.flush(); // joins that send
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(batches[0]!.events).toHaveLength(ERROR_LOG_BATCH_SIZE);
    expect(messages(batches[0]!.events)).toEqual(['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7']);
    expect(queue.size).toBe(0);
    expect(storage.getItem(ERROR_LOG_STORAGE_KEY)).toBeNull();
  });

  it('sends the batch of spec §3 with keepalive, credentials and JSON to the endpoint', async () => {
    jest.useFakeTimers({ now: new Date('2030-05-06T07:08:09.000Z') });
    const { fetchMock, batches } = fetchAnswering();
    const { queue } = makeQueue({ fetch: fetchMock, endpoint: '/custom/log' });
    queue.enqueue(event('only'));
    await queue.flush();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/custom/log');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(init!.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-LANG': 'en' });
    expect(init!.signal).toBeInstanceOf(AbortSignal);
    expect(batches[0]).toEqual({ events: [event('only')], clientTimestamp: '2030-05-06T07:08:09.000Z', ...PAGE });
  });

  it("names the page's language in X-LANG (spec §7: all calls), and in the beacon's query", async () => {
    const { fetchMock } = fetchAnswering();
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    const { queue } = makeQueue({ fetch: fetchMock, sendBeacon, locale: () => 'de', endpoint: '/api/log/js' });
    queue.enqueue(event('one'));
    await queue.flush();
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ 'X-LANG': 'de' });
    queue.enqueue(event('two'));
    queue.sendOnPageHide();
    expect(sendBeacon.mock.calls[0]![0]).toBe('/api/log/js?lang=de');
  });

  it('drains a long queue in batches of at most 8, oldest first', async () => {
    const storage = new MemoryStorage();
    storage.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(Array.from({ length: 20 }, (_, i) => event(`e${i}`))));
    const { fetchMock, batches } = fetchAnswering();
    const { queue } = makeQueue({ storage, fetch: fetchMock });
    await queue.flush();
    expect(batches.map((b) => b.events.length)).toEqual([8, 8, 4]);
    expect(batches[2]!.events[3]!.message).toBe('e19');
    expect(queue.size).toBe(0);
  });

  it('keeps a batch under the byte budget browsers allow for keepalive and beacons', async () => {
    const { fetchMock } = fetchAnswering();
    const { queue } = makeQueue({ fetch: fetchMock, isOnline: () => false });
    for (let i = 0; i < 8; i++) queue.enqueue(event(`big${i}`, 's'.repeat(20_000)));
    const online = makeQueue({ fetch: fetchMock, storage: null });
    for (const e of queue.events) online.queue.enqueue(e);
    await online.queue.flush();
    const sizes = fetchMock.mock.calls.map(([, init]) => new TextEncoder().encode(String(init!.body)).length);
    expect(fetchMock.mock.calls.length).toBeGreaterThan(1);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(ERROR_LOG_MAX_BATCH_BYTES);
    expect(online.queue.size).toBe(0);
  });

  it('queues an error object once, even when several handlers see it', () => {
    const { queue } = makeQueue({ isOnline: () => false });
    const error = new Error('seen twice');
    expect(queue.report(error, { type: 'manual' })).toBe(true);
    expect(queue.report(error, { type: 'react' })).toBe(false);
    expect(queue.size).toBe(1);
  });
});

describe('ErrorLogQueue persistence', () => {
  it('restores the queue after a reload', () => {
    const storage = new MemoryStorage();
    const first = makeQueue({ storage, isOnline: () => false }).queue;
    first.enqueue(event('a'));
    first.enqueue(event('b'));
    const reloaded = makeQueue({ storage, isOnline: () => false }).queue;
    expect(messages(reloaded.events)).toEqual(['a', 'b']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"events":[]}'],
    ['a list of junk', '[1,"x",null,{"message":"no other fields"}]'],
  ])('starts empty from corrupt storage (%s)', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(ERROR_LOG_STORAGE_KEY, raw);
    const { queue } = makeQueue({ storage, isOnline: () => false });
    expect(queue.size).toBe(0);
    queue.enqueue(event('after'));
    expect(messages(stored(storage))).toEqual(['after']);
  });

  it('keeps only valid events and the newest 200 from storage', () => {
    const storage = new MemoryStorage();
    const list = [{ junk: true }, ...Array.from({ length: 210 }, (_, i) => event(`e${i}`))];
    storage.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(list));
    const { queue } = makeQueue({ storage, isOnline: () => false });
    expect(queue.size).toBe(200);
    expect(queue.events[0]!.message).toBe('e10');
  });

  it('works in memory when storage is blocked or full', async () => {
    const blocked: QueueStorage = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    const { fetchMock, batches } = fetchAnswering();
    const { queue } = makeQueue({ storage: blocked, fetch: fetchMock });
    queue.enqueue(event('in memory'));
    expect(queue.size).toBe(1);
    await queue.flush();
    expect(messages(batches[0]!.events)).toEqual(['in memory']);
  });
});

describe('ErrorLogQueue flush triggers', () => {
  it('flushes every 5 s while online, and not while offline', async () => {
    jest.useFakeTimers();
    let online = false;
    const { fetchMock } = fetchAnswering();
    const { queue } = makeQueue({ fetch: fetchMock, isOnline: () => online });
    const stop = queue.start(window);
    queue.enqueue(event('waiting'));
    await jest.advanceTimersByTimeAsync(ERROR_LOG_FLUSH_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();

    online = true;
    await jest.advanceTimersByTimeAsync(ERROR_LOG_FLUSH_INTERVAL_MS - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(0);

    // An empty queue sends nothing on later ticks.
    await jest.advanceTimersByTimeAsync(ERROR_LOG_FLUSH_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stop();
  });

  it('flushes when the browser comes online', async () => {
    let online = false;
    const { fetchMock } = fetchAnswering();
    const { queue } = makeQueue({ fetch: fetchMock, isOnline: () => online });
    const stop = queue.start(window);
    queue.enqueue(event('offline error'));
    await queue.flush();
    expect(fetchMock).not.toHaveBeenCalled();

    online = true;
    window.dispatchEvent(new Event('online'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await queue.flush();
    expect(queue.size).toBe(0);
    stop();
  });

  it('sends 8 events stored by an earlier page as soon as it starts', async () => {
    const storage = new MemoryStorage();
    storage.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(Array.from({ length: 8 }, (_, i) => event(`old${i}`))));
    const { fetchMock } = fetchAnswering();
    const { queue } = makeQueue({ storage, fetch: fetchMock });
    const stop = queue.start(window);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await queue.flush();
    expect(queue.size).toBe(0);
    stop();
  });

  it('stops listening once stopped', async () => {
    jest.useFakeTimers();
    const { fetchMock } = fetchAnswering();
    const { queue } = makeQueue({ fetch: fetchMock });
    queue.start(window)();
    queue.enqueue(event('x'));
    window.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(ERROR_LOG_FLUSH_INTERVAL_MS * 2);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

/** jsdom's Blob has no text(); FileReader reads it. */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('ErrorLogQueue page hide', () => {
  function setVisibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  }
  afterEach(() => setVisibility('visible'));

  async function beaconBodies(sendBeacon: jest.Mock): Promise<ErrorLogBatch[]> {
    return Promise.all(
      sendBeacon.mock.calls.map(async ([, blob]: [string, Blob]) => {
        expect(blob.type).toBe('application/json');
        return JSON.parse(await readBlob(blob)) as ErrorLogBatch;
      }),
    );
  }

  it('hands the queue to sendBeacon when the page is hidden', async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    const { fetchMock } = fetchAnswering();
    const { queue, storage } = makeQueue({ fetch: fetchMock, sendBeacon });
    const stop = queue.start(window);
    for (let i = 0; i < 3; i++) queue.enqueue(event(`e${i}`));

    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    // sendBeacon sends no headers: the language travels in the query instead of X-LANG.
    expect(sendBeacon.mock.calls[0]![0]).toBe(`${ERROR_LOG_ENDPOINT}?lang=en`);
    const [body] = await beaconBodies(sendBeacon);
    expect(messages(body!.events)).toEqual(['e0', 'e1', 'e2']);
    expect(body).toMatchObject({ href: PAGE.href, userAgent: PAGE.userAgent });
    expect(queue.size).toBe(0);
    expect(storage.getItem(ERROR_LOG_STORAGE_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    stop();
  });

  it('also sends on pagehide, in batches of at most 8, and ignores a visible page', async () => {
    const sendBeacon = jest.fn((_url: string, _data: Blob) => true);
    const { queue } = makeQueue({ sendBeacon, fetch: fetchAnswering(500).fetchMock });
    const stop = queue.start(window);
    for (let i = 0; i < 7; i++) queue.enqueue(event(`e${i}`));
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();

    for (let i = 7; i < 12; i++) queue.enqueue(event(`e${i}`)); // the 8th starts a fetch that fails
    await queue.flush();
    window.dispatchEvent(new Event('pagehide'));
    const bodies = await beaconBodies(sendBeacon);
    expect(bodies.map((b) => b.events.length)).toEqual([8, 4]);
    expect(queue.size).toBe(0);
    stop();
  });

  it('keeps the events stored when the browser refuses the beacon', () => {
    const sendBeacon = jest.fn(() => false);
    const { queue, storage } = makeQueue({ sendBeacon });
    queue.enqueue(event('refused'));
    queue.sendOnPageHide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(messages(stored(storage))).toEqual(['refused']);
  });
});

describe('ErrorLogQueue failures', () => {
  it('keeps the events when the network fails, and sends them on the next flush', async () => {
    let fail = true;
    const batches: ErrorLogBatch[] = [];
    const fetchMock = jest.fn(async (...[, init]: FetchArgs) => {
      if (fail) throw new TypeError('Failed to fetch');
      batches.push(JSON.parse(String(init?.body)) as ErrorLogBatch);
      return new Response(null, { status: 204 });
    });
    const { queue, storage } = makeQueue({ fetch: fetchMock });
    queue.enqueue(event('a'));
    await queue.flush();
    expect(queue.size).toBe(1);
    expect(messages(stored(storage))).toEqual(['a']);
    // The failure itself is not queued.
    expect(messages(queue.events)).toEqual(['a']);

    fail = false;
    await queue.flush();
    expect(messages(batches[0]!.events)).toEqual(['a']);
    expect(queue.size).toBe(0);
  });

  it('keeps the events on a 5xx answer', async () => {
    const { fetchMock } = fetchAnswering(500);
    const { queue } = makeQueue({ fetch: fetchMock });
    queue.enqueue(event('a'));
    await queue.flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(1);
  });

  it('drops a batch the API rejects for good (422), so it cannot block the queue', async () => {
    const { fetchMock } = fetchAnswering(422);
    const { queue } = makeQueue({ fetch: fetchMock });
    queue.enqueue(event('a'));
    await queue.flush();
    expect(queue.size).toBe(0);
  });

  it('waits for Retry-After after a 429', async () => {
    jest.useFakeTimers();
    let status = 429;
    const fetchMock = jest.fn(async () => new Response(null, { status, headers: { 'Retry-After': '30' } }));
    const { queue } = makeQueue({ fetch: fetchMock });
    const stop = queue.start(window);
    queue.enqueue(event('throttled'));
    await queue.flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    status = 204;
    await jest.advanceTimersByTimeAsync(25_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(queue.size).toBe(0);
    stop();
  });

  it('gives up on a send after 5 s and keeps the events', async () => {
    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    // A server that never answers: only the abort signal ends the request.
    const fetchMock = jest.fn(
      (...[, init]: FetchArgs) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(signal?.reason));
        }),
    );
    const { queue } = makeQueue({ fetch: fetchMock });
    queue.enqueue(event('slow'));
    let settled = false;
    const flushed = queue.flush().then(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(ERROR_LOG_SEND_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await flushed;
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException).name).toBe('TimeoutError');
    expect(queue.size).toBe(1);
  });

  it('does not queue errors raised while sending', async () => {
    const fetchMock = jest.fn(() => {
      throw new Error('fetch exploded');
    });
    const sendBeacon = jest.fn((): boolean => {
      throw new Error('beacon exploded');
    });
    const { queue } = makeQueue({ fetch: fetchMock as unknown as typeof fetch, sendBeacon });
    queue.enqueue(event('original'));
    await expect(queue.flush()).resolves.toBeUndefined();
    queue.sendOnPageHide();
    expect(messages(queue.events)).toEqual(['original']);
  });
});
