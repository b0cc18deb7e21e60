import { after, before, describe } from 'node:test';
import type { AuditEntry } from '../../shared/audit/describe';
import { seedDemo } from '../demo/seed';
import { insertAuditEntries, type NewAuditEntry } from '../audit/repository/auditLog';
import { demo } from './demoAccounts';
import { auditMark, clearAuditLog, contextNames, grantRight } from './repository/auditRows';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';

// The audit log's read tests: a demo server with a known set of entries, written straight into the
// table (the handlers that record real actions are tested elsewhere). The Operator role gets the
// right AUDIT, so it reads the log for its two contexts (NORDMARKT, SUEDKAUF) without USERS.

/** A local day and time in the server's zone (the app sets it when it starts). */
export const localTime = (day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) =>
  new Date(2026, 2, day, hours, minutes, seconds, ms).getTime();

type EntrySpec = Partial<NewAuditEntry> & { name: string; context?: string; at: number; action: string };

/** The entries every test reads, by name; `context` is a demo context's key (or a deleted one). */
function entrySpecs(): EntrySpec[] {
  const admin = { userLogin: 'admin', userName: 'Anna Admin', address: '10.0.0.1' };
  const operator = { userLogin: 'operator', userName: 'Otto Operator', address: '10.0.0.2' };
  const update = { objectType: 'cashpointUpdate', objectId: 'upd-1', objectLabel: 'kasse-5.14.0.zip' };
  return [
    { name: 'adminLogin', ...admin, action: 'login', at: localTime(10, 8) },
    {
      name: 'statusSet',
      ...operator,
      context: 'NORDMARKT',
      action: 'updateSaved',
      ...update,
      changes: JSON.stringify([{ field: 'status', before: '1', after: '2' }]),
      at: localTime(9, 23, 59, 59, 999),
    },
    {
      name: 'storeRenamed',
      ...operator,
      context: 'SUEDKAUF',
      action: 'storeRenamed',
      objectType: 'store',
      objectId: 'st-1',
      objectLabel: '1003 (Hamburg 100%)',
      changes: JSON.stringify([{ field: 'name', before: 'Hamburg', after: 'Hamburg 100%' }]),
      at: localTime(10),
    },
    {
      name: 'cashpointDeleted',
      ...admin,
      context: 'MEGAMARKT',
      action: 'cashpointDeleted',
      objectType: 'cashpoint',
      objectId: 'cp-9',
      objectLabel: '1005-2',
      at: localTime(11, 12),
    },
    { name: 'deletedContext', ...admin, context: 'ALT', action: 'contextChanged', at: localTime(12) },
    { name: 'loginFailed', userLogin: 'Mallory', address: '=1+1', action: 'loginFailed', at: localTime(12, 8) },
    {
      name: 'userChanged',
      ...admin,
      action: 'userChanged',
      objectType: 'user',
      objectId: 'u-op',
      objectLabel: 'operator',
      changes: JSON.stringify([{ field: 'password', hidden: true }]),
      at: localTime(8),
    },
    { name: 'archived', ...operator, context: 'NORDMARKT', action: 'updateArchived', ...update, at: localTime(10, 9) },
  ];
}

export interface AuditLogFixture {
  server: TestServer;
  admin: string;
  operator: string;
  viewer: string;
  /** The entries' ids by their names in `entrySpecs`. */
  ids: Record<string, number>;
}

function helpersOf(fixture: AuditLogFixture) {
  const get = (cookie: string, url: string) => fixture.server.app.inject(withCookie(cookie, { method: 'GET', url }));
  /** The list's entries for a query string (all of them on one page unless it pages). */
  const list = async (cookie: string, query = '') => {
    const reply = await get(cookie, `/api/frontend/audit-log?size=500&${query}`);
    if (reply.statusCode !== 200) throw new Error(`audit-log ${query}: ${reply.statusCode} ${reply.body}`);
    return reply.json<{ entries: AuditEntry[]; total: number }>();
  };
  const idsToNames = new Map<number, string>();
  /** The names of the entries a query lists, in the reply's order. */
  const names = async (cookie: string, query = '') => {
    if (idsToNames.size === 0) for (const [name, id] of Object.entries(fixture.ids)) idsToNames.set(id, name);
    return (await list(cookie, query)).entries.map((entry) => idsToNames.get(entry.id) ?? String(entry.id));
  };
  return { get, list, names };
}

export type AuditLogTest = AuditLogFixture & ReturnType<typeof helpersOf>;

export function describeAuditLog(title: string, body: (test: AuditLogTest) => void): void {
  for (const kind of databaseKinds) {
    describe(`${title} on ${kind}`, () => {
      const fixture = { ids: {} } as AuditLogFixture;
      const test = Object.assign(fixture, helpersOf(fixture));
      before(async () => {
        const server = (fixture.server = await startTestServer(kind, {
          seed: (db, dir, now) => seedDemo(db, dir, now),
        }));
        await grantRight(server.db, 'Operator', 'AUDIT');
        fixture.admin = await loginCookie(server.app, ...demo.admin);
        fixture.operator = await loginCookie(server.app, ...demo.operator);
        fixture.viewer = await loginCookie(server.app, ...demo.viewer);
        // Only the entries below: the logins above may have been recorded.
        await clearAuditLog(server.db);
        const contexts = await contextNames(server.db);
        // One at a time, so the ids follow the list's order.
        for (const { name, context: key, ...spec } of entrySpecs()) {
          const context =
            contexts.find((c) => c.key === key) ?? (key ? { id: 9999, key, name: 'Alter Kontext' } : null);
          await insertAuditEntries(server.db, [
            {
              contextId: context?.id ?? null,
              contextKey: context?.key ?? null,
              contextName: context?.name ?? null,
              ...spec,
              changes: spec.changes ?? '[]',
            },
          ]);
          const id = await auditMark(server.db);
          fixture.ids[name] = Number(id);
        }
      });
      after(() => fixture.server.close());
      body(test);
    });
  }
}
