// Invoice PDFs in the media store's private `invoices` area (lib/media-store.ts: INVOICE_DIR, or the
// bucket's `invoices/`): personal documents, so never the public area; they are served only by the
// owner-checked download route. A missing file is made again from the row.
import type { InvoiceRow } from '../db/schema';
import type { MediaStore } from '../lib/media-store';
import { renderInvoicePdf } from './invoice-pdf';

export interface InvoiceStore {
  /** Renders and stores the PDF; answers its key. */
  write(invoice: InvoiceRow): Promise<string>;
  /** The stored PDF, or a freshly rendered one when the file is gone (and stores it again). */
  read(invoice: InvoiceRow): Promise<Buffer>;
}

export function keyOf(invoice: InvoiceRow): string {
  return `${invoice.year}/${invoice.number}-${invoice.id}.pdf`;
}

export function createInvoiceStore(files: MediaStore): InvoiceStore {
  return {
    async write(invoice) {
      const key = keyOf(invoice);
      await files.put(key, await renderInvoicePdf(invoice), 'application/pdf');
      return key;
    },
    async read(invoice) {
      const key = invoice.pdf_key ?? keyOf(invoice);
      const existing = await files.read(key);
      if (existing) return existing;
      const data = await renderInvoicePdf(invoice);
      await files.put(key, data, 'application/pdf');
      return data;
    },
  };
}
