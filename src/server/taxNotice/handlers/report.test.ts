import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { dayFrom, dayMs, ok, reportedTse, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';
import {
  changeReportIds,
  clearFiscalStore,
  fleetIds,
  insertFiscalChange,
  updateFiscalRegister,
  updateFiscalStore,
  upsertFiscalRegister,
  upsertFiscalStore,
  upsertTaxpayer,
} from '../../test/repository/taxNoticeRows';

// A store's Kassenmeldung over HTTP: the report lists the registers in service and the one taken out
// of service since the last report, with their TSEs; marking it needs complete master data (409
// naming what is missing), records a snapshot that later edits leave as it was, links the due
// changes and keeps the retired register out of the next report; the CSVs carry the same cells.

const base = '/api/frontend/fiscal/notifications';
const register = (uid: string, posId: string, more: object = {}) => ({
  cashpointUid: uid,
  posId,
  systemKind: 'computerCashSystem',
  manufacturer: 'Kassenwerk',
  model: 'KW 500',
  softwareName: 'KassenPOS',
  softwareVersion: '3.4.0',
  serialNumber: `SN-${posId}`,
  purchasedOn: '2024-03-01',
  firstSeen: 0,
  updatedAt: 0,
  ...more,
});

for (const kind of databaseKinds)
  describe(`the Kassenmeldung of a store on ${kind}`, () => {
    let f: FiscalServer;
    let ids: Awaited<ReturnType<typeof fleetIds>>;
    let changeIds: number[];
    const url = (path = '') => `${base}/${ids.storeUid}${path}`;
    const mark = (body: object, cookie = f.admin) =>
      f.post(cookie, url('/reported'), {
        contextId: 'WESTFRISCH',
        reportedOn: dayFrom(f.server.clock.now, 0),
        transferTicket: 'et4c5d2a1b9f',
        ...body,
      });

    before(async () => {
      f = await startFiscalServer(kind);
      const now = f.server.clock.now;
      const tse = reportedTse('USB-H3-1', dayFrom(now, 400));
      assert.equal((await f.heartbeat('WESTFRISCH', '8821', '1', tse)).statusCode, 200);
      const db = f.server.db;
      ids = await fleetIds(db, 'WESTFRISCH', '8821', '1');
      await clearFiscalStore(db, ids.storeUid);
      await upsertTaxpayer(db, {
        contextId: ids.contextId,
        name: 'Westfrisch GmbH',
        taxNumber: '21/815/08150',
        taxOffice: null,
        updatedAt: now,
        updatedBy: 'test',
      });
      await upsertFiscalStore(db, {
        storeUid: ids.storeUid,
        contextId: ids.contextId,
        storeId: '8821',
        name: ids.storeName,
        street: 'Hauptstraße 1',
        postalCode: '48143',
        city: 'Münster',
        openedAt: 0,
        updatedAt: now,
      });
      // Register 1 is in the fleet with its TSE; register 9 was deleted three days ago.
      await upsertFiscalRegister(db, {
        ...register(ids.cashpointUid, '1'),
        contextId: ids.contextId,
        storeUid: ids.storeUid,
      });
      await upsertFiscalRegister(db, {
        ...register('h3-retired', '9', {
          tseSerial: 'USB-H3-OLD',
          decommissionedOn: dayFrom(now, -3),
          decommissionReason: 'defekt',
          removedAt: now - 3 * dayMs,
        }),
        contextId: ids.contextId,
        storeUid: ids.storeUid,
      });
      changeIds = [
        await insertFiscalChange(db, {
          contextId: ids.contextId,
          storeUid: ids.storeUid,
          cashpointUid: 'h3-retired',
          kind: 'registerRemoved',
          at: now - 3 * dayMs,
        }),
        await insertFiscalChange(db, {
          contextId: ids.contextId,
          storeUid: ids.storeUid,
          cashpointUid: ids.cashpointUid,
          kind: 'tseChanged',
          at: now - dayMs,
          fromValue: 'USB-H3-0',
          toValue: 'USB-H3-1',
        }),
      ];
    });
    after(() => f.close());

    it('lists the registers in service and the one retired since, with the law fields and TSEs', async () => {
      const report = await ok(f.get(f.viewer, url('?contextId=WESTFRISCH')));
      const now = f.server.clock.now;
      assert.equal(report.registerCount, 2);
      assert.equal(report.complete, true);
      assert.deepEqual(report.taxpayer, {
        name: 'Westfrisch GmbH',
        taxNumber: '21/815/08150',
        taxOffice: null,
        missing: [],
      });
      assert.deepEqual(
        report.registers.map(
          (r: { posId: string; inService: boolean; tse: unknown; decommissionedOn: string | null }) => [
            r.posId,
            r.inService,
            r.tse,
            r.decommissionedOn,
          ],
        ),
        [
          ['1', true, { serial: 'USB-H3-1', type: 'usb', bsiCertificateId: 'BSI-K-TR-0374-2020' }, null],
          ['9', false, { serial: 'USB-H3-OLD', type: null, bsiCertificateId: null }, dayFrom(now, -3)],
        ],
      );
      assert.deepEqual(
        report.changes.map((c: { kind: string; posId: string }) => [c.kind, c.posId]),
        [
          ['registerRemoved', '9'],
          ['tseChanged', '1'],
        ],
      );
      assert.equal(report.deadline, report.changes[0].deadline);
    });

    it('refuses marking without complete master data with 409 naming it, and writes nothing', async () => {
      await updateFiscalRegister(f.server.db, 'h3-retired', { serialNumber: null, purchasedOn: ' ' });
      await updateFiscalStore(f.server.db, ids.storeUid, { postalCode: null });
      const reply = await mark({});
      assert.equal(reply.statusCode, 409, reply.body);
      assert.equal(
        JSON.parse(reply.body).message,
        'Die Meldung ist unvollständig. Betriebsstätte: Postleitzahl. Kasse 9: Seriennummer, Anschaffungsdatum.',
      );
      assert.deepEqual((await ok(f.get(f.admin, url('/history?contextId=WESTFRISCH')))).rows, []);
      await updateFiscalRegister(f.server.db, 'h3-retired', { serialNumber: 'SN-9', purchasedOn: '2024-03-01' });
      await updateFiscalStore(f.server.db, ids.storeUid, { postalCode: '48143' });
    });

    it('refuses a future or malformed day and an empty or odd ticket with 400, and a viewer with 403', async () => {
      const cases: [object, RegExp][] = [
        [{ reportedOn: dayFrom(f.server.clock.now, 2) }, /Zukunft/],
        [{ reportedOn: '2026-02-30' }, /"reportedOn" hat ein ungültiges Format/],
        [{ reportedOn: '30.11.2026' }, /"reportedOn" hat ein ungültiges Format/],
        [{ transferTicket: '   ' }, /Transferticket angeben/],
        [{ transferTicket: 'ab1' }, /Buchstaben, Ziffern und Bindestriche/],
        [{ transferTicket: 'et 4c5d;2a1b' }, /Buchstaben, Ziffern und Bindestriche/],
      ];
      for (const [body, message] of cases) {
        const reply = await mark(body);
        assert.equal(reply.statusCode, 400, JSON.stringify(body));
        assert.match(JSON.parse(reply.body).message, message);
      }
      assert.equal((await mark({}, f.viewer)).statusCode, 403);
      assert.deepEqual((await ok(f.get(f.admin, url('/history?contextId=WESTFRISCH')))).rows, []);
    });

    it('marks the report: links the due changes, lists the retired register once, audits', async () => {
      const entry = await ok(mark({ transferTicket: ' et4c5d2a1b9f ' }));
      assert.equal(entry.transferTicket, 'et4c5d2a1b9f');
      assert.equal(entry.snapshot.registerCount, 2);
      assert.deepEqual([...(await changeReportIds(f.server.db, changeIds)).values()], [entry.id, entry.id]);
      const next = await ok(f.get(f.admin, url('?contextId=WESTFRISCH')));
      assert.deepEqual(
        next.registers.map((r: { posId: string }) => r.posId),
        ['1'],
      );
      assert.deepEqual(next.changes, []);
      assert.equal(next.deadline, null);
      const audit = await ok(f.get(f.admin, '/api/frontend/audit-log?contextId=WESTFRISCH&action=taxNoticeReported'));
      assert.equal(audit.entries.length, 1);
      assert.equal(audit.entries[0].objectId, ids.storeUid);
    });

    it('keeps the snapshot as sent when the master data changes later', async () => {
      const [before] = (await ok(f.get(f.admin, url('/history?contextId=WESTFRISCH')))).rows;
      await updateFiscalRegister(f.server.db, ids.cashpointUid, { manufacturer: 'Neuhersteller', model: 'NX 1' });
      await updateFiscalStore(f.server.db, ids.storeUid, { street: 'Neue Straße 2' });
      await upsertTaxpayer(f.server.db, {
        contextId: ids.contextId,
        name: 'Westfrisch AG',
        taxNumber: '21/815/08150',
        updatedAt: 1,
        updatedBy: 'x',
      });
      const [afterwards] = (await ok(f.get(f.admin, url('/history?contextId=WESTFRISCH')))).rows;
      assert.deepEqual(afterwards, before);
      assert.equal(before.snapshot.registers[0].manufacturer, 'Kassenwerk');
      assert.equal(before.snapshot.store.street, 'Hauptstraße 1');
      const now = await ok(f.get(f.admin, url('?contextId=WESTFRISCH')));
      assert.equal(now.registers[0].manufacturer, 'Neuhersteller');
      assert.equal(now.taxpayer.name, 'Westfrisch AG');
    });

    it('sends the report as CSV: byte order mark, semicolons, CRLF, one line per register', async () => {
      const reply = await f.get(f.viewer, url('.csv?contextId=WESTFRISCH'));
      assert.equal(reply.statusCode, 200, reply.body);
      assert.match(String(reply.headers['content-type']), /text\/csv/);
      assert.ok(reply.body.startsWith('\uFEFFFiliale;Betriebsstätte;Straße und Hausnummer;'));
      const lines = reply.body.slice(1).split('\r\n');
      assert.equal(lines.at(-1), '');
      assert.equal(lines.length, 3);
      assert.deepEqual(lines[1]!.split(';'), [
        '8821',
        ids.storeName,
        'Neue Straße 2',
        '48143',
        'Münster',
        'Westfrisch AG',
        '21/815/08150',
        '',
        '1',
        'Computergestütztes Kassensystem',
        'USB-H3-1',
        'USB',
        'BSI-K-TR-0374-2020',
        'Neuhersteller',
        'NX 1',
        'KassenPOS',
        '3.4.0',
        'SN-1',
        '2024-03-01',
        '',
        '',
        '',
      ]);
      const all = await f.get(f.viewer, `${base}.csv?contextId=WESTFRISCH`);
      assert.equal(all.statusCode, 200, all.body);
      assert.ok(all.body.includes(`\r\n${lines[1]}\r\n`), all.body);
    });

    it('gives the initial report of the open stores page by page, the same as the CSV', async () => {
      const page = await ok(f.get(f.viewer, `/api/frontend/fiscal/initial-reports?contextId=WESTFRISCH&size=5`));
      assert.equal(page.total, 1);
      assert.deepEqual(
        page.rows.map((r: { storeUid: string; registerCount: number }) => [r.storeUid, r.registerCount]),
        [[ids.storeUid, 1]],
      );
      await updateFiscalStore(f.server.db, ids.storeUid, { closedAt: f.server.clock.now });
      const closed = await ok(f.get(f.viewer, `/api/frontend/fiscal/initial-reports?contextId=WESTFRISCH`));
      assert.deepEqual(closed, { rows: [], total: 0 });
      await updateFiscalStore(f.server.db, ids.storeUid, { closedAt: null });
    });

    it('answers an unknown store with 404', async () => {
      const reply = await f.get(f.admin, `${base}/no-such-store?contextId=WESTFRISCH`);
      assert.equal(reply.statusCode, 404);
      assert.match(JSON.parse(reply.body).message, /gibt es in diesem Kontext nicht/);
    });
  });
