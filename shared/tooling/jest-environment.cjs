// jsdom lacks the Fetch API and TextEncoder that Node has; the product code uses both. This
// environment lends Node's own implementations to the jsdom window (nothing is mocked).
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Response', 'Request', 'Headers', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'structuredClone'];

class BizmarktEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const key of FROM_NODE) {
      if (this.global[key] === undefined) this.global[key] = globalThis[key];
    }
  }
}

module.exports = BizmarktEnvironment;
