import { after, before, describe } from 'node:test';
import { seedDemo } from '../demo/seed';
import { demo } from './demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';
import { contextRowByKey, storesOfContext } from './repository/contextRows';
import {
  rolloutRowByUid,
  rolloutStoreRowsWithStores,
  rolloutTablesSnapshot,
  waveRowsOf,
} from './repository/rolloutReadRows';
import { updateByFilename } from './repository/updateRows';

// The server, accounts and helpers the rollout API's tests share: one demo server per suite and
// database, the demo's user `approver` whose role holds ROLLOUTS_APPROVE,
// the rollout tables read straight (repository/rolloutReadRows.ts: what the progress view will show
// once the evaluation is there), and the audit log read over its API.

export interface RolloutsFixture {
  server: TestServer;
  admin: string;
  operator: string;
  viewer: string;
  approver: string;
}

/** A wave of a plan with the thresholds every test leaves alone. */
export const wave = (name: string, choice: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  name,
  ...choice,
  soakHours: 2,
  minSuccessPercent: 90,
  maxFailurePercent: 5,
  requireApproval: false,
  ...extra,
});

function helpersOf(fixture: RolloutsFixture) {
  const app = () => fixture.server.app;
  const db = () => fixture.server.db;
  const get = (cookie: string, url: string) => app().inject(withCookie(cookie, { method: 'GET', url }));
  const post = (cookie: string, url: string, payload: unknown) =>
    app().inject(withCookie(cookie, { method: 'POST', url, payload: payload as object }));
  /** A rollout action (`start`, `pause`, …) with the context in the body. */
  const act = (
    cookie: string,
    uid: string,
    action: string,
    body: Record<string, unknown> = {},
    contextId = 'SUEDKAUF',
  ) => post(cookie, `/api/frontend/rollouts/${uid}/${action}`, { contextId, ...body });
  const contextId = async (key: string) => (await contextRowByKey(db(), key)).id;
  const update = async (key: string, filename: string) => updateByFilename(db(), await contextId(key), filename);
  /** The context's stores in the order of their numbers. */
  const stores = async (key: string) => storesOfContext(db(), await contextId(key));
  const rollout = (uid: string) => rolloutRowByUid(db(), uid);
  const waves = async (uid: string) => waveRowsOf(db(), (await rollout(uid)).id);
  /** The rollout's store rows with their stores' uids, by wave and store number. */
  const rolloutStores = async (uid: string) => {
    const rows = await rolloutStoreRowsWithStores(db(), (await rollout(uid)).id);
    return rows
      .map((row) => ({
        ...row,
        admittedAt: row.admittedAt === null ? null : Number(row.admittedAt),
        rolledBackAt: row.rolledBackAt === null ? null : Number(row.rolledBackAt),
      }))
      .sort((a, b) => a.wave - b.wave || Number(a.storeId) - Number(b.storeId));
  };
  /** The rollout's audit entries (oldest first) as the admin reads them over the API. */
  const auditOf = async (objectId: string) => {
    const reply = await get(
      fixture.admin,
      `/api/frontend/audit-log?object=${objectId}&size=200&sortBy=time&sortDirection=asc`,
    );
    if (reply.statusCode !== 200) throw new Error(`audit log: ${reply.statusCode} ${reply.body}`);
    return reply.json().entries as {
      action: string;
      user: string | null;
      address: string | null;
      changes: { field: string; before: string | null; after: string | null }[];
    }[];
  };
  /** The rollout tables and the audit log's size, to show that a refused call changed nothing. */
  const snapshot = () => rolloutTablesSnapshot(db());
  /** Saves a plan for the update and answers its uid. */
  const savePlan = async (cookie: string, key: string, filename: string, waves: unknown[]) => {
    const updateUid = (await update(key, filename)).uid;
    const reply = await post(cookie, '/api/frontend/rollouts/save', { contextId: key, updateUid, waves });
    if (reply.statusCode !== 200) throw new Error(`save: ${reply.statusCode} ${reply.body}`);
    return reply.json().uid as string;
  };
  return { get, post, act, update, stores, rollout, waves, rolloutStores, auditOf, snapshot, savePlan };
}

export type RolloutsTest = RolloutsFixture & ReturnType<typeof helpersOf>;

export function describeRollouts(title: string, body: (test: RolloutsTest) => void): void {
  for (const kind of databaseKinds) {
    describe(`${title} on ${kind}`, () => {
      const fixture = {} as RolloutsFixture;
      const test = Object.assign(fixture, helpersOf(fixture));
      before(async () => {
        fixture.server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
        fixture.admin = await loginCookie(fixture.server.app, ...demo.admin);
        fixture.operator = await loginCookie(fixture.server.app, ...demo.operator);
        fixture.viewer = await loginCookie(fixture.server.app, ...demo.viewer);
        // The demo's approver: its role holds ROLLOUTS_APPROVE only.
        fixture.approver = await loginCookie(fixture.server.app, ...demo.approver);
      });
      after(() => fixture.server.close());
      body(test);
    });
  }
}
