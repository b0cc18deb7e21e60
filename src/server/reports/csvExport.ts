import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { csvDelimiter, csvHeaderCells, csvLineEnd, csvNeedsQuotes, csvRowCells } from '../../shared/reports/csv';
import type { ReportColumn } from '../../shared/reports/types';

/** The header line, then one line per row, each made only when the stream asks for it. */
function* csvLines<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]) {
  yield csvHeaderCells(columns);
  for (const row of rows) yield csvRowCells(columns, row);
}

/**
 * Sends the rows as a CSV download, streamed: the lines are written as the client reads them, so
 * the file is never held as one text. The cells come formula-guarded from the shared rules; the
 * library adds delimiters, quoting, line ends and the byte order mark as those rules state them.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
): FastifyReply {
  // pipeline, not pipe: a failing row ends the download instead of leaving it hanging.
  const csv = pipeline(
    Readable.from(csvLines(columns, rows)),
    stringify({
      delimiter: csvDelimiter,
      record_delimiter: csvLineEnd,
      quote_record_delimiter: true,
      quoted_match: csvNeedsQuotes,
      bom: true,
    }),
    (error) => {
      if (error) reply.log.error({ err: error }, 'CSV export failed');
    },
  );
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
