// The remote's pages for the shell's route table: /sign/{id} (the NDA signature), /deals/{id} (a deal room).
import { withNamespaces } from '@bizmarkt/shared';
import type { RemoteRoutes } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const routes = {
  sign: withNamespaces([NAMESPACE], () => import('../features/sign/components/sign-page')),
  deal: withNamespaces([NAMESPACE], () => import('../features/deal-room/components/deal-page')),
} satisfies RemoteRoutes;

export default routes;
