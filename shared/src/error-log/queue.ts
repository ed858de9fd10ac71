// The client error queue (spec §3, §7, §9): at most 200 events, persisted in localStorage, sent in
// batches of at most 8 when 8 are queued, every 5 s while online and on coming online, and handed
// to sendBeacon when the page is hidden. Browser APIs are injected so the queue is testable
// without a browser; the defaults read them at call time.
import {
  ERROR_LOG_BATCH_SIZE,
  ERROR_LOG_ENDPOINT,
  ERROR_LOG_FLUSH_AT,
  ERROR_LOG_FLUSH_INTERVAL_MS,
  ERROR_LOG_MAX_EVENTS,
  ERROR_LOG_SEND_TIMEOUT_MS,
  ERROR_LOG_STORAGE_KEY,
} from '../constants';
import type { ErrorLogBatch, ErrorLogEvent } from '../contract/error-log';
import { createErrorLogEvent, ERROR_LOG_FIELD_CAPS, truncate, type EventDetails } from './event';
import { browserStorage, loadEvents, saveEvents, type QueueStorage } from './storage';
import { localeFromPath } from '../i18n/locale';

/**
 * Bytes of JSON one request may carry. Browsers refuse keepalive and beacon bodies once the
 * in-flight total passes 64 KiB, and the API's body limit for this route is 64 KiB too.
 */
export const ERROR_LOG_MAX_BATCH_BYTES = 60_000;
/** Longest pause a Retry-After can impose, so a bad header cannot silence the log for the session. */
const MAX_PAUSE_MS = 10 * 60 * 1000;
/**
 * Answers meaning "the API read this batch and will never take it": retrying would block the
 * queue forever, so such a batch is dropped. Every other failure keeps the events.
 */
const REJECTED_FOR_GOOD = new Set([400, 413, 415, 422]);

type SendBeacon = (url: string, data: Blob) => boolean;

export interface ErrorLogQueueOptions {
  endpoint?: string;
  storage?: QueueStorage | null;
  storageKey?: string;
  fetch?: typeof fetch;
  /** null: the browser has none, and page hide falls back to a keepalive fetch. */
  sendBeacon?: SendBeacon | null;
  isOnline?: () => boolean;
  now?: () => Date;
  /** The page's address and user agent, read when an event is made and when a batch is sent. */
  page?: () => { href: string; userAgent: string };
  /** The page's language for `X-LANG` (spec §7: all calls); default: the path's (`/de…` German). */
  locale?: () => string;
}

interface Entry {
  seq: number;
  event: ErrorLogEvent;
}

type SendOutcome = 'sent' | 'rejected' | 'kept';

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/** The language of the page, as every API call names it: the path decides (`/de…` is German). */
function pageLocale(): string {
  return localeFromPath(globalThis.location?.pathname ?? '/');
}

/**
 * sendBeacon cannot send headers, so a beacon names the language in the query (`?lang=de`) instead
 * of `X-LANG`; the body keeps the batch shape of spec §3.
 */
export function beaconUrl(endpoint: string, locale: string): string {
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}lang=${encodeURIComponent(locale)}`;
}

function defaultSendBeacon(): SendBeacon | null {
  const nav = globalThis.navigator;
  return typeof nav?.sendBeacon === 'function' ? (url, data) => nav.sendBeacon(url, data) : null;
}

function defaultPage() {
  return { href: globalThis.location?.href ?? '', userAgent: globalThis.navigator?.userAgent ?? '' };
}

/** Seconds or an HTTP date, as Retry-After allows; 0 when absent or unreadable. */
function retryAfterMs(header: string | null, now: number): number {
  if (!header) return 0;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_PAUSE_MS) : 0;
}

export class ErrorLogQueue {
  private entries: Entry[];
  private nextSeq = 0;
  /** Events a fetch is carrying now: the page-hide beacon leaves them out, so they are not sent twice. */
  private readonly inFlight = new Set<number>();
  private flushing: Promise<void> | null = null;
  private pausedUntil = 0;
  /** Error objects already queued: a remote-load failure also reaches the slot's error boundary. */
  private readonly reported = new WeakSet<object>();
  /** Set while an event is being made; a report from inside that work is dropped (no loops). */
  private reporting = false;
  private endpoint: string;
  private readonly storage: QueueStorage | null;
  private readonly storageKey: string;
  private readonly options: ErrorLogQueueOptions;

  constructor(options: ErrorLogQueueOptions = {}) {
    this.options = options;
    this.endpoint = options.endpoint ?? ERROR_LOG_ENDPOINT;
    this.storage = options.storage === undefined ? browserStorage() : options.storage;
    this.storageKey = options.storageKey ?? ERROR_LOG_STORAGE_KEY;
    this.entries = loadEvents(this.storage, this.storageKey, ERROR_LOG_MAX_EVENTS).map((event) => this.entry(event));
  }

  get size(): number {
    return this.entries.length;
  }

  /** The queued events, oldest first (a copy). */
  get events(): ErrorLogEvent[] {
    return this.entries.map((entry) => entry.event);
  }

  setEndpoint(endpoint: string): void {
    this.endpoint = endpoint;
  }

  /** Makes an event of `error` and queues it; false when it was not queued (seen before, or a loop). */
  report(error: unknown, details: EventDetails): boolean {
    if (this.reporting) return false;
    if (typeof error === 'object' && error !== null) {
      if (this.reported.has(error)) return false;
      this.reported.add(error);
    }
    this.reporting = true;
    try {
      this.enqueue(createErrorLogEvent(error, details, { ...this.page(), now: this.now() }));
      return true;
    } catch {
      return false;
    } finally {
      this.reporting = false;
    }
  }

  /** Queues an event, dropping the oldest beyond 200; sends once 8 are queued. */
  enqueue(event: ErrorLogEvent): void {
    this.entries.push(this.entry(event));
    if (this.entries.length > ERROR_LOG_MAX_EVENTS) this.entries.splice(0, this.entries.length - ERROR_LOG_MAX_EVENTS);
    this.persist();
    if (this.entries.length >= ERROR_LOG_FLUSH_AT) void this.flush();
  }

  /**
   * Sends queued events batch by batch until the queue is empty or a send fails. One flush runs at
   * a time; a call during a flush joins it (the running flush also picks up what was added since).
   */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /**
   * The page is being hidden (tab switch, navigation, close): hand what is queued to sendBeacon,
   * which outlives the page. A beacon the browser refuses leaves its events stored for the next load.
   */
  sendOnPageHide(): void {
    if (!this.canSend()) return;
    const sendBeacon = this.options.sendBeacon === undefined ? defaultSendBeacon() : this.options.sendBeacon;
    if (!sendBeacon) {
      void this.flush();
      return;
    }
    for (;;) {
      const batch = this.nextBatch();
      if (batch.length === 0) break;
      let accepted: boolean;
      try {
        const body = new Blob([JSON.stringify(this.batchBody(batch))], { type: 'application/json' });
        accepted = sendBeacon(beaconUrl(this.endpoint, this.locale()), body);
      } catch {
        accepted = false;
      }
      if (!accepted) break;
      this.remove(batch);
    }
  }

  /**
   * Starts the timers and listeners of spec §9: a flush every 5 s while online, one on the `online`
   * event, the beacon on page hide. Returns the function that stops them.
   */
  start(target: Window = window): () => void {
    const onOnline = () => void this.flush();
    const onHide = () => this.sendOnPageHide();
    const onVisibility = () => {
      if (target.document.visibilityState === 'hidden') this.sendOnPageHide();
    };
    const timer = setInterval(() => {
      if (this.entries.length > 0) void this.flush();
    }, ERROR_LOG_FLUSH_INTERVAL_MS);
    target.addEventListener('online', onOnline);
    target.addEventListener('pagehide', onHide);
    target.document.addEventListener('visibilitychange', onVisibility);
    // Events stored by an earlier page count towards the threshold like new ones.
    if (this.entries.length >= ERROR_LOG_FLUSH_AT) void this.flush();
    return () => {
      clearInterval(timer);
      target.removeEventListener('online', onOnline);
      target.removeEventListener('pagehide', onHide);
      target.document.removeEventListener('visibilitychange', onVisibility);
    };
  }

  private async drain(): Promise<void> {
    while (this.canSend()) {
      const batch = this.nextBatch();
      if (batch.length === 0) return;
      const outcome = await this.send(batch);
      if (outcome === 'kept') return;
      this.remove(batch);
    }
  }

  private async send(batch: Entry[]): Promise<SendOutcome> {
    for (const entry of batch) this.inFlight.add(entry.seq);
    try {
      const fetchImpl = this.options.fetch ?? globalThis.fetch;
      const res = await fetchImpl(this.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-LANG': this.locale() },
        body: JSON.stringify(this.batchBody(batch)),
        // keepalive: a send started just before the page goes away still arrives.
        keepalive: true,
        credentials: 'include',
        signal: AbortSignal.timeout(ERROR_LOG_SEND_TIMEOUT_MS),
      });
      if (res.ok) return 'sent';
      if (REJECTED_FOR_GOOD.has(res.status)) return 'rejected';
      if (res.status === 429 || res.status === 503) {
        this.pausedUntil = this.now().getTime() + retryAfterMs(res.headers.get('Retry-After'), this.now().getTime());
      }
      return 'kept';
    } catch {
      // Offline, timed out, blocked: the events stay queued, and this failure is not itself logged.
      return 'kept';
    } finally {
      for (const entry of batch) this.inFlight.delete(entry.seq);
    }
  }

  private locale(): string {
    return (this.options.locale ?? pageLocale)();
  }

  private canSend(): boolean {
    const online = this.options.isOnline ? this.options.isOnline() : globalThis.navigator?.onLine !== false;
    return online && this.now().getTime() >= this.pausedUntil;
  }

  /** The oldest events not already on their way: at most 8, and at most ERROR_LOG_MAX_BATCH_BYTES of JSON. */
  private nextBatch(): Entry[] {
    const batch: Entry[] = [];
    let bytes = byteLength(JSON.stringify(this.batchBody([])));
    for (const entry of this.entries) {
      if (batch.length >= ERROR_LOG_BATCH_SIZE) break;
      if (this.inFlight.has(entry.seq)) continue;
      const size = byteLength(JSON.stringify(entry.event)) + 1;
      // The first event always goes: the field caps keep a single event far below the budget.
      if (batch.length > 0 && bytes + size > ERROR_LOG_MAX_BATCH_BYTES) break;
      batch.push(entry);
      bytes += size;
    }
    return batch;
  }

  private batchBody(batch: readonly Entry[]): ErrorLogBatch {
    const page = this.page();
    return {
      events: batch.map((entry) => entry.event),
      clientTimestamp: this.now().toISOString(),
      href: truncate(page.href, ERROR_LOG_FIELD_CAPS.href),
      userAgent: truncate(page.userAgent, ERROR_LOG_FIELD_CAPS.userAgent),
    };
  }

  private remove(batch: readonly Entry[]): void {
    const sent = new Set(batch.map((entry) => entry.seq));
    this.entries = this.entries.filter((entry) => !sent.has(entry.seq));
    this.persist();
  }

  private persist(): void {
    saveEvents(this.storage, this.storageKey, this.events);
  }

  private entry(event: ErrorLogEvent): Entry {
    return { seq: this.nextSeq++, event };
  }

  private now(): Date {
    return this.options.now ? this.options.now() : new Date();
  }

  private page() {
    return this.options.page ? this.options.page() : defaultPage();
  }
}
