// The page's event stream (issue #30 §4; docs/architecture/event-stream.md): one EventSource on
// `GET /api/stream` while someone is logged in and the tab is visible. While it is open, events arrive
// at once and the poller rests; when it breaks, is refused or is not available (no EventSource), and
// whenever the tab goes to the background, it is closed and the poll ladder carries on as without it
// (`connectStream` below). EventSource reconnects by itself after a network error (the server's
// `retry:`); a refusal (401, 429…) closes it for good, until the tab is shown again.
import type { StreamEvent } from '../contract/stream';
import { STREAM_EVENT_TYPES } from '../contract/stream-events';
import type { Poller } from './poller';

/** What the stream needs of an EventSource (the browser's, or a fake in unit tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  addEventListener(type: string, listener: (event: { data: string }) => void): void;
  close(): void;
}

/** EventSource.CLOSED: the browser will not reconnect by itself. */
const CLOSED = 2;

export interface EventStreamOptions {
  url: string;
  /** Makes the connection; undefined when the browser has no EventSource (the ladder alone). */
  createEventSource?: ((url: string) => EventSourceLike) | undefined;
  onEvent: (event: StreamEvent) => void;
  /** The stream is open: events arrive at once. */
  onUp: () => void;
  /** The stream is not open (broken, refused, closed, tab hidden): poll instead. */
  onDown: () => void;
  /** Whether the tab is in the background (document.hidden). */
  isHidden?: () => boolean;
  /** Subscribes to the tab being shown or hidden; returns the unsubscribe function. */
  onVisibilityChange?: (listener: () => void) => () => void;
}

export interface EventStream {
  start: () => void;
  stop: () => void;
  /** Whether events arrive right now. */
  readonly up: boolean;
}

function browserEventSource(): ((url: string) => EventSourceLike) | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return (url) => new EventSource(url, { withCredentials: true }) as unknown as EventSourceLike;
}

function documentHidden(): boolean {
  return typeof document !== 'undefined' && document.hidden;
}

function documentVisibility(listener: () => void): () => void {
  if (typeof document === 'undefined') return () => undefined;
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

export function createEventStream({
  url,
  createEventSource = browserEventSource(),
  onEvent,
  onUp,
  onDown,
  isHidden = documentHidden,
  onVisibilityChange = documentVisibility,
}: EventStreamOptions): EventStream {
  let source: EventSourceLike | null = null;
  let started = false;
  let up = false;
  let unsubscribeVisibility: (() => void) | null = null;

  const setUp = (next: boolean) => {
    if (next === up) return;
    up = next;
    if (up) onUp();
    else onDown();
  };

  /** `quiet`: stopped on purpose (logged out): nothing is told, no poll starts. */
  const close = (quiet = false) => {
    if (source) {
      source.onopen = null;
      source.onerror = null;
      source.close();
      source = null;
    }
    if (quiet) up = false;
    else setUp(false);
  };

  const connect = () => {
    if (!createEventSource || source || isHidden()) return;
    const opened = createEventSource(url);
    source = opened;
    opened.onopen = () => setUp(true);
    opened.onerror = () => {
      setUp(false);
      // Refused or ended for good: the ladder until the tab is shown again.
      if (opened.readyState === CLOSED && source === opened) close();
    };
    for (const type of STREAM_EVENT_TYPES) {
      opened.addEventListener(type, (event) => {
        let parsed: StreamEvent;
        try {
          parsed = JSON.parse(event.data) as StreamEvent;
        } catch {
          return;
        }
        onEvent(parsed);
      });
    }
  };

  const visibilityChanged = () => {
    if (!started) return;
    if (isHidden()) close();
    else connect();
  };

  return {
    start() {
      if (started) return;
      started = true;
      unsubscribeVisibility = onVisibilityChange(visibilityChanged);
      connect();
    },
    stop() {
      started = false;
      unsubscribeVisibility?.();
      unsubscribeVisibility = null;
      close(true);
    },
    get up() {
      return up;
    },
  };
}

/**
 * The stream and the poller together: while the stream is up the poller rests; when it goes down the
 * ladder starts again from its first step (5 s), exactly as without a stream. `catchUp` runs once each
 * time the stream opens (what arrived while it was being opened).
 */
export function connectStream(
  poller: Pick<Poller, 'start' | 'stop'>,
  options: Omit<EventStreamOptions, 'onUp' | 'onDown'> & { catchUp: () => void },
): EventStream {
  const { catchUp, ...rest } = options;
  return createEventStream({
    ...rest,
    onUp: () => {
      poller.stop();
      catchUp();
    },
    onDown: () => poller.start(),
  });
}
