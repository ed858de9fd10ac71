-- Browse (issue #11), the SQL drizzle-kit does not write. See api/README "Search" and "New-listing alerts".
-- 1. The text search column of a listing: name (A), summary (B) and the description (C) only when no NDA
--    protects it, stemmed in English and in German. Generated (stored), so every write keeps it current;
--    outside the Drizzle schema on purpose: the listing records the API reads never carry it.
ALTER TABLE "businesses" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, coalesce("name", '')), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("summary", '')), 'B') ||
  setweight(to_tsvector('english'::regconfig, CASE WHEN "nda" THEN '' ELSE coalesce("description", '') END), 'C') ||
  setweight(to_tsvector('german'::regconfig, coalesce("name", '')), 'A') ||
  setweight(to_tsvector('german'::regconfig, coalesce("summary", '')), 'B') ||
  setweight(to_tsvector('german'::regconfig, CASE WHEN "nda" THEN '' ELSE coalesce("description", '') END), 'C')
) STORED;
--> statement-breakpoint
CREATE INDEX "businesses_search_vector_idx" ON "businesses" USING gin ("search_vector");
--> statement-breakpoint
-- 2. Existing favourites start "read" as the listing is now (no false change markers).
UPDATE "favorites" AS f SET "seen_price" = b."price", "seen_status" = b."status"
FROM "businesses" AS b WHERE b."id" = f."business_id";
--> statement-breakpoint
-- 3. One alert range from the settings JSON: '[min,max]', an empty bound = unbounded; min > max = nothing.
CREATE OR REPLACE FUNCTION "bizmarkt_alert_range"(settings jsonb, field text) RETURNS numrange
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN lo IS NOT NULL AND hi IS NOT NULL AND lo > hi THEN 'empty'::numrange
    ELSE numrange(lo, hi, '[]')
  END
  FROM (SELECT (settings #>> ARRAY[field, 'min'])::numeric AS lo, (settings #>> ARRAY[field, 'max'])::numeric AS hi) AS bounds
$$;
--> statement-breakpoint
-- 4. Keeps "new_listing_alerts" in step with users.notification_settings. A user has an alert when the
--    email alerts are on or any bound or category is set (all empty and no email = no alert at all).
CREATE OR REPLACE FUNCTION "bizmarkt_sync_new_listing_alert"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  s jsonb := coalesce(NEW."notification_settings" -> 'new_listing_alert_settings', '{}'::jsonb);
  wants_email boolean := coalesce((NEW."notification_settings" #>> '{email,new_listing_alerts}')::boolean, false);
  cats integer[] := coalesce(ARRAY(SELECT jsonb_array_elements_text(coalesce(s -> 'category_ids', '[]'::jsonb))::integer), '{}');
  r_price numrange := "bizmarkt_alert_range"(s, 'price');
  r_sales numrange := "bizmarkt_alert_range"(s, 'sales');
  r_profit numrange := "bizmarkt_alert_range"(s, 'net_profit');
  r_margin numrange := "bizmarkt_alert_range"(s, 'profit_margin');
  r_multiple numrange := "bizmarkt_alert_range"(s, 'profit_multiply');
  r_age numrange := "bizmarkt_alert_range"(s, 'age');
  unbounded numrange := '(,)'::numrange;
BEGIN
  IF NEW."deleted_at" IS NOT NULL OR NOT (wants_email OR cardinality(cats) > 0 OR r_price <> unbounded
      OR r_sales <> unbounded OR r_profit <> unbounded OR r_margin <> unbounded
      OR r_multiple <> unbounded OR r_age <> unbounded) THEN
    DELETE FROM "new_listing_alerts" WHERE "user_id" = NEW."id";
    RETURN NEW;
  END IF;
  INSERT INTO "new_listing_alerts" ("user_id", "email", "price", "sales", "net_profit", "profit_margin", "profit_multiply", "age", "category_ids")
  VALUES (NEW."id", wants_email, r_price, r_sales, r_profit, r_margin, r_multiple, r_age, cats)
  ON CONFLICT ("user_id") DO UPDATE SET
    "email" = excluded."email", "price" = excluded."price", "sales" = excluded."sales",
    "net_profit" = excluded."net_profit", "profit_margin" = excluded."profit_margin",
    "profit_multiply" = excluded."profit_multiply", "age" = excluded."age", "category_ids" = excluded."category_ids";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_new_listing_alert" AFTER INSERT OR UPDATE OF "notification_settings", "deleted_at" ON "users"
FOR EACH ROW EXECUTE FUNCTION "bizmarkt_sync_new_listing_alert"();
--> statement-breakpoint
-- 5. The users who already have settings.
UPDATE "users" SET "notification_settings" = "notification_settings";
