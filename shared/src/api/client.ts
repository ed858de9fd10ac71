// The one API client of the product (spec §7): credentials included, X-LANG, X-XSRF-TOKEN and
// Accept headers on every call, the CSRF cookie fetched before the first state-changing call when it
// is absent, and one retry after a 419. Status handling (toasts, redirects) subscribes through
// `onApiError`, so every status is mapped in one place: the shell.
import type { ErrorBody } from '../contract/api';
import { REQUEST_TIMEOUT_MS, XSRF_COOKIE, XSRF_HEADER } from '../constants';
import { ApiError } from './api-error';
import { readCookie } from './cookies';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

interface ClientConfig {
  baseUrl: string;
  getLocale: () => string;
}

const config: ClientConfig = {
  baseUrl: '',
  getLocale: () => 'en',
};

type ErrorListener = (error: ApiError, request: { method: HttpMethod; path: string }) => void;
const errorListeners = new Set<ErrorListener>();

export function configureApiClient(next: Partial<ClientConfig>): void {
  Object.assign(config, next);
}

/** Subscribe to every failed API answer; returns the unsubscribe function. */
export function onApiError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}

let csrfRequest: Promise<void> | null = null;

/** `GET /sanctum/csrf-cookie`; concurrent callers share one request. */
export function refreshCsrfCookie(): Promise<void> {
  csrfRequest ??= fetch(`${config.baseUrl}/sanctum/csrf-cookie`, {
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

function send(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
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
  return fetch(buildUrl(path, options.query), { method, headers, body, credentials: 'include', signal });
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

/** Calls the API and resolves with the parsed JSON body, or rejects with an ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const stateChanging = method !== 'GET';
  if (stateChanging && !readCookie(XSRF_COOKIE)) await refreshCsrfCookie();

  let res = await send(method, path, options);
  if (res.status === 419 && stateChanging) {
    await refreshCsrfCookie();
    res = await send(method, path, options);
  }

  const body = await readBody(res);
  if (!res.ok) {
    const error = new ApiError(res.status, asErrorBody(body));
    for (const listener of errorListeners) listener(error, { method, path });
    throw error;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
