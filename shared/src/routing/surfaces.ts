// The panels and modals of the product (spec §2 "Panels in general"): their ids are the keys of the
// remotes' `./panels` and `./modals` exposes and of the shell's owner tables.
export const PANEL_IDS = ['messages', 'user-profile', 'notifications', 'notification-settings', 'about', 'password', 'filters'] as const;
export type PanelId = (typeof PANEL_IDS)[number];

export const MODAL_IDS = ['create-listing', 'hide-listing', 'make-offer'] as const;
export type ModalId = (typeof MODAL_IDS)[number];
