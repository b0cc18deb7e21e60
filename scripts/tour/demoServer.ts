import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../../src/server/test/serverProcess';

/**
 * A demo console of its own on a fresh data folder, which `stop` removes again. `prepare` may fill
 * the folder first (the server seeds its demo only into an empty database).
 */
export async function startDemoServer(
  prepare?: (dataDir: string) => Promise<void>,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-tour-'));
  await prepare?.(dataDir);
  const server = await startServerProcess({ DEMO: 'true', SYSTEM_TYPE: 'DEVEL', DATA_DIR: dataDir, ...env });
  return {
    ...server,
    async stop(signal) {
      await server.stop(signal);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo administrator in through the login form, as an operator would. */
export async function signInAsAdmin(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill('demo-admin-2026');
  await page.getByLabel('Passwort').press('Enter');
  await page.waitForURL('**/frontend/home');
}

export const chromiumOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
};
