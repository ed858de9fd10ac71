CREATE TABLE "sellerboard_connections" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"url_encrypted" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"expired_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellerboard_connections_status_check" CHECK ("sellerboard_connections"."status" in ('active', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "sellerboard_imports" (
	"token" text PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"format" text NOT NULL,
	"months" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sellerboard_connections" ADD CONSTRAINT "sellerboard_connections_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellerboard_imports" ADD CONSTRAINT "sellerboard_imports_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellerboard_imports" ADD CONSTRAINT "sellerboard_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sellerboard_connections_status_idx" ON "sellerboard_connections" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sellerboard_imports_business_idx" ON "sellerboard_imports" USING btree ("business_id");