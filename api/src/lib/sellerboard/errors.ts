// A file (or a fetched report) that is not a sellerboard export we can read. The message is what the
// seller sees (the import answers it as a 422 field error on `file`, the connection stores it as its
// last error), so it says what to do, in English and German.

export const SELLERBOARD_ERROR_CODES = [
  'missing',
  'empty',
  'unrecognised',
  'no_revenue',
  'bad_date',
  'bad_number',
  'no_complete_month',
  'too_few_months',
  'gap',
  'too_large',
] as const;
export type SellerboardErrorCode = (typeof SELLERBOARD_ERROR_CODES)[number];

const MESSAGES: Record<SellerboardErrorCode, { en: string; de: string }> = {
  missing: { en: 'Choose a sellerboard CSV export to upload.', de: 'Wählen Sie einen sellerboard-CSV-Export zum Hochladen.' },
  empty: { en: 'The file is empty.', de: 'Die Datei ist leer.' },
  unrecognised: {
    en: 'This is not a sellerboard export we can read: upload the "Dashboard by day" CSV or the P&L download.',
    de: 'Das ist kein lesbarer sellerboard-Export: Laden Sie die CSV „Dashboard by day“ oder den P&L-Download hoch.',
  },
  no_revenue: {
    en: 'The file has no sales column (Sales, or SalesOrganic and SalesPPC).',
    de: 'Die Datei hat keine Umsatzspalte (Sales oder SalesOrganic und SalesPPC).',
  },
  bad_date: { en: 'The file has a date we cannot read: :value.', de: 'Die Datei enthält ein unlesbares Datum: :value.' },
  bad_number: { en: 'The file has an amount we cannot read: :value.', de: 'Die Datei enthält einen unlesbaren Betrag: :value.' },
  no_complete_month: {
    en: 'The file covers no complete calendar month.',
    de: 'Die Datei enthält keinen vollständigen Kalendermonat.',
  },
  too_few_months: {
    en: 'The file covers only :value complete months; a listing needs at least 3.',
    de: 'Die Datei enthält nur :value vollständige Monate; ein Inserat braucht mindestens 3.',
  },
  gap: {
    en: 'The file has no data for :value: the months must follow each other without a gap.',
    de: 'Die Datei enthält keine Daten für :value: Die Monate müssen lückenlos aufeinander folgen.',
  },
  too_large: { en: 'The file is too large (at most 5 MB).', de: 'Die Datei ist zu groß (höchstens 5 MB).' },
};

export class SellerboardFileError extends Error {
  constructor(
    readonly code: SellerboardErrorCode,
    /** The offending cell, cut short (never the whole file). */
    readonly value?: string,
  ) {
    super(sellerboardErrorMessage(code, 'en', value));
    this.name = 'SellerboardFileError';
  }
}

export function sellerboardErrorMessage(code: SellerboardErrorCode, lang: 'en' | 'de', value = ''): string {
  const shown = /^[\d-]+$/.test(value) ? value : `"${value.slice(0, 40)}"`;
  return MESSAGES[code][lang].replace(':value', shown);
}
