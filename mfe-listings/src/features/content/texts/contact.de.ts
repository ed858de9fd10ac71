import type { ContentDocument } from '../types/content-document';

const contact: ContentDocument = {
  title: 'Kontakt',
  lead: 'So erreichen Sie das Bizmarkt-Team zu Ihrem Konto, einem Inserat, einer Zahlung oder Ihren Daten, und wo Sie zuerst Antworten finden.',
  sections: [
    {
      id: 'write-to-us',
      heading: 'Schreiben Sie uns',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Schreiben Sie uns eine E-Mail; wir antworten innerhalb von zwei Werktagen. Bitte schreiben Sie von der Adresse Ihres Kontos, damit wir es finden.',
        },
        { kind: 'operator', details: 'contact' },
      ],
    },
    {
      id: 'listings',
      heading: 'Zu einem Inserat',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Fragen zu einem angebotenen Unternehmen richten Sie an den Verkäufer: Öffnen Sie das Inserat und schreiben Sie über dessen Nachrichten. Wir sind nicht Partei des Verkaufs und können nicht für den Verkäufer antworten. Ein Inserat, das gegen die Regeln verstößt, melden Sie uns per E-Mail mit seiner Adresse.',
        },
      ],
    },
    {
      id: 'payments-and-data',
      heading: 'Zahlungen und Ihre Daten',
      blocks: [
        {
          kind: 'list',
          items: [
            ['Rechnungen und das PRO-Abonnement: siehe ', { text: 'Abrechnung', to: 'billing' }, ' in Ihrem Konto.'],
            ['Was wir speichern und Ihre Rechte: siehe die ', { text: 'Datenschutzerklärung', to: 'privacyPolicy' }, '.'],
            ['Viele Fragen beantworten die ', { text: 'häufigen Fragen', to: 'faq' }, '.'],
          ],
        },
      ],
    },
  ],
};

export default contact;
