// The local mailbox's pages (development only, no SMTP_URL): a list of the outbox and one mail with
// its HTML (in a sandboxed frame), its text, its links and its .eml. Self-contained HTML: inline
// styles, no scripts, no external assets. English or German after the visitor's locale.
import { DEV_PATHS } from '@bizmarkt/shared/contract';
import type { EmailRow } from '../db/schema';
import type { Lang } from '../lib/lang';
import { escapeHtml, formatDateTime } from './format';

/** Pages: no scripts at all; styles inline; frames and forms only to ourselves. */
export const MAILBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";
/**
 * A mail's own HTML, shown in a frame: nothing may run, load or submit. Its links cannot navigate the
 * frame (a page of the site would be refused inside it), so they open a new tab: the sandbox allows
 * popups, which leave the sandbox (the site then runs as usual), and `previewHtml` adds the target.
 */
export const MAIL_HTML_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; sandbox allow-popups allow-popups-to-escape-sandbox; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
/** The frame's sandbox, matching the CSP's. */
const PREVIEW_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/** The mail's HTML for the preview frame: every link opens in a new tab (`<base target>`, no href). */
export function previewHtml(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length);
  return base + html;
}

const COPY = {
  en: {
    title: 'Local mailbox',
    intro: 'SMTP_URL is not set, so mail stays on this machine and is listed here, newest first.',
    refresh: 'Refresh',
    filterLabel: 'Recipient',
    filter: 'Filter',
    showAll: 'Show all',
    empty: 'No mail yet. Register or ask for a password reset, and the mail appears here.',
    to: 'To',
    subject: 'Subject',
    date: 'Date',
    template: 'Template',
    status: 'Status',
    back: 'All mail',
    from: 'From',
    created: 'Queued',
    sent: 'Delivered',
    language: 'Language',
    attempts: 'Attempts',
    lastError: 'Last error',
    headers: 'Extra headers',
    links: 'Links in this mail',
    noLinks: 'This mail has no links.',
    html: 'HTML version',
    text: 'Text version',
    eml: 'Download the .eml file',
    notDelivered: 'Not delivered yet: the worker sends it within a few seconds. Refresh to see it.',
    statuses: { pending: 'pending', sending: 'sending', sent: 'delivered', failed: 'failed' },
  },
  de: {
    title: 'Lokales Postfach',
    intro: 'SMTP_URL ist nicht gesetzt: E-Mails bleiben auf diesem Rechner und stehen hier, die neueste zuerst.',
    refresh: 'Aktualisieren',
    filterLabel: 'Empfänger',
    filter: 'Filtern',
    showAll: 'Alle anzeigen',
    empty: 'Noch keine E-Mails. Registrieren Sie sich oder fordern Sie ein neues Passwort an, dann erscheint die E-Mail hier.',
    to: 'An',
    subject: 'Betreff',
    date: 'Datum',
    template: 'Vorlage',
    status: 'Status',
    back: 'Alle E-Mails',
    from: 'Von',
    created: 'Eingereiht',
    sent: 'Zugestellt',
    language: 'Sprache',
    attempts: 'Versuche',
    lastError: 'Letzter Fehler',
    headers: 'Zusätzliche Header',
    links: 'Links in dieser E-Mail',
    noLinks: 'Diese E-Mail enthält keine Links.',
    html: 'HTML-Fassung',
    text: 'Textfassung',
    eml: '.eml-Datei herunterladen',
    notDelivered: 'Noch nicht zugestellt: Der Worker versendet sie in wenigen Sekunden. Aktualisieren Sie die Seite.',
    statuses: { pending: 'wartend', sending: 'wird gesendet', sent: 'zugestellt', failed: 'fehlgeschlagen' },
  },
} as const;

const STYLE = `
:root { color-scheme: light; }
* { box-sizing: border-box; }
body { margin: 0; font-family: -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; color: #142033; background: #f5f7fb; line-height: 1.5; }
main { max-width: 1100px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { margin: 0 0 4px; font-size: 1.6rem; }
h2 { margin: 28px 0 8px; font-size: 1.15rem; }
p { margin: 0 0 12px; }
a { color: #1746c4; }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid #1746c4; outline-offset: 2px; }
.muted { color: #5b6678; }
.card { background: #fff; border: 1px solid #e3e8f0; border-radius: 12px; padding: 16px; }
form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 16px 0; }
input { font: inherit; padding: 8px 10px; border: 1px solid #8a94a6; border-radius: 8px; min-width: 16rem; max-width: 100%; }
button { font: inherit; padding: 8px 14px; border: 0; border-radius: 8px; background: #1746c4; color: #fff; cursor: pointer; }
.scroll { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; background: #fff; border: 1px solid #e3e8f0; }
th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e3e8f0; vertical-align: top; }
th { font-size: .85rem; color: #5b6678; font-weight: 600; }
td.nowrap { white-space: nowrap; }
.status { display: inline-block; padding: 0 8px; border-radius: 999px; font-size: .85rem; background: #e3e8f0; }
.status-sent { background: #dff5e6; color: #0f5c2a; }
.status-failed { background: #fde2e2; color: #8a1c1c; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0; }
dt { color: #5b6678; }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { width: 100%; height: 640px; border: 1px solid #e3e8f0; border-radius: 12px; background: #fff; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #fff; border: 1px solid #e3e8f0; border-radius: 12px; padding: 16px; margin: 0; }
ul.links { margin: 0; padding-left: 1.2rem; }
ul.links li { overflow-wrap: anywhere; }
`;

function page(locale: Lang, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Bizmarkt</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function statusBadge(row: EmailRow, locale: Lang): string {
  return `<span class="status status-${row.status}">${escapeHtml(COPY[locale].statuses[row.status])}</span>`;
}

export function mailboxListPage(rows: readonly EmailRow[], locale: Lang, filter: string | undefined): string {
  const copy = COPY[locale];
  const list =
    rows.length === 0
      ? `<p class="card">${escapeHtml(copy.empty)}</p>`
      : `<div class="scroll"><table>
<caption class="muted" style="text-align:left;padding:0 0 8px;">${escapeHtml(copy.title)} (${rows.length})</caption>
<thead><tr><th scope="col">${copy.date}</th><th scope="col">${copy.to}</th><th scope="col">${copy.subject}</th><th scope="col">${copy.template}</th><th scope="col">${copy.status}</th></tr></thead>
<tbody>
${rows
  .map(
    (row) =>
      `<tr><td class="nowrap">${escapeHtml(formatDateTime(row.created_at))}</td><td>${escapeHtml(row.to_email)}</td><td><a href="${DEV_PATHS.mailboxMail(row.id)}">${escapeHtml(row.subject)}</a></td><td>${escapeHtml(row.template)}</td><td>${statusBadge(row, locale)}</td></tr>`,
  )
  .join('\n')}
</tbody>
</table></div>`;
  return page(
    locale,
    copy.title,
    `<h1>${escapeHtml(copy.title)}</h1>
<p class="muted">${escapeHtml(copy.intro)} <a href="${DEV_PATHS.mailbox}${filter ? `?to=${encodeURIComponent(filter)}` : ''}">${escapeHtml(copy.refresh)}</a></p>
<form method="get" action="${DEV_PATHS.mailbox}" role="search">
<label for="to">${escapeHtml(copy.filterLabel)}</label>
<input id="to" name="to" type="search" autocomplete="off" value="${escapeHtml(filter ?? '')}">
<button type="submit">${escapeHtml(copy.filter)}</button>
${filter ? `<a href="${DEV_PATHS.mailbox}">${escapeHtml(copy.showAll)}</a>` : ''}
</form>
${list}`,
  );
}

/** Every http(s) link of a mail, in order, once each (from the text version, which lists them all). */
export function linksOf(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

export function mailboxMailPage(row: EmailRow, locale: Lang, from: string): string {
  const copy = COPY[locale];
  const links = linksOf(row.text);
  const headers = Object.entries(row.headers);
  const delivered = row.status === 'sent';
  const details: Array<[string, string]> = [
    [copy.from, from],
    [copy.to, row.to_email],
    [copy.created, formatDateTime(row.created_at)],
    [copy.sent, row.sent_at ? `${formatDateTime(row.sent_at)}${row.transport ? ` (${row.transport})` : ''}` : '—'],
    [copy.template, row.template],
    [copy.language, row.locale],
    [copy.attempts, String(row.attempts)],
    ...(row.last_error ? ([[copy.lastError, row.last_error]] as Array<[string, string]>) : []),
    ...(headers.length > 0 ? ([[copy.headers, headers.map(([name, value]) => `${name}: ${value}`).join('\n')]] as Array<[string, string]>) : []),
  ];
  return page(
    locale,
    row.subject,
    `<p><a href="${DEV_PATHS.mailbox}">← ${escapeHtml(copy.back)}</a></p>
<h1>${escapeHtml(row.subject)}</h1>
<p>${statusBadge(row, locale)}</p>
${delivered ? '' : `<p class="card">${escapeHtml(copy.notDelivered)}</p>`}
<div class="card"><dl>
${details.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value).replaceAll('\n', '<br>')}</dd>`).join('\n')}
</dl></div>
<h2>${escapeHtml(copy.links)}</h2>
${links.length === 0 ? `<p class="muted">${escapeHtml(copy.noLinks)}</p>` : `<ul class="links">${links.map((url) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`).join('')}</ul>`}
<h2>${escapeHtml(copy.html)}</h2>
<iframe title="${escapeHtml(copy.html)}" sandbox="${PREVIEW_SANDBOX}" src="${DEV_PATHS.mailboxHtml(row.id)}"></iframe>
<h2>${escapeHtml(copy.text)}</h2>
<pre>${escapeHtml(row.text)}</pre>
${delivered && row.transport === 'mailbox' ? `<p style="margin-top:16px;"><a href="${DEV_PATHS.mailboxRaw(row.id)}" download="${row.id}.eml">${escapeHtml(copy.eml)}</a></p>` : ''}`,
  );
}
