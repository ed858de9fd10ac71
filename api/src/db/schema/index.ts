// The one database schema (PostgreSQL dialect), one file per domain: each vertical adds its own file
// here and re-exports it. `pnpm db:generate` (drizzle.config.ts reads this index) turns changes into
// a new SQL migration under api/drizzle/; migrations are committed and never edited after they land.
// Only SQL that PostgreSQL 15 accepts: PGlite is PostgreSQL 18, production may be 15.
export * from './reference';
export * from './accounts';
export * from './notifications';
export * from './mail';
export * from './logs';
export * from './listings';
export * from './messaging';
export * from './jobs';
export * from './listing-images';
export * from './listing-sellerboard';
export * from './favorites';
export * from './listing-lifecycle';
export * from './billing';
export * from './new-listing-alerts';
export * from './listing-views';
export * from './offers';
export * from './idempotency';
export * from './data-room';
