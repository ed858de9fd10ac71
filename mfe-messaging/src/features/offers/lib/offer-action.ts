// Who sees 'Make an offer' on the business page: the rules `POST /api/dialogs/{id}/offers` enforces
// (api/src/domain/offers.ts `make`, the route's PRO access) as far as the page knows them — a logged-in
// buyer (not the owner) with PRO, on a published listing whose details they may see (no NDA, or theirs
// accepted). One offer open per conversation is checked when pressed (features/offers/components/offer-action.tsx).
import type { Listing, User } from '@bizmarkt/shared/contract';

export function mayOfferOn(listing: Pick<Listing, 'is_mine' | 'status' | 'access'>, user: Pick<User, 'subscription'> | null): boolean {
  if (!user || listing.is_mine) return false;
  return user.subscription === 'active' && listing.status === 'published' && listing.access.granted;
}
