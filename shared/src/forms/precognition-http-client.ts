// laravel-precognition sends its validation-only requests through an exchangeable HttpClient. This one
// hands them to our API client, so they get what every call gets (X-LANG, the XSRF token and the CSRF
// cookie, one retry after 419, the error catalogue) instead of a second fetch stack with its own rules.
// Loaded with the first form, as laravel-precognition is (precognitive-form.ts).
import type { HttpClient, HttpRequestConfig, HttpResponse } from 'laravel-precognition';
import { apiFetch, type HttpMethod } from '../api/client';
import { NETWORK_FAILURE } from '../api/network-error';
import { containsFile, toFormData } from './form-data-paths';
import { queryOf } from './query-params';

/** Headers our client sets itself: Accept always, Content-Type from the body (JSON or multipart). */
const CLIENT_OWNED_HEADERS = new Set(['accept', 'content-type']);

function headersOf(config: HttpRequestConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers ?? {})) {
    if (value !== undefined && !CLIENT_OWNED_HEADERS.has(name.toLowerCase())) headers[name] = String(value);
  }
  return headers;
}

/** Data holding a file travels as multipart, as the real submit sends it. */
function bodyOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null && !(data instanceof FormData) && containsFile(data) ? toFormData(data) : data;
}

type Precognition = typeof import('laravel-precognition');

/** Our HttpClient, throwing the error types of the laravel-precognition it is installed into. */
export function createPrecognitionHttpClient({
  HttpCancelledError,
  HttpResponseError,
}: Pick<Precognition, 'HttpCancelledError' | 'HttpResponseError'>): HttpClient {
  return {
    async request(config: HttpRequestConfig): Promise<HttpResponse> {
      const method = config.method.toUpperCase() as HttpMethod;
      let response;
      try {
        response = await apiFetch(config.url, {
          method,
          body: method === 'GET' || method === 'DELETE' ? undefined : bodyOf(config.data),
          query: queryOf(config.params),
          headers: headersOf(config),
          signal: config.signal,
          timeoutMs: config.timeout,
          // A 422 is the expected answer (errors go under the fields), and a validation request that
          // timed out is reported on the form: neither interrupts the visitor with a toast.
          handled: [422, NETWORK_FAILURE],
        });
      } catch (error) {
        // Precognition aborts a request that a newer one for the same form replaces; it expects this type.
        if (config.signal?.aborted) throw new HttpCancelledError();
        throw error;
      }
      const result: HttpResponse = {
        status: response.status,
        data: response.body,
        // Lower-case names, as laravel-precognition reads them (`headers.precognition`).
        headers: Object.fromEntries(response.headers.entries()),
      };
      if (!response.ok) throw new HttpResponseError(result);
      return result;
    },
  };
}

let loading: Promise<Precognition> | undefined;

/**
 * laravel-precognition, loaded with the first form (every page loads this package, few have a form),
 * its module-wide client pointed at ours; one load, however many forms.
 */
export function loadPrecognition(): Promise<Precognition> {
  loading ??= import('laravel-precognition').then(
    (precognition) => {
      precognition.client.useHttpClient(createPrecognitionHttpClient(precognition));
      return precognition;
    },
    (error: unknown) => {
      loading = undefined; // the next form tries again
      throw error;
    },
  );
  return loading;
}
