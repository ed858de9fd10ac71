// Display names of input fields in English and German, for the `:attribute` of validation messages:
// the account's and the forms' fields, fields a form means differently (scoped), and the listing's
// fields by their last part.
import type { Lang } from './lang';

/** Display names of input fields; English falls back to the field name with spaces (as Laravel). */
const ATTRIBUTES: Record<Lang, Record<string, string>> = {
  en: {
    // accounts
    name: 'first name',
    country_code: 'country',
    about: 'description',
    file: 'picture',
    // billing
    address_line1: 'address',
    address_line2: 'address line 2',
    vat_number: 'VAT number',
    plan_id: 'plan',
    // the data room (issue #30 §2)
    document: 'document',
    folder: 'folder',
    visibility: 'visibility',
    // offers (issue #30)
    'terms.price': 'price',
    'terms.cash_at_closing': 'cash at closing',
    'terms.seller_financing.amount': 'seller financing amount',
    'terms.seller_financing.term_months': 'term (months)',
    'terms.seller_financing.interest_percent': 'interest (%)',
    'terms.deferred.amount': 'earn-out or holdback amount',
    'terms.deferred.condition': 'condition',
    'terms.deferred.period_months': 'period (months)',
    'terms.inventory': 'inventory',
    'terms.exclusivity_days': 'exclusivity (days)',
    'terms.due_diligence_days': 'due diligence (days)',
    'terms.target_closing_date': 'target closing date',
    'terms.conditions': 'conditions',
    'terms.valid_until': 'valid until',
    signer_name: 'full name',
  },
  de: {
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    remember: 'Angemeldet bleiben',
    name: 'Vorname',
    last_name: 'Nachname',
    // accounts
    password_confirmation: 'Passwortbestätigung',
    old_password: 'Altes Passwort',
    terms: 'Nutzungsbedingungen',
    role: 'Rolle',
    country_code: 'Land',
    about: 'Beschreibung',
    website: 'Webseite',
    file: 'Bild',
    delete_file: 'Bild löschen',
    reason: 'Grund',
    token: 'Token',
    // billing
    company: 'Firma',
    address_line1: 'Adresse',
    address_line2: 'Adresszusatz',
    postal_code: 'Postleitzahl',
    city: 'Ort',
    vat_number: 'USt-IdNr.',
    plan_id: 'Tarif',
    amount: 'Betrag',
    currency: 'Währung',
    // offers (issue #30)
    document: 'Dokument',
    folder: 'Ordner',
    visibility: 'Sichtbarkeit',
    'terms.price': 'Preis',
    'terms.cash_at_closing': 'Barzahlung bei Abschluss',
    'terms.seller_financing.amount': 'Betrag des Verkäuferdarlehens',
    'terms.seller_financing.term_months': 'Laufzeit (Monate)',
    'terms.seller_financing.interest_percent': 'Zins (%)',
    'terms.deferred.amount': 'Betrag des Earn-outs oder Einbehalts',
    'terms.deferred.condition': 'Bedingung',
    'terms.deferred.period_months': 'Zeitraum (Monate)',
    'terms.inventory': 'Lagerbestand',
    'terms.exclusivity_days': 'Exklusivität (Tage)',
    'terms.due_diligence_days': 'Due Diligence (Tage)',
    'terms.target_closing_date': 'geplantes Abschlussdatum',
    'terms.conditions': 'Bedingungen',
    'terms.valid_until': 'gültig bis',
    signer_name: 'vollständiger Name',
  },
};

/**
 * Forms whose field of the same name means something else than the account's: the billing details'
 * `name` is the full name on the invoice, not the first name of the profile.
 */
export type AttributeScope = 'billing';
const SCOPED_ATTRIBUTES: Record<Lang, Record<AttributeScope, Record<string, string>>> = {
  en: { billing: { name: 'name' } },
  de: { billing: { name: 'Name' } },
};

/** Names of the listing fields (`<section>.<field>`, `financials.months.3.revenue` → its last part). */
const LISTING_ATTRIBUTES: Record<Lang, Record<string, string>> = {
  en: {
    name: 'title',
    category_id: 'category',
    fba_statuses: 'business models',
    marketplaces: 'marketplaces',
    founded_year: 'founding year',
    founded_month: 'founding month',
    country_code: 'country',
    asin_count: 'number of ASINs',
    sku_count: 'number of SKUs',
    top_product_share: "top product's share of revenue",
    trademark_registries: 'trademark registries',
    team_size: 'team size',
    owner_hours_per_week: 'owner hours per week',
    sale_reason: 'reason for sale',
    sale_reason_details: 'details of the reason for sale',
    months: 'months',
    month: 'month',
    revenue: 'revenue',
    cogs: 'cost of goods',
    amazon_fees: 'Amazon fees',
    advertising: 'advertising',
    refunds: 'refunds',
    other_expenses: 'other expenses',
    net_profit: 'net profit',
    addbacks: 'add-backs',
    label: 'label',
    amount: 'amount',
    inventory_value: 'inventory value',
    inventory_included: 'inventory included',
    assets_included: 'assets included',
    assets_notes: 'notes',
    summary: 'summary',
    description: 'description',
    opportunities: 'opportunities',
    risks: 'risks',
    seller_support: 'seller support',
    price: 'asking price',
    open_to_offers: 'open to offers',
    website: 'website',
    socials: 'social accounts',
    url: 'link',
    followers: 'followers',
    network: 'network',
    nda: 'NDA',
    nda_text: 'NDA text',
    hide_for_x_days: 'days',
    status: 'status',
  },
  de: {
    name: 'Titel',
    category_id: 'Kategorie',
    fba_statuses: 'Geschäftsmodelle',
    marketplaces: 'Marktplätze',
    founded_year: 'Gründungsjahr',
    founded_month: 'Gründungsmonat',
    country_code: 'Land',
    asin_count: 'Anzahl der ASINs',
    sku_count: 'Anzahl der SKUs',
    top_product_share: 'Umsatzanteil des stärksten Produkts',
    trademark_registries: 'Markenregister',
    team_size: 'Teamgröße',
    owner_hours_per_week: 'Stunden des Inhabers pro Woche',
    sale_reason: 'Verkaufsgrund',
    sale_reason_details: 'Details zum Verkaufsgrund',
    months: 'Monate',
    month: 'Monat',
    revenue: 'Umsatz',
    cogs: 'Warenkosten',
    amazon_fees: 'Amazon-Gebühren',
    advertising: 'Werbung',
    refunds: 'Erstattungen',
    other_expenses: 'Sonstige Kosten',
    net_profit: 'Nettogewinn',
    addbacks: 'Add-backs',
    label: 'Bezeichnung',
    amount: 'Betrag',
    inventory_value: 'Lagerwert',
    inventory_included: 'Lager inbegriffen',
    assets_included: 'Enthaltene Werte',
    assets_notes: 'Anmerkungen',
    summary: 'Zusammenfassung',
    description: 'Beschreibung',
    opportunities: 'Chancen',
    risks: 'Risiken',
    seller_support: 'Unterstützung durch den Verkäufer',
    price: 'Preis',
    open_to_offers: 'Offen für Angebote',
    website: 'Webseite',
    socials: 'Social-Media-Konten',
    url: 'Link',
    followers: 'Follower',
    network: 'Netzwerk',
    nda: 'NDA',
    nda_text: 'NDA-Text',
    hide_for_x_days: 'Tage',
    status: 'Status',
  },
};
const LISTING_SECTIONS = /^(information|financials|assets|description|price|socials|nda|hide_listing)\./;

export function attributeName(field: string, lang: Lang, scope?: AttributeScope): string {
  const scoped = scope ? SCOPED_ATTRIBUTES[lang][scope][field] : undefined;
  if (scoped) return scoped;
  if (LISTING_SECTIONS.test(field)) {
    const last =
      field
        .split('.')
        .filter((part) => !/^\d+$/.test(part))
        .at(-1) ?? field;
    const named = LISTING_ATTRIBUTES[lang][last];
    if (named) return named;
  }
  return ATTRIBUTES[lang][field] ?? field.replaceAll('_', ' ').replaceAll('.', ' ');
}
