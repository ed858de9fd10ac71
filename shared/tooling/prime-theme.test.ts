/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const { purgePrimeCss, themeContent } = require('./prime-theme-loader.cjs') as {
  purgePrimeCss: (css: string) => Promise<string>;
  themeContent: (primereactDir: string) => { appFiles: string[]; components: string[] };
};

const shellDir = path.resolve(__dirname, '..', '..', 'shell');
const primereactDir = path.dirname(require.resolve('primereact/package.json', { paths: [shellDir] }));
const themeFile = path.join(primereactDir, 'resources', 'themes', 'lara-light-blue', 'theme.css');
// Through package.json: Jest maps a required .css file to its style mock.
const iconsFile = path.join(path.dirname(require.resolve('primeicons/package.json', { paths: [shellDir] })), 'primeicons.css');

/** Every rule's selectors, one string each, whitespace folded. */
function selectors(css: string): Set<string> {
  const found = new Set<string>();
  for (const [, list] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}@;]+)\{[^{}]*\}/g)) {
    for (const selector of list!.split(',')) found.add(selector.replace(/\s+/g, ' ').trim());
  }
  return found;
}

describe('the shell’s PrimeReact theme and icons, trimmed to what the apps use', () => {
  let theme: Set<string>;
  let icons: Set<string>;
  const appText = () =>
    themeContent(primereactDir)
      .appFiles.map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');

  beforeAll(async () => {
    theme = selectors(await purgePrimeCss(fs.readFileSync(themeFile, 'utf8')));
    icons = selectors(await purgePrimeCss(fs.readFileSync(iconsFile, 'utf8')));
  }, 30_000);

  it('reads the components the apps import and the ones those bring, not the icon list of primereact/api', () => {
    const { appFiles, components } = themeContent(primereactDir);
    expect(appFiles.length).toBeGreaterThan(100);
    for (const app of ['shell', 'shared', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account']) {
      expect({ app, read: appFiles.some((file) => file.includes(`${path.sep}${app}${path.sep}src${path.sep}`)) }).toEqual({ app, read: true });
    }
    expect(components).toEqual(
      expect.arrayContaining(['button', 'checkbox', 'confirmdialog', 'dialog', 'dropdown', 'toast', 'ripple', 'portal', 'csstransition']),
    );
    expect(components).not.toContain('api');
    expect(components).not.toContain('datatable');
  });

  it('keeps the rules of used components, their states and the classes they build from props', () => {
    for (const kept of [
      '.p-button',
      '.p-button.p-button-secondary', // severity="secondary": "p-button-" + severity
      '.p-button.p-button-danger.p-button-text',
      '.p-tag.p-tag-success',
      '.p-toast .p-toast-message.p-toast-message-error',
      '.p-dialog .p-dialog-header',
      '.p-checkbox.p-invalid > .p-checkbox-box',
      '.p-dropdown-panel .p-dropdown-items .p-dropdown-item.p-highlight',
      '.p-inputtext:enabled:focus',
      '.p-datepicker table td > span.p-highlight', // the offer form's Calendar (mfe-messaging)
    ]) {
      expect({ kept, found: theme.has(kept) }).toEqual({ kept, found: true });
    }
    expect([...theme].some((selector) => selector === ':root')).toBe(true);
  });

  it('keeps only the button severities some app passes', () => {
    const passed = new Set([...appText().matchAll(/\bseverity\s*[=:]\s*\{?\s*['"`]([a-z]+)['"`]/g)].map(([, name]) => name));
    expect([...passed]).toEqual(expect.arrayContaining(['danger', 'secondary', 'success']));
    for (const severity of ['secondary', 'success', 'info', 'warning', 'help', 'danger', 'contrast']) {
      const rules = [...theme].filter((selector) => selector.includes(`.p-button-${severity}`));
      expect({ severity, kept: rules.length > 0 }).toEqual({ severity, kept: passed.has(severity) });
    }
    // Kept with them: the variants and states of the used ones.
    expect(theme.has('.p-button.p-button-danger.p-button-outlined')).toBe(true);
    expect(theme.has('.p-button.p-button-sm')).toBe(true);
  });

  it('drops the rules of components no app draws', () => {
    // (.p-calendar is drawn now: the offer form of mfe-messaging picks dates with it, issue #30.)
    for (const dropped of ['.p-datatable', '.p-slider', '.p-galleria', '.p-tree', '.p-multiselect']) {
      const component = new RegExp(`\\${dropped}(?![\\w-])`);
      expect({ dropped, left: [...theme].filter((selector) => component.test(selector)) }).toEqual({ dropped, left: [] });
    }
  });

  it('keeps every PrimeIcons icon an app names, and no other', () => {
    const named = new Set([...appText().matchAll(/\bpi-[a-z-]+[a-z]/g)].map(([name]) => name));
    const available = new Set([...fs.readFileSync(iconsFile, 'utf8').matchAll(/\.(pi-[a-z-]+):before/g)].map(([, name]) => name!));
    const expected = [...named].filter((name) => available.has(name)).sort();
    expect(expected).toEqual(expect.arrayContaining(['pi-bars', 'pi-heart', 'pi-heart-fill', 'pi-user', 'pi-bell']));
    const kept = [...icons]
      .map((selector) => /^\.(pi-[a-z-]+):before$/.exec(selector)?.[1])
      .filter(Boolean)
      .sort();
    expect(kept).toEqual(expected);
    expect(icons.has('.pi')).toBe(true);
  });
});
