// The remote's public surface for the shell's route table: the wizard's steps `/create/{step}/{id}`,
// each its own chunk.
import { withNamespaces } from '@bizmarkt/shared';
import type { RemoteRoutes } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const routes = {
  'create-information': withNamespaces([NAMESPACE], () => import('../features/steps/pages/information-page')),
  'create-financials': withNamespaces([NAMESPACE], () => import('../features/steps/pages/financials-page')),
  'create-assets': withNamespaces([NAMESPACE], () => import('../features/steps/pages/assets-page')),
  'create-description': withNamespaces([NAMESPACE], () => import('../features/steps/pages/description-page')),
  'create-price': withNamespaces([NAMESPACE], () => import('../features/steps/pages/price-page')),
  'create-socials': withNamespaces([NAMESPACE], () => import('../features/steps/pages/socials-page')),
  'create-nda': withNamespaces([NAMESPACE], () => import('../features/steps/pages/nda-page')),
  'create-preview': withNamespaces([NAMESPACE], () => import('../features/steps/pages/preview-page')),
} satisfies RemoteRoutes;

export default routes;
