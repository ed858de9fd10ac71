import type { Clock } from '../../src/jobs/clock';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A clock that moves only when told: give it to `createTestApp({ clock })`, then `advanceDays(46)`. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(date: Date | string): void {
    this.current = new Date(date).getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }

  advanceDays(days: number): void {
    this.advance(days * DAY_MS);
  }
}
