// The outbox worker: claims due rows (several instances may run one each, see claimDueEmails),
// sends them, and records the outcome. A failed attempt is retried with backoff; after the last one
// the row stays 'failed' for a person to look at. Nothing here deletes mail.
import type { FastifyBaseLogger } from 'fastify';
import type { EmailRow } from '../db/schema';
import type { EmailsRepository } from '../repositories/emails';
import { backoffSeconds, MAX_ATTEMPTS } from './backoff';
import type { MailTransport } from './transports';
import { PollingLoop } from '../lib/polling-loop';

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
  private readonly polling: PollingLoop;

  constructor(private readonly options: MailWorkerOptions) {
    this.polling = new PollingLoop({
      round: async () => (await this.runOnce()) === BATCH_SIZE,
      onError: (error) => options.log.error({ err: error }, 'mail worker round failed'),
      pollIntervalMs: options.pollIntervalMs ?? POLL_INTERVAL_MS,
    });
  }

  get isRunning(): boolean {
    return this.polling.isRunning;
  }

  /** Starts polling (idempotent). */
  start(): void {
    this.polling.start();
  }

  /** Stops polling and waits for the round in progress to finish; then closes the transport. */
  async stop(): Promise<void> {
    await this.polling.stop();
    this.transport?.close();
    this.transport = undefined;
  }

  /** New mail in this process: look now instead of at the next poll. */
  wake(): void {
    this.polling.wake();
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
}
