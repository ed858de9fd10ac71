// The remote's public surface for the shell's route table: route id → lazily loaded page.
import { withNamespaces, type RemoteRoutes } from '@bizmarkt/shared';
import { NAMESPACE } from './register';

const routes: RemoteRoutes = {
  login: withNamespaces([NAMESPACE], () => import('../features/login/components/login-page')),
};

export default routes;
