// The remote's public surface for the shell's route table: the wizard's steps `/create/{step}/{id}`,
// each its own chunk.
import { withNamespaces } from '@bizmarkt/shared';
import type { RemoteRoutes } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const routes = {
  'create-information': withNamespaces([NAMESPACE], () => import('../features/steps/pages/information-page')),
  'create-preview': withNamespaces([NAMESPACE], () => import('../features/steps/pages/preview-page')),
} satisfies RemoteRoutes;

export default routes;
