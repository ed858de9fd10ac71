// The outbox worker: claims due rows (several instances may run one each, see claimDueEmails),
// sends them, and records the outcome. A failed attempt is retried with backoff; after the last one
// the row stays 'failed' for a person to look at. Nothing here deletes mail.
import type { FastifyBaseLogger } from 'fastify';
import type { EmailRow } from '../db/schema';
import type { EmailsRepository } from '../repositories/emails';
import { backoffSeconds, MAX_ATTEMPTS } from './backoff';
import type { MailTransport } from './transports';

/** Rows claimed per round; a full batch is followed at once by the next round. */
export const BATCH_SIZE = 10;
/** How often an idle worker looks for due mail (mail queued in this process wakes it at once). */
export const POLL_INTERVAL_MS = 1_000;
/** last_error is for people; keep it readable and bounded. */
const MAX_ERROR_LENGTH = 1_000;

export interface MailWorkerOptions {
  emails: Pick<EmailsRepository, 'claimDue' | 'markSent' | 'markAttemptFailed'>;
  /** Created on first use, so an app that never sends opens no SMTP connection. */
  createTransport: () => MailTransport;
  log: FastifyBaseLogger;
  /** Where a mail delivered to the local mailbox can be read (for the log line). */
  mailboxUrl: (id: number) => string;
  pollIntervalMs?: number;
}

export class MailWorker {
  private transport: MailTransport | undefined;
  private running = false;
  private loopDone: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private wokenWhileBusy = false;
  private readonly pollIntervalMs: number;

  constructor(private readonly options: MailWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
  }

  get isRunning(): boolean {
    return this.running;
  }

  /** Starts polling (idempotent). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loopDone = this.loop();
  }

  /** Stops polling and waits for the round in progress to finish; then closes the transport. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loopDone;
    this.loopDone = undefined;
    this.transport?.close();
    this.transport = undefined;
  }

  /** New mail in this process: look now instead of at the next poll. */
  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.wokenWhileBusy = true;
  }

  /** One round: claims up to BATCH_SIZE due rows and sends them one by one. Answers how many it claimed. */
  async runOnce(): Promise<number> {
    const rows = await this.options.emails.claimDue(BATCH_SIZE);
    for (const row of rows) await this.deliver(row);
    return rows.length;
  }

  private async deliver(row: EmailRow): Promise<void> {
    const { log } = this.options;
    if (row.attempts > MAX_ATTEMPTS) {
      // Only a row whose sender died mid-send (claimed again after its lease) gets here.
      await this.options.emails.markAttemptFailed(row.id, row.attempts, 'gave up: the instance sending it stopped during the last attempt', null);
      log.error({ mailId: row.id, template: row.template }, 'mail failed for good');
      return;
    }
    let transport: MailTransport;
    let messageId: string | null;
    try {
      transport = this.transport ??= this.options.createTransport();
      ({ messageId } = await transport.send(row));
    } catch (error) {
      await this.recordFailure(row, error);
      return;
    }
    await this.options.emails.markSent(row.id, { transport: transport.name, messageId });
    if (transport.name === 'mailbox') {
      const url = this.options.mailboxUrl(row.id);
      log.info({ mailId: row.id, to: row.to_email, template: row.template, transport: 'mailbox', url }, `mail delivered to the local mailbox: ${url}`);
    } else {
      log.info({ mailId: row.id, template: row.template, transport: 'smtp', messageId }, 'mail sent');
    }
  }

  private async recordFailure(row: EmailRow, error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH) || 'unknown error';
    const last = row.attempts >= MAX_ATTEMPTS;
    const retryIn = last ? null : backoffSeconds(row.attempts);
    await this.options.emails.markAttemptFailed(row.id, row.attempts, message, retryIn);
    const details = { mailId: row.id, template: row.template, attempts: row.attempts, error: message };
    if (last) this.options.log.error(details, 'mail failed for good after the last attempt');
    else this.options.log.warn({ ...details, retryInSeconds: retryIn }, 'mail not sent; will retry');
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let claimed = 0;
      try {
        claimed = await this.runOnce();
      } catch (error) {
        // The database may be briefly away; the next round tries again.
        this.options.log.error({ err: error }, 'mail worker round failed');
      }
      if (!this.running) break;
      if (claimed < BATCH_SIZE) await this.idle();
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
      const timer = setTimeout(done, this.pollIntervalMs);
      timer.unref();
      this.wakeUp = done;
    });
  }
}
