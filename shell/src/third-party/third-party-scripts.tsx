// Mounted once inside the router: starts the consent tool and what waits on it, and keeps the
// customer-chat widget in step with the session, the route and the page's language. Renders nothing;
// with no third party configured (development, tests, the e2e build) it does nothing at all.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@bizmarkt/shared/router';
import { useLocale, useSession } from '@bizmarkt/shared';
import { buildThirdPartyConfig, type ThirdPartyConfig } from './config';
import type { ConsentAdapter } from './consent';
import { consentTool } from './consent-tool';
import { startTagScripts } from './tag-scripts';
import { ChatWidgetController, type ChatWidgetApi } from './chat-widget-controller';
import { intercomWidget } from './intercom-widget';

export interface ThirdPartyScriptsProps {
  /** For tests; the build's configuration otherwise. */
  config?: ThirdPartyConfig;
  consent?: ConsentAdapter | null;
  chatWidget?: (appId: string) => ChatWidgetApi;
}

export function ThirdPartyScripts({ config = buildThirdPartyConfig, consent = consentTool, chatWidget = intercomWidget }: ThirdPartyScriptsProps) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);

  // The banner's language is the one of the page it first appears on; it is not reloaded on a switch.
  const startLocale = useRef(locale);
  useEffect(() => startTagScripts({ config, consent, locale: startLocale.current }), [config, consent]);

  const [chat] = useState(() => (config.chatAppId ? new ChatWidgetController(config.chatAppId, chatWidget(config.chatAppId)) : null));
  useEffect(() => () => chat?.dispose(), [chat]);
  useEffect(() => {
    chat?.setState({ user, pathname, locale });
  }, [chat, user, pathname, locale]);

  return null;
}
