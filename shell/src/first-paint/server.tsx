// The shell's part of a first screen drawn on the server (issue #14; `@bizmarkt/shared/server`): the
// page's frame — header, main, footer — around the remote's drawing of the page, which goes where the
// frame's <Outlet /> is. Built for Node into dist/server/ (shared/tooling/rspack-app.ts) and called
// by the shell's server (shared/tooling/first-paint.mjs).
import { Route, Routes } from '@bizmarkt/shared/router';
import { LOCALE_COOKIE, type Locale } from '@bizmarkt/shared/constants';
import { localizePath, preferredLocale } from '@bizmarkt/shared/locale';
import type { Layout } from '@bizmarkt/shared/routing';
import { renderFirstPaint, type FirstPaintPage, type FirstPaintRequest } from '@bizmarkt/shared/server';
import { FIRST_PAINT_FRAME_LAYOUTS, layoutComponent } from '../layout/layouts';
import shellEn from '../i18n/en.json';
import shellDe from '../i18n/de.json';

/** Where the page's own HTML goes: a custom element no component draws, replaced as a string. */
export const PAGE_SLOT = '<bz-first-paint-page></bz-first-paint-page>';

const Slot = 'bz-first-paint-page' as unknown as 'div';

function framePage(layout: Layout): FirstPaintPage {
  const Frame = layoutComponent(layout);
  return {
    texts: { shell: { en: shellEn, de: shellDe } },
    load: () => Promise.resolve(),
    element: () => (
      <Routes>
        <Route element={<Frame />}>
          <Route path="*" element={<Slot />} />
        </Route>
      </Routes>
    ),
  };
}

/** The layouts whose frames are drawn here (the others' pages are not drawn on the server). */
export const layouts: readonly Layout[] = FIRST_PAINT_FRAME_LAYOUTS;

/** The frame of `layout` at the request's path with `pageHtml` in its main element. */
export async function render(layout: Layout, request: FirstPaintRequest, pageHtml: string): Promise<string | null> {
  if (!layouts.includes(layout)) return null;
  const { html } = await renderFirstPaint(framePage(layout), request);
  if (!html.includes(PAGE_SLOT)) throw new Error(`the ${layout} frame drew no page slot`);
  return html.replace(PAGE_SLOT, () => pageHtml);
}

/** The browser's languages from Accept-Language, most preferred first (what `navigator.languages` lists). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The language and path the page will have in the browser: the shell moves a bare URL to its /de twin
 * when the locale cookie or the browser prefers German (app/startup.ts, settleEntryLocale), and the
 * server draws what the visitor will see.
 */
export function pageLocale(pathWithQuery: string, cookieHeader: string | undefined, acceptLanguage: string | undefined): { locale: Locale; path: string } {
  const [pathname = '/', query = ''] = pathWithQuery.split(/(?=\?)/, 2);
  const cookie = /(?:^|;\s*)([^=;\s]+)=([^;]*)/g;
  let locale: string | null = null;
  for (const [, name, value] of (cookieHeader ?? '').matchAll(cookie)) {
    if (name === LOCALE_COOKIE) locale = decodeURIComponent(value ?? '');
  }
  const settled = preferredLocale(pathname, locale, acceptedLanguages(acceptLanguage));
  return { locale: settled, path: `${localizePath(pathname, settled)}${query}` };
}
