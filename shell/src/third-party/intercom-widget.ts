// The chat widget's vendor commands for Intercom. As in Intercom's own snippet, `window.Intercom`
// queues commands until the widget script has loaded and replays them.
import { loadScript } from './script-loader';
import type { ChatWidgetApi, ChatWidgetPayload } from './chat-widget-controller';

type IntercomCommand = (command: string, payload?: ChatWidgetPayload) => void;

interface IntercomWindow {
  Intercom?: IntercomCommand & { q?: unknown[][] };
}

function intercom(win: Window): IntercomCommand {
  const intercomWindow = win as Window & IntercomWindow;
  if (!intercomWindow.Intercom) {
    const queue = Object.assign((...args: unknown[]) => queue.q.push(args), { q: [] as unknown[][] });
    intercomWindow.Intercom = queue;
  }
  return intercomWindow.Intercom;
}

export function intercomWidget(appId: string, win: Window = window): ChatWidgetApi {
  return {
    load: () => {
      intercom(win);
      loadScript({ src: `https://widget.intercom.io/widget/${encodeURIComponent(appId)}` }, win.document);
    },
    boot: (payload) => intercom(win)('boot', payload),
    update: (payload) => intercom(win)('update', payload),
    shutdown: () => intercom(win)('shutdown'),
  };
}
