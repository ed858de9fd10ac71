// The unread count at the moment the panel opened (spec §2: the title is '<N> new notifications').
// The panel's body knows it and marks everything read; the frame's title (meta.Title, rendered by the
// shell) reads it from here, so the title keeps the number after the badge has been cleared.
import { createStore } from 'zustand/vanilla';

export const openingUnreadStore = createStore<{ count: number | null }>()(() => ({ count: null }));
