import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SELLERBOARD_PATHS } from '@bizmarkt/shared/contract';
import { configureApiClient } from '@bizmarkt/shared';
import { createFetchMock, drawnCharts, fakeUPlot, makeListing, mockUPlot, renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import { FinancialsStep } from './financials-step';

// jsdom has no canvas: uPlot is replaced; the figures, the table and what uPlot was given are read.
mockUPlot();

const namespaces = { createListing: { en, de } };
// PrimeReact renders cold in the first test, and the import test waits for two answers: loaded machines.
jest.setTimeout(30_000);
const month = (m: string, revenue: number, netProfitEntered: number | null = null) => ({
  month: m,
  revenue,
  cogs: 3000,
  amazon_fees: 2000,
  advertising: 1000,
  refunds: 0,
  other_expenses: 0,
  net_profit: netProfitEntered ?? revenue - 6000,
  net_profit_entered: netProfitEntered,
});
const listing = makeListing({ months: [month('2026-07', 10000), month('2026-08', 11000), month('2026-09', 12000, 5500)] });

beforeEach(() => {
  configureApiClient({ baseUrl: '' });
  global.fetch = createFetchMock({}).fetchMock;
  fakeUPlot.mockClear();
});
/** Intl separates amount and currency by a no-break space. */
const spaced = (texts: string[]) => texts.map((text) => text.replace(/\s/g, ' '));

describe('the financials step', () => {
  it('shows the months with net profit computed or entered (and the difference), and the live figures', () => {
    renderWithProviders(<FinancialsStep listing={listing} />, { namespaces });
    const table = screen.getByRole('region', { name: 'Financials by month' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jul 2026', 'Aug 2026', 'Sep 2026']);
    expect(screen.getByLabelText('Revenue Aug 2026')).toHaveValue('$11,000.00');
    expect(screen.getByLabelText('Net profit Jul 2026')).toHaveAccessibleDescription('Computed: $4,000.00');
    expect(screen.getByLabelText('Net profit Sep 2026')).toHaveAccessibleDescription('Differs from the computed $6,000.00 by -$500.00');
    const figures = screen.getByRole('region', { name: 'Derived figures' });
    expect(within(figures).getByText('TTM revenue').nextSibling).toHaveTextContent('$33,000');
    expect(within(figures).getByText('TTM net profit').nextSibling).toHaveTextContent('$14,500');
  });

  it('charts revenue and net profit (computed or entered) by month, and redraws them when a month is added', async () => {
    renderWithProviders(<FinancialsStep listing={{ ...listing, id: 78 }} />, { namespaces });
    expect(screen.getByRole('img', { name: 'Revenue by month' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Net profit by month' })).toBeInTheDocument();
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(2));
    let [revenue, profit] = drawnCharts();
    expect(revenue!.target).toBe(screen.getByRole('img', { name: 'Revenue by month' }));
    expect(revenue!.labels).toEqual(['Jul 2026', 'Aug 2026', 'Sep 2026']);
    expect(revenue!.values).toEqual([10000, 11000, 12000]);
    expect(revenue!.color).toBe('#1f5eff');
    expect(profit!.values).toEqual([4000, 5000, 5500]);
    expect(profit!.color).toBe('#1b7a3a');
    expect(revenue!.valueLabels([0, 12500])).toEqual(['$0', '$12,500']);

    act(() => profit!.hover(2));
    expect(screen.getByText('Sep 2026: $5,500.00')).toBeInTheDocument();

    // (awaited: adding a month also asks the server to validate the months)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add later month' })));
    [revenue, profit] = drawnCharts();
    // The same two charts, redrawn with the new month (empty revenue counts as 0 until it is typed).
    expect(fakeUPlot).toHaveBeenCalledTimes(2);
    expect(revenue!.labels).toEqual(['Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026']);
    expect(revenue!.values).toEqual([10000, 11000, 12000, 0]);
    expect(profit!.values).toEqual([4000, 5000, 5500, 0]);
  });

  it('adds months only before the first or after the last, and removes only those (no gaps, at least 3)', () => {
    renderWithProviders(<FinancialsStep listing={listing} />, { namespaces });
    expect(screen.queryByRole('button', { name: /^Remove / })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add later month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add earlier month' }));
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026', 'Oct 2026']);
    expect(screen.getAllByRole('button', { name: /^Remove / }).map((button) => button.getAttribute('aria-label'))).toEqual([
      'Remove Jun 2026',
      'Remove Oct 2026',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Jun 2026' }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(4);
    expect(screen.getByText('4 months (3 to 36)')).toBeInTheDocument();
  });

  // The applied import refetches the listing, whose new financials_updated_at remounts the form and the
  // panel inside it: the confirmation must outlive that (a clean e2e run saw it vanish at once).
  it("keeps the import's confirmation when the applied months remount the form", async () => {
    const imported = [month('2024-01', 20000), month('2024-02', 21000), month('2024-03', 22000)];
    const preview = {
      token: 'tok-1',
      expires_at: '2030-01-01T00:00:00.000Z',
      format: 'dashboard_by_day',
      months: imported,
      partial_months: [],
      dropped_months: [],
      diff: {
        added: ['2024-01', '2024-02', '2024-03'],
        changed: [],
        removed: ['2026-07', '2026-08', '2026-09'],
        unchanged: [],
        before: { months: 3, revenue: 33000, net_profit: 14500 },
        after: { months: 3, revenue: 63000, net_profit: 45000 },
      },
      currency: 'USD',
      rate_source: 'ecb_monthly_average',
      usd_per_unit: { '2024-01': 1, '2024-02': 1, '2024-03': 1 },
      provisional_months: [],
    };
    // A listing of its own: the steps keep what was typed per listing (the test above left rows typed).
    const fresh = { ...listing, id: 77 };
    document.cookie = 'XSRF-TOKEN=t; Path=/';
    global.fetch = createFetchMock({
      [`GET ${SELLERBOARD_PATHS.connection(fresh.id)}`]: [200, { connected: false, status: null, last_synced_at: null, last_error: null, currency: null }],
      [`POST ${SELLERBOARD_PATHS.importFile(fresh.id)}`]: [200, preview],
      [`POST ${SELLERBOARD_PATHS.applyImport(fresh.id, 'tok-1')}`]: [200, { months: imported, currency: 'USD' }],
    }).fetchMock;
    const view = renderWithProviders(<FinancialsStep listing={fresh} />, { namespaces });
    fireEvent.change(screen.getByLabelText('sellerboard export (CSV)'), {
      target: { files: [new File(['Date,Sales\n'], 'dashboard.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByText('3 complete months in the file.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Replace financials' }));
    expect(await screen.findByText('Financials replaced with 3 months from sellerboard.')).toBeInTheDocument();

    view.rerender(<FinancialsStep listing={{ ...fresh, months: imported, financials_updated_at: '2030-01-01T00:00:00.000Z' }} />);
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Jan 2024', 'Feb 2024', 'Mar 2024']);
    expect(screen.getByText('Financials replaced with 3 months from sellerboard.')).toBeInTheDocument();
  });

  it('reads in German', () => {
    renderWithProviders(<FinancialsStep listing={listing} />, { namespaces, locale: 'de', route: '/de/create/financials/42' });
    expect(screen.getByRole('heading', { level: 2, name: 'Finanzen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Umsatz Aug. 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Späteren Monat hinzufügen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Umsatz nach Monat' })).toBeInTheDocument();
  });

  it('labels the charts in German', async () => {
    renderWithProviders(<FinancialsStep listing={{ ...listing, id: 79 }} />, { namespaces, locale: 'de', route: '/de/create/financials/79' });
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(2));
    const [revenue] = drawnCharts();
    expect(revenue!.labels).toEqual(['Juli 2026', 'Aug. 2026', 'Sept. 2026']);
    expect(spaced(revenue!.valueLabels([0, 12500]))).toEqual(['0 $', '12.500 $']);
    act(() => revenue!.hover(1));
    expect(screen.getByText('Aug. 2026: 11.000,00 $')).toBeInTheDocument();
  });
});
