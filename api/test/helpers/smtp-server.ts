// An in-process SMTP server on a free port, for tests of real SMTP delivery: it parses each received
// mail with mailparser, or refuses every mail while `refuse` is set.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** When set, every mail is refused at DATA with this SMTP error (e.g. 451 try again later). */
  refuse: { code: number; message: string } | null;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { url: '', received: [], refuse: null, close: async () => {} };
  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS (nodemailer would insist on a trusted certificate), no auth.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const envelope = {
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
      };
      simpleParser(stream)
        .then((parsed) => {
          if (state.refuse) {
            const error = Object.assign(new Error(state.refuse.message), { responseCode: state.refuse.code });
            callback(error);
            return;
          }
          state.received.push({ envelope, parsed });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
