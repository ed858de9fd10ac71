import { createPrefetchQueue, routeIdForPath } from './prefetch';

describe('route prefetch', () => {
  it('keeps at most five loads in flight and loads each route once', async () => {
    const releases: Array<() => void> = [];
    const load = jest.fn((_id: string) => new Promise<void>((resolve) => releases.push(resolve)));
    const queue = createPrefetchQueue(load);
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'a', 'b']) queue.prefetch(id);
    expect(load.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(queue.running).toBe(5);
    releases.shift()!();
    await Promise.resolve();
    await Promise.resolve();
    expect(load.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('finds the route of a path, bare or German, with params and queries', () => {
    expect(routeIdForPath('/')).toBe('landing');
    expect(routeIdForPath('/de')).toBe('landing');
    expect(routeIdForPath('/de/business/42?x=1')).toBe('business');
    expect(routeIdForPath('/create/information')).toBe('create-information');
    expect(routeIdForPath('/create/information/7')).toBe('create-information');
    expect(routeIdForPath('/nope')).toBeNull();
  });
});
