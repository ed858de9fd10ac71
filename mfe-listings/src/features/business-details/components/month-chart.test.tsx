import { act, screen, waitFor } from '@testing-library/react';
import { drawnCharts, fakeUPlot, mockUPlot, renderWithProviders } from '@bizmarkt/shared/testing';
import { resourcesOf } from '../../../i18n/testing';
import { MonthChart } from './month-chart';

// jsdom has no canvas and no IntersectionObserver: both are stood in for at the edge.
mockUPlot();

const namespaces = resourcesOf('listingsDetails', 'listings');
const months = [
  { month: '2026-09', revenue: 8000, netProfit: 1200, margin: 15 },
  { month: '2026-10', revenue: 0, netProfit: -1500, margin: null },
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
    renderWithProviders(<MonthChart title="Umsatz, Nettogewinn und Marge" months={months} />, { namespaces, locale: 'de' });
    const chart = screen.getByRole('img', {
      name: 'Diagramm: Umsatz, Nettogewinn und Marge pro Monat – Umsatz und Nettogewinn als Balken, die Marge als Linie (die Zahlen stehen in der Tabelle darunter)',
    });
    // Give a dynamic import time to resolve: nothing is drawn while the chart is out of sight.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fakeUPlot).not.toHaveBeenCalled();

    act(() => FakeObserver.last!.comeIntoView());
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(1));
    const [drawn] = drawnCharts();
    expect(drawn!.target).toBe(chart);
  });

  it('gives uPlot the months, revenue and net profit as bars and the margin as a line, in one plot area, with German labels', async () => {
    renderWithProviders(<MonthChart title="Umsatz, Nettogewinn und Marge" months={months} />, { namespaces, locale: 'de' });
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(1));
    const [drawn] = drawnCharts();
    expect(drawn!.labels).toEqual(['Sept. 2026', 'Okt. 2026']);
    expect(drawn!.values).toEqual([8000, 0]);
    expect(drawn!.color).toBe('#2563eb');
    expect(spaced(drawn!.valueLabels([-2000, 0, 1500.5]))).toEqual(['-2.000 $', '0 $', '1.501 $']);
    // One uPlot: the net profit bars and the margin line are series of the same chart.
    const [options, data] = fakeUPlot.mock.calls[0]!;
    expect(data.slice(2)).toEqual([
      [1200, -1500],
      [15, null],
    ]);
    expect(options.series.slice(2).map((series) => series.fill ?? series.stroke)).toEqual(['#15803d', '#b45309']);
    const lineAxis = options.axes![2]!.values as (u: unknown, splits: number[]) => string[];
    expect(spaced(lineAxis({}, [0, 12.5]))).toEqual(['0 %', '12,5 %']);
  });

  it('reads out the bar under the pointer, in English on an English page', async () => {
    renderWithProviders(<MonthChart title="Revenue, net profit and margin" months={months} />, { namespaces });
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(1));
    const [drawn] = drawnCharts();
    expect(drawn!.labels).toEqual(['Sep 2026', 'Oct 2026']);
    act(() => drawn!.hover(0));
    expect(screen.getByText('Sep 2026: revenue $8,000, net profit $1,200, margin 15.0%')).toBeInTheDocument();
    act(() => drawn!.hover(1));
    expect(screen.getByText('Oct 2026: revenue $0, net profit -$1,500, margin –')).toBeInTheDocument();
    act(() => drawn!.hover(null));
    expect(screen.queryByText(/Oct 2026/)).not.toBeInTheDocument();
  });

  it('says the chart could not be drawn when uPlot fails, and frees the chart when it leaves', async () => {
    fakeUPlot.mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    renderWithProviders(<MonthChart title="Umsatz, Nettogewinn und Marge" months={months} />, { namespaces, locale: 'de' });
    expect(await screen.findByText('Das Diagramm konnte nicht gezeichnet werden; die Zahlen stehen in der Tabelle darunter.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();

    const view = renderWithProviders(<MonthChart title="Revenue, net profit and margin" months={months} />, { namespaces });
    await waitFor(() => expect(fakeUPlot).toHaveBeenCalledTimes(2));
    view.unmount();
    expect(drawnCharts()).toHaveLength(1);
    expect(drawnCharts()[0]!.destroyed).toBe(true);
  });
});
