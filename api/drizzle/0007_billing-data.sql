-- Plans and prices of PRO (issue #13; the decision is written down in api/README.md, "Billing").
-- Net prices in minor units; VAT is added per the buyer's case. Yearly = ten months (about 17 % off).
INSERT INTO "billing_plans" ("id", "tier", "interval", "active", "sort") VALUES
  ('pro_monthly', 'pro', 'month', true, 1),
  ('pro_yearly', 'pro', 'year', true, 2)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "billing_prices" ("plan_id", "currency", "net_amount") VALUES
  ('pro_monthly', 'USD', 2900),
  ('pro_monthly', 'EUR', 2700),
  ('pro_yearly', 'USD', 29000),
  ('pro_yearly', 'EUR', 27000)
ON CONFLICT ("plan_id", "currency") DO NOTHING;
--> statement-breakpoint
-- Standard VAT rates of the 27 member states, as published by the European Commission
-- ("VAT rates applied in the Member States of the European Union", taxation-customs), 2025-08-01:
-- Estonia 24 % from 2025-07-01, Romania 21 % from 2025-08-01, Slovakia 23 % and Finland 25.5 %.
-- A rate change is a new migration that updates the row and its source date.
INSERT INTO "vat_rates" ("country_code", "rate", "source", "source_date") VALUES
  ('AT', 20, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('BE', 21, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('BG', 20, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('CY', 19, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('CZ', 21, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('DE', 19, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('DK', 25, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('EE', 24, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('ES', 21, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('FI', 25.5, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('FR', 20, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('GR', 24, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('HR', 25, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('HU', 27, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('IE', 23, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('IT', 22, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('LT', 21, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('LU', 17, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('LV', 21, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('MT', 18, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('NL', 21, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('PL', 23, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('PT', 23, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('RO', 21, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('SE', 25, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('SI', 22, 'European Commission, VAT rates applied in the Member States', '2025-08-01'),
  ('SK', 23, 'European Commission, VAT rates applied in the Member States', '2025-08-01')
ON CONFLICT ("country_code") DO NOTHING;
