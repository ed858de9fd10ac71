// The page's one poller, reachable from every app without importing the shell: the messaging remote
// forces a poll after sending (spec §4).
import type { Poller } from './poller';

let current: Poller | null = null;

export function registerPoller(poller: Poller | null): void {
  current = poller;
}

/** Polls now and restarts the ladder; does nothing when not polling (logged out). */
export function forcePoll(): void {
  current?.force();
}
