import assert from 'node:assert/strict';
import http from 'node:http';
import { it } from 'node:test';
import { Worker } from 'node:worker_threads';
import { describeCalendar } from '../../test/calendarKit';
import { multipart } from '../../test/multipart';

// The import's bounds (review issue 44): a file of bad lines as large as the upload allows is
// answered within seconds with the first 100 problems and a count of the rest, while the server
// goes on answering other requests; a file with more lines than its context has stores, plus 100,
// is refused as a whole and changes nothing.

const header = 'Filiale;Name;Zeitzone;Feiertagsregion;Mo;Di;Mi;Do;Fr;Sa;So;Sondertage';
const fileOf = (lines: string[]) => Buffer.from(`\uFEFF${[header, ...lines].join('\r\n')}\r\n`);
const week = Array.from({ length: 7 }, () => '08:00-20:00').join(';');

interface Reply {
  status: number;
  body: string;
}

/** A request over a real socket, as a browser sends it. */
function request(port: number, options: http.RequestOptions, body?: Buffer): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Asks for /healthz again and again, each time as soon as it answered, from a thread of its own: what
 * it measures is how long the server takes to answer, not how long this test's own thread was busy
 * (sending the file). Says 'ready' after its first answer; stops when told and sends the times (ms).
 */
async function healthPoller(port: number): Promise<Worker> {
  const worker = new Worker(
    `const http = require('node:http');
    const { parentPort } = require('node:worker_threads');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let polling = true;
    const times = [];
    parentPort.on('message', () => (polling = false));
    const ask = () => {
      const started = performance.now();
      http.get({ host: '127.0.0.1', port: ${port}, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () => {
          times.push(res.statusCode === 200 ? performance.now() - started : Infinity);
          if (times.length === 1) parentPort.postMessage('ready');
          if (polling) ask();
          else parentPort.postMessage(times), agent.destroy();
        });
      });
    };
    ask();`,
    { eval: true },
  );
  await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return worker;
}

const stopped = (worker: Worker) =>
  new Promise<number[]>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage('stop');
  });

describeCalendar('store calendar import bounds', (t) => {
  let port = 0;
  /** The import's form, made before a request is timed, and the request that sends it. */
  const importForm = (file: Buffer, contextId: string) =>
    multipart([
      { name: 'contextId', value: contextId },
      { name: 'dryRun', value: 'true' },
      { name: 'file', filename: 'oeffnungszeiten.csv', content: file },
    ]);
  const sendImport = ({ payload, contentType }: ReturnType<typeof importForm>) => {
    const headers = { cookie: t.admin, 'content-type': contentType, 'content-length': payload.length };
    return request(port, { method: 'POST', path: '/api/frontend/store-calendar/import', headers }, payload);
  };

  it('answers an 8 MB file of bad lines within 2 s with 100 of them and the count of the rest, /healthz meanwhile within 100 ms', async () => {
    port = Number(new URL(await t.server.app.listen({ port: 0, host: '127.0.0.1' })).port);
    // A context as large as the file needs: 12,000 stores, so the file's lines are within the limit.
    const { id } = await t.contextRow('OSTBAU');
    const rows = Array.from({ length: 12_000 }, (_, i) => ({
      uid: `bounds${i}`,
      contextId: id,
      storeId: String(200_000 + i),
      name: `Filiale ${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500) {
      await t.server.db.kysely
        .insertInto('stores')
        .values(rows.slice(i, i + 500))
        .execute();
    }
    // Every kind of bad line: wrong columns, bad ranges and special days, an unknown zone and
    // region, a store named twice or not at all; padded so that 12,100 of them make 8 MB (the name,
    // or the first bad cell, which the line's message quotes).
    const kinds = [
      (i: number) => `${200_000 + i};N;Europe/Berlin`,
      (i: number) => `${200_000 + i};N;Europe/Berlin;DE-NW;*;x;x;x;x;x;x;2026-02-30 x | y`,
      (i: number) => `${200_000 + i};N;Europe/Atlantis${i};XX-${i};${week};`,
      (i: number) => `${200_000 + (i % 50)};N;Europe/Berlin;DE-NW;08:00-25:00;${week.slice(12)};2026-12-24 closed`,
      (i: number) => `${900_000 + i};N;Europe/Berlin;DE-NW;${week};`,
    ];
    const maxBytes = 8 * 1024 * 1024 - 1024;
    const lineCount = 12_100;
    const padded = (line: string) => {
      const cells = line.split(';');
      const cell = cells[4] === '*' ? 4 : 1;
      cells[cell] = cells[cell]!.padEnd(Math.floor(maxBytes / lineCount) - line.length - 2 + cells[cell]!.length, '*');
      return cells.join(';');
    };
    const bad = fileOf(Array.from({ length: lineCount }, (_, i) => padded(kinds[i % kinds.length]!(i))));
    assert.ok(bad.length > 8 * 1024 * 1024 - 64 * 1024 && bad.length <= maxBytes, String(bad.length));

    // Once before measuring: what a first request compiles (the test's contract check of the reply).
    assert.equal((await sendImport(importForm(fileOf(['x']), 'OSTBAU'))).status, 400);
    await request(port, { path: '/healthz' });

    const form = importForm(bad, 'OSTBAU');
    const poller = await healthPoller(port);
    const started = performance.now();
    const reply = await sendImport(form);
    const took = performance.now() - started;
    const latencies = await stopped(poller);
    await poller.terminate();

    assert.equal(reply.status, 400, reply.body.slice(0, 300));
    const answer = JSON.parse(reply.body) as {
      message: string;
      lines: { line: number; message: string }[];
      more: { lines: number; message: string };
    };
    assert.equal(answer.message, '12.100 Zeilen der Datei sind fehlerhaft; es wurde nichts gespeichert.');
    assert.equal(answer.lines.length, 100);
    assert.deepEqual(
      answer.lines.slice(0, 6).map((l) => l.line),
      [2, 3, 4, 5, 6, 7],
    );
    assert.match(answer.lines[0]!.message, /^Die Zeile hat 3 statt 12 Spalten\.$/);
    // A line's first five problems, a quoted cell cut short: 'Mo: „****…' and an ellipsis for the rest.
    assert.match(
      answer.lines[1]!.message,
      /^Mo: „\*{250,}… Di: „x“ ist keine Zeitspanne der Form HH:mm-HH:mm\. Mi: .* Fr: „x“ [^„]+ …$/,
    );
    assert.ok(answer.lines[1]!.message.length < 1000, answer.lines[1]!.message);
    assert.match(answer.lines[2]!.message, /Europe\/Atlantis2/);
    assert.match(answer.lines[4]!.message, /Die Filiale 900004 gibt es in diesem Kontext nicht/);
    assert.deepEqual(answer.more, { lines: 12_000, message: '… und 12.000 weitere Zeilen' });
    // Each line's message quotes its cells cut short, so the reply stays small whatever the lines hold.
    assert.ok(reply.body.length < 64 * 1024, `${reply.body.length} bytes`);
    assert.ok(took < 2000, `took ${Math.round(took)} ms`);
    assert.ok(latencies.length > 5, `${latencies.length} answers of /healthz`);
    const slowest = latencies.map(Math.round).sort((a, b) => b - a);
    assert.ok(
      slowest[0]! < 100,
      `/healthz took up to ${slowest.slice(0, 5).join(', ')} ms (${latencies.length} answers)`,
    );
  });

  it('refuses a file with more lines than the context has stores, plus 100, and changes nothing', async () => {
    const stores = await t.stores('NORDMARKT');
    const line = (i: number) => `${stores[i % stores.length]!.storeId};N;Europe/Berlin;DE-NI;${week};`;
    const before = await t.snapshot();
    const tooLong = fileOf(Array.from({ length: stores.length + 101 }, (_, i) => line(i)));
    const reply = await t.importCsv(t.admin, 'NORDMARKT', tooLong.toString('utf8'));
    assert.equal(reply.statusCode, 400, reply.body);
    const limit = stores.length + 100;
    assert.deepEqual(reply.json(), {
      message:
        `Die Datei hat zu viele Zeilen: erlaubt sind höchstens ${limit} unter der Kopfzeile, ` +
        `eine je Filiale des Kontexts (${stores.length}) und 100 mehr. Es wurde nichts gespeichert.`,
      lines: [],
    });
    assert.deepEqual(await t.snapshot(), before);

    // At the limit the file is read whole: its repeated stores are its bad lines, listed by number.
    const atLimit = fileOf(Array.from({ length: limit }, (_, i) => line(i)));
    const full = await t.importCsv(t.admin, 'NORDMARKT', atLimit.toString('utf8'));
    assert.equal(full.statusCode, 400, full.body);
    const answer = full.json() as { message: string; lines: { line: number }[]; more?: unknown };
    assert.equal(answer.message, '100 Zeilen der Datei sind fehlerhaft; es wurde nichts gespeichert.');
    assert.equal(answer.lines[0]!.line, stores.length + 2);
    assert.equal(answer.lines.length, 100);
    assert.equal(answer.more, undefined);

    // Past the 100 listed, a line is only counted: bad by its zone, region, hours or special day
    // alone it counts, a good one does not.
    const unknown = Array.from({ length: 100 }, (_, i) => `${990_000 + i};N;Europe/Berlin;DE-NI;${week};`);
    const faults = [
      (id: string) => `${id};N;Europe/Berlin;DE-NI;${week};`,
      (id: string) => `${id};N;Mars/Base;DE-NI;${week};`,
      (id: string) => `${id};N;Europe/Berlin;XX-1;${week};`,
      (id: string) => `${id};N;Europe/Berlin;DE-NI;08:00-25:00;${week.slice(12)};`,
      (id: string) => `${id};N;Europe/Berlin;DE-NI;${week};2026-02-30 closed`,
    ];
    const counted = stores.map((store, i) => faults[i % faults.length]!(store.storeId));
    const bad = stores.filter((_, i) => i % faults.length !== 0).length;
    const mixed = await t.importCsv(t.admin, 'NORDMARKT', fileOf([...unknown, ...counted]).toString('utf8'));
    assert.equal(mixed.statusCode, 400, mixed.body);
    assert.deepEqual(mixed.json().more, { lines: bad, message: `… und ${bad} weitere Zeilen` });

    // A line of a million semicolons is not split into a million cells.
    const cells = await t.importCsv(t.admin, 'NORDMARKT', fileOf([line(0), ';'.repeat(1_000_000)]).toString('utf8'));
    assert.equal(cells.statusCode, 400, cells.body);
    assert.deepEqual(cells.json(), {
      message: 'Eine Zeile der Datei ist fehlerhaft; es wurde nichts gespeichert.',
      lines: [{ line: 3, message: 'Die Zeile hat mehr als 100 Spalten.' }],
    });
    assert.deepEqual(await t.snapshot(), before);
  });
});
