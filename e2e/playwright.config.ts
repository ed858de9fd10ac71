import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath, stackPorts } from './support/ports';

/** Specs that stop, rebuild or restart a remote's server while they run. */
const REMOTE_RESTARTS = ['**/federation.spec.ts', '**/shared-skew.spec.ts'];

// Debian's Chromium (never `playwright install`), with the flags this machine's closed network needs.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Visual regression (tests/visual.spec.ts, docs/decisions/0204): the first screen, at CSS pixels,
    // animations stopped, no caret, the font pinned (support/visual.css); up to 0.1 % of the pixels may
    // differ (anti-aliasing), any more fails with the expected, actual and diff images in test-results.
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, animations: 'disabled', caret: 'hide', scale: 'css', stylePath: './support/visual.css' },
  },
  // Baselines in one folder, one PNG per page, width and language; no platform suffix: the suite runs
  // only Debian's Chromium. Regenerate with `pnpm --filter ./e2e test:visual:update` (e2e/README.md).
  snapshotPathTemplate: '{testDir}/../visual-baselines/{arg}{ext}',
  // Files run side by side in two workers (E2E_WORKERS to change). The tests that stop and restart a
  // remote's server, which every other test would notice, are the project `remote-restarts`: `pnpm test`
  // (run-e2e.mjs) runs it alone after the rest. Tests in one file keep their order.
  workers: Number(process.env.E2E_WORKERS) || 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // A folder per project: each pass empties its own at start, so the second pass (run-e2e.mjs) does not
  // delete the first one's failure traces and screenshots.
  projects: [
    { name: 'site', testIgnore: REMOTE_RESTARTS, outputDir: './test-results/site' },
    { name: 'remote-restarts', testMatch: REMOTE_RESTARTS, outputDir: './test-results/remote-restarts' },
  ],
  use: {
    baseURL: `http://localhost:${stackPorts.shell}`,
    browserName: 'chromium',
    headless: true,
    // Locally a failed test keeps its trace (actions, DOM snapshots, network, console) and a final
    // screenshot. The trace's screencast is off: recording frames of every test made the suite ~45 %
    // slower on two cores, for frames the snapshots show. Under CI (CI set) no trace is recorded:
    // recording the snapshots of every test costs ~8 % of the suite's CPU, and CI keeps only what the
    // run prints, never the files (`--trace on` records them when wanted).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
});
