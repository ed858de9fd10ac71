import i18next from 'i18next';
import { TRANSLATION_DEFAULT_LOCALE } from '../constants';
import { initI18n, registerNamespace, withNamespaces } from './i18n';

describe('shared i18n instance', () => {
  it('loads a registered namespace lazily, per locale, and switches language', async () => {
    const en = jest.fn(async () => ({ default: { hello: 'Hello' } }));
    const de = jest.fn(async () => ({ hello: 'Hallo' }));
    registerNamespace('demo', { en, de });
    await initI18n('en');
    expect(en).not.toHaveBeenCalled();

    await i18next.loadNamespaces('demo');
    expect(i18next.t('hello', { ns: 'demo' })).toBe('Hello');
    expect(de).not.toHaveBeenCalled(); // no fallback file is downloaded

    await initI18n('de');
    expect(i18next.language).toBe('de');
    expect(i18next.t('hello', { ns: 'demo' })).toBe('Hallo');
  });

  it('withNamespaces loads the code and the namespace together', async () => {
    const fr = jest.fn(async () => ({ default: { bye: 'Tschüss' } }));
    registerNamespace('other', { en: async () => ({ bye: 'Bye' }), de: fr });
    await initI18n('de');
    const load = withNamespaces(['other'], async () => 'module');
    await expect(load()).resolves.toBe('module');
    expect(fr).toHaveBeenCalledTimes(1);
    expect(i18next.t('bye', { ns: 'other' })).toBe('Tschüss');
  });

  it('falls back to en-US (spec §9), served by the en files, while en and de pages load only their own file', async () => {
    const en = jest.fn(async () => ({ hi: 'Hi' }));
    const de = jest.fn(async () => ({ hi: 'Moin' }));
    registerNamespace('third', { en, de });
    await initI18n('de');
    await i18next.loadNamespaces('third');
    expect(i18next.languages).toEqual(['de']);
    expect(en).not.toHaveBeenCalled();
    await initI18n('en');
    await i18next.loadNamespaces('third');
    expect(i18next.languages).toEqual(['en']);
    expect(en).toHaveBeenCalledTimes(1);

    expect(TRANSLATION_DEFAULT_LOCALE).toBe('en-US');
    await i18next.changeLanguage('fr');
    await i18next.loadNamespaces('third');
    expect(i18next.t('hi', { ns: 'third' })).toBe('Hi');
    await initI18n('en');
  });
});
