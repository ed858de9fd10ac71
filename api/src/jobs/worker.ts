// The jobs worker: claims due jobs (several instances may each run one, see claimDueJobs), runs their
// handlers and records the outcome. A failed attempt is retried with backoff until the job's
// max_attempts; then the row stays 'failed' for a person to look at. Recurring jobs (`every`) queue
// their next run when one finishes, whatever its outcome.
import type { FastifyBaseLogger } from 'fastify';
import type { JobRow } from '../db/schema';
import type { JobsRepository } from '../repositories/jobs';
import type { Clock } from './clock';
import { PollingLoop } from '../lib/polling-loop';

/** Jobs claimed per round; a full batch is followed at once by the next round. */
export const BATCH_SIZE = 10;
/** How often an idle worker looks for due jobs (jobs queued in this process wake it at once). */
export const POLL_INTERVAL_MS = 5_000;
/** A round that keeps finding due work stops after this many batches (a handler that re-queues itself "now"). */
const MAX_BATCHES_PER_RUN = 50;
const MAX_ERROR_LENGTH = 1_000;

export interface JobContext {
  /** The clock's time when the job was claimed: compare with it (as a SQL parameter), not with now(). */
  now: Date;
  job: Pick<JobRow, 'id' | 'kind' | 'attempts' | 'key'>;
  log: FastifyBaseLogger;
}

export type JobHandler<P = unknown> = (payload: P, context: JobContext) => Promise<void>;

interface Definition {
  handler: JobHandler<never>;
  /** Seconds between runs of a recurring job, else undefined. */
  everySeconds?: number;
}

/** Seconds before the next attempt after the `attempts`-th failure: 30 s doubling, capped at an hour. */
export function jobBackoffSeconds(attempts: number): number {
  return Math.min(60 * 60, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface JobsWorkerOptions {
  jobs: JobsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  pollIntervalMs?: number;
}

export class JobsWorker {
  private readonly definitions = new Map<string, Definition>();
  private readonly polling: PollingLoop;

  constructor(private readonly options: JobsWorkerOptions) {
    this.polling = new PollingLoop({
      // runDue drains what is due; only a round cut at MAX_BATCHES_PER_RUN goes on at once.
      round: async () => (await this.runDue()) >= BATCH_SIZE * MAX_BATCHES_PER_RUN,
      onError: (error) => options.log.error({ err: error }, 'jobs worker round failed'),
      pollIntervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS,
    });
  }

  define<P>(kind: string, handler: JobHandler<P>, everySeconds?: number): void {
    if (this.definitions.has(kind)) throw new Error(`job kind '${kind}' is defined twice`);
    this.definitions.set(kind, { handler: handler as JobHandler<never>, ...(everySeconds ? { everySeconds } : {}) });
  }

  /** Queues the first run of every recurring job that has none queued (at most one per kind, by key). */
  async scheduleRecurring(): Promise<void> {
    const now = this.options.clock.now();
    for (const [kind, definition] of this.definitions) {
      if (definition.everySeconds) await this.options.jobs.enqueue({ kind, runAt: now, key: recurringKey(kind) });
    }
  }

  start(): void {
    this.polling.start();
  }

  async stop(): Promise<void> {
    await this.polling.stop();
  }

  wake(): void {
    this.polling.wake();
  }

  /**
   * Runs every job due by the clock's time, batch after batch, including jobs queued meanwhile that
   * are already due. Answers how many it ran. Tests drive the worker with this.
   */
  async runDue(): Promise<number> {
    let total = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
      const now = this.options.clock.now();
      const claimed = await this.options.jobs.claimDue(now, BATCH_SIZE);
      for (const job of claimed) await this.run(job, now);
      total += claimed.length;
      // Until nothing is due: jobs that handlers queued for now run in this call too.
      if (claimed.length === 0) break;
    }
    return total;
  }

  private async run(job: JobRow, now: Date): Promise<void> {
    const { jobs, log } = this.options;
    const definition = this.definitions.get(job.kind);
    const context: JobContext = { now, job, log: log.child({ jobId: job.id, kind: job.kind }) };
    try {
      if (!definition) throw new Error(`no handler for job kind '${job.kind}' in this instance`);
      await definition.handler(job.payload as never, context);
      await jobs.markDone(job, this.options.clock.now());
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'unknown error';
      const last = job.attempts >= job.max_attempts;
      const retryAt = last ? null : new Date(now.getTime() + jobBackoffSeconds(job.attempts) * 1000);
      await jobs.markFailed(job, message, retryAt, this.options.clock.now());
      const details = { jobId: job.id, kind: job.kind, attempts: job.attempts, error: message };
      if (last) log.error(details, 'job failed for good after its last attempt');
      else log.warn(details, 'job failed; will retry');
      // A recurring job that failed is retried by its own row; its next regular run waits for that.
      if (!last) return;
    }
    if (definition?.everySeconds) {
      const runAt = new Date(now.getTime() + definition.everySeconds * 1000);
      await jobs.enqueue({ kind: job.kind, runAt, key: recurringKey(job.kind) });
    }
  }
}

export function recurringKey(kind: string): string {
  return `every:${kind}`;
}
