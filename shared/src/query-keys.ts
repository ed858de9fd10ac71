// One query-key factory per resource. Mutations invalidate through these, never through a string
// typed twice. Keys that depend on the language include it, so /de and / never share a cache entry.
export const queryKeys = {
  user: () => ['user'] as const,
  categories: (locale: string) => ['categories', locale] as const,
  /** Published listings per category (`GET /api/categories/counts`), the same in every language. */
  categoryCounts: () => ['category-counts'] as const,
  countries: (locale: string) => ['countries', locale] as const,
  /** The site operator's details (`GET /api/operator`), the same in every language. */
  operator: () => ['operator'] as const,
  /** Pages of the notifications list; `notifications()` alone matches them all. */
  notifications: (page?: number) => (page === undefined ? (['notifications'] as const) : (['notifications', page] as const)),
  emailPreferences: () => ['email-preferences'] as const,
  authProviders: () => ['auth-providers'] as const,
  publicProfile: (userId: number) => ['public-profile', userId] as const,
  /** A listing's sellerboard connection (status only; the link never comes back). */
  sellerboardConnection: (businessId: number) => ['sellerboard-connection', businessId] as const,
  /** The moderation screen: queue pages by status; `adminListings()` alone matches them all. */
  adminListings: (status?: string, page?: number) => (status === undefined ? (['admin-listings'] as const) : (['admin-listings', status, page ?? 1] as const)),
  adminListing: (id: number) => ['admin-listing', id] as const,
  /** The plans as one caller sees them (currency and VAT follow the language and the user's country). */
  plans: (locale: string, userId: number | null) => ['plans', locale, userId] as const,
  /** The caller's subscription, billing details and invoices (`GET /api/billing`). */
  billing: () => ['billing'] as const,
  /** One checkout's outcome, polled by the return pages. */
  checkoutStatus: (id: string) => ['checkout-status', id] as const,
  /** One listing as the caller may see it (`GET /api/businesses/{id}`). */
  listing: (id: number) => ['listing', id] as const,
  /** One page of `GET /api/businesses` (search, a seller's list, the landing's newest), by its canonical query string. */
  search: (locale: string, query?: string) => (query === undefined ? (['search'] as const) : (['search', locale, query] as const)),
  /** One user's favourite listing ids (`GET /api/favorites/ids`), every heart's; `favoriteIds()` alone matches every user. */
  favoriteIds: (userId?: number) => (userId === undefined ? (['favorite-ids'] as const) : (['favorite-ids', userId] as const)),
  /** The caller's favourites page (`GET /api/favorites`); `favorites()` alone matches every language. */
  favorites: (locale?: string) => (locale === undefined ? (['favorites'] as const) : (['favorites', locale] as const)),
  /** The caller's own listings (`GET /api/my/businesses`); `myListings()` alone matches every language. */
  myListings: (locale?: string) => (locale === undefined ? (['my-listings'] as const) : (['my-listings', locale] as const)),
  /** Pages of the messages panel's dialog list (groups per listing). */
  dialogs: () => ['dialogs'] as const,
  /** One dialog for its deal room (issue #30), under `dialogs()` so that every dialog change refreshes it too. */
  dealDialog: (dialogId: number) => ['dialogs', 'deal', dialogId] as const,
  /** The latest messages block of /dashboard. */
  dashboardMessages: () => ['dashboard-messages'] as const,
  /** The NDA signature records of one dialog. */
  ndaRecords: (dialogId: number) => ['nda-records', dialogId] as const,
  /** The offers of one dialog, every version (issue #30). */
  offers: (dialogId: number) => ['offers', dialogId] as const,
  /** The due-diligence checklist of one dialog (issue #30). */
  checklist: (dialogId: number) => ['checklist', dialogId] as const,
  /** Every data room in the cache (the seller's change to one buyer shows in each dialog's list). */
  dataRooms: () => ['data-room'] as const,
  /** The data room as one dialog's party sees it (issue #30 §2). */
  dataRoom: (dialogId: number) => ['data-room', dialogId] as const,
  /** The seller's access list of the dialog's listing (under the data room's key: refreshed with it). */
  dataRoomBuyers: (dialogId: number) => ['data-room', dialogId, 'buyers'] as const,
};
