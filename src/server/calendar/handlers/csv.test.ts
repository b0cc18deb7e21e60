import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeCalendar } from '../../test/calendarKit';
import { withCookie } from '../../test/harness';
import { multipart, type Part } from '../../test/multipart';

// The calendars as a CSV file and back: the reports' kind of file (BOM, ';', CRLF), an export that
// imports as a no-op, an import checked whole (each bad line answered by its number, nothing
// written), dry runs, the audit entry, and the refusals.

const csvUrl = (contextId: string) => `/api/frontend/store-calendar.csv?contextId=${contextId}`;
const getUrl = (storeUid: string) => `/api/frontend/store-calendar?contextId=NORDMARKT&storeUid=${storeUid}`;
const saveUrl = '/api/frontend/store-calendar/save';
const header = 'Filiale;Name;Zeitzone;Feiertagsregion;Mo;Di;Mi;Do;Fr;Sa;So;Sondertage';

const canaryHours = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, from: '09:00', to: '13:00' },
  { weekday, from: '16:00', to: '21:00' },
]);
const lateSaturday = { weekday: 6, from: '22:00', to: '02:00' };
const specialDays = [
  { date: '2026-12-24', kind: 'hours', hours: [{ from: '08:00', to: '14:00' }], note: 'Heiligabend' },
  { date: '2026-12-31', kind: 'closed', note: 'Inventur; "Lager"' },
  { date: '2027-01-02', kind: 'blackout', note: '' },
];

/** The file's lines without the byte order mark and the last line end. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
const fileOf = (lines: string[]) => `\uFEFF${lines.join('\r\n')}\r\n`;

describeCalendar('store calendar CSV', (t) => {
  const exportFile = async () => {
    const reply = await t.get(t.viewer, csvUrl('NORDMARKT'));
    assert.equal(reply.statusCode, 200, reply.body);
    return reply;
  };

  it('exports one line per store, a store without its own calendar with its context calendar', async () => {
    const stores = await t.stores('NORDMARKT');
    const contextHours = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, from: '08:00', to: '20:00' }));
    const context = { contextId: 'NORDMARKT', timeZone: 'Europe/Berlin', region: 'DE-NI', specialDays: [] };
    assert.equal((await t.post(t.admin, saveUrl, { ...context, openingHours: contextHours })).statusCode, 200);
    const own = {
      contextId: 'NORDMARKT',
      storeUid: stores[0]!.uid,
      timeZone: 'Atlantic/Canary',
      region: 'ES-CN',
      openingHours: [...canaryHours, lateSaturday],
      specialDays,
    };
    assert.equal((await t.post(t.admin, saveUrl, own)).statusCode, 200);

    const reply = await exportFile();
    assert.match(String(reply.headers['content-type']), /^text\/csv/);
    assert.match(String(reply.headers['content-disposition']), /oeffnungszeiten-NORDMARKT\.csv/);
    assert.ok(reply.body.startsWith(`\uFEFF${header}\r\n`));
    assert.ok(reply.body.endsWith('\r\n'));
    const lines = linesOf(reply.body);
    assert.equal(lines.length, stores.length + 1);
    const week = '09:00-13:00,16:00-21:00';
    assert.equal(
      lines[1],
      `${stores[0]!.storeId};${stores[0]!.name};Atlantic/Canary;ES-CN;${week};${week};${week};${week};${week};22:00-02:00;;` +
        '"2026-12-24 08:00-14:00 Heiligabend | 2026-12-31 closed Inventur; ""Lager"" | 2027-01-02 blackout"',
    );
    const day = '08:00-20:00';
    assert.equal(
      lines[2],
      `${stores[1]!.storeId};${stores[1]!.name};Europe/Berlin;DE-NI;${day};${day};${day};${day};${day};${day};;`,
    );
  });

  it('imports its own export as a no-op, so that a second export is the same file', async () => {
    const first = (await exportFile()).body;
    const before = await t.snapshot();
    const reply = await t.importCsv(t.admin, 'NORDMARKT', first);
    assert.equal(reply.statusCode, 200, reply.body);
    assert.deepEqual(reply.json(), { stores: 0 });
    assert.deepEqual(await t.snapshot(), before);
    assert.equal((await exportFile()).body, first);
    // A store that took its context's hours still does.
    const second = (await t.stores('NORDMARKT'))[1]!;
    assert.equal((await t.get(t.viewer, getUrl(second.uid))).json().own, false);
  });

  it('answers each bad line with its number and writes nothing; the fixed file imports', async () => {
    const stores = await t.stores('NORDMARKT');
    const lines = linesOf((await exportFile()).body);
    const good = [...lines];
    good[3] = good[3]!.replace(/;08:00-20:00;/, ';07:00-22:00;');
    const bad = [...good];
    bad[4] = bad[4]!.replace(/;08:00-20:00;/, ';08:00-25:00;');
    bad[6] = bad[6]!.replace(/^\d+;/, '99999;');
    bad[8] = bad[8]!.replace(/;Europe\/Berlin;/, ';Europe/Atlantis;');
    bad[9] = `${bad[9]}2026-02-30 closed`;
    const before = await t.snapshot();
    for (const dryRun of [undefined, true]) {
      const reply = await t.importCsv(t.admin, 'NORDMARKT', fileOf(bad), dryRun);
      assert.equal(reply.statusCode, 400, reply.body);
      const answer = reply.json() as { message: string; lines: { line: number; message: string }[] };
      assert.equal(answer.message, '4 Zeilen der Datei sind fehlerhaft; es wurde nichts gespeichert.');
      assert.deepEqual(
        answer.lines.map((l) => l.line),
        [5, 7, 9, 10],
      );
      assert.match(answer.lines[0]!.message, /25:00/);
      assert.equal(answer.lines[1]!.message, 'Die Filiale 99999 gibt es in diesem Kontext nicht.');
      assert.match(answer.lines[2]!.message, /Zeitzone „Europe\/Atlantis“ ist unbekannt/);
      assert.match(answer.lines[3]!.message, /2026-02-30/);
    }
    assert.deepEqual(await t.snapshot(), before);

    const dry = await t.importCsv(t.admin, 'NORDMARKT', fileOf(good), true);
    assert.deepEqual(dry.json(), { stores: 1 });
    assert.deepEqual(await t.snapshot(), before);
    const done = await t.importCsv(t.admin, 'NORDMARKT', fileOf(good));
    assert.equal(done.statusCode, 200, done.body);
    assert.deepEqual(done.json(), { stores: 1 });
    const changed = (await t.get(t.viewer, getUrl(stores[2]!.uid))).json();
    assert.equal(changed.own, true);
    assert.deepEqual(changed.openingHours[0], { weekday: 1, from: '07:00', to: '22:00' });
    const entries = await t.auditEntries('calendarImported');
    assert.equal(entries.length, 1);
    assert.equal(entries[0]!.contextKey, 'NORDMARKT');
    assert.deepEqual(entries[0]!.changes, [{ field: 'stores', before: null, after: '1' }]);
  });

  it('refuses a wrong header, a line named twice, a broken file, and a line of wrong form', async () => {
    const lines = linesOf((await exportFile()).body);
    const before = await t.snapshot();
    const cases: [string, number[], RegExp][] = [
      [fileOf(['Filiale;Name', ...lines.slice(1)]), [1], /^Die Kopfzeile muss lauten: Filiale;Name;Zeitzone/],
      [fileOf([...lines, lines[1]!]), [lines.length + 1], /steht schon in Zeile 2/],
      [fileOf([...lines.slice(0, 3), `${lines[3]};zuviel`]), [4], /13 statt 12 Spalten/],
      [fileOf([...lines.slice(0, 2), lines[2]!.replace(/;08:00-20:00;/, ';8 bis 20;')]), [3], /„8 bis 20“/],
      [fileOf([...lines.slice(0, 2), `${lines[2]}2026-12-24 offen`]), [3], /Sondertag „2026-12-24 offen“/],
      [fileOf([...lines.slice(0, 2), `${lines[2]!.slice(0, -1)}"2026-12-24 closed`]), [3], /keine lesbare CSV-Datei/],
      ['', [1], /^Die Datei ist leer\.$/],
    ];
    for (const [file, numbers, expected] of cases) {
      const reply = await t.importCsv(t.admin, 'NORDMARKT', file);
      assert.equal(reply.statusCode, 400, reply.body);
      const answer = reply.json() as { lines: { line: number; message: string }[] };
      assert.deepEqual(
        answer.lines.map((l) => l.line),
        numbers,
        reply.body,
      );
      assert.match(answer.lines[0]!.message, expected);
    }
    assert.deepEqual(await t.snapshot(), before);
  });

  it('needs CALENDAR_CHANGE and a visible context to import, a file, and one of a few megabytes at most', async () => {
    const file = (await exportFile()).body;
    const before = await t.snapshot();
    for (const cookie of [t.operator, t.viewer]) {
      const reply = await t.importCsv(cookie, 'NORDMARKT', file);
      assert.equal(reply.statusCode, 403);
      assert.deepEqual(reply.json(), { message: 'Sie haben nicht genügend Zugriffsrechte.' });
    }
    await t.server.db.kysely
      .updateTable('roles')
      .set({ rights: JSON.stringify(['CALENDAR_CHANGE']) })
      .where('name', '=', 'Operator')
      .execute();
    assert.equal((await t.importCsv(t.operator, 'WESTFRISCH', file)).statusCode, 403);
    assert.equal((await t.get(t.operator, csvUrl('WESTFRISCH'))).statusCode, 403);
    const noFile = await t.post(t.admin, '/api/frontend/store-calendar/import', { contextId: 'NORDMARKT' });
    assert.equal(noFile.statusCode, 415);
    const form = async (parts: Part[]) => {
      const body = multipart(parts);
      const reply = await t.server.app.inject(
        withCookie(t.admin, {
          method: 'POST',
          url: '/api/frontend/store-calendar/import',
          payload: body.payload,
          headers: { 'content-type': body.contentType },
        }),
      );
      assert.equal(reply.statusCode, 400, reply.body);
      return reply.json();
    };
    const csvFile = { name: 'file', filename: 'a.csv', content: Buffer.from(file) };
    assert.deepEqual(await form([{ name: 'contextId', value: 'NORDMARKT' }]), {
      message: 'Bitte eine CSV-Datei auswählen.',
      lines: [],
    });
    assert.deepEqual(await form([csvFile]), { message: 'Ungültige Anfrage: Der Kontext fehlt.', lines: [] });
    const maybe = await form([
      { name: 'contextId', value: 'NORDMARKT' },
      { name: 'dryRun', value: 'vielleicht' },
      csvFile,
    ]);
    assert.deepEqual(maybe, { message: 'Ungültige Anfrage: "dryRun" hat einen unzulässigen Wert', lines: [] });
    const extra = await form([{ name: 'contextId', value: 'NORDMARKT' }, { name: 'tag', value: 'x' }, csvFile]);
    assert.deepEqual(extra, { message: 'Ungültige Anfrage: "tag" ist nicht erlaubt', lines: [] });
    const big = await t.importCsv(t.admin, 'NORDMARKT', `${file}${'x'.repeat(9 * 1024 * 1024)}`);
    assert.equal(big.statusCode, 413);
    assert.deepEqual(big.json(), { message: 'Die Datei ist zu groß (höchstens 8 MB).' });
    assert.deepEqual(await t.snapshot(), before);
  });
});
