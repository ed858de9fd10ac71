import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { configureApiClient, toastStore } from '@bizmarkt/shared';
import { createFetchMock, makeUser, renderWithProviders } from '@bizmarkt/shared/testing';
import type { BillingResponse } from '@bizmarkt/shared/contract';
import en from '../../../i18n/en';
import de from '../../../i18n/de';
import { makeBilling, makeInvoice, makeProBilling } from '../../../testing/billing-fixtures';
import { goToUrl } from '../../../lib/go-to-url';
import BillingPage from './billing-page';

jest.mock('../../../lib/go-to-url', () => ({ goToUrl: jest.fn() }));
const goTo = goToUrl as jest.MockedFunction<typeof goToUrl>;

const namespaces = { account: { en, de } };
const user = makeUser({
  id: 3,
  name: 'Frieda',
  last_name: 'Free',
  email: 'free@bizmarkt.test',
  email_verified_at: '2026-01-01',
  role: 'buyer',
  subscription: 'active',
  country_code: 'DE',
});
const countries = {
  countries: [
    { code: 'DE', name: 'Germany' },
    { code: 'US', name: 'United States' },
  ],
  countries_eu: ['DE'],
  states: [],
};

function renderPage(billing: BillingResponse, extra: Record<string, [number, unknown?]> = {}, locale: 'en' | 'de' = 'en') {
  const routes: Record<string, [number, unknown?]> = {
    'GET /api/billing': [200, billing],
    'GET /api/countries': [200, countries],
    'GET /api/user': [200, user],
    ...extra,
  };
  const mock = createFetchMock(routes);
  global.fetch = mock.fetchMock;
  const view = renderWithProviders(
    <>
      <BillingPage />
      <ConfirmDialog />
    </>,
    { route: locale === 'de' ? '/de/billing' : '/billing', locale, namespaces, user },
  );
  return { ...view, ...mock, routes };
}

describe('BillingPage', () => {
  const toast = jest.fn();
  beforeEach(() => {
    configureApiClient({ baseUrl: '' });
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    toast.mockClear();
    goTo.mockClear();
    toastStore.getState().register(toast);
  });

  it('shows the plan, the renewal date and the invoices with their PDF', async () => {
    renderPage(
      makeProBilling({
        invoices: [
          makeInvoice({
            reverse_charge: true,
            vat_rate: 0,
            vat_amount: 0,
            gross_amount: 2700,
            number: '2026-000002',
            id: 8,
            pdf_url: '/api/billing/invoices/8/pdf',
          }),
          makeInvoice(),
        ],
      }),
    );
    expect(await screen.findByText('Renews on December 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('PRO (monthly)')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2026-000002');
    expect(rows[1]).toHaveTextContent('Reverse charge');
    expect(rows[2]).toHaveTextContent('19% (€5.13)');
    expect(rows[2]).toHaveTextContent('€32.13');
    expect(screen.getByRole('link', { name: 'Download invoice 2026-000001 as PDF' })).toHaveAttribute('href', '/api/billing/invoices/7/pdf');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('Paid');
  });

  it.each([
    ['en', ['Status', 'Refunded', 'Partially refunded: €5.00', 'Paid']],
    ['de', ['Status', 'Erstattet', 'Teilweise erstattet: 5,00\u00a0€', 'Bezahlt']],
  ] as const)('shows refunded and partially refunded invoices (%s)', async (locale, [header, refunded, partial, paid]) => {
    renderPage(
      makeProBilling({
        invoices: [
          makeInvoice({ id: 9, number: '2026-000003', status: 'refunded', refunded_amount: 3213 }),
          makeInvoice({ id: 8, number: '2026-000002', status: 'partially_refunded', refunded_amount: 500 }),
          makeInvoice(),
        ],
      }),
      {},
      locale,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent);
    expect(statuses).toEqual([refunded, partial, paid]);
  });

  it('cancels after the confirmation; PRO stays until the period end', async () => {
    const { calls } = renderPage(makeProBilling(), {
      'POST /api/billing/cancel': [200, makeProBilling({ status: 'cancelled', cancel_at_period_end: true })],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your PRO subscription?' });
    expect(dialog).toHaveTextContent('You stay PRO until December 20, 2026.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('PRO ends on December 20, 2026. After that you are on the Free plan.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/billing/cancel']);
    // The current user is read again (the header's label follows the server).
    await waitFor(() => expect(calls.some((call) => call.url === '/api/user')).toBe(true));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ summary: 'Your subscription is cancelled. You stay PRO until December 20, 2026.' }));
  });

  it('keeps PRO when the confirmation is declined, and resumes a cancelled subscription', async () => {
    const { calls } = renderPage(makeProBilling({ status: 'cancelled', cancel_at_period_end: true }), {
      'POST /api/billing/resume': [200, makeProBilling()],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Renews on December 20, 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep PRO' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/billing/resume']);
  });

  it('opens the payment method page of the provider', async () => {
    renderPage(makeProBilling(), { 'POST /api/billing/payment-method': [200, { url: '/api/payments/sandbox/payment-method/1' }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Change payment method' }));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/payments/sandbox/payment-method/1'));
  });

  it('offers the plans to a free user, with no invoices yet', async () => {
    renderPage(makeBilling());
    expect(await screen.findByText('You are on the Free plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('saves the billing details and shows the server errors under their fields', async () => {
    const { calls, routes } = renderPage(makeBilling(), {
      'PUT /api/billing/details': [422, { message: 'The VAT number is invalid.', errors: { vat_number: ['The VAT number is invalid for Germany.'] } }],
    });
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Frieda Free');
    fireEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('Please enter your address.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Address( \*)?$/), { target: { value: 'Hauptstr. 1' } });
    fireEvent.change(screen.getByLabelText(/^Postal code/), { target: { value: '10115' } });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Berlin' } });
    fireEvent.change(screen.getByLabelText(/^EU VAT number/), { target: { value: 'DE 123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    expect(await screen.findByText('The VAT number is invalid for Germany.')).toHaveAttribute('id', 'billing-vat_number-error');
    const put = calls.find((call) => call.method === 'PUT');
    expect(JSON.parse(String(put?.body))).toMatchObject({ name: 'Frieda Free', address_line1: 'Hauptstr. 1', country_code: 'DE', vat_number: 'DE 123' });

    routes['PUT /api/billing/details'] = [
      200,
      makeBilling({
        billing_details: {
          name: 'Frieda Free',
          company: 'Free GmbH',
          address_line1: 'Hauptstr. 1',
          address_line2: null,
          postal_code: '10115',
          city: 'Berlin',
          country_code: 'DE',
          vat_number: 'DE123456789',
        },
        vat: { status: 'valid', checked_at: '2026-11-20T10:00:00Z' },
        vat_treatment: { treatment: 'standard', country_code: 'DE', rate: 19, prices_include_vat: false },
      }),
    ];
    fireEvent.change(screen.getByLabelText(/^EU VAT number/), { target: { value: 'DE123456789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save billing details' }));
    // Germany is the seller's country too: verified, but no reverse charge.
    expect(
      await screen.findByText(
        "VAT number DE123456789 verified. As a business in the seller's country you pay 19% VAT (the reverse charge applies only across EU borders).",
      ),
    ).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ summary: 'Your billing details are saved.' }));
  });

  it('speaks German: the end date in German format and the failed payment warning', async () => {
    renderPage(makeProBilling({ status: 'past_due', grace_period_end: '2026-12-27T10:00:00.000Z' }), {}, 'de');
    expect(
      await screen.findByText(
        'Ihre letzte Zahlung ist fehlgeschlagen. Bitte aktualisieren Sie Ihre Zahlungsmethode bis zum 27. Dezember 2026, um PRO zu behalten.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Zahlung fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zahlungsmethode ändern' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechnung 2026-000001 als PDF herunterladen' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the billing cannot be loaded', async () => {
    const { routes } = renderPage(makeBilling(), { 'GET /api/billing': [500, { message: 'boom' }] });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    routes['GET /api/billing'] = [200, makeBilling()];
    fireEvent.click(retry);
    expect(await screen.findByText('You are on the Free plan.')).toBeInTheDocument();
  });
});
