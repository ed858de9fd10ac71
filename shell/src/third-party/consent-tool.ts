// The page's consent tool, or null when this build has none (development, tests, unconfigured).
// Swapping the vendor means changing this one line and writing its adapter.
import { buildThirdPartyConfig, type ThirdPartyConfig } from './config';
import type { ConsentAdapter } from './consent';
import { cookiebotConsent } from './cookiebot-consent';

export function consentToolFor(config: ThirdPartyConfig): ConsentAdapter | null {
  return config.consentId ? cookiebotConsent(config.consentId) : null;
}

export const consentTool: ConsentAdapter | null = consentToolFor(buildThirdPartyConfig);
