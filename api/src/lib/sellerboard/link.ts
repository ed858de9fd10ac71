// Which links the server will fetch. A seller could paste any URL; fetching it from our network would
// let them probe internal hosts (SSRF), so only https links to sellerboard's own hosts pass, shaped like
// an automation report (a path and a query that carries its id/token). Tests serve exports from
// http://127.0.0.1, allowed only by the SELLERBOARD_ALLOW_LOCAL config flag (refused in production).
import { SELLERBOARD_LINK_HOSTS, SELLERBOARD_LINK_MAX_LENGTH } from '@bizmarkt/shared/contract';

export type LinkCheck = { ok: true; url: URL } | { ok: false };

export function checkReportLink(raw: string, allowLocal: boolean): LinkCheck {
  if (raw.length > SELLERBOARD_LINK_MAX_LENGTH) return { ok: false };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false };
  }
  if (url.username || url.password) return { ok: false };
  if (allowLocal && url.protocol === 'http:' && url.hostname === '127.0.0.1') return { ok: true, url };
  const host = url.hostname.toLowerCase();
  if (url.protocol !== 'https:' || url.port !== '' || !(SELLERBOARD_LINK_HOSTS as readonly string[]).includes(host)) return { ok: false };
  // An automation report: /…/automation/… (the report itself) with a query naming it.
  if (!/\/automation\//i.test(`${url.pathname}/`) || url.search.length < 2) return { ok: false };
  return { ok: true, url };
}

/** What logs may say about a link: its host, never its path or query (they hold the secret). */
export function redactLink(raw: string): string {
  try {
    return `${new URL(raw).origin}/…`;
  } catch {
    return '[link]';
  }
}
