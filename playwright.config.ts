import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/** The test OpenID Provider sso.spec.ts starts (scripts/oidc/testProvider.ts); the console only asks it at a login. */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 8191);
// A fresh data folder per run: the demo seed is deterministic, so every run starts from the same fleet.
const dataDir = path.join(os.tmpdir(), `console-e2e-${process.pid}-${Date.now()}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: {
    command: 'npx tsx src/server/server.ts',
    url: `http://localhost:${port}/api/frontend/logout`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: 'true',
      SYSTEM_TYPE: 'DEVEL',
      // An alert the spec causes opens within seconds instead of the minute of a real console.
      ALERT_CHECK_SECONDS: '5',
      // A rollout's next step (a wave started on approval) is taken within seconds (rollouts.spec.ts).
      ROLLOUT_ADVANCE_SECONDS: '2',
      // The demo's simulated fleet reports, asks for its due updates and installs them every 2 s
      // instead of every 30 s: a rollout's wave in the lab installs within seconds, so a spec sees a
      // rollout to its end (rollouts-finish.spec.ts). A seeded outage ends sooner on this rhythm too.
      SIMULATOR_INTERVAL_SECONDS: '2',
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      // 'Anmelden mit Testanbieter' on the login page; sso.spec.ts starts the provider.
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'konsole',
      OIDC_CLIENT_SECRET: 'konsole-geheimnis-fuer-tests',
      OIDC_NAME: 'Testanbieter',
      // Required with OIDC_ISSUER: the redirect URI the provider (sso.spec.ts) has registered.
      PUBLIC_URL: `http://localhost:${port}`,
    },
  },
});
