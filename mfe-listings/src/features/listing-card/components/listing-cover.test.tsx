import { render } from '@testing-library/react';
import { coverHue, ListingCover } from './listing-cover';

describe('ListingCover (a listing without photos)', () => {
  it('draws a decorative picture without text, the same for the same listing, another for its neighbour', () => {
    const { container, rerender } = render(<ListingCover id={41} categoryId={3} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('text')).toBeNull();
    expect(svg.textContent).toBe('');
    const first = svg.outerHTML;
    rerender(<ListingCover id={41} categoryId={3} />);
    expect(container.querySelector('svg')!.outerHTML).toBe(first);
    rerender(<ListingCover id={42} categoryId={3} />);
    expect(container.querySelector('svg')!.outerHTML).not.toBe(first);
  });

  it('spreads neighbouring ids around the colour wheel', () => {
    const hues = [1, 2, 3, 4, 5].map(coverHue);
    for (let i = 1; i < hues.length; i += 1) expect(Math.min(Math.abs(hues[i]! - hues[i - 1]!), 360 - Math.abs(hues[i]! - hues[i - 1]!))).toBeGreaterThan(90);
  });
});
