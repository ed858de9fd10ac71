import type { Listing } from '@bizmarkt/shared/contract';
import { NdaPrompt } from './nda-prompt';
import { SellerBlock } from './seller-block';

/** Below the deal summary: the one NDA prompt (a listing behind an NDA, a viewer without access) and the seller. */
export function BusinessAside({ listing }: { listing: Listing }) {
  const withheld = listing.access.nda_required && !listing.access.granted && !listing.is_mine;
  return (
    <div className="bz-business-aside">
      {withheld ? <NdaPrompt listing={listing} /> : null}
      <SellerBlock listing={listing} />
    </div>
  );
}
