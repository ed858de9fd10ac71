// The ONE shared-dependency list of Module Federation, used by the shell and all four remotes.
// Every entry is a singleton with an explicit requiredVersion read from the installed package,
// because the apps' package.json use `catalog:` / `workspace:*`, which are not semver ranges.
import fs from 'node:fs';
import path from 'node:path';

/** Packages shared as singletons (`react/`-style prefix keys share their subpaths too). */
export const SHARED_PACKAGES = ['react', 'react-dom', 'zustand', 'i18next', 'primereact', '@bizmarkt/shared'] as const;

type SharedPackage = (typeof SHARED_PACKAGES)[number];

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
}

function resolvePackageJson(appDir: string, pkg: string): string {
  const file = path.join(appDir, 'node_modules', pkg, 'package.json');
  if (!fs.existsSync(file)) throw new Error(`${pkg} is not installed for ${appDir}; add it to the app's dependencies`);
  return file;
}

export function installedVersion(appDir: string, pkg: SharedPackage): string {
  return (JSON.parse(fs.readFileSync(resolvePackageJson(appDir, pkg), 'utf8')) as { version: string }).version;
}

export function mfShared(appDir: string): Record<string, SharedEntry> {
  const s = (pkg: SharedPackage): SharedEntry => ({ singleton: true, requiredVersion: `^${installedVersion(appDir, pkg)}` });
  return {
    react: s('react'),
    'react/': s('react'), // react/jsx-runtime
    'react-dom': s('react-dom'),
    'react-dom/': s('react-dom'), // react-dom/client
    zustand: s('zustand'),
    'zustand/': s('zustand'), // zustand/vanilla
    i18next: s('i18next'),
    // PrimeReact 10: import subpaths only (primereact/button); each used subpath is one shared module.
    // The root entry is a separate 300 KB bundle with its own context: shared anyway so that an
    // accidental import is at most one copy.
    'primereact/': s('primereact'),
    primereact: s('primereact'),
    // The exact key only: the stateful root is the page's one copy, while its pure subpaths
    // (`@bizmarkt/shared/routing`, `/constants`, …) are bundled per app, so a remote built against a
    // newer shared package keeps its own new pure code (README, "The shared package"). Never add a
    // `@bizmarkt/shared/` prefix key.
    '@bizmarkt/shared': s('@bizmarkt/shared'),
    // The router: React Router's declarative API as one listed entry (shared/src/router.ts), so the
    // page gets the part of the library the apps use instead of all of it. No app imports
    // `react-router` itself (none has it as a dependency).
    '@bizmarkt/shared/router': s('@bizmarkt/shared'),
    // TanStack Query and react-i18next through entries that list what the apps use (shared/src/query.ts,
    // translation.ts), as React Router: shared whole, every export of each would ship on every page.
    '@bizmarkt/shared/query': s('@bizmarkt/shared'),
    '@bizmarkt/shared/translation': s('@bizmarkt/shared'),
  };
}
