// API paths: sellerboard (schemas: ../listing-sellerboard.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).

export const SELLERBOARD_PATHS = {
  /** POST multipart `file` → SellerboardImportPreview (nothing is replaced yet). */
  importFile: (businessId: number) => `/api/businesses/${businessId}/financials/import`,
  /** POST → SellerboardImportApplied: the listing's months become the previewed ones. */
  applyImport: (businessId: number, token: string) => `/api/businesses/${businessId}/financials/import/${encodeURIComponent(token)}/apply`,
  /** GET status, POST `{url}` connect (or replace the link), DELETE disconnect. */
  connection: (businessId: number) => `/api/businesses/${businessId}/sellerboard`,
} as const;
