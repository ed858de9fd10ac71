import type { ContentDocument } from '../types/content-document';

const howWeVerify: ContentDocument = {
  title: 'So prüfen wir',
  lead: 'Jedes Inserat trägt ein Siegel, das sagt, was geprüft wurde und wann. Das steht dahinter – und das nicht.',
  sections: [
    {
      id: 'badge',
      heading: 'Das Siegel lesen',
      blocks: [
        {
          kind: 'paragraph',
          text: '„Geprüft“ mit einem Datum ist der Tag, an dem ein Moderator das Inserat zuletzt geprüft und veröffentlicht hat. Öffnen Sie das Siegel auf einem Inserat, um jede Prüfung zu sehen: ob die E-Mail-Adresse des Verkäufers bestätigt ist, wann der Moderator das Inserat geprüft hat und woher die Finanzdaten stammen.',
        },
      ],
    },
    {
      id: 'seller',
      heading: 'Wer verkauft',
      blocks: [
        {
          kind: 'list',
          items: [
            'E-Mail bestätigt: Der Verkäufer hat den Bestätigungslink geöffnet, den wir an seine Adresse geschickt haben, bevor er etwas inserieren konnte.',
            'Von einem Moderator geprüft: Bevor ein Inserat veröffentlicht wird, sieht ein Moderator es sich zusammen mit dem Konto des Verkäufers an. Ein Inserat, das nicht schlüssig ist, geht mit einer Begründung zurück.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Unter einer Vertraulichkeitsvereinbarung bleibt der Name des Verkäufers verborgen, bis der Verkäufer Ihre Unterschrift annimmt. Was Sie vorher sehen: ob der Verkäufer geprüft ist, seit wann er Mitglied ist, wie viele Unternehmen er hier verkauft hat und wie schnell er üblicherweise auf die erste Nachricht eines Käufers antwortet.',
        },
      ],
    },
    {
      id: 'financials',
      heading: 'Woher die Finanzdaten stammen',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Mit sellerboard verbunden',
              text: 'Der Verkäufer hat sein sellerboard-Konto verknüpft. Die Monate werden aus sellerboard abgerufen und aktuell gehalten; das Siegel zeigt das Datum der letzten Synchronisierung.',
            },
            {
              title: 'Aus einer sellerboard-Datei importiert',
              text: 'Der Verkäufer hat einen Export aus sellerboard hochgeladen. Die Monate werden unverändert aus der Datei gelesen; das Siegel zeigt den Tag des Imports.',
            },
            {
              title: 'Von Hand eingegeben',
              text: 'Der Verkäufer hat die Monate eingetippt. Ändert ein Verkäufer eine Zahl einer importierten oder synchronisierten Tabelle von Hand, gilt die ganze Tabelle ab dann als von Hand eingegeben.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: [
            'Unter ',
            { text: 'Inserate durchsuchen', to: 'search' },
            ' zeigt der Filter „Nur geprüfte Finanzdaten“ die Inserate, deren Finanzdaten aus sellerboard stammen – verbunden oder aus dessen Datei importiert.',
          ],
        },
      ],
    },
    {
      id: 'review',
      heading: 'Was ein Moderator prüft',
      blocks: [
        {
          kind: 'list',
          items: [
            'Mindestens drei aufeinanderfolgende Monate mit Finanzdaten, deren Umsätze und Kosten aufgehen.',
            'Einen Kaufpreis, die angebotenen Vermögenswerte, eine Zusammenfassung und eine Beschreibung.',
            'Ändern sich die Finanzdaten eines veröffentlichten Inserats, wird es erneut geprüft, bevor Käufer es wieder sehen.',
            'Finanzdaten, die älter als 60 Tage sind, nehmen ein Inserat vom Markt, bis der Verkäufer sie aktualisiert.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      heading: 'Was die Prüfung nicht ist',
      blocks: [
        {
          kind: 'note',
          text: [
            { strong: 'Die Prüfung ist keine Wirtschaftsprüfung.' },
            ' Sie sagt Ihnen, dass ein Inserat vollständig und plausibel ist und woher seine Zahlen stammen, nicht dass jede Zahl stimmt. Ob Sie kaufen, entscheidet Ihre eigene Due Diligence: siehe ',
            { text: 'So kaufen Sie', to: 'howToBuy' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default howWeVerify;
