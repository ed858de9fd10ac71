import type { ContentDocument } from '../types/content-document';

const howToBuy: ContentDocument = {
  title: 'So kaufen Sie ein Online-Unternehmen',
  lead: 'Eine etablierte Amazon-Marke zu kaufen geht schneller, als eine aufzubauen – wenn Sie prüfen, was Sie kaufen. So läuft ein Kauf auf Bizmarkt ab, von der ersten Suche bis zur Übergabe.',
  sections: [
    {
      id: 'find',
      heading: 'Das passende Unternehmen finden',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Beginnen Sie mit ',
            { text: 'Inserate durchsuchen', to: 'search' },
            '. Filtern Sie nach Kaufpreis, Umsatz und Nettogewinn der letzten zwölf Monate (TTM), Gewinnmarge, Multiple, Alter, Kategorie, Geschäftsmodell und Amazon-Marktplatz, und sortieren Sie nach dem, was Ihnen wichtig ist.',
          ],
        },
        {
          kind: 'list',
          items: [
            'Speichern Sie ein Inserat als Favorit: Sie erfahren, wenn sich der Preis ändert, wenn es aktualisiert und wenn es verkauft wird.',
            'Schalten Sie in den Benachrichtigungseinstellungen Alarme für neue Inserate ein: Sie hören von neuen Inseraten, die zu Ihren Spannen und Kategorien passen – in der App und per E-Mail höchstens einmal am Tag.',
          ],
        },
      ],
    },
    {
      id: 'verification',
      heading: 'Was „geprüft“ hier bedeutet',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Jedes Inserat wird von unserem Team geprüft, bevor es veröffentlicht wird. Wir prüfen, ob die Angaben vollständig und stimmig sind: mindestens drei aufeinanderfolgende Monate Finanzzahlen, Umsätze und Kosten, die zusammenpassen, ein Preis, die angebotenen Vermögenswerte und eine Beschreibung. Ein Inserat, dessen Gewinn- und Verlustzahlen nicht zu den hochgeladenen Unterlagen passen, geht mit Begründung an den Verkäufer zurück.',
        },
        {
          kind: 'paragraph',
          text: 'Verkäufer müssen ihre Zahlen aktuell halten. Ein Inserat, dessen Finanzzahlen älter als 60 Tage sind, wird automatisch vom Markt genommen, bis der Verkäufer sie aktualisiert. Finanzzahlen aus einem verbundenen sellerboard-Konto kommen direkt aus dem Buchhaltungswerkzeug des Verkäufers.',
        },
        {
          kind: 'note',
          text: [
            { strong: 'Die Prüfung ist keine Wirtschaftsprüfung.' },
            ' Sie sagt Ihnen, dass ein Inserat vollständig und plausibel ist, nicht, dass jede Zahl stimmt. Ob Sie kaufen, entscheidet Ihre eigene Due Diligence (unten). Was das Siegel eines Inserats sagt: ',
            { text: 'So prüfen wir', to: 'howWeVerify' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'nda',
      heading: 'Inserate hinter einer Geheimhaltungsvereinbarung',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Viele Verkäufer schützen die Angaben, an denen man ihre Marke erkennen würde, mit einer Geheimhaltungsvereinbarung (NDA): die ausführliche Beschreibung, die monatliche Gewinn- und Verlusttabelle, Hinzurechnungen, die Website, Social-Media-Konten und die Bildergalerie. Den öffentlichen Teil sieht jeder – die wichtigsten Kennzahlen, den Preis, die Zusammenfassung und die Arten der enthaltenen Vermögenswerte.',
        },
        {
          kind: 'paragraph',
          text: 'Für den Rest fragen Sie im Inserat Zugang an und unterzeichnen die NDA des Verkäufers. Der Verkäufer nimmt Ihre Anfrage an oder lehnt sie ab; nach der Annahme sind die geschützten Abschnitte für Sie sichtbar. Ändert der Verkäufer später den NDA-Text, werden Sie gebeten, die neue Fassung anzunehmen.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Mit dem Verkäufer sprechen',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Nachrichten an Verkäufer, das Unterzeichnen von NDAs und der geführte Kaufprozess gehören zum PRO-Tarif; Stöbern, Favoriten und Alarme sind kostenlos. Tarife und Preise finden Sie unter ',
            { text: 'Preise', to: 'pricing' },
            '.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Stellen Sie die Fragen, die das Inserat offenlässt: warum der Inhaber verkauft, wie viele Stunden das Unternehmen pro Woche braucht, von welchen Lieferanten es abhängt und welche Unterstützung der Verkäufer nach dem Kauf anbietet.',
        },
      ],
    },
    {
      id: 'process',
      heading: 'Die fünf Schritte zum Kauf',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Jedes Gespräch über ein Inserat hat einen Reiter „Kaufprozess“. Käufer und Verkäufer haken dieselben fünf Schritte ab, so wissen beide jederzeit, wo der Kauf steht.',
        },
        {
          kind: 'steps',
          items: [
            {
              title: 'Absichtserklärung (LOI) unterzeichnen',
              text: 'Ein kurzes, unverbindliches Schreiben mit dem gebotenen Preis, der Zahlungsweise und dem Zeitplan. Es eröffnet die Due Diligence. Sie können vereinbaren, dass der Verkäufer das Inserat für eine ausgehandelte Zeit vor anderen Käufern verbirgt, während Sie das Unternehmen prüfen.',
            },
            {
              title: 'Due Diligence durchführen',
              text: 'Prüfen Sie alles, worauf der Preis beruht: Zugang zu den Berichten des Amazon-Kontos, die Buchhaltung, die Lieferanten, die Marken. Die Checkliste unten hilft dabei.',
            },
            {
              title: 'Kaufvertrag (Asset Purchase Agreement, APA) unterzeichnen',
              text: 'Der verbindliche Vertrag: welche Vermögenswerte verkauft werden, der Preis und seine Zahlung, die Übergabe, Gewährleistungen, ein etwaiges Wettbewerbsverbot und die Unterstützung durch den Verkäufer. Lassen Sie ihn von einer Anwältin oder einem Anwalt lesen.',
            },
            {
              title: 'Geld überweisen (Treuhand empfohlen)',
              text: 'Jede Zahlungsart, auf die Sie sich einigen, ist erlaubt – wir empfehlen aber dringend einen Treuhanddienst (Escrow): Er verwahrt Ihr Geld, bis Sie bestätigen, dass die Vermögenswerte angekommen sind, und zahlt erst dann an den Verkäufer.',
            },
            {
              title: 'Vermögenswerte übertragen',
              text: 'Der Verkäufer übergibt Amazon-Konto oder Marke, Markenrechte, Domain, Lagerbestand, Lieferantenkontakte und Dateien. Prüfen Sie jeden Wert und jeden Zugang, sobald Sie ihn erhalten, ändern Sie die Passwörter und geben Sie erst dann die Treuhandzahlung frei.',
            },
          ],
        },
        { kind: 'paragraph', text: 'Haben beide Seiten die Schritte erledigt, kann jeder von Ihnen den Kauf als abgeschlossen markieren.' },
      ],
    },
    {
      id: 'due-diligence',
      heading: 'Checkliste für die Due Diligence',
      blocks: [
        { kind: 'paragraph', text: 'Lassen Sie sich zu jedem Punkt Zugang oder Belege geben und vergleichen Sie sie mit dem Inserat:' },
        {
          kind: 'list',
          items: [
            'Domain (Registrar, Inhaber, Verlängerungsdatum)',
            'Analytics (Besucher und Conversion über mindestens zwölf Monate)',
            'Umsatz (Amazon-Auszahlungsberichte und Kontoauszüge, keine Screenshots)',
            'E-Mail- und Telefonlisten (Größe, Einwilligungen, Speicherort)',
            'Social-Media-Konten',
            'Werbekonten (Ausgaben, ACoS, laufende Kampagnen)',
            'Marketingmaterial, Logo, Design',
            'Ticketsystem (Kundenfragen und Beschwerden)',
            'Technische und Support-Dokumentation',
            'Code und APIs',
            'Weitere interne und externe Dienste (Lieferanten, Spediteure, Werkzeuge)',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Bei einem Amazon-Unternehmen prüfen Sie außerdem den Kontozustand und Richtlinienwarnungen, Beschwerden wegen geistigen Eigentums, die Bewertungshistorie, Lagerbestände und Altbestände sowie, wem die Marke gehört.',
        },
      ],
    },
    {
      id: 'costs',
      heading: 'Was es kostet',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Stöbern ist kostenlos. An Bizmarkt zahlen Sie das PRO-Abonnement, wenn Sie es wählen – siehe ',
            { text: 'Preise', to: 'pricing' },
            '. Der Kaufpreis geht von Ihnen an den Verkäufer; Bizmarkt wickelt ihn nicht ab und erhebt keine Provision darauf. Treuhand, Rechts- und Steuerberatung bezahlen Sie an diejenigen, die sie erbringen.',
          ],
        },
        {
          kind: 'note',
          text: [
            'Diese Anleitung erklärt, wie der Kauf auf Bizmarkt abläuft; sie ist keine Rechts- oder Steuerberatung. Fragen? Siehe ',
            { text: 'Häufige Fragen', to: 'faq' },
            '.',
          ],
        },
      ],
    },
  ],
};

export default howToBuy;
