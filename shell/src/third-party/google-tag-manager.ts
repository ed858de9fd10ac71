// The analytics tag (Google Tag Manager), loaded by container id. The data layer must exist with the
// start event before gtm.js runs, as Google's own snippet does.
import { loadScript } from './script-loader';

interface GtmWindow {
  dataLayer?: unknown[];
}

export function loadGoogleTagManager(containerId: string, win: Window = window): void {
  const gtmWindow = win as Window & GtmWindow;
  gtmWindow.dataLayer = gtmWindow.dataLayer ?? [];
  gtmWindow.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  loadScript({ src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}` }, win.document);
}
