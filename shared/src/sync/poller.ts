// The poller of spec §4 and §9, as a small state machine with injectable timers so that its timing
// is unit-tested exactly. The shell owns the one instance; remotes never poll on their own.
import { POLL_BUSY_RETRY_MS, POLL_LADDER_S } from '../constants';

export interface PollOutcome {
  /** New messages arrived: the ladder starts again at its first step. */
  newMessages: boolean;
}

export interface PollerOptions {
  poll: () => Promise<PollOutcome>;
  /** A failure that means the session is gone (401): polling stops instead of retrying. */
  isUnauthorized: (error: unknown) => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface Poller {
  start: () => void;
  stop: () => void;
  /** Polls now (e.g. after sending a message) and starts the ladder again. */
  force: () => void;
  readonly active: boolean;
  /** The current step of the ladder (for tests and diagnostics). */
  readonly attempt: number;
}

/** Delay before the next poll for an attempt index: 5, 10, 30, 60, 120, 240 s, then 240 s. */
export function pollDelayMs(attempt: number): number {
  const step = POLL_LADDER_S[Math.min(Math.max(attempt, 0), POLL_LADDER_S.length - 1)]!;
  return step * 1000;
}

export function createPoller({
  poll,
  isUnauthorized,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: PollerOptions): Poller {
  let active = false;
  let running = false;
  let attempt = 0;
  let timer: unknown = null;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    cancel();
    timer = setTimer(() => void tick(), ms);
  };

  async function tick(): Promise<void> {
    timer = null;
    if (!active) return;
    // A poll already running defers this one by 2 s instead of overlapping it.
    if (running) {
      schedule(POLL_BUSY_RETRY_MS);
      return;
    }
    running = true;
    try {
      const outcome = await poll();
      attempt = outcome.newMessages ? 0 : attempt + 1;
    } catch (error) {
      if (isUnauthorized(error)) {
        active = false;
        cancel();
        return;
      }
      attempt = 0;
    } finally {
      running = false;
    }
    if (active && timer === null) schedule(pollDelayMs(attempt));
  }

  return {
    start() {
      if (active) return;
      active = true;
      attempt = 0;
      schedule(pollDelayMs(0));
    },
    stop() {
      active = false;
      cancel();
    },
    force() {
      if (!active) return;
      attempt = 0;
      cancel();
      void tick();
    },
    get active() {
      return active;
    },
    get attempt() {
      return attempt;
    },
  };
}
