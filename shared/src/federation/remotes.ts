// The shell ↔ remote contract. Each remote exposes coarse modules only; their shapes are declared
// here so that a change is a compile error on both sides. Add exposes and keys; never rename them.
import type { ComponentType, ReactNode } from 'react';
import type { Listing } from '../contract/listing-answer';
import type { RemoteRouteId } from '../routing/route-table';
import type { ModalId, PanelId } from '../routing/surfaces';

/** A lazily loaded route element; the remote splits each route into its own chunk. */
export type RouteLoader = () => Promise<{ default: ComponentType }>;

/**
 * `./routes`: route elements keyed by the ids of the route table. Declare the expose with
 * `satisfies RemoteRoutes`, so that an unknown id is a compile error in the remote.
 */
export type RemoteRoutes = Readonly<Partial<Record<RemoteRouteId, RouteLoader>>>;

/**
 * Panels and modals: the shell draws the frame (a slide-in panel or a modal dialog that closes on
 * Escape, traps focus and returns it); the remote provides the content and its title.
 */
export interface SurfaceMeta {
  /** i18next key of the frame's title, with namespace: `createListing:modal.title`. */
  titleKey: string;
  /**
   * A title that changes with data (e.g. '3 new notifications'): rendered as the frame's heading
   * instead of `t(titleKey)`, which stays the accessible fallback while the module loads.
   */
  Title?: ComponentType;
  /** A modal that the user may not dismiss (no close button, Escape does nothing). Default true. */
  closable?: boolean;
}

/** Props every panel receives from the shell's panel frame. */
export interface PanelProps {
  onClose: () => void;
}
export type PanelComponent = ComponentType<PanelProps>;
export interface PanelModule {
  default: PanelComponent;
  meta: SurfaceMeta;
}
/** `./panels`: panel contents keyed by panel id (messages, notifications, about, …). */
export type RemotePanels = Readonly<Partial<Record<PanelId, () => Promise<PanelModule>>>>;

export interface ModalProps {
  onClose: () => void;
}
export type ModalComponent = ComponentType<ModalProps>;
export interface ModalModule {
  default: ModalComponent;
  meta: SurfaceMeta;
}
/** `./modals`: modal contents keyed by modal id. */
export type RemoteModals = Readonly<Partial<Record<ModalId, () => Promise<ModalModule>>>>;

/** The Module Federation names of the remotes (valid JS identifiers). */
export const REMOTES = {
  listings: 'mfe_listings',
  createListing: 'mfe_create_listing',
  messaging: 'mfe_messaging',
  account: 'mfe_account',
} as const;
export type RemoteKey = keyof typeof REMOTES;
export type RemoteName = (typeof REMOTES)[RemoteKey];

/** One entry of the shell's `/remotes.json`, read at runtime. */
export interface RemoteManifestEntry {
  name: RemoteName;
  entry: string;
}

/**
 * `mfe_listings/business-details`: one listing drawn as a buyer sees it on the business page. The
 * wizard's preview and the moderation screen draw the same component (issue #10 "Preview"). Load it
 * from another remote with `federatedComponent<BusinessDetailsProps>(REMOTES.listings, BUSINESS_DETAILS_EXPOSE)`.
 */
export const BUSINESS_DETAILS_EXPOSE = './business-details';
export interface BusinessDetailsProps {
  /** The listing answer as the API gave it to this viewer (NDA-protected fields present or not). */
  listing: Listing;
  /** The request-access action shown beside each section withheld by the NDA (messaging's). */
  ndaAction?: ReactNode;
  /** 1 on a page of its own (the business page), 2 inside another page (preview, moderation). Default 1. */
  headingLevel?: 1 | 2;
  /** Drawn beside the summary: the business page's seller block, heart and contact actions. */
  aside?: ReactNode;
}
export type BusinessDetailsComponent = ComponentType<BusinessDetailsProps>;

/**
 * `mfe_messaging/contact-actions`: the business page's 'Request access / sign NDA' (shown while the
 * viewer may not see the NDA-protected details) and 'Contact seller' (opens the conversation).
 * Visitors are sent to the login page; the owner sees neither. `only` draws one of the two (e.g. the
 * NDA action beside each withheld section as `BusinessDetailsProps.ndaAction`).
 */
export const CONTACT_ACTIONS_EXPOSE = './contact-actions';
export interface ContactActionsProps {
  listing: Listing;
  only?: 'nda' | 'contact';
  /**
   * 'Contact seller' as the page's one primary action: filled (the deal summary, where it is the only
   * call to action). Without it, outlined: the secondary action beside 'Request access' (the NDA
   * prompt). 'Request access' is always filled. An older messaging remote ignores it (outlined).
   */
  primary?: boolean;
}

/**
 * `mfe_messaging/offer-action`: the business page's 'Make an offer' beside its primary action (issue #30
 * §1), for a logged-in PRO buyer with access to a published listing (the rules of
 * `POST /api/dialogs/{id}/offers`); nothing for anyone else. It opens the conversation about the listing
 * (created when needed) and the offer form in the modal frame, or the conversation's offer when one is
 * already open or accepted.
 */
export const OFFER_ACTION_EXPOSE = './offer-action';
export interface OfferActionProps {
  listing: Listing;
}

/** `mfe_messaging/latest-messages`: the "Latest messages" block of /dashboard (mfe-account's page). */
export const LATEST_MESSAGES_EXPOSE = './latest-messages';
export interface LatestMessagesProps {
  /** The block's heading level inside the hosting page. Default 2. */
  headingLevel?: 2 | 3;
}
