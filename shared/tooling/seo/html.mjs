// The head tags of a crawlable page and their injection into the SPA's index.html. Everything that
// goes into the page is escaped here, in one place: values come from the API (a seller's listing
// title and summary) and from the request (the path), so they are untrusted. No script is added: the
// page keeps running under the same Content-Security-Policy.

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value → HTML that shows it literally (also safe for XML). */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Open Graph's locale names. */
export const OG_LOCALES = { en: 'en_US', de: 'de_DE' };

/**
 * The tags of one page. `meta`: `{ locale, title, description, canonical?, alternates?: { en, de },
 * image?, type?, noindex? }` — `title` is the document title as the client shows it; URLs absolute.
 * @returns {string} HTML, one tag a line
 */
export function headTags(meta) {
  const tags = [`<title>${escapeHtml(meta.title)}</title>`];
  const metaTag = (attribute, name, content) => tags.push(`<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`);
  if (meta.description) metaTag('name', 'description', meta.description);
  if (meta.noindex) metaTag('name', 'robots', 'noindex');
  if (meta.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonical)}" />`);
  if (meta.alternates) {
    for (const [hreflang, href] of [
      ['en', meta.alternates.en],
      ['de', meta.alternates.de],
      ['x-default', meta.alternates.en],
    ]) {
      tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
    }
  }
  if (meta.canonical) {
    metaTag('property', 'og:type', meta.type ?? 'website');
    metaTag('property', 'og:site_name', 'Bizmarkt');
    metaTag('property', 'og:title', meta.ogTitle ?? meta.title);
    if (meta.description) metaTag('property', 'og:description', meta.description);
    metaTag('property', 'og:url', meta.canonical);
    metaTag('property', 'og:locale', OG_LOCALES[meta.locale]);
    metaTag('property', 'og:locale:alternate', OG_LOCALES[meta.locale === 'de' ? 'en' : 'de']);
    if (meta.image) metaTag('property', 'og:image', meta.image);
    metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary');
  }
  return tags.join('\n    ');
}

/**
 * index.html with the page's language and head tags: its own `<title>` and description are replaced,
 * the rest goes before `</head>`. Throws when the template lacks what it replaces (a changed
 * index.html must not silently lose the tags).
 */
export function injectHead(indexHtml, { locale, tags }) {
  const withoutDefaults = indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${locale === 'de' ? 'de' : 'en'}"`)
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '');
  if (!withoutDefaults.includes('</head>')) throw new Error('index.html has no </head>');
  return withoutDefaults.replace('</head>', `  ${tags}\n  </head>`);
}

/** A text cut at a word boundary to about `max` characters, with an ellipsis; whitespace folded. */
export function clip(text, max = 160) {
  const folded = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (folded.length <= max) return folded;
  const cut = folded.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s.,;:–-]+$/, '')}…`;
}
