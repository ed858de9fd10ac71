// The remote's public surface for the shell's route table: route id → lazily loaded page.
import React from 'react';
import { registerAppInstance, registerNamespace, withNamespaces, type RemoteRoutes } from '@bizmarkt/shared';

export const NAMESPACE = 'account';

registerNamespace(NAMESPACE, {
  en: () => import('../i18n/en.json'),
  de: () => import('../i18n/de.json'),
});
registerAppInstance('mfe_account', React);

const routes: RemoteRoutes = {
  login: withNamespaces([NAMESPACE], () => import('../features/login/components/login-page')),
};

export default routes;
