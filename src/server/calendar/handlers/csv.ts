import { audited, changesBetween } from '../../audit';
import { compareDigits } from '../../platform/ids';
import { badRequest } from '../../platform/http/replies';
import { contextOf, type Handlers } from '../../platform/types';
import { sendCsvLines } from '../../platform/csv/csvDownload';
import { calendarMessages } from '../../../shared/texts/calendarMessages';
import { csvHeaderCells, csvLineCells } from '../csvFormat';
import { LineProblems } from '../../platform/csv/lineProblems';
import { checkedImport, importWrites, storesGone } from '../importCheck';
import { badLinesReply, contextImportForm } from '../../platform/csv/importForm';
import {
  contextCalendarRow,
  storeCalendarRowsOfContext,
  storesOfContext,
  writeStoreCalendars,
} from '../repository/calendars';
import { defaultCalendar, storedCalendar, storedSpecialDays } from '../stored';
import type { Db } from '../../platform/db/connection';

// Every store's calendar as a CSV file, and that file back: checked whole, written in one
// transaction with one audit entry, or with dryRun only counted.

const m = calendarMessages;

const contextWeekly = async (db: Db, contextId: number) =>
  storedCalendar((await contextCalendarRow(db, contextId))?.calendar) ?? defaultCalendar;

export const calendarCsvHandlers = {
  async getStoreCalendarCsv(request, reply) {
    const context = contextOf(request);
    const db = request.server.db;
    const weekly = await contextWeekly(db, context.id);
    const stores = (await storesOfContext(db, context.id)).sort((a, b) => compareDigits(a.storeId, b.storeId));
    const rows = await storeCalendarRowsOfContext(db, context.id);
    const lines = stores.map((store) => {
      const row = rows.get(store.id);
      return csvLineCells(store, storedCalendar(row?.calendar) ?? weekly, storedSpecialDays(row?.specialDays));
    });
    return sendCsvLines(reply, m.csv.file(context.key), csvHeaderCells, lines);
  },

  // The context sits in the multipart body, which the guard does not read: the rule asks only for
  // the right, and contextImportForm checks the context's visibility as the guard would (403).
  async importStoreCalendar(request, reply) {
    const form = await contextImportForm(request, reply);
    if (!form) return reply;
    const { context } = form;
    const app = request.server;

    // Read and checked outside the transaction: SQLite runs one at a time, so a file being read
    // inside one would hold up every other request's writes. The transaction then takes the
    // stores again, and a line whose store went meanwhile is a bad line like any unknown store.
    const checked = await checkedImport(form.file, await storesOfContext(app.db, context.id));
    if (checked.kind === 'refused') return badRequest(reply, checked.message);
    if (checked.kind === 'badLines') return badLinesReply(reply, checked.problems);
    const outcome = await audited(request, async (db, record) => {
      const gone = storesGone(checked.lines, await storesOfContext(db, context.id));
      if (gone) return gone;
      const rows = await storeCalendarRowsOfContext(db, context.id);
      const writes = await importWrites(checked.lines, rows, await contextWeekly(db, context.id));
      if (form.dryRun || writes.length === 0) return writes.length;
      await writeStoreCalendars(db, writes, app.now());
      record({
        action: 'calendarImported',
        object: { type: 'context', id: context.uid, label: context.key },
        changes: changesBetween({}, { stores: String(writes.length) }),
      });
      return writes.length;
    });
    if (outcome instanceof LineProblems) return badLinesReply(reply, outcome);
    return { stores: outcome };
  },
} satisfies Partial<Handlers>;
