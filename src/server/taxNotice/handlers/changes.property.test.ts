import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { detectFiscalChanges } from '..';
import { ok, reportedTse, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';
import { databaseKinds, withCookie } from '../../test/harness';
import { completeStoreMasterData } from '../../test/repository/fiscalCompletion';

// Issue 52's property: over any course of registrations, deletions and TSE swaps in a store, with the
// alert run's detection after each, and reports marked sent now and then, every change is carried
// by exactly one report, and every report lists every register of the store that was in service at
// any time since the report before it (a register added and deleted in between too), and no other.

const context = 'WESTFRISCH';
const hour = 3_600_000;

type Step = { kind: 'add' } | { kind: 'remove'; pick: number } | { kind: 'swap'; pick: number } | { kind: 'report' };
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'add' as const }) },
  { weight: 2, arbitrary: fc.nat(20).map((pick) => ({ kind: 'remove' as const, pick })) },
  { weight: 2, arbitrary: fc.nat(20).map((pick) => ({ kind: 'swap' as const, pick })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'report' as const }) },
);

interface Register {
  posId: string;
  uid?: string;
  serial: number;
}
interface ReportSeen {
  registers: { posId: string; inService: boolean }[];
  changes: { id: number; kind: string; posId: string | null }[];
}

const berlinDay = (at: number) => new Date(at).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

for (const kind of databaseKinds)
  describe(`the Kassenmeldung over any course of changes on ${kind}`, () => {
    let f: FiscalServer;
    before(async () => {
      f = await startFiscalServer(kind);
      await detectFiscalChanges(f.server.db, f.server.clock.now);
      const taxpayer = { contextId: context, name: 'Westfrisch GmbH', taxNumber: '133/8150/8159' };
      await ok(f.post(f.admin, '/api/frontend/fiscal/taxpayer/save', taxpayer));
    });
    after(() => f.close());

    let runNo = 0;
    it('carries each change in exactly one report, and lists every register in service since the last', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 10 }), async (steps) => {
          runNo += 1;
          const storeId = String(8000 + runNo);
          const registers: Register[] = [];
          /** posIds in service at any time since the last report, and the changes expected in the next. */
          let sinceLast = new Set<string>();
          let expected: string[] = [];
          const reports: ReportSeen[] = [];
          let next = 1;
          let storeUid = '';

          const heartbeat = async (r: Register) =>
            ok(f.heartbeat(context, storeId, r.posId, reportedTse(`P${storeId}-${r.posId}-${r.serial}`, '2040-01-01')));
          const detect = () => detectFiscalChanges(f.server.db, f.server.clock.now);
          const report = async () => {
            await completeStoreMasterData(f.server.db, storeUid, berlinDay(f.server.clock.now));
            const url = `/api/frontend/fiscal/notifications/${storeUid}?contextId=${context}`;
            const seen = (await ok(f.get(f.viewer, url))) as ReportSeen;
            const mark = await f.post(f.admin, `/api/frontend/fiscal/notifications/${storeUid}/reported`, {
              contextId: context,
              reportedOn: berlinDay(f.server.clock.now),
              transferTicket: `TT-${storeId}-${reports.length + 1}`,
            });
            assert.equal(mark.statusCode, 200, mark.body);
            return seen;
          };

          // The store with its first register, so every course has a store to report.
          const first: Register = { posId: String(next++), serial: 1 };
          registers.push(first);
          await heartbeat(first);
          await detect();
          const tree = await ok(f.get(f.admin, `/api/frontend/cashpoints?contextId=${context}`));
          const store = (tree.stores as { id: string; uid: string }[]).find((s) => s.id === storeId)!;
          storeUid = store.uid;
          const address = { contextId: context, street: 'Am Markt 1', postalCode: '26122', city: 'Oldenburg' };
          await ok(f.post(f.admin, `/api/frontend/fiscal/stores/${storeUid}`, address));
          sinceLast.add(first.posId);
          expected.push('storeAdded:', `registerAdded:${first.posId}`);

          for (const step of [...steps, { kind: 'report' as const }]) {
            f.server.clock.now += hour;
            const inService = registers.filter((r) => r.uid !== 'deleted');
            if (step.kind === 'add') {
              const r: Register = { posId: String(next++), serial: 1 };
              registers.push(r);
              await heartbeat(r);
              sinceLast.add(r.posId);
              expected.push(`registerAdded:${r.posId}`);
            } else if (step.kind === 'swap' && inService.length > 0) {
              const r = inService[step.pick % inService.length]!;
              r.serial += 1;
              await heartbeat(r);
              expected.push(`tseChanged:${r.posId}`);
            } else if (step.kind === 'remove' && inService.length > 0) {
              const r = inService[step.pick % inService.length]!;
              const treeNow = await ok(f.get(f.admin, `/api/frontend/cashpoints?contextId=${context}`));
              const cashpoints = (
                treeNow.stores as { id: string; cashpoints: { uid: string; posId: string }[] }[]
              ).find((s) => s.id === storeId)!.cashpoints;
              const uid = cashpoints.find((c) => c.posId === r.posId)!.uid;
              const reply = await f.server.app.inject(
                withCookie(f.admin, {
                  method: 'DELETE',
                  url: `/api/frontend/cashpoints/delete/${uid}?contextId=${context}`,
                }),
              );
              assert.equal(reply.statusCode, 200, reply.body);
              r.uid = 'deleted';
              expected.push(`registerRemoved:${r.posId}`);
            } else if (step.kind === 'report') {
              await detect();
              const seen = await report();
              assert.deepEqual(
                seen.registers.map((r) => r.posId).sort(),
                [...sinceLast].sort(),
                'the report lists exactly the registers in service since the last one',
              );
              assert.deepEqual(
                seen.changes.map((c) => `${c.kind}:${c.posId ?? ''}`).sort(),
                [...expected].sort(),
                'the report carries exactly the changes since the last one',
              );
              reports.push(seen);
              sinceLast = new Set(registers.filter((r) => r.uid !== 'deleted').map((r) => r.posId));
              expected = [];
              continue;
            }
            await detect();
          }

          // Every change in exactly one report: no change id twice, and nothing left due.
          const ids = reports.flatMap((r) => r.changes.map((c) => c.id));
          assert.equal(new Set(ids).size, ids.length, 'a change in two reports');
          const after = (await ok(
            f.get(f.viewer, `/api/frontend/fiscal/notifications/${storeUid}?contextId=${context}`),
          )) as ReportSeen;
          assert.deepEqual(after.changes, [], 'a change in no report');
          const history = await ok(
            f.get(f.viewer, `/api/frontend/fiscal/notifications/${storeUid}/history?contextId=${context}`),
          );
          assert.equal((history.rows as unknown[]).length, reports.length);
        }),
        { numRuns: 12 },
      );
    });
  });
