import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@bizmarkt/shared/testing';
import { Chart } from 'chart.js';
import { resourcesOf } from '../../../i18n/testing';
import { MonthChart } from './month-chart';

// jsdom has no canvas and no IntersectionObserver: both are stood in for at the edge.
jest.mock('chart.js', () => ({ __esModule: true, Chart: Object.assign(jest.fn(() => ({ destroy: jest.fn() })), { register: jest.fn() }) }));

const namespaces = resourcesOf('listingsDetails', 'listings');
const points = [
  { month: '2026-09', value: 1200 },
  { month: '2026-10', value: 1500 },
];

/** An IntersectionObserver whose one instance the test moves into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  comeIntoView() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.mocked(Chart).mockClear();
});

describe('MonthChart', () => {
  it('loads chart.js and draws only once the chart comes near the viewport', async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    renderWithProviders(<MonthChart title="Umsatz pro Monat" points={points} color="#2563eb" />, { namespaces, locale: 'de' });
    expect(screen.getByRole('img', { name: /Umsatz pro Monat/ })).toBeInTheDocument();
    // Give a dynamic import time to resolve: nothing is drawn while the chart is out of sight.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(Chart).not.toHaveBeenCalled();

    act(() => FakeObserver.last!.comeIntoView());
    await waitFor(() => expect(Chart).toHaveBeenCalledTimes(1));
    expect(jest.mocked(Chart).mock.calls[0]![0]).toBe(screen.getByRole('img', { name: /Umsatz pro Monat/ }));
  });

  it('draws at once where the browser has no IntersectionObserver', async () => {
    renderWithProviders(<MonthChart title="Revenue by month" points={points} color="#2563eb" />, { namespaces });
    await waitFor(() => expect(Chart).toHaveBeenCalledTimes(1));
  });
});
