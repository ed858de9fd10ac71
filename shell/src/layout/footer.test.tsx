import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { Footer } from './footer';
import { CookieSettings } from '../third-party/cookie-settings';

const namespaces = { shell: { en, de } };

beforeAll(() => {
  // jsdom has <dialog> without its methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

describe('Footer', () => {
  it('links the imprint, privacy policy, terms and contact page, in English', () => {
    renderWithProviders(<Footer languageSwitch={false} />, { namespaces });
    const nav = screen.getByRole('navigation', { name: 'Legal and contact' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Imprint', '/imprint'],
      ['Privacy', '/privacy-policy'],
      ['Terms', '/terms-of-service'],
      ['Contact', '/contact'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Cookie settings' })).toBeVisible();
  });

  it('links the German pages under /de, in German', () => {
    renderWithProviders(<Footer languageSwitch={false} />, { namespaces, locale: 'de', route: '/de' });
    const nav = screen.getByRole('navigation', { name: 'Rechtliches und Kontakt' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Impressum', '/de/imprint'],
      ['Datenschutz', '/de/privacy-policy'],
      ['AGB', '/de/terms-of-service'],
      ['Kontakt', '/de/contact'],
    ]);
    expect(within(nav).getByRole('button', { name: 'Cookie-Einstellungen' })).toBeVisible();
  });

  it('without a consent tool, cookie settings open a dialog naming the necessary cookies', () => {
    renderWithProviders(<Footer languageSwitch={false} />, { namespaces });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    expect(dialog).toHaveTextContent('bizmarkt_session — keeps you logged in');
    expect(dialog).toHaveTextContent('No statistics, marketing or preference cookies are used.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog).not.toHaveAttribute('open');
  });
});

describe('CookieSettings with a consent tool', () => {
  it('reopens the tool’s banner instead of the shell’s dialog', () => {
    const renew = jest.fn();
    renderWithProviders(<CookieSettings consentId="cbid-1" renew={renew} />, { namespaces });
    fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(renew).toHaveBeenCalledWith('cbid-1');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});

describe('the Cookiebot adapter', () => {
  it('reopens the banner through Cookiebot.renew()', async () => {
    const { cookiebotConsent } = await import('../third-party/cookiebot-consent');
    const renew = jest.fn();
    const win = Object.assign(new EventTarget(), { Cookiebot: { renew } }) as unknown as Window;
    cookiebotConsent('cbid-1', win).renew();
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
