// Reads the API's local mailbox (no SMTP configured in the e2e stack) through the shell's origin,
// as a person running `npm start` would open it.
import { expect, type APIRequestContext } from '@playwright/test';
import type { MailboxEntry, MailboxResponse } from '@bizmarkt/shared/contract';

/** Waits until a mail to `to` (optionally of `template`, newer than `afterId`) has been delivered. */
export async function waitForMail(request: APIRequestContext, options: { to: string; template?: string; afterId?: number }): Promise<MailboxEntry> {
  let found: MailboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox.json?to=${encodeURIComponent(options.to)}`);
        if (!response.ok()) return undefined;
        const body = (await response.json()) as MailboxResponse;
        found = body.data.find(
          (mail) => (!options.template || mail.template === options.template) && mail.id > (options.afterId ?? 0) && mail.sent_at !== null,
        );
        return found?.id;
      },
      { timeout: 20_000, message: `mail to ${options.to}${options.template ? ` (${options.template})` : ''}` },
    )
    .toBeDefined();
  return found!;
}

/** The first link in a mail's text whose path contains `pathPart`. */
export function linkFrom(mail: MailboxEntry, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(pathPart));
  if (!link) throw new Error(`no link containing ${pathPart} in mail "${mail.subject}":\n${mail.text}`);
  return link;
}
