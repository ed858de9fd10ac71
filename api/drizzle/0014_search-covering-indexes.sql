DROP INDEX "businesses_status_price_idx";--> statement-breakpoint
DROP INDEX "businesses_status_ttm_revenue_idx";--> statement-breakpoint
DROP INDEX "businesses_status_ttm_net_profit_idx";--> statement-breakpoint
DROP INDEX "businesses_status_multiple_idx";--> statement-breakpoint
DROP INDEX "businesses_status_verified_idx";
--> statement-breakpoint
-- Browse (issue #11), written by hand (drizzle-kit has no INCLUDE): one partial covering index per sort of
-- GET /api/businesses over the published listings only, carrying every filter column, so the count and the
-- ids of a page (a deferred join in repositories/search.ts) come from the index alone, never from the wide
-- listing rows. They replace the (status, column) indexes dropped above. api/README "Search".
CREATE INDEX "businesses_published_newest_idx" ON "businesses" USING btree ("verified_at" DESC, "id" DESC) INCLUDE ("price", "ttm_revenue", "ttm_net_profit", "profit_margin", "annual_multiple", "founded_on", "category_id", "user_id", "nda", "fba_statuses", "marketplaces") WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "businesses_published_price_idx" ON "businesses" USING btree ("price", "id" DESC) INCLUDE ("ttm_revenue", "ttm_net_profit", "profit_margin", "annual_multiple", "founded_on", "category_id", "user_id", "nda", "fba_statuses", "marketplaces", "verified_at") WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "businesses_published_net_profit_idx" ON "businesses" USING btree ("ttm_net_profit" DESC, "id" DESC) INCLUDE ("price", "ttm_revenue", "profit_margin", "annual_multiple", "founded_on", "category_id", "user_id", "nda", "fba_statuses", "marketplaces", "verified_at") WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "businesses_published_multiple_idx" ON "businesses" USING btree ("annual_multiple", "id" DESC) INCLUDE ("price", "ttm_revenue", "ttm_net_profit", "profit_margin", "founded_on", "category_id", "user_id", "nda", "fba_statuses", "marketplaces", "verified_at") WHERE "status" = 'published';
--> statement-breakpoint
CREATE INDEX "businesses_published_revenue_idx" ON "businesses" USING btree ("ttm_revenue" DESC, "id" DESC) INCLUDE ("price", "ttm_net_profit", "profit_margin", "annual_multiple", "founded_on", "category_id", "user_id", "nda", "fba_statuses", "marketplaces", "verified_at") WHERE "status" = 'published';
--> statement-breakpoint
-- The text search index covers the published listings only (all that search reads): a word's count needs no
-- AND with a status index, and with no other filter no listing row is read (the bitmap skips all-visible pages).
DROP INDEX "businesses_search_vector_idx";
--> statement-breakpoint
CREATE INDEX "businesses_search_vector_idx" ON "businesses" USING gin ("search_vector") WHERE "status" = 'published';
