import type { ContentDocument } from '../types/content-document';

const howToSell: ContentDocument = {
  title: 'So verkaufen Sie Ihr Online-Unternehmen',
  lead: 'Ein Inserat auf Bizmarkt ist kostenlos. Käufer bringen ihr eigenes Geld mit und vergleichen Inserate nach denselben Zahlen – ein vollständiges, aktuelles Inserat verkauft sich schneller. Das ist der Weg vom ersten Entwurf bis zur Übergabe.',
  sections: [
    {
      id: 'prepare',
      heading: 'Zahlen vorbereiten',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Käufer entscheiden nach den letzten zwölf Monaten (TTM). Halten Sie Ihre monatliche Gewinn- und Verlustrechnung bereit – mindestens drei aufeinanderfolgende Monate, besser 24 bis 36 – mit Umsatz, Wareneinsatz, Amazon-Gebühren, Werbung, Erstattungen und sonstigen Kosten. Hinzurechnungen (Ihr eigenes Gehalt, einmalige Kosten) erhöhen den bereinigten Gewinn, für den Käufer bezahlen; nennen Sie jeden mit einem Grund, den Sie belegen können.',
        },
        {
          kind: 'paragraph',
          text: 'Mit einem sellerboard-Konto können Sie es verbinden, statt zu tippen: Ihre Finanzzahlen werden dann aus Ihrem Buchhaltungswerkzeug importiert und aktuell gehalten.',
        },
      ],
    },
    {
      id: 'create',
      heading: 'Das Inserat in acht Schritten anlegen',
      blocks: [
        {
          kind: 'steps',
          items: [
            {
              title: 'Unternehmensinformationen',
              text: 'Titel des Inserats (nicht der Markenname, wenn Sie anonym bleiben möchten), Kategorie, Geschäftsmodelle, Amazon-Marktplätze, Gründungsdatum, Land, Anzahl der Produkte und der Grund für den Verkauf.',
            },
            {
              title: 'Finanzen',
              text: 'Die monatliche Gewinn- und Verlusttabelle und Hinzurechnungen – eingetippt, hochgeladen oder aus sellerboard übernommen.',
            },
            {
              title: 'Vermögenswerte',
              text: 'Der Wert des Lagerbestands und ob er im Preis enthalten ist, und was ein Käufer erhält: Marken, das Amazon-Konto, Domain, Lieferantenverträge, Fotos und mehr.',
            },
            {
              title: 'Beschreibung',
              text: 'Eine öffentliche Zusammenfassung und die ausführliche Beschreibung, Chancen, Risiken und die Unterstützung, die Sie nach dem Verkauf anbieten.',
            },
            { title: 'Preis', text: 'Ihr Kaufpreis in US-Dollar und ob Sie offen für Angebote sind.' },
            { title: 'Social Media', text: 'Website und Social-Media-Konten mit ihren Follower-Zahlen (freiwillig).' },
            { title: 'NDA', text: 'Ob Käufer eine Geheimhaltungsvereinbarung unterzeichnen müssen, bevor sie die Details sehen (nächster Abschnitt).' },
            { title: 'Vorschau', text: 'Sehen Sie das Inserat, wie Käufer es sehen werden, und reichen Sie es zur Prüfung ein.' },
          ],
        },
        {
          kind: 'paragraph',
          text: ['Jeder Schritt wird beim Ausfüllen gespeichert; weitermachen können Sie jederzeit unter ', { text: 'Meine Inserate', to: 'myListings' }, '.'],
        },
      ],
    },
    {
      id: 'verification',
      heading: 'Prüfung',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Nach dem Einreichen prüft unser Team das Inserat. Das Ergebnis erfahren Sie in der App und per E-Mail: Es wird veröffentlicht, oder es kommt mit einer Begründung zurück, die Sie beheben, bevor Sie es erneut einreichen.',
        },
        {
          kind: 'paragraph',
          text: 'Ändern Sie die Finanzzahlen eines veröffentlichten Inserats, wird es erneut geprüft, damit sich Käufer auf das Gezeigte verlassen können. Ein neuer Preis gilt sofort, und Käufer, die Ihr Inserat gespeichert haben, erfahren davon.',
        },
      ],
    },
    {
      id: 'nda',
      heading: 'Details mit einer NDA schützen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Mit einer NDA sehen Käufer nur den öffentlichen Teil des Inserats – die wichtigsten Kennzahlen, den Preis, die Zusammenfassung und die Arten der Vermögenswerte –, bis Sie ihre Anfrage annehmen. Die ausführliche Beschreibung, die Monatstabelle, Hinzurechnungen, Ihre Website, Social-Media-Konten und die Galerie bleiben verborgen, und Ihr Name wird als „Verkäufer“ angezeigt.',
        },
        {
          kind: 'paragraph',
          text: 'Über jede Anfrage entscheiden Sie in Ihren Nachrichten. Ändern Sie den NDA-Text, werden Käufer, die eine frühere Fassung angenommen haben, gebeten, die neue anzunehmen.',
        },
      ],
    },
    {
      id: 'current',
      heading: 'Das Inserat aktuell halten',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nach 45 Tagen ohne neue Finanzzahlen werden Sie erinnert, mit den verbleibenden Tagen.',
            'Nach 60 Tagen wird das Inserat verborgen, bis Sie die Finanzzahlen aktualisieren; danach ist es sofort wieder am Markt (ein verbundenes sellerboard-Konto erledigt das für Sie).',
            'Sie können ein Inserat selbst für eine Anzahl von Tagen verbergen, etwa während Sie exklusiv mit einem Käufer verhandeln.',
            'Ist das Unternehmen verkauft, wird das Inserat als verkauft markiert und verschwindet aus der Suche.',
          ],
        },
      ],
    },
    {
      id: 'price',
      heading: 'Einen nachvollziehbaren Preis festlegen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Käufer vergleichen Inserate nach dem Multiple: Kaufpreis geteilt durch den bereinigten Jahresgewinn (Nettogewinn plus Hinzurechnungen). Bizmarkt berechnet es aus Ihrer Tabelle und zeigt es im Inserat, zusammen mit Monats-Multiple, Marge und Wachstum. Ein Preis weit über vergleichbaren Inseraten braucht einen Grund, den Käufer sehen: Wachstum, eine starke Marke, schwer kopierbare Produkte.',
        },
      ],
    },
    {
      id: 'buyers',
      heading: 'Mit Käufern arbeiten',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Käufer schreiben Ihnen zum Inserat, und jedes Gespräch hat dieselben fünf Schritte wie auf Käuferseite: Absichtserklärung, Due Diligence, der Kaufvertrag (APA), die Überweisung (Treuhand empfohlen) und die Übertragung der Vermögenswerte. Beantworten Sie Fragen der Due Diligence mit Belegen, und übergeben Sie jeden Wert und jeden Zugang vollständig.',
        },
        { kind: 'paragraph', text: ['Wie die Käuferseite abläuft: ', { text: 'So kaufen Sie', to: 'howToBuy' }, '.'] },
      ],
    },
    {
      id: 'costs',
      heading: 'Was es kostet',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Ein Inserat anzulegen und zu veröffentlichen ist kostenlos, und Bizmarkt erhebt keine Provision auf den Verkaufspreis. Nachrichten mit Käufern gehören zum PRO-Tarif – siehe ',
            { text: 'Preise', to: 'pricing' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default howToSell;
