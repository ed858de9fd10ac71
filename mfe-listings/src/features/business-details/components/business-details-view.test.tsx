import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import type { BusinessView } from '../types/business-view';
import { BusinessDetailsView } from './business-details-view';

// jsdom has no canvas: the chart module is replaced, the table alternative is what the tests read.
jest.mock('chart.js/auto', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn() })) }));

const namespaces = { listings: { en, de } };
const NOW = new Date(Date.UTC(2026, 10, 24));

function months(count: number) {
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(2025, 11 - i, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month, revenue: 40000 + i, costOfGoods: 12000, amazonFees: 9000, advertising: 4000, refunds: 500, otherExpenses: 1500, netProfit: 13000 + i };
  });
}

function listing(overrides: Partial<BusinessView> = {}): BusinessView {
  const rows = months(12);
  return {
    id: 7,
    name: 'Garden Tools Brand',
    category: 'Home & Garden',
    businessModels: ['fba', 'private_label'],
    marketplaces: ['US', 'DE'],
    founded: { year: 2021, month: 3 },
    country: 'DE',
    asinCount: 42,
    teamSize: 3,
    ownerHoursPerWeek: 10,
    reasonForSale: 'Starting a new venture',
    images: [
      { id: 1, url: '/media/cover.webp' },
      { id: 2, url: '/media/second.webp' },
    ],
    chartMonths: rows.map((r) => ({ month: r.month, revenue: r.revenue, netProfit: r.netProfit })),
    summary: 'Profitable garden tools brand on Amazon US and DE.',
    metrics: {
      price: 350000,
      openToOffers: true,
      ttmRevenue: 1234567.891,
      ttmNetProfit: 156000,
      avgMonthlyRevenue: 40000,
      avgMonthlyNetProfit: 13000,
      profitMargin: 12.6349,
      growth: 8.5,
      annualMultiple: 2.24,
      monthlyMultiple: 26.92,
    },
    access: { ndaRequired: false, granted: true },
    months: rows,
    addbacks: [{ label: "Owner's salary", amount: 24000 }],
    assets: { inventoryValue: 45000, inventoryIncluded: false, included: ['brand', 'seller_account'], notes: null },
    description: 'Three hero products with 4.6 stars.',
    opportunities: 'Launch in FR and IT.',
    risks: 'One supplier.',
    sellerSupport: '30 days of calls.',
    website: 'gardentools.example',
    socials: [{ network: 'instagram', url: 'instagram.com/gardentools', followers: 12500 }],
    ...overrides,
  };
}

describe('BusinessDetailsView', () => {
  it('draws the listing as a buyer sees it, with the formats of spec §9', () => {
    renderWithProviders(<BusinessDetailsView view={listing()} now={NOW} />, { namespaces });
    expect(screen.getByRole('heading', { level: 1, name: 'Garden Tools Brand' })).toBeInTheDocument();
    const metrics = screen.getByRole('region', { name: 'Key metrics' });
    expect(within(metrics).getByText('Asking price').nextElementSibling).toHaveTextContent('$350,000Open to offers');
    expect(within(metrics).getByText('Revenue (TTM)').nextElementSibling).toHaveTextContent('$1,234,567.89');
    expect(within(metrics).getByText('Profit margin').nextElementSibling).toHaveTextContent('12.63 %');
    expect(within(metrics).getByText('Multiple (annual)').nextElementSibling).toHaveTextContent('2.24×');
    expect(within(metrics).getByText('Multiple (monthly)').nextElementSibling).toHaveTextContent('26.92×');
    expect(within(metrics).getByText('Growth vs previous 12 months').nextElementSibling).toHaveTextContent('+8.5 %');

    const facts = screen.getByRole('region', { name: 'About the business' });
    expect(facts).toHaveTextContent('Business modelsFBA, Private label');
    expect(facts).toHaveTextContent('Amazon marketplacesUnited States, Germany');
    expect(facts).toHaveTextContent('Age5 years, 8 months');
    expect(screen.getByRole('img', { name: /Revenue by month/ })).toBeInTheDocument();
  });

  it('shows the financial table newest month first, the add-backs, assets and https:// links', () => {
    renderWithProviders(<BusinessDetailsView view={listing()} now={NOW} />, { namespaces });
    const table = screen.getByRole('table', { name: /Monthly profit and loss/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Dec 2025$40,000$12,000$9,000$4,000$500$1,500$13,000');
    expect(screen.getByText("Owner's salary").parentElement).toHaveTextContent('$24,000');
    expect(screen.getByText('Plus inventory at cost: $45,000.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://gardentools.example' })).toHaveAttribute('href', 'https://gardentools.example');
    expect(screen.getByRole('link', { name: 'https://instagram.com/gardentools' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/12,500 followers/)).toBeInTheDocument();
  });

  it('shows "Sign the NDA" placeholders where the answer holds no protected fields', () => {
    const withheld = listing({
      access: { ndaRequired: true, granted: false },
      months: null,
      addbacks: null,
      assets: null,
      description: null,
      opportunities: null,
      risks: null,
      sellerSupport: null,
      website: null,
      socials: null,
    });
    renderWithProviders(<BusinessDetailsView view={withheld} now={NOW} ndaAction={<button type="button">Request access</button>} />, { namespaces });
    expect(screen.getByText('Details behind an NDA')).toBeInTheDocument();
    expect(screen.getByText('Sign the NDA to see the financials month by month.')).toBeInTheDocument();
    expect(screen.getByText('Sign the NDA to see the detailed description.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Monthly profit and loss/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Request access' }).length).toBeGreaterThan(0);
    // The public part stays.
    expect(screen.getByText('Profitable garden tools brand on Amazon US and DE.')).toBeInTheDocument();
  });

  it('leaves out what a seller left empty on a listing without an NDA', () => {
    renderWithProviders(<BusinessDetailsView view={listing({ risks: null, socials: [], website: null })} now={NOW} />, { namespaces });
    expect(screen.queryByRole('heading', { name: 'Risks' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Sign the NDA/)).not.toBeInTheDocument();
  });

  it('switches the gallery image with its thumbnails', () => {
    renderWithProviders(<BusinessDetailsView view={listing()} now={NOW} />, { namespaces });
    expect(screen.getByRole('img', { name: 'Garden Tools Brand, image 1 of 2' })).toHaveAttribute('src', '/media/cover.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 2' }));
    expect(screen.getByRole('img', { name: 'Garden Tools Brand, image 2 of 2' })).toHaveAttribute('src', '/media/second.webp');
  });

  it('reads in German with German number formats', () => {
    renderWithProviders(<BusinessDetailsView view={listing()} now={NOW} />, { locale: 'de', namespaces });
    const metrics = screen.getByRole('region', { name: 'Kennzahlen' });
    expect(within(metrics).getByText('Umsatz (12 Monate)').nextElementSibling).toHaveTextContent('1.234.567,89 $');
    expect(within(metrics).getByText('Gewinnmarge').nextElementSibling).toHaveTextContent('12,63 %');
    expect(screen.getByRole('region', { name: 'Über das Unternehmen' })).toHaveTextContent('Amazon-MarktplätzeVereinigte Staaten, Deutschland');
    expect(screen.getByRole('region', { name: 'Über das Unternehmen' })).toHaveTextContent('Alter5 Jahre, 8 Monate');
  });
});
