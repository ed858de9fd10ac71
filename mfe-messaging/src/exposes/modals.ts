// Modal contents this remote provides to the shell's modal frame: the hide-listing modal, opened
// from the buying process, and the make-offer modal, opened from the business page (`./offer-action`);
// their targets are in the messaging UI store.
import { withNamespaces } from '@bizmarkt/shared';
import type { ModalModule, RemoteModals } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const modals = {
  'hide-listing': withNamespaces([NAMESPACE], async (): Promise<ModalModule> => ({
    default: (await import('../features/hide-listing/components/hide-listing-modal')).default,
    meta: { titleKey: 'messaging:hide.title' },
  })),
  'make-offer': withNamespaces([NAMESPACE], async (): Promise<ModalModule> => ({
    default: (await import('../features/offers/components/make-offer-modal')).default,
    meta: { titleKey: 'messaging:offers.make' },
  })),
} satisfies RemoteModals;

export default modals;
