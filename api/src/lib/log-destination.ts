// Where the API's log lines go: stdout, through a small buffer. Pino's default destination writes each
// line with its own write(2) as it is logged; with one access line per request that was the largest
// single cost of a cheap request (about a tenth of `GET /api/countries`' server time in a CPU profile,
// issue #14). Buffered, the lines go out in blocks of LOG_BUFFER_BYTES, and at the latest
// LOG_FLUSH_MS after they were logged, so a quiet server's log stays current. Still synchronous writes
// (no thread pool, order kept); the process's 'exit' writes what is left, so `process.exit()` after a
// fatal error and the shutdown on SIGTERM lose nothing. Only a hard kill (SIGKILL, OOM) can lose the
// last second of lines.
import pino from 'pino';

/** Lines are written once this many bytes are waiting. */
export const LOG_BUFFER_BYTES = 4096;
/** … or at the latest after this long. */
export const LOG_FLUSH_MS = 1000;

export type LogDestination = ReturnType<typeof pino.destination>;

/** A buffered destination on the file descriptor (stdout by default), written out on exit. */
export function openLogDestination(fd = 1): LogDestination {
  const destination = pino.destination({ dest: fd, sync: true, minLength: LOG_BUFFER_BYTES, periodicFlush: LOG_FLUSH_MS });
  process.on('exit', () => {
    try {
      destination.flushSync();
    } catch {
      // stdout closed under us: nothing left to write to
    }
  });
  return destination;
}
