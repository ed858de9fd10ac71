import React from 'react';
import { registerAppInstance, registerNamespace } from '@bizmarkt/shared';

export const NAMESPACE = 'createListing';

registerNamespace(NAMESPACE, {
  en: () => import('../i18n/en.json'),
  de: () => import('../i18n/de.json'),
});
registerAppInstance('mfe_create_listing', React);
