// The listing contract (issue #10), part 6: the default NDA text a seller starts from (editable).
// `{{listing}}` is replaced by the listing's title when the wizard pre-fills the text.
import type { Locale } from '../constants';

export const NDA_TEMPLATE_PLACEHOLDER = '{{listing}}';

export const NDA_TEMPLATES: Record<Locale, string> = {
  en: `Non-Disclosure Agreement for the listing "{{listing}}"

1. Confidential information. Everything the seller discloses about the business behind this listing — including its name, brand, website, products, suppliers, financial statements, customer data and any documents shared through Bizmarkt — is confidential information.
2. Use. The buyer uses the confidential information only to evaluate the purchase of the business and for no other purpose.
3. Non-disclosure. The buyer does not disclose the confidential information to anyone except their professional advisers who are bound by the same confidentiality, and does not contact the seller's suppliers, employees or customers without the seller's written consent.
4. Non-circumvention. The buyer does not use the confidential information to compete with the business or to approach its suppliers or customers.
5. Return. At the seller's request the buyer deletes or returns all confidential information.
6. Term. These obligations last for two years from acceptance, whether or not a purchase takes place.
7. Acceptance. The buyer accepts this agreement by requesting access on Bizmarkt; the acceptance is recorded with its date and this version of the text.`,
  de: `Geheimhaltungsvereinbarung (NDA) für das Inserat „{{listing}}“

1. Vertrauliche Informationen. Alles, was der Verkäufer über das Unternehmen hinter diesem Inserat offenlegt – darunter Name, Marke, Website, Produkte, Lieferanten, Finanzzahlen, Kundendaten und alle über Bizmarkt geteilten Unterlagen –, ist vertraulich.
2. Verwendung. Der Käufer nutzt die vertraulichen Informationen ausschließlich, um den Kauf des Unternehmens zu prüfen, und zu keinem anderen Zweck.
3. Geheimhaltung. Der Käufer gibt die vertraulichen Informationen an niemanden weiter außer an seine beruflichen Berater, die derselben Verschwiegenheit unterliegen, und kontaktiert Lieferanten, Mitarbeiter oder Kunden des Verkäufers nicht ohne dessen schriftliche Zustimmung.
4. Umgehungsverbot. Der Käufer nutzt die vertraulichen Informationen nicht, um mit dem Unternehmen in Wettbewerb zu treten oder dessen Lieferanten oder Kunden abzuwerben.
5. Rückgabe. Auf Verlangen des Verkäufers löscht oder übergibt der Käufer alle vertraulichen Informationen.
6. Laufzeit. Diese Pflichten gelten zwei Jahre ab der Annahme, unabhängig davon, ob ein Kauf zustande kommt.
7. Annahme. Der Käufer nimmt diese Vereinbarung an, indem er auf Bizmarkt Zugang anfragt; die Annahme wird mit Datum und dieser Fassung des Textes gespeichert.`,
};

/** The default NDA text in `locale` for a listing titled `name`. */
export function defaultNdaText(locale: Locale, name: string): string {
  return NDA_TEMPLATES[locale].replaceAll(NDA_TEMPLATE_PLACEHOLDER, name);
}
