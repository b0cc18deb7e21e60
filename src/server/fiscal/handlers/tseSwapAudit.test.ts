import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { databaseKinds } from '../../test/harness';
import { dayFrom, reportedTse, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';

// Planning a TSE swap and deleting the plan are changes to the fleet's plan: each is in the audit
// log with who did it, the TSE and the day and note before and after. A refused plan and deleting
// no plan are not.

interface Entry {
  action: string;
  user: string | null;
  contextId: string | null;
  objectType: string | null;
  objectId: string | null;
  objectLabel: string | null;
  changes: { field: string; before?: string | null; after?: string | null }[];
}

for (const kind of databaseKinds)
  describe(`the audit entries of TSE swap plans on ${kind}`, () => {
    let f: FiscalServer;
    before(async () => {
      f = await startFiscalServer(kind);
      const reply = await f.heartbeat(
        'WESTFRISCH',
        '8821',
        '1',
        reportedTse('USB-AUDIT', dayFrom(f.server.clock.now, 60)),
      );
      assert.equal(reply.statusCode, 200, reply.body);
    });
    after(() => f.close());

    const entries = async (action: string): Promise<Entry[]> => {
      const reply = await f.get(f.admin, `/api/frontend/audit-log?contextId=WESTFRISCH&action=${action}&size=50`);
      assert.equal(reply.statusCode, 200, reply.body);
      return (JSON.parse(reply.body) as { entries: Entry[] }).entries;
    };
    const plan = (body: object) =>
      f.post(f.admin, '/api/frontend/tse/USB-AUDIT/plan-swap', { contextId: 'WESTFRISCH', ...body });

    it('records a plan and a changed plan with their day and note', async () => {
      const first = dayFrom(f.server.clock.now, 10);
      const second = dayFrom(f.server.clock.now, 12);
      assert.equal((await plan({ date: first, note: 'Techniker' })).statusCode, 200);
      assert.equal((await plan({ date: second, note: 'Techniker' })).statusCode, 200);
      assert.equal((await plan({ date: '2020-01-01' })).statusCode, 400);
      const [changed, planned, ...more] = await entries('tseSwapPlanned');
      assert.deepEqual(more, []);
      assert.deepEqual(
        { ...planned!, changes: planned!.changes },
        {
          ...planned!,
          user: 'admin',
          contextId: 'WESTFRISCH',
          objectType: 'tse',
          objectId: 'USB-AUDIT',
          objectLabel: 'TSE USB-AUDIT',
          changes: [
            { field: 'plannedFor', before: null, after: first },
            { field: 'planNote', before: null, after: 'Techniker' },
          ],
        },
      );
      assert.deepEqual(changed!.changes, [{ field: 'plannedFor', before: first, after: second }]);
    });

    it('records the deleted plan once', async () => {
      const remove = () => f.post(f.admin, '/api/frontend/tse/USB-AUDIT/plan-swap/delete', { contextId: 'WESTFRISCH' });
      assert.equal((await remove()).statusCode, 200);
      assert.equal((await remove()).statusCode, 200);
      const [deleted, ...more] = await entries('tseSwapPlanDeleted');
      assert.deepEqual(more, []);
      assert.equal(deleted!.objectId, 'USB-AUDIT');
      assert.deepEqual(
        deleted!.changes.map((c) => [c.field, c.after ?? null]),
        [
          ['plannedFor', null],
          ['planNote', null],
        ],
      );
    });
  });
