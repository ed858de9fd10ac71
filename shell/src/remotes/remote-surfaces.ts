// Where each panel and modal lives (spec §2 "Panels in general"; design: what each remote owns).
// Panels load from the owning remote's `./panels` expose, modals from `./modals`.
import type { RemoteName } from '@bizmarkt/shared/federation';
import type { ModalId, PanelId } from '@bizmarkt/shared/routing';

export const PANEL_OWNERS: Record<PanelId, RemoteName> = {
  messages: 'mfe_messaging',
  'user-profile': 'mfe_messaging',
  notifications: 'mfe_account',
  'notification-settings': 'mfe_account',
  about: 'mfe_account',
  password: 'mfe_account',
  filters: 'mfe_listings',
};

export const MODAL_OWNERS: Record<ModalId, RemoteName> = {
  'create-listing': 'mfe_create_listing',
  'hide-listing': 'mfe_messaging',
  'make-offer': 'mfe_messaging',
};
