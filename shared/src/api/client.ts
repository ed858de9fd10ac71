// The one API client of the product (spec §7): credentials included, X-LANG, X-XSRF-TOKEN and
// Accept headers on every call, the CSRF cookie fetched before the first state-changing call when it
// is absent, one retry after a 419, and one after a 401 for a session already replaced. Every
// state-changing request carries an `Idempotency-Key` (one per logical write, the same on each of its
// retries), so a write whose answer got lost — a 502/503/504 from the proxy (an API instance killed),
// no answer at all, or a 409 "still running" — is sent again a bounded number of times with backoff
// before it counts as failed (`WRITE_RETRY_DELAYS_MS`, decision 0211); the API answers a repeat with the
// first answer instead of running the write twice (api/src/plugins/app/idempotency.ts). Every
// failure, including a request that got no answer (NetworkError, status 0), is reported through
// `onApiError`, so every status is mapped in one place: the error catalogue the shell installs
// (error-catalogue.ts). A call site that shows a status itself says so with `handled`.
import type { ErrorBody } from '../contract/api';
import { REQUEST_TIMEOUT_MS, XSRF_COOKIE, XSRF_HEADER } from '../constants';
import { SESSION_PATHS } from '../contract/api-paths/session';
import { ApiError } from './api-error';
import { readCookie } from './cookies';
import { NetworkError } from './network-error';
import type { UploadProgress } from './upload-transport';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, pause, retriableWrite, retryAfterMs, WRITE_RETRY_DELAYS_MS } from './write-retries';

export { IDEMPOTENCY_HEADER, MAX_RETRY_AFTER_MS, newIdempotencyKey, WRITE_RETRY_DELAYS_MS } from './write-retries';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Failures this call site shows to the user itself, so the error catalogue stays silent for them:
   * statuses (`NETWORK_FAILURE`, 0, for no answer at all), or 'all'. E.g. a form that shows 422 under
   * its fields passes `[422]`. The ApiError still rejects the call and still reaches every listener.
   */
  handled?: readonly number[] | 'all';
  /** Reports the request body's progress as it is sent (an upload's progress bar); sends through XHR. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /**
   * The write's Idempotency-Key; by default a new random UUID per call. Pass one to make two calls the
   * same logical write (e.g. a "try again" button resending what did not arrive).
   */
  idempotencyKey?: string;
}

/** What a listener learns about the failed call. */
export interface ApiRequestInfo {
  method: HttpMethod;
  path: string;
  handled: readonly number[] | 'all';
}

/** A whole answer: status and headers too (the Precognition form helper reads a header). */
export interface ApiResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  /** Parsed JSON, or undefined for 204 and non-JSON answers. */
  body: unknown;
}

interface ClientConfig {
  baseUrl: string;
  getLocale: () => string;
}

const config: ClientConfig = {
  baseUrl: '',
  getLocale: () => 'en',
};

type ErrorListener = (error: ApiError, request: ApiRequestInfo) => void;
const errorListeners = new Set<ErrorListener>();

export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

/** The full URL of an API path, for what does not go through `api` (the event stream's EventSource). */
export function apiUrl(path: string): string {
  return `${config.baseUrl}${path}`;
}

/**
 * Subscribe to every failed call (an error status, or no answer: NetworkError); returns the
 * unsubscribe function. A call its caller cancelled through its own signal is no failure.
 */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

/** True when the call site said it shows this status itself (`RequestOptions.handled`). */
export function isHandledByCaller(request: Pick<ApiRequestInfo, 'handled'>, status: number): boolean {
  return request.handled === 'all' || request.handled.includes(status);
}

function report(error: ApiError, request: ApiRequestInfo): void {
  for (const listener of errorListeners) {
    // A broken listener must not turn the caller's ApiError into its own exception.
    try {
      listener(error, request);
    } catch (listenerError) {
      console.error('[api] an onApiError listener threw', listenerError);
    }
  }
}

let csrfRequest: Promise<void> | null = null;

/** `GET /sanctum/csrf-cookie`; concurrent callers share one request. */
export function refreshCsrfCookie(): Promise<void> {
  csrfRequest ??= fetch(`${config.baseUrl}${SESSION_PATHS.csrfCookie}`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then((res) => {
      if (!res.ok) throw new ApiError(res.status, null);
    })
    .finally(() => {
      csrfRequest = null;
    });
  return csrfRequest;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = `${config.baseUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-LANG': config.getLocale(),
    ...options.headers,
  };
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    const url = buildUrl(path, options.query);
    if (options.onUploadProgress) {
      // The XHR transport comes with the first upload: few pages upload, every page loads this client.
      const { fetchWithUploadProgress } = await import('./upload-transport');
      return await fetchWithUploadProgress(url, { method, headers, body: body as XMLHttpRequestBodyInit | undefined, signal }, options.onUploadProgress);
    }
    return await fetch(url, { method, headers, body, credentials: 'include', signal });
  } catch (error) {
    // The caller's own cancellation is passed through untouched: nothing failed.
    if (options.signal?.aborted) throw error;
    throw new NetworkError(timeout.aborted ? 'timeout' : 'network', error);
  }
}

/** The CSRF cookie, with a failure to fetch it turned into the ApiError the caller will see. */
async function ensureCsrfCookie(): Promise<void> {
  try {
    await refreshCsrfCookie();
  } catch (error) {
    throw error instanceof ApiError ? error : new NetworkError('network', error);
  }
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

function asErrorBody(value: unknown): ErrorBody | null {
  if (value && typeof value === 'object' && typeof (value as ErrorBody).message === 'string') return value as ErrorBody;
  return null;
}

/**
 * Sends; a write carrying an Idempotency-Key whose answer got lost is sent again after each of
 * WRITE_RETRY_DELAYS_MS (see `retriableWrite`), with the same key.
 */
async function sendWithRetries(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
  const keyed = method !== 'GET' && options.headers?.[IDEMPOTENCY_HEADER] !== undefined;
  for (let retry = 0; ; retry += 1) {
    let outcome: Response | unknown;
    try {
      outcome = await sendTracked(method, path, options);
    } catch (error) {
      outcome = error;
    }
    const last = !keyed || retry >= WRITE_RETRY_DELAYS_MS.length || options.signal?.aborted === true;
    if (last || !retriableWrite(outcome)) {
      if (outcome instanceof Response) return outcome;
      throw outcome;
    }
    let delay = WRITE_RETRY_DELAYS_MS[retry] ?? 0;
    if (outcome instanceof Response) {
      if (outcome.status === 409) delay = Math.max(delay, retryAfterMs(outcome));
      // The answer is not read: release its connection.
      await outcome.body?.cancel().catch(() => undefined);
    }
    await pause(delay, options.signal);
  }
}

/** State-changing requests on their way: one of them may be replacing the session (login, password change). */
const changesInFlight = new Set<Promise<unknown>>();

/** Sends; a state-changing request is tracked while it is on its way (`changesInFlight`). */
function sendTracked(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
  const sent = send(method, path, options);
  if (method === 'GET') return sent;
  changesInFlight.add(sent);
  const forget = () => changesInFlight.delete(sent);
  sent.then(forget, forget);
  return sent;
}

/**
 * Whether a 401 speaks of a session this page has already replaced: a request sent under the old
 * session can be answered after a password change or a login rotated it, before or after that
 * answer arrives. Once every state-changing request on its way has been answered, a session cookie
 * set meanwhile shows as a new XSRF cookie (each session has its own token).
 */
async function sessionReplacedSince(sentWith: string | null): Promise<boolean> {
  if (sentWith === null) return false;
  await Promise.allSettled([...changesInFlight]);
  const now = readCookie(XSRF_COOKIE);
  return now !== null && now !== sentWith;
}

/**
 * One call: CSRF cookie, request (a write's lost answers retried: `sendWithRetries`), one retry after
 * 419, one retry after a 401 that came for a session replaced meanwhile (see `sessionReplacedSince`);
 * failures reported to the listeners once, after the last retry.
 */
async function exchange(path: string, options: RequestOptions): Promise<{ response: ApiResponse; error: ApiError | null }> {
  const method = options.method ?? 'GET';
  const info: ApiRequestInfo = { method, path, handled: options.handled ?? [] };
  const stateChanging = method !== 'GET';
  // One key for the logical write, kept across every retry below (419, 401, a lost answer).
  if (stateChanging && options.headers?.[IDEMPOTENCY_HEADER] === undefined) {
    options = { ...options, headers: { ...options.headers, [IDEMPOTENCY_HEADER]: options.idempotencyKey ?? newIdempotencyKey() } };
  }
  let res: Response;
  try {
    if (stateChanging && !readCookie(XSRF_COOKIE)) await ensureCsrfCookie();
    const sentWith = readCookie(XSRF_COOKIE);
    res = await sendWithRetries(method, path, options);
    if (res.status === 419 && stateChanging) {
      await ensureCsrfCookie();
      res = await sendWithRetries(method, path, options);
    } else if (res.status === 401 && (await sessionReplacedSince(sentWith))) {
      res = await sendWithRetries(method, path, options);
    }
  } catch (error) {
    if (error instanceof ApiError) report(error, info);
    throw error;
  }

  const body = await readBody(res);
  const response: ApiResponse = { status: res.status, ok: res.ok, headers: res.headers, body };
  if (res.ok) return { response, error: null };
  const error = new ApiError(res.status, asErrorBody(body));
  report(error, info);
  return { response, error };
}

/** Calls the API and resolves with the parsed JSON body, or rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { response, error } = await exchange(path, options);
  if (error) throw error;
  return response.body as T;
}

/**
 * Like `apiRequest`, but resolves with the whole answer for every HTTP status (a failed one is still
 * reported to the listeners); rejects only when no answer came (NetworkError) or the caller aborted.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
  return (await exchange(path, options)).response;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
