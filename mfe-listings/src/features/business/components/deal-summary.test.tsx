import { fireEvent, screen, within } from '@testing-library/react';
import { makePublishedListing, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { DealSummary } from './deal-summary';

const namespaces = resourcesOf('listingsDetails', 'listings');
const NOW = new Date('2026-02-15T12:00:00Z');

function figures(): Record<string, string | null | undefined> {
  const list = screen.getByRole('region', { name: /deal at a glance|Angebot auf einen Blick/ }).querySelector('dl')!;
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('DealSummary', () => {
  it('leads with the price and what it includes, the figures, the badge, the id and the listed date, and the action', () => {
    renderWithProviders(
      <DealSummary
        listing={makePublishedListing({ founded_year: 2019, founded_month: 4 })}
        actions={<button type="button">Contact seller</button>}
        now={NOW}
      />,
      { namespaces },
    );
    const deal = screen.getByRole('region', { name: 'The deal at a glance' });
    expect(within(deal).getByText('$350,000')).toBeInTheDocument();
    expect(within(deal).getByText('Open to offers')).toBeInTheDocument();
    expect(within(deal).getByText('$45,000', { selector: '[data-money]' }).closest('li')?.textContent).toBe('Plus inventory at cost: $45,000');
    expect(figures()).toEqual({
      // One tile group, one format (decision 0202): whole dollars, percentages and multiples to one decimal.
      'Multiple (annual)': '2.2×',
      'Multiple (monthly)': '26.9×',
      'Revenue (TTM)': '$1,234,568',
      'Net profit (TTM)': '$156,000',
      'Profit margin': '12.6%',
      Age: '6 years',
    });
    expect(within(deal).getByText('$350,000')).toHaveAttribute('data-money');
    expect(deal.querySelectorAll('dl [data-money]')).toHaveLength(5);
    expect(within(deal).getByText('Listing #7')).toBeInTheDocument();
    // The listed date beside the id (walk finding 4), a <time> a machine reads too.
    const listed = within(deal).getByText('Dec 10, 2025', { selector: 'time' });
    expect(listed).toHaveAttribute('dateTime', '2025-12-10T09:00:00.000Z');
    expect(listed.parentElement).toHaveTextContent(/^Listed Dec 10, 2025$/);
    expect(within(within(deal).getByRole('group', { name: 'Actions' })).getByRole('button', { name: 'Contact seller' })).toBeInTheDocument();
  });

  it('says inventory is included where it is, and a price on request without one', () => {
    renderWithProviders(
      <DealSummary listing={makePublishedListing({ price: null, open_to_offers: false, inventory_included: true })} actions={null} now={NOW} />,
      { namespaces },
    );
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(screen.getByText('$45,000', { selector: '[data-money]' }).closest('li')?.textContent).toBe('Inventory worth $45,000 at cost included');
    expect(screen.queryByText('Open to offers')).not.toBeInTheDocument();
  });

  it('writes the figures the German way, joined to $ and % by no-break spaces', () => {
    renderWithProviders(<DealSummary listing={makePublishedListing({ founded_year: 2019, founded_month: 4 })} actions={null} now={NOW} />, {
      namespaces,
      locale: 'de',
    });
    const deal = screen.getByRole('region', { name: 'Das Angebot auf einen Blick' });
    expect(deal.querySelector('.bz-deal__price-value [data-money]')?.textContent).toBe('350.000\u00a0$');
    expect(within(deal).getByText('45.000 $', { selector: '[data-money]' }).closest('li')?.textContent).toBe(
      'Zuzüglich Lagerbestand zum Einkaufspreis: 45.000\u00a0$',
    );
    expect(within(deal).getByText('10. Dez. 2025', { selector: 'time' }).parentElement).toHaveTextContent(/^Eingestellt am 10\. Dez\. 2025$/);
    expect(figures()).toMatchObject({
      'Multiple (jährlich)': '2,2×',
      'Umsatz (12 Monate)': '1.234.568\u00a0$',
      'Nettogewinn (12 Monate)': '156.000\u00a0$',
      Gewinnmarge: '12,6\u00a0%',
    });
  });
});

describe('the verification badge', () => {
  it('says when it was verified and, opened, what was checked and when, with the way to How we verify', () => {
    renderWithProviders(<DealSummary listing={makePublishedListing()} actions={null} now={NOW} />, { namespaces });
    const badge = screen.getByText('Verified Jan 6, 2026');
    const details = badge.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    fireEvent.click(badge);
    expect(details).toHaveAttribute('open');
    expect(
      within(within(details).getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual([
      "The seller's e-mail address is confirmed.",
      'A moderator reviewed the listing and its seller on Jan 6, 2026.',
      'Financials entered by hand by the seller, last updated Jan 5, 2026.',
    ]);
    expect(within(details).getByRole('link', { name: 'How we verify' })).toHaveAttribute('href', '/how-we-verify');
  });

  it('names a sellerboard file import and its date, in German, linking to /de/how-we-verify', () => {
    renderWithProviders(
      <DealSummary
        listing={makePublishedListing({ financials_source: 'sellerboard_import', financials_updated_at: '2026-02-01T08:00:00.000Z' })}
        actions={null}
        now={NOW}
      />,
      { namespaces, locale: 'de', route: '/de/business/42' },
    );
    const badge = screen.getByText(/Geprüft am 6\. Jan\. 2026/);
    expect(badge).toHaveTextContent('Finanzdaten aus sellerboard');
    const details = badge.closest('details')!;
    expect(details).toHaveTextContent('Finanzdaten am 1. Feb. 2026 aus einer sellerboard-Datei importiert.');
    expect(within(details).getByRole('link', { name: 'So prüfen wir' })).toHaveAttribute('href', '/de/how-we-verify');
  });

  it('says a listing no moderator has reviewed is not verified yet', () => {
    renderWithProviders(<DealSummary listing={makePublishedListing({ reviewed_at: null, listed_at: null })} actions={null} now={NOW} />, {
      namespaces,
    });
    expect(screen.getByText('Not yet verified')).toBeInTheDocument();
    expect(screen.queryByText(/^Listed /)).not.toBeInTheDocument();
  });
});
