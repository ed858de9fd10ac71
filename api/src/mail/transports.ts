// How the worker hands a mail over (config.mailTransport): SMTP, or the local mailbox — the mail is
// built exactly as for SMTP (nodemailer's stream transport) and kept as `<id>.eml`. With `outbox` no
// worker runs (plugins/app/mail.ts): the mail stays pending.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { EmailRow } from '../db/schema';

export type TransportName = 'smtp' | 'mailbox';

export interface MailTransport {
  readonly name: TransportName;
  /** Delivers one outbox row; resolves with the Message-ID, rejects on any failure. */
  send(row: EmailRow): Promise<{ messageId: string | null }>;
  close(): void;
}

export interface TransportOptions {
  transport: TransportName;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailboxDir: string;
}

/** nodemailer is loaded with the first mail a process sends, not with the API. */
function lazyTransporter(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options))),
    close: () => void transporter?.then((created) => created.close()),
  };
}

/** The message as nodemailer takes it; the same for both transports. */
function message(row: EmailRow, from: string) {
  return { from, to: row.to_email, subject: row.subject, html: row.html, text: row.text, headers: row.headers };
}

/**
 * SMTP with bounded timeouts: a send must end (or fail) long before the worker's claim on the row
 * runs out (5 minutes), or another instance would send the same mail again.
 */
function smtpTransport(options: TransportOptions & { smtpUrl: string }): MailTransport {
  const transporter = lazyTransporter({
    url: options.smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    async send(row) {
      const info = await (await transporter.get()).sendMail(message(row, options.mailFrom));
      return { messageId: info.messageId ?? null };
    },
    close: transporter.close,
  };
}

export function mailboxFile(mailboxDir: string, id: number): string {
  return path.join(mailboxDir, `${id}.eml`);
}

function mailboxTransport(options: TransportOptions): MailTransport {
  const transporter = lazyTransporter({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    name: 'mailbox',
    async send(row) {
      const info = await (await transporter.get()).sendMail(message(row, options.mailFrom));
      const raw = info.message;
      if (!Buffer.isBuffer(raw)) throw new Error('the stream transport did not buffer the message');
      await mkdir(options.mailboxDir, { recursive: true });
      // Write then rename: the mailbox page never shows a half-written file.
      const file = mailboxFile(options.mailboxDir, row.id);
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, raw);
      await rename(partial, file);
      return { messageId: info.messageId ?? null };
    },
    close: transporter.close,
  };
}

export function createTransport(options: TransportOptions): MailTransport {
  if (options.transport === 'mailbox') return mailboxTransport(options);
  if (!options.smtpUrl) throw new Error('the SMTP transport needs SMTP_URL');
  return smtpTransport({ ...options, smtpUrl: options.smtpUrl });
}
