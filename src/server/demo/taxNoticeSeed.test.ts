import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { demo } from '../test/demoAccounts';
import { databaseKinds, loginCookie, startTestServer, withCookie, type TestServer } from '../test/harness';
import { storesOfContext } from '../test/repository/contextRows';
import { contextRowId } from '../test/repository/taxNoticeRows';
import { seedDemo } from './seed';
import { seedDemoTaxNotices } from './taxNoticeSeed';
import { seedDemoTses } from './tseSeed';

// The demo's Kassenmeldung (issue 52) as a user sees it: the customer contexts' reports carry a
// taxpayer and addresses; NORDMARKT has a register added last week, one retired and a TSE swapped
// due, SUEDKAUF one change past its deadline; most registers are complete, a few lack a fact.

interface Report {
  taxpayer: { missing: string[] };
  store: { missing: string[] };
  registers: { posId: string; inService: boolean; missing: string[]; tse: { serial: string } | null }[];
  changes: { kind: string; deadline: string; to: string | null }[];
  deadline: string | null;
  complete: boolean;
}

for (const kind of databaseKinds)
  describe(`the demo's Kassenmeldung on ${kind}`, () => {
    let server: TestServer;
    let admin: string;
    before(async () => {
      server = await startTestServer(kind, {
        seed: async (db, dir, now) => {
          await seedDemo(db, dir, now);
          await seedDemoTses(db, now);
          await seedDemoTaxNotices(db, now);
          // A second start writes nothing twice.
          await seedDemoTaxNotices(db, now);
        },
      });
      admin = await loginCookie(server.app, ...demo.admin);
    });
    after(() => server.close());

    const reportsOf = async (context: string): Promise<Report[]> => {
      const stores = await storesOfContext(server.db, await contextRowId(server.db, context));
      return Promise.all(
        stores.map(async (store) => {
          const reply = await server.app.inject(
            withCookie(admin, {
              method: 'GET',
              url: `/api/frontend/fiscal/notifications/${store.uid}?contextId=${context}`,
            }),
          );
          assert.equal(reply.statusCode, 200, reply.body);
          return JSON.parse(reply.body) as Report;
        }),
      );
    };

    it('has the changes due in NORDMARKT and one overdue in SUEDKAUF', async () => {
      const nord = await reportsOf('NORDMARKT');
      assert.ok(nord.length > 10);
      const kinds = nord.flatMap((r) => r.changes.map((c) => c.kind)).sort();
      assert.deepEqual(kinds, ['registerAdded', 'registerRemoved', 'tseChanged']);
      const retired = nord.find((r) => r.changes.some((c) => c.kind === 'registerRemoved'))!;
      assert.deepEqual(
        retired.registers.filter((r) => !r.inService).map((r) => [r.posId, r.missing]),
        [['99', []]],
      );
      const swap = nord.flatMap((r) => r.changes).find((c) => c.kind === 'tseChanged')!;
      assert.ok(nord.some((r) => r.registers.some((g) => g.tse?.serial === swap.to)));
      const today = new Date(server.clock.now).toISOString().slice(0, 10);
      assert.ok(nord.every((r) => r.deadline === null || r.deadline > today));
      const sued = await reportsOf('SUEDKAUF');
      const late = sued.filter((r) => r.deadline !== null);
      assert.equal(late.length, 1);
      assert.ok(late[0]!.deadline! < today, late[0]!.deadline!);
    });

    it("lists what a store's report lacks as the report does: a register on a TSE lacks none", async () => {
      const reports = await reportsOf('NORDMARKT');
      const reply = await server.app.inject(
        withCookie(admin, { method: 'GET', url: '/api/frontend/fiscal/notifications?contextId=NORDMARKT&state=due' }),
      );
      const rows = (JSON.parse(reply.body) as { rows: { missing: { posId: string | null; fields: string[] }[] }[] })
        .rows;
      const lacking = (fields: string[][]) => fields.flat().filter((f) => f === 'tseSerial').length;
      assert.equal(
        lacking(rows.flatMap((r) => r.missing.map((m) => m.fields))),
        lacking(reports.flatMap((r) => (r.changes.length > 0 ? r.registers : []).map((g) => g.missing))),
      );
    });

    it('has taxpayers and addresses, most registers complete and a few lacking a fact', async () => {
      const all = [...(await reportsOf('NORDMARKT')), ...(await reportsOf('MEGAMARKT'))];
      assert.ok(all.every((r) => r.taxpayer.missing.length === 0 && r.store.missing.length === 0));
      const registers = all.flatMap((r) => r.registers);
      const lacking = registers.filter((r) => r.missing.length > 0);
      assert.ok(lacking.length > 0 && lacking.length < registers.length / 10, `${lacking.length}/${registers.length}`);
      assert.ok(all.filter((r) => r.complete).length > all.length / 2);
    });
  });
