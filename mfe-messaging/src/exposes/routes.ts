// Messaging owns no page of the spec yet; its routes (if any) and panels arrive with the messaging
// issue. The expose exists so the contract and the deployment are in place from the start.
import type { RemoteRoutes } from '@bizmarkt/shared/federation';
import './register';

const routes = {} satisfies RemoteRoutes;

export default routes;
