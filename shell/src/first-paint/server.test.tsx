/**
 * @jest-environment node
 */
// The shell's frame around a first screen drawn on the server, and the language the page will have.
import { acceptedLanguages, layouts, pageLocale, render } from './server';

describe('the frame of a first screen drawn on the server', () => {
  it('draws the landing frame in German with the page in its main element', async () => {
    const html = await render('landing', { locale: 'de', path: '/de' }, '<p>THE PAGE</p>');
    expect(html).toMatch(/<main id="main" class="bz-main"><p>THE PAGE<\/p><\/main>/);
    expect(html).toContain('aria-label="Hauptnavigation"');
    expect(html).toContain('href="/de/search"');
    expect(html).toContain('class="bz-header bz-header--transparent"');
    expect(html).toContain('<footer class="bz-footer">');
  });

  it('draws the default frame (solid header, padded main) in English', async () => {
    const html = await render('default', { locale: 'en', path: '/search' }, 'X');
    expect(html).toContain('class="bz-header bz-header--solid"');
    expect(html).toContain('<main id="main" class="bz-main bz-main--padded">X</main>');
    expect(html).toContain('Browse listings');
  });

  it('a page’s `$&` stays as written (no replacement pattern)', async () => {
    const html = await render('landing', { locale: 'en', path: '/' }, '<p>$& $1</p>');
    expect(html).toContain('<p>$& $1</p>');
  });

  it('draws the branded frame of login and registration in German: logo, language switch, the page', async () => {
    const html = await render('auth', { locale: 'de', path: '/de/login?verified=1' }, '<section>LOGIN</section>');
    expect(html).toContain('data-layout="auth"');
    expect(html).toMatch(/<a[^>]*class="bz-logo"[^>]*href="\/de"|<a[^>]*href="\/de"[^>]*class="bz-logo"/);
    // The switch leads to the same page in English, query and all.
    expect(html).toMatch(/<a[^>]*href="\/login\?verified=1"[^>]*>English<\/a>/);
    expect(html).toContain('<main id="main" class="bz-auth-main"><section>LOGIN</section></main>');
    expect(html).toContain('<footer class="bz-footer">');
  });

  it('draws the branded frame of the email preference pages (`/unsubscribed`) in German', async () => {
    const html = await render('preferences', { locale: 'de', path: '/de/unsubscribed' }, '<section>GONE</section>');
    expect(html).toContain('data-layout="preferences"');
    expect(html).toContain('<section>GONE</section>');
    expect(html).toMatch(/<a[^>]*href="\/unsubscribed"[^>]*>English<\/a>/);
  });

  it('draws no frame of the layouts whose pages are not drawn on the server', async () => {
    expect(layouts).toEqual(['landing', 'default', 'auth', 'preferences']);
    await expect(render('error', { locale: 'en', path: '/nothing' }, 'X')).resolves.toBeNull();
    await expect(render('compact-footer', { locale: 'en', path: '/dashboard' }, 'X')).resolves.toBeNull();
  });
});

describe('the language the page will have (as app/startup.ts settles it)', () => {
  it('is German under /de whatever the visitor prefers', () => {
    expect(pageLocale('/de/search?q=pet', 'locale=en', 'en-US')).toEqual({ locale: 'de', path: '/de/search?q=pet' });
  });

  it('moves a bare path to German for the locale cookie, before the browser’s languages', () => {
    expect(pageLocale('/', 'a=1; locale=de', 'en-US,en;q=0.9')).toEqual({ locale: 'de', path: '/de' });
    expect(pageLocale('/search?q=x', 'locale=en', 'de-DE')).toEqual({ locale: 'en', path: '/search?q=x' });
  });

  it('follows Accept-Language by preference without a cookie, else English', () => {
    expect(pageLocale('/', undefined, 'fr-FR;q=0.9, de;q=0.8, en;q=0.1')).toEqual({ locale: 'de', path: '/de' });
    expect(pageLocale('/', undefined, 'fr')).toEqual({ locale: 'en', path: '/' });
    expect(pageLocale('/', undefined, undefined)).toEqual({ locale: 'en', path: '/' });
  });

  it('reads Accept-Language in order of quality', () => {
    expect(acceptedLanguages('en;q=0.5, de-AT, *;q=0.1, fr;q=0')).toEqual(['de-AT', 'en']);
  });
});
