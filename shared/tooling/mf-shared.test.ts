/** @jest-environment node */
import path from 'node:path';
import { mfShared, SHARED_PACKAGES } from './mf-shared';

const shellDir = path.resolve(__dirname, '..', '..', 'shell');

describe('the one Module Federation shared list', () => {
  const shared = mfShared(shellDir);

  it('shares every package as a singleton with a real semver range', () => {
    for (const [key, entry] of Object.entries(shared)) {
      expect({ key, singleton: entry.singleton }).toEqual({ key, singleton: true });
      expect(entry.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
  });

  it('covers the packages and subpath prefixes the design names', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        ...SHARED_PACKAGES,
        'react/',
        'react-dom/',
        'zustand/',
        'primereact/',
        '@bizmarkt/shared/router',
        '@bizmarkt/shared/query',
        '@bizmarkt/shared/translation',
      ].sort(),
    );
    expect(shared.react!.requiredVersion).toBe(`^${require(path.join(shellDir, 'node_modules/react/package.json')).version}`);
    expect(shared['@bizmarkt/shared']!.requiredVersion).toBe('^1.0.0');
    expect(shared['@bizmarkt/shared/router']!.requiredVersion).toBe('^1.0.0');
    // React Router, TanStack Query and react-i18next go through entries only: shared whole, every
    // export would ship.
    expect(Object.keys(shared).filter((key) => /^(react-router|@tanstack\/|react-i18next)/.test(key))).toEqual([]);
  });

  it('names the app that lacks a shared package', () => {
    expect(() => mfShared('/nonexistent')).toThrow(/is not installed for \/nonexistent/);
  });
});
