// Spec §9 constants of the customer-chat widget. They belong with the spec's other constants in
// `@bizmarkt/shared` (shared/src/constants.ts); they live here until that package can take them
// without colliding with the work on it.

/** Spec §9: the chat widget is refreshed this long after each route change. */
export const CHAT_WIDGET_REFRESH_MS = 250;
/** Spec §9: customer-chat padding, in pixels. */
export const CHAT_WIDGET_VERTICAL_PADDING = 80;
export const CHAT_WIDGET_HORIZONTAL_PADDING = 24;
