// The placeholder the consent tool fills with its cookie declaration (spec §2 "Application shell").
// The declaration renders where its script tag is, so the tag goes inside this element; without a
// consent tool (development, tests, unconfigured builds) the element stays empty. The tool's adapter
// and the script loader come with the first footer of a build that names a consent tool: a build
// without one never downloads them (issue #14).
import { useEffect, useRef } from 'react';
import { useLocale } from '@bizmarkt/shared';
import { buildThirdPartyConfig } from './config';

export function CookieDeclaration({ consentId = buildThirdPartyConfig.consentId }: { consentId?: string | null }) {
  const placeholder = useRef<HTMLDivElement>(null);
  // The declaration is fetched once per footer, in the language of the page it first appears on: the
  // tool offers no way to re-render it in another language short of loading its script again.
  const locale = useRef(useLocale());
  useEffect(() => {
    const element = placeholder.current;
    if (!consentId || !element) return undefined;
    let mounted = true;
    void Promise.all([import('./consent-tool'), import('./script-loader')]).then(([{ consentToolFor }, { loadScript }]) => {
      const consent = consentToolFor({ ...buildThirdPartyConfig, consentId });
      if (mounted && consent) loadScript(consent.declarationScript(element, locale.current));
    });
    return () => {
      mounted = false;
    };
  }, [consentId]);
  return <div ref={placeholder} className="bz-cookie-declaration" />;
}
