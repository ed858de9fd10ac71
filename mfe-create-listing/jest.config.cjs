module.exports = require('../shared/tooling/jest-preset.cjs')({ rootDir: __dirname });
