// API paths: sellerboard (schemas: ../listing-sellerboard.ts). A module of its own, so a page
// bundles the paths of the areas it calls and no others (paths.ts).
import { apiPath, type RoutesOf } from './path';

export const SELLERBOARD_PATHS = {
  /** POST multipart `file` → SellerboardImportPreview (nothing is replaced yet). */
  importFile: apiPath('/api/businesses/:id/financials/import'),
  /** POST → SellerboardImportApplied: the listing's months become the previewed ones. */
  applyImport: apiPath('/api/businesses/:id/financials/import/:token/apply'),
  /** GET status, POST `{url}` connect (or replace the link), DELETE disconnect. */
  connection: apiPath('/api/businesses/:id/sellerboard'),
} as const;

/** What each path serves (the API reference's summaries). */
export const SELLERBOARD_ENDPOINTS: RoutesOf<typeof SELLERBOARD_PATHS> = {
  importFile: { POST: 'A sellerboard export (field `file`) → a preview with a diff and a `token`; nothing replaced.' },
  applyImport: { POST: "Replaces the listing's months with the preview's." },
  connection: {
    GET: "The connection's status (never the link).",
    POST: '`{ url }`: connects (or replaces the link) and queues a fetch.',
    DELETE: 'Disconnects (the months stay).',
  },
};
