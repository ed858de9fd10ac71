// The due-diligence checklist of a dialog (issue #30 §3): the spec's eleven items; the buyer requests
// an item, the seller answers it with a note, the buyer marks it verified (or requests it again).
// A function of the repositories, the notifier and the clock; the route checks participation and shapes
// the answer. Each move tells the other party in the app and by mail, as their settings allow (decision 0209).
import { DUE_DILIGENCE_ITEMS, type DueDiligenceAction, type DueDiligenceItem } from '@bizmarkt/shared/contract';
import type { DialogRow, DueDiligenceItemRow, NotificationType } from '../db/schema';
import type { Clock } from '../jobs/clock';
import type { MessageKey } from '../lib/messages';
import type { Repositories } from '../repositories';
import type { AnswerDocumentRow } from '../repositories/due-diligence';
import type { Notifier } from './notifier';
import { partyOf } from './offers';

export interface DueDiligenceDeps {
  repositories: Pick<Repositories, 'dueDiligence' | 'listings' | 'offers'>;
  notifier: Notifier;
  clock: Clock;
}

export interface ChecklistEntry {
  item: DueDiligenceItem;
  row: DueDiligenceItemRow | null;
  /** The data-room documents the answer points at (decision 0220). */
  documents: AnswerDocumentRow[];
}

export type ChecklistOutcome =
  | { ok: true; entry: ChecklistEntry }
  | { ok: false; status: 403; key: null }
  | { ok: false; status: 409; key: MessageKey }
  | { ok: false; status: 422; field: 'note'; key: MessageKey };

/** Who may take each action (the buyer asks and verifies, the seller answers). */
const ACTOR: Record<DueDiligenceAction, 'buyer' | 'seller'> = { request: 'buyer', answer: 'seller', verify: 'buyer' };
/** What a 409 says when the item is not in the state the action starts from. */
const CONFLICT: Record<DueDiligenceAction, MessageKey> = {
  request: 'checklist.not_requestable',
  answer: 'checklist.not_answerable',
  verify: 'checklist.not_verifiable',
};

/** What the other party is told of each move. */
const NOTIFICATION_OF: Record<DueDiligenceAction, NotificationType> = {
  request: 'checklist-requested',
  answer: 'checklist-answered',
  verify: 'checklist-verified',
};

export function isChecklistItem(value: string): value is DueDiligenceItem {
  return (DUE_DILIGENCE_ITEMS as readonly string[]).includes(value);
}

export function createDueDiligence({ repositories, notifier, clock }: DueDiligenceDeps) {
  const repo = repositories.dueDiligence;
  return {
    /** Every item in the spec's order (an item nobody acted on has no row). */
    async checklist(dialogId: number): Promise<ChecklistEntry[]> {
      const [rows, documents] = await Promise.all([repo.forDialog(dialogId), repo.documentsOf(dialogId)]);
      const byItem = new Map(rows.map((row) => [row.item, row]));
      return DUE_DILIGENCE_ITEMS.map((item) => {
        const row = byItem.get(item) ?? null;
        return { item, row, documents: row ? documents.filter((document) => document.item_id === row.id) : [] };
      });
    },

    /**
     * One move on an item. `documentIds` (an answer) must be data-room documents the buyer may open:
     * the route has checked them (routes/offers/checklist.ts).
     */
    async act(
      dialog: DialogRow,
      userId: number,
      item: DueDiligenceItem,
      action: DueDiligenceAction,
      note: string,
      documentIds: readonly number[] = [],
    ): Promise<ChecklistOutcome> {
      if (partyOf(dialog, userId) !== ACTOR[action]) return { ok: false, status: 403, key: null };
      const now = clock.now();
      // The buyer's moves wait while another buyer's exclusivity holds the listing (decision 0243).
      if (ACTOR[action] === 'buyer' && (await repositories.offers.exclusiveElsewhere(dialog.business_id, dialog.id, now))) {
        return { ok: false, status: 409, key: 'offers.under_offer' };
      }
      let row: DueDiligenceItemRow | undefined;
      if (action === 'request') row = await repo.request(dialog.id, item, note === '' ? null : note, now);
      else if (action === 'answer') {
        if (note === '') return { ok: false, status: 422, field: 'note', key: 'checklist.note_required' };
        row = await repo.move(dialog.id, item, 'requested', { state: 'answered', answer_note: note, answered_at: now }, documentIds);
      } else row = await repo.move(dialog.id, item, 'answered', { state: 'verified', verified_at: now });
      if (!row) return { ok: false, status: 409, key: CONFLICT[action] };
      // The other party hears of it; `party` picks their settings flag (mail/notification-flags.ts).
      // Several moves of one kind within minutes make one notification naming each item (decision 0251).
      const listing = await repositories.listings.findRecord(dialog.business_id);
      const toSeller = ACTOR[action] === 'buyer';
      await notifier.notifyChecklist(toSeller ? dialog.seller_id : dialog.buyer_id, NOTIFICATION_OF[action], {
        business_id: dialog.business_id,
        ...(listing ? { business_name: listing.name } : {}),
        dialog_id: dialog.id,
        item,
        party: toSeller ? 'seller' : 'buyer',
      });
      const documents = (await repo.documentsOf(dialog.id)).filter((document) => document.item_id === row.id);
      return { ok: true, entry: { item, row, documents } };
    },
  };
}

export type DueDiligence = ReturnType<typeof createDueDiligence>;
