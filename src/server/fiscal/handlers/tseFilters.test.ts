import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { dayFrom, reportedTse, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';

// The cockpit's filters of the TSE list (4.1.0): one month of the forecast (`expiresFrom` with
// `expiresBefore`), 'Handlungsbedarf' (`needsAction`) and a register's TSE (`cashpointUid`); each
// counts `total` as it filters the rows.

interface Row {
  serial: string;
  cashpoints: { uid: string; posId: string }[];
}

for (const kind of databaseKinds)
  describe(`the TSE list's filters on ${kind}`, () => {
    let f: FiscalServer;
    before(async () => {
      f = await startFiscalServer(kind);
      const now = f.server.clock.now;
      const report = (store: string, pos: string, serial: string, days: number, more: object = {}) =>
        f.heartbeat('WESTFRISCH', store, pos, reportedTse(serial, dayFrom(now, days), more));
      const replies = await Promise.all([
        report('8870', '1', 'F-EXPIRED', -3),
        report('8870', '2', 'F-SOON', 90),
        report('8870', '3', 'F-LATER', 91),
        report('8871', '1', 'F-NOTINIT', 400, { state: 'notInitialized' }),
        report('8871', '2', 'F-EXPORT', 400, { lastExportOk: false }),
        report('8871', '3', 'F-SELFTEST', 400, { lastSelfTestOk: false }),
        report('8871', '4', 'F-NOTIME', 400, { timeSet: false }),
        report('8872', '1', 'F-FINE', 400),
      ]);
      for (const reply of replies) assert.equal(reply.statusCode, 200, reply.body);
    });
    after(() => f.close());

    const list = async (query: string) => {
      const reply = await f.get(f.admin, `/api/frontend/tse?contextId=WESTFRISCH&size=100&${query}`);
      assert.equal(reply.statusCode, 200, reply.body);
      const body = reply.json() as { rows: Row[]; total: number };
      const serials = body.rows.map((r) => r.serial).filter((s) => s.startsWith('F-'));
      assert.equal(body.total, body.rows.length, 'total counts what the filter lets through');
      return serials;
    };

    it("lists one month: from its first day (inclusive) to the next month's first (exclusive)", async () => {
      const now = f.server.clock.now;
      assert.deepEqual(await list(`expiresFrom=${dayFrom(now, 90)}&expiresBefore=${dayFrom(now, 92)}`), [
        'F-SOON',
        'F-LATER',
      ]);
      assert.deepEqual(await list(`expiresFrom=${dayFrom(now, 91)}&expiresBefore=${dayFrom(now, 92)}`), ['F-LATER']);
    });

    it('lists what needs action: run out or ending within 90 days, not ready, no time, or a failed export or self-test', async () => {
      assert.deepEqual(
        (await list('needsAction=true')).sort(),
        ['F-EXPIRED', 'F-EXPORT', 'F-NOTIME', 'F-NOTINIT', 'F-SELFTEST', 'F-SOON'].sort(),
      );
      assert.ok((await list('needsAction=false')).includes('F-FINE'), 'false filters nothing');
    });

    it("lists a register's TSE by the register's uid, and none for a register without one", async () => {
      const all = (await f.get(f.admin, '/api/frontend/tse?contextId=WESTFRISCH&size=100')).json() as { rows: Row[] };
      const uid = all.rows.find((r) => r.serial === 'F-NOTINIT')!.cashpoints[0]!.uid;
      assert.deepEqual(await list(`cashpointUid=${uid}`), ['F-NOTINIT']);
      assert.deepEqual(await list('cashpointUid=no-such-register'), []);
    });
  });
