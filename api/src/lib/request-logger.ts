// Fastify gives every request a child logger bound to its id (`reqId`). Making pino's child is a new
// object with the bindings serialised into it, about a microsecond of a 30 µs request, and most
// requests now never log a line: the poll's and the reference data's answers are counted, not logged
// (plugins/app/access-log.ts). The request's logger here makes that child when the request first logs
// (or when its level is set or a child of it is asked for), from the same parent, bindings and options, so
// every line is the same as before (issue #14).
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
type Log = (...args: unknown[]) => void;

export class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    // A level of the request's own (a route's `logLevel`) decides which lines exist: made at once.
    if (options.level !== undefined) this.#child = parent.child(bindings, options);
  }

  /** Whether pino's child has been made (for tests). */
  get made(): boolean {
    return this.#child !== undefined;
  }

  private get child_(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  private log(method: LogMethod, args: unknown[]): void {
    const child = this.child_;
    (child[method] as Log).apply(child, args);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.child_.level = level;
  }

  // Methods on the prototype, not per-instance closures: nothing more is made per request than this object.
  fatal(...args: unknown[]): void {
    this.log('fatal', args);
  }
  error(...args: unknown[]): void {
    this.log('error', args);
  }
  warn(...args: unknown[]): void {
    this.log('warn', args);
  }
  info(...args: unknown[]): void {
    this.log('info', args);
  }
  debug(...args: unknown[]): void {
    this.log('debug', args);
  }
  trace(...args: unknown[]): void {
    this.log('trace', args);
  }
  silent(...args: unknown[]): void {
    this.log('silent', args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child_.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: the request's logger, made lazily. */
export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new LazyChildLogger(logger, bindings, options);
