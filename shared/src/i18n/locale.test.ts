import { isLocale, localeFromPath, localizePath, preferredLocale, stripLocale } from './locale';

describe('locale paths', () => {
  it.each([
    ['/', 'en'],
    ['/login', 'en'],
    ['/de', 'de'],
    ['/de/login', 'de'],
    ['/dealers', 'en'],
    ['/design/de', 'en'],
  ])('%s is %s', (path, locale) => expect(localeFromPath(path)).toBe(locale));

  it('strips the German prefix', () => {
    expect(stripLocale('/de')).toBe('/');
    expect(stripLocale('/de/business/5')).toBe('/business/5');
    expect(stripLocale('/dealers')).toBe('/dealers');
  });

  it('localizes bare and German paths both ways', () => {
    expect(localizePath('/', 'de')).toBe('/de');
    expect(localizePath('/login', 'de')).toBe('/de/login');
    expect(localizePath('/de/login', 'de')).toBe('/de/login');
    expect(localizePath('/de/login', 'en')).toBe('/login');
    expect(localizePath('/de', 'en')).toBe('/');
  });

  it('knows its locales', () => {
    expect(isLocale('de')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });
});

describe('preferred locale: route, then cookie, then browser', () => {
  it('the route wins', () => expect(preferredLocale('/de/login', 'en', ['en-US'])).toBe('de'));
  it('then the cookie', () => expect(preferredLocale('/login', 'de', ['en-US'])).toBe('de'));
  it('an English cookie keeps a German browser in English', () => expect(preferredLocale('/', 'en', ['de-DE'])).toBe('en'));
  it('then the browser', () => expect(preferredLocale('/', null, ['fr-FR', 'de-AT'])).toBe('de'));
  it('else English', () => expect(preferredLocale('/', 'xx', ['fr'])).toBe('en'));
});
