// What every app gets as `primereact/api` on the page: the library's module, configured for the page
// as it first loads (prime-setup.ts). The shell provides it under that share key instead of the
// library's (shell/module-federation.config.ts); the shell's share wins for every app because the
// host registers first and its 'loaded-first' entries are never replaced.
//
// No provider: the context's value is PrimeReact's static configuration itself, which the page's
// setup has set. (PrimeReact's Menu and Dropdown read `context.hideOverlaysOnDocumentScrolling`
// without a check, so the context must have a value; PrimeReactProvider would make the shell load
// all of this at startup.)
import { createContext } from 'react';
import PrimeReact, { addLocale } from 'primereact-library/api';
import primeGerman from 'primelocale/de.json';
import { configurePrime } from './prime-setup';

export * from 'primereact-library/api';
export { default } from 'primereact-library/api';

configurePrime(PrimeReact, addLocale, primeGerman.de);

/** Takes the place of the library's own context (an explicit export wins over `export *`). */
export const PrimeReactContext = createContext(PrimeReact);
