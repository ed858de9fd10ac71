// The page's one error log. @bizmarkt/shared is a Module Federation singleton, so the shell and
// every remote report into this same queue. The shell installs it once at startup; reports made
// before that are queued (and stored) and go out once it is installed.
import { ErrorLogQueue, type ErrorLogQueueOptions } from './queue';

let queue: ErrorLogQueue | null = null;
let uninstall: (() => void) | null = null;

/** The page's queue, created on first use with the browser's storage, fetch and beacon. */
export function getErrorLog(): ErrorLogQueue {
  queue ??= new ErrorLogQueue();
  return queue;
}

export interface InstallErrorLogOptions extends ErrorLogQueueOptions {
  target?: Window;
}

/**
 * Starts the log: window `error` and `unhandledrejection` listeners, the 5 s flush, the flush on
 * `online` and the beacon on page hide. Call once; a second call changes nothing and returns the
 * same stop function. Options other than `endpoint` apply only when the queue does not exist yet.
 */
export function installErrorLog(options: InstallErrorLogOptions = {}): () => void {
  if (uninstall) return uninstall;
  const { target = window, ...queueOptions } = options;
  queue ??= new ErrorLogQueue(queueOptions);
  if (options.endpoint) queue.setEndpoint(options.endpoint);
  const log = queue;

  // A listener that threw would raise another `error` event: these never throw.
  const onError = (event: ErrorEvent) => {
    try {
      // Without `error` (a cross-origin script without CORS: "Script error.") the message is all there is.
      log.report(event.error ?? event.message, { type: 'window.onerror', line: event.lineno, column: event.colno, url: event.filename });
    } catch {
      // nothing: logging must never become the page's problem
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    try {
      log.report(event.reason, { type: 'unhandledrejection' });
    } catch {
      // as above
    }
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const stopQueue = log.start(target);

  uninstall = () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
    stopQueue();
    uninstall = null;
  };
  return uninstall;
}

/** The manual API: logs an error you caught yourself (type 'manual'). */
export function reportError(error: unknown, extra?: Record<string, unknown>): void {
  getErrorLog().report(error, { type: 'manual', extra });
}

/** For error boundaries: a render error with React's component stack (type 'react'). */
export function reportRenderError(error: unknown, componentStack?: string | null, extra?: Record<string, unknown>): void {
  getErrorLog().report(error, { type: 'react', extra: { ...extra, ...(componentStack ? { componentStack } : {}) } });
}

/** Forgets the page's queue and listeners (tests only). */
export function resetErrorLogForTests(): void {
  uninstall?.();
  queue = null;
}
