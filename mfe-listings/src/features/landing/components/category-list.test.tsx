import { fireEvent, screen } from '@testing-library/react';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { CategoryList } from './category-list';

const namespaces = resourcesOf('listings');

describe('CategoryList', () => {
  beforeEach(() => configureApiClient({ baseUrl: '' }));

  it('shows a loading state, then the categories in the page language', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/categories': [
        200,
        [
          { id: 1, name: 'Amazon FBA' },
          { id: 2, name: 'SaaS' },
        ],
      ],
    });
    global.fetch = fetchMock;
    renderWithProviders(<CategoryList />, { locale: 'de', namespaces });
    expect(screen.getByRole('status')).toHaveTextContent('Kategorien werden geladen…');
    const list = await screen.findByRole('list', { name: 'Nach Kategorie stöbern' });
    expect(list).toHaveTextContent('Amazon FBA');
    expect(list).toHaveTextContent('SaaS');
    expect(calls[0]!.headers['X-LANG']).toBe('de');
  });

  it("links each category to its search, in the page's language", async () => {
    global.fetch = createFetchMock({
      'GET /api/categories': [
        200,
        [
          { id: 1, name: 'Amazon FBA' },
          { id: 2, name: 'SaaS' },
        ],
      ],
    }).fetchMock;
    renderWithProviders(<CategoryList />, { route: '/de', locale: 'de', namespaces });
    expect(await screen.findByRole('link', { name: 'SaaS' })).toHaveAttribute('href', '/de/search?categories=2');
    expect(screen.getByRole('link', { name: 'Amazon FBA' })).toHaveAttribute('href', '/de/search?categories=1');
  });

  it('explains a failure and retries', async () => {
    const { fetchMock } = createFetchMock({ 'GET /api/categories': [500, { message: 'Server Error' }] });
    global.fetch = fetchMock;
    renderWithProviders(<CategoryList />, { namespaces });
    expect(await screen.findByRole('alert')).toHaveTextContent('The categories could not be loaded.');

    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify([{ id: 3, name: 'Content sites' }]), { headers: { 'content-type': 'application/json' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Content sites')).toBeInTheDocument();
  });

  it('says so when there are no categories', async () => {
    global.fetch = createFetchMock({ 'GET /api/categories': [200, []] }).fetchMock;
    renderWithProviders(<CategoryList />, { namespaces });
    expect(await screen.findByText('There are no categories yet.')).toBeInTheDocument();
  });
});
