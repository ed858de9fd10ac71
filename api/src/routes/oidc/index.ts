// Social sign-in through one OpenID Connect provider (e.g. Google), configured by OIDC_* env.
// Unconfigured: the providers endpoint answers { oidc: null } (the site hides the option) and the
// two flow routes do not exist (404).
//
// GET /api/auth/oidc/redirect  → 302 to the provider, with a sealed state cookie (10 minutes)
// GET /api/auth/oidc/callback  → 303 to a site path: /dashboard on success (the shell's rules take
//                                unverified and role-less users into the registration steps),
//                                /registration/socials?social=new for an unknown person who came to
//                                log in (accept the terms first), /login?social=<reason> on failure.
// Both are full-page navigations, so they answer with redirects, never with a JSON error page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema';
import { OidcClient, OidcFlowError, type OidcFailure, type OidcProfile } from '../../lib/oidc';
import {
  OIDC_STATE_COOKIE,
  OIDC_STATE_COOKIE_PATH,
  OIDC_STATE_TTL_MS,
  openOidcState,
  sealOidcState,
  type OidcFlowState,
  type OidcLocale,
} from '../../lib/oidc-state';
import { authProvidersResponseSchema, oidcRedirectQuerySchema, ACCOUNT_PATHS } from '@bizmarkt/shared/contract';
// The shell's locale cookie; the API sits on its origin.
import { LOCALE_COOKIE } from '@bizmarkt/shared/constants';
import { partnerCodeOf } from '../../lib/partner-code';

/** `oauth_identities.provider` of the configured provider (one provider for now). */
export const OIDC_PROVIDER_KEY = 'oidc';

export const OIDC_CALLBACK_PATH = ACCOUNT_PATHS.oidcCallback;

/** Site paths carry the locale as a prefix: none for English, /de for German. */
function sitePath(locale: OidcLocale, path: string): string {
  return locale === 'de' ? `/de${path}` : path;
}

function localeOf(request: FastifyRequest): OidcLocale {
  return request.cookies[LOCALE_COOKIE] === 'de' ? 'de' : 'en';
}

/** Why a callback came back without a code (RFC 6749 §4.1.2.1): declining is not an error of ours. */
function providerErrorReason(error: unknown): OidcFailure {
  return error === 'access_denied' ? 'cancelled' : 'failed';
}

const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.oidc;

  app.get(ACCOUNT_PATHS.authProviders, { config: { access: 'public' }, schema: { response: { 200: authProvidersResponseSchema } } }, async () => ({
    oidc: settings ? { name: settings.name } : null,
  }));

  if (!settings) {
    // Not registered at all: the catch-all answers 404 { message: 'Not Found.' }.
    return;
  }

  const redirectUri = `${app.config.appUrl}${OIDC_CALLBACK_PATH}`;
  const client = new OidcClient(settings, redirectUri);

  const cookieOptions = (request: FastifyRequest) => ({
    path: OIDC_STATE_COOKIE_PATH,
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
  });

  const fail = (reply: FastifyReply, locale: OidcLocale, reason: OidcFailure) => reply.redirect(`${sitePath(locale, '/login')}?social=${reason}`, 303);

  app.get(ACCOUNT_PATHS.oidcRedirect, { config: { access: 'public' }, schema: { querystring: oidcRedirectQuerySchema } }, async (request, reply) => {
    const { intent, locale } = request.query;
    let start;
    try {
      start = await client.startAuthorization();
    } catch (error) {
      request.log.warn({ err: error }, 'social sign-in: the provider could not be reached');
      return fail(reply, locale, error instanceof OidcFlowError ? error.reason : 'failed');
    }
    const flow: OidcFlowState = {
      state: start.state,
      nonce: start.nonce,
      codeVerifier: start.codeVerifier,
      intent,
      locale,
      partnerCode: partnerCodeOf(request),
      expiresAt: Date.now() + OIDC_STATE_TTL_MS,
    };
    reply.setCookie(OIDC_STATE_COOKIE, sealOidcState(app.config.appKey, flow), {
      ...cookieOptions(request),
      maxAge: OIDC_STATE_TTL_MS / 1000,
    });
    reply.header('cache-control', 'no-store');
    return reply.redirect(start.url.href, 302);
  });

  /** The account this person signs in to, or what to tell them instead. */
  async function resolveUser(profile: OidcProfile & { email: string }, flow: OidcFlowState): Promise<UserRow | 'new' | OidcFailure> {
    const identities = app.repositories.oauthIdentities;
    const known = await identities.findUser(OIDC_PROVIDER_KEY, profile.subject);
    if (known && known.user.deleted_at === null) return known.user;
    // Left behind by a deleted account (the row stays, anonymised): that account is gone for good,
    // so the person is new to us.
    if (known) await identities.delete(known.identityId);

    const byEmail = await app.repositories.users.findByEmail(profile.email);
    if (byEmail && byEmail.deleted_at === null) {
      // Only the provider's word that this person owns the address lets them into the account.
      if (!profile.emailVerified) return 'unverified';
      return identities.linkToUser(byEmail, OIDC_PROVIDER_KEY, profile.subject);
    }

    // Someone unknown who came to log in first accepts the terms on /registration/socials.
    if (flow.intent === 'login') return 'new';
    const now = new Date();
    const created = await identities.createUser(
      {
        email: profile.email,
        email_verified_at: profile.emailVerified ? now : null,
        password_hash: null,
        name: profile.givenName,
        last_name: profile.familyName,
        locale: flow.locale,
        partner_code: flow.partnerCode,
        // The register button stays disabled until the terms checkbox is ticked.
        terms_accepted_at: now,
      },
      OIDC_PROVIDER_KEY,
      profile.subject,
    );
    // Null: the email was registered a moment ago by someone else; try again finds that account.
    return created ?? 'failed';
  }

  app.get(OIDC_CALLBACK_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const flow = openOidcState(app.config.appKey, request.cookies[OIDC_STATE_COOKIE]);
    // One use only, whatever happens next.
    reply.clearCookie(OIDC_STATE_COOKIE, cookieOptions(request));
    reply.header('cache-control', 'no-store');
    const locale = flow?.locale ?? localeOf(request);
    const query = request.query as Record<string, unknown>;

    if (query.error !== undefined) {
      request.log.info({ error: query.error }, 'social sign-in: the provider answered an error');
      return fail(reply, locale, providerErrorReason(query.error));
    }
    if (!flow) return fail(reply, locale, 'expired');

    try {
      // The URL the provider sent the browser to: our registered redirect URI and the query as received.
      const callbackUrl = new URL(redirectUri);
      callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
      const profile = await client.finishAuthorization(callbackUrl, flow);
      if (profile.email === null) return fail(reply, locale, 'no_email');

      const outcome = await resolveUser({ ...profile, email: profile.email }, flow);
      if (outcome === 'new') return reply.redirect(`${sitePath(locale, '/registration/socials')}?social=new`, 303);
      if (typeof outcome === 'string') return fail(reply, locale, outcome);

      await app.repositories.oauthIdentities.setLocale(outcome.id, flow.locale);
      // A new session (rotation): whatever session the browser had is replaced. Starting it also
      // flips the shell's `guest` cookie to 0, so the dashboard asks who is there.
      await app.sessions.start(request, reply, { userId: outcome.id });
      return reply.redirect(sitePath(locale, '/dashboard'), 303);
    } catch (error) {
      if (error instanceof OidcFlowError) {
        request.log.warn({ err: error, reason: error.reason }, 'social sign-in failed');
        return fail(reply, locale, error.reason);
      }
      request.log.error({ err: error }, 'social sign-in failed unexpectedly');
      return fail(reply, locale, 'failed');
    }
  });
};

export default oidcRoutes;
