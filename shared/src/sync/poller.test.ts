import { createPoller, pollDelayMs, type PollOutcome } from './poller';

/** Fake timers that record every scheduled delay. */
function clock() {
  const scheduled: number[] = [];
  let pending: Array<{ fn: () => void; ms: number; id: number }> = [];
  let nextId = 1;
  return {
    scheduled,
    setTimer: (fn: () => void, ms: number) => {
      scheduled.push(ms);
      const id = nextId++;
      pending.push({ fn, ms, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      pending = pending.filter((p) => p.id !== id);
    },
    /** Runs the one pending timer, then lets the poll's promise settle. */
    async fire() {
      const next = pending.shift();
      if (!next) throw new Error('no timer pending');
      next.fn();
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
    get pendingCount() {
      return pending.length;
    },
  };
}

const quiet: PollOutcome = { newMessages: false };
const unauthorized = Object.assign(new Error('Unauthenticated.'), { status: 401 });
const isUnauthorized = (e: unknown) => (e as { status?: number }).status === 401;

describe('poll ladder', () => {
  it('is 5, 10, 30, 60, 120, 240 s and stays at 240', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(pollDelayMs)).toEqual([5_000, 10_000, 30_000, 60_000, 120_000, 240_000, 240_000, 240_000]);
  });
});

describe('poller', () => {
  it('climbs the ladder while nothing new arrives', async () => {
    const c = clock();
    const poll = jest.fn(async () => quiet);
    const poller = createPoller({ poll, isUnauthorized, ...c });
    poller.start();
    for (let i = 0; i < 7; i += 1) await c.fire();
    expect(poll).toHaveBeenCalledTimes(7);
    expect(c.scheduled).toEqual([5_000, 10_000, 30_000, 60_000, 120_000, 240_000, 240_000, 240_000]);
  });

  it('new messages reset the ladder', async () => {
    const c = clock();
    const outcomes = [quiet, quiet, { newMessages: true }, quiet];
    const poller = createPoller({ poll: async () => outcomes.shift()!, isUnauthorized, ...c });
    poller.start();
    for (let i = 0; i < 4; i += 1) await c.fire();
    expect(c.scheduled).toEqual([5_000, 10_000, 30_000, 5_000, 10_000]);
  });

  it('a failed poll resets the ladder; a 401 stops polling', async () => {
    const c = clock();
    const results: Array<() => Promise<PollOutcome>> = [
      async () => quiet,
      async () => quiet,
      async () => {
        throw new Error('offline');
      },
      async () => {
        throw unauthorized;
      },
    ];
    const poller = createPoller({ poll: () => results.shift()!(), isUnauthorized, ...c });
    poller.start();
    for (let i = 0; i < 4; i += 1) await c.fire();
    expect(c.scheduled).toEqual([5_000, 10_000, 30_000, 5_000]);
    expect(poller.active).toBe(false);
    expect(c.pendingCount).toBe(0);
  });

  it('a poll already running defers the next by 2 s', async () => {
    const c = clock();
    let release: (value: PollOutcome) => void = () => undefined;
    const poll = jest.fn(() => new Promise<PollOutcome>((resolve) => (release = resolve)));
    const poller = createPoller({ poll, isUnauthorized, ...c });
    poller.start();
    await c.fire(); // first poll starts and hangs
    poller.force(); // asks for another while the first runs
    expect(poll).toHaveBeenCalledTimes(1);
    expect(c.scheduled.at(-1)).toBe(2_000);
    release(quiet);
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    await c.fire(); // the deferred poll
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('force polls at once and restarts the ladder; stop cancels; start twice is one poller', async () => {
    const c = clock();
    const poll = jest.fn(async () => quiet);
    const poller = createPoller({ poll, isUnauthorized, ...c });
    poller.start();
    poller.start();
    expect(c.pendingCount).toBe(1);
    await c.fire();
    await c.fire();
    expect(poller.attempt).toBe(2);
    poller.force();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    expect(poll).toHaveBeenCalledTimes(3);
    expect(poller.attempt).toBe(1);
    expect(c.scheduled.at(-1)).toBe(10_000);
    poller.stop();
    expect(c.pendingCount).toBe(0);
    poller.force();
    expect(poll).toHaveBeenCalledTimes(3);
  });
});
