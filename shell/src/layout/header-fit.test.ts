import { createElement } from 'react';
import { act, render } from '@testing-library/react';
import { applyLevel, dropLevel, fitLevel, MAX_HEADER_LEVEL, useHeaderFit } from './header-fit';

describe('header priority+ (fitLevel)', () => {
  it.each([0, 1, 3, 6, MAX_HEADER_LEVEL - 1, MAX_HEADER_LEVEL])('finds the first level that fits (%i), measuring the page at most five times', (first) => {
    const measured: number[] = [];
    let current = -1;
    const level = fitLevel(
      (l) => {
        current = l;
      },
      () => {
        measured.push(current);
        return current >= first;
      },
    );
    expect(level).toBe(first);
    expect(current).toBe(first);
    expect(measured.length).toBeLessThanOrEqual(first === 0 ? 1 : 5);
  });

  it('ends at the last level when nothing fits', () => {
    let current = -1;
    expect(
      fitLevel(
        (l) => {
          current = l;
        },
        () => false,
      ),
    ).toBe(MAX_HEADER_LEVEL);
    expect(current).toBe(MAX_HEADER_LEVEL);
  });

  it('hides exactly the items whose level is reached, and shows them again', () => {
    const header = document.createElement('header');
    header.innerHTML = `<a data-drop="${dropLevel('faq')}">FAQ</a><a data-drop="${dropLevel('browse')}">Browse</a>`;
    const [faq, browse] = [...header.querySelectorAll('a')];
    applyLevel(header, dropLevel('faq'));
    expect(header.dataset.level).toBe(String(dropLevel('faq')));
    expect(faq).toHaveAttribute('data-dropped');
    expect(browse).not.toHaveAttribute('data-dropped');
    applyLevel(header, 0);
    expect(faq).not.toHaveAttribute('data-dropped');
  });

  it('drops the least important items first', () => {
    expect(dropLevel('language')).toBeLessThan(dropLevel('faq'));
    expect(dropLevel('faq')).toBeLessThan(dropLevel('browse'));
    expect(dropLevel('browse')).toBeLessThan(dropLevel('user-name'));
  });
});

describe('useHeaderFit: measured in the frame, not in the commit', () => {
  /** A ResizeObserver whose callbacks the test runs, as the browser does after a frame's layout. */
  class ManualResizeObserver {
    static instances: ManualResizeObserver[] = [];
    observed: Element[] = [];
    disconnected = false;
    constructor(private readonly callback: ResizeObserverCallback) {
      ManualResizeObserver.instances.push(this);
    }
    observe(element: Element) {
      this.observed.push(element);
    }
    unobserve() {}
    disconnect() {
      this.disconnected = true;
    }
    deliver() {
      this.callback([], this as unknown as ResizeObserver);
    }
  }

  function Header({ label }: { label: string }) {
    const ref = useHeaderFit([label]);
    return createElement('header', { ref, 'data-testid': 'header' }, createElement('a', { 'data-drop': dropLevel('faq'), 'data-header-item': '' }, label));
  }

  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    ManualResizeObserver.instances = [];
    globalThis.ResizeObserver = ManualResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it('leaves the header alone during the commit and fits it when the observer reports the laid-out header', () => {
    const { getByTestId, rerender, unmount } = render(createElement(Header, { label: 'FAQ' }));
    const header = getByTestId('header');
    // Nothing measured yet: no forced layout inside React's commit.
    expect(header).not.toHaveAttribute('data-level');
    const [first] = ManualResizeObserver.instances;
    expect(first?.observed).toEqual([header]);
    act(() => first!.deliver());
    // jsdom lays nothing out, so everything fits at level 0.
    expect(header).toHaveAttribute('data-level', '0');

    // New content (another language): a new observation, whose first report fits again.
    header.removeAttribute('data-level');
    rerender(createElement(Header, { label: 'Häufige Fragen' }));
    expect(first!.disconnected).toBe(true);
    const second = ManualResizeObserver.instances[1]!;
    expect(header).not.toHaveAttribute('data-level');
    act(() => second.deliver());
    expect(header).toHaveAttribute('data-level', '0');

    // The same width reported again: no new measuring.
    header.removeAttribute('data-level');
    act(() => second.deliver());
    expect(header).not.toHaveAttribute('data-level');
    unmount();
    expect(second.disconnected).toBe(true);
  });

  it('fits at once where there is no ResizeObserver', () => {
    globalThis.ResizeObserver = undefined as unknown as typeof ResizeObserver;
    const { getByTestId } = render(createElement(Header, { label: 'FAQ' }));
    expect(getByTestId('header')).toHaveAttribute('data-level', '0');
  });
});
