import type { ContentDocument } from '../types/content-document';

const p = (text: string) => ({ kind: 'paragraph', text }) as const;

const termsOfService: ContentDocument = {
  title: 'Nutzungsbedingungen',
  lead: 'Die Regeln für die Nutzung von Bizmarkt, für Käufer wie Verkäufer. Mit der Registrierung eines Kontos stimmen Sie ihnen zu.',
  effectiveDate: '2026-11-24',
  sections: [
    {
      id: 'operator',
      heading: '1. Wer wir sind und wofür diese Bedingungen gelten',
      blocks: [
        p(
          'Bizmarkt wird von dem unten genannten Unternehmen („wir“) betrieben; seine vollständigen Angaben stehen im Impressum. Diese Bedingungen gelten für die Nutzung der Website und Ihres Kontos einschließlich des PRO-Abonnements.',
        ),
        { kind: 'operator', details: 'address' },
      ],
    },
    {
      id: 'service',
      heading: '2. Was Bizmarkt tut',
      blocks: [
        p(
          'Bizmarkt ist ein Marktplatz: Verkäufer bieten Online-Unternehmen an, Käufer finden und kontaktieren sie, und beide folgen den Kaufschritten auf der Website. Der Kauf selbst ist ein Vertrag zwischen Käufer und Verkäufer. Wir sind nicht Vertragspartei, handeln für keine Seite als Makler, Vertreter oder Berater und erhalten oder verwahren nie den Kaufpreis.',
        ),
        p(
          'Wir prüfen Inserate vor der Veröffentlichung. Die Prüfung stellt fest, dass ein Inserat vollständig und plausibel ist; sie bestätigt nicht, dass seine Angaben wahr sind, und ersetzt nicht Ihre eigene Due Diligence.',
        ),
      ],
    },
    {
      id: 'account',
      heading: '3. Ihr Konto',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sie müssen mindestens 18 Jahre alt sein und dürfen ein Konto führen.',
            'Ihre Angaben müssen wahr sein und aktuell gehalten werden; bestätigen Sie Ihre E-Mail-Adresse, bevor Sie das Konto nutzen.',
            'Halten Sie Ihr Passwort geheim. Sie sind für das verantwortlich, was mit Ihrem Konto geschieht, bis Sie uns mitteilen, dass jemand anderes Zugang dazu hat.',
            'Sie können Ihr Konto jederzeit löschen.',
          ],
        },
      ],
    },
    {
      id: 'listings',
      heading: '4. Regeln für Verkäufer',
      blocks: [
        {
          kind: 'list',
          items: [
            'Sie dürfen nur ein Unternehmen anbieten, das Ihnen gehört oder das Sie verkaufen dürfen.',
            'Alles im Inserat – besonders die Finanzzahlen – muss wahr, vollständig und nicht irreführend sein. Halten Sie die Finanzzahlen aktuell: Inserate, deren Finanzzahlen älter als 60 Tage sind, werden bis zur Aktualisierung verborgen.',
            'Änderungen der Finanzzahlen eines veröffentlichten Inserats werden erneut geprüft, bevor das Inserat wieder an den Markt geht.',
            'Wir können ein Inserat mit Begründung ablehnen und ein Inserat entfernen, das gegen diese Bedingungen verstößt.',
            'Markieren Sie das Inserat als verkauft, wenn der Verkauf abgeschlossen ist.',
          ],
        },
      ],
    },
    {
      id: 'buyers',
      heading: '5. Regeln für Käufer',
      blocks: [
        p(
          'Über Ihre Due Diligence und Beratung entscheiden Sie selbst. Informationen, die Sie unter der NDA eines Verkäufers erhalten, sind so vertraulich, wie diese NDA es bestimmt; die NDA ist eine Vereinbarung zwischen Ihnen und dem Verkäufer, die Sie mit der Unterzeichnung auf der Website annehmen.',
        ),
      ],
    },
    {
      id: 'conduct',
      heading: '6. Nachrichten und Verhalten',
      blocks: [
        {
          kind: 'list',
          items: [
            'Nutzen Sie Nachrichten nur für Gespräche über das Inserat und den Kauf.',
            'Kein Spam, keine Belästigung, keine rechtswidrigen Inhalte, keine Schadsoftware und keine Versuche, andere Nutzer zu Zahlungen außerhalb eines vereinbarten, sicheren Ablaufs zu verleiten.',
            'Sammeln Sie keine Daten anderer Nutzer und greifen Sie nicht automatisiert auf die Website zu, außer als Suchmaschine, die öffentliche Seiten liest.',
            'Wir können Konten sperren oder schließen, die gegen diese Regeln verstoßen; wo möglich, sagen wir Ihnen vorher, warum.',
          ],
        },
      ],
    },
    {
      id: 'pro',
      heading: '7. Das PRO-Abonnement',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'PRO wird monatlich oder jährlich im Voraus zu den unter ',
            { text: 'Preise', to: 'pricing' },
            ' genannten Preisen zuzüglich anfallender Mehrwertsteuer über unseren Zahlungsdienstleister abgerechnet. Es verlängert sich am Ende jedes Zeitraums automatisch, bis Sie es unter ',
            { text: 'Abrechnung', to: 'billing' },
            ' kündigen. Nach einer Kündigung bleibt PRO bis zum Ende des bezahlten Zeitraums aktiv; eine anteilige Erstattung erfolgt nicht.',
          ],
        },
        p(
          'Schlägt eine Verlängerungszahlung fehl, bleibt PRO während einer Nachfrist von 7 Tagen aktiv, in der Sie Ihre Zahlungsart aktualisieren können; danach wechselt Ihr Konto in den kostenlosen Tarif. Ein neuer Preis gilt nur für Zeiträume, die beginnen, nachdem wir Sie darüber informiert haben, und Sie können vorher kündigen.',
        ),
        p(
          'Als Verbraucher in der EU haben Sie das gesetzliche Recht, das Abonnement innerhalb von 14 Tagen zu widerrufen. Verlangen Sie, dass PRO sofort beginnt, und widerrufen dann, zahlen Sie für die Tage, in denen Sie es genutzt haben.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: '8. Haftung',
      blocks: [
        p(
          'Wir haften nicht für den Inhalt von Inseraten oder Nachrichten, die Nutzer verfassen, und nicht dafür, ob ein Kauf zwischen Nutzern gelingt. Unbeschränkt haften wir bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit und soweit zwingendes Recht (etwa die Produkthaftung) es vorsieht. Bei leichter Fahrlässigkeit haften wir nur für die Verletzung wesentlicher Pflichten – solcher, die den Dienst überhaupt erst ermöglichen und auf die Sie vertrauen dürfen – und nur bis zu dem für diese Art von Vertrag typischen, vorhersehbaren Schaden.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: '9. Änderungen und anwendbares Recht',
      blocks: [
        p(
          'Wir können diese Bedingungen aus triftigem Grund ändern, etwa bei neuen Funktionen oder geänderter Rechtslage. Über Änderungen informieren wir Sie mindestens 30 Tage vor ihrem Inkrafttreten per E-Mail; widersprechen Sie, können Sie Ihr Konto vorher löschen.',
        ),
        p('Es gilt deutsches Recht. Sind Sie Verbraucher, bleibt Ihnen der Schutz der zwingenden Vorschriften des Landes erhalten, in dem Sie leben.'),
      ],
    },
  ],
};

export default termsOfService;
