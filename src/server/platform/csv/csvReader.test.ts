import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CsvReadError, csvRecords, type CsvRecord } from './csvReader';

// The imports' CSV reader: what the reports write (BOM, ';', CRLF, quotes) read back cell by cell
// with the line each record begins on, the same however the bytes arrive, and its two refusals.

const options = { delimiter: ';', maxRecords: 100, maxCells: 10 };

async function read(source: Buffer | AsyncIterable<Buffer>, max = options.maxRecords): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  for await (const record of csvRecords(source, { ...options, maxRecords: max })) records.push(record);
  return records;
}

async function* pieces(buffer: Buffer, cuts: number[]): AsyncGenerator<Buffer> {
  let start = 0;
  for (const cut of [...cuts, buffer.length]) {
    yield buffer.subarray(start, cut);
    start = cut;
  }
}

const file =
  '\uFEFFFiliale;Name;Sondertage\r\n' +
  '1001;"Markt; Süd";"2026-12-31 closed Inventur; ""Lager"""\r\n' +
  '\r\n' +
  '1002;"Zwei\r\nZeilen";\n' +
  '1003;Größe 8" Kasse;x"y\r' +
  '1004;;"";\r\n' +
  '1005;Ende';

const expected: CsvRecord[] = [
  { line: 1, cells: ['Filiale', 'Name', 'Sondertage'] },
  { line: 2, cells: ['1001', 'Markt; Süd', '2026-12-31 closed Inventur; "Lager"'] },
  { line: 4, cells: ['1002', 'Zwei\r\nZeilen', ''] },
  { line: 6, cells: ['1003', 'Größe 8" Kasse', 'x"y'] },
  { line: 7, cells: ['1004', '', '', ''] },
  { line: 8, cells: ['1005', 'Ende'] },
];

describe('csvRecords', () => {
  it('reads quoted cells, line ends inside them, CRLF, LF and CR, and skips empty lines', async () => {
    assert.deepEqual(await read(Buffer.from(file)), expected);
  });

  it('reads the same whichever bytes arrive together, across a character, a quote pair and a CRLF', async () => {
    const bytes = Buffer.from(file);
    for (let cut = 1; cut < bytes.length; cut++) {
      assert.deepEqual(await read(pieces(bytes, [cut])), expected, `cut at ${cut}`);
    }
    assert.deepEqual(await read(pieces(bytes, [1, 2, 3, 40, 41, 42, 43, 90])), expected);
  });

  it('refuses a quote left open, naming the line its record began on', async () => {
    const broken = Buffer.from('a;b\r\n1;"offen\r\n2;x\r\n');
    await assert.rejects(read(broken), (error: unknown) => {
      assert.ok(error instanceof CsvReadError);
      assert.equal(error.reason, 'unclosedQuote');
      assert.equal(error.line, 2);
      return true;
    });
  });

  it('stops at the first record past the limit, before reading on', async () => {
    const seen: number[] = [];
    const long = Buffer.from(Array.from({ length: 1000 }, (_, i) => `${i};x`).join('\n'));
    await assert.rejects(
      (async () => {
        for await (const record of csvRecords(long, { ...options, maxRecords: 5 })) seen.push(record.line);
      })(),
      (error: unknown) => error instanceof CsvReadError && error.reason === 'tooManyRecords' && error.line === 6,
    );
    assert.deepEqual(seen, [1, 2, 3, 4, 5]);
    assert.equal((await read(Buffer.from('a\nb\n\n'), 2)).length, 2);
  });

  it('refuses a record of more cells than allowed, naming its line', async () => {
    assert.equal((await read(Buffer.from('a;b\r\n;;;;;;;;;\r\n')))[1]!.cells.length, 10);
    await assert.rejects(
      read(Buffer.from(`a;b\r\n1;2\r\n${';'.repeat(1_000_000)}\r\n`)),
      (error: unknown) => error instanceof CsvReadError && error.reason === 'tooManyCells' && error.line === 3,
    );
  });

  it('lets other work run while it reads a large file', async () => {
    const large = Buffer.from(Array.from({ length: 50_000 }, (_, i) => `${i};"a;b";c`).join('\r\n'));
    let turns = 0;
    const ticking = setInterval(() => turns++, 1);
    let records = 0;
    for await (const record of csvRecords(large, { ...options, maxRecords: 1_000_000 })) records += record.cells.length;
    clearInterval(ticking);
    assert.equal(records, 150_000);
    assert.ok(turns > 0, 'no timer ran while the file was read');
  });
});
