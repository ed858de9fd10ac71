// The app's clock. Time-driven rules (a listing's financials 45 days old, a subscription's period end)
// read it instead of Date.now() or SQL now(), so tests move time with a fake clock.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
