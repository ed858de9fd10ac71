// Which third-party scripts this build may load. Everything is fixed at build time: rspack's
// DefinePlugin (shared/tooling/rspack-app.ts) replaces each `process.env.BIZMARKT_*` below with the
// value the build saw ('' when unset), and NODE_ENV follows the build's mode. Unset means absent, so
// dev servers, unit tests and the e2e build never contact a third party.

export interface ThirdPartyConfig {
  /** A production build (`rspack build`); `rspack dev` is not. */
  production: boolean;
  /** Consent tool (Cookiebot domain group id). Production builds only. */
  consentId: string | null;
  /** Session replay (Hotjar site id). Production builds only, and only after consent. */
  sessionReplayId: string | null;
  /** Analytics tag (Google Tag Manager container id). Only after consent. */
  gtmId: string | null;
  /** Customer chat (Intercom app id). */
  chatAppId: string | null;
}

export type ThirdPartyEnv = Partial<
  Record<'NODE_ENV' | 'BIZMARKT_CONSENT_ID' | 'BIZMARKT_SESSION_REPLAY_ID' | 'BIZMARKT_GTM_ID' | 'BIZMARKT_CHAT_APP_ID', string>
>;

function configured(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function readThirdPartyConfig(env: ThirdPartyEnv): ThirdPartyConfig {
  const production = env.NODE_ENV === 'production';
  return {
    production,
    // The consent tool and session replay are production-only (spec §1), whatever the env says.
    consentId: production ? configured(env.BIZMARKT_CONSENT_ID) : null,
    sessionReplayId: production ? configured(env.BIZMARKT_SESSION_REPLAY_ID) : null,
    gtmId: configured(env.BIZMARKT_GTM_ID),
    chatAppId: configured(env.BIZMARKT_CHAT_APP_ID),
  };
}

/** Whether the configuration names any third party at all. */
export function anyThirdParty(config: ThirdPartyConfig): boolean {
  return Boolean(config.consentId ?? config.sessionReplayId ?? config.gtmId ?? config.chatAppId);
}

/** This build's configuration. Each expression must stay literal for DefinePlugin to replace it. */
export const buildThirdPartyConfig: ThirdPartyConfig = readThirdPartyConfig({
  NODE_ENV: process.env.NODE_ENV,
  BIZMARKT_CONSENT_ID: process.env.BIZMARKT_CONSENT_ID,
  BIZMARKT_SESSION_REPLAY_ID: process.env.BIZMARKT_SESSION_REPLAY_ID,
  BIZMARKT_GTM_ID: process.env.BIZMARKT_GTM_ID,
  BIZMARKT_CHAT_APP_ID: process.env.BIZMARKT_CHAT_APP_ID,
});
