import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../i18n/en.json';
import de from '../i18n/de.json';
import { routeComponent } from './route-components';

// A remote deployed before the shell's route table grew: its `./routes` lacks one of the table's pages.
jest.mock('../remotes/remote-registry', () => ({ loadExpose: jest.fn(async () => ({})), resetRemote: jest.fn() }));

const namespaces = { shell: { en, de } };

describe('a route its remote does not provide', () => {
  it('says plainly that the page is not available yet', async () => {
    const Page = routeComponent('how-to-buy');
    renderWithProviders(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      { namespaces },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is not available yet' })).toBeInTheDocument();
  });

  it('in German under /de', async () => {
    const Page = routeComponent('faq');
    renderWithProviders(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
      { namespaces, locale: 'de', route: '/de/faq' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Diese Seite ist noch nicht verfügbar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/de');
  });
});
