import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import { makePlans } from '../../../testing/billing-fixtures';
import { goToUrl } from '../../../lib/go-to-url';
import PricingPage from './pricing-page';

// jsdom cannot leave the page: the checkout URL the browser would go to is recorded instead.
jest.mock('../../../lib/go-to-url', () => ({ goToUrl: jest.fn() }));
const goTo = goToUrl as jest.MockedFunction<typeof goToUrl>;

const namespaces = { account: { en, de } };
const free = makeUser({ id: 3, email: 'free@bizmarkt.test', email_verified_at: '2026-01-01', role: 'buyer', subscription: null });
const pro = { ...free, subscription: 'active' };

function renderPage(locale: 'en' | 'de' = 'en') {
  const route = locale === 'de' ? '/de/pricing' : '/pricing';
  return renderWithProviders(
    <Routes>
      <Route path={route} element={<PricingPage />} />
      <Route path={locale === 'de' ? '/de/login' : '/login'} element={<LoginStub />} />
      <Route path={locale === 'de' ? '/de/registration' : '/registration'} element={<p>registration page</p>} />
    </Routes>,
    { route, locale, namespaces },
  );
}

const proCard = () => screen.getByRole('article', { name: 'PRO' });

/** The login page's stand-in: shows where it would send the visitor back. */
function LoginStub() {
  const from = (useLocation().state as { from?: string } | null)?.from;
  return <p>login page, back to {from}</p>;
}

describe('PricingPage', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    goTo.mockClear();
  });

  it('shows Free and PRO side by side and switches to the yearly price with its saving', async () => {
    sessionStore.getState().markGuest();
    global.fetch = createFetchMock({ 'GET /api/plans': [200, makePlans()] }).fetchMock;
    renderPage();
    // Whole amounts on the tiles (decision 0252), and the currency explained.
    const free = await screen.findByRole('article', { name: 'Free' });
    expect(free).toHaveTextContent('$0 forever');
    expect(free).not.toHaveTextContent('$0.00');
    expect(free).toHaveTextContent('See which listings are behind an NDA and what it covers');
    expect(free).not.toHaveTextContent(/Request access/);
    expect(proCard()).toHaveTextContent('$29 / month');
    expect(proCard()).toHaveTextContent("Prices in US dollars; customers in the EU pay in euros, with their country's VAT.");
    expect(within(proCard()).getByText('Message sellers and read their replies')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    expect(proCard()).toHaveTextContent('$290 / year');
    expect(proCard()).toHaveTextContent('$24.17 a month, billed yearly · Save $58 a year compared with monthly');
    expect(screen.getByText('Save 17%')).toBeInTheDocument();
    expect(proCard()).toHaveTextContent(/Plus VAT where applicable/);
  });

  it('gives a visitor an action on both plans: Start free registers, Get PRO logs in and comes back with the plan', async () => {
    sessionStore.getState().markGuest();
    global.fetch = createFetchMock({ 'GET /api/plans': [200, makePlans()] }).fetchMock;
    renderPage();
    const freeCard = await screen.findByRole('article', { name: 'Free' });
    expect(within(freeCard).getByRole('link', { name: 'Start free' })).toHaveAttribute('href', '/registration');
    expect(within(proCard()).queryByRole('link', { name: 'Log In' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Yearly/ }));
    fireEvent.click(await within(proCard()).findByRole('link', { name: 'Get PRO' }));
    expect(await screen.findByText('login page, back to /pricing?subscribe=pro_yearly')).toBeInTheDocument();
  });

  it('starts the checkout of the plan a visitor chose once they are back logged in', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/plans': [200, makePlans()],
      'POST /api/billing/checkout': [201, { url: '/api/payments/sandbox/checkout/cs_2' }],
    });
    global.fetch = fetchMock;
    renderWithProviders(<PricingPage />, { route: '/pricing?subscribe=pro_yearly', namespaces, user: free });
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/payments/sandbox/checkout/cs_2'));
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((post) => JSON.parse(String(post.body)))).toEqual([{ plan_id: 'pro_yearly', currency: 'USD' }]);
  });

  it('starts the checkout of the chosen plan in the shown currency for a free user', async () => {
    const { fetchMock, calls } = createFetchMock({
      'GET /api/plans': [200, makePlans()],
      'POST /api/billing/checkout': [201, { url: '/api/payments/sandbox/checkout/cs_1' }],
    });
    global.fetch = fetchMock;
    renderWithProviders(<PricingPage />, { route: '/pricing', namespaces, user: free });
    fireEvent.click(await screen.findByRole('radio', { name: /Yearly/ }));
    expect(within(screen.getByRole('article', { name: 'Free' })).getByText('Your current plan')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/payments/sandbox/checkout/cs_1'));
    const post = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ plan_id: 'pro_yearly', currency: 'USD' });
  });

  it('tells a subscriber they are PRO instead of offering the upgrade', async () => {
    global.fetch = createFetchMock({ 'GET /api/plans': [200, makePlans()] }).fetchMock;
    renderWithProviders(<PricingPage />, { route: '/pricing', namespaces, user: pro });
    expect(await screen.findByText('You are a PRO user')).toBeInTheDocument();
    expect(within(proCard()).getByText('Your current plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage billing' })).toHaveAttribute('href', '/billing');
  });

  it('shows euro prices with the VAT included on German pages', async () => {
    sessionStore.getState().markGuest();
    const plans = makePlans({
      currency: 'EUR',
      vat: { treatment: 'standard', country_code: 'DE', rate: 19, prices_include_vat: true },
    });
    plans.plans[0]!.prices[1] = { currency: 'EUR', net_amount: 2700, vat_rate: 19, vat_amount: 513, gross_amount: 3213 };
    global.fetch = createFetchMock({ 'GET /api/plans': [200, plans] }).fetchMock;
    renderPage('de');
    const card = await screen.findByRole('article', { name: 'PRO' });
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('32,13 € / Monat');
    expect(card).toHaveTextContent('Inklusive 19 % MwSt. für Deutschland.');
    expect(card).toHaveTextContent('Preise in Euro, der Währung unserer Kunden in der EU; außerhalb der EU zahlen Sie in US-Dollar.');
    expect(screen.getByRole('article', { name: 'Kostenlos' }).textContent?.replace(/\s/g, ' ')).toContain('0 € dauerhaft');
    expect(within(card).getByRole('link', { name: 'PRO abonnieren' })).toHaveAttribute('href', '/de/login');
    expect(within(screen.getByRole('article', { name: 'Kostenlos' })).getByRole('link', { name: 'Kostenlos starten' })).toHaveAttribute(
      'href',
      '/de/registration',
    );
    expect(screen.getByRole('radio', { name: /Jährlich/ })).toBeInTheDocument();
  });

  it("tells a free user sent by a listing's NDA button why they are here (walk #31)", async () => {
    global.fetch = createFetchMock({ 'GET /api/plans': [200, makePlans()] }).fetchMock;
    renderWithProviders(<PricingPage />, { route: '/pricing?reason=nda', namespaces, user: free });
    expect(await screen.findByRole('status')).toHaveTextContent("Signing a listing's NDA to see its protected details takes PRO.");
  });

  it('shows no such reason without it', async () => {
    global.fetch = createFetchMock({ 'GET /api/plans': [200, makePlans()] }).fetchMock;
    renderWithProviders(<PricingPage />, { route: '/pricing', namespaces, user: free });
    await screen.findByRole('article', { name: 'Free' });
    expect(screen.queryByText(/takes PRO/)).toBeNull();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    sessionStore.getState().markGuest();
    const routes: Record<string, [number, unknown?]> = { 'GET /api/plans': [500, { message: 'boom' }] };
    global.fetch = createFetchMock(routes).fetchMock;
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    routes['GET /api/plans'] = [200, makePlans()];
    fireEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'PRO' })).toBeInTheDocument();
  });
});
