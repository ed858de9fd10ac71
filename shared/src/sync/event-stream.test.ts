// The event stream and the poll ladder together (issue #30 §4), with a fake EventSource (the edge of
// the unit) and fake timers: an event reaches its listener; an error, a refusal or a hidden tab puts
// the ladder back at its first step (5 s); the stream coming back rests the poller.
import type { StreamEvent } from '../contract/stream';
import { connectStream, type EventSourceLike } from './event-stream';
import { createPoller, pollDelayMs } from './poller';

class FakeEventSource implements EventSourceLike {
  static made: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, Array<(event: { data: string }) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  emit(event: StreamEvent) {
    for (const listener of this.listeners.get(event.type) ?? []) listener({ data: JSON.stringify(event) });
  }
  /** A network error: the browser tries again by itself (CONNECTING). */
  drop() {
    this.readyState = 0;
    this.onerror?.({});
  }
  /** A refusal (401, 429): closed for good. */
  refuse() {
    this.readyState = 2;
    this.onerror?.({});
  }
}

function setup() {
  FakeEventSource.made = [];
  const timers: Array<{ fn: () => void; ms: number; id: number }> = [];
  let nextId = 1;
  const polls: number[] = [];
  const poller = createPoller({
    poll: async () => {
      polls.push(Date.now());
      return { newMessages: false };
    },
    isUnauthorized: () => false,
    setTimer: (fn, ms) => {
      const id = nextId++;
      timers.push({ fn, ms, id });
      return id;
    },
    clearTimer: (id) => {
      const index = timers.findIndex((timer) => timer.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
  });
  let hidden = false;
  let visibility: (() => void) | null = null;
  const events: StreamEvent[] = [];
  const catchUps: number[] = [];
  const stream = connectStream(poller, {
    url: '/api/stream',
    createEventSource: (url) => new FakeEventSource(url),
    onEvent: (event) => events.push(event),
    catchUp: () => catchUps.push(1),
    isHidden: () => hidden,
    onVisibilityChange: (listener) => {
      visibility = listener;
      return () => (visibility = null);
    },
  });
  return {
    poller,
    stream,
    events,
    catchUps,
    timers,
    source: () => FakeEventSource.made.at(-1)!,
    setHidden(next: boolean) {
      hidden = next;
      visibility?.();
    },
    /** Logged in: the poller starts (as the shell does), then the stream. */
    login() {
      poller.start();
      stream.start();
    },
  };
}

describe('the event stream beside the poll ladder', () => {
  it('hands each event on and rests the poller while open (one catch-up poll when it opens)', () => {
    const page = setup();
    page.login();
    expect(page.source().url).toBe('/api/stream');
    expect(page.poller.active).toBe(true);
    page.source().open();
    expect(page.stream.up).toBe(true);
    expect(page.poller.active).toBe(false);
    expect(page.timers).toEqual([]);
    expect(page.catchUps).toHaveLength(1);
    const event: StreamEvent = { type: 'dialog', dialogId: 7, topic: 'step' };
    page.source().emit(event);
    page.source().emit({ type: 'unread', unreadMessages: 2, unreadNotifications: 0, unreadByDialog: { 7: 2 } });
    expect(page.events).toEqual([event, { type: 'unread', unreadMessages: 2, unreadNotifications: 0, unreadByDialog: { 7: 2 } }]);
  });

  it('goes back to the ladder from its first step when the stream breaks, and rests again when it is back', () => {
    const page = setup();
    page.login();
    page.source().open();
    page.source().drop();
    expect(page.stream.up).toBe(false);
    expect(page.poller.active).toBe(true);
    expect(page.timers.map((timer) => timer.ms)).toEqual([pollDelayMs(0)]);
    expect(page.source().closed).toBe(false); // the browser reconnects by itself
    page.source().open();
    expect(page.poller.active).toBe(false);
    expect(page.catchUps).toHaveLength(2);
  });

  it('stays on the ladder when the stream is refused, until the tab is shown again', () => {
    const page = setup();
    page.login();
    page.source().refuse();
    expect(page.source().closed).toBe(true);
    expect(page.poller.active).toBe(true);
    expect(FakeEventSource.made).toHaveLength(1);
    page.setHidden(true);
    page.setHidden(false);
    expect(FakeEventSource.made).toHaveLength(2);
  });

  it('closes the stream in a background tab (the ladder carries on) and opens it when the tab is shown', () => {
    const page = setup();
    page.login();
    page.source().open();
    page.setHidden(true);
    expect(page.source().closed).toBe(true);
    expect(page.stream.up).toBe(false);
    expect(page.poller.active).toBe(true);
    expect(page.timers.map((timer) => timer.ms)).toEqual([pollDelayMs(0)]);
    page.setHidden(false);
    expect(FakeEventSource.made).toHaveLength(2);
    page.source().open();
    expect(page.poller.active).toBe(false);
  });

  it('opens no stream in a tab that starts hidden, nor without EventSource, and stops quietly on logout', () => {
    const page = setup();
    page.setHidden(true);
    page.login();
    expect(FakeEventSource.made).toHaveLength(0);
    expect(page.poller.active).toBe(true);
    page.setHidden(false);
    page.source().open();
    page.stream.stop();
    page.poller.stop();
    expect(page.source().closed).toBe(true);
    expect(page.poller.active).toBe(false);

    const poller = createPoller({ poll: async () => ({ newMessages: false }), isUnauthorized: () => false, setTimer: () => 1, clearTimer: () => undefined });
    const stream = connectStream(poller, { url: '/api/stream', createEventSource: undefined, onEvent: () => undefined, catchUp: () => undefined });
    poller.start();
    stream.start();
    expect(stream.up).toBe(false);
    expect(poller.active).toBe(true);
  });
});
