// The loop shared by the background workers (mail outbox, jobs): run a round, then sleep until the
// next poll unless the round asks to go on at once or something in this process woke the loop.

export interface PollingLoopOptions {
  /** One round; answers true when more work is waiting (go on without sleeping). */
  round: () => Promise<boolean>;
  /** A round that threw (the database may be briefly away; the next round tries again). */
  onError: (error: unknown) => void;
  pollIntervalMs: number;
}

export class PollingLoop {
  private running = false;
  private loopDone: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private wokenWhileBusy = false;

  constructor(private readonly options: PollingLoopOptions) {}

  get isRunning(): boolean {
    return this.running;
  }

  /** Starts polling (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /** Stops polling and waits for the round in progress to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loopDone;
    this.loopDone = undefined;
  }

  /** New work in this process: look now instead of at the next poll. */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.wokenWhileBusy = true;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let more = false;
      try {
        more = await this.options.round();
      } catch (error) {
        this.options.onError(error);
      }
      if (!this.running) break;
      if (!more) await this.idle();
    }
  }

  private idle(): Promise<void> {
    if (this.wokenWhileBusy) {
      this.wokenWhileBusy = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.options.pollIntervalMs);
      timer.unref();
      this.wakeUp = done;
    });
  }
}
