// Messaging (issue #12) as one service, `app.messaging` (plugins/app/messaging.ts), built from the
// repositories and services it uses: who a call about a listing talks to (messaging-parties.ts), what a
// participant sees (messaging-view.ts, messaging-dashboard.ts), the buying steps (messaging-steps.ts)
// and the new-message email (messaging-email.ts).
import type { DialogRow, MessageRow, UserRow } from '../db/schema';
import type { Clock } from '../jobs/clock';
import type { JobQueue } from '../jobs/queue';
import type { MailService } from '../mail/outbox';
import type { Repositories } from '../repositories';
import type { DialogListing } from '../repositories/dialogs';
import type { ListingLifecycle } from './listing-lifecycle';
import { dashboardEntries } from './messaging-dashboard';
import { runMessageEmail, scheduleMessageEmail, type NewMessageEmailPayload } from './messaging-email';
import { listingParty, resolveDialog, type ListingParty } from './messaging-parties';
import { setOwnStep } from './messaging-steps';
import { dialogGroups, dialogView } from './messaging-view';

export interface MessagingDeps {
  repositories: Pick<Repositories, 'listings' | 'dialogs' | 'messages' | 'ndaRecords' | 'users'>;
  lifecycle: Pick<ListingLifecycle, 'sell'>;
  jobs: JobQueue;
  mail: MailService;
  clock: Clock;
}

export function createMessaging(deps: MessagingDeps) {
  const { repositories } = deps;
  return {
    /** The listing's id, owner and status (undefined for an unknown id): read once per request. */
    listingParty: (listingId: number) => listingParty(repositories, listingId),
    /** The listing as the messages panel shows it, for a request that resolves a dialog and then shows it. */
    async dialogListing(listingId: number): Promise<DialogListing | undefined> {
      const [listing] = await repositories.dialogs.listings([listingId]);
      return listing;
    },
    resolveDialog: (user: UserRow, listing: ListingParty | undefined, opponentId: number | undefined, options: { create: boolean }) =>
      resolveDialog(repositories, user, listing, opponentId, options),
    dialogGroups: (viewer: UserRow, dialogs: readonly DialogRow[]) => dialogGroups(repositories, viewer, dialogs),
    dialogView: (viewer: UserRow, dialog: DialogRow, listing?: DialogListing) => dialogView(repositories, viewer, dialog, listing),
    dashboard: (viewer: UserRow, limit: number) => dashboardEntries(repositories, viewer, limit),
    setOwnStep: (dialog: DialogRow, side: 'buyer_step' | 'seller_step', step: number) => setOwnStep(deps, dialog, side, step),
    /** Queues the new_message email of a message (runMessageEmail decides when it runs). */
    scheduleEmail: (message: MessageRow) => scheduleMessageEmail(deps, message),
    /** The email job. */
    runEmail: (payload: NewMessageEmailPayload, now: Date) => runMessageEmail(deps, payload, now),
  };
}

export type Messaging = ReturnType<typeof createMessaging>;
