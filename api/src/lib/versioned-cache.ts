// A small in-process cache whose entries are dropped by key when the change feed says so
// (src/db/changes.ts). A load that was under way while its key was dropped is not stored: it may
// have read the database before the write that dropped it. Concurrent misses of one key share one
// load (no stampede when a hot entry expires or is dropped), unless the key was dropped after that
// load began: a read that starts after a write must not be handed what was read before it.

export interface VersionedCacheOptions {
  /** The longest an entry is served (a bound on staleness should a change ever go unheard). */
  ttlMs: number;
  /** Past this, the oldest entries go first. */
  maxEntries: number;
  /** False while changes cannot be heard: every read goes to the database and nothing is stored. */
  enabled: () => boolean;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class VersionedCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();
  /** Bumped when a key is dropped, only for keys with a load under way. */
  private readonly versions = new Map<K, number>();
  private readonly loading = new Map<K, number>();
  /** The load a miss of the key may join: none once the key is dropped after it began. */
  private readonly inFlight = new Map<K, Promise<V | undefined>>();
  private epoch = 0;
  private readonly now: () => number;

  constructor(private readonly options: VersionedCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cached value, if there is a fresh one (and the cache is enabled). */
  peek(key: K): V | undefined {
    if (!this.options.enabled()) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The cached value, or `load()`'s, which is kept unless the key changed meanwhile. `undefined` is
   * never kept. A miss while a load of the key is under way (and the key was not dropped since it
   * began) waits for that load instead of starting another.
   */
  async get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    // Switched off, nothing drops keys: a load under way may predate a write, so nobody joins it.
    if (!this.options.enabled()) return this.load(key, load);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const started = this.load(key, load);
    this.inFlight.set(key, started);
    try {
      return await started;
    } finally {
      if (this.inFlight.get(key) === started) this.inFlight.delete(key);
    }
  }

  private async load(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const epoch = this.epoch;
    const version = this.versions.get(key) ?? 0;
    this.loading.set(key, (this.loading.get(key) ?? 0) + 1);
    let value: V | undefined;
    try {
      value = await load();
    } finally {
      const left = (this.loading.get(key) ?? 1) - 1;
      if (left === 0) this.loading.delete(key);
      else this.loading.set(key, left);
    }
    const unchanged = epoch === this.epoch && (this.versions.get(key) ?? 0) === version;
    if (!this.loading.has(key)) this.versions.delete(key);
    if (value !== undefined && unchanged && this.options.enabled()) this.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  drop(key: K): void {
    this.entries.delete(key);
    this.inFlight.delete(key);
    if (this.loading.has(key)) this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
  }

  clear(): void {
    this.entries.clear();
    this.inFlight.clear();
    this.versions.clear();
    this.epoch += 1;
  }
}
