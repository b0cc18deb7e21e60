import type { FastifyReply } from 'fastify';
import { audited, changesBetween } from '../../audit';
import { compareDigits } from '../../platform/ids';
import { badRequest, errorReply, forbidden, invalidField } from '../../platform/http/replies';
import { contextOf, type Handlers } from '../../platform/types';
import { sendCsvLines } from '../../platform/csv/csvDownload';
import { calendarMessages } from '../../../shared/texts/calendarMessages';
import { describeValidationError } from '../../../shared/texts/serverMessages';
import { csvHeaderCells, csvLineCells } from '../csvFormat';
import { LineProblems } from '../../platform/csv/lineProblems';
import { checkedImport, importWrites, storesGone } from '../importCheck';
import { ImportFileError, readImportForm } from '../importFile';
import {
  contextCalendarRow,
  storeCalendarRowsOfContext,
  storesOfContext,
  writeStoreCalendars,
} from '../repository/calendars';
import { defaultCalendar, storedCalendar, storedSpecialDays } from '../stored';
import type { Db } from '../../platform/db/connection';
import { principalOf, visibleContext } from '../../platform/principal';

// Every store's calendar as a CSV file, and that file back: checked whole, written in one
// transaction with one audit entry, or with dryRun only counted.

const m = calendarMessages;
const contextKeyPattern = /^[A-Za-z0-9_.-]{2,50}$/;

const badLines = (reply: FastifyReply, problems: LineProblems) =>
  reply.status(400).send({ message: m.importBad(problems.count), ...problems.reply() });

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
  // the right, and the context's visibility is checked here, as the guard would (403).
  async importStoreCalendar(request, reply) {
    let form;
    try {
      form = await readImportForm(request);
    } catch (error) {
      if (error instanceof ImportFileError) return errorReply(reply, error.status, error.message);
      throw error;
    }
    if (form.contextId === undefined) return badRequest(reply, m.importContextMissing);
    if (!contextKeyPattern.test(form.contextId)) {
      return invalidField(
        reply,
        describeValidationError({ keyword: 'pattern', instancePath: '/contextId', params: {} }),
      );
    }
    const context = visibleContext(principalOf(request), form.contextId);
    if (!context) return forbidden(reply);
    request.context = context;
    if (form.file === null) return badRequest(reply, m.importFileMissing);
    const app = request.server;

    // Read and checked outside the transaction: SQLite runs one at a time, so a file being read
    // inside one would hold up every other request's writes. The transaction then takes the
    // stores again, and a line whose store went meanwhile is a bad line like any unknown store.
    const checked = await checkedImport(form.file, await storesOfContext(app.db, context.id));
    if (checked.kind === 'refused') return badRequest(reply, checked.message);
    if (checked.kind === 'badLines') return badLines(reply, checked.problems);
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
    if (outcome instanceof LineProblems) return badLines(reply, outcome);
    return { stores: outcome };
  },
} satisfies Partial<Handlers>;
