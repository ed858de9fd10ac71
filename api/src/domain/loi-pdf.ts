// The letter of intent as a PDF (issue #30 §1): the accepted version's terms, the parties, and the
// signature record, in the reader's language, marked non-binding except confidentiality and
// exclusivity. pdf-lib with standard Helvetica, as the invoice (billing/invoice-pdf.ts): text outside
// its WinAnsi encoding is replaced, never a reason to fail. Made from the stored rows alone, so the
// same letter comes out every time.
import type { PDFFont, PDFPage, PDFDocument } from 'pdf-lib';
import type { OfferTerms } from '@bizmarkt/shared/contract';
import type { OfferWithVersions } from '../repositories/offers';

type Lang = 'en' | 'de';

const EN = {
  title: 'Letter of Intent',
  listing: 'Business',
  buyer: 'Buyer',
  seller: 'Seller',
  sellerMasked: 'The seller of the listing',
  terms: 'Terms (version :version)',
  price: 'Purchase price',
  cash: 'Cash at closing',
  financing: 'Seller financing',
  financingText: ':amount over :months months at :interest % interest a year',
  earnOut: 'Earn-out',
  holdback: 'Holdback in escrow',
  deferredText: ':amount within :months months, on condition: :condition',
  inventory: 'Inventory',
  included: 'included in the price',
  atCost: 'bought at cost in addition to the price',
  exclusivity: 'Exclusivity',
  days: ':days days from signing',
  diligence: 'Due diligence period',
  closing: 'Target closing date',
  conditions: 'Conditions',
  none: 'none',
  binding:
    'This letter of intent is not binding, except for its confidentiality and exclusivity provisions: the buyer keeps what they learn confidential, and the seller does not negotiate a sale with anyone else during the exclusivity period.',
  signature: 'Signature',
  signedBy: 'Accepted and signed by :name (:party) on :time (UTC)',
  fromIp: 'IP address: :ip',
  version: 'Version signed: :version',
  sha: 'SHA-256 of the terms: :sha',
  page: 'Page :n of :total',
};
const TEXT: Record<Lang, typeof EN> = {
  en: EN,
  de: {
    title: 'Absichtserklärung (Letter of Intent)',
    listing: 'Unternehmen',
    buyer: 'Käufer',
    seller: 'Verkäufer',
    sellerMasked: 'Der Verkäufer des Inserats',
    terms: 'Bedingungen (Fassung :version)',
    price: 'Kaufpreis',
    cash: 'Barzahlung bei Abschluss',
    financing: 'Verkäuferdarlehen',
    financingText: ':amount über :months Monate zu :interest % Zinsen im Jahr',
    earnOut: 'Earn-out',
    holdback: 'Einbehalt auf Treuhandkonto',
    deferredText: ':amount innerhalb von :months Monaten, unter der Bedingung: :condition',
    inventory: 'Lagerbestand',
    included: 'im Preis enthalten',
    atCost: 'zusätzlich zum Preis zum Einkaufspreis',
    exclusivity: 'Exklusivität',
    days: ':days Tage ab Unterzeichnung',
    diligence: 'Due-Diligence-Zeitraum',
    closing: 'Geplantes Abschlussdatum',
    conditions: 'Bedingungen',
    none: 'keine',
    binding:
      'Diese Absichtserklärung ist nicht bindend, mit Ausnahme der Vertraulichkeit und der Exklusivität: Der Käufer behandelt, was er erfährt, vertraulich, und der Verkäufer verhandelt während der Exklusivität mit niemand anderem über einen Verkauf.',
    signature: 'Unterschrift',
    signedBy: 'Angenommen und unterzeichnet von :name (:party) am :time (UTC)',
    fromIp: 'IP-Adresse: :ip',
    version: 'Unterzeichnete Fassung: :version',
    sha: 'SHA-256 der Bedingungen: :sha',
    page: 'Seite :n von :total',
  },
};

export interface LoiFacts {
  offer: OfferWithVersions;
  listingName: string;
  buyerName: string;
  /** Null when the reader may not see the seller's name. */
  sellerName: string | null;
  lang: Lang;
}

// WinAnsi (Helvetica's encoding in pdf-lib): Latin-1 and these.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text as Helvetica can draw it: anything else becomes '?', control characters a space. */
export function winAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (code <= 0xff || WIN_ANSI_EXTRA.has(char)) out += char;
    else out += '?';
  }
  return out;
}

const fill = (template: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`:${key}`, String(value)), template);

function money(amount: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);
}

function day(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function moment(date: Date, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

class Writer {
  page: PDFPage;
  y = 790;
  constructor(
    private readonly pdf: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([595, 842]);
  }

  private ensure(height: number) {
    if (this.y - height < 50) {
      this.page = this.pdf.addPage([595, 842]);
      this.y = 790;
    }
  }

  /** Text wrapped to the page's width. */
  paragraph(text: string, options: { size?: number; bold?: boolean; x?: number; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.font;
    const x = options.x ?? 50;
    const width = 545 - x;
    for (const source of winAnsi(text).split(/\s*\n\s*/)) {
      let line = '';
      for (const word of source.split(' ')) {
        const next = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(next, size) > width) {
          this.draw(line, x, size, font);
          line = word;
        } else line = next;
      }
      this.draw(line, x, size, font);
    }
    this.y -= options.gap ?? 0;
  }

  private draw(text: string, x: number, size: number, font: PDFFont) {
    this.ensure(size + 5);
    // A single word wider than the page is cut rather than drawn off the page.
    let shown = text;
    while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > 545 - x) shown = shown.slice(0, -1);
    this.page.drawText(shown, { x, y: this.y, size, font });
    this.y -= size + 5;
  }

  row(label: string, value: string) {
    this.ensure(15);
    this.page.drawText(winAnsi(label), { x: 50, y: this.y, size: 10, font: this.bold });
    const top = this.y;
    this.paragraph(value, { x: 210 });
    if (this.y === top) this.y -= 15;
    this.y -= 3;
  }
}

function termRows(terms: OfferTerms, t: typeof EN, lang: Lang): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    [t.price, money(terms.price, lang)],
    [t.cash, money(terms.cash_at_closing, lang)],
  ];
  if (terms.seller_financing) {
    const f = terms.seller_financing;
    rows.push([
      t.financing,
      fill(t.financingText, {
        amount: money(f.amount, lang),
        months: f.term_months,
        interest: f.interest_percent.toLocaleString(lang === 'de' ? 'de-DE' : 'en-US'),
      }),
    ]);
  }
  if (terms.deferred) {
    const d = terms.deferred;
    rows.push([
      d.kind === 'earn_out' ? t.earnOut : t.holdback,
      fill(t.deferredText, { amount: money(d.amount, lang), months: d.period_months, condition: d.condition }),
    ]);
  }
  rows.push(
    [t.inventory, terms.inventory === 'included' ? t.included : t.atCost],
    [t.exclusivity, fill(t.days, { days: terms.exclusivity_days })],
    [t.diligence, fill(t.days, { days: terms.due_diligence_days })],
    [t.closing, day(new Date(`${terms.target_closing_date}T00:00:00Z`), lang)],
    [t.conditions, terms.conditions && terms.conditions !== '' ? terms.conditions : t.none],
  );
  return rows;
}

/** The signed letter; the offer must be accepted (its signature fields set). */
export async function renderLoiPdf(facts: LoiFacts): Promise<Buffer> {
  const { offer, lang } = facts;
  const t = TEXT[lang];
  const signed = offer.versions.find((version) => version.version === offer.signed_version) ?? offer.versions.at(-1)!;
  // Loaded with the first letter, not with the API (pdf-lib is a large share of its start).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const when = offer.signed_at ?? offer.created_at;
  pdf.setTitle(winAnsi(`${t.title} – ${facts.listingName}`));
  pdf.setAuthor('Bizmarkt');
  pdf.setLanguage(lang === 'de' ? 'de-DE' : 'en-US');
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));

  w.paragraph(t.title, { size: 20, bold: true, gap: 10 });
  w.paragraph(t.binding, { size: 10, bold: true, gap: 14 });
  w.row(t.listing, facts.listingName);
  w.row(t.buyer, facts.buyerName);
  w.row(t.seller, facts.sellerName ?? t.sellerMasked);
  w.y -= 10;
  w.paragraph(fill(t.terms, { version: signed.version }), { size: 13, bold: true, gap: 6 });
  for (const [label, value] of termRows(signed.terms, t, lang)) w.row(label, value);
  w.y -= 10;
  w.paragraph(t.signature, { size: 13, bold: true, gap: 6 });
  const party = offer.signer_party === 'seller' ? t.seller : t.buyer;
  const signer = offer.signer_party === 'seller' && facts.sellerName === null ? t.sellerMasked : (offer.signer_name ?? '');
  w.paragraph(fill(t.signedBy, { name: signer, party, time: offer.signed_at ? moment(offer.signed_at, lang) : '' }));
  if (offer.ip && !(offer.signer_party === 'seller' && facts.sellerName === null)) w.paragraph(fill(t.fromIp, { ip: offer.ip }));
  w.paragraph(fill(t.version, { version: offer.signed_version ?? signed.version }));
  w.paragraph(fill(t.sha, { sha: offer.terms_sha256 ?? '' }), { size: 8 });

  const pages = pdf.getPages();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pages.forEach((page, index) => page.drawText(fill(t.page, { n: index + 1, total: pages.length }), { x: 50, y: 30, size: 8, font }));
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}
