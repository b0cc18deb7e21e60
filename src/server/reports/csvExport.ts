import type { FastifyReply } from 'fastify';
import { sendCsvLines } from '../platform/csv/csvDownload';
import { csvHeaderCells, csvRowCells } from '../../shared/reports/csv';
import type { ReportColumn } from '../../shared/reports/types';

function* reportLines<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]) {
  for (const row of rows) yield csvRowCells(columns, row);
}

/** Sends the rows as a CSV download, streamed, so the file is never held as one text. */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
): FastifyReply {
  return sendCsvLines(reply, fileName, csvHeaderCells(columns), reportLines(columns, rows));
}
