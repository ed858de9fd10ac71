// The sandbox provider's pages (English and German): the checkout where the tester chooses what the
// "card" does, the authentication step, the pending payment, and the payment-method page. Plain,
// labelled HTML forms: usable by keyboard, readable at phone width, no script.
import type { SandboxSubscriptionRow } from '../db/schema';

export type PageLang = 'en' | 'de';

const T = {
  en: {
    title: 'Sandbox checkout',
    note: 'Test payments only: nothing is charged. Choose what the card does.',
    plan: 'Bizmarkt PRO',
    month: 'per month',
    year: 'per year',
    vatIncl: 'incl. VAT',
    pay: 'Pay',
    decline: 'Decline (card declined)',
    pending: 'Pay later (pending)',
    authenticate: 'Needs authentication',
    back: 'Cancel and return to Bizmarkt',
    authTitle: 'Confirm the payment',
    authNote: 'Your bank asks you to confirm this payment.',
    authOk: 'Complete authentication',
    authFail: 'Fail authentication',
    pendingTitle: 'Payment pending',
    pendingNote: 'The payment confirms later by itself. You may settle it now:',
    settleOk: 'Settle: payment succeeds',
    settleFail: 'Settle: payment fails',
    toSite: 'Return to Bizmarkt',
    portalTitle: 'Sandbox payment method',
    portalCard: 'Card on file',
    works: 'a card that works',
    declines: 'a card that will be declined',
    useWorks: 'Use a card that works',
    useDeclines: 'Use a card that will be declined',
    renewNow: 'Charge the renewal now (end the current period)',
    toBilling: 'Return to billing',
    status: 'Subscription status',
    periodEnd: 'Current period ends',
  },
  de: {
    title: 'Sandbox-Kasse',
    note: 'Nur Testzahlungen: Es wird nichts abgebucht. Wählen Sie, was die Karte tut.',
    plan: 'Bizmarkt PRO',
    month: 'pro Monat',
    year: 'pro Jahr',
    vatIncl: 'inkl. USt.',
    pay: 'Bezahlen',
    decline: 'Ablehnen (Karte abgelehnt)',
    pending: 'Später bezahlen (ausstehend)',
    authenticate: 'Authentifizierung erforderlich',
    back: 'Abbrechen und zu Bizmarkt zurückkehren',
    authTitle: 'Zahlung bestätigen',
    authNote: 'Ihre Bank bittet Sie, diese Zahlung zu bestätigen.',
    authOk: 'Authentifizierung abschließen',
    authFail: 'Authentifizierung fehlschlagen lassen',
    pendingTitle: 'Zahlung ausstehend',
    pendingNote: 'Die Zahlung wird später von selbst bestätigt. Sie können sie jetzt abschließen:',
    settleOk: 'Abschließen: Zahlung erfolgreich',
    settleFail: 'Abschließen: Zahlung fehlgeschlagen',
    toSite: 'Zurück zu Bizmarkt',
    portalTitle: 'Sandbox-Zahlungsmethode',
    portalCard: 'Hinterlegte Karte',
    works: 'eine funktionierende Karte',
    declines: 'eine Karte, die abgelehnt wird',
    useWorks: 'Funktionierende Karte verwenden',
    useDeclines: 'Karte verwenden, die abgelehnt wird',
    renewNow: 'Verlängerung jetzt abbuchen (aktuellen Zeitraum beenden)',
    toBilling: 'Zurück zur Abrechnung',
    status: 'Status des Abonnements',
    periodEnd: 'Aktueller Zeitraum endet',
  },
} as const;

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(lang: PageLang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1a1a1a}main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px}
h1{font-size:1.4rem}form{display:grid;gap:.75rem;margin:1rem 0}button{font:inherit;padding:.75rem;border-radius:6px;border:1px solid #1f4e8c;background:#1f4e8c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f4e8c}button:focus-visible,a:focus-visible{outline:3px solid #f0a500;outline-offset:2px}a{color:#1f4e8c}.amount{font-size:1.6rem;font-weight:700}</style>
</head><body><main>${body}</main></body></html>`;
}

function buttons(action: string, choices: ReadonlyArray<readonly [string, string, boolean?]>): string {
  const items = choices
    .map(
      ([value, label, secondary]) => `<button type="submit" name="choice" value="${value}"${secondary ? ' class="secondary"' : ''}>${escape(label)}</button>`,
    )
    .join('');
  return `<form method="post" action="${escape(action)}">${items}</form>`;
}

export interface CheckoutView {
  lang: PageLang;
  action: string;
  cancelUrl: string;
  pendingUrl: string;
  amount: string;
  interval: 'month' | 'year';
  vatIncluded: boolean;
}

export function checkoutPage(view: CheckoutView): string {
  const t = T[view.lang];
  return layout(
    view.lang,
    t.title,
    `<h1>${t.title}</h1><p>${t.note}</p>
<p>${t.plan}</p><p class="amount">${escape(view.amount)} <small>${view.interval === 'year' ? t.year : t.month}${view.vatIncluded ? `, ${t.vatIncl}` : ''}</small></p>
${buttons(view.action, [
  ['pay', t.pay],
  ['decline', t.decline, true],
  ['pending', t.pending, true],
  ['authenticate', t.authenticate, true],
])}
<p><a href="${escape(view.cancelUrl)}">${t.back}</a></p>`,
  );
}

export function authenticationPage(view: CheckoutView): string {
  const t = T[view.lang];
  return layout(
    view.lang,
    t.authTitle,
    `<h1>${t.authTitle}</h1><p>${t.authNote}</p><p class="amount">${escape(view.amount)}</p>
${buttons(view.action, [
  ['auth_ok', t.authOk],
  ['auth_fail', t.authFail, true],
])}`,
  );
}

export function pendingPage(view: CheckoutView): string {
  const t = T[view.lang];
  return layout(
    view.lang,
    t.pendingTitle,
    `<h1>${t.pendingTitle}</h1><p>${t.pendingNote}</p>
${buttons(view.action, [
  ['settle_ok', t.settleOk],
  ['settle_fail', t.settleFail, true],
])}
<p><a href="${escape(view.pendingUrl)}">${t.toSite}</a></p>`,
  );
}

export function portalPage(lang: PageLang, action: string, billingUrl: string, sub: SandboxSubscriptionRow): string {
  const t = T[lang];
  const periodEnd = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(sub.current_period_end);
  return layout(
    lang,
    t.portalTitle,
    `<h1>${t.portalTitle}</h1>
<dl><dt>${t.portalCard}</dt><dd>${sub.card === 'works' ? t.works : t.declines}</dd>
<dt>${t.status}</dt><dd>${escape(sub.status)}</dd><dt>${t.periodEnd}</dt><dd>${escape(periodEnd)}</dd></dl>
${buttons(action, [
  ['works', t.useWorks],
  ['declines', t.useDeclines, true],
  ['renew', t.renewNow, true],
])}
<p><a href="${escape(billingUrl)}">${t.toBilling}</a></p>`,
  );
}
