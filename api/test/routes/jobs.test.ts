// The jobs table and its worker: due by the app's (fake) clock, keys that deduplicate, retries with
// backoff then 'failed' with the row kept, recurring jobs re-queued once, abandoned claims taken over,
// SKIP LOCKED claims.
import { eq } from 'drizzle-orm';
import { jobs, type JobRow } from '../../src/db/schema';
import { jobBackoffSeconds, recurringKey } from '../../src/jobs/worker';
import { claimDueJobs, JOB_LEASE_SECONDS } from '../../src/repositories/jobs';
import { FakeClock } from '../helpers/clock';
import { currentLeg } from '../helpers/database';
import { useTestApp } from '../helpers/test-app';

const START = new Date('2026-03-01T08:00:00Z');
const clock = new FakeClock(START);
const ran: { kind: string; payload: unknown; now: Date }[] = [];
let failuresLeft = 0;

const t = useTestApp({
  clock,
  routes: async (app) => {
    app.jobs.define<{ n: number }>('test.record', async (payload, { now }) => {
      ran.push({ kind: 'test.record', payload, now });
    });
    app.jobs.define('test.flaky', async () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('upstream answered 503');
      }
      ran.push({ kind: 'test.flaky', payload: null, now: clock.now() });
    });
    app.jobs.every('test.daily', 24 * 60 * 60, async (_payload, { now }) => {
      ran.push({ kind: 'test.daily', payload: null, now });
    });
  },
});

async function job(id: number): Promise<JobRow> {
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

beforeEach(async () => {
  ran.length = 0;
  failuresLeft = 0;
  // Only the recurring job's row survives from one test to the next.
  await t.database.db.delete(jobs).where(eq(jobs.kind, 'test.record'));
  await t.database.db.delete(jobs).where(eq(jobs.kind, 'test.flaky'));
});

describe('jobs', () => {
  it('queues the first run of a recurring job when the app is ready, and the next one after each run', async () => {
    const queued = await t.app.repositories.jobs.listByKind('test.daily', ['pending']);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ key: recurringKey('test.daily') });

    await t.app.jobsWorker.runDue();
    expect(ran.filter((entry) => entry.kind === 'test.daily')).toHaveLength(1);
    const [next] = await t.app.repositories.jobs.listByKind('test.daily', ['pending']);
    expect(next?.run_at.getTime()).toBe(clock.now().getTime() + 24 * 60 * 60 * 1000);

    // Not due again until a day has passed by the clock; then exactly once.
    await expect(t.app.jobsWorker.runDue()).resolves.toBe(0);
    clock.advanceDays(1);
    await expect(t.app.jobsWorker.runDue()).resolves.toBe(1);
    expect(ran.filter((entry) => entry.kind === 'test.daily')).toHaveLength(2);
    expect(await t.app.repositories.jobs.listByKind('test.daily', ['pending'])).toHaveLength(1);
    // Asking again to schedule (a second instance starting) queues nothing more.
    await t.app.jobsWorker.scheduleRecurring();
    expect(await t.app.repositories.jobs.listByKind('test.daily', ['pending'])).toHaveLength(1);
  });

  it('runs a job when the clock reaches its time, with the payload and the time of the claim', async () => {
    const runAt = new Date(clock.now().getTime() + 60 * 60 * 1000);
    const id = await t.app.jobs.enqueue('test.record', { n: 7 }, { runAt });
    expect(id).not.toBeNull();

    await t.app.jobsWorker.runDue();
    expect(ran.filter((entry) => entry.kind === 'test.record')).toEqual([]);

    clock.advance(60 * 60 * 1000);
    await t.app.jobsWorker.runDue();
    expect(ran.filter((entry) => entry.kind === 'test.record')).toEqual([{ kind: 'test.record', payload: { n: 7 }, now: clock.now() }]);
    expect(await job(id!)).toMatchObject({ status: 'done', attempts: 1, finished_at: clock.now(), last_error: null });
  });

  it('queues a key only once while it is pending or running, and again after it finished', async () => {
    const first = await t.app.jobs.enqueue('test.record', { n: 1 }, { key: 'listing:5:outdated' });
    const second = await t.app.jobs.enqueue('test.record', { n: 2 }, { key: 'listing:5:outdated' });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await t.app.jobsWorker.runDue();
    expect(ran.map((entry) => entry.payload)).toEqual([{ n: 1 }]);
    await expect(t.app.jobs.enqueue('test.record', { n: 3 }, { key: 'listing:5:outdated' })).resolves.not.toBeNull();
  });

  it('retries a failing job with backoff, then marks it failed for good and keeps the row', async () => {
    failuresLeft = 99;
    const id = (await t.app.jobs.enqueue('test.flaky', {}, { maxAttempts: 3 }))!;

    for (let attempt = 1; attempt < 3; attempt += 1) {
      await t.app.jobsWorker.runDue();
      const pending = await job(id);
      expect(pending).toMatchObject({ status: 'pending', attempts: attempt, last_error: 'upstream answered 503' });
      expect(pending.run_at.getTime()).toBe(clock.now().getTime() + jobBackoffSeconds(attempt) * 1000);
      await t.app.jobsWorker.runDue();
      expect((await job(id)).attempts).toBe(attempt);
      clock.advanceSeconds(jobBackoffSeconds(attempt));
    }
    await t.app.jobsWorker.runDue();
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 3, last_error: 'upstream answered 503', finished_at: clock.now() });
    clock.advanceDays(30);
    await t.app.jobsWorker.runDue();
    expect(await job(id)).toMatchObject({ status: 'failed', attempts: 3 });
  });

  it('succeeds on a retry after a failure', async () => {
    failuresLeft = 1;
    const id = (await t.app.jobs.enqueue('test.flaky'))!;
    await t.app.jobsWorker.runDue();
    clock.advanceSeconds(jobBackoffSeconds(1));
    await t.app.jobsWorker.runDue();
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(ran.filter((entry) => entry.kind === 'test.flaky')).toHaveLength(1);
  });

  it('fails a job of a kind no handler knows, without stopping the others', async () => {
    const unknown = (await t.app.jobs.enqueue('test.unknown', {}, { maxAttempts: 1 }))!;
    const known = (await t.app.jobs.enqueue('test.record', { n: 4 }))!;
    await t.app.jobsWorker.runDue();
    expect(await job(unknown)).toMatchObject({ status: 'failed', last_error: "no handler for job kind 'test.unknown' in this instance" });
    expect(await job(known)).toMatchObject({ status: 'done' });
    await t.database.db.delete(jobs).where(eq(jobs.id, unknown));
  });

  it('takes over a job whose claimer died, once its lease ran out', async () => {
    const id = (await t.app.jobs.enqueue('test.record', { n: 5 }))!;
    const [claimed] = await claimDueJobs(t.database.db, clock.now(), 10);
    expect(claimed).toMatchObject({ id, status: 'running', attempts: 1 });
    // The claimer "dies": nothing finishes the job. Within the lease, nobody else takes it.
    await expect(t.app.jobsWorker.runDue()).resolves.toBe(0);
    clock.advanceSeconds(JOB_LEASE_SECONDS);
    await t.app.jobsWorker.runDue();
    expect(await job(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  const onPostgres = currentLeg() === 'postgres' ? it : it.skip;
  onPostgres('claims with SKIP LOCKED: a second claim meanwhile neither waits nor takes the same jobs', async () => {
    const ids: number[] = [];
    for (let n = 0; n < 4; n += 1) ids.push((await t.app.jobs.enqueue('test.record', { n }))!);
    let firstClaim: number[] = [];
    let secondClaim: number[] = [];
    await t.database.db.transaction(async (tx) => {
      firstClaim = (await claimDueJobs(tx, clock.now(), 2)).map((claimed) => claimed.id);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the second claim waited for the lock')), 5_000);
      });
      try {
        secondClaim = (await Promise.race([t.app.repositories.jobs.claimDue(clock.now(), 10), timeout]))
          .filter((claimed) => claimed.kind === 'test.record')
          .map((claimed) => claimed.id);
      } finally {
        clearTimeout(timer);
      }
    });
    expect(firstClaim).toEqual(ids.slice(0, 2));
    expect(secondClaim).toEqual(ids.slice(2));
  });
});
