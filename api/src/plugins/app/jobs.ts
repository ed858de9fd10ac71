// Jobs: `app.jobs.define(kind, handler)` / `app.jobs.every(kind, seconds, handler)` register work,
// `app.jobs.enqueue(kind, payload, { runAt, key })` queues it in the `jobs` table (src/jobs/queue.ts),
// and the worker (`app.jobsWorker`, src/jobs/worker.ts) runs it — polling only when `config.jobsWorker`;
// tests call `app.jobsWorker.runDue()` and move `app.clock` (a fake clock given to buildApp).
import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../../jobs/clock';
import { createJobsService, type JobsService } from '../../jobs/queue';
import { JobsWorker } from '../../jobs/worker';

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

    app.decorate('clock', clock);
    app.decorate('jobs', createJobsService({ worker, repository: app.repositories.jobs, clock }));
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
