import i18next from 'i18next';
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
});
