import { after, before, describe } from 'node:test';
import type { Insertable } from 'kysely';
import type { AlertsTable } from '../platform/db/schema';
import { seedDemo } from '../demo/seed';
import { newUid } from '../platform/ids';
import { demo } from './demoAccounts';
import { alertRowByUid, insertAlertRow } from './repository/alertRows';
import { contextRowByKey } from './repository/contextRows';
import { auditEntriesOf } from './repository/auditRows';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';

// The server, accounts and helpers the alert API tests share: one demo server per suite and database.
// Alerts are written straight into the table, as the checks would open them.

export interface AlertsFixture {
  server: TestServer;
  admin: string;
  operator: string;
  viewer: string;
}

export type AlertValues = Partial<Insertable<AlertsTable>> & { context: string };

function helpersOf(fixture: AlertsFixture) {
  const get = (cookie: string, url: string) => fixture.server.app.inject(withCookie(cookie, { method: 'GET', url }));
  const post = (cookie: string, url: string, payload: unknown) =>
    fixture.server.app.inject(withCookie(cookie, { method: 'POST', url, payload: payload as object }));
  const contextRow = (key: string) => contextRowByKey(fixture.server.db, key);
  /** Opens an alert of the context (open, a store down, opened now unless told otherwise); its uid. */
  const insertAlert = async ({ context, ...values }: AlertValues) => {
    const { id } = await contextRow(context);
    const uid = newUid();
    const now = fixture.server.clock.now;
    await insertAlertRow(fixture.server.db, {
      uid,
      contextId: id,
      kind: 'storeDown',
      subject: uid,
      state: 'open',
      storeId: '1003',
      openedAt: now,
      updatedAt: now,
      ...values,
    });
    return uid;
  };
  const alertRow = (uid: string) => alertRowByUid(fixture.server.db, uid);
  const auditEntries = (action: string) => auditEntriesOf(fixture.server.db, action);
  return { get, post, contextRow, insertAlert, alertRow, auditEntries };
}

export type AlertsTest = AlertsFixture & ReturnType<typeof helpersOf>;

export function describeAlerts(title: string, body: (test: AlertsTest) => void): void {
  for (const kind of databaseKinds) {
    describe(`${title} on ${kind}`, () => {
      const fixture = {} as AlertsFixture;
      const test = Object.assign(fixture, helpersOf(fixture));
      before(async () => {
        fixture.server = await startTestServer(kind, { seed: (db, dir, now) => seedDemo(db, dir, now) });
        fixture.admin = await loginCookie(fixture.server.app, ...demo.admin);
        fixture.operator = await loginCookie(fixture.server.app, ...demo.operator);
        fixture.viewer = await loginCookie(fixture.server.app, ...demo.viewer);
      });
      after(() => fixture.server.close());
      body(test);
    });
  }
}
