import type { ContentDocument } from '../types/content-document';

const p = (text: string) => ({ kind: 'paragraph', text }) as const;

const faq: ContentDocument = {
  title: 'Häufige Fragen',
  lead: 'Kurze Antworten zu Kauf, Verkauf, Ihrem Konto und Zahlungen. Öffnen Sie eine Frage, um die Antwort zu lesen.',
  sections: [
    {
      id: 'general',
      heading: 'Über Bizmarkt',
      questions: [
        {
          id: 'what-is-bizmarkt',
          question: 'Was ist Bizmarkt?',
          answer: [
            p(
              'Ein Marktplatz, auf dem Inhaber von Online-Unternehmen – meist Amazon-FBA-Marken – diese zum Verkauf anbieten und Käufer sie finden, vergleichen und kaufen. Bizmarkt bringt beide Seiten zusammen und begleitet den Kauf; der Vertrag kommt zwischen Käufer und Verkäufer zustande.',
            ),
          ],
        },
        {
          id: 'broker',
          question: 'Ist Bizmarkt ein Makler?',
          answer: [
            p(
              'Nein. Wir vertreten keine Seite, verhandeln nicht für Sie und verwahren nie den Kaufpreis. Wir prüfen Inserate vor der Veröffentlichung und geben beiden Seiten die Werkzeuge für den Kauf: NDAs, Nachrichten und die Kaufschritte.',
            ),
          ],
        },
        {
          id: 'languages',
          question: 'In welchen Sprachen gibt es Bizmarkt?',
          answer: [
            p(
              'Auf Englisch und Deutsch. Jede Seite gibt es in beiden Sprachen; der Sprachwechsel bleibt auf der Seite, die Sie lesen, und merkt sich Ihre Wahl.',
            ),
          ],
        },
      ],
    },
    {
      id: 'buying',
      heading: 'Kaufen',
      questions: [
        {
          id: 'account-to-browse',
          question: 'Brauche ich ein Konto, um zu stöbern?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'Nein. Jeder kann Inserate durchsuchen und ihren öffentlichen Teil lesen. Mit einem kostenlosen Konto speichern Sie Favoriten und erhalten Alarme; Nachrichten an Verkäufer und das Unterzeichnen von NDAs erfordern PRO (',
                { text: 'Preise', to: 'pricing' },
                ').',
              ],
            },
          ],
        },
        {
          id: 'verified',
          question: 'Was bedeutet „geprüft“?',
          answer: [
            p(
              'Unser Team hat das Inserat vor der Veröffentlichung geprüft: vollständige Angaben, stimmige Finanzzahlen, ein Preis und die angebotenen Vermögenswerte. Das ist keine Wirtschaftsprüfung – führen Sie vor dem Kauf Ihre eigene Due Diligence durch.',
            ),
          ],
        },
        {
          id: 'nda',
          question: 'Warum soll ich bei manchen Inseraten eine NDA unterzeichnen?',
          answer: [
            p(
              'Der Verkäufer möchte die Angaben, an denen man die Marke erkennt – Website, Monatszahlen, ausführliche Beschreibung –, nur ernsthaften Käufern zeigen, die Vertraulichkeit zusichern. Sie fragen im Inserat Zugang an; sobald der Verkäufer annimmt, sind die Details für Sie sichtbar.',
            ),
          ],
        },
        {
          id: 'ttm-multiple',
          question: 'Was bedeuten TTM und „Multiple“?',
          answer: [
            p(
              'TTM steht für die letzten zwölf Monate (trailing twelve months): Umsatz und Gewinn der letzten zwölf Monate aus der Tabelle des Inserats. Das Multiple ist der Kaufpreis geteilt durch den bereinigten Jahresgewinn (Nettogewinn plus Hinzurechnungen wie das Gehalt des Inhabers). Ein niedrigeres Multiple heißt: Sie zahlen weniger je Dollar Gewinn.',
            ),
          ],
        },
        {
          id: 'pay-seller',
          question: 'Wie bezahle ich den Verkäufer?',
          answer: [
            p(
              'Auf jede Weise, auf die Sie sich einigen, direkt zwischen Ihnen: Bizmarkt wickelt den Kaufpreis nicht ab. Wir empfehlen dringend einen Treuhanddienst (Escrow), der das Geld erst an den Verkäufer auszahlt, wenn Sie die Vermögenswerte erhalten haben.',
            ),
          ],
        },
        {
          id: 'alerts',
          question: 'Kann ich über neue Inserate informiert werden?',
          answer: [
            p(
              'Ja. Legen Sie in den Benachrichtigungseinstellungen die Spannen (Preis, Umsatz, Gewinn, Marge, Multiple, Alter) und Kategorien fest, die Sie interessieren. Passende neue Inserate erscheinen in Ihren Benachrichtigungen und, wenn Sie möchten, in einer E-Mail pro Tag.',
            ),
          ],
        },
      ],
    },
    {
      id: 'selling',
      heading: 'Verkaufen',
      questions: [
        {
          id: 'listing-cost',
          question: 'Was kostet es, mein Unternehmen anzubieten?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'Nichts: Inserate sind kostenlos, und auf den Verkaufspreis fällt keine Provision an. Nachrichten mit Käufern gehören zu PRO (',
                { text: 'Preise', to: 'pricing' },
                ').',
              ],
            },
          ],
        },
        {
          id: 'review',
          question: 'Wie läuft die Prüfung meines Inserats ab?',
          answer: [
            p(
              'Nach dem Einreichen prüft unser Team das Inserat in der Reihenfolge des Eingangs. Sie erhalten eine Benachrichtigung und eine E-Mail mit dem Ergebnis: veröffentlicht oder mit einer Begründung zurückgegeben, die Sie vor dem erneuten Einreichen beheben.',
            ),
          ],
        },
        {
          id: 'hidden',
          question: 'Warum wurde mein Inserat verborgen?',
          answer: [
            p(
              'Entweder haben Sie es selbst für eine Anzahl von Tagen verborgen, oder seine Finanzzahlen waren älter als 60 Tage. Sie werden 45 Tage nach der letzten Aktualisierung erinnert; sobald Sie die neuen Monate ergänzen, ist das Inserat wieder am Markt.',
            ),
          ],
        },
        {
          id: 'anonymous',
          question: 'Kann ich verkaufen, ohne dass Käufer meine Marke kennen?',
          answer: [
            p(
              'Ja. Geben Sie dem Inserat einen beschreibenden Titel statt des Markennamens und schalten Sie die NDA ein: Website, Social-Media-Konten, Monatszahlen, Galerie und ausführliche Beschreibung sehen dann nur Käufer, die Sie annehmen, und Ihr Name erscheint als „Verkäufer“.',
            ),
          ],
        },
        {
          id: 'sellerboard',
          question: 'Was ist die sellerboard-Verbindung?',
          answer: [
            p(
              'Wenn Sie sellerboard für die Buchhaltung Ihres Amazon-Geschäfts nutzen, können Sie es im Schritt „Finanzen“ verbinden. Ihre Monatszahlen werden dann daraus importiert und aktuell gehalten, sodass Ihr Inserat nie wegen veralteter Zahlen verborgen wird.',
            ),
          ],
        },
      ],
    },
    {
      id: 'account',
      heading: 'Konto und Zahlungen',
      questions: [
        {
          id: 'pro',
          question: 'Was enthält PRO und wie kündige ich?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'Mit PRO schreiben Sie Verkäufern und Käufern, unterzeichnen NDAs und nutzen den geführten Kaufprozess; die Preise finden Sie unter ',
                { text: 'Preise', to: 'pricing' },
                '. Kündigen können Sie jederzeit unter ',
                { text: 'Abrechnung', to: 'billing' },
                ': PRO bleibt bis zum Ende des bezahlten Zeitraums aktiv.',
              ],
            },
          ],
        },
        {
          id: 'vat',
          question: 'Kommt Mehrwertsteuer hinzu?',
          answer: [
            p(
              'Preise werden netto angezeigt; die Mehrwertsteuer richtet sich danach, wo Sie sind: Kunden in der EU zahlen den Satz ihres Landes, Unternehmen in einem anderen EU-Land mit bestätigter USt-IdNr. zahlen keine (Reverse-Charge), Kunden außerhalb der EU zahlen keine Mehrwertsteuer. Zu jeder Zahlung gibt es eine Rechnung.',
            ),
          ],
        },
        {
          id: 'emails',
          question: 'Wie wähle ich, welche E-Mails ich bekomme?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'In den Benachrichtigungseinstellungen Ihres Kontos oder auf der Seite ',
                { text: 'E-Mail-Einstellungen', to: 'emailPreferences' },
                '. Jede Benachrichtigungs-E-Mail enthält außerdem einen Link zum Abmelden.',
              ],
            },
          ],
        },
        {
          id: 'delete',
          question: 'Wie lösche ich mein Konto oder erhalte eine Kopie meiner Daten?',
          answer: [
            {
              kind: 'paragraph',
              text: [
                'Auf der Seite ',
                { text: 'Konto löschen', to: 'deleteAccount' },
                ' laden Sie jederzeit eine Kopie Ihrer Daten herunter und löschen Ihr Konto. Was wir speichern und warum, erklärt die ',
                { text: 'Datenschutzerklärung', to: 'privacyPolicy' },
                '.',
              ],
            },
          ],
        },
      ],
    },
  ],
};

export default faq;
