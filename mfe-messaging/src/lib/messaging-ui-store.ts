// UI state of the messaging remote that outlives one panel: which conversation is open (it stays open
// when the user-profile panel replaces the messages panel and 'Back to messages' returns), which tab
// and step detail it shows, which groups are expanded, and what the hide-listing and make-offer modals act on.
// Server data stays in TanStack Query; only ids live here.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { OfferInventory } from '@bizmarkt/shared/contract';

export type ConversationTab = 'chat' | 'process';

export interface HideListingTarget {
  businessId: number;
  dialogId: number;
}

/** What the make-offer modal acts on (opened from the business page: `./offer-action`). */
export interface OfferTarget {
  dialogId: number;
  /** The listing's asking price and inventory term, the form's defaults. */
  listing: { price: number | null; inventory: OfferInventory | null };
}

export interface MessagingUiState {
  activeDialogId: number | null;
  tab: ConversationTab;
  /** The buying step whose 'More' detail is shown (1–5), or null for the step list. */
  stepDetail: number | null;
  expandedGroups: readonly number[];
  hideTarget: HideListingTarget | null;
  offerTarget: OfferTarget | null;
  /** Opens a conversation; another dialog than the open one starts on the chat tab (spec §4). */
  openDialog: (id: number) => void;
  closeDialog: () => void;
  setTab: (tab: ConversationTab) => void;
  showStepDetail: (step: number | null) => void;
  toggleGroup: (businessId: number) => void;
  setHideTarget: (target: HideListingTarget | null) => void;
  setOfferTarget: (target: OfferTarget | null) => void;
}

export const messagingUiStore = createStore<MessagingUiState>()((set, get) => ({
  activeDialogId: null,
  tab: 'chat',
  stepDetail: null,
  expandedGroups: [],
  hideTarget: null,
  offerTarget: null,
  openDialog: (id) => {
    if (get().activeDialogId === id) return;
    set({ activeDialogId: id, tab: 'chat', stepDetail: null });
  },
  closeDialog: () => set({ activeDialogId: null, tab: 'chat', stepDetail: null }),
  setTab: (tab) => set({ tab, stepDetail: null }),
  showStepDetail: (stepDetail) => set({ stepDetail }),
  toggleGroup: (businessId) =>
    set(({ expandedGroups }) => ({
      expandedGroups: expandedGroups.includes(businessId) ? expandedGroups.filter((id) => id !== businessId) : [...expandedGroups, businessId],
    })),
  setHideTarget: (hideTarget) => set({ hideTarget }),
  setOfferTarget: (offerTarget) => set({ offerTarget }),
}));

export function useMessagingUi<T>(selector: (state: MessagingUiState) => T): T {
  return useStore(messagingUiStore, selector);
}
