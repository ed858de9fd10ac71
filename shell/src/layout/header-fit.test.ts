import { applyLevel, dropLevel, fitLevel, MAX_HEADER_LEVEL } from './header-fit';

describe('header priority+ (fitLevel)', () => {
  it.each([0, 1, 3, 6, MAX_HEADER_LEVEL - 1, MAX_HEADER_LEVEL])('finds the first level that fits (%i), measuring the page at most five times', (first) => {
    const measured: number[] = [];
    let current = -1;
    const level = fitLevel((l) => { current = l; }, () => { measured.push(current); return current >= first; });
    expect(level).toBe(first);
    expect(current).toBe(first);
    expect(measured.length).toBeLessThanOrEqual(first === 0 ? 1 : 5);
  });

  it('ends at the last level when nothing fits', () => {
    let current = -1;
    expect(fitLevel((l) => { current = l; }, () => false)).toBe(MAX_HEADER_LEVEL);
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
