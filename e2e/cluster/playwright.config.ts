// The journey through the production topology (issue #31, section 4): `npm run start:cluster`'s nginx,
// three API instances, PostgreSQL and the S3 bucket, started by the global setup on free ports from the
// builds, then the core journey in Chromium (a listing's pictures, an NDA, messages with an attachment, a
// favourite, a checkout) with one API instance killed (kill -9) half-way, and one remote redeployed
// through the proxy. Its own run, after `npm test` in .ci/run:
//   pnpm --filter ./e2e test:cluster        (the builds first: pnpm build)
// The setup and the spec are JavaScript, like the cluster's tooling they start (shared/tooling/cluster.mjs); docs/deploy.md.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../support/ports';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  globalSetup: './global-setup.mjs',
  outputDir: '../test-results/cluster',
  use: {
    browserName: 'chromium',
    headless: true,
    // The cluster's certificate is self-signed for localhost.
    ignoreHTTPSErrors: true,
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
