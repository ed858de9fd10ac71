import { nulPath } from './nul-bytes';

describe('nulPath: where the first NUL of an input is', () => {
  it('finds it in a value, a nested value, a list item and a key', () => {
    expect(nulPath('a\u0000')).toEqual([]);
    expect(nulPath({ name: 'ok', about: 'x\u0000y' })).toEqual(['about']);
    expect(nulPath({ information: { socials: [{ url: 'ok' }, { url: '\u0000' }] } })).toEqual(['information', 'socials', '1', 'url']);
    expect(nulPath({ 'a\u0000': 1 })).toEqual(['a\u0000']);
  });

  it('finds none in clean input, numbers, booleans, null, or an upload’s bytes', () => {
    expect(nulPath({ name: 'Mira', age: 3, ok: true, none: null, list: ['a', 1] })).toBeNull();
    expect(nulPath(undefined)).toBeNull();
    expect(nulPath({ file: { filename: 'a.png', data: Buffer.from([0, 0, 0]) } })).toBeNull();
    expect(nulPath({ file: { filename: 'a\u0000.png', data: Buffer.alloc(1) } })).toEqual(['file', 'filename']);
  });

  it('walks input nested deeper than the call stack would go', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(nulPath(deep)).toHaveLength(200_000);
    // Linear: a path copied at every level took minutes here (a 256 KB body nests 128k levels).
  }, 10_000);
});
