// OpenID Connect relying party: authorization code flow with PKCE (S256), state and nonce, through
// openid-client 6 (a certified implementation; we do not check tokens ourselves).
//
// openid-client is ESM-only and this API is CommonJS: the module is loaded with a dynamic import()
// (kept as a real import() by `module: nodenext`), once per process. Under Jest, swc turns that
// import() into require() and jest.config.js compiles openid-client, oauth4webapi and jose.
import type * as OpenIdClient from 'openid-client' with { 'resolution-mode': 'import' };

type OpenId = typeof OpenIdClient;
type Configuration = OpenIdClient.Configuration;

let openIdLoad: Promise<OpenId> | undefined;

export function loadOpenIdClient(): Promise<OpenId> {
  openIdLoad ??= import('openid-client');
  return openIdLoad;
}

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What we take from the provider about the person (ID token claims, then UserInfo). */
export interface OidcProfile {
  subject: string;
  email: string | null;
  /** Only an explicit `email_verified: true` counts (a missing claim is not verified). */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
}

/** Why a sign-in failed; the login page shows a message per reason (`?social=<reason>`). */
export type OidcFailure = 'failed' | 'cancelled' | 'expired' | 'unavailable' | 'no_email' | 'unverified';

export class OidcFlowError extends Error {
  constructor(
    readonly reason: OidcFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcFlowError';
  }
}

export interface AuthorizationStart {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Seconds for each call to the provider (discovery, token, UserInfo); openid-client's default is 30. */
const PROVIDER_TIMEOUT_S = 10;
const SCOPE = 'openid email profile';

/**
 * Plain http is accepted only for a provider on this machine (a local test or development
 * provider); any other issuer must use https, as openid-client insists by default.
 */
function isLoopbackHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

/** A network-level failure (refused, reset, timeout) rather than an answer from the provider. */
function isUnreachable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e.name === 'TimeoutError' || e.name === 'AbortError') return true;
    if (e instanceof TypeError && e.message === 'fetch failed') return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|UND_ERR_)/.test(code)) return true;
  }
  return false;
}

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : [...trimmed].slice(0, max).join('');
}

export class OidcClient {
  private discovery: Promise<Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    /** Registered at the provider: `${APP_URL}/api/auth/oidc/callback`. */
    readonly redirectUri: string,
  ) {}

  /**
   * The provider's metadata, fetched once and kept for the life of the process. A failed discovery
   * is not kept: the next sign-in tries again (the provider may only have been down for a moment).
   */
  private configuration(): Promise<Configuration> {
    if (!this.discovery) {
      const attempt = this.discover();
      this.discovery = attempt;
      attempt.catch(() => {
        if (this.discovery === attempt) this.discovery = undefined;
      });
    }
    return this.discovery;
  }

  private async discover(): Promise<Configuration> {
    const client = await loadOpenIdClient();
    const issuer = new URL(this.settings.issuer);
    try {
      return await client.discovery(
        issuer,
        this.settings.clientId,
        { client_secret: this.settings.clientSecret },
        client.ClientSecretBasic(this.settings.clientSecret),
        { timeout: PROVIDER_TIMEOUT_S, ...(isLoopbackHttp(issuer) ? { execute: [client.allowInsecureRequests] } : {}) },
      );
    } catch (error) {
      throw new OidcFlowError('unavailable', `OpenID Connect discovery of ${issuer.href} failed`, { cause: error });
    }
  }

  /** Fresh state, nonce and PKCE verifier, and the provider's authorization URL that carries them. */
  async startAuthorization(): Promise<AuthorizationStart> {
    const [client, config] = await Promise.all([loadOpenIdClient(), this.configuration()]);
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url, state, nonce, codeVerifier };
  }

  /**
   * Checks the callback (state, issuer, code), redeems the code with the PKCE verifier, validates
   * the ID token (signature, issuer, audience, expiry, nonce) and reads the person's claims. Claims
   * missing from the ID token (providers that follow the spec's default put email and profile in
   * UserInfo only) are read from the UserInfo endpoint for the same subject.
   */
  async finishAuthorization(callbackUrl: URL, checks: AuthorizationChecks): Promise<OidcProfile> {
    const client = await loadOpenIdClient();
    const config = await this.configuration();
    let tokens: Awaited<ReturnType<OpenId['authorizationCodeGrant']>>;
    try {
      tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      if (error instanceof client.AuthorizationResponseError && error.error === 'access_denied') {
        throw new OidcFlowError('cancelled', 'the user declined at the provider', { cause: error });
      }
      throw new OidcFlowError(isUnreachable(error) ? 'unavailable' : 'failed', 'the authorization code grant failed', { cause: error });
    }
    const idClaims = tokens.claims();
    if (!idClaims) throw new OidcFlowError('failed', 'the token response had no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if ((claims.email === undefined || claims.email_verified === undefined) && config.serverMetadata().userinfo_endpoint) {
      try {
        const userInfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        // The ID token wins where both speak; UserInfo only fills the gaps.
        claims = { ...userInfo, ...claims };
      } catch (error) {
        throw new OidcFlowError(isUnreachable(error) ? 'unavailable' : 'failed', 'the UserInfo request failed', { cause: error });
      }
    }
    return profileFrom(idClaims.sub, claims);
  }
}

/** Names are cut to the 64 characters the users table holds (spec §9). */
const NAME_MAX = 64;
const EMAIL_MAX = 255;

export function profileFrom(subject: string, claims: Record<string, unknown>): OidcProfile {
  const email = text(claims.email, EMAIL_MAX + 1);
  // Some providers send the flag as a string; nothing but true (or "true") counts as verified.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  return {
    subject,
    email: email && email.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+$/.test(email) ? email : null,
    emailVerified: verified,
    givenName: text(claims.given_name, NAME_MAX),
    familyName: text(claims.family_name, NAME_MAX),
  };
}
