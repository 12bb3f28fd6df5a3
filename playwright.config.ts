import { defineConfig } from '@playwright/test';
import { freshSecrets } from './scripts/lib/secrets.mjs';

// Run alone (npx playwright test), the servers still get secrets of their own; under npm test they inherit the run's.
for (const [name, value] of Object.entries(freshSecrets())) process.env[name] ??= value;

// Real Chromium from Debian (`npx playwright install` cannot download browsers here).
const apiPort = process.env.E2E_API_PORT ?? '4010';
const portalPort = process.env.E2E_PORTAL_PORT ?? '3010';
const gatewayPort = process.env.E2E_GATEWAY_PORT ?? '4030';
const apiDataDir = process.env.E2E_API_DATA_DIR ?? '.tmp/e2e-api-data';
const baseURL = `http://localhost:${portalPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // E2E_WORKERS: to measure another count on a given machine (npm test runs the default)
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: `node --import tsx reference-api/src/server.ts`,
      url: `http://127.0.0.1:${apiPort}/health`,
      reuseExistingServer: true,
      timeout: 120_000,
      env: {
        PORT: apiPort,
        DATA_DIR: apiDataDir,
        SANDBOX: '1',
        TRUST_PROXY: 'loopback',
        PORTAL_URL: baseURL,
        GATEWAY_URL: `http://localhost:${gatewayPort}`,
        API_PUBLIC_URL: `http://localhost:${apiPort}`,
      },
    },
    {
      command: `node --import tsx reference-api/src/gateway/server.ts`,
      url: `http://127.0.0.1:${gatewayPort}/health`,
      reuseExistingServer: true,
      timeout: 60_000,
      env: {
        GATEWAY_PORT: gatewayPort,
        GATEWAY_FRAME_ANCESTORS: baseURL,
        GATEWAY_DATA_DIR: '.tmp/e2e-gateway-data',
        GATEWAY_DELAY_MS: '2000',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `node scripts/portal-server.mjs`,
      url: `${baseURL}/en`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      env: {
        PORT: portalPort,
        API_URL: `http://127.0.0.1:${apiPort}`,
        SITE_URL: baseURL,
        // the R§7 events are checked on window.dataLayer (tests/e2e/payment.spec.ts)
        ANALYTICS: 'dataLayer',
        SANDBOX: '1',
        SECURE_COOKIES: '0',
        GATEWAY_ORIGIN: `http://localhost:${gatewayPort}`,
        PAYMENT_RETURN_ORIGIN: `http://localhost:${apiPort}`,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    },
  ],
});
