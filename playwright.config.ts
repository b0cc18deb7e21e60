import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
/**
 * The specs run in two lanes at once, each against a console of its own (its own port, data folder
 * and demo fleet), so no spec sees another's changes: the first lane on E2E_PORT, the second on
 * E2E_SECOND_PORT. A lane runs its specs one after another, as all of them ran before.
 */
const secondPort = Number(process.env.E2E_SECOND_PORT ?? port + 1000);
/** The test OpenID Provider sso.spec.ts starts (scripts/oidc/testProvider.ts); the console only asks it at a login. */
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 8191);
// A fresh data folder per run: the demo seed is deterministic, so every run starts from the same fleet.
// Set here once: Playwright's workers read this file again, and must name the same folders.
process.env.E2E_RUN_DIR ??= path.join(os.tmpdir(), `console-e2e-${process.pid}-${Date.now()}`);
const runDir = process.env.E2E_RUN_DIR;
// One database per console; with E2E_DATABASE_URL but no second one, every spec runs in the first lane.
const secondLane = !process.env.E2E_DATABASE_URL || Boolean(process.env.E2E_SECOND_DATABASE_URL);

/**
 * The second lane's specs, about half of the whole run's time (measured: 564 s of 1,130 s). sso.spec.ts
 * stays in the first: its provider knows the console on E2E_PORT only; so do the specs that need the
 * first lane's fast simulator (actions, rollouts-finish). layout and phone only look at every page
 * of the tour (no spec of this lane changes what they look for) and have no wait of their own on the
 * fleet's rhythm.
 */
const secondLaneSpecs = [
  'administration',
  'alerts-mobile',
  'alerts-ownership',
  'api-tokens',
  'appearance',
  'layout',
  'phone',
  'reports-paging',
  'rollouts-override',
  'rollouts',
  'statistics',
  'store-calendar',
  'session-home',
].map((name) => `**/${name}.spec.ts`);

/** A console with the demo fleet on `consolePort`, for one lane. */
function consoleServer(consolePort: number, dataDir: string, databaseUrl: string, simulatorSeconds: string) {
  return {
    command: 'npx tsx src/server/server.ts',
    url: `http://localhost:${consolePort}/api/frontend/logout`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(consolePort),
      DATA_DIR: dataDir,
      DEMO: 'true',
      SYSTEM_TYPE: 'DEVEL',
      // An alert the spec causes opens within seconds instead of the minute of a real console.
      ALERT_CHECK_SECONDS: '5',
      // A rollout's next step (a wave started on approval) is taken within seconds (rollouts.spec.ts).
      ROLLOUT_ADVANCE_SECONDS: '2',
      // The first lane's simulated fleet reports, asks for its due updates and installs them every 2 s
      // instead of every 30 s: a rollout's wave in the lab installs within seconds, so a spec sees a
      // rollout to its end (rollouts-finish.spec.ts). The second lane keeps the demo's rhythm: its
      // statistics spec counts pending updates, which the fast fleet would install away.
      SIMULATOR_INTERVAL_SECONDS: simulatorSeconds,
      DATABASE_URL: databaseUrl,
      // 'Anmelden mit Testanbieter' on the login page; sso.spec.ts starts the provider.
      OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
      OIDC_CLIENT_ID: 'konsole',
      OIDC_CLIENT_SECRET: 'konsole-geheimnis-fuer-tests',
      OIDC_NAME: 'Testanbieter',
      // Required with OIDC_ISSUER: the redirect URI the provider (sso.spec.ts) has registered.
      PUBLIC_URL: `http://localhost:${consolePort}`,
    },
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: secondLane ? 2 : 1,
  projects: [
    {
      name: 'first',
      use: { baseURL: `http://localhost:${port}` },
      testIgnore: secondLane ? secondLaneSpecs : [],
      workers: 1,
    },
    ...(secondLane
      ? [{ name: 'second', use: { baseURL: `http://localhost:${secondPort}` }, testMatch: secondLaneSpecs, workers: 1 }]
      : []),
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    screenshot: 'only-on-failure',
    // A trace keeps the DOM before and after each step, enough to see a failure again; its film
    // strip would have the browser encode a screencast of every test all along (measured: the same
    // four specs took 10–13 s a test without it, 15–17 s with it).
    trace: { mode: 'retain-on-failure', screenshots: false },
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
  webServer: [
    consoleServer(port, path.join(runDir, 'first'), process.env.E2E_DATABASE_URL ?? '', '2'),
    ...(secondLane
      ? [consoleServer(secondPort, path.join(runDir, 'second'), process.env.E2E_SECOND_DATABASE_URL ?? '', '30')]
      : []),
  ],
});
