// Account mail: email verification and password reset (transactional: no unsubscribe).
import { LINK_TTL_MINUTES } from '@bizmarkt/shared/contract';
import type { Lang } from '../../lib/lang';
import type { MailBody } from '../types';

export function verifyEmailBody(url: string, locale: Lang): MailBody {
  return locale === 'de'
    ? {
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
        paragraphs: ['vielen Dank für Ihre Registrierung bei Bizmarkt. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto fertig einzurichten.'],
        action: { label: 'E-Mail-Adresse bestätigen', url },
        after: [
          `Der Link ist ${LINK_TTL_MINUTES} Minuten gültig. Ist er abgelaufen, können Sie nach dem Anmelden einen neuen anfordern.`,
          'Wenn Sie kein Konto bei Bizmarkt angelegt haben, können Sie diese E-Mail ignorieren.',
        ],
      }
    : {
        subject: 'Confirm your email address',
        paragraphs: ['Thanks for signing up for Bizmarkt. Please confirm your email address to finish setting up your account.'],
        action: { label: 'Confirm email address', url },
        after: [
          `The link is valid for ${LINK_TTL_MINUTES} minutes. If it has expired, log in and ask for a new one.`,
          'If you did not create a Bizmarkt account, you can ignore this email.',
        ],
      };
}

export function passwordResetBody(url: string, locale: Lang): MailBody {
  return locale === 'de'
    ? {
        subject: 'Setzen Sie Ihr Bizmarkt-Passwort zurück',
        heading: 'Passwort zurücksetzen',
        paragraphs: ['wir haben eine Anfrage erhalten, das Passwort Ihres Bizmarkt-Kontos zurückzusetzen.'],
        action: { label: 'Neues Passwort festlegen', url },
        after: [
          `Der Link ist ${LINK_TTL_MINUTES} Minuten gültig und kann nur einmal verwendet werden.`,
          'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren – Ihr Passwort bleibt unverändert.',
        ],
      }
    : {
        subject: 'Reset your Bizmarkt password',
        heading: 'Reset your password',
        paragraphs: ['We received a request to reset the password of your Bizmarkt account.'],
        action: { label: 'Choose a new password', url },
        after: [
          `The link is valid for ${LINK_TTL_MINUTES} minutes and works once.`,
          'If you did not ask for a new password, you can ignore this email: your password stays unchanged.',
        ],
      };
}
