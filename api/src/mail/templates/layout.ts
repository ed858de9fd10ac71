// The one mail layout: a narrow column with the Bizmarkt name, a white card and a small footer.
// No tables (a single column needs none; screen readers announce layout tables as data), inline
// styles only (mail clients drop <style> and external CSS), the page's language set, contrast of
// at least 4.5:1, and a plain-text twin that reads on its own.
import type { Lang } from '../../lib/lang';
import { escapeHtml, localePrefix } from '../format';
import type { MailBody, RenderedMail } from '../types';

const INK = '#142033';
const MUTED = '#5b6678';
const BRAND = '#1746c4';
const PAGE = '#f5f7fb';
const LINE = '#e3e8f0';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

interface LayoutCopy {
  greeting: (name: string | null) => string;
  buttonFallback: string;
  transactionalReason: string;
  optionalReason: string;
  unsubscribe: string;
  preferences: string;
  tagline: string;
}

const COPY: Record<Lang, LayoutCopy> = {
  en: {
    greeting: (name) => (name ? `Hi ${name},` : 'Hello,'),
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    transactionalReason: 'You receive this email because it concerns your Bizmarkt account.',
    optionalReason: 'You receive this email because of your notification settings.',
    unsubscribe: 'Unsubscribe from these emails',
    preferences: 'Email preferences',
    tagline: 'Bizmarkt · The marketplace for online businesses',
  },
  de: {
    greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    transactionalReason: 'Sie erhalten diese E-Mail, weil sie Ihr Bizmarkt-Konto betrifft.',
    optionalReason: 'Sie erhalten diese E-Mail aufgrund Ihrer Benachrichtigungseinstellungen.',
    unsubscribe: 'Von diesen E-Mails abmelden',
    preferences: 'E-Mail-Einstellungen',
    tagline: 'Bizmarkt · Der Marktplatz für Online-Unternehmen',
  },
};

export interface LayoutOptions {
  locale: Lang;
  appUrl: string;
  /** The recipient's first name, or null. */
  name: string | null;
  unsubscribeUrl?: string | undefined;
}

function paragraph(text: string, style = 'margin:0 0 16px;'): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

function link(url: string, label: string, style = `color:${BRAND};`): string {
  return `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;
}

export function layout(body: MailBody, options: LayoutOptions): RenderedMail {
  const copy = COPY[options.locale];
  const subject = body.subject;
  const heading = body.heading ?? body.subject;
  const greeting = copy.greeting(options.name);
  const after = body.after ?? [];
  const preferencesUrl = `${options.appUrl}${localePrefix(options.locale)}/email-preferences`;
  const reason = options.unsubscribeUrl ? copy.optionalReason : copy.transactionalReason;

  const action = body.action
    ? [
        `<p style="margin:24px 0;">${link(
          body.action.url,
          body.action.label,
          `display:inline-block;background-color:${BRAND};color:#ffffff;font-weight:600;text-decoration:none;padding:12px 20px;border-radius:8px;`,
        )}</p>`,
      ]
    : [];
  const fallback = body.action
    ? [
        `<p style="margin:24px 0 0;font-size:14px;color:${MUTED};">${escapeHtml(copy.buttonFallback)}<br>${link(
          body.action.url,
          body.action.url,
          `color:${BRAND};word-break:break-all;`,
        )}</p>`,
      ]
    : [];
  const footerLinks = options.unsubscribeUrl
    ? [
        `<p style="margin:0 0 8px;">${link(options.unsubscribeUrl, copy.unsubscribe, `color:${MUTED};`)} · ${link(
          preferencesUrl,
          copy.preferences,
          `color:${MUTED};`,
        )}</p>`,
      ]
    : [];

  const html = [
    '<!DOCTYPE html>',
    `<html lang="${options.locale}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${PAGE};">`,
    `<div role="article" aria-roledescription="email" aria-label="${escapeHtml(subject)}" lang="${options.locale}" style="background-color:${PAGE};padding:24px 12px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};">`,
    '<div style="max-width:560px;margin:0 auto;">',
    `<p style="margin:0 0 16px;font-size:22px;font-weight:700;color:${BRAND};">Bizmarkt</p>`,
    `<div style="background-color:#ffffff;border:1px solid ${LINE};border-radius:12px;padding:28px 24px;">`,
    `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${INK};">${escapeHtml(heading)}</h1>`,
    paragraph(greeting),
    ...body.paragraphs.map((text) => paragraph(text)),
    ...action,
    ...after.map((text) => paragraph(text)),
    ...fallback,
    '</div>',
    `<div style="padding:20px 8px 0;font-size:13px;line-height:1.5;color:${MUTED};">`,
    paragraph(reason, 'margin:0 0 8px;'),
    ...footerLinks,
    paragraph(copy.tagline, 'margin:0;'),
    '</div>',
    '</div>',
    '</div>',
    '</body>',
    '</html>',
    '',
  ].join('\n');

  const text = [
    'Bizmarkt',
    '',
    heading,
    '',
    greeting,
    '',
    ...body.paragraphs.flatMap((line) => [line, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    ...after.flatMap((line) => [line, '']),
    // The signature delimiter ("-- "), so mail programs can tell the footer from the message.
    '-- ',
    reason,
    ...(options.unsubscribeUrl ? [`${copy.unsubscribe}: ${options.unsubscribeUrl}`, `${copy.preferences}: ${preferencesUrl}`] : []),
    copy.tagline,
    '',
  ].join('\n');

  return { subject: oneLine(subject), html, text };
}

/** A header value never holds a line break (header injection), whatever the data held. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}
