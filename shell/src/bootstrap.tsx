import React, { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureApiClient,
  currentLocale,
  initI18n,
  onApiError,
  registerAppInstance,
  registerNamespace,
  sessionStore,
} from '@bizmarkt/shared';
import './styles/prime-theme.css';
import './styles/app.css';
import { registerRemotesFromManifest } from './remotes/remote-registry';
import { App } from './app/app';
import { applyEntryQuery, settleEntryLocale } from './app/startup';

registerNamespace('shell', {
  en: () => import('./i18n/en.json'),
  de: () => import('./i18n/de.json'),
});

configureApiClient({ getLocale: currentLocale });
// 401 anywhere: the page forgets the user (the full error catalogue joins here in a later issue).
onApiError((error) => {
  if (error.status === 401) sessionStore.getState().clear();
});

async function main() {
  const locale = settleEntryLocale();
  applyEntryQuery();
  document.documentElement.lang = locale;
  await Promise.all([registerRemotesFromManifest(), initI18n(locale).then((i18n) => i18n.loadNamespaces('shell'))]);
  registerAppInstance('shell', React);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void main();
