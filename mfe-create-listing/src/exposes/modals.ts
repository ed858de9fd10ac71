import { withNamespaces, type RemoteModals } from '@bizmarkt/shared';
import { NAMESPACE } from './register';

const modals: RemoteModals = {
  'create-listing': withNamespaces([NAMESPACE], () => import('../features/create-listing-modal/components/create-listing-modal')),
};

export default modals;
