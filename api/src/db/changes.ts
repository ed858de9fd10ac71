// The change feed behind the API's in-process caches (issue #14; api/README.md "Caches and scale-out").
// Triggers (migration 0015) announce every write to a cached table on the channel `bizmarkt_changes`
// with the key it touches: `user:<id>` (the user's row, messages to them, their notifications),
// `session:<uuid>` (a session updated or ended) or `reference` (categories, countries, US states).
// Every API instance listens and drops those keys from memory.
//
// Read-your-writes on one instance: PostgreSQL delivers a session's own notifications before the
// ReadyForQuery of the statement (or COMMIT) that caused them, and PGlite calls its listeners before the
// query's promise settles. So every pooled connection LISTENs: by the time a write resolves, this
// process has already dropped what it changed. Writes by other instances arrive on a dedicated
// listening connection a moment after their commit; while that connection is down the caches are off
// (everything is read from the database) and they start empty when it is back.
//
// The same feed carries the event stream's dialog events (issue #30 §4, plugins/app/stream-hub.ts):
// `dialog:<id>:<topic>`, published by application code with `publishDialogEvent` (ids only; the
// instance that holds a party's stream reads the dialog and decides what that party may hear).
import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { Client, type ClientBase, type Pool } from 'pg';
import { STREAM_DIALOG_TOPICS, type StreamDialogTopic } from '@bizmarkt/shared/contract';
import type { DatabaseHandle, Db } from './client';

export const CHANGES_CHANNEL = 'bizmarkt_changes';

export type Change =
  | { kind: 'user'; userId: number }
  | { kind: 'session'; sessionId: string }
  | { kind: 'reference' }
  | { kind: 'dialog'; dialogId: number; topic: StreamDialogTopic };

/** What a listener hears: a change, or 'reset' (notifications may have been missed: forget everything). */
export type ChangeEvent = Change | 'reset';
export type ChangeListener = (event: ChangeEvent) => void;

export interface ChangeFeed {
  /** Whether changes are being heard right now; caches must not answer while this is false. */
  readonly live: boolean;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

export function parseChange(payload: string): Change | undefined {
  if (payload === 'reference') return { kind: 'reference' };
  const colon = payload.indexOf(':');
  const kind = payload.slice(0, colon);
  const key = payload.slice(colon + 1);
  if (kind === 'user' && /^\d+$/.test(key)) return { kind: 'user', userId: Number(key) };
  if (kind === 'session' && key !== '') return { kind: 'session', sessionId: key };
  if (kind === 'dialog') {
    const [id, topic] = key.split(':');
    if (id !== undefined && /^\d+$/.test(id) && isDialogTopic(topic)) return { kind: 'dialog', dialogId: Number(id), topic };
  }
  return undefined;
}

function isDialogTopic(topic: string | undefined): topic is StreamDialogTopic {
  return (STREAM_DIALOG_TOPICS as readonly (string | undefined)[]).includes(topic);
}

/**
 * Tells both parties of a dialog, on whichever instance their streams are open, that `topic` changed
 * in it (a `dialog` stream event). Call it with the transaction that makes the change (or the plain
 * handle after it): PostgreSQL delivers the notification at commit and drops it on rollback. The
 * payload holds ids only; each listening instance reads the dialog itself.
 */
export async function publishDialogEvent(db: Pick<Db, 'execute'>, dialogId: number, topic: StreamDialogTopic): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`dialog:${dialogId}:${topic}`})`);
}

/** Notifications heard by the pooled connections of each pool opened by `openPostgres`. */
const poolNotifications = new WeakMap<Pool, EventEmitter>();

/**
 * The pool's `onConnect`: the new connection LISTENs before it serves its first query, and what it
 * hears is re-emitted on the pool's emitter (see the read-your-writes note above).
 */
export function listeningPoolConnection(notifications: EventEmitter) {
  return async (client: ClientBase): Promise<void> => {
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload !== undefined) notifications.emit('payload', message.payload);
    });
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
  };
}

export function registerPoolNotifications(pool: Pool, notifications: EventEmitter): void {
  poolNotifications.set(pool, notifications);
}

/** How long the dedicated listener waits before it reconnects after losing its connection. */
export const RECONNECT_DELAY_MS = 1000;

class Feed implements ChangeFeed {
  live = false;
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: ChangeEvent): void {
    for (const listener of this.listeners) listener(event);
  }

  /**
   * `fromPool`: heard by a pooled connection. Every pooled connection hears every notification (they
   * are there so that a cache drop is never late); an event for the stream must be told once, so those
   * come from the one dedicated listener only.
   */
  payload(payload: string, fromPool = false): void {
    const change = parseChange(payload);
    if (!change || (fromPool && change.kind === 'dialog')) return;
    this.emit(change);
  }

  async close(): Promise<void> {
    this.live = false;
    this.listeners.clear();
  }
}

export async function openChangeFeed(database: DatabaseHandle, log: (message: string, error?: unknown) => void): Promise<ChangeFeed> {
  const feed = new Feed();
  if (database.kind === 'pglite') {
    // One process, one backend: its own notifications are all there is.
    const unlisten = await database.client.listen(CHANGES_CHANNEL, (payload) => feed.payload(payload));
    feed.live = true;
    const close = feed.close.bind(feed);
    feed.close = async () => {
      await close();
      if (!database.client.closed) await unlisten();
    };
    return feed;
  }

  const pool = database.client;
  const fromPool = (payload: string) => feed.payload(payload, true);
  const notifications = poolNotifications.get(pool);
  notifications?.on('payload', fromPool);

  let closed = false;
  let listener: Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: pool.options.connectionString });
    const lost = (error?: unknown) => {
      if (listener !== client) return;
      listener = undefined;
      // Changes made while nobody listens are never heard: answer from the database until back.
      feed.live = false;
      feed.emit('reset');
      client.end().catch(() => undefined);
      if (closed || pool.ended) return;
      log('change listener lost its connection; caches off until it reconnects', error);
      retry = setTimeout(() => void connect(), RECONNECT_DELAY_MS);
      retry.unref();
    };
    listener = client;
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload !== undefined) feed.payload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      lost(error);
      return;
    }
    if (closed || listener !== client) return;
    feed.emit('reset');
    feed.live = true;
  };
  await connect();

  const close = feed.close.bind(feed);
  feed.close = async () => {
    if (closed) return;
    closed = true;
    if (retry) clearTimeout(retry);
    notifications?.off('payload', fromPool);
    notifications?.off('closing', closeFeed);
    const client = listener;
    listener = undefined;
    await close();
    await client?.end().catch(() => undefined);
  };
  // The database closing without the app (a script, a test) ends the listener too.
  const closeFeed = () => void feed.close();
  notifications?.on('closing', closeFeed);
  return feed;
}
