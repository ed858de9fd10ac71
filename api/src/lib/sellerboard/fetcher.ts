// Fetches a sellerboard automation report: with a timeout, a size limit read off the stream (a
// Content-Length can lie), no redirects followed (a redirect could lead off sellerboard's hosts), and
// the outcome classified so the sync knows whether the link stopped working or sellerboard had a
// bad moment.
import { SELLERBOARD_MAX_FILE_BYTES } from '@bizmarkt/shared/contract';

export const FETCH_TIMEOUT_MS = 15_000;

export type FetchOutcome =
  | { kind: 'ok'; body: Buffer }
  /** 401/403/404/410, or a redirect (sellerboard sends an expired link to its login page). */
  | { kind: 'gone'; status: number }
  /** 5xx, 429, a timeout, a network error: try again next run. */
  | { kind: 'unavailable'; reason: string }
  | { kind: 'too_large' };

const GONE = new Set([401, 403, 404, 410]);

export interface FetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

export async function fetchReport(url: URL, options: FetchOptions = {}): Promise<FetchOutcome> {
  const maxBytes = options.maxBytes ?? SELLERBOARD_MAX_FILE_BYTES;
  let response: Response;
  try {
    response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
      headers: { accept: 'text/csv, text/plain, */*' },
    });
  } catch (error) {
    return { kind: 'unavailable', reason: failureReason(error) };
  }
  if (GONE.has(response.status) || (response.status >= 300 && response.status < 400)) {
    await response.body?.cancel();
    return { kind: 'gone', status: response.status };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: 'unavailable', reason: `HTTP ${response.status}` };
  }
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) {
    await response.body?.cancel();
    return { kind: 'too_large' };
  }
  try {
    const body = await readLimited(response, maxBytes);
    return body === null ? { kind: 'too_large' } : { kind: 'ok', body };
  } catch (error) {
    return { kind: 'unavailable', reason: failureReason(error) };
  }
}

/** The abort of AbortSignal.timeout is a DOMException named TimeoutError (not always `instanceof Error`). */
function failureReason(error: unknown): string {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'TimeoutError' ? 'timeout' : 'network error';
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer | null> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}
