// The shell ↔ remote contract. Each remote exposes coarse modules only; their shapes are declared
// here so that a change is a compile error on both sides. Add exposes and keys; never rename them.
import type { ComponentType } from 'react';

/** A lazily loaded route element; the remote splits each route into its own chunk. */
export type RouteLoader = () => Promise<{ default: ComponentType }>;

/** `./routes`: route elements keyed by the route ids of the shell's route table. */
export type RemoteRoutes = Readonly<Record<string, RouteLoader>>;

/** Props every panel receives from the shell's panel frame. */
export interface PanelProps {
  onClose: () => void;
}
export type PanelComponent = ComponentType<PanelProps>;
/** `./panels`: panel contents keyed by panel id (messages, notifications, about, …). */
export type RemotePanels = Readonly<Record<string, () => Promise<{ default: PanelComponent }>>>;

export interface ModalProps {
  onClose: () => void;
}
export type ModalComponent = ComponentType<ModalProps>;
/** `./modals`: modal contents keyed by modal id. */
export type RemoteModals = Readonly<Record<string, () => Promise<{ default: ModalComponent }>>>;

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
