/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const loader = require('./prime-icons-font-loader.cjs') as {
  (this: unknown, source: Buffer): void;
  raw: boolean;
  iconCodePoints: (css: string) => number[];
  usedIconCodePoints: () => Promise<number[]>;
  subsetIconFont: (woff2: Buffer, codePoints: number[]) => Promise<Buffer>;
};
const subsetFont = require('subset-font') as (font: Buffer, text: string, options: { targetFormat: string }) => Promise<Buffer>;

const shellDir = path.resolve(__dirname, '..', '..', 'shell');
const primeiconsDir = path.dirname(require.resolve('primeicons/package.json', { paths: [shellDir] }));
const fullFont = fs.readFileSync(path.join(primeiconsDir, 'fonts', 'primeicons.woff2'));
const fullCss = fs.readFileSync(path.join(primeiconsDir, 'primeicons.css'), 'utf8');

/** The glyph count of a TrueType font (`maxp.numGlyphs`), read from its table directory. */
function numGlyphs(ttf: Buffer): number {
  const tables = ttf.readUInt16BE(4);
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (ttf.toString('latin1', record, record + 4) === 'maxp') return ttf.readUInt16BE(ttf.readUInt32BE(record + 8) + 4);
  }
  throw new Error('no maxp table');
}

/** Whether a font draws a code point: cut to that one character, it keeps a glyph besides .notdef. */
async function draws(font: Buffer, codePoint: number): Promise<boolean> {
  return numGlyphs(await subsetFont(font, String.fromCodePoint(codePoint), { targetFormat: 'truetype' })) > 1;
}

/** What the build does with primeicons.woff2: the loader, called as rspack calls it. */
function runLoader(source: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    loader.call({ async: () => (error: Error | null, result?: Buffer) => (error ? reject(error) : resolve(result!)) }, source);
  });
}

describe('the shell’s PrimeIcons font, cut to the icons the apps use', () => {
  let used: number[];
  let font: Buffer;

  beforeAll(async () => {
    used = await loader.usedIconCodePoints();
    font = await runLoader(fullFont);
  }, 60_000);

  it('keeps the glyph of every icon the trimmed stylesheet keeps, icons the apps show among them', async () => {
    // pi-heart (the cards' favourite button) and pi-bars (the phone menu) are drawn on the landing page.
    expect(used).toEqual(expect.arrayContaining([0xe984, 0xe91d]));
    expect(used.length).toBeGreaterThan(20);
    for (const codePoint of used)
      expect({ codePoint: codePoint.toString(16), drawn: await draws(font, codePoint) }).toEqual({ codePoint: codePoint.toString(16), drawn: true });
  }, 60_000);

  it('drops the glyphs of icons no app uses', async () => {
    const unused = loader.iconCodePoints(fullCss).filter((codePoint) => !used.includes(codePoint));
    expect(unused.length).toBeGreaterThan(100);
    // The full font draws them (so this check can fail); the build's does not.
    for (const codePoint of unused.slice(0, 5)) expect(await draws(fullFont, codePoint)).toBe(true);
    for (const codePoint of unused.slice(0, 20)) expect(await draws(font, codePoint)).toBe(false);
  }, 60_000);

  it('is a woff2 font, as the stylesheet names it, and a raw loader (it gets the file as bytes)', () => {
    expect(font.toString('latin1', 0, 4)).toBe('wOF2');
    expect(loader.raw).toBe(true);
  });
});
