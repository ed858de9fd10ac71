// One Jest configuration for every front-end package: @swc/jest, jsdom, Testing Library.
// Federated imports (`mfe_*/...`) are mapped to an explicit mock so unit tests never load a remote.
const path = require('node:path');

module.exports = function jestPreset({ rootDir, moduleNameMapper = {} }) {
  return {
    rootDir,
    // Every core (Jest's default leaves one idle: one worker on a two-core machine).
    maxWorkers: '100%',
    testEnvironment: require.resolve('./jest-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/tooling/**/*.test.ts?(x)'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.ts')],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'jest-style-mock.cjs'),
      // The singleton entry, also when a pure module of the shared package imports it by name (package
      // self-reference): one module instance for the whole test, as on the page.
      '^@bizmarkt/shared$': path.join(__dirname, '..', 'src', 'index.ts'),
      ...moduleNameMapper,
    },
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // primereact ships CommonJS next to ESM. laravel-precognition is ESM-only, which Jest's CommonJS
    // runtime cannot load on Node 20: it alone is compiled (its es-toolkit dependency ships CommonJS).
    transformIgnorePatterns: ['^(?!.*/node_modules/\\.pnpm/laravel-precognition@).*/node_modules/'],
  };
};
