// The shell server's own calls to the API for crawlable pages, as a logged-out visitor: no cookie is
// ever forwarded, so the API answers only what it shows to anyone (a listing's public fields).

const TIMEOUT_MS = 3000;

/**
 * GET a JSON answer from the API. Resolves `{ status, body }` (body null when not JSON) or
 * `{ status: 0 }` when the API cannot be reached in time.
 */
export async function apiGet(apiUrl, path, { locale = 'en', fetchImpl = fetch } = {}) {
  try {
    const response = await fetchImpl(new URL(path, apiUrl), {
      headers: { accept: 'application/json', 'x-lang': locale },
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = await response.json().catch(() => null);
    return { status: response.status, body };
  } catch {
    return { status: 0, body: null };
  }
}

/** A small time-bounded cache of promises, so a burst of requests for one page makes one API call. */
export function createTtlCache({ ttlMs, maxEntries, now = Date.now }) {
  const entries = new Map();
  return {
    get(key, produce) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = produce();
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      // A failed call is not kept.
      Promise.resolve(value).catch(() => entries.delete(key));
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
