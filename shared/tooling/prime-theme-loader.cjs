// The shell's production build keeps, of the PrimeReact theme and of PrimeIcons' stylesheet, only the
// rules of the components and icons the apps use: the theme styles about 90 components (16.6 KB
// brotli), the apps draw about twenty. An rspack loader on those two files (rspack-app.ts).
//
// What counts as used, read from the sources of every app at build time:
// - every class name written in the apps' sources (`pi-heart`, `p-button-text`, `p-invalid`, …);
// - the PrimeReact components they import, and those components' own PrimeReact imports, taken
//   from the components' code, which names each class it sets;
// - the classes those components build at run time from a prop ("p-button-" + severity, …) and
//   the transition classes (`-enter`, `-exit-active`, …): SAFELIST.
// The shell owns the theme, so a remote that starts using another PrimeReact component or icon
// needs a shell built from the same commit or a later one (docs/architecture/page-weight.md,
// "PrimeReact and its theme").
const fs = require('node:fs');
const path = require('node:path');
const { PurgeCSS } = require('purgecss');

const ROOT = path.resolve(__dirname, '..', '..');
/** The shell, every remote (`mfe-*`, so a new one counts without an edit here) and the shared package. */
const isAppDir = (name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-');

/** A Button's severities: its class is "p-button-" + severity. */
const BUTTON_SEVERITIES = ['secondary', 'success', 'info', 'warning', 'help', 'danger', 'contrast'];
/** `severity="danger"`, `severity: 'success'`: the severities the apps pass (to buttons, tags, toasts). */
const SEVERITY_PROP = /\bseverity\s*[=:]\s*\{?\s*['"`]([a-z]+)['"`]/g;

/**
 * Classes PrimeReact components build from props or transitions, which no source spells out. Of a
 * Button's, only the severities some app passes (seven of them with their outlined, text and group
 * variants were a third of the theme's button rules, 16.5 KB before compression); its other
 * classes (sizes, icon positions, loading) all.
 */
function safelist(appTexts) {
  const severities = new Set(appTexts.flatMap((text) => [...text.matchAll(SEVERITY_PROP)].map(([, name]) => name)));
  const unused = BUTTON_SEVERITIES.filter((name) => !severities.has(name));
  return {
    standard: [
      /^p-(?:badge|tag|toast-message|dialog|sidebar|tooltip)-/,
      new RegExp(`^p-button-(?!(?:group|${unused.join('|') || '(?!)'})$)`),
      /-(?:enter|enter-active|enter-done|exit|exit-active|exit-done)$/,
    ],
  };
}

function sourceFiles(dir) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name)) files.push(full);
  }
  return files;
}

const PRIMEREACT_IMPORT = /(?:from\s*|import\(\s*)['"]primereact\/([a-z]+)/g;
/** PrimeReact modules that draw nothing; `api` lists every icon's class name (PrimeIcons). */
const NOT_DRAWN = new Set(['api', 'menuitem']);

/** The apps' source files, and the code of every PrimeReact component they reach. */
function themeContent(primereactDir) {
  const appFiles = fs
    .readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isAppDir(entry.name) && fs.existsSync(path.join(ROOT, entry.name, 'src')))
    .flatMap((entry) => sourceFiles(path.join(ROOT, entry.name, 'src')));
  const components = new Set();
  const pending = [...appFiles];
  while (pending.length > 0) {
    const text = fs.readFileSync(pending.pop(), 'utf8');
    for (const [, name] of text.matchAll(PRIMEREACT_IMPORT)) {
      const file = path.join(primereactDir, name, `${name}.esm.js`);
      if (!components.has(name) && !NOT_DRAWN.has(name) && fs.existsSync(file)) {
        components.add(name);
        pending.push(file);
      }
    }
  }
  return { appFiles, components: [...components].sort(), componentFiles: [...components].map((name) => path.join(primereactDir, name, `${name}.esm.js`)) };
}

/** The CSS with only the rules whose every class is used (custom properties and fonts all kept). */
async function purgePrimeCss(css, primereactDir = path.dirname(require.resolve('primereact/package.json', { paths: [path.join(ROOT, 'shell')] }))) {
  const { appFiles, componentFiles } = themeContent(primereactDir);
  const [result] = await new PurgeCSS().purge({
    content: [...appFiles, ...componentFiles],
    css: [{ raw: css }],
    safelist: safelist(appFiles.map((file) => fs.readFileSync(file, 'utf8'))),
    variables: false,
    keyframes: true,
    fontFace: false,
  });
  return result.css;
}

module.exports = function primeThemeLoader(source) {
  const callback = this.async();
  purgePrimeCss(String(source)).then((css) => callback(null, css), callback);
};
module.exports.purgePrimeCss = purgePrimeCss;
module.exports.themeContent = themeContent;
