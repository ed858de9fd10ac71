// The contract: what crosses the client ↔ API boundary. The API paths live in paths.ts, apart from
// the schemas, so a page that only calls an endpoint bundles no zod.
export * from './api';
export * from './error-log';
export * from './paths';
export * from './account-limits';
export * from './accounts';
export * from './body';
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
export * from './listing-moderation';
export * from './billing';
export * from './money';
export * from './search-params';
export * from './search';
export * from './favorites';
export * from './my-listings';
export * from './messaging-limits';
export * from './messaging';
