import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './fixtures';
import { loginAs } from './login';
import { agentPost } from './agentCalls';
import { watchTreeReads } from './treeReads';

// The live stream (issue 54): a register that stops reporting shows 'Offline' in the open tree within
// 2 s of passing its limit, without the page asking again. The lanes' consoles keep the real limit of
// 5 minutes (other specs count offline registers), so this spec starts a console of its own whose
// registers count as offline after a few seconds; its simulated fleet stays quiet, so no other
// register's change blurs what is timed.

const offlineAfterSeconds = 8;
const port = Number(process.env.E2E_OFFLINE_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 30);
const baseURL = `http://localhost:${port}`;
let console_: ChildProcess | undefined;

test.use({ baseURL });

test.beforeAll(async () => {
  // A demo console starts in about 15 s on a quiet machine; beside the lanes it takes longer.
  test.setTimeout(150_000);
  console_ = spawn('npx', ['tsx', 'src/server/server.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(process.env.E2E_RUN_DIR ?? '.tmp/e2e', 'offline'),
      DEMO: 'true',
      SYSTEM_TYPE: 'DEVEL',
      DATABASE_URL: '',
      OFFLINE_AFTER_SECONDS: String(offlineAfterSeconds),
      SIMULATOR_INTERVAL_SECONDS: '3600',
    },
  });
  const until = Date.now() + 140_000;
  for (;;) {
    const up = await fetch(`${baseURL}/api/frontend/logout`).then(
      (r) => r.status < 500,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`the console on ${baseURL} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  // tsx runs the server in a child of its own: the whole group goes.
  if (console_?.pid) process.kill(-console_.pid, 'SIGTERM');
});

interface Tree {
  stores: { id: string; cashpoints: { posId: string; offline: boolean }[] }[];
}

test('a register that stops reporting shows offline in the open tree within 2 s of its limit, without a reload', async ({
  page,
}) => {
  await loginAs(page, 'operator');
  const tree = (await (await page.request.get('/api/frontend/cashpoints?contextId=NORDMARKT')).json()) as Tree;
  const store = tree.stores.find((s) => s.cashpoints.length > 1);
  expect(store, 'NORDMARKT has a store with more than one register').toBeTruthy();
  const register = store!.cashpoints[0];

  await page.goto(`/frontend/cashpoints?contextId=NORDMARKT#NORDMARKT&${store!.id}&${register.posId}`);
  const row = page.getByRole('treeitem', { name: new RegExp(`Kasse ${register.posId}\\b`), selected: true });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('live-indicator')).toHaveClass(/is-live/);

  // From here the tree must change by the stream alone: no read of the tree and no page load.
  const treeReads = watchTreeReads(page);
  // The register reports once and then falls silent; the console hears it no earlier than it was sent.
  const sentAt = Date.now();
  await agentPost(page.request, 'NORDMARKT', '/api/agent/cashpoints/heartbeat', {
    storeId: store!.id,
    posId: register.posId,
    agentVersion: '3.4.0',
  });
  await expect(row).toContainText('Online', { timeout: 2000 });

  const offlineAt = sentAt + offlineAfterSeconds * 1000;
  await expect(row).toContainText('Offline', { timeout: offlineAt + 2000 - Date.now() });
  expect(Date.now()).toBeGreaterThanOrEqual(offlineAt);
  expect(treeReads).toEqual([]);
});
