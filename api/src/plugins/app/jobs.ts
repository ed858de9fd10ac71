// Jobs: `app.jobs.define(kind, handler)` / `app.jobs.every(kind, seconds, handler)` register work,
// `app.jobs.enqueue(kind, payload, { runAt, key })` queues it in the `jobs` table, and the worker
// (`app.jobsWorker`, src/jobs/worker.ts) runs it — polling only when `config.jobsWorker`; tests call
// `app.jobsWorker.runDue()` and move `app.clock` (a fake clock given to buildApp).
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../jobs/clock';
import { JobsWorker, type JobHandler } from '../../jobs/worker';

export type { JobContext, JobHandler } from '../../jobs/worker';

export interface EnqueueOptions {
  /** Due time; default: now by the app's clock. */
  runAt?: Date;
  /** At most one queued job per key: a second enqueue while one is pending or running does nothing. */
  key?: string;
  maxAttempts?: number;
}

export interface JobsService {
  /** Registers the handler of a kind (once per kind, before the app is ready). */
  define<P>(kind: string, handler: JobHandler<P>): void;
  /** A recurring job: first run when the app is ready, then `seconds` after each run, one queued at a time. */
  every(kind: string, seconds: number, handler: JobHandler<Record<string, never>>): void;
  /** Queues a job; answers its id, or null when a job with the same key is already queued. */
  enqueue(kind: string, payload?: unknown, options?: EnqueueOptions): Promise<number | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    jobs: JobsService;
    jobsWorker: JobsWorker;
  }
}

export interface JobsPluginOptions {
  clock?: Clock | undefined;
}

export default fp<JobsPluginOptions>(
  async (app, options) => {
    const clock = options.clock ?? systemClock;
    const worker = new JobsWorker({ jobs: app.repositories.jobs, clock, log: app.log.child({ module: 'jobs' }) });

    const jobs: JobsService = {
      define: (kind, handler) => worker.define(kind, handler),
      every: (kind, seconds, handler) => worker.define(kind, handler, seconds),
      async enqueue(kind, payload = {}, { runAt, key, maxAttempts } = {}) {
        const id = await app.repositories.jobs.enqueue({
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

    app.decorate('clock', clock);
    app.decorate('jobs', jobs);
    app.decorate('jobsWorker', worker);

    // After every plugin has defined its jobs.
    app.addHook('onReady', async () => {
      await worker.scheduleRecurring();
      if (app.config.jobsWorker) worker.start();
    });
    app.addHook('onClose', async () => {
      await worker.stop();
    });
  },
  { name: 'jobs', dependencies: ['config', 'repositories'] },
);
