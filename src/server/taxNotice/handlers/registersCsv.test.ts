import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { dayFrom, ok, startFiscalServer, type FiscalServer } from '../../test/fiscalKit';
import { databaseKinds, withCookie } from '../../test/harness';
import { multipart, type Part } from '../../test/multipart';
import { germanDay } from '../../../shared/taxNotice/masterData';
import { fleetRegisters, masterDataSnapshot, type FleetRegister } from '../../test/repository/fiscalMasterRows';

// The registers' fiscal fields as CSV and back (issue 52): one line per register in service, an
// export that imports as a no-op, an import checked whole (a bad line answered by its number and
// field, nothing written), the dry run, the audit entry, and the right it needs.

const header =
  'Filiale;Kasse;Art des Aufzeichnungssystems;Hersteller;Modell;Software;Softwareversion;Seriennummer;' +
  'Anschaffungsdatum;Datum der Außerbetriebnahme;Grund der Außerbetriebnahme';
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
const fileOf = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

for (const kind of databaseKinds)
  describe(`the Kassenmeldung's register CSV on ${kind}`, () => {
    let f: FiscalServer;
    let registers: FleetRegister[];
    before(async () => {
      f = await startFiscalServer(kind);
      registers = await fleetRegisters(f.server.db, 'WESTFRISCH');
    });
    after(() => f.close());

    const exportLines = async () => {
      const reply = await f.get(f.viewer, '/api/frontend/fiscal/registers.csv?contextId=WESTFRISCH');
      assert.equal(reply.statusCode, 200, reply.body);
      assert.match(String(reply.headers['content-disposition']), /kassenmeldung-kassen-WESTFRISCH\.csv/);
      return linesOf(reply.body);
    };
    const importCsv = (lines: string[], dryRun = false, cookie = f.admin) => {
      const { payload, contentType } = multipart([
        { name: 'contextId', value: 'WESTFRISCH' },
        { name: 'dryRun', value: String(dryRun) },
        { name: 'file', filename: 'kassen.csv', content: Buffer.from(fileOf(lines)) },
      ]);
      return f.server.app.inject(
        withCookie(cookie, {
          method: 'POST',
          url: '/api/frontend/fiscal/registers/import',
          payload,
          headers: { 'content-type': contentType },
        }),
      );
    };
    const line = (register: FleetRegister, cells: string) => `${register.storeId};${register.posId};${cells}`;

    it('exports one line per register, by store and register number', async () => {
      const lines = await exportLines();
      assert.equal(lines[0], header);
      assert.deepEqual(
        lines.slice(1),
        registers.map((r) => line(r, ';;;;;;;;')),
      );
    });

    it('refuses a file with one bad line, naming the line and the field, and writes nothing', async () => {
      const [first, second, third] = registers;
      const tomorrow = dayFrom(f.server.clock.now, 1);
      const snapshot = await masterDataSnapshot(f.server.db);
      const reply = await importCsv([
        header,
        line(first!, 'Elektronische Registrierkasse;Kassenbau AG;KX-500;;;KX5-1;2024-03-01;;'),
        line(second!, `cashRegister;Kassenbau AG;KX-500;;;KX5-2;${tomorrow};;`),
        line(third!, 'Rechenschieber;;;;;;;;'),
        '9999;1;;;;;;;;;',
      ]);
      assert.equal(reply.statusCode, 400, reply.body);
      const body = JSON.parse(reply.body);
      assert.equal(body.message, '3 Zeilen der Datei sind fehlerhaft; es wurde nichts gespeichert.');
      assert.deepEqual(body.lines, [
        {
          line: 3,
          message: `Anschaffungsdatum: darf nicht nach heute (${germanDay(dayFrom(f.server.clock.now, 0))}) liegen.`,
        },
        {
          line: 4,
          message: 'Art des Aufzeichnungssystems: „Rechenschieber“ ist keine Art aus dem amtlichen Formular.',
        },
        { line: 5, message: 'Die Kasse 9999-1 gibt es in diesem Kontext nicht.' },
      ]);
      assert.equal(await masterDataSnapshot(f.server.db), snapshot);
    });

    it('counts a good file in a dry run, writes it once, and an export imports as a no-op', async () => {
      const [first, second] = registers;
      const good = [
        header,
        line(first!, 'Elektronische Registrierkasse;Kassenbau AG;KX-500;KassenPro;7.4;KX5-1;2024-03-01;;'),
        line(second!, 'tabletCashSystem;Tablet GmbH;T1;;;T1-2;2025-01-15;;'),
      ];
      assert.equal((await importCsv(good, true, f.operator)).statusCode, 403);
      const snapshot = await masterDataSnapshot(f.server.db);
      assert.deepEqual(await ok(importCsv(good, true)), { registers: 2 });
      assert.equal(await masterDataSnapshot(f.server.db), snapshot, 'a dry run writes nothing');
      assert.deepEqual(await ok(importCsv(good)), { registers: 2 });

      const read = await ok(
        f.get(f.viewer, `/api/frontend/fiscal/registers/${second!.cashpointUid}?contextId=WESTFRISCH`),
      );
      assert.equal(read.systemKind, 'tabletCashSystem');
      assert.equal(read.purchasedOn, '2025-01-15');
      const lines = await exportLines();
      assert.equal(
        lines[2],
        line(second!, 'Tablet- oder App-basiertes Kassensystem;Tablet GmbH;T1;;;T1-2;2025-01-15;;'),
      );
      assert.deepEqual(await ok(importCsv(lines)), { registers: 0 });

      const audit = await ok(
        f.get(f.admin, '/api/frontend/audit-log?contextId=WESTFRISCH&action=fiscalRegistersImported&size=50'),
      );
      assert.deepEqual(
        audit.entries.map((e: { changes: unknown }) => e.changes),
        [[{ field: 'registers', before: null, after: '2' }]],
      );
    });

    it('refuses a file whose header is not the export one', async () => {
      const reply = await importCsv(['Filiale;Kasse', '1;1']);
      assert.equal(reply.statusCode, 400);
      assert.deepEqual(JSON.parse(reply.body).lines, [{ line: 1, message: `Die Kopfzeile muss lauten: ${header}` }]);
    });

    // The form is read and refused as the store calendar's import reads and refuses its own.
    it('refuses a body that is no form, a form without context or file, and a context the caller does not see', async () => {
      const snapshot = await masterDataSnapshot(f.server.db);
      const send = (parts: Part[], cookie = f.admin) => {
        const body = multipart(parts);
        return f.server.app.inject(
          withCookie(cookie, {
            method: 'POST',
            url: '/api/frontend/fiscal/registers/import',
            payload: body.payload,
            headers: { 'content-type': body.contentType },
          }),
        );
      };
      const refusal = async (parts: Part[], status: number, cookie = f.admin) => {
        const reply = await send(parts, cookie);
        assert.equal(reply.statusCode, status, reply.body);
        return reply.json().message;
      };
      const file = { name: 'file', filename: 'kassen.csv', content: Buffer.from(fileOf([header])) };
      const context = (key: string) => ({ name: 'contextId', value: key });

      const json = await f.post(f.admin, '/api/frontend/fiscal/registers/import', { contextId: 'WESTFRISCH' });
      assert.equal(json.statusCode, 415, json.body);
      assert.equal(await refusal([file], 400), 'Ungültige Anfrage: Der Kontext fehlt.');
      assert.match(await refusal([context('x'), file], 400), /^Ungültige Anfrage: "contextId"/);
      assert.equal(await refusal([context('WESTFRISCH')], 400), 'Bitte eine CSV-Datei auswählen.');
      assert.equal(
        await refusal([context('WESTFRISCH'), { name: 'tag', value: 'x' }, file], 400),
        'Ungültige Anfrage: "tag" ist nicht erlaubt',
      );

      // The operator, given the right, still sees only the contexts it sees.
      const role = await f.server.db.kysely
        .selectFrom('roles')
        .select('rights')
        .where('name', '=', 'Operator')
        .executeTakeFirstOrThrow();
      const rights = [...(JSON.parse(role.rights) as string[]), 'FISCAL_CHANGE'];
      await f.server.db.kysely
        .updateTable('roles')
        .set({ rights: JSON.stringify(rights) })
        .where('name', '=', 'Operator')
        .execute();
      try {
        const dryRun = { name: 'dryRun', value: 'true' };
        const own = await send([context('NORDMARKT'), dryRun, file], f.operator);
        assert.equal(own.statusCode, 200, own.body);
        assert.equal(
          await refusal([context('WESTFRISCH'), dryRun, file], 403, f.operator),
          'Sie haben nicht genügend Zugriffsrechte.',
        );
      } finally {
        await f.server.db.kysely
          .updateTable('roles')
          .set({ rights: role.rights })
          .where('name', '=', 'Operator')
          .execute();
      }
      assert.equal(await masterDataSnapshot(f.server.db), snapshot);
    });
  });
