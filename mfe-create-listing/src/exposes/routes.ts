// The wizard's pages (/create/{step}/{id}) join this map with the listing-wizard issue.
import type { RemoteRoutes } from '@bizmarkt/shared';
import './register';

const routes: RemoteRoutes = {};

export default routes;
