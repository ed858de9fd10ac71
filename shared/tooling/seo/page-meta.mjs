// What the shell's server says about each page before any script runs: the document title (the same
// text the client sets: the route's `shellTitles:<id>` + " – Bizmarkt", from the build's seo.json),
// a description, the canonical URL and the en/de alternates. Only the public pages worth finding are
// indexable; every other page (login, settings, wizard, 404) says `noindex`.

export const SITE_NAME = 'Bizmarkt';
const LOCALE_PREFIX = '/de';

/** Public pages listed in the sitemap and given canonical/hreflang tags (route ids). */
export const INDEXABLE_ROUTES = [
  'landing',
  'search',
  'pricing',
  'how-to-buy',
  'how-to-sell',
  'faq',
  'privacy-policy',
  'terms-of-service',
  'how-we-verify',
  'imprint',
  'contact',
];

/** Meta descriptions (≤ 160 characters) of the indexable pages. */
export const DESCRIPTIONS = {
  en: {
    landing: 'Buy and sell online businesses and Amazon FBA brands: verified listings with real numbers, NDAs before the details and a guided buying process.',
    search: 'Browse verified online businesses for sale. Filter Amazon FBA brands by price, revenue, profit, margin, multiple, age, category and marketplace.',
    pricing: 'Browse listings for free. PRO lets you message sellers, sign NDAs and follow the guided buying process. Monthly or yearly plans.',
    'how-to-buy':
      'How buying an online business works on Bizmarkt: find a listing, sign the NDA, LOI, due diligence, purchase agreement, escrow and the transfer of assets.',
    'how-to-sell':
      'How to sell your Amazon business on Bizmarkt: prepare your numbers, create the listing in eight steps, get verified and work with buyers. Listing is free.',
    faq: 'Answers about buying and selling online businesses on Bizmarkt: verification, NDAs, multiples, payments, PRO, VAT and your account.',
    'privacy-policy':
      'What Bizmarkt stores about you, why and for how long: account, sessions and cookies, listings and messages, emails, payments and your rights.',
    'terms-of-service':
      'The terms of service of Bizmarkt for buyers and sellers: accounts, listings, conduct, the PRO subscription, liability and applicable law.',
    'how-we-verify':
      'What the verified badge on a Bizmarkt listing means: who the seller is, where the financials come from (sellerboard or by hand) and what a moderator checks.',
    imprint:
      'The legal notice of Bizmarkt, the marketplace for online businesses: the operator, its address, register entry, VAT id and who is responsible for content.',
    contact: 'How to reach the Bizmarkt team: email and postal address for questions about listings, buying, selling, your account and your data.',
  },
  de: {
    landing:
      'Online-Unternehmen und Amazon-FBA-Marken kaufen und verkaufen: geprüfte Inserate mit echten Zahlen, NDAs vor den Details und ein geführter Kaufprozess.',
    search: 'Geprüfte Online-Unternehmen zum Kauf. Amazon-FBA-Marken nach Preis, Umsatz, Gewinn, Marge, Multiple, Alter, Kategorie und Marktplatz filtern.',
    pricing: 'Inserate kostenlos ansehen. Mit PRO schreiben Sie Verkäufern, unterzeichnen NDAs und nutzen den geführten Kaufprozess. Monatlich oder jährlich.',
    'how-to-buy':
      'So kaufen Sie ein Online-Unternehmen auf Bizmarkt: Inserat finden, NDA, Absichtserklärung, Due Diligence, Kaufvertrag, Treuhand und Übertragung.',
    'how-to-sell':
      'So verkaufen Sie Ihr Amazon-Unternehmen auf Bizmarkt: Zahlen vorbereiten, Inserat in acht Schritten anlegen, prüfen lassen, mit Käufern arbeiten.',
    faq: 'Antworten zum Kauf und Verkauf von Online-Unternehmen auf Bizmarkt: Prüfung, NDAs, Multiples, Zahlung, PRO, Mehrwertsteuer und Ihr Konto.',
    'privacy-policy':
      'Was Bizmarkt über Sie speichert, warum und wie lange: Konto, Sitzungen und Cookies, Inserate und Nachrichten, E-Mails, Zahlungen und Ihre Rechte.',
    'terms-of-service':
      'Die Nutzungsbedingungen von Bizmarkt für Käufer und Verkäufer: Konto, Inserate, Verhalten, das PRO-Abonnement, Haftung und anwendbares Recht.',
    'how-we-verify':
      'Was das Siegel „Geprüft“ eines Inserats auf Bizmarkt bedeutet: wer verkauft, woher die Finanzdaten stammen (sellerboard, von Hand) und was ein Moderator prüft.',
    imprint: 'Impressum von Bizmarkt, dem Marktplatz für Online-Unternehmen: Betreiber, Anschrift, Registereintrag, USt-IdNr. und inhaltlich Verantwortlicher.',
    contact: 'So erreichen Sie das Bizmarkt-Team: E-Mail und Anschrift für Fragen zu Inseraten, Kauf, Verkauf, Ihrem Konto und Ihren Daten.',
  },
};

/** `/de/faq` → `{ locale: 'de', barePath: '/faq' }`; `/de` → `/`. */
export function splitLocale(pathname) {
  if (pathname === LOCALE_PREFIX || pathname === `${LOCALE_PREFIX}/`) return { locale: 'de', barePath: '/' };
  if (pathname.startsWith(`${LOCALE_PREFIX}/`)) return { locale: 'de', barePath: pathname.slice(LOCALE_PREFIX.length) };
  return { locale: 'en', barePath: pathname };
}

/** The page's URL in one language on the public origin: `/faq` → `https://…/de/faq`. */
export function localizedUrl(origin, barePath, locale) {
  const path = locale === 'de' ? (barePath === '/' ? LOCALE_PREFIX : `${LOCALE_PREFIX}${barePath}`) : barePath;
  return `${origin}${path}`;
}

export function alternatesFor(origin, barePath) {
  return { en: localizedUrl(origin, barePath, 'en'), de: localizedUrl(origin, barePath, 'de') };
}

/** "Log in – Bizmarkt", as `composeDocumentTitle` in the shared package. */
export function documentTitle(title) {
  return title ? `${title} – ${SITE_NAME}` : SITE_NAME;
}

/**
 * The meta of a page that is not a listing. `route` is the route table's entry (`{ id, path }`) or
 * undefined for an unknown path; `titles` the build's `{ en: { [routeId]: title }, de: … }`.
 * The canonical URL drops the query (a filtered search is the same page to a search engine) and
 * uses the route's own path (`/FAQ/` → `/faq`).
 */
export function pageMeta({ route, locale, origin, titles }) {
  if (!route || route.notFound) return { locale, title: documentTitle(titles[locale]?.['not-found']), noindex: true };
  const title = documentTitle(titles[locale]?.[route.id]);
  if (!INDEXABLE_ROUTES.includes(route.id)) return { locale, title, noindex: true };
  return {
    locale,
    title,
    description: DESCRIPTIONS[locale][route.id],
    canonical: localizedUrl(origin, route.path, locale),
    alternates: alternatesFor(origin, route.path),
  };
}
