// What every logged-in poll needs, kept in memory (issue #14): the session by its cookie's token, the
// user's row, and the user's "sync state" (newest message to them, unread notifications, unread
// messages per dialog). `GET /api/sync` with nothing new is answered from these alone.
// Entries are dropped by the change feed (src/db/changes.ts: database triggers + LISTEN/NOTIFY), so a
// write through any instance, job or script is seen by every instance; the staleness bound is in
// api/README.md ("Caches and scale-out").
import fp from 'fastify-plugin';
import { openChangeFeed, type ChangeEvent, type ChangeFeed } from '../../db/changes';
import type { MessageRow, SessionRow, UserRow } from '../../db/schema';
import { sha256Hex } from '../../lib/tokens';
import { VersionedCache } from '../../lib/versioned-cache';

/** Served at most this long without a change being heard (a backstop; changes normally drop entries at once). */
export const LIVE_STATE_TTL_MS = 60 * 1000;
/** Per cache; the ladder bench runs 10,000 users against one instance. */
export const LIVE_STATE_MAX_ENTRIES = 50_000;
/**
 * A user's sync state keeps up to this many of their newest incoming messages, and only while their
 * texts together stay within SYNC_RECENT_TEXT_CHARS (a message may hold 5,000): at most about 6 KB per
 * cached user, so the poll that brings a new message is answered from memory too (issue #14).
 */
export const SYNC_RECENT_MESSAGES = 5;
export const SYNC_RECENT_TEXT_CHARS = 2000;

export interface SyncState {
  /** The highest id among the messages to the user (0: none). */
  newestMessageId: number;
  /** The latest `created_at` among them (null: none). */
  newestMessageAt: Date | null;
  unreadNotifications: number;
  unreadMessages: number;
  unreadByDialog: Record<string, number>;
  /** The newest messages to the user, newest first: every message to them with an id ≥ `recentFromId`. */
  recentMessages: readonly MessageRow[];
  /** 0 when `recentMessages` holds all of the user's messages; +Infinity when it holds none. */
  recentFromId: number;
}

/**
 * What a sync state keeps of the user's newest incoming messages (`newestFirst`: read with one row
 * more than `limit`, so that all of them fitting means there are no others): the prefix that fits
 * the limits, and the id from which it is complete — a prefix of the highest ids holds every message
 * with an id at or above its last one.
 */
export function keptRecent(
  newestFirst: readonly MessageRow[],
  limit = SYNC_RECENT_MESSAGES,
  budget = SYNC_RECENT_TEXT_CHARS,
): Pick<SyncState, 'recentMessages' | 'recentFromId'> {
  const kept: MessageRow[] = [];
  let chars = 0;
  for (const row of newestFirst.slice(0, limit)) {
    chars += row.message?.length ?? 0;
    if (chars > budget) break;
    kept.push(row);
  }
  if (kept.length === newestFirst.length) return { recentMessages: kept, recentFromId: 0 };
  return { recentMessages: kept, recentFromId: kept.at(-1)?.id ?? Number.POSITIVE_INFINITY };
}

/**
 * A cached answer comes as it is, a loaded one as a promise: callers `await` either way, and a lookup
 * answered from memory makes no promise (three nested async calls cost ≈ 0.3 µs a lookup, and a
 * logged-in poll makes three; issue #14).
 */
export type Awaitable<T> = T | Promise<T>;

export interface LiveState {
  readonly feed: ChangeFeed;
  /**
   * The active session whose cookie holds `token` (`sessions.findActiveByTokenHash` of its SHA-256),
   * cached by the token itself: the hash is computed only to ask the database. Hashing was the
   * largest single cost of a cached lookup (≈ 1 µs of every logged-in request, issue #14); this
   * process sees every token in its requests anyway, and the database still holds only hashes.
   */
  session(token: string): Awaitable<SessionRow | undefined>;
  /** `users.findById`, cached; a copy the caller may change. */
  user(id: number): Awaitable<UserRow | undefined>;
  syncState(userId: number): Awaitable<SyncState>;
  /** Reference data (categories, countries) built once per key until a `reference` change. */
  reference<V>(key: string, build: () => Promise<V>): Awaitable<V>;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveState: LiveState;
  }
}

export default fp(
  async (app) => {
    const feed = await openChangeFeed(app.database, (message, error) => app.log.warn({ err: error }, message));
    const enabled = () => feed.live;
    const options = { ttlMs: LIVE_STATE_TTL_MS, maxEntries: LIVE_STATE_MAX_ENTRIES, enabled };
    /** By the cookie's token (see `LiveState.session`). */
    const sessions = new VersionedCache<string, SessionRow>(options);
    /** Session id → token of the cached sessions, so that a `session:<id>` change finds its entry. */
    const sessionTokens = new Map<string, string>();
    const users = new VersionedCache<number, UserRow>(options);
    const syncStates = new VersionedCache<number, SyncState>(options);
    const references = new VersionedCache<string, unknown>({ ...options, ttlMs: Number.POSITIVE_INFINITY });

    const onChange = (event: ChangeEvent) => {
      if (event === 'reset') {
        sessions.clear();
        sessionTokens.clear();
        users.clear();
        syncStates.clear();
        references.clear();
        return;
      }
      switch (event.kind) {
        case 'user':
          users.drop(event.userId);
          syncStates.drop(event.userId);
          break;
        case 'session': {
          const token = sessionTokens.get(event.sessionId);
          if (token !== undefined) {
            sessionTokens.delete(event.sessionId);
            sessions.drop(token);
          }
          break;
        }
        case 'reference':
          references.clear();
          break;
      }
    };
    feed.subscribe(onChange);
    app.addHook('preClose', async () => {
      await feed.close();
    });

    const { repositories } = app;
    const liveState: LiveState = {
      feed,
      session(token) {
        const cached = sessions.peek(token);
        return cached !== undefined ? unexpired(cached) : loadSession(token);
      },
      user(id) {
        const cached = users.peek(id);
        return cached !== undefined ? { ...cached } : loadUser(id);
      },
      syncState(userId) {
        return syncStates.peek(userId) ?? loadSyncState(userId);
      },
      reference<V>(key: string, build: () => Promise<V>): Awaitable<V> {
        return (references.peek(key) as V | undefined) ?? loadReference(key, build);
      },
    };

    // The database asks `expires_at > now()`; a cached row is asked the same here.
    function unexpired(row: SessionRow): SessionRow | undefined {
      return row.expires_at.getTime() <= Date.now() ? undefined : row;
    }

    async function loadSession(token: string): Promise<SessionRow | undefined> {
      const row = await sessions.get(token, async () => {
        const found = await repositories.sessions.findActiveByTokenHash(sha256Hex(token));
        // Registered before the load is stored, so a change arriving in between still finds it.
        if (found) {
          if (sessionTokens.size >= LIVE_STATE_MAX_ENTRIES) sessionTokens.clear();
          sessionTokens.set(found.id, token);
        }
        return found;
      });
      return row && unexpired(row);
    }

    async function loadUser(id: number): Promise<UserRow | undefined> {
      const row = await users.get(id, () => repositories.users.findById(id));
      return row && { ...row };
    }

    async function loadSyncState(userId: number): Promise<SyncState> {
      const state = await syncStates.get(userId, async () => {
        const [newest, unreadNotifications, unread, recent] = await Promise.all([
          repositories.messages.newestIncoming(userId),
          repositories.notifications.countUnread(userId),
          repositories.messages.unreadCounts(userId),
          // One more than is kept, to know whether the kept ones are all there are.
          repositories.messages.recentIncoming(userId, SYNC_RECENT_MESSAGES + 1),
        ]);
        return {
          newestMessageId: newest.id,
          newestMessageAt: newest.createdAt,
          unreadNotifications,
          unreadMessages: unread.total,
          unreadByDialog: unread.byDialog,
          ...keptRecent(recent),
        };
      });
      if (!state) throw new Error('sync state load returned nothing');
      return state;
    }

    async function loadReference<V>(key: string, build: () => Promise<V>): Promise<V> {
      return (await references.get(key, build)) as V;
    }

    app.decorate('liveState', liveState);
  },
  { name: 'live-state', dependencies: ['db', 'repositories'] },
);
