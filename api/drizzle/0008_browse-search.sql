CREATE TABLE "new_listing_alert_matches" (
	"user_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"matched_at" timestamp with time zone NOT NULL,
	"emailed_at" timestamp with time zone,
	CONSTRAINT "new_listing_alert_matches_pkey" PRIMARY KEY("user_id","business_id")
);
--> statement-breakpoint
CREATE TABLE "new_listing_alerts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" boolean NOT NULL,
	"price" "numrange" NOT NULL,
	"sales" "numrange" NOT NULL,
	"net_profit" "numrange" NOT NULL,
	"profit_margin" "numrange" NOT NULL,
	"profit_multiply" "numrange" NOT NULL,
	"age" "numrange" NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "read_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "seen_price" bigint;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "seen_status" text;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "new_listing_alert_matches" ADD CONSTRAINT "new_listing_alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_listing_alert_matches" ADD CONSTRAINT "new_listing_alert_matches_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_listing_alerts" ADD CONSTRAINT "new_listing_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_listing_alert_matches_pending_idx" ON "new_listing_alert_matches" USING btree ("user_id") WHERE "new_listing_alert_matches"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "new_listing_alert_matches_emailed_idx" ON "new_listing_alert_matches" USING btree ("user_id","emailed_at");--> statement-breakpoint
CREATE INDEX "new_listing_alerts_ranges_idx" ON "new_listing_alerts" USING gist ("price","sales","net_profit","profit_margin","profit_multiply","age");--> statement-breakpoint
CREATE INDEX "businesses_status_verified_idx" ON "businesses" USING btree ("status","verified_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_user_status_idx" ON "businesses" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('tax-verification-success', 'tax-verification-failed', 'payment-received', 'payment-failed', 'subscription-cancellation', 'subscription-resumption', 'subscription-extension', 'nda-requested', 'nda-accepted', 'favorite-updated', 'favorite-price-changed', 'business-verified', 'business-canceled', 'business-pending-verification', 'password-was-changed', 'business-was-hidden', 'my-listings-outdated', 'my-listings', 'expired-sellerboard-integration', 'new-listing-alert'));