import { isChunkLoadError, reloadOnChunkError } from './chunk-reload';

function chunkError() {
  const error = new Error('Loading chunk 123 failed.');
  error.name = 'ChunkLoadError';
  return error;
}

describe('chunk-load reload guard', () => {
  beforeEach(() => sessionStorage.clear());

  it('recognises chunk-load errors only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads once, then not again within 10 s, then again after', async () => {
    let now = 1_000_000;
    const reload = jest.fn();
    const load = reloadOnChunkError(
      () => Promise.reject(chunkError()),
      () => now,
      sessionStorage,
      reload,
    );
    void load();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(1);

    now += 5_000;
    await expect(load()).rejects.toThrow('Loading chunk 123 failed.');
    expect(reload).toHaveBeenCalledTimes(1);

    now += 6_000;
    void load();
    await Promise.resolve();
    await Promise.resolve();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('passes other errors through', async () => {
    const reload = jest.fn();
    await expect(reloadOnChunkError(() => Promise.reject(new Error('boom')), Date.now, sessionStorage, reload)()).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
  });
});
