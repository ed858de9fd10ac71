import i18next from 'i18next';
import { initI18n } from '@bizmarkt/shared';
import { LOCALE_RESOURCES } from '../i18n/testing';
import routes from './routes';
import panels from './panels';

beforeAll(async () => {
  await initI18n('de');
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('exposes the landing page for the shell route table', async () => {
  expect(Object.keys(routes).sort()).toEqual(
    [
      'landing',
      'search',
      'admin-listings',
      'admin-listing',
      'how-to-buy',
      'how-to-sell',
      'faq',
      'how-we-verify',
      'privacy-policy',
      'terms-of-service',
      'imprint',
      'contact',
      'favorites',
      'my-listings',
      'business',
      'business-unavailable',
    ].sort(),
  );
  const page = await routes.landing!();
  expect(typeof page.default).toBe('function');
});

it('the landing page downloads the core namespace only, with its page', async () => {
  const load = jest.spyOn(i18next, 'loadNamespaces');
  await routes.landing!();
  expect(load.mock.calls.map(([namespaces]) => namespaces)).toEqual([['listings']]);
  expect(i18next.hasLoadedNamespace('listings')).toBe(true);
});

it('the filters panel loads the search texts its title names', async () => {
  const panel = await panels.filters!();
  expect(i18next.t(panel.meta.titleKey)).toBe('Filter');
});

it('registers each namespace with its own files', async () => {
  await i18next.loadNamespaces(Object.keys(LOCALE_RESOURCES));
  for (const [ns, { de }] of Object.entries(LOCALE_RESOURCES)) expect(i18next.getResourceBundle('de', ns)).toEqual(de);
});
