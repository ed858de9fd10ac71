// A request that got no answer (connection refused, offline, CORS, timeout). It is an ApiError with
// status 0 so that every caller and every `onApiError` listener handles one error type; the catalogue
// maps it to its "anything else" message.
import { ApiError } from './api-error';

/** The status of a request that got no answer; usable in a request's `handled` list. */
export const NETWORK_FAILURE = 0;

export type NetworkFailureReason = 'network' | 'timeout';

export class NetworkError extends ApiError {
  readonly reason: NetworkFailureReason;

  constructor(reason: NetworkFailureReason, cause?: unknown) {
    super(NETWORK_FAILURE, null);
    this.name = 'NetworkError';
    this.message = reason === 'timeout' ? 'The request timed out' : 'The request failed before an answer arrived';
    this.reason = reason;
    this.cause = cause;
  }
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}
