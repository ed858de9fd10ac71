// Every API path of the contract, apart from the schemas of what the paths take and answer: a page
// that only calls endpoints (the landing's cards, the business page's 'Contact seller', the favourite
// hearts) then bundles no zod. The shared package declares its modules free of side effects, so the
// bundler drops every schema module whose exports a page does not use; a path defined beside its
// schemas would keep that module, and zod with it. These modules import nothing (the test
// `zod-free.test.ts` holds them to that).
//
// One module per area (api-paths/), re-exported here: a page bundles the paths of the areas it calls
// and no others (the landing's chunk carried every area's paths, about 0.4 KB compressed).

export * from './api-paths/path';
export * from './api-paths/session';
export * from './api-paths/reference';
export * from './api-paths/service';
export * from './api-paths/dev';
export * from './api-paths/accounts';
export * from './api-paths/listings';
export * from './api-paths/listing-images';
export * from './api-paths/sellerboard';
export * from './api-paths/my-listings';
export * from './api-paths/moderation';
export * from './api-paths/search';
export * from './api-paths/favorites';
export * from './api-paths/messaging';
export * from './api-paths/billing';
export * from './api-paths/offers';
export * from './api-paths/data-room';
