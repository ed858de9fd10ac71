CREATE TABLE "business_view_visitors" (
	"day" date NOT NULL,
	"business_id" integer NOT NULL,
	"visitor" varchar(64) NOT NULL,
	CONSTRAINT "business_view_visitors_day_business_id_visitor_pk" PRIMARY KEY("day","business_id","visitor")
);
--> statement-breakpoint
ALTER TABLE "business_view_visitors" ADD CONSTRAINT "business_view_visitors_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_view_visitors_business_idx" ON "business_view_visitors" USING btree ("business_id");