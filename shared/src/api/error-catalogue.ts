// The error catalogue of spec §8, in one place: what the page does when an API call fails. The shell
// installs it once at startup with what it needs injected (its toast, its router's navigate and the
// forced-login flow); every app's calls then go through it, because they all use the one API client.
// A call site that shows a status itself opts out with `handled` on the request (client.ts).
// The retry rule comes before it: a write (POST/PUT/PATCH/DELETE, each with its Idempotency-Key) whose
// answer got lost — 502/503/504, no answer at all, or a 409 with Retry-After (its first send still
// running) — is sent again by the client up to three times (250 ms, 1 s, 2 s; decision 0211), and only
// the last failure reaches this catalogue. Reads are retried by the proxy (and the query cache), not here.
import i18next from 'i18next';
import { TOAST_LIFE_LONG_MS, TOAST_LIFE_MS, type Locale } from '../constants';
import { COMMON_NS } from '../i18n/common-namespace';
import { currentLocale } from '../i18n/i18n';
import { localizePath } from '../i18n/locale';
import { pathsFor } from '../routing/paths';
import { endSession } from '../session/session-end';
import type { ToastMessage } from '../stores/toast';
import type { ApiError } from './api-error';
import { isHandledByCaller, onApiError, type ApiRequestInfo } from './client';

export interface CatalogueNavigateOptions {
  replace?: boolean;
}

export interface ErrorCatalogueDeps {
  /** Shows a toast; the shell passes `notify`. */
  toast: (message: ToastMessage) => void;
  /** Client-side navigation to a path of this site; the shell passes its router's navigate. */
  navigate: (path: string, options?: CatalogueNavigateOptions) => void;
  /** The forced-login flow for a 401 (spec §4). Default: `endSession`. */
  forceLogin?: () => void;
  /** The page's locale: the language of the texts and of the navigation targets. Default: i18next's. */
  getLocale?: () => Locale;
  /** The path the page is on, so that several failures do not navigate to the same page twice. */
  currentPath?: () => string;
  /** Clock for the duplicate-toast window (tests pass a fake). */
  now?: () => number;
}

type Reaction = { kind: 'forceLogin' } | { kind: 'navigate'; to: string } | { kind: 'toast'; toast: ToastMessage };

function text(key: string, locale: Locale): string {
  return i18next.t(`apiErrors.${key}`, { ns: COMMON_NS, lng: locale });
}

/** A path of this site (the 307 target); anything else (`//host`, `https://…`) is refused. */
function isSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

function genericError(locale: Locale): Reaction {
  return { kind: 'toast', toast: { severity: 'error', summary: text('generic', locale), life: TOAST_LIFE_MS } };
}

function reactionFor(error: ApiError, locale: Locale): Reaction {
  switch (error.status) {
    case 401:
      return { kind: 'forceLogin' };
    case 403:
      return { kind: 'toast', toast: { severity: 'error', summary: text('accessDenied', locale), life: TOAST_LIFE_LONG_MS } };
    case 404:
      return { kind: 'navigate', to: pathsFor(locale).notFound() };
    case 307: {
      const target = error.body?.message?.trim() ?? '';
      // The server names a path without knowing the page's language: keep the visitor in theirs.
      if (isSitePath(target)) return { kind: 'navigate', to: localizePath(target, locale) };
      console.warn('[api] a 307 answer without a path of this site in its message', error.body);
      return genericError(locale);
    }
    case 422: {
      const messages = Object.values(error.fieldErrors).flat();
      const detail = messages.length > 0 ? messages.join('\n') : error.body?.message;
      return {
        kind: 'toast',
        toast: { severity: 'warn', summary: text('processingErrors', locale), ...(detail ? { detail } : {}), life: TOAST_LIFE_MS },
      };
    }
    case 429:
      return {
        kind: 'toast',
        toast: { severity: 'warn', summary: text('tooManyRequests', locale), detail: text('waitBeforeRetry', locale), life: TOAST_LIFE_MS },
      };
    case 503:
      return {
        kind: 'toast',
        toast: { severity: 'warn', summary: error.body?.message?.trim() || text('serviceUnavailable', locale), life: TOAST_LIFE_LONG_MS },
      };
    default:
      // Every other status, a second 419, and no answer at all (NetworkError, status 0).
      return genericError(locale);
  }
}

/** The `onApiError` listener of the catalogue, for `installErrorCatalogue` and for tests. */
export function createErrorCatalogue(deps: ErrorCatalogueDeps): (error: ApiError, request: ApiRequestInfo) => void {
  const forceLogin = deps.forceLogin ?? endSession;
  const getLocale = deps.getLocale ?? currentLocale;
  const currentPath = deps.currentPath ?? (() => globalThis.location?.pathname ?? '');
  const now = deps.now ?? Date.now;
  // An identical toast still on screen is not stacked again: query retries and parallel calls hitting
  // one outage (e.g. three 503s) would otherwise pile up copies of the same message.
  const onScreenUntil = new Map<string, number>();

  function showOnce(toast: ToastMessage): void {
    const key = `${toast.severity}\u0000${toast.summary}\u0000${toast.detail ?? ''}`;
    const at = now();
    if ((onScreenUntil.get(key) ?? 0) > at) return;
    onScreenUntil.set(key, at + (toast.life ?? TOAST_LIFE_MS));
    deps.toast(toast);
  }

  return (error, request) => {
    if (isHandledByCaller(request, error.status)) return;
    const reaction = reactionFor(error, getLocale());
    switch (reaction.kind) {
      case 'forceLogin':
        forceLogin();
        return;
      case 'navigate':
        // replace: Back must not return to the page that would send the visitor here again.
        if (currentPath() !== reaction.to) deps.navigate(reaction.to, { replace: true });
        return;
      case 'toast':
        showOnce(reaction.toast);
        return;
    }
  };
}

/** Subscribes the catalogue to every failed API call; returns the function that removes it. */
export function installErrorCatalogue(deps: ErrorCatalogueDeps): () => void {
  return onApiError(createErrorCatalogue(deps));
}
