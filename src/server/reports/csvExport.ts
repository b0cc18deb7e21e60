import { Readable } from 'node:stream';
import { stringify, type Options } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { csvDelimiter, csvHeaderCells, csvLineEnd, csvNeedsQuotes, csvRowCells } from '../../shared/reports/csv';
import type { ReportColumn } from '../../shared/reports/types';

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
 * shared rules; the CSV library adds delimiters, quoting and line ends as those rules state them.
 */
function* csvPieces<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]) {
  let lines: string[][] = [csvHeaderCells(columns)];
  let first = true;
  for (const row of rows) {
    lines.push(csvRowCells(columns, row));
    if (lines.length === linesPerPiece) {
      yield stringify(lines, { ...csvOptions, bom: first });
      lines = [];
      first = false;
    }
  }
  if (lines.length > 0) yield stringify(lines, { ...csvOptions, bom: first });
}

/** Sends the rows as a CSV download, streamed, so the file is never held as one text. */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Readable.from(csvPieces(columns, rows)));
}
