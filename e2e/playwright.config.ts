import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, stackPorts } from './support/ports';

// Debian's Chromium (never `playwright install`), with the flags this machine's closed network needs.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One worker: some tests stop and restart a remote's server, which every other test would notice.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${stackPorts.shell}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
});
