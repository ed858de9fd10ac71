// Where the browser goes: the site's return pages (with /de for German) and the sandbox's pages
// (under the API's /api prefix, which the site serves too).
import { BILLING_PATHS, CHECKOUT_RETURN_QUERY } from '@bizmarkt/shared/contract';

export type Locale = 'en' | 'de';

function sitePath(appUrl: string, locale: Locale, path: string): string {
  return `${appUrl}${locale === 'de' ? '/de' : ''}${path}`;
}

export function checkoutReturnUrls(appUrl: string, locale: Locale, checkoutId: string) {
  const query = `?${CHECKOUT_RETURN_QUERY}=${encodeURIComponent(checkoutId)}`;
  return {
    successUrl: sitePath(appUrl, locale, `/subscription/success${query}`),
    pendingUrl: sitePath(appUrl, locale, `/payment-in-progress${query}`),
    cancelUrl: sitePath(appUrl, locale, '/subscription/cancel'),
  };
}

export function billingPageUrl(appUrl: string, locale: Locale): string {
  return sitePath(appUrl, locale, '/billing');
}

export function sandboxCheckoutUrl(appUrl: string, locale: Locale, checkoutId: string): string {
  return `${appUrl}${BILLING_PATHS.sandboxCheckout(checkoutId)}?lang=${locale}`;
}

export function sandboxPortalUrl(appUrl: string, locale: Locale, token: string): string {
  return `${appUrl}${BILLING_PATHS.sandboxPortal(token)}?lang=${locale}`;
}
