// User-facing API messages in English and German (chosen by X-LANG). Field rules follow Laravel's
// (and laravel-lang's German) wording, because the client was written against a Laravel API; where a
// stock sentence reads like a machine (credentials, email, confirmation), ours are plain words.
// One file on purpose: the German table is typed by the English one's keys (`Record<MessageKey, string>`),
// so a message missing in German fails the type-check; split by area, that pairing would repeat per file.
import type { ContractRuleKey } from '@bizmarkt/shared/contract';
import type { Lang } from './lang';

const en = {
  'auth.failed': 'Email or password is incorrect.',
  'validation.required': 'The :attribute field is required.',
  'validation.string': 'The :attribute field must be a string.',
  'validation.boolean': 'The :attribute field must be true or false.',
  'validation.integer': 'The :attribute field must be an integer.',
  'validation.numeric': 'The :attribute field must be a number.',
  'validation.array': 'The :attribute field must be an array.',
  'validation.email': 'Please enter a valid email address.',
  'validation.url': 'The :attribute field must be a valid URL.',
  'validation.max.string': 'The :attribute field must not be greater than :max characters.',
  'validation.min.string': 'The :attribute field must be at least :min characters.',
  'validation.max.numeric': 'The :attribute field must not be greater than :max.',
  'validation.min.numeric': 'The :attribute field must be at least :min.',
  'validation.in': 'The selected :attribute is invalid.',
  'validation.invalid': 'The :attribute field is invalid.',
  'validation.nul': 'The :attribute field must not contain a NUL character.',
  'validation.more_errors.one': '(and :count more error)',
  'validation.more_errors.other': '(and :count more errors)',
  'request.malformed_multipart': 'The form data could not be read (malformed multipart/form-data body).',
  // — accounts: registration, verification, passwords, profile, deletion —
  'accounts.email_taken': 'The :attribute has already been taken.',
  'accounts.accepted': 'The :attribute field must be accepted.',
  'accounts.confirmed': 'The passwords do not match.',
  'accounts.password_common': 'This password is one of the most commonly used passwords. Please choose a different one.',
  'accounts.password_incorrect': 'The password is incorrect.',
  'accounts.password_missing': 'Your account has no password yet (you signed up with a social login). Use "Forgot password?" to set one.',
  'accounts.password_different': 'The :attribute field and :other must be different.',
  'accounts.email_mismatch': 'The :attribute does not match the email address of your account.',
  'accounts.login_throttled': 'Too many login attempts. Please try again in :seconds seconds.',
  'accounts.throttled': 'Too many attempts. Please try again in :seconds seconds.',
  'accounts.verification_throttled': 'Please wait :seconds seconds before requesting another verification email.',
  'accounts.verification_sent': 'A new verification link has been sent to your email address.',
  'accounts.already_verified': 'Your email address is already verified.',
  'accounts.reset_link_sent': 'If an account exists for this email, we have sent a password reset link.',
  'accounts.reset_token_invalid': 'This password reset token is invalid.',
  'accounts.password_reset': 'Your password has been reset. You can now log in with your new password.',
  'accounts.password_changed': 'Your password has been changed.',
  'accounts.image_invalid': 'Image is not valid',
  'accounts.file_too_large': 'The :attribute field must not be greater than :max kilobytes.',
  'accounts.range_order': 'The maximum must be greater than or equal to the minimum.',
  // — mail and notifications —
  'unsubscribe.invalid': 'This unsubscribe link is invalid.',
  // — listings —
  'listings.distinct': 'The :attribute field has a duplicate value.',
  'listings.cents': 'The :attribute field must have at most 2 decimal places.',
  'listings.month_format': 'The :attribute field must be a month (YYYY-MM).',
  'listings.months_consecutive': 'The months must be consecutive calendar months without gaps, oldest first.',
  'listings.not_future': 'The :attribute field must not be in the future.',
  'listings.registries_required': 'Select at least one trademark registry.',
  'listings.nda_text_required': 'The NDA text must be at least :min characters when an NDA is required.',
  'listings.nothing_to_save': 'Send at least one section to save.',
  'listings.not_submittable': 'Only a draft or a canceled listing can be submitted for verification.',
  'listings.not_hideable': 'Only a published listing can be hidden.',
  'listings.not_sellable': 'Only a published or hidden listing can be marked as sold.',
  'listings.not_shown_again': 'Only a listing you hid can be shown again; a listing hidden for old financial data comes back when you update them.',
  'listings.not_deletable': 'Only a draft can be deleted.',
  'listings.category_unknown': 'The selected category is invalid.',
  'favorites.not_available': 'Only a published listing can be added to your favourites.',
  'listings.sold': 'A sold listing can no longer be edited.',
  'listings.country_unknown': 'The selected country is invalid.',
  // — listing images —
  'listing_images.image_invalid': 'The :attribute must be a complete JPEG, PNG or WebP image of at most 40 megapixels.',
  'listing_images.too_many': 'A listing can have at most :max images.',
  'listing_images.order_mismatch': 'The order must name every image of the listing exactly once.',
  // — listing moderation —
  'moderation.not_pending': 'This listing is not pending verification (any more).',
  // — billing (issue #13) —
  'billing.plan_unknown': 'The selected plan is not available in this currency.',
  'billing.vat_country_mismatch': 'The VAT number must start with the country code of your billing address (:prefix).',
  'billing.vat_format': 'The VAT number does not have the format used in this country.',
  'billing.vat_checksum': 'The VAT number is not valid (its check digits do not match).',
  'billing.vat_not_eu': 'A VAT number can only be given for a billing address in the EU.',
  'billing.already_pro': 'You already have a PRO subscription.',
  'billing.not_active': 'There is no active subscription to cancel.',
  'billing.not_cancelled': 'There is no cancelled subscription to resume before its end.',
  'billing.no_subscription': 'There is no subscription whose payment method could be changed.',
  'billing.refund_too_much': 'The :attribute may not be greater than what is left to refund (:max).',
  'billing.refund_nothing_left': 'This invoice has been refunded in full already.',
  'billing.refund_refused': 'The payment provider refused the refund; nothing was refunded.',
  'billing.refund_unknown': 'The payment provider did not answer. The refund may still go through: check the invoice before trying again.',
  // — messaging (issue #12) —
  'messaging.exists': 'The selected :attribute is invalid.',
  'messaging.not_available': 'This listing is not open for new conversations.',
  'messaging.attachment_invalid': 'The :attribute must be a complete JPEG or PNG image (at most 40 megapixels) or a PDF file.',
  'messaging.pdf_active': 'PDF files with JavaScript, embedded files or automatic actions cannot be sent.',
  // — uploads (issue #27): what was refused, said plainly —
  'uploads.no_name': 'The :attribute must be sent as a file with a name.',
  'uploads.pdf_active': 'PDF files with JavaScript, embedded files or automatic actions cannot be sent. This one contains :found.',
  'uploads.pdf_encrypted': 'Encrypted or password-protected PDF files cannot be sent. Save it without a password and try again.',
  'uploads.pdf_unreadable': 'This PDF file cannot be read: it is damaged, or too large or complex to check.',
  'uploads.pdf_finding.javascript': 'JavaScript',
  'uploads.pdf_finding.automatic_action': 'an automatic action (run when the file is opened)',
  'uploads.pdf_finding.launch': 'a command that starts a program',
  'uploads.pdf_finding.embedded_file': 'an embedded file',
  'uploads.pdf_finding.external_file': 'a reference to another file',
  'uploads.pdf_finding.xfa': 'an XFA form',
  'uploads.pdf_finding.rich_media': 'multimedia content',
  'uploads.pdf_finding.form_submission': 'a form that sends data',
  'messaging.no_nda': 'This listing does not ask for an NDA.',
  'messaging.nda_granted': 'You already have access to the details of this listing.',
  'messaging.nda_pending': 'Your request for this listing is waiting for an answer.',
  'messaging.nda_changed': 'The NDA of this listing has changed. Please read it again.',
  'messaging.nda_answered': 'This request has already been answered.',
  'messaging.nda_accepted': 'The request to view the details of this listing was accepted.',
  'messaging.nda_rejected': 'The request to view the details of this listing was rejected.',
  'messaging.nda_not_revocable': 'Only an accepted agreement can be revoked, once.',
  'messaging.step_one': 'Send your own step: buyer_step or seller_step.',
  'messaging.throttled': 'Please wait before sending more messages.',
  // — the event stream (issue #30 §4) —
  'stream.not_acceptable': 'This address sends server-sent events only (Accept: text/event-stream).',
  'stream.too_many': 'Too many open connections for this account; this tab refreshes by polling.',
  // — social sign-in (OIDC) —
  // Every rule the contract's schemas carry (`contractRule`) has its message here.
} as const satisfies Record<ContractRuleKey, string> & Record<string, string>;

export type MessageKey = keyof typeof en;

const de: Record<MessageKey, string> = {
  'auth.failed': 'E-Mail oder Passwort ist falsch.',
  'validation.required': ':Attribute muss ausgefüllt werden.',
  'validation.string': ':Attribute muss ein Text sein.',
  'validation.boolean': ':Attribute muss entweder wahr oder falsch sein.',
  'validation.integer': ':Attribute muss eine ganze Zahl sein.',
  'validation.numeric': ':Attribute muss eine Zahl sein.',
  'validation.array': ':Attribute muss eine Liste sein.',
  'validation.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'validation.url': ':Attribute muss eine gültige URL sein.',
  'validation.max.string': ':Attribute darf maximal :max Zeichen haben.',
  'validation.min.string': ':Attribute muss mindestens :min Zeichen lang sein.',
  'validation.max.numeric': ':Attribute darf maximal :max sein.',
  'validation.min.numeric': ':Attribute muss mindestens :min sein.',
  'validation.in': 'Der gewählte Wert für :attribute ist ungültig.',
  'validation.invalid': ':Attribute ist ungültig.',
  'validation.nul': ':Attribute darf kein NUL-Zeichen enthalten.',
  'validation.more_errors.one': '(und :count weiterer Fehler)',
  'validation.more_errors.other': '(und :count weitere Fehler)',
  'request.malformed_multipart': 'Die Formulardaten konnten nicht gelesen werden (fehlerhafter multipart/form-data-Inhalt).',
  // — accounts: registration, verification, passwords, profile, deletion —
  'accounts.email_taken': ':Attribute ist bereits vergeben.',
  'accounts.accepted': ':Attribute muss akzeptiert werden.',
  'accounts.confirmed': 'Die Passwörter stimmen nicht überein.',
  'accounts.password_common': 'Dieses Passwort gehört zu den am häufigsten verwendeten Passwörtern. Bitte wählen Sie ein anderes.',
  'accounts.password_incorrect': 'Das Passwort ist falsch.',
  'accounts.password_missing':
    'Ihr Konto hat noch kein Passwort (Sie haben sich über einen Social Login registriert). Nutzen Sie „Passwort vergessen?“, um eines festzulegen.',
  'accounts.password_different': ':Attribute und :other müssen sich unterscheiden.',
  'accounts.email_mismatch': ':Attribute stimmt nicht mit der E-Mail-Adresse Ihres Kontos überein.',
  'accounts.login_throttled': 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in :seconds Sekunden erneut.',
  'accounts.throttled': 'Zu viele Versuche. Bitte versuchen Sie es in :seconds Sekunden erneut.',
  'accounts.verification_throttled': 'Bitte warten Sie :seconds Sekunden, bevor Sie eine weitere Bestätigungs-E-Mail anfordern.',
  'accounts.verification_sent': 'Ein neuer Bestätigungslink wurde an Ihre E-Mail-Adresse gesendet.',
  'accounts.already_verified': 'Ihre E-Mail-Adresse ist bereits bestätigt.',
  'accounts.reset_link_sent': 'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen des Passworts gesendet.',
  'accounts.reset_token_invalid': 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  'accounts.password_reset': 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt mit dem neuen Passwort anmelden.',
  'accounts.password_changed': 'Ihr Passwort wurde geändert.',
  'accounts.image_invalid': 'Das Bild ist ungültig',
  'accounts.file_too_large': ':Attribute darf maximal :max Kilobytes groß sein.',
  'accounts.range_order': 'Das Maximum muss größer oder gleich dem Minimum sein.',
  // — mail and notifications —
  'unsubscribe.invalid': 'Dieser Abmeldelink ist ungültig.',
  // — listings —
  'listings.distinct': ':Attribute enthält einen doppelten Wert.',
  'listings.cents': ':Attribute darf höchstens 2 Nachkommastellen haben.',
  'listings.month_format': ':Attribute muss ein Monat sein (JJJJ-MM).',
  'listings.months_consecutive': 'Die Monate müssen lückenlos aufeinanderfolgen, der älteste zuerst.',
  'listings.not_future': ':Attribute darf nicht in der Zukunft liegen.',
  'listings.registries_required': 'Bitte wählen Sie mindestens ein Markenregister aus.',
  'listings.nda_text_required': 'Der NDA-Text muss mindestens :min Zeichen lang sein, wenn eine NDA verlangt wird.',
  'listings.nothing_to_save': 'Bitte senden Sie mindestens einen Abschnitt zum Speichern.',
  'listings.not_submittable': 'Nur ein Entwurf oder ein abgelehntes Inserat kann zur Prüfung eingereicht werden.',
  'listings.not_hideable': 'Nur ein veröffentlichtes Inserat kann ausgeblendet werden.',
  'listings.not_sellable': 'Nur ein veröffentlichtes oder ausgeblendetes Inserat kann als verkauft markiert werden.',
  'listings.not_shown_again':
    'Nur ein Inserat, das Sie ausgeblendet haben, kann wieder angezeigt werden; ein wegen veralteter Finanzdaten ausgeblendetes Inserat kehrt zurück, sobald Sie diese aktualisieren.',
  'listings.not_deletable': 'Nur ein Entwurf kann gelöscht werden.',
  'listings.category_unknown': 'Die ausgewählte Kategorie ist ungültig.',
  'favorites.not_available': 'Nur ein veröffentlichtes Inserat kann zu den Favoriten hinzugefügt werden.',
  'listings.sold': 'Ein verkauftes Inserat kann nicht mehr bearbeitet werden.',
  'listings.country_unknown': 'Das ausgewählte Land ist ungültig.',
  'listing_images.image_invalid': ':Attribute muss ein vollständiges JPEG-, PNG- oder WebP-Bild mit höchstens 40 Megapixeln sein.',
  'listing_images.too_many': 'Ein Inserat kann höchstens :max Bilder haben.',
  'listing_images.order_mismatch': 'Die Reihenfolge muss jedes Bild des Inserats genau einmal nennen.',
  // — listing moderation —
  'moderation.not_pending': 'Dieses Inserat wartet nicht (mehr) auf eine Prüfung.',
  // — billing (issue #13) —
  'billing.plan_unknown': 'Der gewählte Tarif ist in dieser Währung nicht verfügbar.',
  'billing.vat_country_mismatch': 'Die USt-IdNr. muss mit dem Ländercode Ihrer Rechnungsadresse beginnen (:prefix).',
  'billing.vat_format': 'Die USt-IdNr. hat nicht das in diesem Land übliche Format.',
  'billing.vat_checksum': 'Die USt-IdNr. ist ungültig (die Prüfziffer stimmt nicht).',
  'billing.vat_not_eu': 'Eine USt-IdNr. kann nur für eine Rechnungsadresse in der EU angegeben werden.',
  'billing.already_pro': 'Sie haben bereits ein PRO-Abonnement.',
  'billing.not_active': 'Es gibt kein aktives Abonnement, das gekündigt werden könnte.',
  'billing.not_cancelled': 'Es gibt kein gekündigtes Abonnement, das vor seinem Ende fortgesetzt werden könnte.',
  'billing.no_subscription': 'Es gibt kein Abonnement, dessen Zahlungsmethode geändert werden könnte.',
  'billing.refund_too_much': ':attribute darf nicht größer sein als der noch erstattbare Betrag (:max).',
  'billing.refund_nothing_left': 'Diese Rechnung ist bereits vollständig erstattet.',
  'billing.refund_refused': 'Der Zahlungsdienstleister hat die Erstattung abgelehnt; es wurde nichts erstattet.',
  'billing.refund_unknown':
    'Der Zahlungsdienstleister hat nicht geantwortet. Die Erstattung kann noch durchgehen: Prüfen Sie die Rechnung, bevor Sie es erneut versuchen.',
  // — messaging (issue #12) —
  'messaging.exists': 'Der gewählte Wert für :attribute ist ungültig.',
  'messaging.not_available': 'Zu diesem Inserat können keine neuen Unterhaltungen begonnen werden.',
  'messaging.attachment_invalid': ':Attribute muss ein vollständiges JPEG- oder PNG-Bild (höchstens 40 Megapixel) oder eine PDF-Datei sein.',
  'messaging.pdf_active': 'PDF-Dateien mit JavaScript, eingebetteten Dateien oder automatischen Aktionen können nicht gesendet werden.',
  'uploads.no_name': ':Attribute muss als Datei mit einem Namen gesendet werden.',
  'uploads.pdf_active': 'PDF-Dateien mit JavaScript, eingebetteten Dateien oder automatischen Aktionen können nicht gesendet werden. Diese enthält :found.',
  'uploads.pdf_encrypted':
    'Verschlüsselte oder passwortgeschützte PDF-Dateien können nicht gesendet werden. Speichern Sie die Datei ohne Passwort und versuchen Sie es erneut.',
  'uploads.pdf_unreadable': 'Diese PDF-Datei kann nicht gelesen werden: Sie ist beschädigt oder zu groß oder zu komplex für die Prüfung.',
  'uploads.pdf_finding.javascript': 'JavaScript',
  'uploads.pdf_finding.automatic_action': 'eine automatische Aktion (beim Öffnen ausgeführt)',
  'uploads.pdf_finding.launch': 'einen Befehl, der ein Programm startet',
  'uploads.pdf_finding.embedded_file': 'eine eingebettete Datei',
  'uploads.pdf_finding.external_file': 'einen Verweis auf eine andere Datei',
  'uploads.pdf_finding.xfa': 'ein XFA-Formular',
  'uploads.pdf_finding.rich_media': 'Multimedia-Inhalte',
  'uploads.pdf_finding.form_submission': 'ein Formular, das Daten sendet',
  'messaging.no_nda': 'Dieses Inserat verlangt keine Geheimhaltungsvereinbarung.',
  'messaging.nda_granted': 'Sie haben bereits Zugang zu den Details dieses Inserats.',
  'messaging.nda_pending': 'Ihre Anfrage zu diesem Inserat wartet noch auf eine Antwort.',
  'messaging.nda_changed': 'Die Geheimhaltungsvereinbarung dieses Inserats wurde geändert. Bitte lesen Sie sie erneut.',
  'messaging.nda_answered': 'Diese Anfrage wurde bereits beantwortet.',
  'messaging.nda_accepted': 'Die Anfrage, die Details dieses Inserats zu sehen, wurde angenommen.',
  'messaging.nda_rejected': 'Die Anfrage, die Details dieses Inserats zu sehen, wurde abgelehnt.',
  'messaging.nda_not_revocable': 'Nur eine angenommene Vereinbarung kann widerrufen werden, und nur einmal.',
  'messaging.step_one': 'Senden Sie Ihren eigenen Schritt: buyer_step oder seller_step.',
  'messaging.throttled': 'Bitte warten Sie, bevor Sie weitere Nachrichten senden.',
  // — the event stream (issue #30 §4) —
  'stream.not_acceptable': 'Diese Adresse sendet nur Server-Sent Events (Accept: text/event-stream).',
  'stream.too_many': 'Zu viele offene Verbindungen für dieses Konto; dieser Tab aktualisiert sich per Abfrage.',
  // — social sign-in (OIDC) —
};

const MESSAGES: Record<Lang, Record<MessageKey, string>> = { en, de };

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
  },
};

export type Replacements = Record<string, string | number>;

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

export function translate(key: MessageKey, lang: Lang, replacements: Replacements = {}): string {
  let text = MESSAGES[lang][key];
  for (const [name, value] of Object.entries(replacements)) {
    const str = String(value);
    const capitalised = str.charAt(0).toUpperCase() + str.slice(1);
    text = text.replaceAll(`:${name.charAt(0).toUpperCase()}${name.slice(1)}`, capitalised);
    text = text.replaceAll(`:${name}`, str);
  }
  return text;
}
