// 'Contact seller' and 'Request access / sign NDA' on the business page belong to messaging: they
// open the conversation about the listing or lead to /sign/{id} (visitors to /login). They come from
// `mfe_messaging/contact-actions` at run time, with the dead-remote fallback (module scope, once).
import { federatedComponent } from '@bizmarkt/shared';
import type { Listing } from '@bizmarkt/shared/contract';
import { CONTACT_ACTIONS_EXPOSE, REMOTES, type ContactActionsProps } from '@bizmarkt/shared/federation';

const MessagingActions = federatedComponent<ContactActionsProps>(REMOTES.messaging, CONTACT_ACTIONS_EXPOSE);

/** `primary`: filled, as the deal summary's one call to action; outlined beside 'Request access' otherwise. */
export function ContactSellerButton({ listing, primary = false }: { listing: Listing; primary?: boolean }) {
  return <MessagingActions listing={listing} only="contact" primary={primary} />;
}

export function RequestAccessButton({ listing }: { listing: Listing }) {
  return <MessagingActions listing={listing} only="nda" />;
}
