// `@bizmarkt/shared/locale`: locale helpers of paths and cookies, and the locale-aware formatters.
// Pure functions of their arguments; bundled into each app.
export * from './locale';
export * from './format';
export * from './month-year';
export { INTL_LOCALE, dateTimeFormat, numberFormat, regionName } from './intl';
