// Starts the consent tool and what waits on it: the analytics tag and session replay. Both need the
// visitor's 'statistics' consent, so without a consent tool (every non-production or unconfigured
// build) neither ever loads — there is no one to have asked.
import type { Locale } from '@bizmarkt/shared/constants';
import type { ThirdPartyConfig } from './config';
import { whenConsented, type ConsentAdapter } from './consent';
import { loadScript, type ScriptRequest } from './script-loader';
import { loadGoogleTagManager } from './google-tag-manager';
import { loadSessionReplay } from './session-replay';

export interface TagScriptLoaders {
  script: (request: ScriptRequest) => void;
  analytics: (containerId: string) => void;
  sessionReplay: (siteId: string) => void;
}

const defaultLoaders: TagScriptLoaders = {
  script: (request) => void loadScript(request),
  analytics: (containerId) => loadGoogleTagManager(containerId),
  sessionReplay: (siteId) => loadSessionReplay(siteId),
};

export interface TagScriptOptions {
  config: ThirdPartyConfig;
  consent: ConsentAdapter | null;
  locale: Locale;
  loaders?: TagScriptLoaders;
}

/** Returns a stop that cancels whatever still waits for consent (scripts already loaded stay). */
export function startTagScripts({ config, consent, locale, loaders = defaultLoaders }: TagScriptOptions): () => void {
  if (!consent) return () => {};
  loaders.script(consent.script(locale));
  const cancels: Array<() => void> = [];
  const { gtmId, sessionReplayId } = config;
  if (gtmId) cancels.push(whenConsented(consent, 'statistics', () => loaders.analytics(gtmId)));
  if (sessionReplayId) cancels.push(whenConsented(consent, 'statistics', () => loaders.sessionReplay(sessionReplayId)));
  return () => {
    for (const cancel of cancels) cancel();
  };
}
