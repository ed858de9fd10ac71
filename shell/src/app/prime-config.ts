import { addLocale, type APIOptions } from 'primereact/api';
import { OVERLAY_Z_INDEX } from '@bizmarkt/shared/constants';
import primeGerman from 'primelocale/de.json';

/**
 * PrimeReact's own texts in German (the close button's label, a dropdown's "no results", the
 * calendar's month names, …) from primelocale, the library's community translations. English is
 * built in. The page's language picks one (LocaleSync).
 */
addLocale('de', primeGerman.de);

/**
 * The page's PrimeReact settings (spec §9 overlay layers), set once here rather than left to the
 * library's defaults. The remotes share PrimeReact as a singleton, so they get them too.
 */
export const primeReactConfig: Partial<APIOptions> = {
  ripple: true,
  autoZIndex: true,
  zIndex: { ...OVERLAY_Z_INDEX },
};
