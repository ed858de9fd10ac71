// The remote's public surface for the shell's route table: route id → lazily loaded page.
import React from 'react';
import { registerAppInstance, registerNamespace, withNamespaces, type RemoteRoutes } from '@bizmarkt/shared';

export const NAMESPACE = 'listings';

registerNamespace(NAMESPACE, {
  en: () => import('../i18n/en.json'),
  de: () => import('../i18n/de.json'),
});
registerAppInstance('mfe_listings', React);

const routes: RemoteRoutes = {
  landing: withNamespaces([NAMESPACE], () => import('../features/landing/components/landing-page')),
};

export default routes;
