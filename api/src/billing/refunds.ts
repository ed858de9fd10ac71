// Refunds an admin asks for through our API (POST /api/admin/invoices/{id}/refund). The amount is
// claimed first, in a transaction that holds the invoice's lock, by writing a refund row; only then
// is the provider asked (with the row's id as its idempotency key). So two requests at once, or the
// same click twice, can never refund more than the invoice was paid. The invoice itself changes only
// with the provider's verified `charge.refunded` event (subscription-events.ts `applyRefund`), as for
// a refund made in the provider's own dashboard, and a refund never ends PRO.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoiceRefunds, invoices, type InvoiceRefundRow, type InvoiceRow } from '../db/schema';
import { RefundRefused, type PaymentProvider } from './provider';

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
  now(): Date;
  warn(message: string, details?: Record<string, unknown>): void;
}

export type RefundOutcome =
  | { ok: true; refund: InvoiceRefundRow; invoice: InvoiceRow; remaining: number }
  | { ok: false; reason: 'not_found' | 'nothing_left' }
  | { ok: false; reason: 'too_much'; remaining: number; invoice: InvoiceRow }
  | { ok: false; reason: 'refused' }
  /** The provider could not be reached or answered an error: the amount stays claimed until its event or a person says more. */
  | { ok: false; reason: 'unknown' };

/**
 * What is already gone: the larger of what we asked for (refused requests aside) and what the
 * provider reports as refunded (which includes refunds made in its dashboard).
 */
async function alreadyRefunded(tx: Db, invoice: InvoiceRow): Promise<number> {
  const [row] = await tx
    .select({ asked: sql<string | number>`coalesce(sum(${invoiceRefunds.amount}), 0)` })
    .from(invoiceRefunds)
    .where(and(eq(invoiceRefunds.invoice_id, invoice.id), ne(invoiceRefunds.status, 'failed')));
  return Math.max(Number(row?.asked ?? 0), invoice.refunded_amount, invoice.status === 'refunded' ? invoice.gross_amount : 0);
}

type Claim = Exclude<RefundOutcome, { ok: true }> | { ok: true; refund: InvoiceRefundRow; invoice: InvoiceRow; remaining: number };

async function claim(db: Db, invoiceId: number, amount: number | undefined, adminId: number): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
    if (!invoice) return { ok: false, reason: 'not_found' };
    const left = invoice.gross_amount - (await alreadyRefunded(tx, invoice));
    if (left <= 0) return { ok: false, reason: 'nothing_left' };
    const wanted = amount ?? left;
    if (wanted > left) return { ok: false, reason: 'too_much', remaining: left, invoice };
    const [refund] = await tx.insert(invoiceRefunds).values({ invoice_id: invoice.id, amount: wanted, requested_by: adminId }).returning();
    if (!refund) throw new Error('refund insert returned no row');
    return { ok: true, refund, invoice, remaining: left - wanted };
  });
}

async function settle(db: Db, id: number, changes: Partial<InvoiceRefundRow>): Promise<InvoiceRefundRow> {
  const [row] = await db
    .update(invoiceRefunds)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(invoiceRefunds.id, id))
    .returning();
  if (!row) throw new Error(`refund ${id} vanished`);
  return row;
}

export async function refundInvoice(deps: RefundDeps, input: { invoiceId: number; amount?: number; adminId: number }): Promise<RefundOutcome> {
  const claimed = await claim(deps.db, input.invoiceId, input.amount, input.adminId);
  if (!claimed.ok) return claimed;
  const { refund, invoice } = claimed;
  try {
    const answer = await deps.provider.refund({
      invoiceId: invoice.provider_payment_id,
      amount: refund.amount,
      idempotencyKey: `bizmarkt-refund-${refund.id}`,
      metadata: { invoice_id: invoice.provider_payment_id, invoice_number: invoice.number, refund_id: String(refund.id) },
    });
    const failed = answer.status === 'failed' || answer.status === 'canceled';
    const saved = await settle(deps.db, refund.id, { status: failed ? 'failed' : 'succeeded', provider_refund_id: answer.id });
    if (failed) return { ok: false, reason: 'refused' };
    return { ok: true, refund: saved, invoice, remaining: claimed.remaining };
  } catch (error) {
    if (error instanceof RefundRefused) {
      // Nothing was refunded: the claimed amount is free again.
      deps.warn('refund refused by the provider', { invoice: invoice.number, refund: refund.id, error: error.message });
      await settle(deps.db, refund.id, { status: 'failed', failure: error.message.slice(0, 500) });
      return { ok: false, reason: 'refused' };
    }
    // Unknown outcome (timeout, 5xx): the row stays `requested`, so no second refund of the same
    // money can be asked for; the provider's event records what really happened.
    deps.warn('refund outcome unknown; the amount stays claimed', { invoice: invoice.number, refund: refund.id, error: String(error) });
    await settle(deps.db, refund.id, { failure: String(error).slice(0, 500) });
    return { ok: false, reason: 'unknown' };
  }
}
