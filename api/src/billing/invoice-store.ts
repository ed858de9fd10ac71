// Invoice PDFs in a private folder (INVOICE_DIR): personal documents, so never the public media store;
// they are served only by the owner-checked download route. A missing file is made again from the row.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { InvoiceRow } from '../db/schema';
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

export function createInvoiceStore(root: string): InvoiceStore {
  const fileOf = (key: string) => path.join(root, key);

  async function store(key: string, data: Buffer) {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data, { mode: 0o600 });
    await rename(temporary, file);
  }

  return {
    async write(invoice) {
      const key = keyOf(invoice);
      await store(key, await renderInvoicePdf(invoice));
      return key;
    },
    async read(invoice) {
      const key = invoice.pdf_key ?? keyOf(invoice);
      const existing = await readFile(fileOf(key)).catch(() => null);
      if (existing) return existing;
      const data = await renderInvoicePdf(invoice);
      await store(key, data);
      return data;
    },
  };
}
