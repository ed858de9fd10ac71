// The billing settings (Stripe or the local sandbox, the VAT check, the invoices' folder) and the seller
// printed on invoices (SELLER_*), read by readConfig (../config.ts).
import { createHmac } from 'node:crypto';
import path from 'node:path';

/** The seller printed on invoices; its country decides the domestic VAT case. */
export interface SellerDetails {
  name: string;
  address_line1: string;
  postal_code: string;
  city: string;
  country_code: string;
  vat_number: string;
  email: string;
}

/** Billing settings. The Stripe adapter is used only when both of its secrets are set; otherwise the local sandbox provider is. */
export interface BillingConfig {
  provider: 'stripe' | 'sandbox';
  stripe: { secretKey: string; webhookSecret: string } | null;
  /** Signs the sandbox's webhook events (Stripe's scheme); derived from APP_KEY unless set. */
  sandboxWebhookSecret: string;
  /** Seconds before a "pay later" sandbox payment settles by itself. */
  sandboxPendingSeconds: number;
  vatVerifier: 'vies' | 'fake';
  /** Private folder of the invoice PDFs (never served as public media). */
  invoiceDir: string;
  seller: SellerDetails;
}

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  return env[name]?.trim() || fallback;
}

export function readBillingConfig(env: NodeJS.ProcessEnv, appKey: string, apiRoot: string): BillingConfig {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  const stripe = secretKey && webhookSecret ? { secretKey, webhookSecret } : null;
  const pending = Number(env.SANDBOX_PENDING_SECONDS);
  return {
    provider: stripe ? 'stripe' : 'sandbox',
    stripe,
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET?.trim() || `whsec_${createHmac('sha256', appKey).update('sandbox-webhook').digest('hex')}`,
    sandboxPendingSeconds: Number.isFinite(pending) && pending >= 0 ? pending : 20,
    vatVerifier: env.VAT_VERIFIER?.trim().toLowerCase() === 'vies' ? 'vies' : 'fake',
    invoiceDir: path.resolve(env.INVOICE_DIR?.trim() || path.join(apiRoot, '.data', 'invoices')),
    seller: readSellerDetails(env),
  };
}

/** The seller on invoices (SELLER_*); `readSellerDetails({})` is the default seller. */
export function readSellerDetails(env: NodeJS.ProcessEnv): SellerDetails {
  return {
    name: text(env, 'SELLER_NAME', 'Bizmarkt GmbH'),
    address_line1: text(env, 'SELLER_ADDRESS', 'Friedrichstraße 123'),
    postal_code: text(env, 'SELLER_POSTAL_CODE', '10117'),
    city: text(env, 'SELLER_CITY', 'Berlin'),
    country_code: text(env, 'SELLER_COUNTRY', 'DE').toUpperCase(),
    vat_number: text(env, 'SELLER_VAT_NUMBER', 'DE136695976'),
    email: text(env, 'SELLER_EMAIL', 'billing@bizmarkt.test'),
  };
}
