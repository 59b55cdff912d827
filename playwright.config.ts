import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import SETTINGS from './e2e/settings.json';

const BASE_BUILD = SETTINGS.basePathBuild;
const PORT = Number(process.env.E2E_PORT ?? SETTINGS.ports.site);
const FORM_STUB_PORT = SETTINGS.ports.formStub;
/** The sub-path build (`npm run test:build:base`), served under its base path. */
const BASE_PATH_PORT = SETTINGS.ports.basePathSite;
const basePathBuilt = fs.existsSync(`${BASE_BUILD.dir}/index.html`);
/** The generated library of `npm run test:build:scale`, for the specs named *.scale.spec.ts. */
const SCALE_BUILD = SETTINGS.scaleBuild;
const SCALE_PORT = SETTINGS.ports.scaleSite;
const scaleBuilt = fs.existsSync(`${SCALE_BUILD.dir}/index.html`);

/** Debian's Chromium headless shell (no browser download), with the network chatter turned off. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? SETTINGS.browser.path,
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
  // Two workers on two cores: with three, page loads beside the crawls of every page (about fifty
  // pages since the review records) ran past their timeouts on a busy machine.
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace costs each test about a sixth of its time: kept for local runs, off in CI.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // No service worker unless a spec allows one (e2e/site/offline.spec.ts): precaching the shell
    // on every page load would slow the other tests.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [/base-path\.spec\.ts/, /\.scale\.spec\.ts/],
      // A test tagged @desktop checks what does not depend on the width: it runs at 1280 px only.
      grepInvert: /@desktop/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        launchOptions,
      },
    },
    {
      name: 'desktop',
      testIgnore: [/base-path\.spec\.ts/, /\.scale\.spec\.ts/],
      // A test tagged @phone checks what only small screens have (the menu): 390 px only.
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'base-path',
      testMatch: /base-path\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${BASE_PATH_PORT}`,
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
    {
      // The generated library; each spec sets the viewports it checks (390 and 1280 px).
      name: 'scale',
      testMatch: /\.scale\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://localhost:${SCALE_PORT}`,
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      command: `node --import tsx server/preview-server.ts --port ${PORT}`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: false,
      env: { DATA_DIR: 'test-results/leads' },
    },
    {
      // The form service stub; `npm run test:build` points the form at it.
      command: `node e2e/support/form-service-stub.mjs ${FORM_STUB_PORT}`,
      url: `http://localhost:${FORM_STUB_PORT}`,
      reuseExistingServer: false,
    },
    // Started only when the sub-path build exists; e2e/base-path/base-path.spec.ts fails without it.
    ...(basePathBuilt
      ? [
          {
            command: `node --import tsx server/preview-server.ts --port ${BASE_PATH_PORT}`,
            url: `http://localhost:${BASE_PATH_PORT}${BASE_BUILD.basePath}/`,
            reuseExistingServer: false,
            env: {
              OUT_DIR: BASE_BUILD.dir,
              NEXT_PUBLIC_BASE_PATH: BASE_BUILD.basePath,
              DATA_DIR: 'test-results/leads-base-path',
            },
          },
        ]
      : []),
    // Started only when the generated library is built; the scale specs fail without it.
    ...(scaleBuilt
      ? [
          {
            command: `node --import tsx server/preview-server.ts --port ${SCALE_PORT}`,
            url: `http://localhost:${SCALE_PORT}`,
            reuseExistingServer: false,
            env: { OUT_DIR: SCALE_BUILD.dir, DATA_DIR: 'test-results/leads-scale' },
          },
        ]
      : []),
  ],
});
