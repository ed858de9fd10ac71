import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient } from '@bizmarkt/shared';
import { SELLERBOARD_PATHS, type SellerboardConnection, type SellerboardImportPreview } from '@bizmarkt/shared/contract';
import { createFetchMock, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import SellerboardPanel from './sellerboard-panel';

const namespaces = { createListing: { en, de } };
const LISTING = 42;
const month = (m: string, revenue: number, net: number) => ({
  month: m,
  revenue,
  cogs: 100,
  amazon_fees: 100,
  advertising: 50,
  refunds: 10,
  other_expenses: 5,
  net_profit: net,
});
const preview: SellerboardImportPreview = {
  token: 'tok-1',
  expires_at: '2024-11-24T11:00:00.000Z',
  format: 'dashboard_by_day',
  months: [month('2024-01', 55552.08, 19852.39), month('2024-02', 52226.28, 20254.05), month('2024-03', 448977.31, 168428.85)],
  partial_months: ['2024-04'],
  dropped_months: [],
  diff: {
    added: ['2024-03'],
    changed: ['2024-02'],
    removed: ['2023-12'],
    unchanged: ['2024-01'],
    before: { months: 3, revenue: 150000, net_profit: 50000 },
    after: { months: 3, revenue: 556755.67, net_profit: 208535.29 },
  },
  currency: 'USD',
  rate_source: 'ecb_monthly_average',
  usd_per_unit: { '2024-01': 1, '2024-02': 1, '2024-03': 1 },
  provisional_months: [],
};
const notConnected: SellerboardConnection = { connected: false, status: null, last_synced_at: null, last_error: null, currency: null };
const connectionPath = `GET ${SELLERBOARD_PATHS.connection(LISTING)}`;

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  document.cookie = 'XSRF-TOKEN=t; Path=/';
});

function chooseFile() {
  const file = new File(['Date,Sales\n'], 'dashboard.csv', { type: 'text/csv' });
  fireEvent.change(screen.getByLabelText('sellerboard export (CSV)'), { target: { files: [file] } });
}

// The first test renders the panel with PrimeReact cold: it took over Jest's 5 s on a loaded machine.
jest.setTimeout(30_000);

describe('sellerboard panel', () => {
  it('imports a file: shows what changes, then replaces the financials on confirmation', async () => {
    const { fetchMock, calls } = createFetchMock({
      [connectionPath]: [200, notConnected],
      [`POST ${SELLERBOARD_PATHS.importFile(LISTING)}`]: [200, preview],
      [`POST ${SELLERBOARD_PATHS.applyImport(LISTING, 'tok-1')}`]: [200, { months: preview.months, currency: 'USD' }],
    });
    global.fetch = fetchMock;
    const onApplied = jest.fn();
    renderWithProviders(<SellerboardPanel listingId={LISTING} onApplied={onApplied} />, { namespaces });

    chooseFile();
    expect(await screen.findByText('3 complete months in the file.')).toBeInTheDocument();
    const upload = calls.find((call) => call.method === 'POST');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByText('Added').nextSibling).toHaveTextContent('Mar 2024');
    expect(screen.getByText('Changed').nextSibling).toHaveTextContent('Feb 2024');
    expect(screen.getByText('Removed').nextSibling).toHaveTextContent('Dec 2023');
    expect(screen.getByText(/only in part: Apr 2024/)).toBeInTheDocument();
    const revenue = screen.getByRole('row', { name: /Revenue/ });
    expect(
      within(revenue)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$150,000.00', '$556,755.67']);

    fireEvent.click(screen.getByRole('button', { name: 'Replace financials' }));
    expect(await screen.findByText('Financials replaced with 3 months from sellerboard.')).toBeInTheDocument();
    expect(onApplied).toHaveBeenCalledWith(preview.months);
    expect(screen.queryByRole('button', { name: 'Replace financials' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/financials/import/tok-1/apply'))).toBe(true);
  });

  it('asks the file’s currency, preset from the marketplace (Amazon.de → EUR), and says the months were converted', async () => {
    const euros: SellerboardImportPreview = {
      ...preview,
      currency: 'EUR',
      usd_per_unit: { '2024-01': 1.0905, '2024-02': 1.0795, '2024-03': 1.0872 },
      provisional_months: ['2024-03'],
    };
    const { fetchMock, calls } = createFetchMock({
      [connectionPath]: [200, notConnected],
      [`POST ${SELLERBOARD_PATHS.importFile(LISTING)}`]: [200, euros],
    });
    global.fetch = fetchMock;
    renderWithProviders(<SellerboardPanel listingId={LISTING} marketplaces={['DE', 'UK']} />, { namespaces });
    const select = screen.getByLabelText('Currency of the file');
    expect(select).toHaveValue('EUR');
    chooseFile();
    expect(await screen.findByText('Converted from EUR into US dollars at the ECB monthly average reference rate of each month.')).toBeInTheDocument();
    expect(screen.getByText(/The rate for Mar 2024 is provisional/)).toBeInTheDocument();
    expect((calls.find((call) => call.method === 'POST')?.body as FormData).get('currency')).toBe('EUR');

    // The site's dropdown, not a native select (walk #24); another currency reads the same file again.
    expect(select.tagName).toBe('INPUT');
    expect(select).toHaveAttribute('aria-haspopup', 'listbox');
    select.focus();
    fireEvent.keyDown(select, { key: 'Enter', code: 'Enter' });
    const gbp = (await screen.findAllByRole('option', { name: 'GBP', hidden: true })).find((option) => option.tagName === 'LI')!;
    fireEvent.click(gbp);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect((calls.filter((call) => call.method === 'POST')[1]?.body as FormData).get('currency')).toBe('GBP');
  });

  it('presets US dollars without a marketplace', () => {
    global.fetch = createFetchMock({ [connectionPath]: [200, notConnected] }).fetchMock;
    renderWithProviders(<SellerboardPanel listingId={LISTING} />, { namespaces });
    expect(screen.getByLabelText('Currency of the file')).toHaveValue('USD');
  });

  it('cancel leaves the financials alone', async () => {
    const { fetchMock, calls } = createFetchMock({
      [connectionPath]: [200, notConnected],
      [`POST ${SELLERBOARD_PATHS.importFile(LISTING)}`]: [200, preview],
    });
    global.fetch = fetchMock;
    renderWithProviders(<SellerboardPanel listingId={LISTING} />, { namespaces });
    chooseFile();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('3 complete months in the file.')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/apply'))).toHaveLength(0);
  });

  it("shows the server's reason for a file it cannot read", async () => {
    const message = 'This is not a sellerboard export we can read: upload the "Dashboard by day" CSV or the P&L download.';
    global.fetch = createFetchMock({
      [connectionPath]: [200, notConnected],
      [`POST ${SELLERBOARD_PATHS.importFile(LISTING)}`]: [422, { message, errors: { file: [message] } }],
    }).fetchMock;
    renderWithProviders(<SellerboardPanel listingId={LISTING} />, { namespaces });
    chooseFile();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('sellerboard export (CSV)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('connects a report link and shows a refused link under the field', async () => {
    const { fetchMock, calls } = createFetchMock({
      [connectionPath]: [200, notConnected],
      [`POST ${SELLERBOARD_PATHS.connection(LISTING)}`]: [
        422,
        { message: 'Paste the link of a sellerboard automation report.', errors: { url: ['Paste the link of a sellerboard automation report.'] } },
      ],
    });
    global.fetch = fetchMock;
    renderWithProviders(<SellerboardPanel listingId={LISTING} marketplaces={['UK']} />, { namespaces });
    const field = await screen.findByLabelText('sellerboard report link');
    expect(screen.getByLabelText('Currency of the report')).toHaveValue('GBP');
    fireEvent.change(field, { target: { value: 'https://example.com/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Paste the link of a sellerboard automation report.');
    const sent = calls.find((call) => call.method === 'POST');
    expect(JSON.parse(String(sent?.body))).toEqual({ url: 'https://example.com/x', currency: 'GBP' });
  });

  it('auf Deutsch: zeigt die letzte Synchronisierung und trennt die Verbindung', async () => {
    const synced: SellerboardConnection = { connected: true, status: 'active', last_synced_at: '2024-11-24T10:00:00.000Z', last_error: null, currency: 'EUR' };
    const { fetchMock, calls } = createFetchMock({
      [connectionPath]: [200, synced],
      [`DELETE ${SELLERBOARD_PATHS.connection(LISTING)}`]: [200, notConnected],
    });
    global.fetch = fetchMock;
    renderWithProviders(<SellerboardPanel listingId={LISTING} />, { namespaces, locale: 'de' });
    expect(await screen.findByRole('status')).toHaveTextContent('Von sellerboard synchronisiert am 24. Nov. 2024');
    expect(screen.getByText(/^Jede Synchronisierung rechnet den Bericht aus EUR zum durchschnittlichen EZB-Referenzkurs/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Link zum sellerboard-Bericht')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'sellerboard trennen' }));
    expect(await screen.findByLabelText('Link zum sellerboard-Bericht')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('says when the connection has expired and offers to connect again', async () => {
    const expired: SellerboardConnection = {
      connected: true,
      status: 'expired',
      last_synced_at: '2024-11-01T10:00:00.000Z',
      last_error: 'sellerboard refused the link (HTTP 404).',
      currency: 'USD',
    };
    global.fetch = createFetchMock({ [connectionPath]: [200, expired] }).fetchMock;
    renderWithProviders(<SellerboardPanel listingId={LISTING} />, { namespaces });
    expect(await screen.findByRole('alert')).toHaveTextContent('The sellerboard connection has expired.');
    expect(screen.getByLabelText('sellerboard report link')).toBeInTheDocument();
  });
});
