ALTER TABLE "businesses" ADD COLUMN "top_product_share" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "financials_currency" char(3);--> statement-breakpoint
ALTER TABLE "sellerboard_connections" ADD COLUMN "currency" char(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellerboard_imports" ADD COLUMN "currency" char(3) DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_top_product_share_check" CHECK ("businesses"."top_product_share" is null or "businesses"."top_product_share" between 0 and 100);