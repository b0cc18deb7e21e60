import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dayFrom, ok, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';
import { databaseKinds } from '../../test/harness';
import {
  fiscalRegisterRow,
  fleetRegisters,
  masterDataSnapshot,
  removeFromFleet,
  type FleetRegister,
} from '../../test/repository/fiscalMasterRows';

// The Kassenmeldung's master data over HTTP (issue 52): the taxpayer with its Steuernummer in a
// Land's format, a store's address, a register's fiscal fields (also of a register the fiscal record
// has no row for yet, and of one deleted since); each bad field a German 400 naming it with nothing
// written; FISCAL_CHANGE to edit; an audit entry per change.

interface Entry {
  action: string;
  objectType: string | null;
  objectId: string | null;
  objectLabel: string | null;
  changes: { field: string; before?: string | null; after?: string | null }[];
}

const blankRegister = {
  systemKind: null,
  manufacturer: null,
  model: null,
  softwareName: null,
  softwareVersion: null,
  serialNumber: null,
  purchasedOn: null,
  decommissionedOn: null,
  decommissionReason: null,
};

for (const kind of databaseKinds)
  describe(`the Kassenmeldung's master data on ${kind}`, () => {
    let f: FiscalServer;
    let registers: FleetRegister[];
    before(async () => {
      f = await startFiscalServer(kind);
      registers = await fleetRegisters(f.server.db, 'WESTFRISCH');
      assert.ok(registers.length >= 3, 'the demo has registers in WESTFRISCH');
    });
    after(() => f.close());

    const entries = async (action: string): Promise<Entry[]> =>
      (await ok(f.get(f.admin, `/api/frontend/audit-log?contextId=WESTFRISCH&action=${action}&size=50`))).entries;
    /** A refused call: 400 with a message naming the field, and nothing written. */
    const refused = async (reply: Promise<{ statusCode: number; body: string }>, field: RegExp) => {
      const snapshot = await masterDataSnapshot(f.server.db);
      const r = await reply;
      assert.equal(r.statusCode, 400, r.body);
      assert.match((JSON.parse(r.body) as { message: string }).message, field);
      assert.equal(await masterDataSnapshot(f.server.db), snapshot);
    };

    it('keeps the taxpayer with a Steuernummer in a Land format and refuses one in none', async () => {
      const url = '/api/frontend/fiscal/taxpayer';
      assert.deepEqual(await ok(f.get(f.viewer, `${url}?contextId=WESTFRISCH`)), {
        name: null,
        taxNumber: null,
        taxOffice: null,
        laender: [],
        updatedAt: null,
        updatedBy: null,
      });
      const save = (body: object, cookie = f.admin) =>
        f.post(cookie, `${url}/save`, { contextId: 'WESTFRISCH', name: 'Westfrisch GmbH', ...body });
      await refused(save({ taxNumber: '133/815/8159' }), /^Steuernummer: Das Format passt zu keinem Bundesland/);
      await refused(save({ name: ' ', taxNumber: '133/8150/8159' }), /^Name des Steuerpflichtigen: Bitte ausfüllen\./);
      assert.equal((await save({ taxNumber: '133/8150/8159' }, f.operator)).statusCode, 403);

      await ok(save({ taxNumber: '133/8150/8159', taxOffice: 'Finanzamt Münster' }));
      await ok(save({ taxNumber: '133/8150/8159', taxOffice: 'Finanzamt Münster' }));
      const saved = await ok(f.get(f.viewer, `${url}?contextId=WESTFRISCH`));
      assert.equal(saved.taxNumber, '133/8150/8159');
      assert.deepEqual(saved.laender, ['NW']);
      assert.equal(saved.taxOffice, 'Finanzamt Münster');
      await ok(save({ taxNumber: '5133081508159', taxOffice: null }));
      const [changed, first, ...more] = await entries('fiscalTaxpayerSaved');
      assert.deepEqual(more, [], 'a save that changes nothing records nothing');
      assert.deepEqual(first!.changes, [
        { field: 'name', before: null, after: 'Westfrisch GmbH' },
        { field: 'taxNumber', before: null, after: '133/8150/8159' },
        { field: 'taxOffice', before: null, after: 'Finanzamt Münster' },
      ]);
      assert.equal(first!.objectType, 'context');
      assert.deepEqual(changed!.changes, [
        { field: 'taxNumber', before: '133/8150/8159', after: '5133081508159' },
        { field: 'taxOffice', before: 'Finanzamt Münster', after: null },
      ]);
    });

    it("keeps a store's address, its postal code of five digits", async () => {
      const store = registers[0]!;
      const url = `/api/frontend/fiscal/stores/${store.storeUid}`;
      const read = () => ok(f.get(f.viewer, `${url}?contextId=WESTFRISCH`));
      const blank = await read();
      assert.deepEqual(
        { ...blank, name: undefined },
        {
          storeUid: store.storeUid,
          storeId: store.storeId,
          name: undefined,
          street: null,
          postalCode: null,
          city: null,
          closed: false,
        },
      );
      const save = (body: object, cookie = f.admin) =>
        f.post(cookie, url, { contextId: 'WESTFRISCH', street: 'Ludgeristraße 12', city: 'Münster', ...body });
      await refused(save({ postalCode: '4814' }), /^Postleitzahl: Bitte genau 5 Ziffern angeben\.$/);
      assert.equal((await save({ postalCode: '48143' }, f.viewer)).statusCode, 403);
      await ok(save({ postalCode: '48143' }));
      assert.deepEqual(await read(), { ...blank, street: 'Ludgeristraße 12', postalCode: '48143', city: 'Münster' });
      const [entry, ...more] = await entries('fiscalStoreSaved');
      assert.deepEqual(more, []);
      assert.equal(entry!.objectId, store.storeUid);
      assert.deepEqual(
        entry!.changes.map((c) => c.field),
        ['street', 'postalCode', 'city'],
      );
      const unknown = await f.get(f.viewer, '/api/frontend/fiscal/stores/nope?contextId=WESTFRISCH');
      assert.equal(unknown.statusCode, 404);
      const elsewhere = await f.post(f.admin, url, {
        contextId: 'SUEDKAUF',
        street: null,
        postalCode: null,
        city: null,
      });
      assert.equal(elsewhere.statusCode, 404, "another context's store is not found");
    });

    it('answers for a register without a fiscal record yet, and records it on the first save', async () => {
      const register = registers[1]!;
      const url = `/api/frontend/fiscal/registers/${register.cashpointUid}`;
      assert.equal(await fiscalRegisterRow(f.server.db, register.cashpointUid), undefined);
      const read = await ok(f.get(f.viewer, `${url}?contextId=WESTFRISCH`));
      assert.deepEqual(
        { ...read, agentSoftware: undefined },
        {
          ...blankRegister,
          cashpointUid: register.cashpointUid,
          storeUid: register.storeUid,
          storeId: register.storeId,
          posId: register.posId,
          tseSerial: null,
          firstSeen: read.firstSeen,
          removed: false,
          agentSoftware: undefined,
        },
      );
      assert.match(read.firstSeen, /^\d{4}-\d{2}-\d{2}$/);

      const form = {
        ...blankRegister,
        contextId: 'WESTFRISCH',
        systemKind: 'computerCashSystem',
        manufacturer: 'Kassenbau AG',
        model: 'KX-500',
        serialNumber: 'KX5-004711',
        purchasedOn: '2024-03-01',
      };
      const save = (body: object, cookie = f.admin) => f.post(cookie, url, { ...form, ...body });
      const today = dayFrom(f.server.clock.now, 0);
      await refused(save({ systemKind: 'abacus' }), /^Art des Aufzeichnungssystems: „abacus“ ist keine Art/);
      await refused(save({ purchasedOn: dayFrom(f.server.clock.now, 1) }), /^Anschaffungsdatum: darf nicht nach heute/);
      await refused(
        save({ purchasedOn: '2024-03-01', decommissionedOn: '2024-02-01' }),
        /^Anschaffungsdatum: darf nicht nach der Außerbetriebnahme \(01\.02\.2024\)/,
      );
      await refused(
        save({ purchasedOn: null, decommissionedOn: '2001-01-01' }),
        /^Datum der Außerbetriebnahme: darf nicht vor dem ersten Lebenszeichen der Kasse/,
      );
      await refused(save({ purchasedOn: '2024-02-30' }), /^Anschaffungsdatum: „2024-02-30“ ist kein Datum/);
      assert.equal((await save({}, f.operator)).statusCode, 403);

      await ok(save({ purchasedOn: today }));
      const row = await fiscalRegisterRow(f.server.db, register.cashpointUid);
      assert.equal(row?.firstSeen, register.lastHeartbeat ?? row?.firstSeen, 'first seen from its last heartbeat');
      const saved = await ok(f.get(f.viewer, `${url}?contextId=WESTFRISCH`));
      const { contextId: _contextId, ...fields } = form;
      assert.deepEqual(
        { ...saved, agentSoftware: undefined },
        { ...read, ...fields, purchasedOn: today, agentSoftware: undefined },
      );
      const [entry] = await entries('fiscalRegisterSaved');
      assert.equal(entry!.objectLabel, `${register.storeId}-${register.posId}`);
      assert.ok(entry!.changes.some((c) => c.field === 'systemKind' && c.after === 'computerCashSystem'));
    });

    it('opens a change to report when a register gets another serial number or model, not on the first', async () => {
      const register = registers[1]!;
      const url = `/api/frontend/fiscal/registers/${register.cashpointUid}`;
      const saved = await ok(f.get(f.viewer, `${url}?contextId=WESTFRISCH`));
      const {
        cashpointUid: _u,
        storeUid: _s,
        storeId: _i,
        posId: _p,
        tseSerial: _t,
        firstSeen: _f,
        removed: _r,
        agentSoftware: _a,
        ...form
      } = saved;
      const dueChanges = async () => {
        const list = await ok(
          f.get(f.viewer, '/api/frontend/fiscal/notifications?contextId=WESTFRISCH&state=due&size=500'),
        );
        const row = (
          list.rows as { storeUid: string; changes: { kind: string; from: string | null; to: string | null }[] }[]
        ).find((r) => r.storeUid === register.storeUid);
        return (row?.changes ?? []).filter((c) => c.kind === 'serialChanged' || c.kind === 'modelChanged');
      };
      assert.deepEqual(await dueChanges(), [], 'the first serial and model are no change');
      await ok(f.post(f.admin, url, { ...form, contextId: 'WESTFRISCH', serialNumber: 'KX5-009999', model: 'KX-600' }));
      assert.deepEqual(
        (await dueChanges()).map((c) => [c.kind, c.from, c.to]),
        [
          ['serialChanged', 'KX5-004711', 'KX5-009999'],
          ['modelChanged', 'KX-500', 'KX-600'],
        ],
      );
    });

    it('still answers for a register deleted since, and takes its decommissioning day', async () => {
      const register = registers[2]!;
      const url = `/api/frontend/fiscal/registers/${register.cashpointUid}`;
      await ok(f.post(f.admin, url, { ...blankRegister, contextId: 'WESTFRISCH', model: 'KX-300' }));
      await removeFromFleet(f.server.db, register.cashpointUid, f.server.clock.now);
      const gone = await ok(f.get(f.viewer, `${url}?contextId=WESTFRISCH`));
      assert.equal(gone.removed, true);
      assert.equal(gone.model, 'KX-300');
      assert.equal(gone.storeId, register.storeId);
      const today = dayFrom(f.server.clock.now, 0);
      await ok(
        f.post(f.admin, url, {
          ...blankRegister,
          contextId: 'WESTFRISCH',
          model: 'KX-300',
          decommissionedOn: today,
          decommissionReason: 'Defekt',
        }),
      );
      assert.equal((await ok(f.get(f.viewer, `${url}?contextId=WESTFRISCH`))).decommissionedOn, today);
      const unknown = await f.get(f.viewer, '/api/frontend/fiscal/registers/nope?contextId=WESTFRISCH');
      assert.equal(unknown.statusCode, 404);
    });
  });
