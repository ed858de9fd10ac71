// `@bizmarkt/shared`: the ONE copy of the page's state, shared as a Module Federation singleton and
// loaded from the shell. Only stateful code lives here (the API client and its error classes, stores,
// session, the i18n instance, the error-log queue, sync/poller, the form client bound to the API
// client, queries on the one client), behind a stable interface: a name once exported stays, because
// a remote built later may call it on an older shell. Pure code (constants, contract, routing and
// paths, locale helpers and formatters, query keys, federation types) is imported from its subpath
// (`@bizmarkt/shared/constants`, …) and bundled into each app. See the README ("The shared package").
export * from './api/api-error';
export * from './api/client';
export type { UploadProgress } from './api/upload-transport';
export * from './api/network-error';
export * from './api/error-catalogue';
export * from './api/cookies';
export * from './stores/session';
export * from './stores/toast';
export * from './stores/panels';
export * from './stores/modals';
export * from './stores/unread';
export * from './stores/document-title';
export * from './session/fetch-user';
export * from './session/current-user';
export * from './session/favorite-ids';
export * from './session/current-user-avatar';
export * from './session/logout';
export * from './session/session-end';
export * from './session/partner-code';
export * from './i18n/i18n';
export * from './i18n/common-namespace';
export * from './i18n/use-locale';
export * from './instance';
export * from './error-log';
export * from './sync';
export * from './forms/precognitive-form';
export * from './forms/use-precognitive-form';
export * from './forms/form-data-paths';
export * from './forms/field-error';
export * from './forms/form-field';
export * from './reference-data';
export * from './listings/hide-listing';
export * from './remote-modules/expose-loader';
export * from './remote-modules/federated-component';
export * from './history/popstate-guards';
