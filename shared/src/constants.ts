// Business constants and limits from spec §9, named as the spec names them.
import { SERVICE_PATHS } from './contract/api-paths/service';

export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/**
 * The translation layer's default locale (spec §9: en-US). The page's language is always the path's
 * (`en` or `de`), and each of those files holds every key, so neither falls back to another file
 * (none is downloaded); any other language i18next is given resolves to en-US, served by the `en` files.
 */
export const TRANSLATION_DEFAULT_LOCALE = 'en-US';
/** German routes live under this prefix; English routes have none. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', de: '/de' };
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const PARTNER_COOKIE = 'p';
export const PARTNER_COOKIE_MAX_AGE_S = 2_592_000;
export const PARTNER_CODE_MIN_LENGTH = 1;
export const PARTNER_CODE_MAX_LENGTH = 5;

export const GUEST_COOKIE = 'guest';
/** The guest flag is kept a year (the shell writes it, and the API flips it to 0 when it logs someone in). */
export const GUEST_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const POLL_LADDER_S = [5, 10, 30, 60, 120, 240] as const;
export const POLL_BUSY_RETRY_MS = 2_000;

export const TOAST_LIFE_MS = 10_000;
export const TOAST_LIFE_LONG_MS = 30_000;

export const ERROR_LOG_MAX_EVENTS = 200;
export const ERROR_LOG_FLUSH_AT = 8;
export const ERROR_LOG_FLUSH_INTERVAL_MS = 5_000;
export const ERROR_LOG_BATCH_SIZE = 8;
export const ERROR_LOG_SEND_TIMEOUT_MS = 5_000;
/** localStorage key of the queue; the suffix is the stored format's version. */
export const ERROR_LOG_STORAGE_KEY = 'bizmarkt.error-log.v1';
/** Spec §7: configurable; this is the default. */
export const ERROR_LOG_ENDPOINT = SERVICE_PATHS.errorLog;

export const FORM_VALIDATION_DEBOUNCE_MS = 1_500;
export const FORM_VALIDATION_TIMEOUT_MS = 5_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const ROUTE_PREFETCH_MAX = 5;

export const NAME_MAX_LENGTH = 64;
export const ABOUT_MAX_LENGTH = 160;

/** The customer-chat widget is refreshed this long after each route change. */
export const CHAT_WIDGET_REFRESH_MS = 250;
/** Customer-chat padding, in pixels. */
export const CHAT_WIDGET_VERTICAL_PADDING = 80;
export const CHAT_WIDGET_HORIZONTAL_PADDING = 24;

/** Messages panel (spec §9): scroll-to-bottom delay after loading and sending; next page this close to the end. */
export const SCROLL_TO_BOTTOM_DELAY_MS = 50;
export const NEXT_PAGE_THRESHOLD_PX = 100;

export * from './overlays/overlay-defaults';
