// The one reader of every CSV file a client sends (the store calendar's import, and any import to
// come): records with their line numbers, read a slice at a time so the server answers other
// requests meanwhile, and refused once there are more than the caller allows.
//
// Not csv-parse: with records of differing length (what a bad file is made of) it builds an Error
// with deep copies of its state for every such record, even when told to let them pass, and a file
// of 600 KB kept the process busy for seconds. This reader does only what the files need: a
// delimiter, fields in double quotes ("" for a quote, line ends allowed inside), CRLF or LF, a byte
// order mark. A quote inside an unquoted field, or after a closing one, is kept as a character.
import { StringDecoder } from 'node:string_decoder';
import { setImmediate as nextTurn } from 'node:timers/promises';

export interface CsvRecord {
  /** The line the record begins on, the file's first being 1. */
  line: number;
  cells: string[];
}

/**
 * Why a file was not read to its end: a quote still open at the end, more records than allowed, or
 * a record of more cells than allowed (a file of semicolons would otherwise be millions of them).
 */
export class CsvReadError extends Error {
  constructor(
    readonly reason: 'unclosedQuote' | 'tooManyRecords' | 'tooManyCells',
    /** The line of the record the reader stopped at. */
    readonly line: number,
  ) {
    super(`${reason} at line ${line}`);
  }
}

export interface CsvReadOptions {
  delimiter: string;
  /** The most records the file may hold, its header among them; one more is a CsvReadError. */
  maxRecords: number;
  /** The most cells a record may have; one more is a CsvReadError. */
  maxCells: number;
}

/** How long the reader, and whatever its caller does with each record, runs before others get a turn. */
const sliceMs = 5;
/** The characters decoded and split at a time. */
const chunkChars = 64 * 1024;

/**
 * A pause to call between items of a long loop: it hands the event loop back once the loop has run
 * for sliceMs since the last time, so other requests are answered meanwhile.
 */
export function timeSlices(): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = performance.now();
  };
}

/** The file as pieces of at most chunkChars characters, decoded as UTF-8 across their borders. */
async function* textChunks(source: Buffer | AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  const buffers = Buffer.isBuffer(source) ? [source] : source;
  for await (const buffer of buffers) {
    for (let start = 0; start < buffer.length; start += chunkChars) {
      const text = decoder.write(buffer.subarray(start, start + chunkChars));
      if (text) yield text;
    }
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

/**
 * The file's records, empty lines left out. Between records it hands the event loop back every few
 * milliseconds, so other requests are answered while a large file is read and checked.
 */
export async function* csvRecords(
  source: Buffer | AsyncIterable<Buffer>,
  { delimiter, maxRecords, maxCells }: CsvReadOptions,
): AsyncGenerator<CsvRecord> {
  let line = 1;
  let recordLine = 1;
  let cells: string[] = [];
  let field = '';
  let quoted = false; // inside a quoted field
  let quoteSeen = false; // a quote inside a quoted field: its end, or the first of ""
  let fieldStart = true;
  let pendingCr = false; // a CR whose LF may come in the next chunk
  let first = true;
  let records = 0;
  const slice = timeSlices();

  const endRecord = (): CsvRecord | null => {
    cells.push(field);
    const record = { line: recordLine, cells };
    const empty = cells.length === 1 && cells[0] === '';
    cells = [];
    field = '';
    fieldStart = true;
    return empty ? null : record;
  };

  for await (let text of textChunks(source)) {
    if (first) {
      first = false;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const pending: CsvRecord[] = [];
    let i = 0;
    if (pendingCr) {
      pendingCr = false;
      if (text[0] === '\n') i = 1;
    }
    while (i < text.length) {
      const c = text[i]!;
      if (quoted) {
        if (quoteSeen) {
          quoteSeen = false;
          if (c === '"') {
            field += '"';
            i++;
            continue;
          }
          quoted = false; // the quote closed the field; c is read as outside it
          continue;
        }
        const next = text.indexOf('"', i);
        if (next === -1) {
          line += lineFeeds(text, i, text.length);
          field += text.slice(i);
          i = text.length;
        } else {
          line += lineFeeds(text, i, next);
          field += text.slice(i, next);
          quoteSeen = true;
          i = next + 1;
        }
        continue;
      }
      if (c === delimiter) {
        if (cells.length >= maxCells - 1) throw new CsvReadError('tooManyCells', recordLine);
        cells.push(field);
        field = '';
        fieldStart = true;
        i++;
      } else if (c === '\r' || c === '\n') {
        const record = endRecord();
        if (record) pending.push(record);
        if (c === '\r') {
          if (i + 1 === text.length) pendingCr = true;
          else if (text[i + 1] === '\n') i++;
        }
        i++;
        line++;
        recordLine = line;
      } else if (c === '"' && fieldStart && field === '') {
        quoted = true;
        fieldStart = false;
        i++;
      } else {
        // The plain run up to the next delimiter, quote or line end, in one slice.
        let end = i + 1;
        while (end < text.length) {
          const d = text[end];
          if (d === delimiter || d === '\r' || d === '\n' || d === '"') break;
          end++;
        }
        field += text.slice(i, end);
        fieldStart = false;
        i = end;
      }
    }
    for (const record of pending) {
      if (++records > maxRecords) throw new CsvReadError('tooManyRecords', record.line);
      yield record;
      await slice();
    }
    // A record as long as many chunks (one quoted cell, say) yields nothing for a while: hand the
    // event loop back between its chunks too.
    await slice();
  }
  if (quoted && !quoteSeen) throw new CsvReadError('unclosedQuote', recordLine);
  if (quoted || field !== '' || cells.length > 0) {
    const record = endRecord();
    if (record) {
      if (++records > maxRecords) throw new CsvReadError('tooManyRecords', record.line);
      yield record;
    }
  }
}

/** The line ends inside a quoted field (LF, alone or after CR), so the next record's number is right. */
function lineFeeds(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
