import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import GeneralInfoPage from './general-info-page';

const namespaces = { account: { en, de } };
const user = makeUser({ id: 9, email: 'norole@bizmarkt.test', email_verified_at: '2026-01-01', role: null, name: null, last_name: null, country_code: null });
const countries = {
  countries: [
    { code: 'AT', name: 'Austria' },
    { code: 'DE', name: 'Germany' },
    { code: 'FR', name: 'France' },
  ],
  countries_eu: ['AT', 'DE', 'FR'],
  states: [],
};

function renderPage(locale: 'en' | 'de' = 'en') {
  const route = locale === 'de' ? '/de/registration/general-info' : '/registration/general-info';
  return renderWithProviders(
    <Routes>
      <Route path={route} element={<GeneralInfoPage />} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/de/dashboard" element={<p>Dashboard-Seite</p>} />
    </Routes>,
    { route, locale, namespaces },
  );
}

async function pickCountry(name: string, search?: string) {
  const dropdown = await waitFor(() => {
    const element = document.querySelector('.p-dropdown')!;
    expect(element).not.toHaveClass('p-disabled');
    return element as HTMLElement;
  });
  fireEvent.click(dropdown);
  // The overlay is still in its (CSS) opening transition in jsdom: hidden to the accessibility tree.
  if (search) fireEvent.change(screen.getByRole('textbox', { name: 'Search countries', hidden: true }), { target: { value: search } });
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

describe('GeneralInfoPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    sessionStore.getState().setUser(user);
  });

  it('explains every missing answer before anything is sent', async () => {
    const { fetchMock, calls } = createFetchMock({ 'GET /api/countries': [200, countries] });
    global.fetch = fetchMock;
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose how you want to use Bizmarkt.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your first name.')).toHaveAttribute('id', 'general-info-name-error');
    expect(screen.getByText('Please enter your last name.')).toHaveAttribute('id', 'general-info-last-name-error');
    expect(screen.getByText('Please select your country.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves role, names and a country found by searching, updates the user and goes to the dashboard', async () => {
    const saved = { ...user, role: 'universal', name: 'Nora', last_name: 'Norole', country_code: 'DE' };
    const { fetchMock, calls } = createFetchMock({ 'GET /api/countries': [200, countries], 'POST /api/user/general-info': [200, saved] });
    global.fetch = fetchMock;
    const { queryClient } = renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Buyer and Seller' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Nora ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Norole' } });
    await pickCountry('Germany', 'germ');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    // The submit: the choices before it were validated live (Precognition requests).
    const post = calls.find((call) => call.method === 'POST' && !('Precognition' in call.headers))!;
    expect(post.url).toMatch(/\/api\/user\/general-info$/);
    expect(JSON.parse(String(post.body))).toEqual({ role: 'universal', name: 'Nora', last_name: 'Norole', country_code: 'DE' });
    expect(sessionStore.getState().user).toEqual(saved);
    expect(queryClient.getQueryData(queryKeys.user())).toEqual(saved);
  });

  it('shows the server errors under their fields', async () => {
    global.fetch = createFetchMock({
      'GET /api/countries': [200, countries],
      'POST /api/user/general-info': [
        422,
        { message: 'invalid', errors: { name: ['The name may not be greater than 64 characters.'], country_code: ['The selected country is invalid.'] } },
      ],
    }).fetchMock;
    renderPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Seller' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Nora' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Norole' } });
    await pickCountry('France');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The name may not be greater than 64 characters.')).toHaveAttribute('id', 'general-info-name-error');
    expect(screen.getByText('The selected country is invalid.')).toHaveAttribute('id', 'general-info-country-error');
  });

  it('offers a retry when the countries cannot be loaded', async () => {
    global.fetch = createFetchMock({ 'GET /api/countries': [500, { message: 'Server Error' }] }).fetchMock;
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list of countries could not be loaded.');
    global.fetch = createFetchMock({ 'GET /api/countries': [200, countries] }).fetchMock;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('has the German role labels', () => {
    global.fetch = createFetchMock({ 'GET /api/countries': [200, countries] }).fetchMock;
    renderPage('de');
    for (const label of ['Käufer', 'Verkäufer', 'Käufer und Verkäufer']) expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
  });
});
