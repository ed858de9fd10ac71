import { CHUNK_RELOAD_GUARD_MS } from '@bizmarkt/shared/constants';

const GUARD_KEY = 'bizmarkt.chunk-reload-at';

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(error.message);
}

/**
 * A chunk of the shell that fails to load usually means a new deployment replaced it: reload the
 * page once (spec §8), but not again within 10 s, so a real outage shows the error instead of looping.
 */
export function reloadOnChunkError<T>(
  load: () => Promise<T>,
  now = () => Date.now(),
  storage: Storage = sessionStorage,
  reload = () => window.location.reload(),
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      if (!isChunkLoadError(error)) throw error;
      const last = Number(storage.getItem(GUARD_KEY) ?? 0);
      if (now() - last < CHUNK_RELOAD_GUARD_MS) throw error;
      storage.setItem(GUARD_KEY, String(now()));
      reload();
      return new Promise<T>(() => undefined); // the page is going away
    });
}
