import { withNamespaces } from '@bizmarkt/shared';
import type { RemoteModals } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const modals = {
  'create-listing': withNamespaces([NAMESPACE], () => import('../features/create-listing-modal/components/create-listing-modal')),
} satisfies RemoteModals;

export default modals;
