import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@bizmarkt/shared/router';
import { configureApiClient, sessionStore } from '@bizmarkt/shared';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import type { User } from '@bizmarkt/shared/contract';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import { makeCheckoutStatus, makeProBilling } from '../../../testing/billing-fixtures';
import { CHECKOUT_POLL_MS, CHECKOUT_POLL_TIMEOUT_MS } from '../api/get-checkout-status';
import PaymentInProgressPage from './payment-in-progress-page';
import SubscriptionCancelPage from './subscription-cancel-page';
import SubscriptionSuccessPage from './subscription-success-page';
import PaymentSuccessPage from './payment-success-page';

const namespaces = { account: { en, de } };
const free = makeUser({ id: 3, email: 'free@bizmarkt.test', email_verified_at: '2026-01-01', role: 'buyer', subscription: null });
const pro = { ...free, subscription: 'active' };

type Routes = Record<string, [number, unknown?]>;

function renderAt(path: string, routes: Routes, locale: 'en' | 'de' = 'en') {
  const mock = createFetchMock(routes);
  global.fetch = mock.fetchMock;
  const prefix = locale === 'de' ? '/de' : '';
  const view = renderWithProviders(
    <Routes>
      <Route path={`${prefix}/subscription/success`} element={<SubscriptionSuccessPage />} />
      <Route path={`${prefix}/subscription/cancel`} element={<SubscriptionCancelPage />} />
      <Route path={`${prefix}/payment-in-progress`} element={<PaymentInProgressPage />} />
      <Route path={`${prefix}/payment-success`} element={<PaymentSuccessPage />} />
    </Routes>,
    { route: `${prefix}${path}`, locale, namespaces, user: free },
  );
  return { ...view, ...mock };
}

function renderWithVisitor(path: string) {
  sessionStore.getState().clear();
  const mock = createFetchMock({});
  global.fetch = mock.fetchMock;
  renderWithProviders(<SubscriptionSuccessPage />, { route: path, namespaces, user: null });
  return mock;
}

/** Lets the polling clock run: timers fire and the answers they asked for arrive. */
async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
}

describe('payment return pages', () => {
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => jest.useRealTimers());

  it('/subscription/success waits for the webhook, then shows PRO and refreshes the user', async () => {
    const routes: Routes = {
      'GET /api/billing/checkouts/cs_1': [200, makeCheckoutStatus({ status: 'open' })],
      'GET /api/billing': [200, makeProBilling()],
      'GET /api/user': [200, pro],
    };
    const { queryClient } = renderAt('/subscription/success?checkout_id=cs_1', routes);
    expect(await screen.findByRole('status')).toHaveTextContent('We are confirming your payment');
    await advance(CHECKOUT_POLL_MS);
    expect(screen.queryByRole('heading', { name: 'Welcome to PRO!' })).toBeNull();
    routes['GET /api/billing/checkouts/cs_1'] = [200, makeCheckoutStatus({ status: 'paid', subscription_status: 'active' })];
    await advance(CHECKOUT_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Welcome to PRO!' })).toBeInTheDocument();
    expect(await screen.findByText('It renews on December 20, 2026.')).toBeInTheDocument();
    await advance(0);
    expect(queryClient.getQueryData<User>(queryKeys.user())?.subscription).toBe('active');
  });

  it('/payment-in-progress goes to /payment-success once the pending payment lands', async () => {
    const routes: Routes = {
      'GET /api/billing/checkouts/cs_2': [200, makeCheckoutStatus({ id: 'cs_2', status: 'processing' })],
      'GET /api/billing': [200, makeProBilling()],
      'GET /api/user': [200, pro],
    };
    renderAt('/payment-in-progress?checkout_id=cs_2', routes);
    expect(await screen.findByRole('heading', { name: 'Payment in progress' })).toBeInTheDocument();
    routes['GET /api/billing/checkouts/cs_2'] = [200, makeCheckoutStatus({ id: 'cs_2', status: 'paid', subscription_status: 'active' })];
    await advance(CHECKOUT_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Welcome to PRO!' })).toBeInTheDocument();
  });

  it('/payment-in-progress shows a declined card clearly, in German', async () => {
    renderAt(
      '/payment-in-progress?checkout_id=cs_3',
      { 'GET /api/billing/checkouts/cs_3': [200, makeCheckoutStatus({ id: 'cs_3', status: 'failed', failure_reason: 'card_declined' })] },
      'de',
    );
    expect(await screen.findByRole('heading', { name: 'Zahlung fehlgeschlagen' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ihre Karte wurde abgelehnt.');
    expect(screen.getByRole('link', { name: 'Zurück zu den Tarifen' })).toHaveAttribute('href', '/de/pricing');
  });

  it('stops polling with a message when the payment takes too long', async () => {
    const { calls } = renderAt('/payment-in-progress?checkout_id=cs_4', {
      'GET /api/billing/checkouts/cs_4': [200, makeCheckoutStatus({ id: 'cs_4', status: 'processing' })],
    });
    expect(await screen.findByRole('heading', { name: 'Payment in progress' })).toBeInTheDocument();
    await advance(CHECKOUT_POLL_TIMEOUT_MS);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment has not been confirmed yet');
    const asked = calls.length;
    await advance(CHECKOUT_POLL_MS * 3);
    expect(calls.length).toBe(asked);
  });

  it('an unknown checkout is said to be unknown, not sent to the 404 page', async () => {
    renderAt('/subscription/success?checkout_id=nope', {});
    expect(await screen.findByRole('heading', { name: 'Checkout not found' })).toBeInTheDocument();
  });

  it('asks a visitor to log in instead of asking the API', async () => {
    const { calls } = renderWithVisitor('/subscription/success?checkout_id=cs_1');
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([]);
  });

  it('/subscription/cancel says nothing was charged and leads back to the plans', async () => {
    renderAt('/subscription/cancel', {});
    expect(screen.getByRole('heading', { name: 'Checkout cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the plans' })).toHaveAttribute('href', '/pricing');
  });
});
