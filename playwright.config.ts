import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const FORM_STUB_PORT = 4180;

/** Debian's Chromium (no browser download), headless, with the network chatter turned off. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        launchOptions,
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
  ],
  webServer: [
    {
      command: `node scripts/preview-server.mjs --port ${PORT}`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: false,
      env: { LEADS_FILE: 'test-results/leads.jsonl' },
    },
    {
      // The form service stub; `npm run test:build` points the form at it.
      command: `node e2e/form-service-stub.mjs ${FORM_STUB_PORT}`,
      url: `http://localhost:${FORM_STUB_PORT}`,
      reuseExistingServer: false,
    },
  ],
});
