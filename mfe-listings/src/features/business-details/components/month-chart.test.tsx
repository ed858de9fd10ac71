import { act, screen, waitFor } from '@testing-library/react';
import { drawnCharts, fakeUPlot, mockUPlot, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { MonthChart } from './month-chart';

// jsdom has no canvas and no IntersectionObserver: both are stood in for at the edge.
mockUPlot();

const namespaces = resourcesOf('listingsDetails', 'listings');
const points = [
  { month: '2026-09', value: 1200 },
  { month: '2026-10', value: -1500 },
];
/** Intl separates amount and currency by a no-break space. */
const spaced = (texts: string[]) => texts.map((text) => text.replace(/\s/g, ' '));

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
  fakeUPlot.mockClear();
});

describe('MonthChart', () => {
  it('loads uPlot and draws only once the chart comes near the viewport', async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    renderWithProviders(<MonthChart title="Umsatz" points={points} color="#2563eb" />, { namespaces, locale: 'de' });
    const chart = screen.getByRole('img', { name: 'Balkendiagramm: Umsatz pro Monat (die Zahlen stehen in der Tabelle darunter)' });
    // Give a dynamic import time to resolve: nothing is drawn while the chart is out of sight.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fakeUPlot).not.toHaveBeenCalled();

    act(() => FakeObserver.last!.comeIntoView());
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(1));
    const [drawn] = drawnCharts();
    expect(drawn!.target).toBe(chart);
  });

  it('gives uPlot the months, values and colour, with German labels on both axes', async () => {
    renderWithProviders(<MonthChart title="Nettogewinn" points={points} color="#15803d" />, { namespaces, locale: 'de' });
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(1));
    const [drawn] = drawnCharts();
    expect(drawn!.labels).toEqual(['Sept. 2026', 'Okt. 2026']);
    expect(drawn!.values).toEqual([1200, -1500]);
    expect(drawn!.color).toBe('#15803d');
    expect(spaced(drawn!.valueLabels([-2000, 0, 1500.5]))).toEqual(['-2.000 $', '0 $', '1.500,5 $']);
  });

  it('reads out the bar under the pointer, in English on an English page', async () => {
    renderWithProviders(<MonthChart title="Revenue" points={points} color="#2563eb" />, { namespaces });
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(1));
    const [drawn] = drawnCharts();
    expect(drawn!.labels).toEqual(['Sep 2026', 'Oct 2026']);
    act(() => drawn!.hover(1));
    expect(screen.getByText('Oct 2026: -$1,500')).toBeInTheDocument();
    act(() => drawn!.hover(null));
    expect(screen.queryByText(/Oct 2026/)).not.toBeInTheDocument();
  });

  it('says the chart could not be drawn when uPlot fails, and frees the chart when it leaves', async () => {
    fakeUPlot.mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    renderWithProviders(<MonthChart title="Umsatz" points={points} color="#2563eb" />, { namespaces, locale: 'de' });
    expect(await screen.findByText('Das Diagramm konnte nicht gezeichnet werden; die Zahlen stehen in der Tabelle darunter.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    const view = renderWithProviders(<MonthChart title="Revenue" points={points} color="#2563eb" />, { namespaces });
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(2));
    view.unmount();
    expect(drawnCharts()).toHaveLength(1);
    expect(drawnCharts()[0]!.destroyed).toBe(true);
  });
});
