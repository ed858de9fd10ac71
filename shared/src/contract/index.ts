// The contract: what crosses the client ↔ API boundary. The rule of its modules: a module that builds
// zod schemas holds schemas (and the types inferred from them) only; the paths, constants and pure
// helpers a page needs live in zod-free modules (paths.ts, search-params.ts, the *-limits.ts modules,
// listing-enums.ts, money.ts…; `zod-free.test.ts` lists them and holds them to it), so a page that
// needs no schema bundles no zod. The package is declared free of side effects (shared/package.json):
// the bundler keeps a module only when a page uses one of its exports, so a constant defined beside a
// schema would bring the schema's module, and zod, to every page that reads it.
export * from './api';
export * from './error-log';
export * from './paths';
export * from './api-endpoints';
export * from './account-limits';
export * from './accounts';
export * from './body';
export * from './column-limits';
export * from './columns';
export * from './notifications';
export * from './listing-enums';
export * from './listing-sections';
export * from './listing-answer';
export * from './listing-metrics';
export * from './listing-steps';
export * from './listing-nda';
export * from './listing-image-limits';
export * from './listing-images';
export * from './listing-sellerboard';
export * from './import-currency';
export * from './listing-risk';
export * from './listing-moderation';
export * from './billing';
export * from './money';
export * from './search-params';
export * from './search';
export * from './search-query-schema';
export * from './search-response';
export * from './favorites';
export * from './my-listings';
export * from './messaging-limits';
export * from './messaging';
export * from './stream-events';
export * from './stream';
export * from './offer-limits';
export * from './offers';
export * from './data-room';
