// The placeholder the consent tool fills with its cookie declaration (spec §2 "Application shell").
// The declaration renders where its script tag is, so the tag goes inside this element; without a
// consent tool (development, tests, unconfigured builds) the element stays empty.
import { useEffect, useRef } from 'react';
import { useLocale } from '@bizmarkt/shared';
import type { ConsentAdapter } from './consent';
import { consentTool } from './consent-tool';
import { loadScript } from './script-loader';

export function CookieDeclaration({ consent = consentTool }: { consent?: ConsentAdapter | null }) {
  const placeholder = useRef<HTMLDivElement>(null);
  // The declaration is fetched once per footer, in the language of the page it first appears on: the
  // tool offers no way to re-render it in another language short of loading its script again.
  const locale = useRef(useLocale());
  useEffect(() => {
    if (!consent || !placeholder.current) return;
    loadScript(consent.declarationScript(placeholder.current, locale.current));
  }, [consent]);
  return <div ref={placeholder} className="bz-cookie-declaration" />;
}
