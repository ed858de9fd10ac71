import { screen, within } from '@testing-library/react';
import { listingMonths, makePublishedListing, makeWithheldListing, renderWithProviders } from '@bizmarkt/shared/testing';
import type { ListingRisk, RiskFigure } from '@bizmarkt/shared/contract';
import { resourcesOf } from '../../../i18n/testing';
import { BusinessDetails } from '../../business-details';
import { RiskPanel } from './risk-panel';

const namespaces = resourcesOf('listingsDetails', 'listings');
const fig = (key: RiskFigure['key'], fields: Partial<RiskFigure> = {}): RiskFigure => ({
  key,
  locked: false,
  level: null,
  trend: null,
  gap: null,
  values: {},
  ...fields,
});
const locked = (key: RiskFigure['key']) => fig(key, { locked: true });

/** What the API answers (api/src/domain/risk) for `listingMonths(24)`, inventory 36,000 and the factory's business step. */
const RISK: ListingRisk = {
  months_used: 24,
  converted_from: null,
  figures: [
    fig('tacos', { level: 'low', trend: 'steady', values: { tacos: 10, change: 0 } }),
    fig('refund_rate', { level: 'low', values: { rate: 1.2 } }),
    fig('margins', { level: 'low', trend: 'steady', values: { gross: 46.3, net: 32.5, gross_change: 0, net_change: 0 } }),
    fig('seasonality', { level: 'low', values: { peak_share: 25, peak_quarter: 1 } }),
    fig('growth', { level: 'medium', trend: 'steady', values: { revenue: 0, profit: -0.1 } }),
    fig('marketplaces', { level: 'low', values: { count: 2, largest_share: null } }),
    fig('products', { level: 'high', values: { asins: 42, skus: 60, top_share: 55 } }),
    fig('inventory', { level: 'low', values: { months: 3, value: 36000 } }),
    fig('owner_hours', { level: 'low', values: { hours: 10 } }),
  ],
};
const item = (name: string) => screen.getByText(name, { selector: '.bz-risk__name' }).closest('li')!;
const round1 = (value: number) => Math.round(value * 10) / 10;

describe('the risk panel', () => {
  it('shows figures that recompute from the listing’s own months', () => {
    const listing = makePublishedListing({ months: listingMonths(24), inventory_value: 36000, risk: RISK });
    renderWithProviders(<BusinessDetails listing={listing} />, { namespaces });
    expect(screen.getByRole('heading', { level: 2, name: 'Amazon risk check' })).toBeInTheDocument();
    expect(screen.getByText(/^Read from the last 24 months of financials/)).toBeInTheDocument();

    // The last 12 months, recomputed here from `listing.months`.
    const ttm = [...listing.months!].sort((a, b) => (a.month < b.month ? -1 : 1)).slice(-12);
    const total = (pick: (m: (typeof ttm)[number]) => number) => ttm.reduce((sum, m) => sum + pick(m), 0);
    const revenue = total((m) => m.revenue);
    const tacos = round1((total((m) => m.advertising) / revenue) * 100);
    const refunds = round1((total((m) => m.refunds) / revenue) * 100);
    const gross = round1((total((m) => m.revenue - m.refunds - m.amazon_fees - m.cogs) / revenue) * 100);
    const net = round1((total((m) => m.net_profit) / revenue) * 100);
    const quarters = [0, 0, 0, 0];
    for (const m of ttm) quarters[Math.floor((Number(m.month.slice(5)) - 1) / 3)]! += m.revenue;
    const peak = round1((Math.max(...quarters) / revenue) * 100);
    const stock = round1(36000 / (total((m) => m.cogs) / 12));
    expect([tacos, refunds, gross, net, peak, stock]).toEqual([10, 1.2, 46.3, 32.5, 25, 3]);

    expect(item('Ad spend (TACoS)')).toHaveTextContent(
      `Ad spend (TACoS)Low risk${tacos.toFixed(1)}%Ads take ${tacos.toFixed(1)}% of revenue: most sales come without paid ads. Steady over the last year.`,
    );
    expect(item('Refund rate')).toHaveTextContent(`${refunds.toFixed(1)}% of revenue is refunded: few returns.`);
    expect(item('Net margin')).toHaveTextContent(`Gross margin ${gross.toFixed(1)}%, net margin ${net.toFixed(1)}%: the net margin is holding.`);
    expect(item('Seasonality')).toHaveTextContent(`The strongest quarter (Q1) brings ${peak.toFixed(1)}% of the year's revenue: sales are even.`);
    expect(item('Inventory')).toHaveTextContent(`Stock at cost covers ${stock} months of cost of goods: lean.`);
    expect(item('Growth')).toHaveTextContent('Medium risk0.0%Revenue 0.0% against the 12 months before (net profit −0.1%): a slight decline.');
    expect(item('Products')).toHaveTextContent(
      'High risk55.0%42 ASINs, 60 SKUs; the top product brings 55.0% of revenue: most revenue depends on one product.',
    );
    expect(item("Owner's time")).toHaveTextContent('The owner works 10 hours a week on it: close to passive.');
    // Each headline number is one figure of the shared format, one decimal as the deal summary's (walk finding 39), marked for the no-wrap rule.
    expect(item('Refund rate').querySelector('[data-money]')?.textContent).toBe('1.2%');
    expect(item('Growth').querySelector('[data-money]')?.textContent).toBe('0.0%');
    // A number that is not a percentage says its unit: no bare "10" under "Owner's time" (walk finding 6).
    expect(item("Owner's time").querySelector('[data-money]')?.textContent).toBe('10 h/week');
    expect(item('Inventory').querySelector('[data-money]')?.textContent).toBe(`${stock} months`);
    expect(item('Marketplaces').querySelector('[data-money]')?.textContent).toBe('2');
    expect(screen.queryByText(/open once the seller has accepted your NDA/)).not.toBeInTheDocument();
  });

  it('sits below the financials, above the assets', () => {
    renderWithProviders(<BusinessDetails listing={makePublishedListing({ months: listingMonths(24), inventory_value: 36000, risk: RISK })} />, { namespaces });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Amazon risk check')).toBe(headings.indexOf('Financials by month') + 1);
    expect(headings.indexOf('Assets included')).toBe(headings.indexOf('Amazon risk check') + 1);
  });

  it('greys the month-read figures without NDA access, with the NDA hint, and says in German where the figures come from', () => {
    const risk: ListingRisk = {
      ...RISK,
      converted_from: 'EUR',
      figures: RISK.figures.map((f) => (['tacos', 'refund_rate', 'margins', 'seasonality', 'inventory'].includes(f.key) ? locked(f.key) : f)),
    };
    renderWithProviders(<BusinessDetails listing={{ ...makeWithheldListing(), risk }} />, { namespaces, locale: 'de' });
    const panel = screen.getByRole('region', { name: 'Amazon-Risikocheck' });
    expect(within(panel).getByText(/in EUR importiert; sie wurden zum durchschnittlichen EZB-Referenzkurs/)).toBeInTheDocument();
    const hint = within(panel).getByRole('note');
    expect(hint).toHaveTextContent(
      'Die ausgegrauten Kennzahlen stammen aus den monatlichen Finanzen: Sie sehen sie, sobald der Verkäufer Ihre NDA angenommen hat.',
    );
    const tacos = item('Werbeanteil (TACoS)');
    expect(tacos).toHaveClass('bz-risk__item--locked');
    expect(tacos).toHaveTextContent(/^Werbeanteil \(TACoS\)\s*NDA$/);
    expect(tacos).toHaveAccessibleDescription(hint.textContent!.trim());
    expect(item('Produkte')).toHaveTextContent(
      '42 ASINs, 60 SKUs; das stärkste Produkt bringt 55,0 % des Umsatzes: Der Umsatz hängt überwiegend an einem Produkt.',
    );
    expect(item('Produkte').querySelector('[data-money]')?.textContent).toBe('55,0\u00a0%');
    expect(tacos.querySelector('[data-money]')).toBeNull();
    expect(item('Wachstum')).toHaveTextContent('Umsatz 0,0 % gegenüber den 12 Monaten davor (Nettogewinn −0,1 %): ein leichter Rückgang.');
    expect(item('Zeit des Inhabers').querySelector('[data-money]')?.textContent).toBe('10 Std./Woche');
  });

  it('says what is missing: too few months, not given, a single ASIN; nothing without an answer', () => {
    const risk: ListingRisk = {
      months_used: 6,
      converted_from: null,
      figures: [
        fig('seasonality', { gap: 'too_few_months' }),
        fig('owner_hours', { gap: 'not_given' }),
        fig('products', { level: 'high', values: { asins: 1, skus: null, top_share: null } }),
        fig('tacos', { level: 'high', trend: 'rising', values: { tacos: 24.5, change: 3.2 } }),
      ],
    };
    const { unmount } = renderWithProviders(<RiskPanel risk={risk} headingLevel={3} />, { namespaces });
    expect(screen.getByRole('heading', { level: 3, name: 'Amazon risk check' })).toBeInTheDocument();
    expect(item('Seasonality')).toHaveTextContent('Too few months of financials to tell.');
    expect(item("Owner's time")).toHaveTextContent('The seller has not given this.');
    expect(item('Products')).toHaveTextContent('High risk1 ASINOne ASIN only: all revenue depends on one product.');
    expect(item('Ad spend (TACoS)')).toHaveTextContent('the profit depends on ad spend. Up 3.2 points on the six months before.');
    unmount();
    const { container } = renderWithProviders(<RiskPanel risk={undefined} />, { namespaces });
    expect(container).toBeEmptyDOMElement();
  });
});
