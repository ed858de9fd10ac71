// The session-replay script (Hotjar), loaded by site id. Its settings and command queue must exist
// before the script runs, as Hotjar's own snippet does.
import { loadScript } from './script-loader';

/** Hotjar's snippet version; the script URL and the settings must agree on it. */
const HOTJAR_SNIPPET_VERSION = 6;

interface HotjarWindow {
  hj?: ((...args: unknown[]) => void) & { q?: unknown[][] };
  _hjSettings?: { hjid: string; hjsv: number };
}

export function loadSessionReplay(siteId: string, win: Window = window): void {
  const hotjarWindow = win as Window & HotjarWindow;
  if (!hotjarWindow.hj) {
    const queue = (...args: unknown[]) => {
      (queue.q ??= []).push(args);
    };
    queue.q = [] as unknown[][];
    hotjarWindow.hj = queue;
  }
  hotjarWindow._hjSettings = { hjid: siteId, hjsv: HOTJAR_SNIPPET_VERSION };
  loadScript({ src: `https://static.hotjar.com/c/hotjar-${encodeURIComponent(siteId)}.js?sv=${HOTJAR_SNIPPET_VERSION}` }, win.document);
}
