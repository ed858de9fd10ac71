import { VersionedCache } from './versioned-cache';

/** A load the test settles by hand, counting how often it was started. */
function manualLoads<V>() {
  const pending: Array<(value: V | undefined) => void> = [];
  return {
    started: () => pending.length,
    load: () => new Promise<V | undefined>((resolve) => pending.push(resolve)),
    settle(index: number, value: V | undefined) {
      pending[index]!(value);
    },
  };
}

function cache(enabled = () => true) {
  return new VersionedCache<string, string>({ ttlMs: 60_000, maxEntries: 10, enabled });
}

describe('VersionedCache', () => {
  it('lets concurrent misses of one key share one load, and keeps its value', async () => {
    const store = cache();
    const loads = manualLoads<string>();
    const first = store.get('k', loads.load);
    const second = store.get('k', loads.load);
    expect(loads.started()).toBe(1);
    loads.settle(0, 'v1');
    await expect(Promise.all([first, second])).resolves.toEqual(['v1', 'v1']);
    await expect(store.get('k', loads.load)).resolves.toBe('v1');
    expect(loads.started()).toBe(1);
  });

  it.each([
    ['the key was dropped', 'the old one settles first'],
    ['the key was dropped', 'the new one settles first'],
    ['the cache was cleared', 'the old one settles first'],
    ['the cache was cleared', 'the new one settles first'],
  ] as const)('starts a new load for a miss after %s, and keeps only that one (%s)', async (forgotten, order) => {
    const store = cache();
    const loads = manualLoads<string>();
    const before = store.get('k', loads.load);
    if (forgotten === 'the key was dropped') store.drop('k');
    else store.clear();
    const after = store.get('k', loads.load);
    expect(loads.started()).toBe(2);
    for (const index of order === 'the old one settles first' ? [0, 1] : [1, 0]) loads.settle(index, index === 0 ? 'old' : 'new');
    await expect(before).resolves.toBe('old');
    await expect(after).resolves.toBe('new');
    // The first load may have read before the write that dropped the key: only the second is kept.
    expect(store.peek('k')).toBe('new');
  });

  it('shares nothing and stores nothing while switched off', async () => {
    const store = cache(() => false);
    const loads = manualLoads<string>();
    const first = store.get('k', loads.load);
    const second = store.get('k', loads.load);
    expect(loads.started()).toBe(2);
    loads.settle(0, 'a');
    loads.settle(1, 'b');
    await expect(Promise.all([first, second])).resolves.toEqual(['a', 'b']);
    expect(store.size).toBe(0);
  });

  it('starts another load once a shared one has failed', async () => {
    const store = cache();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return Promise.reject(new Error('database down'));
    };
    const results = await Promise.allSettled([store.get('k', failing), store.get('k', failing)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    await expect(store.get('k', async () => 'v')).resolves.toBe('v');
  });
});
