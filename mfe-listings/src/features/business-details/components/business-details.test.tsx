import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { drawnCharts, fakeUPlot, listingMonths, makePublishedListing, makeWithheldListing, mockUPlot, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { BusinessDetails } from './business-details';
import { BusinessDetailsView } from './business-details-view';
import { toBusinessView } from '../to-business-view';

// jsdom has no canvas: uPlot is replaced; the table alternative and what uPlot was given are read.
mockUPlot();

const namespaces = resourcesOf('listingsDetails', 'listings');
const valueOf = (region: HTMLElement, term: string) => within(region).getByText(term).nextElementSibling;

beforeAll(() => {
  jest.useFakeTimers({
    now: new Date(Date.UTC(2026, 10, 24)),
    doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate', 'clearTimeout', 'clearInterval'],
  });
});
afterAll(() => jest.useRealTimers());

describe('BusinessDetails', () => {
  it('draws the listing as a buyer sees it, with the formats of spec §9', () => {
    renderWithProviders(<BusinessDetails listing={makePublishedListing()} />, { namespaces });
    expect(screen.getByRole('heading', { level: 1, name: 'Garden Tools Brand' })).toBeInTheDocument();
    const metrics = screen.getByRole('region', { name: 'Key metrics' });
    expect(valueOf(metrics, 'Asking price')).toHaveTextContent('$350,000Open to offers');
    // One tile group, one format (decision 0202): whole dollars, percentages and multiples to one decimal.
    expect(valueOf(metrics, 'Revenue (TTM)')?.textContent).toBe('$1,234,568');
    expect(valueOf(metrics, 'Profit margin')?.textContent).toBe('12.6%');
    expect(valueOf(metrics, 'Multiple (annual)')?.textContent).toBe('2.2×');
    expect(valueOf(metrics, 'Multiple (monthly)')?.textContent).toBe('26.9×');
    expect(valueOf(metrics, 'Revenue growth vs previous 12 months')?.textContent).toBe('+8.5%');
    // Every figure is marked for the no-wrap rule.
    expect(within(valueOf(metrics, 'Revenue (TTM)') as HTMLElement).getByText('$1,234,568')).toHaveAttribute('data-money');
    expect(within(valueOf(metrics, 'Multiple (annual)') as HTMLElement).getByText('2.2×')).toHaveAttribute('data-money');
    expect(valueOf(metrics, 'Profit growth vs previous 12 months')).toHaveTextContent('n/a (under 24 months of data)');

    const facts = screen.getByRole('region', { name: 'About the business' });
    expect(valueOf(facts, 'Business models')).toHaveTextContent('FBA, Private label');
    expect(valueOf(facts, 'Amazon marketplaces')).toHaveTextContent('United States, Germany');
    expect(valueOf(facts, 'Age')).toHaveTextContent('5 years, 8 months');
    expect(valueOf(facts, 'Registered trademark')).toHaveTextContent('Yes (EUIPO, USPTO)');
    expect(valueOf(facts, 'Reason for sale')).toHaveTextContent('Starting a new venture: Building a software company.');
    expect(screen.getByRole('img', { name: /^Chart: Revenue, net profit and margin by month/ })).toBeInTheDocument();
  });

  it('shows the last 12 months of a longer history, and all of them on request (walk finding 40)', () => {
    renderWithProviders(<BusinessDetails listing={makePublishedListing({ months: listingMonths(28) })} />, { namespaces });
    const table = screen.getByRole('table', { name: /Monthly profit and loss/ });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12);
    const more = screen.getByRole('button', { name: 'Show all 28 months' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 28);
    fireEvent.click(screen.getByRole('button', { name: 'Show the last 12 months only' }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 12);
  });

  it('shows the financial table newest month first, the add-backs, assets and https:// links', () => {
    renderWithProviders(<BusinessDetails listing={makePublishedListing()} />, { namespaces });
    const table = screen.getByRole('table', { name: /Monthly profit and loss/ });
    const rows = within(table).getAllByRole('row');
    // Two decimals for every amount of the table, right-aligned.
    expect(rows[1]).toHaveTextContent('Dec 2025$40,000.00$12,000.00$9,000.00$4,000.00$500.00$1,500.00$13,000.00');
    const cells = within(rows[1]!).getAllByRole('cell');
    expect(cells).toHaveLength(7);
    for (const cell of cells) {
      expect(cell).toHaveClass('bz-num');
      expect(cell.querySelector('[data-money]')).not.toBeNull();
    }
    expect(rows).toHaveLength(13);
    // Twelve months are all there is: nothing to expand.
    expect(screen.queryByRole('button', { name: /^Show all/ })).not.toBeInTheDocument();
    expect(screen.getByText("Owner's salary").parentElement).toHaveTextContent('$24,000.00');
    // The amount in the sentence is a figure of its own, marked for the no-wrap rule.
    expect(screen.getByText('$45,000', { selector: '[data-money]' }).parentElement?.textContent).toBe('Plus inventory at cost: $45,000.');
    expect(screen.getByText('Amazon seller account')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://gardentools.example' })).toHaveAttribute('href', 'https://gardentools.example');
    expect(screen.getByRole('link', { name: 'https://instagram.com/gardentools' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/12,500 followers/)).toBeInTheDocument();
  });

  it('puts the cover first and switches the gallery image with its thumbnails', () => {
    renderWithProviders(<BusinessDetails listing={makePublishedListing()} />, { namespaces });
    expect(screen.getByRole('img', { name: 'Garden Tools Brand, image 1 of 2' })).toHaveAttribute('src', '/media/cover.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Garden Tools Brand, image 2 of 2' })).toHaveAttribute('src', '/media/second.webp');
    expect(screen.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('draws the listing’s cover in place of the gallery when it has no photos, with no text in it', () => {
    const { container } = renderWithProviders(<BusinessDetails listing={makePublishedListing({ id: 12, image: null, images: [] })} />, { namespaces });
    expect(screen.queryByText('No images yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Garden Tools Brand, image/ })).not.toBeInTheDocument();
    const cover = container.querySelector('.bz-gallery--empty svg.bz-cover')!;
    expect(cover).toHaveAttribute('aria-hidden', 'true');
    // The hue of listing 12, as on its card (coverHue).
    expect(cover).toHaveAttribute('data-cover-hue', String(Math.round((12 * 137.508) % 360)));
    expect(cover.textContent).toBe('');
  });

  it('charts revenue, net profit and margin by month in one chart, oldest first, with the same numbers in the table (German)', async () => {
    fakeUPlot.mockClear();
    const months = listingMonths(3).map((row, i) => ({ ...row, revenue: [9000, 12500, 11000][i]!, net_profit: [-800, 2600, 1900][i]! }));
    renderWithProviders(<BusinessDetails listing={makePublishedListing({ months: [...months].reverse() })} />, { locale: 'de', namespaces });
    const charts = screen.getByRole('region', { name: 'Umsatz, Nettogewinn und Marge pro Monat' });
    expect(within(charts).getAllByRole('img')).toHaveLength(1);
    expect(within(charts).getByRole('img', { name: /^Diagramm: Umsatz, Nettogewinn und Marge pro Monat/ })).toBeInTheDocument();

    // No IntersectionObserver in jsdom: the chart is drawn at once — one uPlot, one plot area.
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(1));
    const [chart] = drawnCharts();
    expect(chart!.labels).toEqual(['Okt. 2025', 'Nov. 2025', 'Dez. 2025']);
    expect(chart!.values).toEqual([9000, 12500, 11000]);
    expect(chart!.color).toBe('#2563eb');
    expect(fakeUPlot.mock.calls[0]![1].slice(2)).toEqual([
      [-800, 2600, 1900],
      [-8.89, 20.8, 17.27],
    ]);

    fireEvent.click(within(charts).getByText('Zahlen als Tabelle zeigen'));
    const table = within(charts).getByRole('table', { name: 'Umsatz, Nettogewinn und Marge pro Monat' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Okt. 20259.000,00 $-800,00 $-8,89 %', 'Nov. 202512.500,00 $2.600,00 $20,80 %', 'Dez. 202511.000,00 $1.900,00 $17,27 %']);
  });

  it('shows "Sign the NDA" placeholders where the answer holds no protected fields', () => {
    renderWithProviders(<BusinessDetails listing={makeWithheldListing()} ndaAction={<button type="button">Request access</button>} />, { namespaces });
    expect(screen.getByText('Details behind an NDA')).toBeInTheDocument();
    expect(screen.getByText('Sign the NDA to see the financials month by month and their charts.')).toBeInTheDocument();
    // The charts are drawn from the months, which the answer leaves out: no chart, no numbers table.
    expect(screen.queryByRole('img', { name: /^Chart:/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Show the numbers as a table')).not.toBeInTheDocument();
    expect(screen.getByText('Sign the NDA to see the detailed description.')).toBeInTheDocument();
    expect(screen.getByText('Sign the NDA to see the website and social media accounts.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Monthly profit and loss/ })).not.toBeInTheDocument();
    expect(screen.queryByText('One supplier.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Request access' }).length).toBeGreaterThan(1);
    // The public part stays: summary, metrics, the cover alone.
    expect(screen.getByText('Profitable garden tools brand on Amazon US and DE.')).toBeInTheDocument();
    expect(valueOf(screen.getByRole('region', { name: 'Key metrics' }), 'Asking price')).toHaveTextContent('$350,000');
    expect(screen.getByRole('img', { name: 'Garden Tools Brand, image 1 of 1' })).toHaveAttribute('src', '/media/cover.webp');
  });

  it('tells a buyer whose NDA was accepted that they see every detail', () => {
    renderWithProviders(
      <BusinessDetails listing={makePublishedListing({ nda: true, access: { nda_required: true, granted: true, nda_request: 'accepted' } })} />,
      {
        namespaces,
      },
    );
    expect(screen.getByText('NDA signed: you see every detail')).toBeInTheDocument();
    expect(screen.queryByText(/^Your listing/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Your listing — buyers see the protected details after you accept their NDA.', 'Manage it in My listings', '/my-listings'],
    ['de', 'Ihr Inserat – Käufer sehen die geschützten Details, nachdem Sie deren NDA angenommen haben.', 'In Meine Inserate verwalten', '/de/my-listings'],
  ] as const)('shows the owner of a listing behind an NDA an owner’s line, not the buyer’s (%s)', (locale, line, link, href) => {
    const listing = makePublishedListing({ is_mine: true, nda: true, access: { nda_required: true, granted: true, nda_request: 'none' } });
    renderWithProviders(<BusinessDetails listing={listing} />, { locale, namespaces });
    const header = screen.getByRole('heading', { level: 1, name: 'Garden Tools Brand' }).parentElement!;
    expect(within(header).getByText(line, { exact: false })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: link })).toHaveAttribute('href', href);
    expect(within(header).queryByText(/NDA signed|NDA unterzeichnet/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Behind an NDA for buyers — the review shows every detail'],
    ['de', 'Für Käufer hinter einer NDA – die Prüfung zeigt alle Details'],
  ] as const)('tells a moderator reviewing a listing behind an NDA that the review shows everything, not "NDA signed" (%s)', (locale, line) => {
    const listing = makePublishedListing({ nda: true, access: { nda_required: true, granted: true, nda_request: 'none' } });
    renderWithProviders(<BusinessDetailsView view={toBusinessView(listing, { moderator: true })} headingLevel={2} />, { locale, namespaces });
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.queryByText(/NDA signed|NDA unterzeichnet|^Your listing|^Ihr Inserat/)).not.toBeInTheDocument();
  });

  it('leaves out what a seller left empty on a listing without an NDA', () => {
    renderWithProviders(<BusinessDetails listing={makePublishedListing({ risks: null, socials: [], website: null })} />, { namespaces });
    expect(screen.queryByRole('heading', { name: 'Risks' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Website and social media' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Sign the NDA/)).not.toBeInTheDocument();
  });

  it('reads in German with German number formats', () => {
    renderWithProviders(<BusinessDetails listing={makePublishedListing()} headingLevel={2} />, { locale: 'de', namespaces });
    expect(screen.getByRole('heading', { level: 2, name: 'Garden Tools Brand' })).toBeInTheDocument();
    // Inside another page the sections sit one level below the title.
    expect(screen.getByRole('heading', { level: 3, name: 'Kennzahlen' })).toBeInTheDocument();
    const metrics = screen.getByRole('region', { name: 'Kennzahlen' });
    expect(valueOf(metrics, 'Umsatz (12 Monate)')?.textContent).toBe('1.234.568\u00a0$');
    expect(valueOf(metrics, 'Gewinnmarge')?.textContent).toBe('12,6\u00a0%');
    expect(valueOf(metrics, 'Multiple (jährlich)')?.textContent).toBe('2,2×');
    expect(valueOf(metrics, 'Umsatzwachstum ggü. den 12 Monaten davor')?.textContent).toBe('+8,5\u00a0%');
    const table = screen.getByRole('table', { name: /Monatliche Gewinn- und Verlustrechnung/ });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      'Dez. 202540.000,00\u00a0$12.000,00\u00a0$9.000,00\u00a0$4.000,00\u00a0$500,00\u00a0$1.500,00\u00a0$13.000,00\u00a0$',
    );
    const facts = screen.getByRole('region', { name: 'Über das Unternehmen' });
    expect(valueOf(facts, 'Amazon-Marktplätze')).toHaveTextContent('Vereinigte Staaten, Deutschland');
    expect(valueOf(facts, 'Alter')).toHaveTextContent('5 Jahre, 8 Monate');
    expect(screen.getByText('45.000 $', { selector: '[data-money]' }).parentElement?.textContent).toBe(
      'Zuzüglich Lagerbestand zu Einstandskosten: 45.000\u00a0$.',
    );
  });
});
