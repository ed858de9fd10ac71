// The listing as the API answers it (the contract's `Listing`), for one viewer: the owner (and an
// admin) get everything; anyone else gets the public fields, plus the NDA-protected ones only when
// granted (no NDA, or an acceptance of the current NDA version). Protected fields are left out of
// the object here — never sent and hidden by a client. The owner's id goes with the same grant: under
// an NDA not accepted the seller is 'Seller' (spec §6), and an id would name her through any endpoint
// that takes one (`/api/businesses?user_id=`, `/api/users/{id}/profile`; issue #27).
import {
  computeListingMetrics,
  NDA_PROTECTED_FIELDS,
  type Listing,
  type ListingImage,
  type ListingMonth,
  type ListingNdaRequestState,
  type ListingSellerSummary,
} from '@bizmarkt/shared/contract';
import { mediaUrl } from '../lib/media';
import { toListingRisk } from './listing-risk';
import { monthOfRow } from '../repositories/listing-columns';
import type { ListingRecord, SellerFacts } from '../repositories/listings';
import { computedNetProfit } from '@bizmarkt/shared/contract';

export interface ListingViewer {
  /** The viewer owns the listing (or is an admin moderating it): every field, plus `owner`. */
  full: boolean;
  /** The viewer sees the NDA-protected fields. */
  granted: boolean;
  isMine: boolean;
  categoryName: string | null;
  /** The listing's images in order (the media lane's `business_images`); the first is the cover. */
  images?: readonly ListingImage[];
  /** The listing page's extras (GET /api/businesses/{id} only): the deal summary and the trust facts. */
  detail?: {
    listedAt: Date | null;
    /** The seller's facts; undefined when the account is gone. */
    seller: SellerFacts | undefined;
    ndaRequest: ListingNdaRequestState;
  };
}

/** The seller summary: the name only with access (the same grant as the protected fields and the owner id). */
function sellerSummaryOf(facts: SellerFacts | undefined, granted: boolean): ListingSellerSummary | null {
  if (!facts) return null;
  return {
    name: granted ? facts.name : null,
    member_since: facts.created_at.toISOString().slice(0, 7),
    email_verified: facts.email_verified,
    businesses_sold: facts.businesses_sold,
    response_hours: facts.response_hours,
  };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function monthsOf(record: ListingRecord): ListingMonth[] {
  return record.months.map((row) => {
    const month = monthOfRow(row);
    return { ...month, net_profit: month.net_profit ?? computedNetProfit(month), net_profit_entered: month.net_profit };
  });
}

function foundedOf(record: ListingRecord): { year: number | null; month: number | null } {
  if (record.founded_on === null) return { year: null, month: null };
  const [year, month] = record.founded_on.split('-').map(Number);
  return { year: year ?? null, month: month ?? null };
}

export function toListingResponse(record: ListingRecord, viewer: ListingViewer): Listing {
  const founded = foundedOf(record);
  const months = monthsOf(record);
  const addbacks = record.addbacks.map((a) => ({ label: a.label, amount: a.amount }));
  const listing: Listing = {
    id: record.id,
    user_id: viewer.granted ? record.user_id : null,
    status: record.status,
    is_mine: viewer.isMine,
    access: { nda_required: record.nda, granted: viewer.granted },
    name: record.name,
    category_id: record.category_id,
    category_name: viewer.categoryName,
    fba_statuses: record.fba_statuses,
    marketplaces: record.marketplaces,
    founded_year: founded.year,
    founded_month: founded.month,
    country_code: record.country_code,
    asin_count: record.asin_count,
    sku_count: record.sku_count,
    top_product_share: record.top_product_share,
    brand_registry: record.brand_registry,
    trademark: record.trademark,
    trademark_registries: record.trademark_registries,
    team_size: record.team_size,
    owner_hours_per_week: record.owner_hours_per_week,
    sale_reason: record.sale_reason,
    sale_reason_details: record.sale_reason_details,
    months,
    addbacks,
    // Computed from the rows (not the stored columns), so the answer is right even for rows written
    // by hand; the stored columns are for browse.
    metrics: computeListingMetrics(months, addbacks, record.price),
    financials_source: record.financials_source,
    financials_updated_at: iso(record.financials_updated_at),
    risk: toListingRisk(record, months, viewer.granted),
    inventory_value: record.inventory_value,
    inventory_included: record.inventory_included,
    assets_included: record.assets_included,
    assets_notes: record.assets_notes,
    summary: record.summary,
    description: record.description,
    opportunities: record.opportunities,
    risks: record.risks,
    seller_support: record.seller_support,
    image: mediaUrl(record.image),
    images: [...(viewer.images ?? [])],
    price: record.price,
    open_to_offers: record.open_to_offers,
    website: record.website,
    socials: record.socials,
    nda: record.nda,
    nda_text: record.nda_text,
    nda_version_id: record.nda_version_id,
    hide_for_x_days: record.hide_for_x_days,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
  };
  if (viewer.detail) {
    // A listing published before the lifecycle log (or seeded without it) has no 'verified' event: its
    // last review is the earliest date known to have it on the market (walk finding 4).
    listing.listed_at = iso(viewer.detail.listedAt ?? record.verified_at);
    listing.reviewed_at = iso(record.verified_at);
    listing.seller = sellerSummaryOf(viewer.detail.seller, viewer.granted);
    listing.access.nda_request = viewer.detail.ndaRequest;
  }
  if (viewer.full) {
    listing.owner = {
      cancel_reason: record.cancel_reason,
      hidden_until: iso(record.hidden_until),
      submitted_at: iso(record.submitted_at),
      verified_at: iso(record.verified_at),
    };
  }
  if (!viewer.granted) {
    for (const field of NDA_PROTECTED_FIELDS) delete listing[field];
  }
  return listing;
}
