import type { ContentDocument } from '../types/content-document';

const imprint: ContentDocument = {
  title: 'Impressum',
  lead: 'Wer Bizmarkt betreibt und wie Sie uns erreichen: die Anbieterkennzeichnung nach § 5 Digitale-Dienste-Gesetz (DDG).',
  sections: [
    {
      id: 'provider',
      heading: 'Diensteanbieter',
      blocks: [{ kind: 'operator', details: 'imprint' }],
    },
    {
      id: 'contact',
      heading: 'Kontakt',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Schreiben Sie uns an die oben genannte E-Mail-Adresse; wir antworten innerhalb von zwei Werktagen. Fragen zu einem Inserat stellen Sie am besten in dessen Nachrichten. Weitere Wege zu uns finden Sie auf der ',
            { text: 'Kontaktseite', to: 'contact' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'marketplace',
      heading: 'Unsere Rolle beim Verkauf',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Bizmarkt bringt Verkäufer und Käufer von Online-Unternehmen zusammen. Wir sind nicht Partei der über die Website geschlossenen Kaufverträge und verwahren keine Kaufpreise. Die Inserate sind Angaben der Verkäufer; siehe unsere ',
            { text: 'AGB', to: 'termsOfService' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'disputes',
      heading: 'Verbraucherstreitbeilegung',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Inhalte und Links',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Unsere eigenen Seiten erstellen wir mit Sorgfalt. Inserate, Profile und Nachrichten schreiben unsere Nutzer; rechtswidrige Inhalte entfernen wir, sobald wir davon erfahren. Für Inhalte verlinkter Websites sind deren Betreiber verantwortlich.',
        },
      ],
    },
  ],
};

export default imprint;
