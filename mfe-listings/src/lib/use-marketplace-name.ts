import { useCallback } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';

/**
 * A marketplace code (`US`, `DE`, `UK`) as its country's name in the page language, from the listings
 * namespace's texts (`shared.marketplaces`; an unknown code as it is). Not Intl.DisplayNames: its first
 * use loads the browser's region names, 20–50 ms of main thread in this machine's Chromium and about
 * four times that on a phone, in the middle of drawing the first cards or the filters
 * (docs/decisions/0009-own-number-and-date-formatting.md).
 */
export function useMarketplaceName(): (code: string) => string {
  const { t } = useTranslation('listings');
  return useCallback((code: string) => t(`shared.marketplaces.${code}`, { defaultValue: code }), [t]);
}
