// What this remote's server draws before the page's code runs (issue #14; `@bizmarkt/shared/server`):
// the login, registration and pricing pages and `/delete-account`, for visitors, and the page an
// email's unsubscribe link opens, for everyone. Built for Node into dist/server/
// (shared/tooling/rspack-app.ts) and answered by this remote's static server at
// `GET /__first-paint/<page>` (shared/tooling/first-paint.mjs); the shell's server asks for it and
// draws its branded frame (logo, language switch) around it.
//
// The drawing is a picture of the form: inert until the app takes over, which it does as soon as its
// code has run (on a phone under Lighthouse's throttling ≈ 1–2 s after the picture). A tap in that
// time goes nowhere, as on the landing's links; what the visitor gains is the form on screen at the
// first paint instead of a blank page until then.
import { configureFirstPaint, renderFirstPaint, type FirstPaintPage, type FirstPaintRequest } from '@bizmarkt/shared/server';
import LoginPage from '../features/login/components/login-page';
import RegistrationPage from '../features/registration/components/registration-page';
import PricingPage from '../features/pricing/components/pricing-page';
import UnsubscribedPage from '../features/unsubscribe/components/unsubscribed-page';
import { DeleteAccountView } from '../features/delete-account/components/delete-account-page';
import { plansQueryOptions } from '../features/pricing/api/get-plans';
import { authProvidersQuery } from '../features/socials/api/get-auth-providers';
import { NAMESPACE } from '../exposes/register';
import en from '../i18n/en';
import de from '../i18n/de';

const texts = { [NAMESPACE]: { en, de } };

/**
 * Whether social sign-in is offered (the button under the form). Its failure draws the page without
 * it, as the browser does (get-auth-providers.ts: the option is left out, never an error).
 */
const loadProviders: FirstPaintPage['load'] = (queryClient) => queryClient.fetchQuery(authProvidersQuery()).catch(() => undefined);

/** A page drawn for visitors only (the default here), or for everyone. */
interface Page extends FirstPaintPage {
  forEveryone?: boolean;
}

/**
 * The pages drawn here, by route id (shared/src/routing/route-table.ts). For visitors only unless
 * said otherwise: someone with a session is on the way elsewhere (registration sends them to the
 * dashboard), or sees their own (the account to delete).
 */
const PAGES: Record<string, Page> = {
  login: { texts, load: loadProviders, element: () => <LoginPage /> },
  registration: { texts, load: loadProviders, element: () => <RegistrationPage /> },
  // The plans as a visitor gets them in the page's language (currency and VAT follow X-LANG for
  // someone without a profile). A failed answer draws nothing: the app then shows its own notice.
  pricing: { texts, load: (queryClient, { locale }) => queryClient.fetchQuery(plansQueryOptions(locale, null)), element: () => <PricingPage /> },
  // For a visitor (no session cookie: nobody is logged in) the page says what deleting means and asks
  // to log in first; the app knows the visitor is a guest at once (the data block's `visitor`).
  'delete-account': { texts, load: () => Promise.resolve(), element: () => <DeleteAccountView status="guest" /> },
  // The same for everyone: without a token the invalid link's notice; with one, the page as it opens
  // while it sends the token (a GET never unsubscribes: the page's own request does).
  unsubscribed: { forEveryone: true, texts, load: () => Promise.resolve(), element: () => <UnsubscribedPage /> },
};

export const pages = Object.keys(PAGES);

export { configureFirstPaint as configure };

/** The page's first screen, or null for a page this remote does not draw on the server. */
export function render(page: string, request: FirstPaintRequest) {
  const definition = PAGES[page];
  if (!definition || (!definition.forEveryone && !request.visitor)) return Promise.resolve(null);
  return renderFirstPaint(definition, request);
}
