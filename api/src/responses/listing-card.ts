// A listing card (issue #11, `listingCardSchema`): public fields only, from a row of cardColumns();
// and a favourite's card, with its change markers (`favoriteCardSchema`).
// Raw rows differ by driver (node-postgres answers numeric and bigint as strings): normalised here.
import type { AmazonMarketplace, BusinessModel, FavoriteCard, ListingCard, ListingStatus } from '@bizmarkt/shared/contract';
import { mediaUrl } from '../lib/media';
import type { FavoriteRow } from '../repositories/favorites';
import type { CardRow } from '../repositories/search';

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

const isoOrNull = (value: string | Date | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toListingCard(row: CardRow): ListingCard {
  return {
    id: Number(row.id),
    name: row.name,
    image: mediaUrl(row.image),
    summary: row.summary,
    category_id: row.category_id === null ? null : Number(row.category_id),
    category_name: row.category_name,
    fba_statuses: row.fba_statuses as BusinessModel[],
    marketplaces: row.marketplaces as AmazonMarketplace[],
    price: numberOrNull(row.price),
    open_to_offers: row.open_to_offers,
    ttm_revenue: numberOrNull(row.ttm_revenue),
    ttm_net_profit: numberOrNull(row.ttm_net_profit),
    profit_margin: numberOrNull(row.profit_margin),
    annual_multiple: numberOrNull(row.annual_multiple),
    age_years: row.age_years === null ? null : Number(row.age_years),
    published_at: isoOrNull(row.verified_at),
    nda: row.nda,
  };
}

export function toFavoriteCard(row: FavoriteRow): FavoriteCard {
  return {
    ...toListingCard(row),
    status: row.status as ListingStatus,
    available: row.status === 'published',
    favorited_at: new Date(row.favorited_at).toISOString(),
    price_changed: row.price_changed,
    old_price: row.price_changed && row.seen_price !== null ? Number(row.seen_price) : null,
    updated: row.updated,
    sold: row.sold,
  };
}
