import type { ContentDocument } from '../types/content-document';

const privacyPolicy: ContentDocument = {
  title: 'Datenschutzerklärung',
  lead: 'Was Bizmarkt über Sie speichert, warum, wie lange und wer es außerdem sieht. Wir beschreiben, was die Website tatsächlich tut; nichts davon wird für Werbung erhoben.',
  effectiveDate: '2026-11-24',
  sections: [
    {
      id: 'controller',
      heading: 'Verantwortlicher',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Das unten genannte Unternehmen betreibt diese Website und ist Verantwortlicher für Ihre personenbezogenen Daten im Sinne der Datenschutz-Grundverordnung (DSGVO). Schreiben Sie uns an diese Anschrift oder per E-Mail.',
        },
        { kind: 'operator', details: 'address' },
      ],
    },
    {
      id: 'account',
      heading: 'Ihr Konto',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Bei der Registrierung speichern wir Ihren Namen, Ihre E-Mail-Adresse, Ihre Rolle (Käufer, Verkäufer oder beides), das Datum, an dem Sie unseren Bedingungen zugestimmt haben, und Ihre Sprache. Ihr Passwort speichern wir nur als gesalzenen Hash, aus dem sich das Passwort nicht zurückgewinnen lässt. Wenn Sie Ihr Profil ausfüllen, speichern wir außerdem Ihr Land, eine kurze Beschreibung, Ihre Website- und Social-Media-Links und Ihr Bild; Bilder werden beim Hochladen neu kodiert, wodurch eingebettete Daten wie Standort- und Kameraangaben entfernt werden. Kamen Sie über einen Partnerlink, speichern wir dessen Partnercode.',
        },
        {
          kind: 'paragraph',
          text: 'Melden Sie sich mit einem Social-Media-Konto an, erhalten wir von diesem Anbieter Ihren Namen, Ihre E-Mail-Adresse und eine Kennung Ihres Kontos, sonst nichts.',
        },
        { kind: 'paragraph', text: 'Rechtsgrundlage: der Vertrag mit Ihnen (Art. 6 Abs. 1 lit. b DSGVO).' },
      ],
    },
    {
      id: 'sessions',
      heading: 'Sitzungen, Cookies und Sicherheit',
      blocks: [
        { kind: 'paragraph', text: 'Wir verwenden nur Cookies, die die Website zum Funktionieren braucht:' },
        {
          kind: 'list',
          items: [
            [
              { strong: 'bizmarkt_session' },
              ' – hält Sie angemeldet. Es enthält ein zufälliges Token; wir speichern nur einen Hash davon, zusammen mit IP-Adresse und Browser (User-Agent) der Sitzung und ihrer letzten Aktivität. Eine Sitzung endet nach 7 Tagen ohne Nutzung (30 Tage, wenn Sie angemeldet bleiben wollten) und beim Abmelden.',
            ],
            [{ strong: 'XSRF-TOKEN' }, ' – schützt Ihr Konto vor Anfragen, die andere Websites fälschen.'],
            [{ strong: 'guest' }, ' – merkt sich, dass Sie abgemeldet sind, damit die Website nicht bei jedem Besuch den Server fragt (365 Tage).'],
            [{ strong: 'locale' }, ' – Ihre Sprache, wenn Sie sie gewechselt haben (365 Tage).'],
            [{ strong: 'p' }, ' – ein Partnercode aus dem Link, über den Sie kamen (30 Tage).'],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Um das Erraten von Passwörtern und Spam zu verhindern, zählen wir Versuche je IP-Adresse und je E-Mail-Adresse für jeweils wenige Minuten. Unsere Server protokollieren jede Anfrage (Adresse, Zeit, Ergebnis und Ihre IP-Adresse), um den Dienst am Laufen und sicher zu halten; diese Protokolle werden im regulären Betrieb gelöscht.',
        },
        {
          kind: 'paragraph',
          text: 'Rechtsgrundlage: der Vertrag (Art. 6 Abs. 1 lit. b DSGVO) und unser berechtigtes Interesse an einem sicheren Dienst (Art. 6 Abs. 1 lit. f DSGVO). Diese Cookies sind unbedingt erforderlich und brauchen daher keine Einwilligung.',
        },
      ],
    },
    {
      id: 'marketplace',
      heading: 'Inserate, Nachrichten und Favoriten',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wir speichern, was Sie in einem Inserat angeben: Unternehmensinformationen, Finanzzahlen (eingetippt, hochgeladen oder aus einem von Ihnen verbundenen sellerboard-Konto übernommen), Vermögenswerte, Beschreibungen, Preis, Social-Media-Links, Bilder und den NDA-Text sowie den Verlauf seiner Prüfung. Den öffentlichen Teil eines veröffentlichten Inserats kann jeder sehen, auch Suchmaschinen. Durch eine NDA geschützte Teile sehen nur Käufer, deren Anfrage Sie angenommen haben; wir speichern, wer welche Fassung der NDA angenommen hat.',
        },
        {
          kind: 'paragraph',
          text: 'Wir speichern Ihre Nachrichten und Anhänge, NDA-Anfragen und Entscheidungen, die Schritte jedes Kaufprozesses, Ihre Favoriten und Ihre Benachrichtigungseinstellungen einschließlich der Spannen Ihrer Alarme für neue Inserate. Die andere Person eines Gesprächs sieht Ihren Namen, Ihr Bild, Ihre Beschreibung, Ihr Land, Ihre Links und das Datum Ihrer Registrierung – außer wenn das Inserat durch eine NDA geschützt ist; dann wird ein Verkäufer als „Verkäufer“ angezeigt.',
        },
        {
          kind: 'paragraph',
          text: 'Unsere Moderatoren sehen Inserate vollständig, um sie zu prüfen. Rechtsgrundlage: der Vertrag (Art. 6 Abs. 1 lit. b DSGVO).',
        },
      ],
    },
    {
      id: 'email',
      heading: 'E-Mails',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wir senden Ihnen E-Mails, um Ihre Adresse zu bestätigen, Ihr Passwort zurückzusetzen und – soweit Ihre Benachrichtigungseinstellungen es erlauben – zu Ihren Inseraten, Favoriten, Nachrichten und neuen Inseraten. Jede E-Mail wird zuerst in unserem Postausgang gespeichert (Empfänger, Betreff, Inhalt, Zustellstatus und Zeitpunkte) und dann unserem Mailserver übergeben; den Eintrag behalten wir, um fehlgeschlagene Zustellungen zu wiederholen und Fragen dazu zu beantworten, was gesendet wurde. Benachrichtigungs-E-Mails enthalten einen Link zum Abmelden.',
        },
      ],
    },
    {
      id: 'payments',
      heading: 'Zahlungen und Rechnungen',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wenn Sie PRO abonnieren, bezahlen Sie auf der Bezahlseite unseres Zahlungsdienstleisters Stripe. Ihre Karten- oder Kontodaten gehen direkt an Stripe und erreichen uns nie; wir erhalten das Ergebnis der Zahlung und speichern Ihren Tarif, Status und Zeitraum des Abonnements sowie die Referenznummern des Anbieters.',
        },
        {
          kind: 'paragraph',
          text: 'Für Mehrwertsteuer und Rechnungen speichern wir Ihren Rechnungsnamen, Ihre Anschrift, Ihr Land und bei Unternehmen die USt-IdNr., die wir beim MIAS-Dienst (VIES) der Europäischen Kommission prüfen. Rechnungen bewahren wir zehn Jahre auf, wie es das deutsche Steuerrecht verlangt.',
        },
        {
          kind: 'paragraph',
          text: 'Rechtsgrundlage: der Vertrag (Art. 6 Abs. 1 lit. b DSGVO) und unsere gesetzlichen Pflichten (Art. 6 Abs. 1 lit. c DSGVO).',
        },
      ],
    },
    {
      id: 'errors',
      heading: 'Fehlerberichte',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Wenn in Ihrem Browser etwas fehlschlägt, sendet uns die Website einen Fehlerbericht: die Fehlermeldung und wo in unserem Code sie auftrat, die Adresse der Seite, die Zeit, Ihren Browser (User-Agent), Ihre IP-Adresse und, wenn Sie angemeldet sind, Ihre Nutzerkennung. Noch nicht gesendete Berichte liegen im lokalen Speicher Ihres Browsers (höchstens 200). Wir nutzen sie nur, um Fehler zu finden und zu beheben. Rechtsgrundlage: unser berechtigtes Interesse an einem funktionierenden Dienst (Art. 6 Abs. 1 lit. f DSGVO).',
        },
      ],
    },
    {
      id: 'optional-services',
      heading: 'Dienste, die nur eingeschaltet genutzt werden',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Die Website kann mit den folgenden Diensten arbeiten. Jeder wird nur geladen, wenn wir ihn für diese Website eingeschaltet haben; Statistik und Sitzungsaufzeichnung zusätzlich nur, nachdem Sie im Einwilligungsbanner zugestimmt haben. Diese Einwilligung können Sie dort jederzeit widerrufen.',
        },
        {
          kind: 'list',
          items: [
            'Cookiebot (Usercentrics A/S): das Einwilligungsbanner und die Speicherung Ihrer Wahl.',
            'Google Tag Manager und Google Analytics (Google Ireland Ltd.): Statistiken über die Nutzung der Seiten – nur mit Ihrer Einwilligung.',
            'Hotjar (Hotjar Ltd.): Aufzeichnungen, wie Seiten genutzt werden – nur mit Ihrer Einwilligung.',
            'Intercom (Intercom R&D Unlimited Company): der Support-Chat für angemeldete Nutzer; er erhält Ihren Namen, Ihre E-Mail-Adresse, Ihre Nutzerkennung und Ihre Sprache.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      heading: 'Wie lange wir Daten speichern',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Ihre Kontodaten speichern wir, bis Sie Ihr Konto löschen. Dann werden Name, E-Mail-Adresse, Profil, Bild, Einstellungen, Sitzungen, Benachrichtigungen, Social-Login-Verknüpfungen und noch nicht gesendete E-Mails sofort gelöscht. Von Ihnen geschriebene Nachrichten bleiben in den Gesprächen der anderen Personen, als von einem gelöschten Nutzer geschrieben; Einträge bereits gesendeter E-Mails behalten nur Art, Status und Zeitpunkte; Fehlerberichte verlieren den Bezug zu Ihnen; Rechnungen bleiben so lange, wie das Steuerrecht es verlangt.',
        },
      ],
    },
    {
      id: 'rights',
      heading: 'Ihre Rechte',
      blocks: [
        {
          kind: 'paragraph',
          text: [
            'Sie haben das Recht auf Auskunft über Ihre Daten, auf Berichtigung und Löschung, auf Einschränkung der Verarbeitung, auf Widerspruch gegen Verarbeitungen aufgrund berechtigter Interessen und darauf, Ihre Daten in einem übertragbaren Format zu erhalten. Auf der Seite ',
            { text: 'Konto löschen', to: 'deleteAccount' },
            ' laden Sie alle Daten Ihres Kontos als Datei herunter und löschen das Konto selbst; die meisten anderen Angaben ändern Sie in Ihrem Profil und in den ',
            { text: 'E-Mail-Einstellungen', to: 'emailPreferences' },
            '.',
          ],
        },
        { kind: 'paragraph', text: 'Sie können sich außerdem bei einer Datenschutz-Aufsichtsbehörde beschweren, etwa bei der des Landes, in dem Sie leben.' },
      ],
    },
  ],
};

export default privacyPolicy;
