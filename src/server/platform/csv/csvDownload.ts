import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { csvDelimiter, csvLineEnd, csvNeedsQuotes } from '../../../shared/reports/csv';

// A CSV download, streamed: the reports, the audit log and the store calendar send their files
// through it, so it lives here rather than in one of them.

/** Lines written per piece of the stream: small enough to hold, large enough to send in few writes. */
const linesPerPiece = 1000;

const csvOptions: Options = {
  delimiter: csvDelimiter,
  record_delimiter: csvLineEnd,
  quote_record_delimiter: true,
  quoted_match: csvNeedsQuotes,
};

/**
 * The file in pieces of a thousand lines, each made only when the stream asks for it: the header
 * line (after the byte order mark), then one line per row. The cells come formula-guarded from the
 * caller; the CSV library adds delimiters, quoting and line ends as the shared rules state them.
 */
async function* csvPieces(
  header: readonly string[],
  lines: Iterable<readonly string[]> | AsyncIterable<readonly string[]>,
) {
  let piece: (readonly string[])[] = [header];
  let first = true;
  for await (const line of lines) {
    piece.push(line);
    if (piece.length === linesPerPiece) {
      yield stringify(piece, { ...csvOptions, bom: first });
      piece = [];
      first = false;
    }
  }
  if (piece.length > 0) yield stringify(piece, { ...csvOptions, bom: first });
}

/**
 * Sends the header and lines (their cells already formula-guarded) as a CSV download, streamed; the
 * lines may be read from the database while the file is sent.
 */
export function sendCsvLines(
  reply: FastifyReply,
  fileName: string,
  header: readonly string[],
  lines: Iterable<readonly string[]> | AsyncIterable<readonly string[]>,
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(csvPieces(header, lines)));
}
