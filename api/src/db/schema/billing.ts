// PRO subscription and billing (issue #13). Plans and prices are rows (seeded by a data migration),
// not code; money is integer minor units (cents) with its currency. Subscription state changes only
// from verified provider events (see src/billing/webhook-handler.ts).
import { sql } from 'drizzle-orm';
import { boolean, char, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { countries } from './reference';
import { timestamps } from './common';

/** A sellable plan: tier × interval ('pro_monthly', 'pro_yearly'). */
export const billingPlans = pgTable(
  'billing_plans',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    tier: text('tier').notNull(),
    interval: text('interval').$type<'month' | 'year'>().notNull(),
    /** Inactive plans are no longer offered; running subscriptions keep them. */
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [check('billing_plans_interval_check', sql`${t.interval} in ('month', 'year')`)],
);

/** A plan's net price in one currency. */
export const billingPrices = pgTable(
  'billing_prices',
  {
    plan_id: varchar('plan_id', { length: 64 })
      .notNull()
      .references(() => billingPlans.id),
    currency: char('currency', { length: 3 }).$type<'USD' | 'EUR'>().notNull(),
    net_amount: integer('net_amount').notNull(),
    /** The provider's product to bill under (Stripe `prod_…`); null in the sandbox. */
    provider_product_id: text('provider_product_id'),
  },
  (t) => [
    primaryKey({ columns: [t.plan_id, t.currency] }),
    check('billing_prices_currency_check', sql`${t.currency} in ('USD', 'EUR')`),
    check('billing_prices_amount_check', sql`${t.net_amount} > 0`),
  ],
);

/** Standard VAT rates of the EU member states, with where and when they were read. */
export const vatRates = pgTable('vat_rates', {
  // No foreign key: countries are seeded after the migrations run, these rows by a migration.
  country_code: char('country_code', { length: 2 }).primaryKey(),
  /** Percent, e.g. 19.00. */
  rate: numeric('rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  source: text('source').notNull(),
  source_date: date('source_date', { mode: 'string' }).notNull(),
});

/** The buyer's billing details (one row per user) and the state of their EU VAT number. */
export const billingDetails = pgTable('billing_details', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 128 }).notNull(),
  company: varchar('company', { length: 128 }),
  address_line1: varchar('address_line1', { length: 128 }).notNull(),
  address_line2: varchar('address_line2', { length: 128 }),
  postal_code: varchar('postal_code', { length: 16 }).notNull(),
  city: varchar('city', { length: 64 }).notNull(),
  country_code: char('country_code', { length: 2 })
    .notNull()
    .references(() => countries.code),
  vat_number: varchar('vat_number', { length: 32 }),
  /** 'none' | 'pending' | 'valid' | 'invalid' */
  vat_status: text('vat_status').$type<'none' | 'pending' | 'valid' | 'invalid'>().notNull().default('none'),
  vat_checked_at: timestamp('vat_checked_at', { withTimezone: true }),
  ...timestamps,
});

/**
 * A started checkout. Its id is the provider's session id (`cs_…`); the row remembers the price and
 * VAT decided when it started, and its status moves only with verified events.
 */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    plan_id: varchar('plan_id', { length: 64 })
      .notNull()
      .references(() => billingPlans.id),
    currency: char('currency', { length: 3 }).$type<'USD' | 'EUR'>().notNull(),
    net_amount: integer('net_amount').notNull(),
    vat_rate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    gross_amount: integer('gross_amount').notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    /** 'open' | 'processing' | 'paid' | 'failed' | 'expired' */
    status: text('status').$type<'open' | 'processing' | 'paid' | 'failed' | 'expired'>().notNull().default('open'),
    failure_reason: text('failure_reason'),
    ...timestamps,
  },
  (t) => [index('billing_checkouts_user_idx').on(t.user_id)],
);

/** Our copy of the provider's subscription (one current row per user; ended ones stay). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    provider_subscription_id: varchar('provider_subscription_id', { length: 255 }).notNull(),
    provider_customer_id: varchar('provider_customer_id', { length: 255 }),
    plan_id: varchar('plan_id', { length: 64 })
      .notNull()
      .references(() => billingPlans.id),
    currency: char('currency', { length: 3 }).$type<'USD' | 'EUR'>().notNull(),
    /** The provider's status: 'active' | 'past_due' | 'canceled' | 'incomplete' | … */
    status: text('status').notNull(),
    cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
    current_period_end: timestamp('current_period_end', { withTimezone: true }),
    /** past_due: PRO is kept until then. */
    grace_until: timestamp('grace_until', { withTimezone: true }),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    /** `created` of the newest provider event applied (events may arrive out of order). */
    provider_updated_at: timestamp('provider_updated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscriptions_provider_id_unique').on(t.provider, t.provider_subscription_id),
    index('subscriptions_user_idx').on(t.user_id),
    index('subscriptions_period_end_idx')
      .on(t.current_period_end)
      .where(sql`${t.ended_at} is null`),
  ],
);

/** Every provider event processed once: the id is the idempotency key. */
export const providerEvents = pgTable('provider_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  /** The event's own `created` (seconds → timestamp). */
  occurred_at: timestamp('occurred_at', { withTimezone: true }).notNull(),
  processed_at: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Gap-free invoice numbers: one counter row per year, locked FOR UPDATE while a number is taken. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  last_number: integer('last_number').notNull().default(0),
});

/** An invoice for one successful payment; seller and buyer as they were at issue time. */
export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: varchar('number', { length: 32 }).notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issued_at: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The provider's invoice/payment id: one invoice per payment. */
    provider_payment_id: varchar('provider_payment_id', { length: 255 }).notNull(),
    plan_id: varchar('plan_id', { length: 64 }).notNull(),
    period_start: timestamp('period_start', { withTimezone: true }),
    period_end: timestamp('period_end', { withTimezone: true }),
    currency: char('currency', { length: 3 }).$type<'USD' | 'EUR'>().notNull(),
    net_amount: integer('net_amount').notNull(),
    vat_rate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    vat_amount: integer('vat_amount').notNull(),
    gross_amount: integer('gross_amount').notNull(),
    /** 'standard' | 'reverse_charge' | 'none' */
    vat_treatment: text('vat_treatment').notNull(),
    seller: jsonb('seller').$type<Record<string, string | null>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, string | null>>().notNull(),
    locale: varchar('locale', { length: 2 }).notNull(),
    /** 'paid' | 'partially_refunded' | 'refunded': follows `refunded_amount`, which only verified provider events change. */
    status: text('status').$type<'paid' | 'partially_refunded' | 'refunded'>().notNull().default('paid'),
    /** What the provider has refunded of this payment so far (its charge's cumulative `amount_refunded`), minor units. */
    refunded_amount: integer('refunded_amount').notNull().default(0),
    /** Key in the private invoice store (never the public media store). */
    pdf_key: text('pdf_key'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('invoices_provider_payment_unique').on(t.provider_payment_id),
    index('invoices_user_idx').on(t.user_id, t.issued_at),
  ],
);

/**
 * A refund an admin asked for through our API (POST /api/admin/invoices/{id}/refund). The row is
 * written, under the invoice's lock, before the provider is called, so a second request sees it and
 * cannot refund the same money twice; its id is the provider call's idempotency key. Refunds made
 * at the provider directly (Stripe's Dashboard) have no row: the webhook records them on the invoice.
 */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    invoice_id: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amount: integer('amount').notNull(),
    /** The admin who asked; null once that account is deleted (the refund stays on record). */
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** 'requested' (provider not answered yet) | 'succeeded' | 'failed' (the provider refused: nothing refunded). */
    status: text('status').$type<'requested' | 'succeeded' | 'failed'>().notNull().default('requested'),
    provider_refund_id: varchar('provider_refund_id', { length: 255 }),
    failure: text('failure'),
    ...timestamps,
  },
  (t) => [index('invoice_refunds_invoice_idx').on(t.invoice_id), check('invoice_refunds_amount_check', sql`${t.amount} > 0`)],
);

/** The sandbox provider's own side (what Stripe keeps on its servers): its subscriptions. */
export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  customer_id: varchar('customer_id', { length: 64 }).notNull(),
  user_id: integer('user_id').notNull(),
  checkout_id: varchar('checkout_id', { length: 255 }).notNull(),
  plan_id: varchar('plan_id', { length: 64 }).notNull(),
  interval: text('interval').$type<'month' | 'year'>().notNull(),
  currency: char('currency', { length: 3 }).$type<'USD' | 'EUR'>().notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  cancel_at_period_end: boolean('cancel_at_period_end').notNull().default(false),
  current_period_start: timestamp('current_period_start', { withTimezone: true }).notNull(),
  current_period_end: timestamp('current_period_end', { withTimezone: true }).notNull(),
  /** The card on file: 'works' or 'declines' (set on the sandbox's payment-method page). */
  card: text('card').notNull().default('works'),
  ...timestamps,
});

/**
 * The sandbox provider's payments (Stripe's invoice → payment intent → charge): one per paid
 * invoice, with what has been refunded of it, so its refunds and `charge.refunded` events carry the
 * cumulative amounts Stripe's do.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  invoice_id: varchar('invoice_id', { length: 64 }).primaryKey(),
  payment_intent_id: varchar('payment_intent_id', { length: 64 }).notNull().unique(),
  charge_id: varchar('charge_id', { length: 64 }).notNull().unique(),
  subscription_id: varchar('subscription_id', { length: 64 }).notNull(),
  customer_id: varchar('customer_id', { length: 64 }).notNull(),
  currency: char('currency', { length: 3 }).$type<'USD' | 'EUR'>().notNull(),
  amount: integer('amount').notNull(),
  amount_refunded: integer('amount_refunded').notNull().default(0),
  ...timestamps,
});

/** The sandbox provider's own record of what the tester chose on its checkout page (once per checkout). */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  checkout_id: varchar('checkout_id', { length: 255 }).primaryKey(),
  /** 'authenticating' | 'pending' | 'paid' | 'declined' */
  state: text('state').notNull(),
  ...timestamps,
});

export type BillingPlanRow = typeof billingPlans.$inferSelect;
export type BillingPriceRow = typeof billingPrices.$inferSelect;
export type VatRateRow = typeof vatRates.$inferSelect;
export type BillingDetailsRow = typeof billingDetails.$inferSelect;
export type BillingCheckoutRow = typeof billingCheckouts.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type InvoiceRefundRow = typeof invoiceRefunds.$inferSelect;
