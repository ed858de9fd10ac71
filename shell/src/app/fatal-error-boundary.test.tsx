import { screen } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { FatalErrorBoundary, isBot } from './fatal-error-boundary';

function Crash(): never {
  throw new Error('render crash');
}

describe('FatalErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the error page on a fatal render error, in the page language', () => {
    renderWithProviders(
      <FatalErrorBoundary userAgent="Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0">
        <Crash />
      </FatalErrorBoundary>,
      { locale: 'de', namespaces: { shell: { en, de } } },
    );
    expect(screen.getByRole('heading', { name: 'Entschuldigung, etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' })).toBeInTheDocument();
  });

  it('shows nothing to a bot', () => {
    const { container } = renderWithProviders(
      <FatalErrorBoundary userAgent="Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)">
        <Crash />
      </FatalErrorBoundary>,
      { namespaces: { shell: { en, de } } },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('renders its children when nothing fails', () => {
    renderWithProviders(
      <FatalErrorBoundary>
        <p>fine</p>
      </FatalErrorBoundary>,
      { namespaces: { shell: { en, de } } },
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('knows bots from browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('Mozilla/5.0 (Macintosh) Safari/605.1.15')).toBe(false);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/156.0')).toBe(false);
  });
});
