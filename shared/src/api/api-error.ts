import type { ErrorBody } from '../contract/api';

/** A non-2xx answer of the API, carrying the Laravel-shaped body when there is one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null) {
    super(body?.message || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field errors of a 422 answer, `{}` otherwise. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
