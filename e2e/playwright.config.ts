import { defineConfig } from '@playwright/test';
import { SPEC_CHROMIUM } from './support/browsers.ts';
import { businessUrl, consumerUrl, E2E } from './support/ports.ts';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './specs',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  // Three on 2 cores: side by side at load 25-35, three finished 35 tests where two finished 29 in the
  // same 12 minutes, at the same CPU a test. `--workers=2` runs two.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // Sized for a 2-core machine under full load; a passing test never waits them out.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  outputDir: E2E.offset ? `test-results/${E2E.offset}` : 'test-results',
  reporter: [
    ['list'],
    [
      'json',
      { outputFile: E2E.offset ? `.reports/playwright-${E2E.offset}.json` : '.reports/playwright.json' },
    ],
    // Where each test's time went (set-up, browser, waits, axe), for docs/performance.md.
    ...(process.env.E2E_PHASES ? [['./support/phase-reporter.ts'] as const] : []),
  ],
  use: {
    launchOptions: { executablePath: SPEC_CHROMIUM, args: chromiumFlags },
    // Recording a trace cost a third of the browser's CPU (the screencast alone half of that): in CI,
    // where a failure is retried, the retry records one; elsewhere a failure keeps its actions and DOM
    // snapshots, without the screencast (the failure screenshot below stays).
    trace: process.env.CI ? 'on-first-retry' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'consumer', testMatch: /consumer\/.*\.spec\.ts/, use: { baseURL: consumerUrl } },
    { name: 'business', testMatch: /business\/.*\.spec\.ts/, use: { baseURL: businessUrl } },
    // The operator console, in the business build (issue 35).
    { name: 'operator', testMatch: /operator\/.*\.spec\.ts/, use: { baseURL: businessUrl } },
    // Visits both builds by full URL (specs/accessibility/every-route.spec.ts).
    { name: 'accessibility', testMatch: /accessibility\/.*\.spec\.ts/ },
    { name: 'harness', testMatch: /harness\/.*\.spec\.ts/, use: { baseURL: consumerUrl } },
  ],
});
