// Messaging owns no page of the spec yet; its routes (if any) and panels arrive with the messaging
// issue. The expose exists so the contract and the deployment are in place from the start.
import React from 'react';
import { registerAppInstance, registerNamespace, type RemoteRoutes } from '@bizmarkt/shared';

export const NAMESPACE = 'messaging';

registerNamespace(NAMESPACE, {
  en: () => import('../i18n/en.json'),
  de: () => import('../i18n/de.json'),
});
registerAppInstance('mfe_messaging', React);

const routes: RemoteRoutes = {};

export default routes;
