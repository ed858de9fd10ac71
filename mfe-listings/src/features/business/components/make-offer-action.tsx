// 'Make an offer' on the business page belongs to messaging's offers (issue #30 §1): it comes from
// `mfe_messaging/offer-action` at run time, with the dead-remote fallback (module scope, once), and
// draws nothing for anyone the offers API would refuse.
import { federatedComponent } from '@bizmarkt/shared';
import type { Listing } from '@bizmarkt/shared/contract';
import { OFFER_ACTION_EXPOSE, REMOTES, type OfferActionProps } from '@bizmarkt/shared/federation';

const MessagingOfferAction = federatedComponent<OfferActionProps>(REMOTES.messaging, OFFER_ACTION_EXPOSE);

export function MakeOfferButton({ listing }: { listing: Listing }) {
  return <MessagingOfferAction listing={listing} />;
}
