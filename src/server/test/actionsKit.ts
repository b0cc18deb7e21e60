import { after, before, describe } from 'node:test';
import { dueActions, expireActions, moveTarget, onTargetFinished, type DueAction } from '../actions';
import { seedDemo } from '../demo/seed';
import { postAsAgent } from './agentRequests';
import { demo } from './demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';
import {
  actionRequestRow,
  actionTablesSnapshot,
  actionTargetRows,
  endAllTargets,
  registerUidOf,
  requestIdOfTarget,
  setCashpointServices,
  setRoleRights,
  storeAgentUidOf,
} from './repository/actionRows';
import { addContext, addStore, type StoreRows } from './repository/alertRows';
import { setContextHashSecret } from './repository/contextRows';

// The server, fleet and helpers the remote actions' tests share: the demo accounts (the approver's
// role 'Freigabe' also holds ACTIONS_RISKY, so a second person can approve) and a context 'AKTION'
// of its own: store 1001 with a store server and three registers, store 1002 with a store server and
// two. Registers report the services 'kassenservice' and 'tse-client', the store servers 'tseServer'
// and 'postgresql'. The context's calendar opens Monday to Saturday 08:00–20:00 (Berlin).

export const contextKey = 'AKTION';
export const secret = 'aktion-geheimnis';
/** Tuesday, 24 November 2026, 11:00 in Berlin: the stores are open. */
export const openTime = Date.parse('2026-11-24T10:00:00Z');
/** The same Tuesday, 23:00 in Berlin: the stores are closed. */
export const closedTime = Date.parse('2026-11-24T22:00:00Z');

export interface ActionsFixture {
  server: TestServer;
  admin: string;
  approver: string;
  viewer: string;
  stores: (StoreRows & { contextId: number })[];
}

function helpersOf(f: ActionsFixture) {
  const get = (url: string, cookie = f.admin) => f.server.app.inject(withCookie(cookie, { method: 'GET', url }));
  const post = (url: string, payload: unknown, cookie = f.admin) =>
    f.server.app.inject(withCookie(cookie, { method: 'POST', url, payload: payload as object }));
  /** A dry run's or request's body: the registers of store 1001 unless told otherwise. */
  const form = (over: Record<string, unknown> = {}) => ({
    contextId: contextKey,
    kind: 'restartPos',
    targetKind: 'cashpoint',
    parameters: {},
    targets: { storeIds: ['1001'] },
    ...over,
  });
  const preview = (over: Record<string, unknown> = {}, cookie = f.admin) =>
    post('/api/frontend/actions/preview', form(over), cookie);
  /** Requests the action and answers its uid (throws on a refusal). */
  const request = async (over: Record<string, unknown> = {}, cookie = f.admin) => {
    const reply = await post('/api/frontend/actions/request', { deadlineMinutes: 60, ...form(over) }, cookie);
    if (reply.statusCode !== 200) throw new Error(`request: ${reply.statusCode} ${reply.body}`);
    return reply.json() as { uid: string; state: string; count: number };
  };
  const step = (uid: string, step: string, body: Record<string, unknown> = {}, cookie = f.admin) =>
    post(`/api/frontend/actions/${uid}/${step}`, { contextId: contextKey, ...body }, cookie);
  const detail = async (uid: string, query = '') => {
    const reply = await get(`/api/frontend/actions/${uid}?contextId=${contextKey}${query}`);
    if (reply.statusCode !== 200) throw new Error(`detail: ${reply.statusCode} ${reply.body}`);
    return reply.json();
  };
  /** What the agent of register `pos` (1-based) of store `store` (0 or 1) is handed now. */
  const dueToRegister = (store: number, pos: number): Promise<DueAction[]> =>
    dueActions(
      f.server.db,
      {
        contextId: f.stores[store]!.contextId,
        ref: { cashpointId: f.stores[store]!.registerIds[pos - 1]! },
        storeRowId: f.stores[store]!.storeRowId,
      },
      () => f.server.clock.now,
      () => f.server.config.actions,
    );
  const dueToStoreServer = (store: number): Promise<DueAction[]> =>
    dueActions(
      f.server.db,
      {
        contextId: f.stores[store]!.contextId,
        ref: { storeAgentId: f.stores[store]!.agentId! },
        storeRowId: f.stores[store]!.storeRowId,
      },
      () => f.server.clock.now,
      () => f.server.config.actions,
    );
  /** A register's heartbeat over the agent API saying whether a receipt is open. */
  const receipt = async (storeId: string, posId: string, openReceipt: boolean) => {
    const reply = await postAsAgent(f.server, contextKey, secret, '/api/agent/cashpoints/heartbeat', {
      storeId,
      posId,
      agentVersion: '3.1.0',
      openReceipt,
    });
    if (reply.statusCode !== 200) throw new Error(`heartbeat: ${reply.statusCode} ${reply.body}`);
  };
  const targets = (uid: string) => actionTargetRows(f.server.db, uid);
  const requestRow = (uid: string) => actionRequestRow(f.server.db, uid);
  const snapshot = () => actionTablesSnapshot(f.server.db);
  /** A target's end as its agent would report it (running, then the end state). */
  const finish = async (targetId: number, state: 'succeeded' | 'failed') => {
    const now = f.server.clock.now;
    await moveTarget(f.server.db, targetId, ['sent'], { state: 'running', startedAt: now }, now);
    // (a target already running stays so)
    await moveTarget(
      f.server.db,
      targetId,
      ['running'],
      { state, finishedAt: now, exitCode: state === 'failed' ? 1 : 0 },
      now,
    );
    await onTargetFinished(f.server.db, await requestIdOfTarget(f.server.db, targetId), now);
  };
  /** The agent's `started` report of a target handed to it. */
  const startTarget = (targetId: number) =>
    moveTarget(
      f.server.db,
      targetId,
      ['sent'],
      { state: 'running', startedAt: f.server.clock.now },
      f.server.clock.now,
    );
  const expire = () => expireActions(f.server.db, f.server.clock.now);
  const storeServerUid = (store: number) => storeAgentUidOf(f.server.db, f.stores[store]!.agentId!);
  const registerUid = (store: number, pos: number) =>
    registerUidOf(f.server.db, f.stores[store]!.registerIds[pos - 1]!);
  /** Ends what earlier tests left open; the clock at `at`. */
  const reset = async (at: number) => {
    await endAllTargets(f.server.db);
    f.server.clock.now = at;
  };
  return {
    finish,
    startTarget,
    expire,
    registerUid,
    storeServerUid,
    reset,
    get,
    post,
    form,
    preview,
    request,
    step,
    detail,
    dueToRegister,
    dueToStoreServer,
    receipt,
    targets,
    requestRow,
    snapshot,
  };
}

export type ActionsTest = ActionsFixture & ReturnType<typeof helpersOf>;

export function describeActions(
  title: string,
  body: (test: ActionsTest) => void,
  env: Record<string, string> = {},
): void {
  for (const kind of databaseKinds) {
    describe(`${title} on ${kind}`, () => {
      const fixture = {} as ActionsFixture;
      const test = Object.assign(fixture, helpersOf(fixture)) as ActionsTest;
      before(async () => {
        fixture.server = await startTestServer(kind, {
          env,
          seed: async (db, dir, now) => {
            await seedDemo(db, dir, now);
            await setRoleRights(db, 'Freigabe', ['ROLLOUTS_APPROVE', 'ACTIONS_RUN', 'ACTIONS_RISKY']);
            const contextId = await addContext(db, contextKey);
            await setContextHashSecret(db, contextId, secret);
            const services = { serviceInfo: { tseServer: { state: 'RUNNING' }, postgresql: { state: 'RUNNING' } } };
            const registers = (n: number) => Array.from({ length: n }, () => ({ heartbeat: now }));
            fixture.stores = [];
            for (const [storeId, n] of [
              ['1001', 3],
              ['1002', 2],
            ] as const) {
              const store = await addStore(db, contextId, storeId, { heartbeat: now, info: services }, registers(n));
              await setCashpointServices(db, store.registerIds, ['kassenservice', 'tse-client']);
              fixture.stores.push({ ...store, contextId });
            }
          },
        });
        fixture.admin = await loginCookie(fixture.server.app, ...demo.admin);
        fixture.approver = await loginCookie(fixture.server.app, ...demo.approver);
        fixture.viewer = await loginCookie(fixture.server.app, ...demo.viewer);
        const calendar = await test.post('/api/frontend/store-calendar/save', {
          contextId: contextKey,
          timeZone: 'Europe/Berlin',
          region: 'DE-NW',
          openingHours: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' })),
          specialDays: [],
        });
        if (calendar.statusCode !== 200) throw new Error(`calendar: ${calendar.statusCode} ${calendar.body}`);
      });
      after(() => fixture.server.close());
      body(test);
    });
  }
}
