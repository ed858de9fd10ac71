import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, makeListing, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../i18n/en.json';
import de from '../../i18n/de.json';
import InformationPage from './pages/information-page';

const namespaces = { createListing: { en, de } };
const user = makeUser({ id: 5 });

function renderWizard(route: string, locale: 'en' | 'de' = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/create/information/:id?" element={<InformationPage />} />
      <Route path="/de/create/information/:id?" element={<InformationPage />} />
      <Route path="/de/create/financials/:id" element={<p>financials step</p>} />
    </Routes>,
    { namespaces, route, locale, user },
  );
}

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

jest.setTimeout(30_000);

describe('step one, Business information', () => {
  it('creates the draft on "Next" and moves to the financials of the new listing (German)', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/categories': [200, [{ id: 3, name: 'Haus & Garten' }]],
      'GET /api/countries': [200, { countries: [{ code: 'DE', name: 'Deutschland' }] }],
      'POST /api/businesses': [201, makeListing({ id: 42, name: 'Gartenwerkzeug-Marke' })],
    });
    global.fetch = fetchMock;
    renderWizard('/de/create/information', 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Neues Inserat erstellen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Unternehmensinformationen' })).toBeInTheDocument();
    const stepper = screen.getByRole('navigation', { name: 'Schritte des Inserats' });
    expect(within(stepper).getAllByRole('link')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(/Titel des Unternehmens/), { target: { value: 'Gartenwerkzeug-Marke' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'FBA' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deutschland (DE)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));

    // The submit first settles the name's live validation still in flight.
    expect(await screen.findByText('financials step', {}, { timeout: 10_000 })).toBeInTheDocument();
    const create = calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/businesses') && !call.headers.Precognition)!;
    const body = JSON.parse(String(create.body)) as { information: Record<string, unknown> };
    expect(body.information).toMatchObject({ name: 'Gartenwerkzeug-Marke', fba_statuses: ['fba'], marketplaces: ['DE'], brand_registry: false });
  });

  it("shows the server's field errors under their fields and stays on the step", async () => {
    global.fetch = createFetchMock({
      'POST /api/businesses': [
        422,
        {
          message: 'The name is too short.',
          errors: { 'information.name': ['The name must be at least 3 characters.'], 'information.fba_statuses': ['Choose at least one.'] },
        },
      ],
    }).fetchMock;
    renderWizard('/create/information');
    fireEvent.change(screen.getByLabelText(/Business title/), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    const error = await screen.findByText('The name must be at least 3 characters.');
    expect(screen.getByLabelText(/Business title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Business title/).getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByRole('group', { name: /Business models/ })).toHaveAccessibleDescription('Choose at least one.');
    expect(screen.getByLabelText(/Business title/)).toHaveValue('ab');
  });

  it("opens a saved draft's values; another seller's listing is refused by the API and the page says so", async () => {
    global.fetch = createFetchMock({
      'GET /api/businesses/42': [200, makeListing({ id: 42, name: 'Pet Brand', fba_statuses: ['wholesale'] })],
      'GET /api/businesses/43': [403, { message: 'This action is unauthorized.' }],
      'GET /api/businesses/44': [200, makeListing({ id: 44, status: 'published', is_mine: false })],
    }).fetchMock;
    const first = renderWizard('/create/information/42');
    expect(await screen.findByLabelText(/Business title/)).toHaveValue('Pet Brand');
    expect(screen.getByRole('heading', { level: 1, name: 'Listing: Pet Brand' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Wholesale' })).toBeChecked();
    expect(within(screen.getByRole('navigation', { name: 'Listing steps' })).getAllByRole('link')).toHaveLength(8);
    first.unmount();

    const refused = renderWizard('/create/information/43');
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing belongs to another seller.');
    expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
    refused.unmount();

    // Someone else's published listing reads as its public view: no form either.
    renderWizard('/create/information/44');
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing belongs to another seller.');
    expect(screen.queryByLabelText(/Business title/)).not.toBeInTheDocument();
  });

  it("asks the top product's share of revenue (optional, 0–100 %), shows the saved one and the server's refusal under it", async () => {
    const saved = makeListing({ id: 42, name: 'Pet Brand', top_product_share: 35, asin_count: 12 });
    const { fetchMock, calls } = createFetchMock({
      'GET /api/businesses/42': [200, saved],
      'POST /api/businesses/42': [422, { message: 'Invalid.', errors: { 'information.top_product_share': ['At most 100.'] } }],
    });
    global.fetch = fetchMock;
    renderWizard('/create/information/42');
    const share = await screen.findByLabelText(/Top product's share of revenue \(%\)/);
    expect(share).toHaveValue('35');
    expect(share).toHaveAccessibleDescription(/best-selling ASIN's share/);
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('At most 100.')).toBeInTheDocument();
    const save = calls.find((call) => call.method === 'POST' && !call.headers.Precognition)!;
    expect(JSON.parse(String(save.body)).information).toMatchObject({ top_product_share: 35, asin_count: 12 });
  });

  it('labels it in German', async () => {
    global.fetch = createFetchMock({ 'GET /api/businesses/42': [200, makeListing({ id: 42, name: 'Pet Brand' })] }).fetchMock;
    renderWizard('/de/create/information/42', 'de');
    expect(await screen.findByLabelText(/Umsatzanteil des stärksten Produkts \(%\)/)).toHaveValue('');
  });
});
