module.exports = require('../shared/tooling/jest-preset.cjs')({
  rootDir: __dirname,
  // The library's modules behind the shell's configured PrimeReact shares (src/prime/library.d.ts).
  moduleNameMapper: { '^primereact-library/(.*)$': 'primereact/$1' },
});
