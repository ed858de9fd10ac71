import React, { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  configureApiClient,
  currentLocale,
  initI18n,
  COMMON_NS,
  endSession,
  installErrorCatalogue,
  installErrorLog,
  installPopStateGuards,
  notify,
  registerAppInstance,
  registerCommonNamespace,
  registerNamespace,
  registerExposeLoader,
  reportRenderError,
} from '@bizmarkt/shared';
import './styles/prime-theme.css';
import './styles/app.css';
import { loadExpose, registerRemotesFromManifest, resetRemote } from './remotes/remote-registry';
import { App, queryClient } from './app/app';
import { seedFirstPaintQueries } from './app/first-paint';
import { navigateOutsideReact } from './app/navigation-bridge';
import { installSessionWiring } from './session/session-wiring';
import { applyEntryQuery, settleEntryLocale } from './app/startup';
import { TITLES_NS } from './routing/document-title';

// First, so that errors during startup are logged too (spec §3: window errors, rejections).
installErrorLog();

registerNamespace('shell', {
  en: () => import('./i18n/en.json'),
  de: () => import('./i18n/de.json'),
});
// The routes' titles: with the first navigation away from the page the server named (routing/document-title.tsx).
registerNamespace(TITLES_NS, {
  en: () => import('./i18n/titles/en.json'),
  de: () => import('./i18n/titles/de.json'),
});

configureApiClient({ getLocale: currentLocale });
// Every failed API call of every app, mapped in one place (spec §8): toasts, /404, 307 targets and the
// forced-login flow (endSession, whose hooks close the panels and stop the poller).
registerCommonNamespace();
installErrorCatalogue({ toast: notify, navigate: navigateOutsideReact, forceLogin: endSession });

installSessionWiring();
// Before the router mounts: a page's guard (the wizard's "Leave this page?") sees the browser's Back
// and Forward before React Router does (Chromium calls window listeners in the order they were added).
installPopStateGuards();
// Remotes load each other's exposes (the wizard's preview draws mfe-listings' business details) through the shell's registry.
registerExposeLoader({ load: loadExpose, reset: resetRemote });

async function main() {
  const locale = settleEntryLocale();
  applyEntryQuery();
  document.documentElement.lang = locale;
  await Promise.all([registerRemotesFromManifest(), initI18n(locale).then((i18n) => i18n.loadNamespaces(['shell', COMMON_NS]))]);
  registerAppInstance('shell', React);
  // The answers the server drew the first screen from, so the page draws the same screen at once.
  const drawnByServer = seedFirstPaintQueries(queryClient);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const reactRoot = createRoot(root, {
    // A render error no boundary caught: log it as 'react' with its component stack, then let the
    // browser report it as React would by default (the window listener skips the already logged error).
    onUncaughtError: (error, info) => {
      reportRenderError(error, info.componentStack, { boundary: 'root' });
      window.reportError(error);
    },
  });
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Under the server's drawing nobody waits for this render: as a transition, React draws the page in
  // slices and keeps the main thread free for the visitor's scrolling and taps (no long task).
  if (drawnByServer) startTransition(() => reactRoot.render(app));
  else reactRoot.render(app);
}

void main();
