import { after, before, describe } from 'node:test';
import { seedDemo } from '../demo/seed';
import { demo } from './demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from './harness';
import { multipart } from './multipart';
import { auditEntriesOf } from './repository/auditRows';
import { calendarSnapshot, contextRowByKey, storesOfContext } from './repository/contextRows';

// The server, accounts and helpers the store calendar's API tests share: one demo server per suite
// and database, the calendar's tables and audit entries as a snapshot to prove a refusal changed
// nothing.

export interface CalendarFixture {
  server: TestServer;
  admin: string;
  operator: string;
  viewer: string;
}

function helpersOf(fixture: CalendarFixture) {
  const app = () => fixture.server.app;
  const get = (cookie: string, url: string) => app().inject(withCookie(cookie, { method: 'GET', url }));
  const post = (cookie: string, url: string, payload: unknown) =>
    app().inject(withCookie(cookie, { method: 'POST', url, payload: payload as object }));
  /** Sends a CSV text as the import's multipart form. */
  const importCsv = (cookie: string, contextId: string, text: string, dryRun?: boolean) => {
    const form = multipart([
      { name: 'contextId', value: contextId },
      ...(dryRun === undefined ? [] : [{ name: 'dryRun', value: String(dryRun) }]),
      { name: 'file', filename: 'oeffnungszeiten.csv', content: Buffer.from(text, 'utf8') },
    ]);
    return app().inject(
      withCookie(cookie, {
        method: 'POST',
        url: '/api/frontend/store-calendar/import',
        payload: form.payload,
        headers: { 'content-type': form.contentType },
      }),
    );
  };
  const contextRow = (key: string) => contextRowByKey(fixture.server.db, key);
  /** The context's stores in the order of their numbers. */
  const stores = async (key: string) => storesOfContext(fixture.server.db, (await contextRow(key)).id);
  const auditEntries = async (action: string) =>
    (await auditEntriesOf(fixture.server.db, action)).map((row) => ({
      ...row,
      changes: JSON.parse(row.changes) as unknown[],
    }));
  /** The calendar tables and the audit log, to compare before and after a refused call. */
  const snapshot = () => calendarSnapshot(fixture.server.db);
  return { get, post, importCsv, contextRow, stores, auditEntries, snapshot };
}

export type CalendarTest = CalendarFixture & ReturnType<typeof helpersOf>;

export function describeCalendar(title: string, body: (test: CalendarTest) => void): void {
  for (const kind of databaseKinds) {
    describe(`${title} on ${kind}`, () => {
      const fixture = {} as CalendarFixture;
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

// The forms and addresses the calendar API tests send.

export const getUrl = (contextId: string, storeUid?: string) =>
  `/api/frontend/store-calendar?contextId=${contextId}${storeUid ? `&storeUid=${storeUid}` : ''}`;
export const saveUrl = '/api/frontend/store-calendar/save';
export const ruleUrl = (contextId: string, storeUid?: string) =>
  `/api/frontend/update-window-rule?contextId=${contextId}${storeUid ? `&storeUid=${storeUid}` : ''}`;
export const saveRuleUrl = '/api/frontend/update-window-rule/save';

/** Monday to Saturday 08:00–20:00, Sunday closed. */
export const weekHours = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));
export const christmasEve = {
  date: '2026-12-24',
  kind: 'hours',
  hours: [{ from: '08:00', to: '14:00' }],
  note: 'Heiligabend',
};
export const calendarForm = (extra: Record<string, unknown> = {}) => ({
  contextId: 'NORDMARKT',
  timeZone: 'Europe/Berlin',
  region: 'DE-NW',
  openingHours: weekHours,
  specialDays: [christmasEve],
  ...extra,
});
export const enabledRule = {
  enabled: true,
  minutesAfterClosing: 30,
  minutesBeforeOpening: 30,
  afterDayClose: false,
  fixedRange: null,
};

/** Tuesday, 24 November 2026, 11:00 in Berlin. */
export const tuesdayMorning = Date.parse('2026-11-24T10:00:00Z');
