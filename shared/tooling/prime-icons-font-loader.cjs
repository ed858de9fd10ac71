// The shell's production build cuts PrimeIcons' font to the glyphs of the icons the apps use: the
// font holds about 300 icons (35 KB as woff2, fetched at the highest priority by every page that
// shows one), the apps show about fifty. An rspack loader on primeicons.woff2 (rspack-app.ts).
//
// The glyphs kept are exactly those of the icon rules the trimmed PrimeIcons stylesheet keeps
// (prime-theme-loader.cjs decides which icons are used), so a class the stylesheet has always finds
// its glyph. The other formats (woff, ttf, eot, svg) stay whole: only a browser without woff2 asks for
// them. As with the theme, a remote that starts using another icon needs a shell built from the
// same commit or a later one.
const fs = require('node:fs');
const path = require('node:path');
const subsetFont = require('subset-font');
const { purgePrimeCss } = require('./prime-theme-loader.cjs');

const ROOT = path.resolve(__dirname, '..', '..');
const primeiconsDir = () => path.dirname(require.resolve('primeicons/package.json', { paths: [path.join(ROOT, 'shell')] }));

/** The code points (`content: "\e9xx"`) of the icon rules a stylesheet holds. */
function iconCodePoints(css) {
  return [...new Set([...css.matchAll(/content:\s*["']\\([0-9a-f]{4,6})["']/gi)].map((match) => parseInt(match[1], 16)))].sort((a, b) => a - b);
}

/** The code points of the icons the apps use: those of the trimmed PrimeIcons stylesheet. */
async function usedIconCodePoints(dir = primeiconsDir()) {
  return iconCodePoints(await purgePrimeCss(fs.readFileSync(path.join(dir, 'primeicons.css'), 'utf8')));
}

async function subsetIconFont(woff2, codePoints) {
  return subsetFont(woff2, String.fromCodePoint(...codePoints), { targetFormat: 'woff2' });
}

module.exports = function primeIconsFontLoader(source) {
  const callback = this.async();
  usedIconCodePoints()
    .then((codePoints) => subsetIconFont(source, codePoints))
    .then((font) => callback(null, font), callback);
};
module.exports.raw = true;
module.exports.iconCodePoints = iconCodePoints;
module.exports.usedIconCodePoints = usedIconCodePoints;
module.exports.subsetIconFont = subsetIconFont;
