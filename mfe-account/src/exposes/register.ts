// Runs once, whichever expose the shell loads first: the remote's i18next namespace (lazy locale
// files) and its record for the one-copy checks.
import React from 'react';
import { registerAppInstance, registerNamespace } from '@bizmarkt/shared';

export const NAMESPACE = 'account';

registerNamespace(NAMESPACE, {
  en: () => import('../i18n/en'),
  de: () => import('../i18n/de'),
});
registerAppInstance('mfe_account', React);
