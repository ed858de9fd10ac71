// An offer as the dialog's two parties see it (issue #30 §1): every version with who proposed it (as
// 'buyer' or 'seller', never a user id: the seller may be masked) and what it changed, and the
// signature of an acceptance. The signer's IP address and user agent stay in the database.
import type { Offer, OfferParty } from '@bizmarkt/shared/contract';
import type { OfferWithVersions } from '../repositories/offers';

export function toOffer(row: OfferWithVersions, viewer: OfferParty, options: { sellerMasked: boolean }): Offer {
  const signature =
    row.status === 'accepted' && row.signer_party && row.signed_at && row.signed_version !== null && row.terms_sha256
      ? {
          signer: row.signer_party,
          signer_name: row.signer_party === 'seller' && viewer === 'buyer' && options.sellerMasked ? null : row.signer_name,
          signed_at: row.signed_at.toISOString(),
          version: row.signed_version,
          terms_sha256: row.terms_sha256,
        }
      : null;
  return {
    id: row.id,
    dialog_id: row.dialog_id,
    business_id: row.business_id,
    status: row.status,
    turn: row.status === 'open' ? row.turn : null,
    viewer,
    current_version: row.current_version,
    versions: row.versions.map((version) => ({
      version: version.version,
      author: version.author_party,
      terms: {
        price: version.terms.price,
        cash_at_closing: version.terms.cash_at_closing,
        seller_financing: version.terms.seller_financing ?? null,
        deferred: version.terms.deferred ?? null,
        inventory: version.terms.inventory,
        exclusivity_days: version.terms.exclusivity_days,
        due_diligence_days: version.terms.due_diligence_days,
        target_closing_date: version.terms.target_closing_date,
        conditions: version.terms.conditions ?? '',
        valid_until: new Date(version.terms.valid_until).toISOString(),
      },
      changed_fields: version.changed_fields,
      created_at: version.created_at.toISOString(),
    })),
    signature,
    exclusivity_until: row.exclusivity_until?.toISOString() ?? null,
    closed_at: row.closed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
