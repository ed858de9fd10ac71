// Jest with @swc/jest (ts-jest does not work with TypeScript 7).
module.exports = require('./tooling/jest-preset.cjs')({ rootDir: __dirname });
