// The remote's public surface for the shell's route table: route id → lazily loaded page. A page the
// server draws first (first-paint/server.tsx) names its chunk `page-<route id>`, so the server finds
// its stylesheets (shared/tooling/rspack-app.ts, FirstPaintManifestPlugin).
import { withNamespaces } from '@bizmarkt/shared';
import type { RemoteRoutes } from '@bizmarkt/shared/federation';
import { NAMESPACE } from './register';

const routes = {
  login: withNamespaces([NAMESPACE], () => import(/* webpackChunkName: "page-login" */ '../features/login/components/login-page')),
  registration: withNamespaces([NAMESPACE], () => import(/* webpackChunkName: "page-registration" */ '../features/registration/components/registration-page')),
  'registration-socials': withNamespaces([NAMESPACE], () => import('../features/socials/components/registration-socials-page')),
  'registration-success': withNamespaces([NAMESPACE], () => import('../features/registration/components/registration-success-page')),
  'registration-email-confirmation': withNamespaces([NAMESPACE], () => import('../features/registration/components/email-confirmation-page')),
  'registration-general-info': withNamespaces([NAMESPACE], () => import('../features/registration/components/general-info-page')),
  'password-reset': withNamespaces([NAMESPACE], () => import('../features/password-reset/components/password-reset-page')),
  'password-reset-token': withNamespaces([NAMESPACE], () => import('../features/password-reset/components/reset-password-page')),
  'password-reset-success': withNamespaces([NAMESPACE], () => import('../features/password-reset/components/password-reset-success-page')),
  dashboard: withNamespaces([NAMESPACE], () => import('../features/dashboard/components/dashboard-page')),
  'delete-account': withNamespaces(
    [NAMESPACE],
    () => import(/* webpackChunkName: "page-delete-account" */ '../features/delete-account/components/delete-account-page'),
  ),
  'email-preferences': withNamespaces([NAMESPACE], () => import('../features/email-preferences/components/email-preferences-page')),
  'email-preferences-success': withNamespaces([NAMESPACE], () => import('../features/email-preferences/components/email-preferences-success-page')),
  'change-password': withNamespaces([NAMESPACE], () => import('../features/change-password/components/change-password-page')),
  unsubscribed: withNamespaces([NAMESPACE], () => import(/* webpackChunkName: "page-unsubscribed" */ '../features/unsubscribe/components/unsubscribed-page')),
  pricing: withNamespaces([NAMESPACE], () => import(/* webpackChunkName: "page-pricing" */ '../features/pricing/components/pricing-page')),
  billing: withNamespaces([NAMESPACE], () => import('../features/billing/components/billing-page')),
  'subscription-success': withNamespaces([NAMESPACE], () => import('../features/payment/components/subscription-success-page')),
  'subscription-cancel': withNamespaces([NAMESPACE], () => import('../features/payment/components/subscription-cancel-page')),
  'payment-in-progress': withNamespaces([NAMESPACE], () => import('../features/payment/components/payment-in-progress-page')),
  'payment-success': withNamespaces([NAMESPACE], () => import('../features/payment/components/payment-success-page')),
} satisfies RemoteRoutes;

export default routes;
