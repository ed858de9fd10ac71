// The wizard's pages (/create/{step}/{id}) join this map with the listing-wizard issue.
import type { RemoteRoutes } from '@bizmarkt/shared/federation';
import './register';

const routes = {} satisfies RemoteRoutes;

export default routes;
