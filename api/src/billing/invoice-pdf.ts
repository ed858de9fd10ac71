// The invoice as a PDF (pdf-lib, standard Helvetica: its WinAnsi encoding has €, umlauts and ß), in the
// customer's language. Made from the stored invoice row alone, so it can be made again identically.
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import type { InvoiceRow } from '../db/schema';

type Lang = 'en' | 'de';

const EN = {
  title: 'Invoice',
  number: 'Invoice number',
  date: 'Invoice date',
  period: 'Service period',
  seller: 'From',
  buyer: 'Bill to',
  vatId: 'VAT ID',
  item: 'Bizmarkt PRO subscription',
  month: 'monthly',
  year: 'yearly',
  net: 'Net amount',
  vat: 'VAT',
  gross: 'Total',
  paid: 'Paid. Thank you for your business.',
  reverse: 'Reverse charge: VAT to be accounted for by the recipient (Art. 196 Council Directive 2006/112/EC).',
  none: 'Not subject to VAT in the EU (place of supply outside the EU).',
};
const TEXT: Record<Lang, typeof EN> = {
  en: EN,
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    period: 'Leistungszeitraum',
    seller: 'Von',
    buyer: 'Rechnung an',
    vatId: 'USt-IdNr.',
    item: 'Bizmarkt PRO-Abonnement',
    month: 'monatlich',
    year: 'jährlich',
    net: 'Nettobetrag',
    vat: 'USt.',
    gross: 'Gesamtbetrag',
    paid: 'Bezahlt. Vielen Dank für Ihren Auftrag.',
    reverse: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwSt-Systemrichtlinie 2006/112/EG).',
    none: 'Nicht im Inland steuerbare Leistung (Leistungsort außerhalb der EU).',
  },
};

function money(minor: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency }).format(minor / 100);
}

function day(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function addressLines(party: Record<string, string | null>, vatLabel: string): string[] {
  const cityLine = [party.postal_code, party.city].filter(Boolean).join(' ');
  return [
    party.company,
    party.name,
    party.address_line1,
    party.address_line2,
    cityLine || null,
    party.country_code,
    party.vat_number ? `${vatLabel}: ${party.vat_number}` : null,
  ].filter((line): line is string => Boolean(line));
}

class Writer {
  y = 790;
  constructor(
    private readonly page: PDFPage,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly ink: Color,
  ) {}

  line(text: string, options: { x?: number; size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    this.page.drawText(text, { x: options.x ?? 50, y: this.y, size, font: options.bold ? this.bold : this.font, color: this.ink });
    this.y -= options.gap ?? size + 5;
  }

  row(label: string, value: string, bold = false) {
    const font = bold ? this.bold : this.font;
    this.page.drawText(label, { x: 50, y: this.y, size: 10, font });
    this.page.drawText(value, { x: 545 - font.widthOfTextAtSize(value, 10), y: this.y, size: 10, font });
    this.y -= 16;
  }

  space(points: number) {
    this.y -= points;
  }
}

export async function renderInvoicePdf(invoice: InvoiceRow): Promise<Buffer> {
  const lang: Lang = invoice.locale === 'de' ? 'de' : 'en';
  const t = TEXT[lang];
  // pdf-lib is loaded with the first invoice, not with the API (it is a large share of its start).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.title} ${invoice.number}`);
  pdf.setAuthor(String(invoice.seller.name ?? 'Bizmarkt'));
  pdf.setLanguage(lang === 'de' ? 'de-DE' : 'en-US');
  pdf.setCreationDate(invoice.issued_at);
  pdf.setModificationDate(invoice.issued_at);
  const page = pdf.addPage([595, 842]);
  const w = new Writer(page, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold), rgb(0.1, 0.1, 0.1));

  w.line(`${t.title} ${invoice.number}`, { size: 20, bold: true, gap: 30 });
  w.line(`${t.number}: ${invoice.number}`);
  w.line(`${t.date}: ${day(invoice.issued_at, lang)}`);
  if (invoice.period_start && invoice.period_end) {
    w.line(`${t.period}: ${day(invoice.period_start, lang)} – ${day(invoice.period_end, lang)}`);
  }
  w.space(12);
  w.line(t.seller, { bold: true });
  for (const text of addressLines(invoice.seller, t.vatId)) w.line(text);
  w.space(8);
  w.line(t.buyer, { bold: true });
  for (const text of addressLines(invoice.buyer, t.vatId)) w.line(text);
  w.space(16);

  const interval = invoice.plan_id.endsWith('yearly') ? t.year : t.month;
  w.row(`${t.item} (${interval})`, money(invoice.net_amount, invoice.currency, lang));
  w.space(6);
  w.row(t.net, money(invoice.net_amount, invoice.currency, lang));
  w.row(`${t.vat} ${invoice.vat_rate.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US')} %`, money(invoice.vat_amount, invoice.currency, lang));
  w.row(t.gross, money(invoice.gross_amount, invoice.currency, lang), true);
  w.space(12);
  if (invoice.vat_treatment === 'reverse_charge') w.line(t.reverse, { size: 9 });
  if (invoice.vat_treatment === 'none') w.line(t.none, { size: 9 });
  w.line(t.paid, { size: 9 });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
