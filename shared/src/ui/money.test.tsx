import { render } from '@testing-library/react';
import { Money, moneyText } from './money';

describe('Money (one figure, marked for the no-wrap rule)', () => {
  it('shows the figure in the kind and decimals asked, in a span marked data-money', () => {
    const { container } = render(
      <p>
        <Money value={3085.4} locale="en" decimals={2} />
        <Money value={583554.36} locale="de" kind="compact" />
        <Money value={19} locale="de" kind="percent" className="extra" />
        <Money value={null} locale="en" decimals={0} />
      </p>,
    );
    const figures = [...container.querySelectorAll('[data-money]')];
    expect(figures.map((figure) => figure.textContent)).toEqual(['$3,085.40', '583.554\u00a0$', '19\u00a0%', '$0']);
    expect(figures[2]).toHaveClass('bz-money', 'extra');
  });

  it('gives the same text as a string', () => {
    expect(moneyText({ value: 1500000, locale: 'en', kind: 'compact' })).toBe('$1.5M');
    expect(moneyText({ value: 2500.5, locale: 'de', kind: 'number', decimals: 2 })).toBe('2.500,50');
  });
});
