// `app.jobs` (plugins/app/jobs.ts): registering handlers with the worker and queueing work in the
// `jobs` table. The domain takes the `JobQueue` part; the area plugins define the handlers.
import type { JobsRepository } from '../repositories/jobs';
import type { Clock } from './clock';
import type { JobHandler, JobsWorker } from './worker';

export interface EnqueueOptions {
  /** Due time; default: now by the app's clock. */
  runAt?: Date;
  /** At most one queued job per key: a second enqueue while one is pending or running does nothing. */
  key?: string;
  maxAttempts?: number;
}

export interface JobQueue {
  /** Queues a job; answers its id, or null when a job with the same key is already queued. */
  enqueue(kind: string, payload?: unknown, options?: EnqueueOptions): Promise<number | null>;
}

export interface JobsService extends JobQueue {
  /** Registers the handler of a kind (once per kind, before the app is ready). */
  define<P>(kind: string, handler: JobHandler<P>): void;
  /** A recurring job: first run when the app is ready, then `seconds` after each run, one queued at a time. */
  every(kind: string, seconds: number, handler: JobHandler<Record<string, never>>): void;
}

export interface JobsServiceDeps {
  worker: JobsWorker;
  repository: Pick<JobsRepository, 'enqueue'>;
  clock: Clock;
}

export function createJobsService({ worker, repository, clock }: JobsServiceDeps): JobsService {
  return {
    define: (kind, handler) => worker.define(kind, handler),
    every: (kind, seconds, handler) => worker.define(kind, handler, seconds),
    async enqueue(kind, payload = {}, { runAt, key, maxAttempts } = {}) {
      const id = await repository.enqueue({
        kind,
        payload,
        runAt: runAt ?? clock.now(),
        key: key ?? null,
        ...(maxAttempts ? { maxAttempts } : {}),
      });
      if (id !== null) worker.wake();
      return id;
    },
  };
}
