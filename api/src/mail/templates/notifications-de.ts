// The German texts of the notification emails (see notifications.ts, which picks them by locale).
// German copy uses the formal "Sie". The first paragraph follows the salutation's comma, so it starts
// with a word that is capitalised anyway (Ihr, Sie, a noun, a name) or with a small letter.
import type { NotificationType } from '../../db/schema';
import type { Copy } from './notifications';

const quoteDe = (name: string) => `„${name}“`;
const daysDe = (days: number) => (days === 1 ? '1 Tag' : `${days} Tage`);

export const de: Record<NotificationType, Copy> = {
  'tax-verification-success': (_, links) => ({
    subject: 'Ihre USt-IdNr. wurde bestätigt',
    paragraphs: ['Ihre EU-Umsatzsteuer-Identifikationsnummer wurde erfolgreich überprüft. Sie müssen nichts weiter tun.'],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'tax-verification-failed': (_, links) => ({
    subject: 'Ihre USt-IdNr. konnte nicht überprüft werden',
    paragraphs: [
      'wir konnten die EU-Umsatzsteuer-Identifikationsnummer in Ihren Rechnungsdaten nicht überprüfen.',
      'Bitte aktualisieren oder entfernen Sie die USt-IdNr. auf der Abrechnungsseite.',
    ],
    action: { label: 'Zur Abrechnungsseite', url: links.billing },
  }),
  'payment-received': (f, links) => ({
    subject: 'Zahlung erhalten',
    paragraphs: [`vielen Dank, wir haben Ihre Zahlung erhalten.${f.periodEnd ? ` Ihr PRO-Tarif ist bis zum ${f.periodEnd} bezahlt.` : ''}`],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'payment-failed': (_, links) => ({
    subject: 'Ihre Zahlung ist fehlgeschlagen',
    paragraphs: [
      'wir konnten Ihre Zahlungsmethode für Ihren PRO-Tarif nicht belasten.',
      'Bitte aktualisieren Sie Ihre Zahlungsmethode, damit Ihnen die PRO-Funktionen erhalten bleiben.',
    ],
    action: { label: 'Zahlungsmethode aktualisieren', url: links.billing },
  }),
  'subscription-cancellation': (f, links) => ({
    subject: 'Ihr PRO-Abo wurde gekündigt',
    paragraphs: [
      f.periodEnd
        ? `Ihr PRO-Abo wurde gekündigt. Sie behalten alle PRO-Funktionen bis zum ${f.periodEnd}; danach gilt der Free-Tarif.`
        : 'Ihr PRO-Abo wurde gekündigt. Sie behalten alle PRO-Funktionen bis zum Ende des laufenden Abrechnungszeitraums; danach gilt der Free-Tarif.',
      'Sie haben es sich anders überlegt? Bis dahin können Sie Ihr Abo auf der Abrechnungsseite fortsetzen.',
    ],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'subscription-resumption': (f, links) => ({
    subject: 'Ihr PRO-Abo wurde fortgesetzt',
    paragraphs: [`Ihr PRO-Abo wurde fortgesetzt und verlängert sich automatisch${f.periodEnd ? ` am ${f.periodEnd}` : ''}.`],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'subscription-extension': (f, links) => ({
    subject: 'Ihr PRO-Abo wurde verlängert',
    paragraphs: [
      `Ihr PRO-Abo wurde${f.periodEnd ? ` bis zum ${f.periodEnd}` : ''} verlängert. Es verlängert sich automatisch, sodass Ihnen alle PRO-Funktionen erhalten bleiben.`,
    ],
    action: { label: 'Zur Abrechnung', url: links.billing },
  }),
  'nda-requested': (f, links) => {
    const who = f.buyer ?? 'Ein Käufer';
    return {
      subject: f.listing ? `${who} möchte Zugang zu Ihrem Inserat ${quoteDe(f.listing)}` : `${who} möchte Zugang zu Ihrem Inserat`,
      paragraphs: [
        `${who} möchte die Details Ihres Inserats${f.listing ? ` ${quoteDe(f.listing)}` : ''} einsehen.`,
        'Öffnen Sie Ihre Nachrichten, um die Anfrage anzunehmen oder abzulehnen.',
      ],
      action: { label: 'Nachrichten öffnen', url: links.messages },
    };
  },
  'nda-accepted': (f, links) => ({
    subject: f.listing ? `Ihre Anfrage für ${quoteDe(f.listing)} wurde angenommen` : 'Ihre Anfrage zur Inseratsansicht wurde angenommen',
    paragraphs: [
      `der Verkäufer hat Ihre Anfrage angenommen, die Details ${f.listing ? `von ${quoteDe(f.listing)}` : 'des Inserats'} einzusehen. Sie können das Inserat jetzt vollständig ansehen.`,
    ],
    action: { label: 'Inserat ansehen', url: links.listing ?? links.messages },
  }),
  'favorite-updated': (f, links) =>
    f.sold
      ? {
          subject: f.listing ? `${quoteDe(f.listing)} wurde verkauft` : 'Einer Ihrer Favoriten wurde verkauft',
          paragraphs: [
            `${f.listing ? quoteDe(f.listing) : 'Ein Unternehmen aus Ihren Favoriten'} wurde verkauft und ist nicht mehr auf dem Markt. Vielleicht sind inzwischen ähnliche Unternehmen inseriert.`,
          ],
          action: { label: 'Ihre Favoriten', url: links.favorites },
        }
      : {
          subject: f.listing ? `${quoteDe(f.listing)} wurde aktualisiert` : 'Einer Ihrer Favoriten wurde aktualisiert',
          paragraphs: [
            f.listing
              ? `${quoteDe(f.listing)} aus Ihren Favoriten wurde aktualisiert. Sehen Sie sich die Änderungen an.`
              : 'ein Unternehmen aus Ihren Favoriten wurde aktualisiert. Sehen Sie sich die Änderungen an.',
          ],
          action: { label: 'Inserat ansehen', url: links.listing ?? links.favorites },
        },
  'favorite-price-changed': (f, links) => {
    const what = f.listing ? `von ${quoteDe(f.listing)}` : 'eines Unternehmens aus Ihren Favoriten';
    let change = 'hat sich geändert';
    if (f.oldPrice && f.price) change = `hat sich von ${f.oldPrice} auf ${f.price} geändert`;
    else if (f.price) change = `beträgt jetzt ${f.price}`;
    return {
      subject: f.listing ? `Neuer Preis für ${quoteDe(f.listing)}` : 'Ein Preis in Ihren Favoriten hat sich geändert',
      paragraphs: [`der Preis ${what} ${change}.`],
      action: { label: 'Inserat ansehen', url: links.listing ?? links.favorites },
    };
  },
  'business-verified': (f, links) => ({
    subject: f.listing ? `Ihr Inserat ${quoteDe(f.listing)} ist online` : 'Ihr Inserat ist online',
    paragraphs: [`gute Nachrichten: Ihr Inserat${f.listing ? ` ${quoteDe(f.listing)}` : ''} wurde geprüft und ist jetzt auf Bizmarkt veröffentlicht.`],
    action: { label: 'Inserat ansehen', url: links.listing ?? links.myListings },
  }),
  'business-canceled': (f, links) => ({
    subject: f.listing ? `Ihr Inserat ${quoteDe(f.listing)} wurde nicht freigegeben` : 'Ihr Inserat wurde nicht freigegeben',
    paragraphs: [
      `wir konnten Ihr Inserat${f.listing ? ` ${quoteDe(f.listing)}` : ''} nicht zur Veröffentlichung freigeben.`,
      ...(f.reason ? [`Der Grund: ${f.reason}`] : []),
      'Bitte korrigieren Sie das Inserat und reichen Sie es auf der Seite „Meine Inserate“ erneut zur Prüfung ein.',
    ],
    action: { label: 'Meine Inserate öffnen', url: links.myListings },
  }),
  'business-pending-verification': (f, links) => ({
    subject: f.listing ? `Ihr Inserat ${quoteDe(f.listing)} wird geprüft` : 'Ihr Inserat wird geprüft',
    paragraphs: [
      `vielen Dank für Ihr Inserat${f.listing ? ` ${quoteDe(f.listing)}` : ''}. Unser Team prüft es gerade, und wir melden uns, sobald es veröffentlicht ist.`,
    ],
    action: { label: 'Meine Inserate öffnen', url: links.myListings },
  }),
  'password-was-changed': (_, links) => ({
    subject: 'Ihr Passwort wurde geändert',
    paragraphs: [
      'das Passwort Ihres Bizmarkt-Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet.',
      'Wenn Sie das waren, müssen Sie nichts weiter tun.',
      'Wenn nicht, setzen Sie Ihr Passwort sofort zurück, um Ihr Konto zu schützen:',
    ],
    action: { label: 'Passwort zurücksetzen', url: links.passwordReset },
  }),
  'business-was-hidden': (f, links) => ({
    subject: f.listing ? `Ihr Inserat ${quoteDe(f.listing)} wurde ausgeblendet` : 'Ihr Inserat wurde ausgeblendet',
    paragraphs: [
      `Ihr Inserat${f.listing ? ` ${quoteDe(f.listing)}` : ''} ist für Käufer ausgeblendet, weil seine Finanzdaten fehlen oder veraltet sind.`,
      'Aktualisieren Sie die Finanzdaten, damit es wieder sichtbar wird.',
    ],
    action: { label: 'Finanzdaten aktualisieren', url: links.financials },
  }),
  'my-listings-outdated': (f, links) => {
    const what = f.listing ? `Ihres Inserats ${quoteDe(f.listing)}` : 'Ihres Inserats';
    let deadline = 'Bitte aktualisieren Sie sie bald, sonst wird das Inserat deaktiviert.';
    if (f.days === 0) deadline = 'Bitte aktualisieren Sie sie noch heute, sonst wird das Inserat deaktiviert.';
    else if (f.days !== undefined) deadline = `Sie haben noch ${daysDe(f.days)} Zeit, sie zu aktualisieren, bevor das Inserat deaktiviert wird.`;
    const target = f.listing ? quoteDe(f.listing) : 'Ihr Inserat';
    return {
      subject: f.days !== undefined && f.days > 0 ? `Noch ${daysDe(f.days)}: Bitte aktualisieren Sie ${target}` : `Bitte aktualisieren Sie ${target}`,
      paragraphs: [`die Finanzdaten ${what} sind veraltet. ${deadline}`],
      action: { label: 'Finanzdaten aktualisieren', url: links.financials },
    };
  },
  'my-listings': (f, links) => ({
    subject: f.listing ? `Ihr Inserat ${quoteDe(f.listing)} braucht Ihre Aufmerksamkeit` : 'Ihre Inserate brauchen Ihre Aufmerksamkeit',
    paragraphs: [
      `bitte prüfen Sie ${f.listing ? `Ihr Inserat ${quoteDe(f.listing)}` : 'Ihre Inserate'} auf der Seite „Meine Inserate“ und halten Sie die Angaben aktuell, damit Käufer aktuelle Zahlen sehen.`,
    ],
    action: { label: 'Meine Inserate öffnen', url: links.myListings },
  }),
  'expired-sellerboard-integration': (f, links) => ({
    subject: 'Ihre sellerboard-Verbindung ist abgelaufen',
    paragraphs: [
      `die sellerboard-Verbindung ${f.listing ? `Ihres Inserats ${quoteDe(f.listing)}` : 'Ihres Inserats'} ist abgelaufen, daher werden die Finanzkennzahlen nicht mehr synchronisiert.`,
      'Verbinden Sie sellerboard erneut, damit sie aktuell bleiben.',
    ],
    action: { label: 'sellerboard neu verbinden', url: links.financials },
  }),
  'new-listing-alert': (f, links) => ({
    subject: f.listing ? `Neues Inserat: ${quoteDe(f.listing)}` : 'Ein neues Inserat passt zu Ihrer Suche',
    paragraphs: [
      `${f.listing ? `Das Unternehmen ${quoteDe(f.listing)}` : 'Ein neu veröffentlichtes Unternehmen'}${f.price ? ` (${f.price})` : ''} passt zu Ihrer Inserats-Benachrichtigung.`,
    ],
    action: { label: 'Inserat ansehen', url: links.listing ?? links.favorites },
  }),
  'offer-received': (f, links) => ({
    subject: f.listing ? `Neues Angebot für ${quoteDe(f.listing)}` : 'Sie haben ein Angebot erhalten',
    paragraphs: [
      `Ein Käufer hat ${f.price ? `ein Angebot über ${f.price}` : 'ein Angebot'} für ${f.listing ? quoteDe(f.listing) : 'Ihr Inserat'} gemacht.`,
      'Öffnen Sie Ihre Nachrichten, um es anzunehmen, abzulehnen oder ein Gegenangebot zu machen.',
    ],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'offer-countered': (f, links) => ({
    subject: f.listing ? `Gegenangebot für ${quoteDe(f.listing)}` : 'Sie haben ein Gegenangebot erhalten',
    paragraphs: [
      `Die andere Seite hat mit einem Gegenangebot${f.price ? ` über ${f.price}` : ''} für ${f.listing ? quoteDe(f.listing) : 'das Inserat'} geantwortet.`,
      'Öffnen Sie Ihre Nachrichten, um es anzunehmen, abzulehnen oder ein Gegenangebot zu machen.',
    ],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'offer-accepted': (f, links) => ({
    subject: f.listing ? `Angebot für ${quoteDe(f.listing)} angenommen` : 'Ihr Angebot wurde angenommen',
    paragraphs: [
      `Das Angebot${f.price ? ` über ${f.price}` : ''} für ${f.listing ? quoteDe(f.listing) : 'das Inserat'} wurde angenommen und die Absichtserklärung unterzeichnet.`,
      'Jetzt beginnt die Due Diligence. Die unterzeichnete Absichtserklärung finden Sie in Ihren Nachrichten.',
    ],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'offer-declined': (f, links) => ({
    subject: f.listing ? `Angebot für ${quoteDe(f.listing)} abgelehnt` : 'Ihr Angebot wurde abgelehnt',
    paragraphs: [`Das Angebot für ${f.listing ? quoteDe(f.listing) : 'das Inserat'} wurde abgelehnt.`],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'offer-expired': (f, links) => ({
    subject: f.listing ? `Angebot für ${quoteDe(f.listing)} abgelaufen` : 'Ein Angebot ist abgelaufen',
    paragraphs: [`Das Angebot für ${f.listing ? quoteDe(f.listing) : 'das Inserat'} ist ohne Antwort abgelaufen.`],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'listing-under-offer': (f, links) => ({
    subject: f.listing ? `Für ${quoteDe(f.listing)} liegt ein angenommenes Angebot vor` : 'Für ein Inserat liegt ein angenommenes Angebot vor',
    paragraphs: [
      `Der Verkäufer von ${f.listing ? quoteDe(f.listing) : 'einem Inserat, über das Sie sprechen,'} hat das Angebot eines anderen Käufers angenommen${f.days ? ` und ihm für ${daysDe(f.days)} Exklusivität gewährt` : ''}.`,
      'Das Inserat ist so lange ausgeblendet. Kommt der Abschluss nicht zustande, erscheint es wieder.',
    ],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'checklist-requested': (f, links) => ({
    subject: f.listing ? `Due Diligence für ${quoteDe(f.listing)}: ein Punkt angefragt` : 'Der Käufer hat einen Due-Diligence-Punkt angefragt',
    paragraphs: [
      `Der Käufer von ${f.listing ? quoteDe(f.listing) : 'Ihrem Inserat'} hat einen Punkt der Due-Diligence-Checkliste angefragt.`,
      'Öffnen Sie Ihre Nachrichten, um ihn im Tab „Kaufprozess“ zu beantworten.',
    ],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'checklist-answered': (f, links) => ({
    subject: f.listing ? `Due Diligence für ${quoteDe(f.listing)}: ein Punkt beantwortet` : 'Der Verkäufer hat einen Due-Diligence-Punkt beantwortet',
    paragraphs: [
      `Der Verkäufer von ${f.listing ? quoteDe(f.listing) : 'dem Inserat'} hat einen Punkt der Due-Diligence-Checkliste beantwortet.`,
      'Öffnen Sie Ihre Nachrichten, um ihn im Tab „Kaufprozess“ zu prüfen und als geprüft zu markieren.',
    ],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'checklist-verified': (f, links) => ({
    subject: f.listing ? `Due Diligence für ${quoteDe(f.listing)}: ein Punkt geprüft` : 'Der Käufer hat einen Due-Diligence-Punkt geprüft',
    paragraphs: [`Der Käufer von ${f.listing ? quoteDe(f.listing) : 'Ihrem Inserat'} hat einen Punkt der Due-Diligence-Checkliste als geprüft markiert.`],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }), // Der Datenraum (Issue #30 §2, Entscheidung 0221), an einen Käufer.
  'data-room-access-granted': (f, links) => ({
    subject: f.listing ? `Der Datenraum von ${quoteDe(f.listing)} steht Ihnen offen` : 'Ein Datenraum steht Ihnen offen',
    paragraphs: [
      `Der Verkäufer von ${f.listing ? quoteDe(f.listing) : 'einem Inserat, über das Sie sprechen'} hat Ihnen Zugang zum Datenraum gegeben.`,
      'Öffnen Sie Ihre Nachrichten und den Deal-Raum, um die Dokumente zu lesen.',
    ],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'data-room-access-paused': (f, links) => ({
    subject: f.listing ? `Ihr Zugang zum Datenraum von ${quoteDe(f.listing)} ist pausiert` : 'Ihr Datenraum-Zugang ist pausiert',
    paragraphs: [
      `Der Verkäufer von ${f.listing ? quoteDe(f.listing) : 'einem Inserat, über das Sie sprechen'} hat Ihren Zugang zum Datenraum vorerst pausiert.`,
    ],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'data-room-access-revoked': (f, links) => ({
    subject: f.listing ? `Ihr Zugang zum Datenraum von ${quoteDe(f.listing)} wurde entzogen` : 'Ihr Datenraum-Zugang wurde entzogen',
    paragraphs: [`Der Verkäufer von ${f.listing ? quoteDe(f.listing) : 'einem Inserat, über das Sie sprechen'} hat Ihnen den Zugang zum Datenraum entzogen.`],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
  'data-room-document-added': (f, links) => ({
    subject: f.listing ? `Ein neues Dokument im Datenraum von ${quoteDe(f.listing)}` : 'Ein neues Dokument in einem Datenraum',
    paragraphs: [
      `Der Verkäufer von ${f.listing ? quoteDe(f.listing) : 'einem Inserat, über das Sie sprechen'} hat dem Datenraum ein Dokument hinzugefügt, das Sie öffnen dürfen.`,
      'Öffnen Sie Ihre Nachrichten und den Deal-Raum, um es zu lesen.',
    ],
    action: { label: 'Nachrichten öffnen', url: links.messages },
  }),
};
